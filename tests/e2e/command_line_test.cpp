// End-to-end: the command line a new user meets (issue 20): a mistyped verb,
// flag or item names the closest; a bare name resolves across prefixes when it
// names one item and lists them when it names several; `mind help`; the
// completion script; the color gate and the progress line on and off a terminal.

#include <gtest/gtest.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

std::string skill(const std::string& name) {
  return "---\nname: " + name + "\ndescription: the " + name + " skill\n---\nbody of " + name +
         "\n";
}

// The shape of anthropics/skills: a marketplace whose plugins hold skills, so
// every item's name has its plugin's prefix (`document-skills:pdf`).
class CommandLine : public ::testing::Test {
 protected:
  void SetUp() override {
    add_plugin("document-skills", {"pdf", "docx"});
    add_plugin("example-skills", {"xlsx"});
    commit_market();
  }

  void add_plugin(const std::string& plugin, const std::vector<std::string>& skills) {
    const std::string dir = "plugins/" + plugin + "/";
    write_file(repo.dir() / (dir + ".claude-plugin/plugin.json"),
               json{{"name", plugin}, {"version", "1.0.0"}}.dump());
    for (const auto& s : skills)
      write_file(repo.dir() / (dir + "skills/" + s + "/SKILL.md"), skill(s));
    plugins.push_back({{"name", plugin}, {"source", "./plugins/" + plugin}});
  }

  void commit_market() {
    repo.commit_file(".claude-plugin/marketplace.json",
                     json{{"name", "skills"}, {"plugins", plugins}}.dump(), "market");
  }

