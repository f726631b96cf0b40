#include "discovery/meta_reader.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace mind::discovery {
namespace {

constexpr std::string_view kGoodObject = "{ name: 'review', description: 'Review files' }";

std::string declaration(std::string_view object) {
  return "export const meta = " + std::string(object);
}

void expect_loads(const WorkflowMeta& meta, std::string_view name, std::string_view description) {
  EXPECT_EQ(meta.status, MetaStatus::ok) << meta.detail;
  EXPECT_EQ(meta.reason, MetaReason::none) << meta.detail;
  ASSERT_TRUE(meta.name.has_value()) << meta.detail;
  EXPECT_EQ(*meta.name, name);
  ASSERT_TRUE(meta.description.has_value()) << meta.detail;
  EXPECT_EQ(*meta.description, description);
  EXPECT_EQ(meta.detail, "");
}

// A refused declaration carries no value at all (header: "Choices").
void expect_refused(const WorkflowMeta& meta, MetaReason reason, std::string_view detail_part) {
  EXPECT_EQ(meta.status, MetaStatus::invalid);
  EXPECT_EQ(to_slug(meta.reason), to_slug(reason)) << meta.detail;
  EXPECT_FALSE(meta.name.has_value());
  EXPECT_FALSE(meta.description.has_value());
  EXPECT_FALSE(meta.when_to_use.has_value());
  EXPECT_NE(meta.detail.find(detail_part), std::string::npos)
      << "detail: " << meta.detail << "\nexpected to contain: " << detail_part;
}

// ---------------------------------------------------------------------------
// The declaration form

// spec: WF-5
TEST(MetaReader, ReadsNameDescriptionAndWhenToUse) {
  const WorkflowMeta meta = read_workflow_meta(
      "export const meta = {\n  name: 'review',\n  description: 'Review changed files',\n"
      "  whenToUse: 'after a change',\n}\n\nexport default async function run() {}\n");
  expect_loads(meta, "review", "Review changed files");
  ASSERT_TRUE(meta.when_to_use.has_value());
  EXPECT_EQ(*meta.when_to_use, "after a change");
  EXPECT_FALSE(meta.needed_more_input);
}

TEST(MetaReader, SlugsAreKebabCase) {
  EXPECT_EQ(to_slug(MetaReason::none), "");
  EXPECT_EQ(to_slug(MetaReason::no_meta), "no-meta");
  EXPECT_EQ(to_slug(MetaReason::not_first_statement), "not-first-statement");
  EXPECT_EQ(to_slug(MetaReason::not_pure_literal), "not-pure-literal");
  EXPECT_EQ(to_slug(MetaReason::bad_name), "bad-name");
  EXPECT_EQ(to_slug(MetaReason::bad_description), "bad-description");
  EXPECT_EQ(to_slug(MetaReason::syntax_error), "syntax-error");
  EXPECT_EQ(to_slug(MetaReason::too_deep), "too-deep");
  EXPECT_EQ(to_slug(MetaReason::over_cap), "over-cap");
}

// spec: WF-30 (an empty file or one with only comments declares nothing)
TEST(MetaReader, EmptyAndCommentOnlyFilesHaveNoMeta) {
  expect_refused(read_workflow_meta(""), MetaReason::no_meta, "no statements");
  expect_refused(read_workflow_meta("// just a note\n/* and this */\n"), MetaReason::no_meta,
                 "no statements");
}

// spec: WF-5
TEST(MetaReader, CommentsMaySitBetweenTheWords) {
  const std::string file = "// leading\n/* block */ export /* a */ const // b\n meta /* c */\n= " +
                           std::string(kGoodObject) + ";";
  expect_loads(read_workflow_meta(file), "review", "Review files");
}

// spec: WF-5
TEST(MetaReader, HashbangAtByteZeroIsSkipped) {
  expect_loads(read_workflow_meta("#!/usr/bin/env node\n" + declaration(kGoodObject)), "review",
               "Review files");
}

// spec: WF-5
TEST(MetaReader, HashbangAnywhereElseIsASyntaxError) {
  expect_refused(read_workflow_meta(" #!/usr/bin/env node\n" + declaration(kGoodObject)),
                 MetaReason::syntax_error, "hashbang");
  expect_refused(read_workflow_meta("\xEF\xBB\xBF#!/usr/bin/env node\n" + declaration(kGoodObject)),
                 MetaReason::syntax_error, "hashbang");
}

// spec: WF-5
TEST(MetaReader, ByteOrderMarkIsWhitespace) {
  expect_loads(read_workflow_meta("\xEF\xBB\xBF" + declaration(kGoodObject)), "review",
               "Review files");
}

// spec: WF-5 (CRLF is read as LF)
TEST(MetaReader, CrlfReadsAsLf) {
  const WorkflowMeta meta = read_workflow_meta(
      "// header\r\nexport const meta = {\r\n  name: `\r\nreview\r\n`,\r\n"
      "  description: `line one\r\nline two`,\r\n}\r\nrun()\r\n");
  expect_loads(meta, "review", "line one\nline two");
  const WorkflowMeta refused =
      read_workflow_meta("\r\n\r\nexport const meta = {\r\n name: 'x',\r\n y: NaN }");
  expect_refused(refused, MetaReason::not_pure_literal, "identifier 'NaN' at line 5");
}

// spec: WF-5 (invalid UTF-8 decodes to U+FFFD, as the harness decodes it)
TEST(MetaReader, InvalidUtf8DecodesToReplacementCharacter) {
  const WorkflowMeta meta = read_workflow_meta(
      "export const meta = { name: 'a\xFF"
      "b', description: 'd\xC3' }");
  expect_loads(meta,
               "a\xEF\xBF\xBD"
               "b",
               "d\xEF\xBF\xBD");
}

// spec: WF-5
TEST(MetaReader, InvalidUtf8OutsideStringsIsASyntaxError) {
  expect_refused(read_workflow_meta("export const meta = { name: 'a', \xFF: 1 }"),
                 MetaReason::syntax_error, "U+FFFD");
}

// spec: WF-5
TEST(MetaReader, ImportFirstIsNotFirstStatement) {
  expect_refused(read_workflow_meta("import x from './x.js'\n" + declaration(kGoodObject)),
                 MetaReason::not_first_statement, "line 2");
}

// spec: WF-5
TEST(MetaReader, UseStrictFirstIsNotFirstStatement) {
  expect_refused(read_workflow_meta("'use strict';\n" + declaration(kGoodObject)),
                 MetaReason::not_first_statement, "line 2");
}

// spec: WF-5
TEST(MetaReader, LoneSemicolonFirstIsNotFirstStatement) {
  expect_refused(read_workflow_meta(";" + declaration(kGoodObject)),
                 MetaReason::not_first_statement, "line 1");
}

// spec: WF-5
TEST(MetaReader, LetOrVarMetaIsNoMeta) {
  expect_refused(read_workflow_meta("let meta = " + std::string(kGoodObject)), MetaReason::no_meta,
                 "no `export const meta`");
  expect_refused(read_workflow_meta("export var meta = " + std::string(kGoodObject)),
                 MetaReason::no_meta, "no `export const meta`");
  expect_refused(read_workflow_meta("export let meta = " + std::string(kGoodObject)),
                 MetaReason::no_meta, "no `export const meta`");
}

// spec: WF-5
TEST(MetaReader, ExportListAndExportDefaultAreNoMeta) {
  expect_refused(
      read_workflow_meta("const meta = " + std::string(kGoodObject) + "\nexport { meta }\n"),
      MetaReason::no_meta, "");
  expect_refused(read_workflow_meta("export default " + std::string(kGoodObject)),
                 MetaReason::no_meta, "");
}

// spec: WF-5
TEST(MetaReader, ASecondDeclaratorIsRefused) {
  expect_refused(read_workflow_meta(declaration(kGoodObject) + ", other = 1"),
                 MetaReason::not_first_statement, "more than one declarator");
  expect_refused(read_workflow_meta(declaration(kGoodObject) + "\n, other = 1"),
                 MetaReason::not_first_statement, "more than one declarator");
}

// spec: WF-5
TEST(MetaReader, InitialiserMustBeAnObjectLiteral) {
  expect_refused(read_workflow_meta("export const meta = 5"), MetaReason::not_pure_literal,
                 "a number, not an object literal");
  expect_refused(read_workflow_meta("export const meta = ['a']"), MetaReason::not_pure_literal,
                 "an array, not an object literal");
  expect_refused(read_workflow_meta("export const meta = makeMeta()"), MetaReason::not_pure_literal,
                 "a call expression");
  expect_refused(read_workflow_meta("export const meta;"), MetaReason::syntax_error,
                 "expected '='");
}

// spec: WF-5
TEST(MetaReader, ParenthesisedInitialiserIsAccepted) {
  expect_loads(read_workflow_meta("export const meta = (" + std::string(kGoodObject) + ");"),
               "review", "Review files");
}

// spec: WF-5
TEST(MetaReader, EscapedMetaIdentifierIsTheSameIdentifier) {
  expect_loads(read_workflow_meta("export const \\u006deta = " + std::string(kGoodObject)),
               "review", "Review files");
}

// ---------------------------------------------------------------------------
// Decoys (WF-57)

// spec: WF-57 (a decoy before the real declaration is never read)
TEST(MetaReader, DecoyMemberExpressionIsNotADeclaration) {
  const WorkflowMeta meta = read_workflow_meta(
      "shim.export.const.meta = { name: 'decoy', description: 'x' }\n"
      "export const meta = { name: 'real', description: 'y' }\n");
  expect_refused(meta, MetaReason::not_first_statement, "line 2");
}

// spec: WF-57
TEST(MetaReader, MetaInsideABlockIsNotTheDeclaration) {
  expect_refused(read_workflow_meta("{\n" + declaration(kGoodObject) + "\n}\n"),
                 MetaReason::no_meta, "");
}

// spec: WF-57
TEST(MetaReader, MetaInsideACallIsNotTheDeclaration) {
  expect_refused(read_workflow_meta("register(() => {\n" + declaration(kGoodObject) + "\n})\n"),
                 MetaReason::no_meta, "");
}

// spec: WF-57
TEST(MetaReader, DeclarationInsideAStringIsNotRead) {
  expect_refused(
      read_workflow_meta("const s = \"export const meta = { name: 'x', description: 'y' }\";\n"),
      MetaReason::no_meta, "");
  expect_refused(read_workflow_meta("const s = `\nexport const meta = { name: 'x' }\n${a}\n"
                                    "export const meta = {}\n`;\n"),
                 MetaReason::no_meta, "");
}

// spec: WF-57
TEST(MetaReader, DeclarationInsideACommentIsNotRead) {
  expect_refused(read_workflow_meta("/*\n" + declaration(kGoodObject) + "\n*/\n"),
                 MetaReason::no_meta, "no statements");
  expect_refused(read_workflow_meta("// " + declaration(kGoodObject) + "\nrun()\n"),
                 MetaReason::no_meta, "");
  // A commented-out decoy before the real declaration is just a comment.
  expect_loads(read_workflow_meta("// export const meta = { name: 'decoy', description: 'x' }\n" +
                                  declaration(kGoodObject)),
               "review", "Review files");
}

// spec: WF-57
TEST(MetaReader, RegexWithBracketsBeforeTheDeclarationIsNotSkipped) {
  expect_refused(read_workflow_meta("const re = /[}{(]/g;\n" + declaration(kGoodObject)),
                 MetaReason::not_first_statement, "line 2");
}

// spec: WF-57
TEST(MetaReader, DecoyAfterAnUnclosedBracketReadsAsAbsent) {
  expect_refused(read_workflow_meta("f(x = /[(]/)\n" + declaration(kGoodObject)),
                 MetaReason::not_first_statement, "");
  expect_refused(read_workflow_meta("f(\n" + declaration(kGoodObject)), MetaReason::no_meta, "");
}

// ---------------------------------------------------------------------------
// Pure data values

// spec: WF-5
TEST(MetaReader, AcceptsEveryPureValueForm) {
  const WorkflowMeta pure = read_workflow_meta(R"(export const meta = {
  name: 'forms',
  description: "double",
  strings: ['', "", `template`, `multi
line`, '\'\"\\\n\t\r\b\f\v\0', '\x41\u0042\u{43}\u{0000000044}', 'a\
b'],
  numbers: [0, 1, 1.5, .5, 5., 1e3, 1E-3, 2e+2, 0x1F, 0XaB, 0o17, 0b101, 1_000_000, 0.000_1, -1, - 2, -(3), -((4.5)), -.5, -0x10],
  bigints: [0n, 123n, 0x1Fn, 0b1n, 1_0n],
  regexes: [/a[/]b/gi, /(?:x|y)+?/dgimsy, /\d{2,3}/, /[\]]/, /(?<year>\d{4})-\k<year>/, /a{,2}/, /]/],
  literals: [true, false, null],
  nested: { deep: { deeper: [[], {}, [{ x: 1 }]] } },
  parenthesised: ('p'),
  trailing: [1, 2,],
})");
  expect_loads(pure, "forms", "double");
  EXPECT_TRUE(pure.needed_more_input);  // the declaration ends at the end of the input
}

