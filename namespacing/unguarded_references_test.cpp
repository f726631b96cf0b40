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
      "Use the dev skill here.\nThen /dev again; {{ns:dev}} is fine, dev-tools and devs are other "
      "words.\n",
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
  EXPECT_EQ(find_unguarded_references("lint asks the auditor rule", siblings, "lint").size(), 1u);
}

// spec: WF-28
TEST(UnguardedReferences, AWorkflowFileIsScannedLikeAnyText) {
  const auto refs = find_unguarded_references(
      "export const meta = { name: '{{ns:review}}' }\nawait agent('run the lint skill on it')\n",
      kit(), "review");
  ASSERT_EQ(refs.size(), 1u);
  EXPECT_EQ(refs[0].name, "lint");
  EXPECT_EQ(refs[0].line, 2u);
}

TEST(UnguardedReferences, NonAsciiLettersAreWordCharacters) {
  EXPECT_TRUE(find_unguarded_references("d\xC3\xA9v skill devé skill \xC3\xA9"
                                        "dev skill",
                                        kit(), "x")
                  .empty());
  EXPECT_EQ(find_unguarded_references("\xE2\x80\x94"
                                      "dev skill"
                                      "\xE2\x80\x94",
                                      kit(), "x")
                .size(),
            1u);
}

// spec: NS-20
std::vector<Sibling> plugin_kit() {
  return {{Kind::command, "status", "p:status", "status", std::nullopt},
          {Kind::skill, "docx", "p:docx", "docx", std::nullopt},
          {Kind::skill, "writing-plans", "p:writing-plans", "writing-plans", std::nullopt}};
}

std::vector<std::string> names(std::string_view text) {
  std::vector<std::string> out;
  for (const auto& r : find_unguarded_references(text, plugin_kit(), "self")) out.push_back(r.name);
  return out;
}

// spec: NS-55
// spec: NS-52
TEST(UnguardedReferences, CodeLinksAndFileNamesAreNotProse) {
  EXPECT_TRUE(names("Run `/status` or `writing-plans`.\n").empty());
  EXPECT_TRUE(names("```\n/status\nwriting-plans\n```\n").empty());
  EXPECT_TRUE(
      names("See [the guide](docs/writing-plans) and <https://x/writing-plans>.\n").empty());
  EXPECT_TRUE(names("Save it as output.docx or writing-plans.md.\n").empty());
  EXPECT_TRUE(names("Files under skills/writing-plans/ and a/status.\n").empty());
  EXPECT_TRUE(names("Invoke p:writing-plans next.\n").empty());  // already qualified
  // Decision 18: the plugin half of a plugin-qualified name is no mention of
  // a sibling that shares the plugin's name (issue 44: `claude-swarm`).
  EXPECT_TRUE(names("agent('go', { agentType: 'writing-plans:verifier' })\n").empty());
  EXPECT_TRUE(names("Dispatch subagent_type: writing-plans:auditor now.\n").empty());
  EXPECT_EQ(names("Run writing-plans: then stop.\n"), std::vector<std::string>{"writing-plans"});
  // The visible text of a link is prose (NS-52).
  EXPECT_EQ(names("See [writing-plans](x.md).\n"), std::vector<std::string>{"writing-plans"});
}

TEST(UnguardedReferences, AnOrdinaryWordIsNoReferenceUnlessWrittenAsOne) {
  EXPECT_TRUE(names("Check the status of the docx file, then set up.\n").empty());
  EXPECT_EQ(names("Run /status first.\n"), std::vector<std::string>{"status"});
  EXPECT_EQ(names("Use the docx skill.\n"), std::vector<std::string>{"docx"});
  EXPECT_EQ(names("Run the status command.\n"), std::vector<std::string>{"status"});  // its kind
  EXPECT_TRUE(names("The status skill.\n").empty());  // not its kind
  EXPECT_EQ(names("Then invoke writing-plans to plan.\n"),
            std::vector<std::string>{"writing-plans"});
}

TEST(UnguardedReferences, AnyWordFormKeepsEveryWholeWord) {
  EXPECT_EQ(
      find_unguarded_references("check the status", plugin_kit(), "self", MentionForm::any_word)
          .size(),
      1u);
}

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
