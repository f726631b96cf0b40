#include "namespacing/unguarded_references.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace mind::namespacing {
namespace {

using discovery::Kind;

std::vector<Sibling> kit() {
  return {{Kind::skill, "lint", "jk:lint", "lint", std::nullopt},
          {Kind::skill, "dev", "jk:dev", "dev", std::nullopt},
          {Kind::agent, "auditor", "jk:auditor", "auditor", std::nullopt},
          {Kind::workflow, "review", "jk:review", "review", std::nullopt}};
}

// spec: NS-20
// spec: NS-21
TEST(UnguardedReferences, WholeWordBareMentionsOutsideTokensAreFound) {
  const auto refs = find_unguarded_references(
      "Use dev here.\nThen dev again; {{ns:dev}} is fine, dev-tools and devs are other words.\n",
      kit(), "lint");
  ASSERT_EQ(refs.size(), 1u);
  EXPECT_EQ(refs[0].name, "dev");
  EXPECT_EQ(refs[0].line, 1u);
  EXPECT_EQ(refs[0].count, 2u);
}

// spec: NS-42
TEST(UnguardedReferences, OwnNameAndAgentOnlyNamesAreNeverReported) {
  EXPECT_TRUE(find_unguarded_references("lint asks auditor", kit(), "lint").empty());
  auto siblings = kit();
  siblings.push_back({Kind::rule, "auditor", "jk:auditor", "auditor", std::nullopt});
  EXPECT_EQ(find_unguarded_references("lint asks auditor", siblings, "lint").size(), 1u);
}

// spec: WF-28
TEST(UnguardedReferences, AWorkflowFileIsScannedLikeAnyText) {
  const auto refs = find_unguarded_references(
      "export const meta = { name: '{{ns:review}}' }\nawait agent('run lint on it')\n", kit(),
      "review");
  ASSERT_EQ(refs.size(), 1u);
  EXPECT_EQ(refs[0].name, "lint");
  EXPECT_EQ(refs[0].line, 2u);
}

TEST(UnguardedReferences, NonAsciiLettersAreWordCharacters) {
  EXPECT_TRUE(find_unguarded_references("d\xC3\xA9v devé \xC3\xA9"
                                        "dev",
                                        kit(), "x")
                  .empty());
  EXPECT_EQ(find_unguarded_references("\xE2\x80\x94"
                                      "dev"
                                      "\xE2\x80\x94",
                                      kit(), "x")
                .size(),
            1u);
}

// spec: NS-20
TEST(UnguardedReferences, OneMessageNamesABoundedListAndTheFirstToken) {
  std::vector<UnguardedReference> refs;
  for (int i = 0; i < 7; ++i) refs.push_back({"s" + std::to_string(i), 1, 1});
  EXPECT_EQ(listed_reference_names(refs), "s0, s1, s2, s3, s4 and 2 more");
  EXPECT_EQ(unguarded_reference_message("skill:jk:x", "jk", std::span(refs).first(1)),
            "skill:jk:x mentions sibling(s) s0 as bare words; under prefix 'jk' they name "
            "nothing. Write {{ns:s0}} where an item name is meant");
  refs[0].name = "evil\x1b[2J" + std::string(200, 'n');
  const std::string shown = listed_reference_names(std::span(refs).first(1));
  EXPECT_EQ(shown.find('\x1b'), std::string::npos);
  EXPECT_LT(shown.size(), 100u);
}

}  // namespace
}  // namespace mind::namespacing
