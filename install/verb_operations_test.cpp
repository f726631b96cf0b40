// The verb operations a front end calls (meld, learn, forget, unmeld, upgrade,
// sync, lobes), called as functions on a session over a real temporary
// MIND_HOME, a real lobe and a real local source: the question each asks, what
// it does on yes and on no, and that nobody to ask is a refusal, not a guess.

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "install/forget_operation.hpp"
#include "install/learn_operation.hpp"
#include "install/lobes/lobe_admin.hpp"
#include "install/meld_operation.hpp"
#include "install/test_home.hpp"
#include "install/unmeld_operation.hpp"
#include "install/upgrade_operation.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;

struct Home : testing::TestHome {
  Home() {
    write_file(source / "workflows/triage.js",
               "export const meta = { name: 'triage', description: 'sort' };\n");
  }

  MeldOptions meld_options() const {
    MeldOptions o;
    o.request.spec = source.string();
    return o;
  }
};

// An asker that records the questions and gives one answer.
struct Answering {
  std::vector<Question> asked;
  bool answer = true;
  Asker asker() {
    Asker a;
    a.can_ask = true;
    a.ask = [this](const Question& q) {
      asked.push_back(q);
      return answer;
    };
    return a;
  }
};

Asker yes() {
  Asker a;
  a.yes = true;
  return a;
}

// spec: CLI-23
TEST(VerbOperations, MeldAsksOnceThenInstallsWhatItOffers) {
  Home h;
  Session s = h.open();
  Answering front;
  MeldOptions o = h.meld_options();
  o.asker = front.asker();
  bool registered_first = false;
  o.on_registered = [&](const MeldResult& r) {
    registered_first = front.asked.empty() && r.pending == 3;
  };
  const MeldResult r = run_meld(s, o);
  EXPECT_TRUE(registered_first);  // what was melded is known before the question
  ASSERT_EQ(front.asked.size(), 1U);
  EXPECT_NE(front.asked[0].prompt.find("install 3 items"), std::string::npos);
  ASSERT_TRUE(r.learned.has_value());
  EXPECT_EQ(r.learned->installed.size(), 3U);
  EXPECT_EQ(s.manifest.items.size(), 3U);
  EXPECT_TRUE(fs::is_symlink(h.lobe / "skills/a"));
  EXPECT_TRUE(r.workflow_warnings.empty());  // the workflow's name is what the harness loads
}

// spec: CLI-156
TEST(VerbOperations, MeldWithNobodyToAskRegistersAndLeavesItemsPending) {
  Home h;
  Session s = h.open();
  const MeldResult r = run_meld(s, h.meld_options());  // default Asker: cannot ask
  EXPECT_TRUE(r.unasked);
  EXPECT_EQ(r.pending, 3U);
  EXPECT_FALSE(r.learned.has_value());
  EXPECT_EQ(s.registry.sources.size(), 1U);
  EXPECT_TRUE(s.manifest.items.empty());
}

// spec: CLI-23
TEST(VerbOperations, MeldAnsweredNoInstallsNothing) {
  Home h;
  Session s = h.open();
  Answering front;
  front.answer = false;
  MeldOptions o = h.meld_options();
  o.asker = front.asker();
  const MeldResult r = run_meld(s, o);
  EXPECT_TRUE(r.declined);
  EXPECT_TRUE(s.manifest.items.empty());
  EXPECT_FALSE(fs::exists(h.lobe / "skills/a"));
}

TEST(VerbOperations, MeldRegisterOnlyNeverAsks) {
  Home h;
  Session s = h.open();
  Answering front;
  MeldOptions o = h.meld_options();
  o.asker = front.asker();
  o.register_only = true;
  const MeldResult r = run_meld(s, o);
  EXPECT_TRUE(front.asked.empty());
  EXPECT_FALSE(r.learned.has_value());
  EXPECT_EQ(r.pending, 3U);
}

// spec: CLI-205
TEST(VerbOperations, MeldOfAnEmptySourceExplainsWhereItLooked) {
  Home h;
  write_file(h.dir / "src/empty/docs/guide/SKILL.md", "---\ndescription: x\n---\n");
  Session s = h.open();
  MeldOptions o;
  o.request.spec = (h.dir / "src/empty").string();
  const MeldResult r = run_meld(s, o);
  ASSERT_FALSE(r.empty_explanation.empty());
  EXPECT_NE(r.empty_explanation.front().find("found no items in"), std::string::npos);
  bool came_close = false;
  for (const auto& n : r.empty_explanation)
    came_close = came_close || n.find("--root") != std::string::npos;
  EXPECT_TRUE(came_close);
}

// spec: WF-31
TEST(VerbOperations, MeldWarnsWhenAWorkflowNameIsNotWhatTheHarnessLoads) {
  Home h;
  write_file(h.source / "workflows/other.js",
             "export const meta = { name: 'different', description: 'd' };\n");
  Session s = h.open();
  MeldOptions o = h.meld_options();
  o.asker = yes();
  const MeldResult r = run_meld(s, o);
  ASSERT_TRUE(r.learned.has_value());
  EXPECT_EQ(r.learned->installed.size(), 4U);  // the install never depends on the check
  ASSERT_EQ(r.workflow_warnings.size(), 1U);
  EXPECT_NE(r.workflow_warnings[0].find("different"), std::string::npos);
}

// The source melded and every item installed.
Session installed(const Home& h) {
  Session s = h.open();
  MeldOptions m = h.meld_options();
  m.asker = yes();
  run_meld(s, m);
  return s;
}

