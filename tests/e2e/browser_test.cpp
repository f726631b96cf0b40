// The `probe` browser driven in a real terminal (tmux): open, navigate,
// search, filter, details, the actions through the operations, a hook prompt
// on the normal terminal, live refresh, resize, hostile text, and the
// terminal restored on every way out (issue 29).

#include <gtest/gtest.h>
#include <signal.h>

#include <fstream>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/tmux.hpp"
#include "tests/support/git_repo.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using testing::write_file;

// A local source: two agents, a command, a skill.
fs::path agents_source(const Sandbox& sandbox, const std::string& name = "team") {
  const fs::path dir = sandbox / name;
  write_file(dir / "agents/python-pro.md",
             "---\nname: python-pro\ndescription: Writes idiomatic Python\n---\nbody\n");
  write_file(dir / "agents/rust-pro.md",
             "---\nname: rust-pro\ndescription: Writes careful Rust\n---\nbody\n");
  write_file(dir / "commands/deploy.md", "---\ndescription: Ships the build\n---\nbody\n");
  write_file(dir / "skills/pdf/SKILL.md", "---\nname: pdf\ndescription: Reads PDFs\n---\nbody\n");
  write_file(dir / "skills/pdf/scripts/extract.py", "print(1)\n");
  return dir;
}

void meld_registered(const Sandbox& sandbox, const fs::path& dir) {
  const RunResult r = sandbox.run({"meld", dir.string(), "--register-only"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
}

// A line of the details pane: the label padded to its column.
std::string field(const std::string& label, const std::string& value) {
  std::string head = label + ":";
  head.resize(13, ' ');
  return head + value;
}

bool installed(const Sandbox& sandbox, const std::string& key) {
  const RunResult r = sandbox.run({"recall", "--json"});
  return r.out.find("\"" + key.substr(key.find(':') + 1) + "\"") != std::string::npos &&
         sandbox.run({"recall", key}).exit_code == 0;
}

class Browser : public ::testing::Test {
 protected:
  Sandbox sandbox;
};

// spec: TUI-1
TEST_F(Browser, OpensOnATerminalNavigatesAndQuitsRestoringTheTerminal) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)")) << t.screen();
  EXPECT_TRUE(t.alternate_screen());
  EXPECT_NE(t.screen().find("python-pro"), std::string::npos);
  t.keys({"Home", "Down", "Down", "Down", "Down"});  // Installed, Available, source, agent, item
  ASSERT_TRUE(t.wait_for("name:        python-pro")) << t.screen();  // the details pane
  t.keys({"Up", "Left"});                                            // collapse the agent bucket
  ASSERT_TRUE(t.wait_gone("rust-pro")) << t.screen();
  t.keys({"Space"});
  ASSERT_TRUE(t.wait_for("rust-pro")) << t.screen();
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0")) << t.screen();
  EXPECT_TRUE(t.terminal_restored());
}

// spec: TUI-2
TEST_F(Browser, NoTuiOrADumbTerminalPrintTheListing) {
  meld_registered(sandbox, agents_source(sandbox));
  {
    Tmux t(sandbox, {"probe", "--no-tui"});
    ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0")) << t.screen();
    EXPECT_NE(t.screen().find("python-pro"), std::string::npos);
    EXPECT_EQ(t.screen().find("Available ("), std::string::npos);
  }
  {
    Tmux t(sandbox, {"probe"}, {{"TERM", "dumb"}});
    ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0")) << t.screen();
    EXPECT_NE(t.screen().find("python-pro"), std::string::npos);
  }
}

// spec: CLI-85
TEST_F(Browser, SearchFiltersAsYouTypeAndEnterKeepsItOnTheFirstMatch) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  t.type("/idiom");  // the description: case-insensitive over name and description
  ASSERT_TRUE(t.wait_for("Available (1)")) << t.screen();
  EXPECT_EQ(t.screen().find("rust-pro"), std::string::npos);
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("name:        python-pro")) << t.screen();  // highlighted
  t.keys({"Escape"});                                                // clears the search
  ASSERT_TRUE(t.wait_for("Available (4)")) << t.screen();
  t.type("q");
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