// spec: WF-5
TEST(MetaReader, StringEscapesAreDecoded) {
  const WorkflowMeta meta = read_workflow_meta(
      R"(export const meta = { name: 'x', description: 'a\nb\tc\x41\u0042\u{43}\u{1F600}\uD83D\uDE00\'\0end' })");
  expect_loads(
      meta, "x",
      std::string("a\nb\tcABC\xF0\x9F\x98\x80\xF0\x9F\x98\x80'") + std::string(1, '\0') + "end");
}

// spec: WF-5
TEST(MetaReader, LineContinuationsAreRemoved) {
  expect_loads(
      read_workflow_meta("export const meta = { name: 'rev\\\niew', description: 'a\\\r\nb' }"),
      "review", "ab");
}

// spec: WF-5 (a legacy octal escape is a syntax error in a module)
TEST(MetaReader, LegacyOctalEscapesAreSyntaxErrors) {
  for (const char* escape : {"\\1", "\\01", "\\00", "\\7", "\\8", "\\9", "\\08"}) {
    const std::string file =
        "export const meta = { name: 'a" + std::string(escape) + "', description: 'd' }";
    expect_refused(read_workflow_meta(file), MetaReason::syntax_error, "escape");
  }
  for (const char* escape : {"\\1", "\\01"}) {
    const std::string file =
        "export const meta = { name: `a" + std::string(escape) + "`, description: 'd' }";
    expect_refused(read_workflow_meta(file), MetaReason::syntax_error, "escape");
  }
}

