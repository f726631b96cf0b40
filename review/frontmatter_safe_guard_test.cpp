#include "review/frontmatter_safe_guard.hpp"

#include <gtest/gtest.h>

#include "review/spec_frontmatter.hpp"

namespace mind::review {
namespace {

const std::vector<namespacing::Sibling> kSiblings = {
    {discovery::Kind::skill, "code-review", "acme:code-review", "", std::nullopt}};

// spec: NS-54
TEST(FrontmatterSafeGuard, AMentionInsideAValueIsWrapped) {
  const auto g = guard_keeping_frontmatter(
      "---\nname: notes\ndescription: Runs code-review first\n---\nRun code-review.\n", kSiblings,
      "notes");
  EXPECT_EQ(g.rewrites, 2u);
  EXPECT_NE(g.text.find("description: Runs {{ns:code-review}} first"), std::string::npos);
  EXPECT_FALSE(read_spec_frontmatter(g.text).problem);
}

// Issue 49: `description: {{ns:code-review}} ...` would be a YAML flow mapping.
TEST(FrontmatterSafeGuard, AMentionThatStartsAValueKeepsTheBlock) {
  const std::string text =
      "---\nname: notes\ndescription: code-review of the notes\n---\nRun code-review.\n";
  const auto g = guard_keeping_frontmatter(text, kSiblings, "notes");
  EXPECT_EQ(g.rewrites, 1u);
  EXPECT_EQ(g.text,
            "---\nname: notes\ndescription: code-review of the notes\n---\n"
            "Run {{ns:code-review}}.\n");
  EXPECT_FALSE(read_spec_frontmatter(g.text).problem);
}

TEST(FrontmatterSafeGuard, TheBodyStartsAfterTheClosingLine) {
  EXPECT_EQ(frontmatter_body_start("---\na: b\n---\nbody"), 13u);
  EXPECT_EQ(frontmatter_body_start("no block\n---\n"), 0u);
  EXPECT_EQ(frontmatter_body_start("---\nunclosed\n"), 0u);
}

}  // namespace
}  // namespace mind::review