// spec: CLI-83
TEST_F(Browser, KindFilterComposesWithTheSearchAndSeedsFromTheCommandLine) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe", "pro", "--kind", "agent"});
  ASSERT_TRUE(t.wait_for("kind: agent")) << t.screen();
  EXPECT_TRUE(t.wait_for("Available (2)")) << t.screen();
  EXPECT_EQ(t.screen().find("deploy"), std::string::npos);
  t.keys({"Escape", "t"});  // clear, then the first kind
  ASSERT_TRUE(t.wait_for("kind: agent")) << t.screen();
  t.keys({"t"});
  ASSERT_TRUE(t.wait_for("kind: command")) << t.screen();
  EXPECT_NE(t.screen().find("deploy"), std::string::npos);
  EXPECT_EQ(t.screen().find("python-pro"), std::string::npos);
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

// `--source` takes what the listing takes: a source's location (a path here),
// resolved to its identity before the browser filters by it.
TEST_F(Browser, ASourceGivenAsItsPathSeedsTheSourceFilter) {
  meld_registered(sandbox, agents_source(sandbox, "team"));
  const fs::path other = sandbox / "other";
  write_file(other / "skills/lonely/SKILL.md", "---\nname: lonely\ndescription: d\n---\nbody\n");
  meld_registered(sandbox, other);
  Tmux t(sandbox, {"probe", "--source", other.string()});
  ASSERT_TRUE(t.wait_for("Available (1)")) << t.screen();
  EXPECT_NE(t.screen().find("lonely"), std::string::npos) << t.screen();
  EXPECT_EQ(t.screen().find("python-pro"), std::string::npos) << t.screen();
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

TEST_F(Browser, EnterOpensDetailsWithTheValidActionsAndASkillsFiles) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  t.type("/pdf");
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("name:        pdf")) << t.screen();
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("Esc closes")) << t.screen();  // the details box
  EXPECT_TRUE(t.wait_for("scripts/extract.py")) << t.screen();
  EXPECT_NE(t.screen().find("l learn"), std::string::npos);
  t.keys({"Escape"});
  ASSERT_TRUE(t.wait_gone("Esc closes")) << t.screen();
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

// spec: TUI-25
TEST_F(Browser, LearnsOneItemAfterAConfirmation) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  t.type("/python");
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("name:        python-pro"));
  t.type("l");
  ASSERT_TRUE(t.wait_for("learn agent:python-pro?")) << t.screen();
  EXPECT_FALSE(installed(sandbox, "agent:python-pro"));  // nothing before the yes
  t.type("y");
  ASSERT_TRUE(t.wait_for("learned agent:python-pro")) << t.screen();
  EXPECT_TRUE(installed(sandbox, "agent:python-pro"));
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "agents/python-pro.md"));
  t.keys({"Escape"});
  ASSERT_TRUE(t.wait_for("Installed (1)")) << t.screen();
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

TEST_F(Browser, LearnsASourcesKindBucket) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  t.keys({"Home", "Down", "Down", "Down"});  // the source's agent bucket
  ASSERT_TRUE(t.wait_for("node:        agent")) << t.screen();
  t.type("l");
  ASSERT_TRUE(t.wait_for("learn these 2 items?")) << t.screen();
  t.keys({"Enter"});  // the default is yes
  ASSERT_TRUE(t.wait_for("learned agent:rust-pro")) << t.screen();
  EXPECT_TRUE(installed(sandbox, "agent:python-pro"));
  EXPECT_TRUE(installed(sandbox, "agent:rust-pro"));
  EXPECT_FALSE(installed(sandbox, "command:deploy"));
  ASSERT_TRUE(t.wait_for("Installed (2)")) << t.screen();
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

// spec: DEP-40
// spec: DEP-41
TEST_F(Browser, LearningAnItemShowsWhatItsClosureAddsBeforeTheQuestion) {
  const fs::path dir = sandbox / "kit";
  write_file(dir / "skills/beta/SKILL.md", "---\ndescription: the helper\n---\nhelps\n");
  write_file(dir / "skills/alpha/SKILL.md", "---\ndescription: the user\n---\nUse {{ns:beta}}.\n");
  meld_registered(sandbox, dir);
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (2)"));
  t.type("/alph");
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for(field("name", "alpha")));
  t.type("l");
  ASSERT_TRUE(t.wait_for("learn skill:alpha?"));
  t.type("y");
  // The tree, then the question (asked under the action's lock, as the CLI asks it).
  ASSERT_TRUE(t.wait_for("(dependency)")) << t.screen();
  t.type("y");
  ASSERT_TRUE(t.wait_for("learned skill:beta")) << t.screen();
  EXPECT_TRUE(installed(sandbox, "skill:alpha"));
  EXPECT_TRUE(installed(sandbox, "skill:beta"));
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

