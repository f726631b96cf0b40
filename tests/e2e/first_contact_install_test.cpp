// End-to-end, issue 43 (install side), on fixtures of the shapes found in
// public repositories nobody had tuned mind for:
// - a skill holding `CLAUDE.md -> AGENTS.md` (supabase/agent-skills): a link
//   inside the item that resolves inside it installs, as the same link, and
//   stays clean for review, recall and introspect (no drift);
// - a link that leaves its item is refused by meld with the file named, the
//   reason and a hint that works, and review reports it in the same words;
// - Copilot's `agents/<n>.agent.md` (github/awesome-copilot) is the agent
//   `<n>`, linked under a plain file name whatever its frontmatter `name`;
// - a lobe added after items are installed gets each in its agent's form, and
//   `introspect --fix` replaces a link in the wrong form (design decision 15).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

bool is_link(const fs::path& p) { return fs::is_symlink(fs::symlink_status(p)); }
bool absent(const fs::path& p) { return !fs::exists(fs::symlink_status(p)); }
bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

json doc_of(const RunResult& r) {
  json doc = json::parse(r.out, nullptr, false);
  EXPECT_FALSE(doc.is_discarded()) << r.out << r.err;
  return doc;
}

json manifest_of(const Sandbox& s) {
  return json::parse(read_file(s.mind_home() / "manifest.json"));
}

std::string skill_md(const std::string& name) {
  return "---\nname: " + name + "\ndescription: the " + name + " skill\n---\nRead AGENTS.md.\n";
}

// The supabase shape: CLAUDE.md -> AGENTS.md beside SKILL.md, plus a nested
// link of two hops (`refs/guide.md -> ../CLAUDE.md`) and a folder link.
void commit_linked_skill(GitRepo& repo) {
  const fs::path dir = repo.dir() / "skills/supa";
  write_file(dir / "SKILL.md", skill_md("supa"));
  write_file(dir / "AGENTS.md", "Use row level security.\n");
  write_file(dir / "refs/notes.md", "notes\n");
  fs::create_symlink("AGENTS.md", dir / "CLAUDE.md");
  fs::create_symlink("../CLAUDE.md", dir / "refs/guide.md");
  fs::create_symlink("refs", dir / "docs");
  repo.commit_file("README.md", "a source\n");
}

// spec: LIFE-42 (amended by issue 43: a link resolving inside the item installs)
// spec: LIFE-34 (the link is hashed as its target text: a fresh install is not drift)
TEST(FirstContactInstall, ALinkInsideTheItemInstallsAsTheSameLinkAndStaysClean) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  commit_linked_skill(repo);

  RunResult review = sandbox.run({"review", repo.dir().string(), "--json"});
  EXPECT_EQ(review.exit_code, 0) << review.out << review.err;
  EXPECT_FALSE(has(review.out, "install-refused")) << review.out;

  RunResult meld = sandbox.run({"meld", repo.url(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const fs::path store = sandbox.mind_home() / "store/skill/supa";
  ASSERT_TRUE(is_link(store / "CLAUDE.md"));
  EXPECT_EQ(fs::read_symlink(store / "CLAUDE.md"), "AGENTS.md");  // relative, inside the copy
  EXPECT_EQ(fs::read_symlink(store / "refs/guide.md"), "../CLAUDE.md");
  EXPECT_EQ(fs::read_symlink(store / "docs"), "refs");
  // Read through the lobe as the agent reads it: the links resolve in the store.
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/supa/CLAUDE.md"), "Use row level security.\n");
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/supa/refs/guide.md"), "Use row level security.\n");
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/supa/docs/notes.md"), "notes\n");

  RunResult recall = sandbox.run({"recall", "skill:supa", "--json"});
  EXPECT_EQ(recall.exit_code, 0) << recall.err;
  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(clean)["issues"].size(), 0u) << clean.out;  // no drift, no broken link
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  RunResult synced = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(synced)["issues"].size(), 0u) << synced.out;

  // A changed link target upstream is drift, as any content change is (LIFE-34).
  fs::remove(repo.dir() / "skills/supa/CLAUDE.md");
  fs::create_symlink("refs/notes.md", repo.dir() / "skills/supa/CLAUDE.md");
  repo.commit_file("README.md", "a source, again\n");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  RunResult drifted = sandbox.run({"introspect", "--json"});
  ASSERT_EQ(doc_of(drifted)["issues"].size(), 1u) << drifted.out;
  EXPECT_EQ(doc_of(drifted)["issues"][0]["kind"], "drifted");
}

