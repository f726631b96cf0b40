#!/usr/bin/env bash
# make demo: meld the example source into a throwaway home, then probe, learn
# everything, recall, and list the links mind created.
set -euo pipefail
mind=$(realpath "$1")
source_dir=$(realpath "$2")
home=$(mktemp -d "${TMPDIR:-/tmp}/mind-demo.XXXXXX")
export HOME="$home" MIND_HOME="$home/.mind" CLAUDE_HOME="$home/.claude"
unset MIND_AGENT_HOMES MIND_DEFAULT_LOBE
if [ -t 1 ]; then bold=$'\033[1m' plain=$'\033[0m'; else bold='' plain=''; fi
step() { printf '\n%s$ %s%s\n' "$bold" "$*" "$plain"; "$@"; }

echo "throwaway home: $home"
step "$mind" meld "$source_dir" --register-only
step "$mind" probe
step "$mind" learn --all starter
step "$mind" recall
printf '\n%slinks in %s%s\n' "$bold" "$CLAUDE_HOME" "$plain"
find "$CLAUDE_HOME" -type l -printf '  %P -> %l\n' | sort
printf '\n%sstore-only (no link)%s\n' "$bold" "$plain"
find "$MIND_HOME/store/tool" -mindepth 1 -maxdepth 1 -printf '  tool:%f in %p\n'
echo
echo "the demo home stays at $home; remove it with: rm -rf '$home'"
