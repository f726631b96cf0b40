#!/usr/bin/env bash
# Runs every fuzz target in BUILD_DIR for SECONDS each (bounded), on a corpus
# seeded from the examples, and fails on any finding. Targets run JOBS at a time
# (default: the machine's cores): each is one single-threaded process, and CI's
# whole run must fit its 30 minutes.
set -euo pipefail
build=$1
secs=${2:-60}
jobs=${3:-$(nproc)}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/mind-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
targets="meta_reader_fuzz module_parse_fuzz frontmatter_fuzz mind_toml_fuzz plugin_manifest_fuzz token_lexer_fuzz review_scanners_fuzz risky_content_fuzz manifest_reader_fuzz gemini_command_fuzz policy_fuzz item_link_fuzz plugin_references_fuzz plugin_root_text_fuzz spec_frontmatter_fuzz"

seed_corpus() {
  local target=$1 corpus=$2
  mkdir -p "$corpus"
  case $target in
    meta_reader_fuzz) find "$root/examples" -name '*.js' -exec cp {} "$corpus/" \; ;;
    module_parse_fuzz) find "$root/examples" "$root/tests/differential/bases" -name '*.js' \
                         -exec cp --backup=numbered {} "$corpus/" \; ;;
    frontmatter_fuzz|gemini_command_fuzz) find "$root/examples" -name '*.md' -exec cp {} "$corpus/" \; ;;
    spec_frontmatter_fuzz) find "$root/examples" "$root/tests/fixtures/agent-skills" -name '*.md' \
                             -exec cp --backup=numbered {} "$corpus/" \; ;;
    mind_toml_fuzz) find "$root/examples" -name 'mind.toml' -exec cp --backup=numbered {} "$corpus/" \; ;;
    manifest_reader_fuzz) find "$root/examples" "$root/tests/fuzz/seeds" -name '*.json' \
                            -exec cp --backup=numbered {} "$corpus/" \; ;;
    policy_fuzz) find "$root/examples" "$root/tests/fuzz/seeds" -name '*policy*.toml' \
                  -exec cp --backup=numbered {} "$corpus/" \; ;;
    plugin_manifest_fuzz) find "$root/examples" -name '*.json' -exec cp --backup=numbered {} "$corpus/" \; ;;
    token_lexer_fuzz|plugin_references_fuzz) find "$root/examples" -type f \( -name '*.md' -o -name '*.js' -o -name '*.hbs' \) \
                        -exec cp --backup=numbered {} "$corpus/" \; ;;
    review_scanners_fuzz|risky_content_fuzz) find "$root/examples" -type f \( -name '*.md' -o -name '*.sh' \) \
                            -exec cp --backup=numbered {} "$corpus/" \; ;;
    item_link_fuzz) printf '%s' 'https://github.com/o/r/tree/main/skills/x' > "$corpus/tree"
                    printf '%s' 'file:///r/blob/main/agents/a.md' > "$corpus/blob" ;;
  esac
}

# One target: its corpus, its bounded run, its summary; exit 1 on a finding.
run_target() {
  local target=$1 corpus="$work/$1" rc=0
  seed_corpus "$target" "$corpus"
  "$build/tests/fuzz/$target" "$corpus" -max_total_time="$secs" -max_len=8192 -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 >"$work/$target.log" 2>&1 || rc=$?
  echo "fuzz: $target for ${secs}s: $(grep -E 'stat::number_of_executed_units' "$work/$target.log" | tr -s ' ')"
  if [ "$rc" -ne 0 ]; then
    tail -40 "$work/$target.log" >&2
    echo "fuzz: $target found a crash (exit $rc)" >&2
    return 1
  fi
}

failed=0
running=0
for target in $targets; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
  run_target "$target" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done
exit "$failed"