// spec: WF-5
TEST(MetaReader, MalformedEscapesAreSyntaxErrors) {
  for (const char* escape : {"\\x4", "\\xZZ", "\\u12", "\\u{}", "\\u{110000}", "\\u{12"}) {
    const std::string file =
        "export const meta = { name: 'a" + std::string(escape) + "', description: 'd' }";
    SCOPED_TRACE(escape);
    expect_refused(read_workflow_meta(file), MetaReason::syntax_error, "escape");
  }
}

// spec: WF-5
TEST(MetaReader, UnterminatedStringIsASyntaxError) {
  expect_refused(read_workflow_meta("export const meta = { name: 'a\nb', description: 'd' }"),
                 MetaReason::syntax_error, "an unterminated string at line 1");
}

// spec: WF-5 (a template with `${` is not pure data)
TEST(MetaReader, TemplateWithSubstitutionIsRefused) {
  expect_refused(read_workflow_meta("export const meta = { name: `a${b}`, description: 'd' }"),
                 MetaReason::not_pure_literal, "substitution");
}

// spec: WF-5
TEST(MetaReader, TemplateEscapesAreProcessedAndDollarAloneIsText) {
  expect_loads(read_workflow_meta(
                   "export const meta = { name: `\\u{72}eview`, description: `$5 \\` \\${x} $`}"),
               "review", "$5 ` ${x} $");
}

// spec: WF-5
TEST(MetaReader, MalformedNumbersAreSyntaxErrors) {
  for (const char* number : {"017", "08", "09.5", "00", "0_1", "1__0", "1_", "0x", "0xG", "1e",
                             "1e+", "1.5n", "1e3n", "3in", "0b2", "1._5", "._5"}) {
    const std::string file =
        "export const meta = { name: 'a', description: 'd', n: " + std::string(number) + " }";
    const WorkflowMeta meta = read_workflow_meta(file);
    EXPECT_EQ(meta.status, MetaStatus::invalid) << number;
    EXPECT_FALSE(meta.name.has_value()) << number;
  }
}

struct RefusedValue {
  const char* value;
  MetaReason reason;
  const char* detail;
};

// spec: WF-5 (only pure data: each refused form names the construct)
TEST(MetaReader, RefusesEachNonLiteralValueForm) {
  const std::vector<RefusedValue> cases = {
      {"NaN", MetaReason::not_pure_literal, "identifier 'NaN'"},
      {"undefined", MetaReason::not_pure_literal, "identifier 'undefined'"},
      {"Infinity", MetaReason::not_pure_literal, "identifier 'Infinity'"},
      {"'a' + 'b'", MetaReason::not_pure_literal, "a binary expression ('+')"},
      {"1 - 1", MetaReason::not_pure_literal, "a binary expression ('-')"},
      {"f()", MetaReason::not_pure_literal, "a call expression"},
      {"a.b", MetaReason::not_pure_literal, "a member expression"},
      {"'s'.length", MetaReason::not_pure_literal, "a member expression"},
      {"'s'[0]", MetaReason::not_pure_literal, "a member expression"},
      {"() => 1", MetaReason::not_pure_literal, "an arrow function"},
      {"x => 1", MetaReason::not_pure_literal, "an arrow function"},
      {"(x) => 1", MetaReason::not_pure_literal, "identifier 'x'"},
      {"function () {}", MetaReason::not_pure_literal, "a function expression"},
      {"class {}", MetaReason::not_pure_literal, "a class expression"},
      {"new Date()", MetaReason::not_pure_literal, "a 'new' expression"},
      {"typeof x", MetaReason::not_pure_literal, "a 'typeof' expression"},
      {"+1", MetaReason::not_pure_literal, "a unary '+' expression"},
      {"- -1", MetaReason::not_pure_literal, "'-' applied to something other than a number"},
      {"-(-1)", MetaReason::not_pure_literal, "'-' applied to something other than a number"},
      {"-x", MetaReason::not_pure_literal, "'-' applied to something other than a number"},
      {"-'1'", MetaReason::not_pure_literal, "'-' applied to something other than a number"},
      {"-1n", MetaReason::not_pure_literal, "'-' applied to a BigInt"},
      {"-(1n)", MetaReason::not_pure_literal, "'-' applied to a BigInt"},
      {"!0", MetaReason::not_pure_literal, "a unary '!' expression"},
      {"~0", MetaReason::not_pure_literal, "a unary '~' expression"},
      {"--x", MetaReason::not_pure_literal, "an update expression"},
      {"[...a]", MetaReason::not_pure_literal, "a spread element"},
      {"[1, , 2]", MetaReason::not_pure_literal, "an array hole"},
      {"[, 1]", MetaReason::not_pure_literal, "an array hole"},
      {"{ ...a }", MetaReason::not_pure_literal, "a spread property"},
      {"{ [k]: 1 }", MetaReason::not_pure_literal, "a computed key"},
      {"{ m() {} }", MetaReason::not_pure_literal, "a method"},
      {"{ 'm'() {} }", MetaReason::not_pure_literal, "a method"},
      {"{ *g() {} }", MetaReason::not_pure_literal, "a generator method"},
      {"{ get x() { return 1 } }", MetaReason::not_pure_literal, "an accessor ('get')"},
      {"{ set x(v) {} }", MetaReason::not_pure_literal, "an accessor ('set')"},
      {"{ async m() {} }", MetaReason::not_pure_literal, "an async method"},
      {"{ x }", MetaReason::not_pure_literal, "shorthand property 'x'"},
      {"`a${b}`", MetaReason::not_pure_literal, "a template with a ${} substitution"},
      {"tag`a`", MetaReason::not_pure_literal, "a tagged template"},
      {"1 ? 2 : 3", MetaReason::not_pure_literal, "a conditional expression"},
      {"(1, 2)", MetaReason::not_pure_literal, "a comma expression"},
      {"/x/u", MetaReason::not_pure_literal, "the 'u' or 'v' flag"},
      {"'a' 'b'", MetaReason::syntax_error, "an unexpected string"},
      {"/(/", MetaReason::syntax_error, "an invalid regular expression (an unterminated group)"},
      {"/a**/", MetaReason::syntax_error, "nothing to repeat"},
      {"/+/", MetaReason::syntax_error, "nothing to repeat"},
      {"/a{2}{3}/", MetaReason::syntax_error, "nothing to repeat"},
      {"/a{3,2}/", MetaReason::syntax_error, "out of order"},
      {"/[b-a]/", MetaReason::syntax_error, "a character class range out of order"},
      {"/)/", MetaReason::syntax_error, "an unmatched ')'"},
      {"/(?<=a)*/", MetaReason::syntax_error, "a quantifier on an assertion"},
      {"/^*/", MetaReason::syntax_error, "a quantifier on an assertion"},
      {"/(?<n>a)(?<n>b)/", MetaReason::not_pure_literal, "does not validate (a repeated group"},
      {"/(?i:a)/", MetaReason::not_pure_literal, "does not validate (a group modifier"},
      {"/(?<n>a)\\k<m>/", MetaReason::syntax_error, "does not exist"},
      {"/x/gg", MetaReason::syntax_error, "a repeated regular expression flag"},
      {"/x/q", MetaReason::syntax_error, "an invalid regular expression flag"},
      {"/x/uv", MetaReason::syntax_error, "both the 'u' and 'v' flags"},
      {"#x", MetaReason::syntax_error, "a private name"},
  };
  for (const RefusedValue& refused : cases) {
    const std::string file =
        "export const meta = { name: 'a', description: 'd', value: " + std::string(refused.value) +
        " }";
    SCOPED_TRACE(refused.value);
    expect_refused(read_workflow_meta(file), refused.reason, refused.detail);
  }
}

