#include "install/hooks/hook_plan.hpp"

#include <gtest/gtest.h>

namespace mind::install {
namespace {

discovery::Catalog catalog() {
  discovery::Catalog c;
  c.install_hook = "make legacy";
  c.hooks = {{"make a", std::string("first"), false, "install"},
             {"  ", std::nullopt, false, "install"},
             {"make opt", std::nullopt, true, "install"},
             {"make up", std::nullopt, false, "update"},
             {"make clean", std::nullopt, false, "uninstall"}};
  return c;
}

// spec: HOOK-50
// spec: HOOK-1
// spec: HOOK-3
// spec: HOOK-51
TEST(HookPlan, LegacyInstallLeadsDeclaredOrderAndBlankCommandsAreAbsent) {
  const std::vector<PlannedHook> hooks = source_hooks(catalog(), HookEvent::install);
  ASSERT_EQ(hooks.size(), 3u);
  EXPECT_EQ(hooks[0].command, "make legacy");
  EXPECT_EQ(hooks[1].name, "first");
  EXPECT_EQ(hooks[2].name, "make opt");  // the command when no name is given
  EXPECT_TRUE(hooks[2].optional);
  EXPECT_EQ(source_hooks(catalog(), HookEvent::uninstall).size(), 1u);
}

// spec: HOOK-56
// spec: HOOK-2
TEST(HookPlan, AnOverrideReplacesEveryInstallHookWithOneRequiredHookAndSaysWhat) {
  const std::vector<PlannedHook> hooks =
      source_hooks(catalog(), HookEvent::install, std::string("./mine"));
  ASSERT_EQ(hooks.size(), 1u);
  EXPECT_FALSE(hooks[0].optional);
  EXPECT_TRUE(hooks[0].overridden);
  EXPECT_EQ(hooks[0].replaces, "make legacy; make a; make opt");
}

// spec: HOOK-55
// spec: HOOK-124
TEST(HookPlan, PendingUntilRecordedAtTheCommitAndRecordsAreKeyedByEvent) {
  std::vector<store::HookRecord> records = {{"make a", std::string("c1"), std::nullopt}};
  const PlannedHook a{"a", "make a", false, HookEvent::install, {}, false};
  const PlannedHook a_update{"a", "make a", false, HookEvent::update, {}, false};
  EXPECT_FALSE(is_pending(records, a, "c1"));  // an old record without an event is install
  EXPECT_TRUE(is_pending(records, a, "c2"));
  EXPECT_TRUE(is_pending(records, a_update, "c1"));
  record_hooks(records, {a_update}, {a}, "c2");
  ASSERT_EQ(records.size(), 2u);
  EXPECT_FALSE(records[0].ran_at);  // skipped: no commit
  EXPECT_EQ(records[1].event, "update");
  EXPECT_EQ(records[1].ran_at, "c2");
}

}  // namespace
}  // namespace mind::install
