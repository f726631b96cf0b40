// End-to-end: a preset for every agent in the `skills` agent table, each
// linking a melded source's skill where that agent reads it, globally and in a
// project; shared folders are one lobe; detection and MIND_DETECT_HOME.

#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/skills_agent_table.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using nlohmann::json;

json doc_of(const RunResult& r) {
  json doc = json::parse(r.out, nullptr, false);
  EXPECT_FALSE(doc.is_discarded()) << "stdout is not one JSON document:\n" << r.out << r.err;
  return doc;
}

bool is_link(const fs::path& p) { return fs::is_symlink(fs::symlink_status(p)); }

// Where mind departs from the `skills` table because another source decides
// (docs/agents.md): `universal` keeps Reference A's ~/.agents (HARN-4), the
// alias Gemini CLI, OpenCode, Copilot and Codex document; Droid reads a
// project's .factory/skills (Factory's docs), not .agents/skills; Gemini CLI,
// OpenCode and Copilot get their own project folder, which holds their other
// kinds too (their docs, and their clients run offline list its skills).
const std::map<std::string_view, std::string_view> kDepartures = {
    {"universal", "~/.agents/skills"}};
const std::map<std::string_view, std::string_view> kProjectDepartures = {
    {"droid", ".factory/skills"},
    {"gemini-cli", ".gemini/skills"},
    {"opencode", ".opencode/skills"},
    {"github-copilot", ".github/skills"}};

std::string project_of(const SkillsTableRow& row) {
  auto d = kProjectDepartures.find(row.agent);
  return std::string(d != kProjectDepartures.end() ? d->second : row.project_skills);
}

// `~/x` or `$XDG_CONFIG_HOME/x` under the sandbox home (XDG_CONFIG_HOME unset there).
fs::path spelled_under(const fs::path& home, std::string_view spelled) {
  const std::string s(spelled);
  if (s.rfind("~/", 0) == 0) return home / s.substr(2);
  const std::string xdg = "$XDG_CONFIG_HOME/";
  if (s.rfind(xdg, 0) == 0) return home / ".config" / s.substr(xdg.size());
  ADD_FAILURE() << "unexpected spelling " << s;
  return {};
}

std::string global_of(const SkillsTableRow& row) {
  auto d = kDepartures.find(row.agent);
  return std::string(d != kDepartures.end() ? d->second : row.global_skills);
}

class Presets : public ::testing::Test {
 protected:
  void SetUp() override {
    source = sandbox.copy_example("starter");
    ASSERT_EQ(sandbox.run({"meld", source.string(), "--register-only"}).exit_code, 0);
  }
  Sandbox sandbox;
  fs::path source;
};