// spec: LIFE-42 (a link leaving the item stays refused, naming the file)
// spec: CLI-131 (review reports what install would refuse)
TEST(FirstContactInstall, ALinkLeavingTheItemIsRefusedByMeldAndReviewInTheSameWords) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  write_file(repo.dir() / "skills/fine/SKILL.md", skill_md("fine"));
  write_file(repo.dir() / "skills/leaky/SKILL.md", skill_md("leaky"));
  write_file(repo.dir() / "shared.md", "outside the item\n");
  fs::create_symlink("../../shared.md", repo.dir() / "skills/leaky/shared.md");
  repo.commit_file("README.md", "a source\n");

  const std::string reason = "it is a symlink to '../../shared.md', which leads out of the item";
  RunResult review = sandbox.run({"review", repo.dir().string(), "--json"});
  EXPECT_NE(review.exit_code, 0) << review.out;
  EXPECT_TRUE(has(review.out, "install-refused")) << review.out;
  EXPECT_TRUE(has(review.out, "skills/leaky/shared.md")) << review.out;
  EXPECT_TRUE(has(review.out, reason)) << review.out;
  EXPECT_TRUE(has(review.out, "--register-only")) << review.out;  // the same hint
  RunResult text = sandbox.run({"review", repo.dir().string()});
  EXPECT_TRUE(has(text.out + text.err, reason)) << text.out << text.err;

  for (const bool force : {false, true}) {
    const Sandbox fresh;
    std::vector<std::string> args{"meld", repo.url(), "--yes"};
    if (force) args.emplace_back("--force");
    RunResult meld = fresh.run(args);
    EXPECT_NE(meld.exit_code, 0) << meld.err;
    EXPECT_TRUE(has(meld.err, "skills/leaky/shared.md")) << meld.err;
    EXPECT_TRUE(has(meld.err, reason)) << meld.err;
    EXPECT_TRUE(has(meld.err, "--register-only")) << meld.err;
    EXPECT_FALSE(has(meld.err, "that you may read and write it")) << meld.err;  // not io's remedy
    EXPECT_TRUE(absent(fresh.lobe() / "skills/leaky"));
  }
  // The hint works: register the source, learn the item that installs.
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  RunResult learn = sandbox.run({"learn", "skill:fine"});
  EXPECT_EQ(learn.exit_code, 0) << learn.err;
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/fine/SKILL.md"));
}

std::string copilot_agent(const std::string& name) {
  return "---\nname: '" + name + "'\ndescription: an agent\n---\nYou help.\n";
}

// spec: DSC-11 (the bare name is the file stem; Copilot's `.agent` is not part of it)
// spec: NS-40 (the link is bare, under a name the harness reads)
TEST(FirstContactInstall, CopilotAgentMdIsNamedByItsStemAndLinksUnderAPlainFileName) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  write_file(repo.dir() / "agents/CSharpExpert.agent.md", copilot_agent("C# Expert"));
  write_file(repo.dir() / "agents/se-architect.agent.md", copilot_agent("SE: Architect"));
  write_file(repo.dir() / "agents/dotnet-upgrade.agent.md", copilot_agent(".NET Upgrade"));
  write_file(repo.dir() / "agents/plain.agent.md", copilot_agent("plain-helper"));
  repo.commit_file("agents/claude.md", copilot_agent("claude-style"));
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);

  RunResult learn = sandbox.run({"learn", "agent:CSharpExpert"});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  RunResult rest = sandbox.run(
      {"learn", "agent:se-architect", "agent:dotnet-upgrade", "agent:plain", "agent:claude"});
  ASSERT_EQ(rest.exit_code, 0) << rest.err;
  const json items = manifest_of(sandbox)["items"];
  for (const char* key : {"agent:CSharpExpert", "agent:se-architect", "agent:dotnet-upgrade",
                          "agent:plain", "agent:claude"}) {
    EXPECT_TRUE(items.contains(key)) << key << "\n" << items.dump();
  }
  const fs::path agents = sandbox.lobe() / "agents";
  EXPECT_TRUE(is_link(agents / "CSharpExpert.md"));
  EXPECT_TRUE(is_link(agents / "se-architect.md"));
  EXPECT_TRUE(is_link(agents / "dotnet-upgrade.md"));
  EXPECT_TRUE(is_link(agents / "plain-helper.md"));  // a plain frontmatter name is kept
  EXPECT_TRUE(is_link(agents / "claude-style.md"));
  for (const auto& entry : fs::directory_iterator(agents)) {
    const std::string name = entry.path().filename().string();
    EXPECT_NE(name.front(), '.') << name;  // never a hidden file
    EXPECT_EQ(name.find_first_of(" #:"), std::string::npos) << name;
  }
  EXPECT_EQ(read_file(agents / "CSharpExpert.md"), copilot_agent("C# Expert"));

  // Copilot's own form: the same items as `<n>.agent.md`.
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "github-copilot"}).exit_code, 0);
  EXPECT_TRUE(is_link(sandbox / ".copilot/agents/CSharpExpert.agent.md"));
  EXPECT_TRUE(is_link(sandbox / ".copilot/agents/plain-helper.agent.md"));
  EXPECT_TRUE(absent(sandbox / ".copilot/agents/CSharpExpert.md"));
  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(clean)["issues"].size(), 0u) << clean.out;
}

