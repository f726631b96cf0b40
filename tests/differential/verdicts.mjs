// Prints `parses|syntax_error<TAB>path` for each path on stdin, by a reference
// parser: `acorn` (the Debian node-acorn, ecmaVersion latest) or `harness`
// (Claude Code's own parser, extracted from the cached client by
// extract_harness_parser.sh). Options are the harness's: a module, top-level
// await and return allowed, a hashbang a comment; CRLF folded to LF first.
import fs from 'fs';
import readline from 'readline';
import { pathToFileURL } from 'url';

const which = process.argv[2];
let parse;
if (which === 'acorn') {
  const acorn = await import('/usr/share/nodejs/acorn/dist/acorn.mjs');
  parse = (text) => acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'module',
    allowAwaitOutsideFunction: true, allowReturnOutsideFunction: true, allowHashBang: true });
} else if (which === 'harness') {
  const mod = await import(pathToFileURL(process.argv[3]).href);
  parse = (text) => mod.parse(text, { sourceType: 'module', allowAwaitOutsideFunction: true,
    allowReturnOutsideFunction: true });
} else {
  console.error('usage: verdicts.mjs acorn | harness PARSER.mjs');
  process.exit(2);
}
const rl = readline.createInterface({ input: process.stdin });
for await (const path of rl) {
  const text = fs.readFileSync(path, 'utf8').replaceAll('\r\n', '\n');
  let verdict = 'parses', why = '';
  try { parse(text); } catch (e) { verdict = 'syntax_error'; why = String(e.message).replace(/[\t\n]/g, ' '); }
  process.stdout.write(`${verdict}\t${path}\t${why}\n`);
}