TEST_F(Browser, ForgetAsksExplicitlyAndANoKeepsTheItem) {
  const fs::path dir = agents_source(sandbox);
  meld_registered(sandbox, dir);
  ASSERT_EQ(sandbox.run({"learn", "python-pro"}).exit_code, 0);
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Installed (1)"));
  t.type("/python");
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("status:      installed")) << t.screen();
  t.type("d");
  ASSERT_TRUE(t.wait_for("forget agent:python-pro?")) << t.screen();
  EXPECT_NE(t.screen().find("n/Enter/Esc no"), std::string::npos);  // no is the default
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("cancelled; nothing removed")) << t.screen();
  EXPECT_TRUE(installed(sandbox, "agent:python-pro"));
  t.type("d");
  ASSERT_TRUE(t.wait_for("forget agent:python-pro?"));
  t.type("y");
  ASSERT_TRUE(t.wait_for("forgot agent:python-pro")) << t.screen();
  EXPECT_FALSE(installed(sandbox, "agent:python-pro"));
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "agents/python-pro.md"));
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

// spec: CLI-23
TEST_F(Browser, MeldsAnEnteredLocalSourceAndAsksBeforeInstalling) {
  const fs::path dir = agents_source(sandbox);
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("press m to meld one")) << t.screen();
  t.type("m");
  ASSERT_TRUE(t.wait_for("meld a source")) << t.screen();
  t.type(dir.string());
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("meld " + dir.string() + "?")) << t.screen();
  t.type("y");
  ASSERT_TRUE(t.wait_for("install")) << t.screen();  // meld's own question (CLI-23)
  t.type("n");
  ASSERT_TRUE(t.wait_for("Available (4)")) << t.screen();
  EXPECT_TRUE(t.wait_for("melded ")) << t.screen();
  EXPECT_FALSE(installed(sandbox, "agent:python-pro"));
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

// spec: HOOK-20
TEST_F(Browser, AHookPromptSuspendsTheBrowserAndReturns) {
  testing::GitRepo up(sandbox / "hooked");
  up.commit_file("bin/build.sh", "echo hook-said-this\n");
  up.commit_file("skills/tool/SKILL.md", "---\nname: tool\ndescription: d\n---\nbody\n");
  up.commit_file("mind.toml", "[[hooks]]\nname = \"build helper\"\nrun = \"sh ./bin/build.sh\"\n");
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("press m to meld one"));
  t.type("m");
  ASSERT_TRUE(t.wait_for("meld a source"));
  t.type(up.url());
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("meld " + up.url() + "?")) << t.screen();
  t.type("y");
  // The disclosure and the prompt on the normal terminal, as the CLI shows them.
  ASSERT_TRUE(t.wait_for("Run the hook?", std::chrono::seconds(20))) << t.screen();
  EXPECT_NE(t.screen().find("hook: build helper"), std::string::npos) << t.screen();
  EXPECT_FALSE(t.alternate_screen());
  t.type("y");
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("hook-said-this")) << t.screen();
  // The install question may follow on the same terminal; then back.
  ASSERT_TRUE(t.wait_until(
      [&] {
        const std::string s = t.screen();
        return s.find("press Enter to return") != std::string::npos ||
               s.find("[Y/n]") != std::string::npos;
      },
      std::chrono::seconds(10)))
      << t.screen();
  if (t.screen().find("press Enter to return") == std::string::npos) {
    t.type("n");
    t.keys({"Enter"});
    ASSERT_TRUE(t.wait_for("press Enter to return")) << t.screen();
  }
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("Available (1)")) << t.screen();
  EXPECT_TRUE(t.alternate_screen());
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
  EXPECT_TRUE(t.terminal_restored());
}

// spec: CLI-60
// spec: LIFE-45
TEST_F(Browser, UpgradeShowsThePendingDeltasBeforeItAsks) {
  const fs::path dir = agents_source(sandbox);
  meld_registered(sandbox, dir);
  ASSERT_EQ(sandbox.run({"learn", "python-pro"}).exit_code, 0);
  write_file(dir / "agents/python-pro.md",
             "---\nname: python-pro\ndescription: Writes idiomatic Python\n---\nnew body\n");
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("(out of date)")) << t.screen();  // CLI-75, as recall marks it
  t.type("u");
  ASSERT_TRUE(t.wait_for("1 upgrade(s) pending:")) << t.screen();
  EXPECT_NE(t.screen().find("agent:python-pro"), std::string::npos) << t.screen();
  t.type("y");
  ASSERT_TRUE(t.wait_for("upgraded agent:python-pro")) << t.screen();
  ASSERT_TRUE(t.wait_gone("(out of date)")) << t.screen();
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