constexpr const char* kCommand = "---\ndescription: Say hi.\n---\nSay hi to $ARGUMENTS.\n";
constexpr const char* kAgent = "---\nname: helper\ndescription: Helps.\n---\nYou help.\n";

// spec: HARN-7 (backfill links every installed item the new lobe admits)
// spec: HARN-4 (in the agent's own form, design decision 15, at any order)
TEST(FirstContactInstall, ALobeAddedAfterInstallGetsEveryItemInItsAgentsForm) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  write_file(repo.dir() / "commands/hi.md", kCommand);
  repo.commit_file("agents/helper.md", kAgent);
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--yes"}).exit_code, 0);
  ASSERT_TRUE(is_link(sandbox.lobe() / "commands/hi.md"));

  RunResult gemini = sandbox.run({"config", "lobes", "add", "--preset", "gemini-cli"});
  ASSERT_EQ(gemini.exit_code, 0) << gemini.err;
  const fs::path toml = sandbox / ".gemini/commands/hi.toml";
  ASSERT_TRUE(is_link(toml));
  EXPECT_TRUE(has(read_file(toml), "prompt = \"\"\"\nSay hi to {{args}}.\n")) << read_file(toml);
  EXPECT_TRUE(absent(sandbox / ".gemini/commands/hi.md"));

  RunResult copilot = sandbox.run({"config", "lobes", "add", "--preset", "github-copilot"});
  ASSERT_EQ(copilot.exit_code, 0) << copilot.err;
  EXPECT_TRUE(is_link(sandbox / ".copilot/agents/helper.agent.md"));
  EXPECT_TRUE(absent(sandbox / ".copilot/agents/helper.md"));

  RunResult opencode = sandbox.run({"config", "lobes", "add", "--preset", "opencode"});
  ASSERT_EQ(opencode.exit_code, 0) << opencode.err;
  const fs::path oc = sandbox / ".config/opencode/agents/helper.md";
  ASSERT_TRUE(is_link(oc));
  EXPECT_TRUE(fs::read_symlink(oc).string().ends_with(".opencode.md")) << fs::read_symlink(oc);

  const json item = manifest_of(sandbox)["items"]["command:hi"];
  EXPECT_EQ(item["forms"], json::array({"store/command/hi.gemini.toml"}));
  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(clean)["issues"].size(), 0u) << clean.out;
}

// spec: CLI-91 (--fix repairs without changing a version)
// spec: HARN-8 (the lobe gets its link, in its form)
TEST(FirstContactInstall, IntrospectFixReplacesALinkInTheWrongForm) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  repo.commit_file("commands/hi.md", kCommand);
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--yes"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "gemini-cli"}).exit_code, 0);
  // What an earlier mind left: a markdown command in the Gemini lobe, recorded.
  const fs::path toml = sandbox / ".gemini/commands/hi.toml";
  const fs::path md = sandbox / ".gemini/commands/hi.md";
  fs::remove(toml);
  fs::create_symlink(sandbox.mind_home() / "store/command/hi", md);
  json manifest = manifest_of(sandbox);
  for (auto& link : manifest["items"]["command:hi"]["links"]) {
    if (link == toml.string()) link = md.string();
  }
  write_file(sandbox.mind_home() / "manifest.json", manifest.dump(2));

  RunResult found = sandbox.run({"introspect", "--json"});
  bool wrong = false;
  const json found_doc = doc_of(found);  // held: the loop reads into it
  for (const json& issue : found_doc["issues"]) wrong = wrong || issue["kind"] == "wrong-form-link";
  EXPECT_TRUE(wrong) << found.out;
  RunResult fix = sandbox.run({"introspect", "--fix"});
  ASSERT_EQ(fix.exit_code, 0) << fix.err;
  EXPECT_TRUE(absent(md));
  ASSERT_TRUE(is_link(toml));
  EXPECT_TRUE(has(read_file(toml), "Say hi to {{args}}."));
  const json links = manifest_of(sandbox)["items"]["command:hi"]["links"];
  EXPECT_NE(std::find(links.begin(), links.end(), toml.string()), links.end()) << links;
  EXPECT_EQ(std::find(links.begin(), links.end(), md.string()), links.end()) << links;
  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(clean)["issues"].size(), 0u) << clean.out;
}

}  // namespace
}  // namespace mind::e2e