// spec: WF-63 (a string followed by an operator is the head of an expression)
TEST(MetaReader, StringHeadingAnExpressionYieldsNoValue) {
  expect_refused(read_workflow_meta("export const meta = { name: 'a' + 'b', description: 'd' }"),
                 MetaReason::not_pure_literal, "a binary expression ('+') at line 1");
  expect_refused(read_workflow_meta("export const meta = { name: 'n', description: 'a'.trim() }"),
                 MetaReason::not_pure_literal, "a member expression");
}

// spec: WF-5 (`__proto__`, `constructor`, `prototype` are refused at any depth)
TEST(MetaReader, ReservedKeysAreRefusedAtAnyDepthQuotedOrNot) {
  for (const char* key : {"__proto__", "constructor", "prototype"}) {
    for (const std::string& spelled :
         {std::string(key), "'" + std::string(key) + "'", "\"" + std::string(key) + "\""}) {
      const std::vector<std::string> objects = {
          "{ " + spelled + ": 1, name: 'a', description: 'd' }",
          "{ name: 'a', description: 'd', x: { y: { " + spelled + ": {} } } }",
          "{ name: 'a', description: 'd', list: [1, { " + spelled + ": null }] }",
      };
      for (const std::string& object : objects) {
        SCOPED_TRACE(object);
        expect_refused(read_workflow_meta(declaration(object)), MetaReason::not_pure_literal,
                       "key '" + std::string(key) + "'");
      }
    }
  }
  expect_refused(
      read_workflow_meta(declaration("{ name: 'a', description: 'd', \\u005f_proto__: 1 }")),
      MetaReason::not_pure_literal, "key '__proto__'");
}

// spec: WF-5
TEST(MetaReader, ReservedWordsAreFineAsValuesAndOtherKeys) {
  expect_loads(read_workflow_meta(declaration(
                   "{ name: 'a', description: '__proto__', default: 1, if: 2, get: 3, set: 4, "
                   "async: 5, new: 6, proto: 7, 'constructor ': 8 }")),
               "a", "__proto__");
}

// spec: WF-5
TEST(MetaReader, NumericAndStringKeys) {
  expect_loads(
      read_workflow_meta(declaration(
          "{ 1: 'a', 0x2: 'b', 1.5: 'c', 1n: 'd', 'name': 'quoted', \"description\": 'dq' }")),
      "quoted", "dq");
}

// spec: WF-5 (a repeated key: the last one wins)
TEST(MetaReader, RepeatedKeyLastWins) {
  expect_loads(read_workflow_meta(declaration(
                   "{ name: 'first', description: 'd1', name: 'second', 'description': 'd2' }")),
               "second", "d2");
  const WorkflowMeta overwritten =
      read_workflow_meta(declaration("{ name: 'good', description: 'd', name: 42 }"));
  EXPECT_EQ(overwritten.reason, MetaReason::bad_name);
  EXPECT_FALSE(overwritten.name.has_value());
}

// spec: WF-57 (an escaped key is the same key: a later escaped `name` wins)
TEST(MetaReader, EscapedKeysAreDecoded) {
  expect_loads(read_workflow_meta(declaration(
                   "{ name: 'decoy', description: 'd', \\u006eame: 'real', n\\u{61}me: 'final' }")),
               "final", "d");
}

// spec: WF-5
TEST(MetaReader, TrailingCommasAreAllowedDoubleCommasAreNot) {
  expect_loads(read_workflow_meta(declaration("{ name: 'a', description: 'd', x: [1,], }")), "a",
               "d");
  expect_refused(read_workflow_meta(declaration("{ name: 'a',, description: 'd' }")),
                 MetaReason::syntax_error, "where a key belongs");
}

// spec: WF-5
TEST(MetaReader, MissingColonIsASyntaxError) {
  expect_refused(read_workflow_meta(declaration("{ name 'a', description: 'd' }")),
                 MetaReason::syntax_error, "expected ':' after key 'name'");
}

// spec: WF-5
TEST(MetaReader, NonAsciiIdentifierKeys) {
  expect_loads(
      read_workflow_meta(declaration("{ name: 'a', description: 'd', données: 1, ключ: 2 }")), "a",
      "d");
  expect_refused(
      read_workflow_meta(declaration("{ name: 'a', description: 'd', a\xE2\x82\xAC: 1 }")),
      MetaReason::syntax_error, "U+20AC");
}

// ---------------------------------------------------------------------------
// The end of the declaration (ASI)