// spec: HARN-4
TEST(PresetTable, OnePresetForEveryAgentInTheSkillsTableWithItsFolders) {
  Sandbox sandbox;
  RunResult r = sandbox.run({"config", "lobes", "presets", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = doc_of(r);
  EXPECT_EQ(doc["action"], "lobe-presets");
  std::map<std::string, json> by_name;
  for (const json& p : doc["presets"]) by_name[p["name"].get<std::string>()] = p;
  EXPECT_EQ(by_name.size(), std::size(kSkillsAgentTable));
  for (const SkillsTableRow& row : kSkillsAgentTable) {
    SCOPED_TRACE(std::string(row.agent));
    ASSERT_TRUE(by_name.count(std::string(row.agent)));
    const json& p = by_name[std::string(row.agent)];
    const std::string global = global_of(row);
    if (global.empty()) {
      EXPECT_TRUE(p["global"].is_null());
    } else {
      EXPECT_EQ(p["global"].get<std::string>() + "/skills", global);
    }
    const std::string project = project_of(row);
    const std::string listed = p["project"].get<std::string>();
    EXPECT_EQ(project == "skills" ? listed : listed + "/skills",
              project == "skills" ? "<project>" : "<project>/" + project);
    EXPECT_FALSE(p["installed"].get<bool>());  // an empty home: no agent looks installed
    EXPECT_FALSE(p["project_source"].get<std::string>().empty());
  }
}

// spec: HARN-4
TEST(PresetTable, CompletionsHelpAndTheManPageNameEveryPreset) {
  Sandbox sandbox;
  const fs::path pages = sandbox / "man";
  fs::create_directories(pages);
  ASSERT_EQ(sandbox.run({"__man", pages.string()}).exit_code, 0);
  const std::string man = read_file(pages / "mind-config.1");
  const std::string help = sandbox.run({"help", "config"}).out;
  for (const char* shell : {"bash", "zsh", "fish"}) {
    const RunResult script = sandbox.run({"completions", shell});
    ASSERT_EQ(script.exit_code, 0) << script.err;
    for (const SkillsTableRow& row : kSkillsAgentTable) {
      const std::string name(row.agent);  // a whole word of the quoted preset list
      const bool named = script.out.find(" " + name + " ") != std::string::npos ||
                         script.out.find("'" + name + " ") != std::string::npos ||
                         script.out.find(" " + name + "'") != std::string::npos;
      EXPECT_TRUE(named) << shell << ": " << name;
    }
  }
  for (const SkillsTableRow& row : kSkillsAgentTable) {
    // roff spells a hyphen `\-`
    std::string roffed;
    for (char c : row.agent) roffed += c == '-' ? std::string("\\-") : std::string(1, c);
    EXPECT_NE(man.find(".B " + roffed + "\n"), std::string::npos) << row.agent;
  }
  EXPECT_NE(help.find("mind config lobes presets"), std::string::npos) << help;
  EXPECT_NE(help.find("--preset gemini-cli"), std::string::npos) << help;
}

// spec: HARN-4
// spec: HARN-11
// spec: HARN-7
// spec: CLI-198
TEST_F(Presets, EveryPresetLinksTheSkillWhereTheTableSaysGloballyAndInAProject) {
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  for (const SkillsTableRow& row : kSkillsAgentTable) {
    SCOPED_TRACE(std::string(row.agent));
    const std::string global = global_of(row);
    if (!global.empty()) {
      RunResult add = sandbox.run({"config", "lobes", "add", "--preset", std::string(row.agent)});
      ASSERT_EQ(add.exit_code, 0) << add.err;
      EXPECT_TRUE(is_link(spelled_under(sandbox.home(), global) / "code-review")) << add.out;
    }
    const fs::path project = sandbox / ("proj-" + std::string(row.agent));
    fs::create_directories(project);
    RunResult add = sandbox.run({"config", "lobes", "add", "--project", project.string(),
                                 "--preset", std::string(row.agent)});
    ASSERT_EQ(add.exit_code, 0) << add.err;
    EXPECT_TRUE(is_link(project / project_of(row) / "code-review")) << add.out;
    // link-project gives the same folder for the agent
    const fs::path other = sandbox / ("other-" + std::string(row.agent));
    fs::create_directories(other);
    RunResult lp =
        sandbox.run({"link-project", other.string(), "--preset", std::string(row.agent)});
    ASSERT_EQ(lp.exit_code, 0) << lp.err;
    EXPECT_TRUE(is_link(other / project_of(row) / "code-review"));
  }
}

// spec: HARN-4
// spec: CLI-112
// spec: HARN-9
TEST_F(Presets, AgentsThatReadOneSharedFolderAreOneLobe) {
  RunResult codex = sandbox.run({"config", "lobes", "add", "--preset", "codex", "--json"});
  ASSERT_EQ(codex.exit_code, 0) << codex.err;
  EXPECT_EQ(doc_of(codex)["outcome"], "added");
  EXPECT_EQ(doc_of(codex)["target"], (sandbox / ".agents").string());
  for (const char* other : {"cline", "warp", "universal"}) {
    RunResult again = sandbox.run({"config", "lobes", "add", "--preset", other});
    ASSERT_EQ(again.exit_code, 0) << again.err;
    EXPECT_NE(
        again.err.find(std::string(other) + " reads " + (sandbox / ".agents").string() +
                       "/skills, already served by the lobe " + (sandbox / ".agents").string()),
        std::string::npos)
        << again.err;
  }
  RunResult list = sandbox.run({"config", "lobes", "list", "--json"});
  const json lobes = doc_of(list)["lobes"];
  ASSERT_EQ(lobes.size(), 2u);  // the default lobe (kept first) and ~/.agents, once
  EXPECT_EQ(lobes[0]["resolved"], sandbox.lobe().string());
  EXPECT_EQ(lobes[1]["resolved"], (sandbox / ".agents").string());
  // Claude Code's folder is the default lobe already
  RunResult claude = sandbox.run({"config", "lobes", "add", "--preset", "claude-code"});
  EXPECT_NE(claude.err.find("already served by the lobe " + sandbox.lobe().string()),
            std::string::npos)
      << claude.err;
}

// spec: HARN-4
TEST_F(Presets, GeminiLinksWhereGeminiCliReadsNotUnderConfig) {
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  RunResult add = sandbox.run({"config", "lobes", "add", "--preset", "gemini", "--json"});
  ASSERT_EQ(add.exit_code, 0) << add.err;
  EXPECT_EQ(doc_of(add)["target"], (sandbox / ".gemini").string());
  EXPECT_TRUE(is_link(sandbox / ".gemini/skills/code-review"));
  EXPECT_FALSE(fs::exists(sandbox / ".gemini/config"));
}

std::vector<std::string> entries_under(const fs::path& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::end(it);
       it.increment(ec)) {
    out.push_back(it->path().string());
  }
  return out;
}

// spec: HARN-5
// spec: HARN-7
TEST_F(Presets, DetectWithMindDetectHomeWritesNothingUnderHome) {
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  const fs::path real_home = sandbox / "real-home";
  const fs::path dh = sandbox / "detect-home";
  fs::create_directories(real_home);
  for (const char* d : {".gemini", ".cursor", ".config/opencode", ".codex", ".cline", ".roo"}) {
    fs::create_directories(dh / d);
  }
  // An agent's own home variable belongs to the real home: under
  // MIND_DETECT_HOME it is neither read nor written.
  const fs::path vars = sandbox / "agent-vars";
  fs::create_directories(vars / "claude");
  fs::create_directories(vars / "copilot");
  const std::map<std::string, std::string> env = {{"HOME", real_home.string()},
                                                  {"MIND_DETECT_HOME", dh.string()},
                                                  {"CLAUDE_CONFIG_DIR", (vars / "claude").string()},
                                                  {"COPILOT_HOME", (vars / "copilot").string()}};
  RunResult listing = sandbox.run({"config", "lobes", "presets", "--json"}, env);
  ASSERT_EQ(listing.exit_code, 0) << listing.err;
  std::set<std::string> installed;
  const json listed = doc_of(listing);
  for (const json& p : listed["presets"]) {
    if (p["installed"].get<bool>()) installed.insert(p["name"].get<std::string>());
  }
  EXPECT_EQ(installed,
            (std::set<std::string>{"cline", "codex", "cursor", "gemini-cli", "opencode", "roo"}));
  RunResult dry = sandbox.run({"config", "lobes", "detect", "--json"}, env);
  ASSERT_EQ(dry.exit_code, 0) << dry.err;
  EXPECT_EQ(doc_of(dry)["detected"].size(), 6u);
  EXPECT_EQ(doc_of(dry)["added"], false);
  RunResult yes = sandbox.run({"config", "lobes", "detect", "--yes", "--json"}, env);
  ASSERT_EQ(yes.exit_code, 0) << yes.err;
  EXPECT_EQ(doc_of(yes)["added"], true);
  EXPECT_TRUE(is_link(dh / ".gemini/skills/code-review"));
  EXPECT_TRUE(is_link(dh / ".cursor/skills/code-review"));
  EXPECT_TRUE(is_link(dh / ".config/opencode/skills/code-review"));
  EXPECT_TRUE(is_link(dh / ".agents/skills/code-review"));  // codex and cline: one lobe
  EXPECT_TRUE(is_link(dh / ".roo/skills/code-review"));
  EXPECT_EQ(entries_under(real_home), std::vector<std::string>{});  // nothing under $HOME
  EXPECT_EQ(entries_under(vars / "claude"), std::vector<std::string>{});
  EXPECT_EQ(entries_under(vars / "copilot"), std::vector<std::string>{});
  RunResult list = sandbox.run({"config", "lobes", "list", "--json"}, env);
  EXPECT_EQ(doc_of(list)["lobes"].size(), 6u);  // the default lobe and five, ~/.agents once
}

// spec: HARN-5
// spec: HARN-4
TEST_F(Presets, AnAgentsOwnHomeVariableMovesWhereItIsDetectedAndLinked) {
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  const fs::path claude = sandbox / "alt/claude";    // CLAUDE_CONFIG_DIR: Claude Code's ~/.claude
  const fs::path copilot = sandbox / "alt/copilot";  // COPILOT_HOME: Copilot CLI's ~/.copilot
  const fs::path gemini_root = sandbox / "alt/gemini";  // GEMINI_CLI_HOME: holds .gemini
  for (const fs::path& d : {claude, copilot, gemini_root / ".gemini"}) fs::create_directories(d);
  const std::map<std::string, std::string> env = {{"CLAUDE_CONFIG_DIR", claude.string()},
                                                  {"COPILOT_HOME", copilot.string()},
                                                  {"GEMINI_CLI_HOME", gemini_root.string()},
                                                  {"VIBE_HOME", (sandbox / "alt/vibe").string()}};
  RunResult listing = sandbox.run({"config", "lobes", "presets", "--json"}, env);
  ASSERT_EQ(listing.exit_code, 0) << listing.err;
  std::set<std::string> installed;
  const json presets = doc_of(listing)["presets"];  // named: a temporary's member would dangle
  for (const json& p : presets) {
    if (p["installed"].get<bool>()) installed.insert(p["name"].get<std::string>());
  }
  // ~/.claude (the default lobe) exists, but CLAUDE_CONFIG_DIR says where Claude Code lives.
  EXPECT_EQ(installed, (std::set<std::string>{"claude-code", "gemini-cli", "github-copilot"}));
  RunResult yes = sandbox.run({"config", "lobes", "detect", "--yes", "--json"}, env);
  ASSERT_EQ(yes.exit_code, 0) << yes.err;
  EXPECT_TRUE(is_link(claude / "skills/code-review"));
  EXPECT_TRUE(is_link(copilot / "skills/code-review"));
  EXPECT_TRUE(is_link(gemini_root / ".gemini/skills/code-review"));
  EXPECT_FALSE(fs::exists(sandbox / ".copilot"));
  EXPECT_FALSE(fs::exists(sandbox / ".gemini"));
  // `add --preset` reads them too.
  RunResult add =
      sandbox.run({"config", "lobes", "add", "--preset", "mistral-vibe", "--json"}, env);
  ASSERT_EQ(add.exit_code, 0) << add.err;
  EXPECT_EQ(doc_of(add)["target"], (sandbox / "alt/vibe").string());
  EXPECT_TRUE(is_link(sandbox / "alt/vibe/skills/code-review"));
}

}  // namespace
}  // namespace mind::e2e