// spec: CLI-21
TEST_F(Browser, UnmeldAsksExplicitlyThenRemovesTheSource) {
  meld_registered(sandbox, agents_source(sandbox));
  ASSERT_EQ(sandbox.run({"learn", "python-pro"}).exit_code, 0);
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Installed (1)"));
  t.keys({"Home", "Down"});  // the installed source
  t.type("M");
  ASSERT_TRUE(t.wait_for("installed item(s) are forgotten too")) << t.screen();
  t.type("y");
  ASSERT_TRUE(t.wait_for("unmelded ")) << t.screen();
  ASSERT_TRUE(t.wait_for("press m to meld one")) << t.screen();
  EXPECT_FALSE(installed(sandbox, "agent:python-pro"));
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

// spec: HARN-4
TEST_F(Browser, LobesListsAndAddsAPresetsLobe) {
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("press m to meld one"));
  t.type("L");
  ASSERT_TRUE(t.wait_for("a add a preset")) << t.screen();
  EXPECT_NE(t.screen().find(sandbox.lobe().string()), std::string::npos) << t.screen();
  t.type("a");
  ASSERT_TRUE(t.wait_for("add a preset's lobe")) << t.screen();
  t.type("gemini-c");  // type-ahead through the 79 presets
  ASSERT_TRUE(t.wait_for("gemini-cli")) << t.screen();
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("add the gemini-cli lobe?")) << t.screen();
  t.type("y");
  ASSERT_TRUE(t.wait_for(".gemini  (skill, command)")) << t.screen();
  EXPECT_TRUE(fs::is_directory(sandbox / ".gemini"));
  t.keys({"Escape", "q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

TEST_F(Browser, AnotherProcessChangingTheManifestShowsWithinASecond) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  t.type("/rust");
  t.keys({"Enter"});
  ASSERT_TRUE(t.wait_for("name:        rust-pro"));
  ASSERT_EQ(sandbox.run({"learn", "python-pro"}).exit_code, 0);  // a second mind process
  t.keys({"Escape"});
  ASSERT_TRUE(t.wait_for("Installed (1)", std::chrono::seconds(3))) << t.screen();
  ASSERT_EQ(sandbox.run({"learn", "rust-pro"}).exit_code, 0);
  ASSERT_TRUE(t.wait_for("Installed (2)", std::chrono::milliseconds(1500))) << t.screen();
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

TEST_F(Browser, KeepsTheSearchAndSelectionAcrossALiveRefresh) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  t.type("/pro");
  t.keys({"Enter", "Down"});
  ASSERT_TRUE(t.wait_for("name:        rust-pro")) << t.screen();
  ASSERT_EQ(sandbox.run({"learn", "python-pro"}).exit_code, 0);  // a second mind process
  ASSERT_TRUE(t.wait_for("Installed (1)", std::chrono::seconds(3))) << t.screen();
  EXPECT_NE(t.screen().find("search: pro"), std::string::npos) << t.screen();
  EXPECT_NE(t.screen().find("name:        rust-pro"), std::string::npos) << t.screen();
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

TEST_F(Browser, RedrawsOnResize) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  t.keys({"Home", "Down", "Down", "Down", "Down"});
  ASSERT_TRUE(t.wait_for("name:        python-pro"));  // the side pane at 120 columns
  t.resize(80, 20);
  // Redrawn for 80 columns: the tree, without the side pane (no room beside it).
  ASSERT_TRUE(Tmux::wait_until(
      [&] {
        const std::string screen = t.screen();
        return screen.find("python-pro") != std::string::npos &&
               screen.find(field("name", "python-pro")) == std::string::npos;
      },
      std::chrono::seconds(10)))
      << t.screen();
  t.resize(120, 40);
  ASSERT_TRUE(t.wait_for("name:        python-pro")) << t.screen();
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

// spec: CLI-151
// spec: CLI-152
TEST_F(Browser, NoColorAndAsciiDrawPlainGlyphs) {
  meld_registered(sandbox, agents_source(sandbox));
  {
    Tmux t(sandbox, {"probe"});
    ASSERT_TRUE(t.wait_for("\u25be Available (4)")) << t.screen();  // the gate on: Unicode
    t.keys({"q"});
    ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
  }
  for (const auto& [args, env] : std::vector<
           std::pair<std::vector<std::string>, std::vector<std::pair<std::string, std::string>>>>{
           {{"probe"}, {{"NO_COLOR", "1"}}}, {{"--ascii", "probe"}, {}}}) {
    Tmux t(sandbox, args, env);
    ASSERT_TRUE(t.wait_for("v Available (4)")) << t.screen();
    EXPECT_NE(t.screen().find("- python-pro"), std::string::npos) << t.screen();
    EXPECT_EQ(t.screen().find("\u25be"), std::string::npos);
    t.keys({"q"});
    ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
  }
}

// spec: DSC-94
TEST_F(Browser, HostileTextIsDrawnSanitized) {
  const fs::path dir = sandbox / "hostile";
  // ESC sequences (clear screen, color), a bidi override and a zero-width space.
  write_file(dir / "agents/evil.md",
             "---\nname: evil\ndescription: pre\x1b[2Jpost red\x1b[31mRED ab\u202e"
             "cd x\u200by\n---\nbody\n");
  meld_registered(sandbox, dir);
  write_file(sandbox.lobe() / "skills/own\u200bskill/SKILL.md", "---\nname: x\n---\n");
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (1)")) << t.screen();
  const std::string s = t.screen();
  EXPECT_NE(s.find("prepost redRED abcd xy"), std::string::npos) << s;
  EXPECT_EQ(s.find("\u202e"), std::string::npos);
  EXPECT_EQ(s.find("\u200b"), std::string::npos);
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

TEST_F(Browser, CtrlCArmsThenASecondQuitsRestoringTheTerminal) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  t.keys({"C-c"});
  ASSERT_TRUE(t.wait_for("press Ctrl-C again to quit")) << t.screen();
  EXPECT_TRUE(t.alternate_screen());
  t.keys({"C-c"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=130")) << t.screen();
  EXPECT_TRUE(t.terminal_restored());
}

TEST_F(Browser, AFailedActionIsShownInlineAndTheTerminalIsRestoredAfter) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  t.type("m");
  ASSERT_TRUE(t.wait_for("meld a source"));
  t.type((sandbox / "no-such-dir").string());
  t.keys({"Enter", "Enter"});
  ASSERT_TRUE(t.wait_for("error: ")) << t.screen();
  EXPECT_TRUE(t.alternate_screen());  // still browsing
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0")) << t.screen();
  EXPECT_TRUE(t.terminal_restored());
}

TEST_F(Browser, ACrashSignalRestoresTheTerminal) {
  meld_registered(sandbox, agents_source(sandbox));
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("Available (4)"));
  const int pid = t.mind_pid();
  ASSERT_GT(pid, 0);
  ::kill(pid, SIGSEGV);
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=139")) << t.screen();
  EXPECT_TRUE(t.terminal_restored());
}

TEST_F(Browser, QuestionMarkShowsTheKeys) {
  Tmux t(sandbox, {"probe"});
  ASSERT_TRUE(t.wait_for("press m to meld one"));
  t.type("?");
  ASSERT_TRUE(t.wait_for("twice: quit")) << t.screen();
  EXPECT_NE(t.screen().find("search names and descriptions"), std::string::npos);
  t.keys({"Escape"});
  ASSERT_TRUE(t.wait_gone("twice: quit"));
  t.keys({"q"});
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0"));
}

}  // namespace
}  // namespace mind::e2e

namespace mind::e2e {
namespace {

// spec: CLI-207
TEST(BrowserHelp, HelpProbeAndTheManPageDescribeTheKeys) {
  Sandbox sandbox;
  const RunResult help = sandbox.run({"help", "probe"});
  ASSERT_EQ(help.exit_code, 0);
  for (const char* text : {"Browser keys:", "search names and descriptions", "twice: quit",
                           "keep the filter, back to the tree on the best match", "--no-tui"})
    EXPECT_NE(help.out.find(text), std::string::npos) << text << "\n" << help.out;
  Tmux t(sandbox, {});  // no verb on a terminal: the help, never the browser
  ASSERT_TRUE(t.wait_for("MIND-EXITED rc=0")) << t.screen();
  EXPECT_NE(t.screen().find("probe"), std::string::npos);
  EXPECT_TRUE(t.terminal_restored());
}

}  // namespace
}  // namespace mind::e2e
