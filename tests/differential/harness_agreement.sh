#!/usr/bin/env bash
# harness_agreement.sh BUILD_DIR [SEED] [COUNT]: does mind list exactly the
# workflows the real Claude Code lists (issue 33, design.md decision 5)?
# Generates COUNT seeded hostile variants (mutate.mjs) of the workflow bases
# (tests/differential/bases, examples/) plus every tests/ workflow fixture,
# loads them all as one plugin in one offline `claude -p` session, the way
# /work/shared/tools/claude-loads does, and reads from its debug log which
# files the client skipped; then asks mind (module_verdict --meta) and
# prints the figures: names mind reports that the harness does not list
# (invented) and names the harness lists that mind does not (missed).
# Needs the client that claude-loads caches (CLAUDE_BIN, or
# ~/.cache/claude-loads/$CLAUDE_VERSION), node, and unshare. Exits 1 on any
# invented name, 2 when the client cannot run.
set -euo pipefail
build=$(cd "${1:?usage: harness_agreement.sh BUILD_DIR [SEED] [COUNT]}" && pwd)
seed=${2:-33}
count=${3:-3000}
root=$(cd "$(dirname "$0")/../.." && pwd)
ver=${CLAUDE_VERSION:-2.1.332}
bin=${CLAUDE_BIN:-${CLAUDE_CACHE:-$HOME/.cache/claude-loads}/$ver/package/claude}
[ -x "$bin" ] || { echo "harness_agreement: no Claude Code at $bin (run claude-loads once)" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
plugin=$work/plugin
mkdir -p "$plugin/.claude-plugin" "$plugin/workflows"
echo '{"name":"agreement","version":"0.0.1"}' >"$plugin/.claude-plugin/plugin.json"
node "$root/tests/differential/mutate.mjs" "$seed" "$count" "$plugin/workflows" \
  "$root"/tests/differential/bases/*.js $(find "$root/examples" -name '*.js')
# The workflow fixtures the tests write: every examples/ and bases/ file as is.
n=0
for f in "$root"/tests/differential/bases/*.js $(find "$root/examples" -name '*.js'); do
  n=$((n + 1)); cp "$f" "$plugin/workflows/fixture$n.js"
done
H=$work/home; mkdir -p "$H/proj"
(cd "$H/proj" && env -i PATH=/usr/bin:/bin HOME="$H" TERM=dumb DISABLE_AUTOUPDATER=1 \
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 unshare -n timeout 300 "$bin" -p hi \
  --plugin-dir "$plugin" --debug-file "$H/debug.txt" </dev/null >/dev/null 2>&1) || true
[ -s "$H/debug.txt" ] || { echo "harness_agreement: the client wrote no debug log" >&2; exit 2; }
total=$(grep -oE "Total plugin workflows loaded: [0-9]+" "$H/debug.txt" | grep -oE '[0-9]+$' | tail -n1)
grep -oE "Plugin workflow [^ ]+\.js (has invalid meta|: not a regular file)" "$H/debug.txt" |
  sed -E 's/^Plugin workflow ([^ ]+\.js).*/\1/' | xargs -n1 basename | sort -u >"$work/skipped"
ls "$plugin/workflows" | sort >"$work/all"
comm -23 "$work/all" "$work/skipped" >"$work/harness_listed"
(cd "$plugin/workflows" && ls | sort | "$build/tests/module_verdict" --meta) >"$work/mind"
awk -F'\t' '$1=="listed"{print $2}' "$work/mind" | sort >"$work/mind_listed"
invented=$(comm -13 "$work/harness_listed" "$work/mind_listed" | wc -l)
missed=$(comm -23 "$work/harness_listed" "$work/mind_listed" | wc -l)
files=$(wc -l <"$work/all")
echo "harness_agreement: $files files (seed $seed: $count variants + $n fixtures)"
echo "  harness lists $(wc -l <"$work/harness_listed") (its own total: ${total:-?}), mind lists $(wc -l <"$work/mind_listed")"
echo "  invented (mind lists, harness does not): $invented"
echo "  missed (harness lists, mind does not): $missed"
if [ "$missed" -gt 0 ]; then
  echo "  missed, by mind's reason:"
  comm -23 "$work/harness_listed" "$work/mind_listed" >"$work/missed"
  grep -Ff "$work/missed" "$work/mind" | cut -f3 | sort | uniq -c | sed 's/^/    /'
fi
if [ "$invented" -gt 0 ]; then
  comm -13 "$work/harness_listed" "$work/mind_listed" | head -20 | sed 's/^/  invented: /'
  [ -n "${KEEP:-}" ] && cp -r "$plugin" "$KEEP"
  exit 1
fi
[ -n "${KEEP:-}" ] && cp -r "$plugin" "$KEEP"
exit 0
