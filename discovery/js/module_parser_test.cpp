#include "discovery/js/module_parser.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "discovery/js/module_parser_internal.hpp"
#include "discovery/js/source.hpp"

namespace mind::discovery::js {
namespace {

ModuleSyntax check(std::string_view text) {
  Source source(text);
  return check_module_syntax(source);
}

void expect_parses(std::string_view text) {
  const ModuleSyntax syntax = check(text);
  EXPECT_EQ(syntax.verdict, ModuleVerdict::parses)
      << "source: " << text << "\nproblem: " << syntax.problem << " at " << syntax.offset;
}

void expect_error(std::string_view text) {
  const ModuleSyntax syntax = check(text);
  EXPECT_EQ(syntax.verdict, ModuleVerdict::syntax_error) << "source: " << text;
  EXPECT_FALSE(syntax.problem.empty()) << "source: " << text;
}

// spec: WF-5 (the harness parses the whole file: the current language)
TEST(JsModuleParser, AcceptsEveryStatementAndExpressionForm) {
  for (const char* text : {
           "#!/usr/bin/env node\nawait agent('x'); return 1",
           "import a, { b as c, 'd e' as f } from 'm'; import * as ns from 'n'; import 'side';",
           "import j from './j.json' with { type: 'json' }; export * as all from 'x';",
           "export const one = 1, { two, ...rest } = {}; export { one as uno, rest as 'r s' };",
           "export default class {} ",
           "export default async function* () {}",
           "export default (a, b) => a + b;",
           "export function f() {} export class K {}",
           "let a = 1; a ??= 2; a ||= 3; a &&= 4; a **= 2; a >>>= 1;",
           "const n = [1_000, 0x1F, 0o17, 0b11, 10n, .5e-3, 0];",
           "class A extends Object { #p = 1; static #q; static { A.x = 1; } get p() { return "
           "this.#p; }"
           " set p(v) { this.#p = v; } static has(o) { return #p in o; } async *m() { yield* []; }"
           " constructor() { super(); new.target; } ['c' + 1]() { super.toString(); } }",
           "function* g(a = 1, { b, c: [d] } = {}, ...e) { const x = yield; yield* g(); }",
           "async function h() { for await (const x of y) {} await using r = s; }",
           "using res = open();",
           "o?.p?.[q]?.(r); a?.b.c(); new a.b.C(); new (f())();",
           "outer: for (;;) { inner: while (1) { if (a) continue outer; break inner; } }",
           "x: { break x; } switch (v) { case 1: let z = 1; break; default: }",
           "try { } catch { } try { } catch ({ message }) { } finally { }",
           "const t = `a${b}c${`d${e}`}`; String.raw`\\07 \\unicode`; tag`\\u{`;",
           "const r = [/[a-z]+/gi, /(?<y>\\d{4})\\k<y>/, /\\//, /[/]/];",
           "const o = { a, b: 1, [c]: 2, d() {}, get e() { return 1; }, set e(v) {}, async f() {},"
           " *g() {}, async *h() {}, ...i, 'j': 3, 4: 5, __proto__: null };",
           "[a, b = 1, ...c] = d; ({ a, b: { c }, ...d } = e); [x.y, z[0]] = w;",
           "for (const [k, v] of Object.entries(o)) {} for (let i in o) {} for (x.y of z) {}",
           "label: for (const x of y) continue label;",
           "if (a) b(); else if (c) d(); else { e(); }",
           "do x++; while (x < 3) y();",
           "const f = async x => await x, g = async (x, y) => x, h = () => ({}), k = (a = 1) => a;",
           "a = b ? c : d ? e : f; a = (b, c); a = typeof b === 'x' && !c || void 0;",
           "a = (b ?? c) || d; a = b ** -c; a = (-b) ** c; a++; --b; delete o.p; delete o?.p;",
           "const { default: x } = await import('./m.js', { with: { type: 'json' } });",
           "import.meta.url; let async = 1; async; let of = 2; var get, set, from, as;",
           "debugger; ;;; 'use strict'; function s(a) { 'use strict'; }",
           "class B { static async\nm() {} 'constructor'() {} static constructor() {} }",
           "const re = /a/dgimsy, u = \"\\u{1F600}\\u2028\\x41\\0\";",
           "// comment\n/* block */ a /* x */ = 1; a <!--b;\n",
       }) {
    expect_parses(text);
  }
}

// spec: WF-5 (a syntax error anywhere, early errors included, means not listed)
TEST(JsModuleParser, ReportsTheEarlyErrorsOfAConformingParser) {
  for (const char* text : {
           "let a; let a;",
           "const b = 1; var b;",
           "let c; { var c; }",
           "class K {} class K {}",
           "import x from 'm'; let x;",
           "try {} catch (e) { let e; }",
           "try {} catch ([e]) { var e; }",
           "function f(a) { let a; }",
           "(a, a) => 1;",
           "function w(v, v) {}",
           "switch (0) { case 0: let q; case 1: let q; }",
           "function h() { await 1; }",
           "function* g() { function i() { yield 1; } }",
           "async function h(a = await 1) {}",
           "function* g(a = yield) {}",
           "let await = 1;",
           "var yield = 1;",
           "let let = 1;",
           "var static;",
           "eval = 1;",
           "arguments++;",
           "({a}) = 1;",
           "a + 1 = 2;",
           "a?.b = 1;",
           "for (a?.b of c);",
           "++a?.b;",
           "({a = 1});",
           "({__proto__: 1, __proto__: 2});",
           "({__proto__: 1, '__proto__': 2});",
           "0777;",
           "08;",
           "'\\07';",
           "'\\8';",
           "`\\07`;",
           "1__0;",
           "1_;",
           "0x_1;",
           "with (a) {}",
           "break;",
           "continue;",
           "x: { continue x; }",
           "x: x: ;",
           "switch (1) { default: default: }",
           "export { zz };",
           "export const e = 1; export { e };",
           "export default 1; export default 2;",
           "import j from 'm' with { type: 'json', type: 'css' };",
           "if (1) function f() {}",
           "if (1) let z = 1;",
           "label: function f() {}",
           "class B { m() { return this.#q; } }",
           "class C { #r; #r; }",
           "class E { constructor(){} constructor(){} }",
           "class F { static prototype() {} }",
           "class I { constructor() { super(); } }",
           "function s() { super.x; }",
           "class L { static { await 1; } }",
           "class N { x = arguments; }",
           "delete x;",
           "class D { #u; m() { delete this.#u; } }",
           "new.target;",
           "a ?? b || c;",
           "a || b ?? c;",
           "-a ** 2;",
           "new a?.b();",
           "a?.`t`;",
           "/a/gg;",
           "/a/x;",
           "/[/;",
           "/(/;",
           "let [p, ...q,] = r;",
           "let {...{t}} = r;",
           "(u1, ...u2,) => 1;",
           "function w2(v = 1) { 'use strict'; }",
           "a\n=> 1;",
           "var o = { get g(a) {} };",
           "var o = { set s() {} };",
           "`${}`;",
           "throw\nnew Error();",
           "using\nres = 1; using x;",
           "function u() { await using r = s; }",
           "yield;",
           "l\\u0065t b = 1;",
           "v\\u0061r c = 1;",
           "class U { #constructor() {} }",
           "class T { constructor = 1; }",
           "class S { get constructor() {} }",
           "export let;",
           "function d([a], {b: a}) {}",
           "for (var i = 0 in k);",
           "for (let i = 0, j in k);",
           "for (async of []);",
           "a => { let a; };",
           "({ \\u0069f }) => 1;",
           "import { 'str' } from 'm';",
           "x = 1 #!",
           "export { x as y, z as y }; var x, z;",
           "function f() { export const a = 1; }",
           "const c;",
           "let [d];",
           "class A extends B, C {}",
           "if (a) else b;",
           "a b;",
       }) {
    expect_error(text);
  }
}

// spec: WF-5 (the early errors of a conforming parser: the scope, label and
// private-name bookkeeping holds across nesting, closed scopes and functions)
TEST(JsModuleParser, KeepsScopesLabelsAndPrivateNamesAcrossNesting) {
  for (const char* text : {
           "{ let x; } { let x; } var x;",
           "function f() { { let y; } var y; }",
           "try {} catch (e) { var e; }",
           "a: { b: { break a; } } a: ;",
           "a: b: for (;;) { continue a; }",
           "a: { (function () { a: for (;;) continue a; }); }",
           "class C { get #p() { return 1; } set #p(v) {} static get #q() { return 1; }"
           " static set #q(v) {} m() { return this.#p + C.#q; } }",
           "export { late }; let late = 1;",
           "let q; { let q; { let q; } } { const q = 1; }",
       }) {
    expect_parses(text);
  }
  for (const char* text : {
           "{ let z; { var z; } }",
           "a: { a: ; }",
           "x: { for (;;) continue x; }",
           "for (;;) { a: b: { continue a; } }",
           "for (;;) { (function () { break; }); }",
           "class C { get #p() { return 1; } static set #p(v) {} }",
           "class C { #p; #p; }",
           "class C { #p; m() { this.#r; } }",
           "export { undefinedName };",
           "(a, b, a) => 1;",
           "function g(a, { a }) {}",
           "let q; { let q; { let q; } } let q;",
       }) {
    expect_error(text);
  }
  // Thousands of names bound in blocks that close, then bound again.
  std::string many;
  for (int round = 0; round < 2; ++round) {
    many += "{";
    for (int i = 0; i < 3000; ++i) many += "let v" + std::to_string(i) + ";";
    many += "}";
  }
  expect_parses(many + "var v0;");
  expect_error(many + "let v7; let v7;");
}

// spec: WF-5 (decision 5: when unsure, read nothing)
TEST(JsModuleParser, NestingPastTheLimitIsUnsureNotACrash) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  EXPECT_EQ(check(deep).verdict, ModuleVerdict::unsure);
  std::string blocks;
  for (int i = 0; i < 50000; ++i) blocks += "{";
  for (int i = 0; i < 50000; ++i) blocks += "}";
  EXPECT_EQ(check(blocks).verdict, ModuleVerdict::unsure);
  std::string shallow = std::string(100, '(') + "1" + std::string(100, ')');
  expect_parses(shallow);
}

// spec: WF-5 (the same answers through the parser's quick paths: a block's
// scope opened only when needed, one-item lists, the cover grammar's second
// walk only when needed, prefix runs read in a loop)
TEST(JsModuleParser, QuickPathsGiveTheAnswersOfTheGeneralOnes) {
  for (const char* text : {
           "{ { let a; } let a; }",
           "function f() { { (function () {}); let b; } var b; }",
           "{ { { x; } } } { let x; { var y; } }",
           "[a, [b], { c: [d] }] = e; ({ a: { b } } = c); [a = [b] = c] = d;",
           "[[[a]]]; ((((a)))); ({ a: { b: 1 } }); f = a => b => (c) => [d];",
           "!!!!a; - -a; typeof void delete a.b; delete !a.b; x = !a + ~b;",
           // Runs of one-item arrays and objects made patterns in a loop.
           "[[[a.b]]] = c; ({ a: { b: [c] } } = d); [[{ a: [b = 1] }]] = c;",
           "({ a: [{ ...b }] } = c); [[...a]] = b; [[a]] = [[b]] = c;",
       }) {
    expect_parses(text);
  }
  for (const char* text : {
           "{ var a; let a; }",
           "{ function f() {} var f; }",
           "{ { let z; } let z; var z; }",
           "({ a: eval } = x);",
           "[[eval] = b] = c;",
           "[(a = b) = c] = d;",
           "({ a = 1 });",
           "[a, b] = [eval] = c;",
           "!!a ** b;",
           "delete a;",
           "!delete a;",
           "f = eval => 1;",
           "({ a: { get b() {} } } = c);",
           "({ a: { b() {} } } = c);",
           "[[[a + 1]]] = b;",
           "({ a: { ...{ b } } } = c);",
           "[[a?.b]] = c;",
           "[[...a, b]] = c;",
           "[[[eval]]] = a;",
           "({ a: { b: { c: 1 } } } = d);",
       }) {
    expect_error(text);
  }
  // A run of prefix operators counts one level of nesting per operator, as
  // one call per operator did: 397 parse, the 398th level is one too many.
  EXPECT_EQ(check(std::string(397, '!') + "a;").verdict, ModuleVerdict::parses);
  for (const int run : {398, 399, 5000}) {
    const ModuleSyntax syntax = check(std::string(static_cast<std::size_t>(run), '!') + "a;");
    EXPECT_EQ(syntax.verdict, ModuleVerdict::unsure) << run;
    EXPECT_EQ(syntax.offset, 398u) << run;
  }
}

// spec: WF-5 (a regex with the `u` or `v` flag is checked by its own grammar)
TEST(JsModuleParser, ChecksRegexesWithTheUnicodeFlags) {
  for (const char* text :
       {"/\\p{L}+/u;", "/\\p{Script=Greek}/u;", "/[\\p{L}--[a-z]]/v;", "/[[a-z]&&[aeiou]]/v;",
        "/[\\q{abc|d}]/v;", "/[\\q{abc}]/v;", "/(?<y>a)|(?<y>b)/u;", "/\\u{1F600}\\uD83D\\uDE00/u;",
        "/(?i:a)b/u;", "/[\\-]/u;", "/\\k<n>(?<n>x)/u;"}) {
    expect_parses(text);
  }
  for (const char* text :
       {"/\\-/u;", "/{/u;", "/\\p{Nope}/u;", "/\\P{RGI_Emoji}/v;", "/[a-z&&b]/v;",
        "/(?<y>a)(?<y>b)/u;", "/\\1/u;", "/\\k<m>/u;", "/[z-a]/u;", "/a/uv;", "/(?=a)*/u;",
        "/\\c1/u;", "/[^\\q{ab}]/v;", "/(?ii:a)/u;", "/(?-:a)/u;"}) {
    expect_error(text);
  }
  // A group name in a script mind does not classify is not guessed at.
  EXPECT_EQ(check("/(?<\xE1\x9A\xA0>a)/u;").verdict, ModuleVerdict::unsure);
}

TEST(JsModuleParser, ReadsToTheEndAndPointsAtTheError) {
  Source source("let a = 1;\nlet a = 2;\n");
  const ModuleSyntax syntax = check_module_syntax(source);
  EXPECT_EQ(syntax.verdict, ModuleVerdict::syntax_error);
  EXPECT_EQ(syntax.offset, 15u);
  EXPECT_NE(syntax.problem.find("already declared"), std::string::npos) << syntax.problem;
  EXPECT_TRUE(source.touched_end());
}

}  // namespace
}  // namespace mind::discovery::js