Session melded(const Home& h) {
  Session s = h.open();
  MeldOptions o = h.meld_options();
  o.register_only = true;
  run_meld(s, o);
  return s;
}

// spec: DEP-31
TEST(VerbOperations, LearnAsksBeforeInstallingWhatTheClosureAdds) {
  Home h;
  Session s = melded(h);
  Answering front;
  LearnOptions o;
  o.request.refs = {"skill:a"};
  o.asker = front.asker();
  std::vector<std::string> notes;
  o.note = [&](const std::string& n) { notes.push_back(n); };
  const LearnResult r = run_learn(s, o);
  ASSERT_EQ(front.asked.size(), 1U);
  EXPECT_FALSE(front.asked[0].default_yes);  // [y/N]
  ASSERT_EQ(notes.size(), 1U);               // the tree, before the question
  EXPECT_NE(notes[0].find("(dependency)"), std::string::npos);
  EXPECT_EQ(r.learned.installed.size(), 2U);  // a and the b it uses
}

// spec: DEP-31
// spec: LIFE-45
TEST(VerbOperations, LearnRefusesTheClosureWhenNobodyCanBeAsked) {
  Home h;
  Session s = melded(h);
  LearnOptions o;
  o.request.refs = {"skill:a"};
  try {
    run_learn(s, o);
    FAIL() << "expected confirmation-required";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::confirmation_required);
  }
  EXPECT_TRUE(s.manifest.items.empty());
}

TEST(VerbOperations, LearnDeclinedInstallsNothing) {
  Home h;
  Session s = melded(h);
  Answering front;
  front.answer = false;
  LearnOptions o;
  o.request.refs = {"skill:a"};
  o.asker = front.asker();
  EXPECT_TRUE(run_learn(s, o).declined);
  EXPECT_TRUE(s.manifest.items.empty());
}

// spec: CLI-42
TEST(VerbOperations, ForgetOfSeveralAsksAndNobodyToAskRefuses) {
  Home h;
  Session s = installed(h);
  ForgetOptions o;
  o.ref = "skill:*";
  EXPECT_THROW(run_forget(s, o), Error);
  EXPECT_EQ(s.manifest.items.size(), 3U);
  Answering front;
  o.asker = front.asker();
  const ForgetResult r = run_forget(s, o);
  ASSERT_EQ(front.asked.size(), 1U);
  EXPECT_EQ(r.removed.size(), 2U);
  EXPECT_EQ(s.manifest.items.size(), 1U);
  EXPECT_FALSE(fs::exists(fs::symlink_status(h.lobe / "skills/a")));
}

// spec: DEP-60
TEST(VerbOperations, ForgetOfADependencyAsksNoByDefault) {
  Home h;
  Session s = installed(h);
  Answering front;
  front.answer = false;
  ForgetOptions o;
  o.ref = "skill:b";
  o.asker = front.asker();
  const ForgetResult r = run_forget(s, o);
  ASSERT_EQ(front.asked.size(), 1U);
  EXPECT_FALSE(front.asked[0].default_yes);
  EXPECT_NE(front.asked[0].statement.find("skill:a"), std::string::npos);
  EXPECT_TRUE(r.declined);
  EXPECT_EQ(s.manifest.items.size(), 3U);
}

// spec: CLI-28
TEST(VerbOperations, UnmeldOfASourceWithItemsAsksThenRemovesBoth) {
  Home h;
  Session s = installed(h);
  Answering front;
  UnmeldOptions o;
  o.selector = s.registry.sources.front().name;
  o.asker = front.asker();
  const UnmeldResult r = run_unmeld(s, o);
  ASSERT_EQ(front.asked.size(), 1U);
  EXPECT_NE(front.asked[0].statement.find("uninstall 3 item(s)"), std::string::npos);
  EXPECT_EQ(r.done.removed.size(), 3U);
  EXPECT_TRUE(s.registry.sources.empty());
  EXPECT_TRUE(s.manifest.items.empty());
}

// spec: LIFE-45
TEST(VerbOperations, UpgradeShowsThePendingListThenAsks) {
  Home h;
  Session s = installed(h);
  h.write_skill("b", "the helper, improved");
  Answering front;
  UpgradeOptions o;
  o.request.sync = false;
  o.asker = front.asker();
  std::size_t shown = 0;
  o.on_pending = [&](const UpgradePlan& plan) {
    EXPECT_TRUE(front.asked.empty());  // the list comes first
    shown = plan.pending.size();
  };
  const UpgradeResult r = run_upgrade(s, o);
  EXPECT_EQ(shown, 1U);
  ASSERT_EQ(front.asked.size(), 1U);
  EXPECT_EQ(r.outcome(), "upgraded");
  // A second pass finds nothing to do and asks nothing.
  const UpgradeResult again = run_upgrade(s, o);
  EXPECT_EQ(again.outcome(), "up-to-date");
  EXPECT_EQ(front.asked.size(), 1U);
}

// spec: CLI-110
TEST(VerbOperations, AddLobeBackfillsWhatIsInstalled) {
  Home h;
  Session s = installed(h);
  LobeTargetRequest target;
  target.path = (h.dir / "second").string();
  const LobeAddResult r = run_add_lobe(s, target, false);
  EXPECT_TRUE(r.added.added);
  EXPECT_FALSE(r.project);
  EXPECT_EQ(r.added.backfill.linked.size(), 3U);
  EXPECT_TRUE(fs::is_symlink(h.dir / "second/skills/a"));
}

}  // namespace
}  // namespace mind::install
