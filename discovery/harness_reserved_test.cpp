#include "discovery/harness_reserved.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace mind::discovery {
namespace {

// Issue 43 (Claude Code 2.1.334): project-scope skills and commands lose the
// names of unshadowable bundled skills.
TEST(HarnessReserved, BundledSkillNamesAreReservedForSkillsAndCommands) {
  EXPECT_TRUE(project_reserved(Kind::skill, "claude-api"));
  EXPECT_TRUE(project_reserved(Kind::command, "claude-api"));
  EXPECT_TRUE(project_reserved(Kind::skill, "workflow-authoring"));
}

TEST(HarnessReserved, BuiltInCommandNamesAndOtherKindsAreNot) {
  // Measured: a project skill named after a built-in command still loads.
  for (const char* name : {"init", "context", "security-review", "review", "compact"}) {
    EXPECT_FALSE(project_reserved(Kind::skill, name)) << name;
  }
  EXPECT_FALSE(project_reserved(Kind::agent, "claude-api"));
  EXPECT_FALSE(project_reserved(Kind::workflow, "claude-api"));
  EXPECT_FALSE(project_reserved(Kind::skill, "x:claude-api"));  // a prefixed name is free
  EXPECT_FALSE(project_reserved(Kind::skill, "Claude-API"));
}

TEST(HarnessReserved, ListIsSortedForTheSearch) {
  const auto names = project_reserved_names();
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  EXPECT_EQ(names.size(), 2u);
}

}  // namespace
}  // namespace mind::discovery
