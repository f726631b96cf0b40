#include "install/install_conflicts.hpp"

#include <gtest/gtest.h>

namespace mind::install {
namespace {

struct Fixture {
  SourceRecord source = [] {
    store::Source s;
    s.name = "github.com/o/market";
    s.repo = "market";
    return std::make_shared<const store::Source>(s);
  }();
  discovery::CatalogItem item(discovery::Kind kind, const std::string& name,
                              const std::string& plugin, const std::string& harness = "") {
    discovery::CatalogItem i;
    i.kind = kind;
    i.bare_name = name;
    i.plugin = plugin;
    if (!harness.empty()) i.agent_name = harness;
    return i;
  }
  store::InstalledItem record(const discovery::CatalogItem& i, const std::string& name,
                              const std::string& link) {
    store::InstalledItem r;
    r.kind = i.kind;
    r.name = name;
    r.bare_name = i.bare_name;
    r.source = source->name;
    r.plugin = i.plugin;
    r.links = {link};
    return r;
  }
};

// Design decision 8: one source, two plugins, one key: the second would
// overwrite the first's store copy and links.
TEST(InstallConflicts, TheSameKeyFromAnotherPluginOfOneSourceIsALinkCollision) {
  Fixture f;
  const auto a = f.item(discovery::Kind::skill, "access", "a");
  const auto b = f.item(discovery::Kind::skill, "access", "b");
  store::Manifest m;
  m.items.emplace("skill:access", f.record(a, "access", "/h/.claude/skills/access"));
  const auto conflict = install_conflict(m, OfferedItem{f.source, &b, ""}, "skill:access");
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->error.kind(), ErrorKind::link_collision);
  EXPECT_EQ(conflict->holder_key, "skill:access");
  EXPECT_FALSE(install_conflict(m, OfferedItem{f.source, &a, ""}, "skill:access"));  // itself
}

// spec: NS-41 (inside one source: plugins share the harness's agent namespace)
TEST(InstallConflicts, AnAgentOfAnotherPluginWithTheSameHarnessNameCollides) {
  Fixture f;
  const auto a = f.item(discovery::Kind::agent, "code-reviewer", "feature-dev", "code-reviewer");
  const auto b = f.item(discovery::Kind::agent, "code-reviewer", "pr-review", "code-reviewer");
  store::Manifest m;
  m.items.emplace("agent:feature-dev:code-reviewer",
                  f.record(a, "feature-dev:code-reviewer", "/h/.claude/agents/code-reviewer.md"));
  const auto conflict =
      install_conflict(m, OfferedItem{f.source, &b, "pr-review"}, "agent:pr-review:code-reviewer");
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->error.kind(), ErrorKind::agent_collision);
  EXPECT_EQ(conflict->holder_key, "agent:feature-dev:code-reviewer");
  EXPECT_NE(std::string(conflict->error.what()).find("'pr-review'"), std::string::npos);
}

// spec: WF-59 (five named, then a count)
TEST(InstallConflicts, SkippedItemsAreOneBoundedReport) {
  std::vector<SkippedItem> skipped;
  for (int i = 0; i < 40; ++i) {
    skipped.push_back({"agent:p" + std::to_string(i) + ":x", "s", "agent-collision", "agent:a:x"});
  }
  const auto report = collision_report(skipped);
  ASSERT_TRUE(report);
  EXPECT_NE(report->find("40 item(s) not installed"), std::string::npos);
  EXPECT_NE(report->find("and 35 more"), std::string::npos);
  EXPECT_LT(report->size(), 1000U);
  EXPECT_FALSE(collision_report({}));
}

}  // namespace
}  // namespace mind::install