// The keyword and restricted-word tests refuse most names by their first
// letter: every word of the lists still counts, and names like them do not.
namespace mind::discovery::js::module {
namespace {

TEST(JsModuleParserWords, KeywordsAndRestrictedWordsAreExact) {
  const std::string_view keywords[] = {
      "break",   "case",   "catch",    "class", "const",  "continue", "debugger",
      "default", "delete", "do",       "else",  "export", "extends",  "false",
      "finally", "for",    "function", "if",    "import", "in",       "instanceof",
      "new",     "null",   "return",   "super", "switch", "this",     "throw",
      "true",    "try",    "typeof",   "var",   "void",   "while",    "with"};
  const std::string_view restricted_only[] = {
      "let",     "static", "yield",      "await",     "enum",      "eval",     "package",
      "private", "public", "implements", "interface", "protected", "arguments"};
  for (const std::string_view word : keywords) {
    EXPECT_TRUE(is_keyword_word(word)) << word;
    EXPECT_TRUE(may_be_restricted(word)) << word;
  }
  for (const std::string_view word : restricted_only) {
    EXPECT_FALSE(is_keyword_word(word)) << word;
    EXPECT_TRUE(may_be_restricted(word)) << word;
  }
  for (const std::string_view name :
       {"a", "agent", "async", "get", "set", "of", "from", "as", "target", "meta", "x1", "Break",
        "lets", "awaits", "$", "_", "undefined", "constructor", "prototype"}) {
    EXPECT_FALSE(is_keyword_word(name)) << name;
    EXPECT_FALSE(may_be_restricted(name)) << name;
  }
}

}  // namespace
}  // namespace mind::discovery::js::module
