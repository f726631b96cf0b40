// The operations without a process: meld, learn, upgrade, introspect, forget and
// sync called as functions on a session over a real temporary MIND_HOME, a real
// lobe and real sources (a local folder; a git repository for sync).

#include <gtest/gtest.h>

#include "install/forget.hpp"
#include "install/introspect.hpp"
#include "install/learn.hpp"
#include "install/meld.hpp"
#include "install/session.hpp"
#include "install/sync.hpp"
#include "install/test_home.hpp"
#include "install/upgrade.hpp"
#include "tests/support/git_repo.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

struct Home : testing::TestHome {
  // meld registers the source; learn installs what the refs select.
  Session melded() const {
    Session s = open();
    MeldRequest request;
    request.spec = source.string();
    const MeldOutcome out = meld(s, request);
    EXPECT_EQ(out.offered.size(), 2U);
    return s;
  }

  std::string stored(const std::string& rel) const { return read_file(paths.root / rel); }
};

// spec: CLI-25
TEST(Operations, MeldRegistersTheSourceAndOffersItsItems) {
  Home h;
  Session s = h.open();
  MeldRequest request;
  request.spec = h.source.string();
  const MeldOutcome out = meld(s, request);
  ASSERT_EQ(s.registry.sources.size(), 1U);
  EXPECT_EQ(s.registry.sources.front().name, out.identity);
  EXPECT_EQ(out.pending.size(), 2U);  // nothing installed yet
  EXPECT_TRUE(s.manifest.items.empty());
  // The registry is on disk: a new session reads the same source.
  EXPECT_EQ(h.open().registry.sources.size(), 1U);
}

// spec: LIFE-1
// spec: NS-11
TEST(Operations, LearnInstallsStoreCopyLinkAndRecord) {
  Home h;
  Session s = h.melded();
  const LearnOutcome out = learn(s, {{"skill:b"}});
  ASSERT_EQ(out.installed, std::vector<std::string>{"skill:b"});
  EXPECT_TRUE(fs::is_symlink(h.lobe / "skills/b"));
  EXPECT_EQ(fs::read_symlink(h.lobe / "skills/b"), h.paths.root / "store/skill/b");
  ASSERT_NE(h.open().manifest.find("skill:b"), nullptr);  // saved, not only in memory
}

// spec: LIFE-13
TEST(Operations, UpgradeReinstallsAnEditedItemThenHasNothingToDo) {
  Home h;
  Session s = h.melded();
  learn(s, {{"skill:a"}});  // pulls in b through its token (DEP-1)
  const std::string old_hash = s.manifest.find("skill:a")->hash;

  EXPECT_TRUE(plan_upgrade(s, {}).pending.empty());  // a fresh install is never drifted
  h.write_skill("a", "Now use {{ns:b}}.");
  const UpgradePlan plan = plan_upgrade(s, {});
  ASSERT_EQ(plan.pending.size(), 1U);
  const UpgradeOutcome out = apply_upgrade(s, plan);
  EXPECT_EQ(out.upgraded, std::vector<std::string>{"skill:a"});
  EXPECT_NE(s.manifest.find("skill:a")->hash, old_hash);
  EXPECT_NE(h.stored("store/skill/a/SKILL.md").find("Now use b."), std::string::npos);
  EXPECT_TRUE(plan_upgrade(s, {}).pending.empty());
}

// spec: LIFE-30
// spec: CLI-91
// spec: HARN-8
TEST(Operations, IntrospectFindsAndFixesAMissingLinkAndStoreCopy) {
  Home h;
  Session s = h.melded();
  learn(s, {{"skill:a"}});
  EXPECT_TRUE(introspect(s, false).issues.empty());

  fs::remove(h.lobe / "skills/b");
  fs::remove_all(h.paths.root / "store/skill/a");
  const IntrospectReport found = introspect(s, false);
  // missing-store, missing-link, and (HARN-8) missing-lobe-link for the deleted link
  ASSERT_EQ(found.issues.size(), 3U);

  const IntrospectReport fixed = introspect(s, true);
  EXPECT_EQ(fixed.fixed.size(), 3U);
  EXPECT_TRUE(fixed.issues.empty());
  EXPECT_TRUE(fs::is_symlink(h.lobe / "skills/b"));
  EXPECT_NE(h.stored("store/skill/a/SKILL.md").find("Use b."), std::string::npos);
  EXPECT_TRUE(introspect(s, false).issues.empty());
}

// spec: LIFE-20
TEST(Operations, ForgetRemovesLinkStoreCopyAndRecord) {
  Home h;
  Session s = h.melded();
  learn(s, {{"skill:b"}});
  const std::vector<std::string> removed = forget(s, {"skill:b"});
  EXPECT_EQ(removed, std::vector<std::string>{"skill:b"});
  EXPECT_FALSE(fs::exists(fs::symlink_status(h.lobe / "skills/b")));
  EXPECT_FALSE(fs::exists(h.paths.root / "store/skill/b"));
  EXPECT_EQ(h.open().manifest.find("skill:b"), nullptr);
  EXPECT_TRUE(forget(s, {"skill:b"}).empty());  // twice: nothing left to remove
}

// spec: CLI-50
TEST(Operations, SyncMovesAGitSourceToItsNewCommit) {
  Home h;
  mind::testing::GitRepo repo(h.dir / "upstream");
  repo.commit_skill("one");
  Session s = h.open();
  MeldRequest request;
  request.spec = repo.url();
  const MeldOutcome melded = meld(s, request);
  const std::string first = *s.registry.find(melded.identity)->commit;

  const std::string second = repo.commit_skill("two");
  const SyncOutcome out = sync(s, std::nullopt, false);
  ASSERT_EQ(out.sources.size(), 1U);
  EXPECT_EQ(out.sources.front().outcome, "updated") << out.sources.front().error;
  EXPECT_EQ(*s.registry.find(melded.identity)->commit, second);
  EXPECT_NE(first, second);
  EXPECT_EQ(sync(s, std::nullopt, false).sources.front().outcome, "unchanged");
}

}  // namespace
}  // namespace mind::install