// spec: WF-5 (a line break then a token that continues the expression)
TEST(MetaReader, LineBreakBeforeAContinuingTokenRefusesTheInitialiser) {
  const std::vector<std::pair<const char*, const char*>> hazards = {
      {"(function () {})()", "a call expression"},
      {"[1, 2].forEach(f)", "a member expression"},
      {"`text`", "a tagged template"},
      {".name", "a member expression"},
      {"?.name", "a member expression"},
      {"/ 2", "a binary expression ('/')"},
      {"/re/.test(s)", "a binary expression ('/')"},
      {"- 1", "a binary expression ('-')"},
      {"+ 1", "a binary expression ('+')"},
      {"* 2", "a binary expression ('*')"},
      {"% 2", "a binary expression ('%')"},
      {"** 2", "a binary expression ('**')"},
      {"< 1", "a binary expression ('<')"},
      {"> 1", "a binary expression ('>')"},
      {"== 1", "a binary expression ('==')"},
      {"&& x", "a binary expression ('&&')"},
      {"|| x", "a binary expression ('||')"},
      {"?? x",
       "a binary expression ('?"
       "?')"},
      {"& 1", "a binary expression ('&')"},
      {"| 1", "a binary expression ('|')"},
      {"^ 1", "a binary expression ('^')"},
      {"? a : b", "a conditional expression"},
      {"= 1", "an assignment"},
      {"in x", "a binary expression ('in')"},
      {"instanceof X", "a binary expression ('instanceof')"},
  };
  for (const auto& [follower, construct] : hazards) {
    SCOPED_TRACE(follower);
    const WorkflowMeta meta =
        read_workflow_meta(declaration(kGoodObject) + "\n" + std::string(follower) + "\n");
    expect_refused(meta, MetaReason::not_pure_literal, std::string(construct) + " continues");
    EXPECT_NE(meta.detail.find("line 2"), std::string::npos) << meta.detail;
  }
  expect_refused(read_workflow_meta(declaration(kGoodObject) + "\n, other = 1"),
                 MetaReason::not_first_statement, "more than one declarator");
}

// spec: WF-5 (a line break then a token that cannot continue it ends it)
TEST(MetaReader, LineBreakBeforeAStatementEndsTheDeclaration) {
  // An identifier after the line break: the harness's quick reader ends the
  // declaration there and never reads the body.
  for (const char* follower :
       {"run()", "if (x) {}", "export default f", "const x = 1", "/* c */ run()", "// c\nrun()",
        "async function f() {}", "\xE2\x80\xA8run()"}) {
    SCOPED_TRACE(follower);
    const WorkflowMeta meta =
        read_workflow_meta(declaration(kGoodObject) + "\n" + std::string(follower) + "\n");
    expect_loads(meta, "review", "Review files");
    EXPECT_FALSE(meta.needed_more_input);
  }
  // Any other token: the quick reader fails, the harness parses the whole
  // file (issue 33), which parses, so it still loads; the answer now rests
  // on the whole file.
  for (const char* follower : {"!x", "++x", "--x", "~x", "'str'", "{ }", "42"}) {
    SCOPED_TRACE(follower);
    const WorkflowMeta meta =
        read_workflow_meta(declaration(kGoodObject) + "\n" + std::string(follower) + "\n");
    expect_loads(meta, "review", "Review files");
    EXPECT_TRUE(meta.needed_more_input);
  }
  // A block comment with a line break in it counts as a line break.
  expect_loads(read_workflow_meta(declaration(kGoodObject) + " /*\n*/ run()"), "review",
               "Review files");
}

// spec: WF-5 (no line break and no `;`: the next token is not a new statement)
TEST(MetaReader, SameLineTokenAfterTheObject) {
  expect_refused(read_workflow_meta(declaration(kGoodObject) + " run()"), MetaReason::syntax_error,
                 "identifier 'run' after the meta object");
  expect_refused(read_workflow_meta(declaration(kGoodObject) + ".name"),
                 MetaReason::not_pure_literal, "a member expression");
  expect_refused(read_workflow_meta(declaration(kGoodObject) + " /* c */ (x)"),
                 MetaReason::not_pure_literal, "a call expression");
  expect_refused(read_workflow_meta(declaration(kGoodObject) + "\n)"), MetaReason::syntax_error,
                 "')' after the meta object");
  expect_refused(read_workflow_meta(declaration(kGoodObject) + "\n'open"), MetaReason::syntax_error,
                 "an unterminated string");
}

// spec: WF-57 (when unsure whether the next statement parses, read nothing)
TEST(MetaReader, DoubtfulFollowersAreRefused) {
  expect_refused(read_workflow_meta(declaration(kGoodObject) + "\n--> x"), MetaReason::syntax_error,
                 "'>' after a prefix update");
  expect_refused(read_workflow_meta(declaration(kGoodObject) + "\n++true"),
                 MetaReason::syntax_error, "after a prefix update");
  expect_refused(read_workflow_meta(declaration(kGoodObject) + "\n\\u0069n x"),
                 MetaReason::syntax_error, "identifier 'in' after the meta object");
}

// spec: WF-57 (after a line break, any identifier or keyword but `in` and
// `instanceof` ends the declaration, as the harness's quick reader decides)
TEST(MetaReader, LineBreakBeforeAnyKeywordEndsTheDeclaration) {
  const std::string object = "{ name: 'x', description: 'd' }";
  for (const char* follower : {"return 'done'", "return 1", "throw e", "extends x", "else x",
                               "case x", "default x", "static x", "yield x", "break"}) {
    SCOPED_TRACE(follower);
    const WorkflowMeta meta =
        read_workflow_meta(declaration(object) + "\n" + std::string(follower) + "\n");
    expect_loads(meta, "x", "d");
    EXPECT_FALSE(meta.needed_more_input);
  }
  // An escaped keyword is not a word the quick reader reads, and the whole
  // file then does not parse (an escape in a keyword): not listed (issue 33).
  expect_refused(read_workflow_meta(declaration(object) + "\n\\u0072eturn 1\n"),
                 MetaReason::module_syntax_error, "escape sequence in the keyword 'return'");
}

// spec: WF-57 (a token that continues the expression after the line break
// still refuses it: the keyword rule does not reach these)
TEST(MetaReader, LineBreakBeforeAContinuationStillRefuses) {
  const std::string head = declaration("{ name: 'x', description: 'd' }") + "\n";
  for (const char* follower : {".foo", "(", "[", "+ x", "in x", "instanceof X"}) {
    SCOPED_TRACE(follower);
    const WorkflowMeta meta = read_workflow_meta(head + follower);
    expect_refused(meta, MetaReason::not_pure_literal, "continues the meta initialiser");
    EXPECT_NE(meta.detail.find("line 2"), std::string::npos) << meta.detail;
  }
}

