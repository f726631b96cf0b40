#include "discovery/meta_declaration.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <utility>

namespace mind::discovery {
namespace {

// Reads `rest`, the text after `export const meta`, as the declaration reader
// sees it.
MetaDeclaration read_rest(std::string_view rest) {
  js::Source source(rest);
  js::Lexer lexer(source, js::LexMode::values);
  return read_meta_declaration(lexer);
}

void expect_ends_cleanly(std::string_view rest) {
  SCOPED_TRACE(rest);
  const MetaDeclaration declaration = read_rest(rest);
  ASSERT_FALSE(declaration.failure.has_value()) << declaration.failure->what;
  EXPECT_EQ(declaration.keys.name.value.text, "x");
  EXPECT_EQ(declaration.keys.description.value.text, "d");
}

void expect_failure(std::string_view rest, MetaReason reason, std::string_view what) {
  SCOPED_TRACE(rest);
  const MetaDeclaration declaration = read_rest(rest);
  ASSERT_TRUE(declaration.failure.has_value());
  EXPECT_EQ(to_slug(declaration.failure->reason), to_slug(reason));
  EXPECT_EQ(declaration.failure->what, what);
}

constexpr std::string_view kObject = " = { name: 'x', description: 'd' }";

// spec: WF-57 (after a line break, any keyword but `in`/`instanceof` ends the
// declaration, as the harness's quick reader decides)
TEST(MetaDeclaration, LineBreakThenAKeywordEndsIt) {
  for (std::string_view follower : {"\nreturn 'done'\n", "\nreturn 1\n", "\nthrow e\n", "\nyield\n",
                                    "\ncase 1:", "\nelse {}", "\nbreak"}) {
    expect_ends_cleanly(std::string(kObject) + std::string(follower));
  }
}

// spec: WF-57 (a continuing token after a line break is still not an end)
TEST(MetaDeclaration, LineBreakThenAContinuationDoesNot) {
  const std::string head = std::string(kObject) + "\n";
  const std::pair<std::string_view, std::string_view> continuations[] = {
      {".foo", "a member expression"},
      {"(", "a call expression"},
      {"[", "a member expression"},
      {"+ x", "a binary expression ('+')"},
      {"in x", "a binary expression ('in')"},
      {"instanceof X", "a binary expression ('instanceof')"},
  };
  for (const auto& [follower, construct] : continuations) {
    expect_failure(head + std::string(follower), MetaReason::not_pure_literal,
                   std::string(construct) + " continues the meta initialiser");
  }
  expect_failure(head + "\\u0069n x", MetaReason::syntax_error,
                 "identifier 'in' after the meta object");
}

// spec: WF-5 (the end of the declaration: `;`, the end of the file, or ASI)
TEST(MetaDeclaration, OtherEnds) {
  expect_ends_cleanly(std::string(kObject));
  expect_ends_cleanly(std::string(kObject) + "; )))");
  expect_ends_cleanly(std::string(kObject) + "\n++x");
  expect_failure(std::string(kObject) + "\n++return", MetaReason::syntax_error,
                 "identifier 'return' after a prefix update");
  expect_failure(std::string(kObject) + " run()", MetaReason::syntax_error,
                 "identifier 'run' after the meta object");
  expect_failure(std::string(kObject) + ", other = 1", MetaReason::not_first_statement,
                 "the declaration has more than one declarator");
}

// spec: WF-5 (only pure data)
TEST(MetaDeclaration, RefusesWhatIsNotPureData) {
  expect_failure(" = 1", MetaReason::not_pure_literal,
                 "meta is initialised by a number, not an object literal");
  expect_failure(" = { name: f() }", MetaReason::not_pure_literal, "a call expression");
  expect_failure(" = { name }", MetaReason::not_pure_literal, "shorthand property 'name'");
  expect_failure(" = { [k]: 1 }", MetaReason::not_pure_literal, "a computed key");
  expect_failure(" = { __proto__: {} }", MetaReason::not_pure_literal, "key '__proto__'");
  expect_failure(" = { a: [1,,2] }", MetaReason::not_pure_literal, "an array hole");
  expect_failure(" = { a: -1n }", MetaReason::not_pure_literal, "'-' applied to a BigInt");
  expect_failure(" = { a: /a/u }", MetaReason::not_pure_literal,
                 "a regular expression with the 'u' or 'v' flag, which mind does not validate");
  expect_failure(": 1", MetaReason::syntax_error,
                 "expected '=' after `export const meta`, found ':'");
}

// spec: WF-5 (a failure says where: the offset of the refused construct)
TEST(MetaDeclaration, FailureOffsetIsTheConstruct) {
  const MetaDeclaration declaration = read_rest(" = { a: 1, b: x }");
  ASSERT_TRUE(declaration.failure.has_value());
  EXPECT_EQ(declaration.failure->offset, 14u);
  EXPECT_EQ(declaration.failure->what, "identifier 'x'");
}

// spec: WF-5 (nested values are read; only top-level keys are recorded)
TEST(MetaDeclaration, RecordsOnlyTopLevelKeys) {
  const MetaDeclaration declaration =
      read_rest(" = ({ inner: { name: 'no' }, 'name': `x`, description: 'd', n: -(1) })");
  ASSERT_FALSE(declaration.failure.has_value()) << declaration.failure->what;
  EXPECT_EQ(declaration.keys.name.value.text, "x");
  EXPECT_FALSE(declaration.keys.when_to_use.present);
}

// spec: WF-5 (nesting past kMaxMetaNestingDepth is refused, not followed)
TEST(MetaDeclaration, NestingPastTheCapIsTooDeep) {
  const std::string deep = " = " + std::string(kMaxMetaNestingDepth + 1, '[');
  const MetaDeclaration declaration = read_rest(deep);
  ASSERT_TRUE(declaration.failure.has_value());
  EXPECT_EQ(declaration.failure->reason, MetaReason::too_deep);
}

}  // namespace
}  // namespace mind::discovery
