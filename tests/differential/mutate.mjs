// Seeded generator of hostile JavaScript: writes COUNT mutated copies of the
// base files into OUT_DIR, as v0000.js, v0001.js, ... The same seed and bases
// always give the same files. Usage:
//   node mutate.mjs SEED COUNT OUT_DIR BASE.js...
// Each variant applies one to three edits to a base: deleting a short span,
// inserting a fragment chosen to hit an early error or a rare form (a
// duplicate declaration, a misplaced `await`/`yield`/`super`, a legacy octal,
// a bad target, a duplicate `__proto__`/export/label, a private name, a
// regex flag, `with`, ...), duplicating or swapping lines, or putting a
// keyword where a name was. The edits land on line and token boundaries as
// often as not, so that many variants still parse and the verdict is close.
import fs from 'fs';
import path from 'path';
import { fragments } from './fragments.mjs';

const [seedArg, countArg, outDir, ...bases] = process.argv.slice(2);
if (!outDir || bases.length === 0) {
  console.error('usage: mutate.mjs SEED COUNT OUT_DIR BASE.js...');
  process.exit(2);
}
let state = (Number(seedArg) >>> 0) || 1;
const random = () => {  // xorshift32
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];



const keywords = ['if', 'for', 'class', 'function', 'let', 'const', 'await', 'yield', 'super',
  'new', 'delete', 'typeof', 'in', 'of', 'async', 'static', 'get', 'set', 'import', 'export',
  'default', 'return', 'this', 'null', 'enum', 'arguments', 'eval', 'with', 'do', 'while'];
const punctuation = ['(', ')', '{', '}', '[', ']', ';', ',', '=>', '...', '?.', '??', '=', '+=',
  '**', '++', '--', '/', '`', '"', "'", '#', ':', '?', '.', '!', '<', '>'];

function mutate(text) {
  const lines = text.split('\n');
  const edit = Math.floor(random() * 7);
  const lineAt = Math.floor(random() * lines.length);
  const line = lines[lineAt];
  const col = Math.floor(random() * (line.length + 1));
  switch (edit) {
    case 0: {  // delete a short span
      const length = 1 + Math.floor(random() * 3);
      lines[lineAt] = line.slice(0, col) + line.slice(col + length);
      break;
    }
    case 1:  // a fragment as a statement of its own
    case 2:
      lines.splice(lineAt, 0, pick(fragments));
      break;
    case 3:  // a fragment inside a line
      lines[lineAt] = line.slice(0, col) + ' ' + pick(fragments) + ' ' + line.slice(col);
      break;
    case 4:  // duplicate or swap lines
      if (random() < 0.5) lines.splice(lineAt, 0, line);
      else {
        const other = Math.floor(random() * lines.length);
        [lines[lineAt], lines[other]] = [lines[other], lines[lineAt]];
      }
      break;
    case 5: {  // a keyword or punctuator where a name was
      const words = [...line.matchAll(/[A-Za-z_$][\w$]*/g)];
      if (words.length === 0) { lines.splice(lineAt, 0, pick(fragments)); break; }
      const w = pick(words);
      const by = random() < 0.6 ? pick(keywords) : pick(punctuation);
      lines[lineAt] = line.slice(0, w.index) + by + line.slice(w.index + w[0].length);
      break;
    }
    default:  // a punctuator inserted
      lines[lineAt] = line.slice(0, col) + pick(punctuation) + line.slice(col);
  }
  return lines.join('\n');
}

fs.mkdirSync(outDir, { recursive: true });
const texts = bases.map((b) => fs.readFileSync(b, 'utf8'));
const count = Number(countArg);
for (let i = 0; i < count; i++) {
  let text = texts[Math.floor(random() * texts.length)];
  const edits = 1 + Math.floor(random() * 3);
  for (let e = 0; e < edits; e++) text = mutate(text);
  fs.writeFileSync(path.join(outDir, `v${String(i).padStart(4, '0')}.js`), text);
}
