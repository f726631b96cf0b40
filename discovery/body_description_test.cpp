#include "discovery/body_description.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {
namespace {

// Claude Code 2.1.334 lists a command without a frontmatter description under
// its body's first line (wshobson/agents: `# Accessibility Audit and Testing`).
TEST(BodyDescription, AHeadingIsReadWithoutItsMarks) {
  EXPECT_EQ(body_description("# Accessibility Audit and Testing\n\nYou are...\n"),
            "Accessibility Audit and Testing");
  EXPECT_EQ(body_description("\n\n  ## Two  \nmore\n"), "Two");
}

TEST(BodyDescription, TheBodyStartsAfterTheFrontmatterBlock) {
  EXPECT_EQ(body_description("---\nargument-hint: x\n---\n\nRun the checks.\n"), "Run the checks.");
  EXPECT_EQ(markdown_body("---\na: b\n---\nbody"), "body");
  EXPECT_EQ(markdown_body("no block"), "no block");
}

TEST(BodyDescription, AHashWithoutASpaceIsPlainTextAndEmptyBodiesGiveNone) {
  EXPECT_EQ(body_description("#tag line\n"), "#tag line");
  EXPECT_EQ(body_description("---\na: b\n---\n \n\t\n"), std::nullopt);
  EXPECT_EQ(body_description(""), std::nullopt);
}

TEST(BodyDescription, OverAHundredUnitsIsCutToNinetySevenAndAnEllipsis) {
  const std::string hundred(100, 'a');
  EXPECT_EQ(body_description(hundred), hundred);
  EXPECT_EQ(body_description(hundred + "b"), std::string(97, 'a') + "...");
  // A character outside the BMP is two UTF-16 units, as JavaScript counts.
  const std::string astral = std::string(96, 'a') + "\xF0\x9F\x98\x80" + "tail";
  EXPECT_EQ(body_description(astral), std::string(96, 'a') + "...");
}

}  // namespace
}  // namespace mind::discovery