  void meld() const {
    const RunResult r = sandbox.run({"meld", repo.url(), "--register-only"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
  }

  json manifest_items() const {
    const fs::path file = sandbox.mind_home() / "manifest.json";
    if (!fs::exists(file)) return json::object();
    return json::parse(read_file(file))["items"];
  }

  // Sources the completion script and completes `line` as bash would (the
  // words split at spaces and colons, as COMP_WORDBREAKS does).
  std::vector<std::string> complete(const std::vector<std::string>& words,
                                    const std::string& line) const {
    const RunResult script = sandbox.run({"completions", "bash"});
    EXPECT_EQ(script.exit_code, 0) << script.err;
    write_file(sandbox / "mind.bash", script.out);
    std::string words_text;
    for (const auto& w : words) words_text += " '" + w + "'";
    write_file(sandbox / "drive.bash",
               "source '" + (sandbox / "mind.bash").string() + "'\nCOMP_WORDS=('" MIND_BINARY "'" +
                   words_text + ")\nCOMP_CWORD=" + std::to_string(words.size()) +
                   "\nCOMP_LINE='mind " + line + "'\nCOMP_POINT=${#COMP_LINE}\n_mind\n" +
                   "printf '%s\\n' \"${COMPREPLY[@]}\"\n");
    const std::string command = "env -i PATH=/usr/bin:/bin HOME='" + sandbox.home().string() +
                                "' MIND_HOME='" + sandbox.mind_home().string() + "' CLAUDE_HOME='" +
                                sandbox.lobe().string() + "' bash '" +
                                (sandbox / "drive.bash").string() + "'";
    std::vector<std::string> offered;
    FILE* pipe = ::popen(command.c_str(), "r");
    char buf[4096];
    std::string out;
    while (pipe && fgets(buf, sizeof buf, pipe)) out += buf;
    if (pipe) ::pclose(pipe);
    for (std::size_t from = 0; from < out.size();) {
      const auto nl = out.find('\n', from);
      if (nl > from) offered.push_back(out.substr(from, nl - from));
      from = nl + 1;
    }
    return offered;
  }

  Sandbox sandbox;
  GitRepo repo{sandbox / "skills"};
  json plugins = json::array();
};

bool has(const std::vector<std::string>& list, const std::string& word) {
  return std::find(list.begin(), list.end(), word) != list.end();
}

// spec: CLI-183 (a usage error exits 2, in plain text)
TEST_F(CommandLine, AMistypedVerbOrFlagNamesTheClosest) {
  RunResult r = sandbox.run({"meldd", "foo"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("unknown command 'meldd'; did you mean 'meld'?"), std::string::npos)
      << r.err;
  r = sandbox.run({"learn", "--dry-runn", "pdf"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("did you mean '--dry-run'?"), std::string::npos) << r.err;
  r = sandbox.run({"help", "lern"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("did you mean 'learn'?"), std::string::npos) << r.err;
}

// spec: CLI-3
TEST_F(CommandLine, AMistypedItemNamesTheClosestItem) {
  meld();
  const RunResult r = sandbox.run({"learn", "pfd"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("no item matches 'pfd'; did you mean 'document-skills:pdf'?"),
            std::string::npos)
      << r.err;
  EXPECT_TRUE(manifest_items().empty());
}

// spec: CLI-1
// spec: CLI-40
TEST_F(CommandLine, ABareNameNamingOneItemResolvesAcrossPrefixes) {
  meld();
  RunResult r = sandbox.run({"learn", "pdf", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(manifest_items().contains("skill:document-skills:pdf")) << manifest_items();
  EXPECT_EQ(manifest_items().size(), 1U);
  r = sandbox.run({"recall", "pdf", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["effective_name"], "document-skills:pdf") << r.out;
  r = sandbox.run({"forget", "pdf"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(manifest_items().empty());
}

// spec: CLI-3 (several matches are listed; nothing is installed)
TEST_F(CommandLine, ABareNameNamingSeveralItemsListsThemAndInstallsNothing) {
  add_plugin("other-skills", {"pdf"});
  commit_market();
  meld();
  const RunResult r = sandbox.run({"learn", "pdf"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("skill:document-skills:pdf"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("skill:other-skills:pdf"), std::string::npos) << r.err;
  EXPECT_TRUE(manifest_items().empty());
}

TEST_F(CommandLine, HelpOfAVerbIsItsHelpWithGlobalFlagsAndExamples) {
  const RunResult help = sandbox.run({"help", "learn"});
  const RunResult flag = sandbox.run({"learn", "--help"});
  ASSERT_EQ(help.exit_code, 0) << help.err;
  EXPECT_EQ(help.out, flag.out);
  EXPECT_NE(help.out.find("--json"), std::string::npos);
  EXPECT_NE(help.out.find("--max-metadata-size"), std::string::npos);
  EXPECT_NE(help.out.find("Examples:\n  mind learn pdf"), std::string::npos) << help.out;
  const RunResult top = sandbox.run({"help"});
  EXPECT_EQ(top.exit_code, 0);
  EXPECT_NE(top.out.find("completions"), std::string::npos);
  const RunResult pages = sandbox.run({"__man", sandbox.home().string()});
  ASSERT_EQ(pages.exit_code, 0) << pages.err;
  for (const char* page : {"mind.1", "mind-learn.1", "mind-completions.1", "mind-help.1"}) {
    EXPECT_EQ(read_file(sandbox / page).rfind(".TH ", 0), 0U) << page;
  }
  // Every verb's page, whatever verbs exist, ends with examples.
  int verb_pages = 0;
  for (const auto& entry : std::filesystem::directory_iterator(sandbox.home())) {
    const std::string file = entry.path().filename().string();
    if (!file.starts_with("mind-") || !file.ends_with(".1")) continue;
    ++verb_pages;
    EXPECT_NE(read_file(entry.path()).find(".SH EXAMPLES"), std::string::npos) << file;
  }
  EXPECT_GE(verb_pages, 15);
  const RunResult version = sandbox.run({"--version"});
  EXPECT_EQ(version.out.rfind("mind 0.", 0), 0U) << version.out;
}

// The subcommands a help page lists (the first word of each line under
// "Subcommands:").
std::vector<std::string> listed_subcommands(const std::string& help) {
  std::vector<std::string> out;
  const std::size_t at = help.find("Subcommands:\n");
  if (at == std::string::npos) return out;
  std::istringstream lines(help.substr(at + 13));
  for (std::string line; std::getline(lines, line) && !line.empty();) {
    std::istringstream words(line);
    std::string word;
    words >> word;
    if (word.ends_with(",")) word.pop_back();
    if (!word.empty()) out.push_back(word);
  }
  return out;
}

// Issue 46: help is for users: no spec ID (`LNK-21`, `NS-54`) and no
// identifier from the code, on any verb's or sub-verb's page.
TEST_F(CommandLine, NoHelpPageNamesASpecIdOrAnInternalName) {
  const std::regex leak(R"(\b[A-Z]{2,5}-[0-9]+\b|[a-z]+::[a-z_]+|\b[a-z]+_[a-z_]+\()");
  std::vector<std::vector<std::string>> pages{{}};
  int read = 0;
  while (!pages.empty()) {
    std::vector<std::string> args = pages.back();
    pages.pop_back();
    args.push_back("--help");
    const RunResult help = sandbox.run(args);
    ASSERT_EQ(help.exit_code, 0) << ::testing::PrintToString(args) << help.err;
    ++read;
    std::smatch m;
    EXPECT_FALSE(std::regex_search(help.out, m, leak))
        << ::testing::PrintToString(args) << ": " << m.str();
    args.pop_back();
    for (const std::string& sub : listed_subcommands(help.out)) {
      if (sub == "help") continue;
      std::vector<std::string> deeper = args;
      deeper.push_back(sub);
      pages.push_back(std::move(deeper));
    }
  }
  EXPECT_GE(read, 25);  // every verb and the sub-verbs of config, hooks, ...
}

TEST_F(CommandLine, TheBashCompletionParsesAndCompletesVerbsAndItems) {
  const RunResult script = sandbox.run({"completions", "bash"});
  ASSERT_EQ(script.exit_code, 0);
  write_file(sandbox / "syntax.bash", script.out);
  EXPECT_EQ(std::system(("bash -n '" + (sandbox / "syntax.bash").string() + "'").c_str()), 0);
  EXPECT_EQ(complete({"le"}, "le"), (std::vector<std::string>{"learn"}));
  meld();
  const std::vector<std::string> items = complete({"learn", "doc"}, "learn doc");
  EXPECT_TRUE(has(items, "document-skills:pdf")) << ::testing::PrintToString(items);
  EXPECT_TRUE(has(items, "document-skills:docx"));
  EXPECT_FALSE(has(items, "example-skills:xlsx"));
  // bash splits at the colon: only what follows it is offered
  EXPECT_EQ(complete({"learn", "document-skills", ":", "p"}, "learn document-skills:p"),
            (std::vector<std::string>{"pdf"}));
  EXPECT_TRUE(has(complete({"learn", "--dr"}, "learn --dr"), "--dry-run"));
  const RunResult sources = sandbox.run({"__complete", "sources"});
  EXPECT_FALSE(sources.out.empty());
}

// The color gate: design decision 7 (departs from CLI-154 on an empty NO_COLOR).
// spec: CLI-151
TEST_F(CommandLine, ColorOnlyOnATerminalWithoutNoColorOrADumbTerm) {
  meld();
  ASSERT_EQ(sandbox.run({"learn", "pdf"}).exit_code, 0);
  auto colored = [&](const std::map<std::string, std::string>& env) {
    const RunResult r = sandbox.run_on_terminal({"recall"}, env);
    EXPECT_EQ(r.exit_code, 0) << r.out;
    return r.out.find("\x1b[") != std::string::npos;
  };
  EXPECT_TRUE(colored({{"TERM", "xterm"}}));
  EXPECT_TRUE(colored({{"TERM", "xterm"}, {"NO_COLOR", ""}}));
  EXPECT_FALSE(colored({{"TERM", "xterm"}, {"NO_COLOR", "1"}}));
  EXPECT_FALSE(colored({{"TERM", "dumb"}}));
  const RunResult piped = sandbox.run({"recall"}, {{"TERM", "xterm"}});
  EXPECT_EQ(piped.out.find("\x1b["), std::string::npos);
}

// Off a terminal the clone says what it did in whole lines, never a redrawn
// one (issue 35); under --json it says nothing.
TEST_F(CommandLine, AClonePrintsProgressLinesOffATerminalAndRedrawsOnlyOnOne) {
  const RunResult piped = sandbox.run({"meld", repo.url(), "--register-only"});
  ASSERT_EQ(piped.exit_code, 0) << piped.err;
  EXPECT_EQ(piped.err.find('\r'), std::string::npos) << piped.err;
  EXPECT_EQ(piped.err.find("\x1b["), std::string::npos) << piped.err;
  EXPECT_NE(piped.err.find(": checked out "), std::string::npos) << piped.err;
  ASSERT_EQ(sandbox.run({"unmeld", "skills"}).exit_code, 0);
  const RunResult json = sandbox.run({"meld", repo.url(), "--register-only", "--json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_EQ(json.err.find("checked out"), std::string::npos) << json.err;
  ASSERT_EQ(sandbox.run({"unmeld", "skills"}).exit_code, 0);
  const RunResult tty = sandbox.run_on_terminal({"meld", repo.url(), "--register-only"});
  ASSERT_EQ(tty.exit_code, 0) << tty.out;
  EXPECT_NE(tty.out.find("checked out"), std::string::npos) << tty.out;
}

// spec: CLI-82 (aligned columns; the last one cut to the terminal, never in JSON)
TEST_F(CommandLine, ALongDescriptionIsCutToTheTerminalWidthButNotInJson) {
  const std::string long_description(1200, 'd');
  write_file(repo.dir() / "plugins/long/.claude-plugin/plugin.json",
             json{{"name", "long"}, {"version", "1.0.0"}}.dump());
  write_file(repo.dir() / "plugins/long/skills/wordy/SKILL.md",
             "---\nname: wordy\ndescription: " + long_description + "\n---\nbody\n");
  plugins.push_back({{"name", "long"}, {"source", "./plugins/long"}});
  commit_market();
  meld();
  // On a terminal `probe` is the browser (issue 29): the listing is --no-tui.
  const RunResult tty = sandbox.run_on_terminal({"probe", "--no-tui"}, {{"TERM", "xterm"}});
  ASSERT_EQ(tty.exit_code, 0) << tty.out;
  const auto at = tty.out.find("long:wordy");
  ASSERT_NE(at, std::string::npos) << tty.out;
  const std::string line = tty.out.substr(tty.out.rfind('\n', at) + 1,
                                          tty.out.find('\n', at) - tty.out.rfind('\n', at) - 1);
  EXPECT_NE(line.find("dd\u2026"), std::string::npos) << line;
  EXPECT_LE(line.size(), 100U + 3U);  // 100 columns; the ellipsis is 3 bytes, and a CR
  const RunResult doc = sandbox.run({"probe", "--json"});
  EXPECT_NE(doc.out.find(long_description), std::string::npos);
}

// spec: CLI-20
TEST_F(CommandLine, UnmeldSyncAndRecallTakeTheLocationASourceWasMeldedFrom) {
  meld();
  ASSERT_EQ(sandbox.run({"sync", repo.url()}).exit_code, 0);
  RunResult listed = sandbox.run({"recall", "--source", repo.dir().string(), "--json"});
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_EQ(json::parse(listed.out)["items"].size(), 1U) << listed.out;
  listed = sandbox.run({"probe", "--source", repo.url(), "--json"});
  EXPECT_NE(listed.out.find("document-skills:pdf"), std::string::npos) << listed.out;
  const RunResult r = sandbox.run({"unmeld", repo.url() + "/"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(sandbox.run({"recall", "--sources", "--json"}).out.find("skills"), std::string::npos);
}

}  // namespace
}  // namespace mind::e2e
