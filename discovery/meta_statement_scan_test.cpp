#include "discovery/meta_statement_scan.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>

namespace mind::discovery {
namespace {

std::optional<std::size_t> find(std::string_view text, std::size_t from = 0) {
  js::Source source(text);
  return find_meta_declaration_at_statement_start(source, from);
}

// spec: WF-57 (statement position: start, after `;` or `}`, or after a line break)
TEST(MetaStatementScan, FindsADeclarationAtStatementPosition) {
  EXPECT_EQ(find("export const meta = {}"), 0u);
  EXPECT_EQ(find("a; export const meta = {}"), 3u);
  EXPECT_EQ(find("{} export const meta = {}"), 3u);
  EXPECT_EQ(find("a\nexport /* c */ const meta = {}"), 2u);
  EXPECT_EQ(find("x = `a${'}'}b`\nexport const meta = {}"), 15u);
}

// spec: WF-57 (a decoy member expression is not a declaration)
TEST(MetaStatementScan, IgnoresWhatIsNotAtStatementPosition) {
  EXPECT_EQ(find("shim.export.const.meta = {}"), std::nullopt);
  EXPECT_EQ(find("a export const meta = {}"), std::nullopt);
  EXPECT_EQ(find("if (x) {\nexport const meta = {}\n}"), std::nullopt);
  EXPECT_EQ(find("f(\nexport const meta = {})"), std::nullopt);
  EXPECT_EQ(find("'export const meta = {}'"), std::nullopt);
  EXPECT_EQ(find("export const other = 1"), std::nullopt);
  EXPECT_EQ(find("x = /[(]/\nexport const meta = {}"), 10u);
}

// spec: WF-57 (a token it cannot read ends the scan: read as absent)
TEST(MetaStatementScan, StopsAtAnUnreadableToken) {
  EXPECT_EQ(find("'open\nexport const meta = {}"), std::nullopt);
  EXPECT_EQ(find("`${x}\nexport const meta = {}"), std::nullopt);
}

// spec: WF-57 (the scan is a loop: any bracket depth is safe)
TEST(MetaStatementScan, DeepBracketsAreNotACrash) {
  const std::string deep(1 << 20, '[');
  EXPECT_EQ(find(deep + "\nexport const meta = {}"), std::nullopt);
}

// spec: WF-57 (the scan starts where it is told, at a statement start)
TEST(MetaStatementScan, StartsAtTheGivenOffset) {
  EXPECT_EQ(find("#!x\nexport const meta = {}", 4), 4u);
}

}  // namespace
}  // namespace mind::discovery
