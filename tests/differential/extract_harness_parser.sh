#!/usr/bin/env bash
# extract_harness_parser.sh OUT.mjs: writes Claude Code's own JavaScript parser
# (the module the client bundles and its workflow reader calls when the quick
# `meta` reader fails) out of the client that claude-loads caches, as an ES
# module exporting `parse`, for differential.mjs (HARNESS_PARSER=OUT.mjs) and
# verdicts.mjs. Nothing is committed from it: it is read from the local cache.
set -euo pipefail
out=${1:?usage: extract_harness_parser.sh OUT.mjs}
ver=${CLAUDE_VERSION:-2.1.332}
bin=${CLAUDE_BIN:-${CLAUDE_CACHE:-$HOME/.cache/claude-loads}/$ver/package/claude}
[ -f "$bin" ] || { echo "extract_harness_parser: no Claude Code at $bin (run claude-loads once)" >&2; exit 2; }
node - "$bin" "$out" <<'JS'
const fs = require('fs');
const [bin, out] = process.argv.slice(2);
const bytes = fs.readFileSync(bin);
const start = bytes.indexOf('var xt=/\\p{ID_Start}/u,bt=/[\\p{ID_Continue}\\u200c\\u200d]/u;');
const endMark = 'export{Vt as parse};';
const end = start < 0 ? -1 : bytes.indexOf(endMark, start);
if (start < 0 || end < 0) { console.error('extract_harness_parser: parser not found in this client'); process.exit(1); }
fs.writeFileSync(out, bytes.subarray(start, end + endMark.length).toString('utf8') + '\n');
JS