// spec: WF-5 (a character the reader cannot classify before the declaration
// says nothing about syntax: the first statement is simply not the declaration)
TEST(MetaReader, UnclassifiedCharactersBeforeTheDeclaration) {
  expect_refused(read_workflow_meta("\xEA\xA8\x99 = 1\n" + declaration(kGoodObject)),
                 MetaReason::not_first_statement, "line 2");
  expect_refused(read_workflow_meta("e\\u3554 = 1\n"), MetaReason::no_meta, "");
  expect_refused(read_workflow_meta("/* open"), MetaReason::syntax_error, "unterminated comment");
}

// spec: WF-5 (the reader stops right after deciding)
TEST(MetaReader, StopsReadingAtTheSemicolon) {
  const std::string head = declaration(kGoodObject) + ";";
  const WorkflowMeta meta = read_workflow_meta(head + "\n)))} this is not JavaScript `");
  expect_loads(meta, "review", "Review files");
  EXPECT_FALSE(meta.needed_more_input);
  EXPECT_EQ(meta.bytes_examined, head.size());
}

// ---------------------------------------------------------------------------
// meta.name (WF-58)

// spec: WF-58 (a control or invisible code point makes the name unusable)
TEST(MetaReader, ControlOrInvisibleCharacterInNameIsBadName) {
  for (const char* name :
       {"re\\x01view",        "re\\x7Fview",    "re\\u0085view", "re\\u200Bview",
        "re\\u200Cview",      "re\\u200Dview",  "re\\u200Eview", "re\\u200Fview",
        "re\\u202Eview",      "re\\u2066view",  "re\\u2069view", "re\\u061Cview",
        "re\\u2060view",      "re\\u2064view",  "re\\uFEFFview", "re\\u00ADview",
        "re\\tview",          "re\\nview",      "re\\u2028view", "re\\u{E0041}view",
        "re\xE2\x80\x8Bview", "re\xC2\xADview", "re\x7Fview"}) {
    SCOPED_TRACE(name);
    const WorkflowMeta meta = read_workflow_meta(
        "export const meta = { name: '" + std::string(name) + "', description: 'Review files' }");
    EXPECT_EQ(meta.status, MetaStatus::invalid);
    EXPECT_EQ(meta.reason, MetaReason::bad_name);
    EXPECT_FALSE(meta.name.has_value());
    ASSERT_TRUE(meta.description.has_value());
    EXPECT_EQ(*meta.description, "Review files");
    EXPECT_NE(meta.detail.find("control or invisible character (U+"), std::string::npos);
  }
}

// spec: WF-58 (the test applies to the trimmed name)
TEST(MetaReader, TemplateNameSpanningLinesIsTrimmed) {
  expect_loads(read_workflow_meta("export const meta = {\n  name: `\n    review\n  `,\n"
                                  "  description: 'Review files',\n}\n"),
               "review", "Review files");
  expect_loads(
      read_workflow_meta(declaration("{ name: ' \\t review \\u3000\\uFEFF', description: 'd' }")),
      "review", "d");
}

// spec: WF-58
TEST(MetaReader, InteriorSpaceIsPartOfTheName) {
  expect_loads(read_workflow_meta(declaration("{ name: 'code review', description: 'd' }")),
               "code review", "d");
}

// spec: WF-5 (`\u{...}` escapes are decoded in names)
TEST(MetaReader, UnicodeEscapesAreDecodedInNames) {
  expect_loads(read_workflow_meta(declaration("{ name: '\\u{72}ev\\u0069ew', description: 'd' }")),
               "review", "d");
  expect_loads(read_workflow_meta(declaration("{ name: 'smile \\u{1F600}', description: 'd' }")),
               "smile \xF0\x9F\x98\x80", "d");
}

// spec: WF-58
TEST(MetaReader, LoneSurrogateInNameIsBadName) {
  const WorkflowMeta meta =
      read_workflow_meta(declaration("{ name: 'a\\uD800', description: 'd' }"));
  EXPECT_EQ(meta.reason, MetaReason::bad_name);
  EXPECT_FALSE(meta.name.has_value());
  EXPECT_NE(meta.detail.find("unpaired surrogate"), std::string::npos);
  // Elsewhere it reads as U+FFFD.
  expect_loads(read_workflow_meta(declaration("{ name: 'a', description: '\\uDC00x' }")), "a",
               "\xEF\xBF\xBDx");
}

// spec: WF-30 (a missing or empty name is its own reason)
TEST(MetaReader, MissingEmptyOrNonStringNameIsBadName) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"{ description: 'd' }", "meta has no name"},
      {"{ name: '', description: 'd' }", "meta.name is empty"},
      {"{ name: ' \\n\\t ', description: 'd' }", "meta.name is empty"},
      {"{ name: ``, description: 'd' }", "meta.name is empty"},
      {"{ name: 42, description: 'd' }", "meta.name is a number, not a string"},
      {"{ name: null, description: 'd' }", "meta.name is null, not a string"},
      {"{ name: ['a'], description: 'd' }", "meta.name is an array, not a string"},
  };
  for (const auto& [object, detail] : cases) {
    SCOPED_TRACE(object);
    const WorkflowMeta meta = read_workflow_meta(declaration(object));
    EXPECT_EQ(meta.status, MetaStatus::invalid);
    EXPECT_EQ(meta.reason, MetaReason::bad_name);
    EXPECT_FALSE(meta.name.has_value());
    ASSERT_TRUE(meta.description.has_value());
    EXPECT_EQ(*meta.description, "d");
    EXPECT_EQ(meta.detail, detail);
  }
}

// spec: WF-58 (details are printable: no raw control characters)
TEST(MetaReader, DetailNeverCarriesRawControlCharacters) {
  const std::vector<std::string> files = {
      declaration("{ 'a\\x1b[2Jb' 1 }"),
      declaration("{ '\x1b[31m' 1 }"),
      declaration("{ name: 'a\\u202Eb', description: 'd' }"),
      "export const meta = { name: 'a', x: \x01 }",
      "export const meta = { name: 'a', x: \xC2\x85 }",
  };
  for (const std::string& file : files) {
    const WorkflowMeta meta = read_workflow_meta(file);
    EXPECT_EQ(meta.status, MetaStatus::invalid) << file;
    for (char c : meta.detail) {
      EXPECT_FALSE(static_cast<unsigned char>(c) < 0x20 || c == 0x7F) << meta.detail;
    }
    EXPECT_EQ(meta.detail.find("\xC2\x85"), std::string::npos);
    EXPECT_EQ(meta.detail.find("\xE2\x80\xAE"), std::string::npos);
  }
}

// ---------------------------------------------------------------------------
// description and whenToUse (WF-63)

