#!/usr/bin/env bash
# Runs every fuzz target in BUILD_DIR for SECONDS each (bounded), on a corpus
# seeded from the examples, and fails on the first finding.
set -euo pipefail
build=$1
secs=${2:-60}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/mind-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
for target in meta_reader_fuzz module_parse_fuzz frontmatter_fuzz mind_toml_fuzz plugin_manifest_fuzz token_lexer_fuzz \
    review_scanners_fuzz risky_content_fuzz manifest_reader_fuzz gemini_command_fuzz policy_fuzz item_link_fuzz \
    plugin_references_fuzz plugin_root_text_fuzz spec_frontmatter_fuzz; do
  corpus="$work/$target"
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
  echo "fuzz: $target for ${secs}s"
  rc=0
  "$build/tests/fuzz/$target" "$corpus" -max_total_time="$secs" -max_len=8192 -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 >"$work/$target.log" 2>&1 || rc=$?
  grep -E 'stat::number_of_executed_units|ERROR|SUMMARY' "$work/$target.log" || true
  if [ "$rc" -ne 0 ]; then
    tail -40 "$work/$target.log" >&2
    echo "fuzz: $target found a crash (exit $rc)" >&2
    exit 1
  fi
done
