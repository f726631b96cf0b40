#include "discovery/file_item_name.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {
namespace {

// Issue 43: one rule names a file item, whichever layer found it.
TEST(FileItemName, AFileItemIsNamedByItsFileWithoutTheExtension) {
  EXPECT_EQ(file_item_name(Kind::agent, "planner.md"), "planner");
  EXPECT_EQ(file_item_name(Kind::command, "ship.md"), "ship");
  EXPECT_EQ(file_item_name(Kind::workflow, "flow.js"), "flow");
  EXPECT_EQ(file_item_name(Kind::rule, "style.md"), "style");
}

// GitHub Copilot's `<n>.agent.md` is the agent `<n>`; only agents drop it.
TEST(FileItemName, CopilotsAgentSuffixIsDroppedForAgentsOnly) {
  EXPECT_EQ(file_item_name(Kind::agent, "CSharpExpert.agent.md"), "CSharpExpert");
  EXPECT_EQ(file_item_name(Kind::command, "x.agent.md"), "x.agent");
  EXPECT_EQ(file_item_name(Kind::agent, ".agent.md"), ".agent");  // nothing left: the plain rule
}

TEST(FileItemName, AFileOfAnotherShapeGivesNoName) {
  EXPECT_FALSE(file_item_name(Kind::agent, ".md"));
  EXPECT_FALSE(file_item_name(Kind::agent, "notes.txt"));
  EXPECT_FALSE(file_item_name(Kind::workflow, "flow.ts"));
  EXPECT_FALSE(file_item_name(Kind::workflow, "flow.JS"));  // WF-3: exactly `.js`
  EXPECT_FALSE(file_item_name(Kind::skill, "SKILL.md"));    // a directory kind
}

}  // namespace
}  // namespace mind::discovery