// spec: WF-63 (an empty or whitespace-only description is no value)
TEST(MetaReader, WhitespaceOnlyDescriptionIsBadDescription) {
  for (const char* description : {"''", "'   '", "'\\n\\t'", "`\n`", "'\\u3000'"}) {
    SCOPED_TRACE(description);
    const WorkflowMeta meta = read_workflow_meta(
        declaration("{ name: 'review', description: " + std::string(description) + " }"));
    EXPECT_EQ(meta.status, MetaStatus::invalid);
    EXPECT_EQ(meta.reason, MetaReason::bad_description);
    EXPECT_EQ(meta.detail, "meta.description is empty");
    ASSERT_TRUE(meta.name.has_value());
    EXPECT_EQ(*meta.name, "review");
    EXPECT_FALSE(meta.description.has_value());
  }
}

// spec: WF-30 (a missing description is its own reason)
TEST(MetaReader, MissingOrNonStringDescriptionIsBadDescription) {
  const WorkflowMeta missing = read_workflow_meta(declaration("{ name: 'review' }"));
  EXPECT_EQ(missing.reason, MetaReason::bad_description);
  EXPECT_EQ(missing.detail, "meta has no description");
  ASSERT_TRUE(missing.name.has_value());
  const WorkflowMeta number = read_workflow_meta(declaration("{ name: 'r', description: 1 }"));
  EXPECT_EQ(number.reason, MetaReason::bad_description);
  EXPECT_EQ(number.detail, "meta.description is a number, not a string");
  const WorkflowMeta both = read_workflow_meta(declaration("{}"));
  EXPECT_EQ(both.reason, MetaReason::bad_name);
  EXPECT_FALSE(both.name.has_value());
  EXPECT_FALSE(both.description.has_value());
}

// spec: WF-63 (a description is carried unchanged; only its emptiness is trimmed)
TEST(MetaReader, DescriptionIsReportedVerbatim) {
  expect_loads(read_workflow_meta(declaration("{ name: 'r', description: '  two\\n lines ' }")),
               "r", "  two\n lines ");
}

// spec: WF-63 (whenToUse is kept only when it is a non-empty string)
TEST(MetaReader, WhenToUseOnlyWhenANonEmptyString) {
  const WorkflowMeta number =
      read_workflow_meta(declaration("{ name: 'r', description: 'd', whenToUse: 3 }"));
  expect_loads(number, "r", "d");
  EXPECT_FALSE(number.when_to_use.has_value());
  const WorkflowMeta blank =
      read_workflow_meta(declaration("{ name: 'r', description: 'd', whenToUse: ' \\n ' }"));
  expect_loads(blank, "r", "d");
  EXPECT_FALSE(blank.when_to_use.has_value());
  const WorkflowMeta object =
      read_workflow_meta(declaration("{ name: 'r', description: 'd', whenToUse: { a: 1 } }"));
  expect_loads(object, "r", "d");
  EXPECT_FALSE(object.when_to_use.has_value());
  const WorkflowMeta text = read_workflow_meta(
      declaration("{ name: 'r', description: 'd', whenToUse: `after a change` }"));
  ASSERT_TRUE(text.when_to_use.has_value());
  EXPECT_EQ(*text.when_to_use, "after a change");
  const WorkflowMeta nested = read_workflow_meta(
      declaration("{ name: 'r', description: 'd', x: { whenToUse: 'inner', name: 'inner' } }"));
  expect_loads(nested, "r", "d");
  EXPECT_FALSE(nested.when_to_use.has_value());
}

// ---------------------------------------------------------------------------
// Depth and size

std::string nested_arrays(int count) {
  return declaration("{ name: 'a', description: 'd', x: " + std::string(count, '[') +
                     std::string(count, ']') + " }");
}

// spec: WF-5 (nesting is capped; the reader's recursion is bounded)
TEST(MetaReader, NestingUpToTheCapReads) {
  // The meta object is level 1, so 63 arrays inside it reach the cap.
  expect_loads(read_workflow_meta(nested_arrays(kMaxMetaNestingDepth - 1)), "a", "d");
  expect_refused(read_workflow_meta(nested_arrays(kMaxMetaNestingDepth)), MetaReason::too_deep,
                 "nesting deeper than 64 levels");
}

