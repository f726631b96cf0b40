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

export const fragments = [
  'let a = 1; let a = 2;', 'const b = 1; var b;', 'let c; { var c; }', 'function f(){} let f;',
  'class K {} class K {}', 'import x from "m"; let x;', 'try {} catch (e) { let e; }',
  'try {} catch ([e]) { var e; }', 'try {} catch (e) { var e; }', '{ function g(){} var g; }',
  'await 1;', 'function h() { await 1; }', 'async function h2() { await 1; }',
  'function* gen() { yield 1; }', 'function* gen2() { function inner() { yield 1; } }',
  'function nogen() { yield = 1; }', 'const y = async () => await 1;', '(async (await) => 1);',
  'async function h3(a = await 1) {}', 'function* g3(a = yield) {}', 'let await = 1;',
  'var yield = 1;', 'let let = 1;', 'var static = 1;', 'var implements;', 'eval = 1;',
  'arguments = 1;', '(a) = 1;', '({a}) = 1;', '[a] = [1];', '({a} = {});', '({a = 1});',
  '({a = 1} = {});', 'a + 1 = 2;', 'a?.b = 1;', '++a?.b;', 'for (a?.b of c);',
  'for (let of of []);', 'for (async of []);', 'for await (const q of r);',
  'for (let i = 0, j in k);', 'for (var i = 0 in k);', 'for (const q of r) {}',
  '({__proto__: 1, __proto__: 2});', '({__proto__: 1, "__proto__": 2});',
  '({__proto__: 1, __proto__});', '({__proto__: 1, ["__proto__"]: 2});',
  '({__proto__: a, __proto__: b} = c);', '0777;', '08;', '0o17;', '1_000;', '1__0;', '1_;',
  '0x_1;', '"\\07";', '"\\8";', '`\\07`;', 'tag`\\07`;', '"\\0";', '"\\u{110000}";',
  'with (a) {}', 'break;', 'continue;', 'x: while (1) { break x; }', 'x: { continue x; }',
  'x: x: ;', 'x: { x: ; }', 'y: for (;;) { continue y; }', 'switch (1) { case 1: break; }',
  'switch (1) { default: default: }', 'export { zz };', 'export const e1 = 1; export { e1 };',
  'export default 1; export default 2;', 'export { a as "b" };', 'export * as ns from "m";',
  'import { "s" as s1 } from "m";', 'import j from "m" with { type: "json" };',
  'import j2 from "m" with { type: "json", type: "css" };', 'export * from "m";',
  'if (1) function ff() {}', 'if (1) let z = 1;', 'label: function fl() {}',
  'class A { #p; m() { return this.#p; } }', 'class B { m() { return this.#q; } }',
  'class C { #r; #r; }', 'class D { get #s() {} set #s(v) {} }', 'class E { constructor(){} constructor(){} }',
  'class F { static prototype() {} }', 'class G extends H { constructor() { super(); } }',
  'class I { constructor() { super(); } }', 'class J { m() { super.x; } }', 'function sup() { super.x; }',
  'class L { static { await 1; } }', 'class M { static { var arguments; } }', 'class N { x = arguments; }',
  'class O { static #t = 1; static m() { return #t in O; } }', 'delete x;', 'delete this.#u;',
  'new.target;', 'function nt() { new.target; }', 'import.meta;', 'import.meta.url;',
  'a ?? b || c;', '(a ?? b) || c;', 'a || b ?? c;', '-a ** 2;', '(-a) ** 2;', 'a ??= b;',
  'a ||= b;', 'a &&= b;', 'a?.b?.(c)?.[d];', 'new a?.b();', 'a?.`t`;', '/[a-z]/v;', '/(?<n>a)\\k<n>/u;',
  '/a/gg;', '/a/x;', '/[/;', '/(/;', 'x = /=/;', 'let [p, ...q] = r;', 'let [s1, ...s2,] = r;',
  'let {t1, ...t2} = r;', 'let {...{t3}} = r;', '(...u) => 1;', '(u1, ...u2,) => 1;',
  '(v, v) => 1;', 'function w(v, v) {}', 'function w2(v = 1) { "use strict"; }',
  '(x1 = 1) => { "use strict"; };', 'function w3() { "use strict"; }', 'async () => {};',
  'async\n() => {};', 'a\n=> 1;', 'var o = { get g() {}, set g(v) {} };', 'var o2 = { get g(a) {} };',
  'var o3 = { set s() {} };', 'var o4 = { set s(...v) {} };', 'var o5 = { async *m() {} };',
  '`${a}${b}`;', '`${`${c}`}`;', '`${}`;', 'throw\nnew Error();', 'return;', 'return 1;',
  'using res = make();', 'await using res2 = make();', 'using\nres3 = 1;', 'yield;', '#!x',
  'let \\u0061 = 1;', 'l\\u0065t b2 = 1;', 'v\\u0061r c2 = 1;', 'a.\\u0069f;', '({ \\u0069f: 1 });',
  'debugger;', 'do ; while (0)', 'do x; while (0) y;', 'if (a) ; else ;', 'label2: label3: for (;;) break label2;',
  'class P { static async *m() {} }', 'class Q { static x = 1; static { this.y = 2; } }',
  'class R { "constructor"() {} }', 'class S { get constructor() {} }', 'class T { constructor = 1; }',
  'class U { #constructor() {} }', 'class V { static async\nm() {} }', 'x = { async\nm() {} };',
  '"use strict";', "'use strict'; 0777;", 'function d1({a}, a) {}', 'function d2([a], {b: a}) {}',
  '(a, {b}) => { let a; };', 'a => { let a; };', 'function e2(a) { let a; }', 'function e3() { let a; var a; }',
  'for (let a of []) { var a; }', 'for (let a;;) { let a; }', 'switch (0) { case 0: let a; case 1: let a; }',
];

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