// spec: WF-5
TEST(MetaReader, MillionOpenBracketsIsTooDeepNotACrash) {
  const std::string arrays = "export const meta = { x: " + std::string(1'000'000, '[');
  expect_refused(read_workflow_meta(arrays), MetaReason::too_deep, "nesting deeper");
  const std::string parentheses = "export const meta = { x: -" + std::string(1'000'000, '(') + "1";
  expect_refused(read_workflow_meta(parentheses), MetaReason::too_deep, "nesting deeper");
  std::string objects = "export const meta = ";
  for (int i = 0; i < 200'000; ++i) objects += "{a:";
  expect_refused(read_workflow_meta(objects), MetaReason::too_deep, "nesting deeper");
  const std::string regex = declaration("{ x: /" + std::string(100'000, '(') + "/ }");
  expect_refused(read_workflow_meta(regex), MetaReason::too_deep,
                 "a regular expression with groups nested deeper than 64 levels");
}

// spec: WF-57 (the reason scan past the first statement is a loop, not recursion)
TEST(MetaReader, DeepBracketsBeforeTheDeclarationAreNotACrash) {
  const std::string file = "run(" + std::string(1'000'000, '{') + "\n" + declaration(kGoodObject);
  expect_refused(read_workflow_meta(file), MetaReason::no_meta, "");
  std::string templates = "run(";
  for (int i = 0; i < 100'000; ++i) templates += "`${";
  expect_refused(read_workflow_meta(templates), MetaReason::no_meta, "");
}

std::string workflow_of_size(std::size_t size) {
  std::string file = declaration(kGoodObject) + ";\n";
  const std::string line = "await agent('step', { prompt: `do the next thing` });\n";
  while (file.size() + line.size() <= size) file += line;
  file += std::string(size - file.size(), '\n');
  return file;
}

// spec: WF-7 (a file at and just over the harness's 524288-byte cap still reads)
TEST(MetaReader, FilesAroundTheHarnessCapRead) {
  for (std::size_t size : {std::size_t{524288}, std::size_t{524289}}) {
    const std::string file = workflow_of_size(size);
    ASSERT_EQ(file.size(), size);
    const WorkflowMeta meta = read_workflow_meta(file);
    expect_loads(meta, "review", "Review files");
    EXPECT_FALSE(meta.needed_more_input);
    EXPECT_EQ(meta.bytes_examined, declaration(kGoodObject).size() + 1);
  }
}

// spec: WF-55 (the reader itself enforces no size; an 8 MiB file reads fast)
TEST(MetaReader, EightMebibyteFileReadsOnlyItsHead) {
  const std::string file = workflow_of_size(8u << 20);
  const WorkflowMeta meta = read_workflow_meta(file);
  expect_loads(meta, "review", "Review files");
  EXPECT_LT(meta.bytes_examined, 100u);
  // Without a declaration the reason scan reads to the end, linearly.
  const WorkflowMeta absent = read_workflow_meta("'use strict';\n" + file.substr(100));
  EXPECT_EQ(absent.reason, MetaReason::no_meta);
  EXPECT_TRUE(absent.needed_more_input);
}

// spec: WF-56 (an over-cap file is unread, and says whose cap)
TEST(MetaReader, UnreadOverCapNamesTheCap) {
  const WorkflowMeta meta = unread_over_cap(9'000'000, 8'388'608);
  EXPECT_EQ(meta.status, MetaStatus::unread);
  EXPECT_EQ(meta.reason, MetaReason::over_cap);
  EXPECT_EQ(to_slug(meta.reason), "over-cap");
  EXPECT_FALSE(meta.name.has_value());
  EXPECT_FALSE(meta.description.has_value());
  EXPECT_FALSE(meta.when_to_use.has_value());
  EXPECT_FALSE(meta.needed_more_input);
  EXPECT_EQ(meta.detail,
            "not read: the file is 9000000 bytes, over mind's metadata read cap of 8388608 "
            "bytes (--max-metadata-size)");
}

// ---------------------------------------------------------------------------
// Incremental reads

// spec: WF-55 (a prefix read says when it needs the whole file)
TEST(MetaReader, DeclarationEndingAtEndOfInputNeedsMoreInput) {
  const WorkflowMeta meta = read_workflow_meta(declaration(kGoodObject));
  expect_loads(meta, "review", "Review files");
  EXPECT_TRUE(meta.needed_more_input);
  const WorkflowMeta trailing = read_workflow_meta(declaration(kGoodObject) + "\n  // note\n");
  EXPECT_TRUE(trailing.needed_more_input);
}

// spec: WF-55
TEST(MetaReader, PrefixCutInsideTheObjectNeedsMoreInput) {
  const std::string file = declaration(kGoodObject) + ";\nrun()\n";
  for (std::size_t cut = 0; cut < declaration(kGoodObject).size(); ++cut) {
    const WorkflowMeta prefix = read_workflow_meta(std::string_view(file).substr(0, cut));
    EXPECT_TRUE(prefix.needed_more_input) << cut;
    EXPECT_NE(prefix.status, MetaStatus::ok) << cut;
  }
  const WorkflowMeta full = read_workflow_meta(file);
  expect_loads(full, "review", "Review files");
  EXPECT_FALSE(full.needed_more_input);
}

// spec: WF-55 (a token that might grow past the cut is not trusted)
TEST(MetaReader, FollowerCutAtEndOfInputNeedsMoreInput) {
  const std::string file = declaration(kGoodObject) + "\ninstanceof X";
  const WorkflowMeta prefix =
      read_workflow_meta(std::string_view(file).substr(0, file.size() - 11));
  EXPECT_TRUE(prefix.needed_more_input);  // "\ni" may be `in` or `instanceof`
  const WorkflowMeta full = read_workflow_meta(file);
  EXPECT_FALSE(full.needed_more_input);
  EXPECT_EQ(full.reason, MetaReason::not_pure_literal);
}

// spec: WF-55 (when the verdict did not need the end, a longer file agrees)
TEST(MetaReader, VerdictWithoutNeedingMoreInputHoldsForTheWholeFile) {
  const std::string file = "'use strict'\n" + declaration(kGoodObject) + ";\nrun()\n";
  for (std::size_t cut = 0; cut <= file.size(); ++cut) {
    const WorkflowMeta prefix = read_workflow_meta(std::string_view(file).substr(0, cut));
    if (prefix.needed_more_input) continue;
    EXPECT_EQ(prefix, read_workflow_meta(file)) << cut;
    EXPECT_LE(prefix.bytes_examined, cut);
  }
  const WorkflowMeta absent = read_workflow_meta("run()\n");
  EXPECT_EQ(absent.reason, MetaReason::no_meta);
  EXPECT_TRUE(absent.needed_more_input);  // a declaration could still follow
  const WorkflowMeta found = read_workflow_meta(file);
  EXPECT_EQ(found.reason, MetaReason::not_first_statement);
  EXPECT_FALSE(found.needed_more_input);
}

// spec: WF-5 (pure: the same bytes give the same answer)
TEST(MetaReader, IsDeterministic) {
  const std::string file = declaration(kGoodObject);
  EXPECT_EQ(read_workflow_meta(file), read_workflow_meta(file));
}

// ---------------------------------------------------------------------------
// The harness's second step: the whole-module parse (issue 33)

// spec: WF-5 (when the quick reader refuses, the whole file must parse)
TEST(MetaReader, AQuickPathRefusalWithABrokenBodyIsNotListed) {
  // Parenthesised: mind reads it, the harness's quick reader does not, so the
  // harness parses the file, and the body does not parse.
  const WorkflowMeta meta =
      read_workflow_meta("export const meta = ({ name: 'w', description: 'd' })\nlet a; let a;\n");
  expect_refused(meta, MetaReason::module_syntax_error, "already declared");
  EXPECT_NE(meta.detail.find("line 2"), std::string::npos) << meta.detail;
  EXPECT_TRUE(meta.needed_more_input);
}

// spec: WF-5 (the quick reader never looks at the body)
TEST(MetaReader, AQuickPathReadIgnoresTheBody) {
  const WorkflowMeta meta =
      read_workflow_meta("export const meta = { name: 'w', description: 'd' }\nlet a; let a;\n");
  expect_loads(meta, "w", "d");
  EXPECT_FALSE(meta.needed_more_input);
}

// spec: WF-5 (a body that parses keeps the meta mind read)
TEST(MetaReader, AQuickPathRefusalWithAGoodBodyLoads) {
  const WorkflowMeta meta = read_workflow_meta(
      "#!/usr/bin/env node\nexport const meta = { name: 'w', description: 'd', n: 0x10 }\n"
      "class A { #x = 1; static { } }\nawait run();\nreturn 1\n");
  expect_loads(meta, "w", "d");
  EXPECT_TRUE(meta.needed_more_input);
}

// spec: WF-5 (decision 5: when mind cannot check the body it reads nothing)
TEST(MetaReader, ABodyMindCannotCheckIsNotListed) {
  const WorkflowMeta meta =
      read_workflow_meta("export const meta = ({ name: 'w', description: 'd' });\n" +
                         std::string(1000, '[') + std::string(1000, ']') + "\n");
  expect_refused(meta, MetaReason::module_unchecked, "cannot check");
}

}  // namespace
}  // namespace mind::discovery
