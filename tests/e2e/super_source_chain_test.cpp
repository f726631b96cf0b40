// End-to-end: a super-source of the reference's examples/super-source shape
// (issue 31), laid out as its README says: sibling git repositories next to
// the curator, melded with `meld . --yes` from inside the curator. Its own
// item under a declared prefix, a plain entry, a `namespace` + `install`
// entry, an `install-items` entry, and an adopted repo with no mind.toml,
// given a curator pin, roots and a hook. Two of the siblings ship a skill of
// the same name, as the reference's `explicit` and `tooling` do.

#include <gtest/gtest.h>

#include <set>

#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using nlohmann::json;

std::string skill_md(const std::string& name) {
  return "---\nname: " + name + "\ndescription: the " + name + " skill\n---\n" + name + "\n";
}

class SuperSourceChain : public ::testing::Test {
 protected:
  // `starter_root`: the adopted entry's curator root (the reference's is a
  // folder its starter does not have).
  void lay_out(const std::string& starter_root) {
    GitRepo explicit_repo(sandbox / "demo/explicit");
    explicit_repo.commit_file("components/scan/SKILL.md", skill_md("scan"));
    explicit_repo.commit_file("guidelines/style.md", "---\ndescription: style\n---\nstyle\n");
    explicit_repo.commit_file("mind.toml",
                              "[[items]]\nkind = \"skill\"\nname = \"scan\"\npath = "
                              "\"components/scan\"\n\n[[items]]\nkind = \"rule\"\nname = "
                              "\"style\"\npath = \"guidelines/style.md\"\n");
    GitRepo namespacing(sandbox / "demo/namespacing");
    namespacing.commit_file("skills/review/SKILL.md", skill_md("review"));
    namespacing.commit_file("agents/dev.md", "---\nname: dev\ndescription: dev\n---\ndev\n");
    namespacing.commit_file("rules/style.md", "---\ndescription: style\n---\nstyle\n");
    namespacing.commit_file("mind.toml", "[source]\ndescription = \"namespacing\"\n");
    GitRepo tooling(sandbox / "demo/tooling");
    tooling.commit_file("skills/scan/SKILL.md", skill_md("scan"));
    tooling.commit_file("tools/detect/TOOL.md", "---\ndescription: detect\n---\n");
    tooling.commit_file("tools/detect/detect", "#!/bin/sh\necho detect\n");
    tooling.commit_file("mind.toml", "[source]\ndescription = \"tooling\"\n");
    GitRepo starter(sandbox / "demo/starter");
    starter.commit_file("skills/greet/SKILL.md", skill_md("greet"));
    starter.commit_file("rules/tone.md", "---\ndescription: tone\n---\ntone\n");
    starter.commit_file("packages/agents/agents/scribe.md",
                        "---\nname: scribe\ndescription: scribe\n---\nscribe\n");
    GitRepo curator(sandbox / "demo/super-source");
    curator.commit_file("skills/onboard/SKILL.md", skill_md("onboard"));
    curator.commit_file("mind.toml",
                        "[source]\ndescription = \"a curator\"\nprefix = \"team\"\n\n"
                        "[[discover.sources]]\nsource = \"../explicit\"\n\n"
                        "[[discover.sources]]\nsource = \"../namespacing\"\nnamespace = "
                        "\"rev\"\ninstall = true\n\n"
                        "[[discover.sources]]\nsource = \"../tooling\"\ninstall-items = "
                        "[\"skill:scan\"]\n\n"
                        "[[discover.sources]]\nsource = \"../starter\"\nfollow-branch = "
                        "\"main\"\nroots = [\"" +
                            starter_root +
                            "\"]\n\n[[discover.sources.hooks]]\nrun = \"true\"\nname = "
                            "\"build adopted tooling\"\nevent = \"install\"\n");
  }
  fs::path curator() const { return sandbox / "demo/super-source"; }
  std::set<std::string> source_names() const {
    std::set<std::string> names;
    const fs::path file = sandbox.mind_home() / "sources.json";
    if (!fs::exists(file)) return names;
    const json registry = json::parse(read_file(file));  // kept: a range over a temporary dangles
    for (const json& s : registry["sources"]) names.insert(s["name"].get<std::string>());
    return names;
  }
  json manifest_items() const {
    return json::parse(read_file(sandbox.mind_home() / "manifest.json"))["items"];
  }
  Sandbox sandbox;
};

// spec: DSC-52
// spec: DSC-61
// spec: DSC-79
// spec: DSC-54
// spec: DSC-58
// spec: DSC-62
TEST_F(SuperSourceChain, AMissingCuratorRootSkipsOnlyThatEntryAndNamesTheFix) {
  lay_out("packages/tools");  // not a folder of starter
  const RunResult r = sandbox.run({"meld", ".", "--yes", "--json"}, {}, curator());
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const json doc = parse_one_document(r);
  ASSERT_EQ(doc["skipped"].size(), 1u) << doc;
  EXPECT_EQ(doc["skipped"][0]["reason"], "invalid_root");
  EXPECT_EQ(doc["skipped"][0]["source"], "local/demo/starter");
  EXPECT_NE(r.err.find("scan root 'packages/tools' is not a directory"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("mind meld '" + (sandbox / "demo/starter").string() + "'"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(source_names(),
            (std::set<std::string>{"local/demo/super-source", "local/demo/explicit",
                                   "local/demo/namespacing@rev", "local/demo/tooling"}));
  // The rest of the chain installed as its directives say.
  const json items = manifest_items();
  for (const char* key : {"skill:team:onboard", "skill:rev:review", "agent:rev:dev",
                          "rule:rev:style", "skill:scan"}) {
    EXPECT_TRUE(items.contains(key)) << key << items;
  }
  EXPECT_EQ(items["skill:scan"]["source"], "local/demo/tooling");
  EXPECT_FALSE(items.contains("rule:style"));  // the plain entry is only registered
  // Nothing of the skipped entry is left behind: no registry entry, no clone.
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources/local/demo/starter"));
}

// spec: DSC-38
// spec: DSC-59
// spec: DSC-65
// spec: DSC-61
TEST_F(SuperSourceChain, WithARootTheAdoptedRepoHasTheChainIsFiveSources) {
  lay_out("packages/agents");
  const RunResult r = sandbox.run({"meld", ".", "--yes"}, {}, curator());
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(source_names().size(), 5u);
  EXPECT_TRUE(source_names().contains("local/demo/starter"));
  const json sources = json::parse(read_file(sandbox.mind_home() / "sources.json"))["sources"];
  for (const json& s : sources) {
    if (s["name"] != "local/demo/starter") continue;
    EXPECT_EQ(s["pin"]["kind"], "follow-branch") << s;  // the curator's pin, a snapshot clone
    EXPECT_EQ(s["roots"], json::array({"packages/agents"})) << s;
  }
  // The curator's root decides what the adopted repo offers: its one agent.
  const RunResult probe = sandbox.run({"probe", "--no-tui", "--json"});
  ASSERT_EQ(probe.exit_code, 0) << probe.err;
  EXPECT_NE(probe.out.find("scribe"), std::string::npos);
  EXPECT_EQ(probe.out.find("greet"), std::string::npos);
}

// spec: DSC-55
// spec: CLI-34
// spec: NS-43
TEST_F(SuperSourceChain, RecursiveRemeldInstallsTheRestWhenTwoSourcesShareAName) {
  lay_out("packages/agents");
  ASSERT_EQ(sandbox.run({"meld", ".", "--yes"}, {}, curator()).exit_code, 0);
  const RunResult r = sandbox.run({"meld", ".", "-r", "--yes"}, {}, curator());
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const json items = manifest_items();
  EXPECT_EQ(items["skill:scan"]["source"], "local/demo/tooling");  // the first keeps it
  for (const char* key : {"rule:style", "tool:detect", "agent:scribe"}) {
    EXPECT_TRUE(items.contains(key)) << key << items;
  }
  EXPECT_NE(r.err.find("1 item(s) not installed: another source already installed the same name: "
                       "skill:scan of local/demo/explicit"),
            std::string::npos)
      << r.err;
  // A fresh recursive meld reaches the same state in one step.
  Sandbox fresh;
  const RunResult once = fresh.run({"meld", curator().string(), "-r", "--yes", "--json"});
  ASSERT_EQ(once.exit_code, 0) << once.out << once.err;
  const json doc = parse_one_document(once);
  EXPECT_EQ(doc["outcome"], "melded") << doc;
}

// spec: DUMP-1
// spec: DUMP-4
// spec: DUMP-7
// spec: DSC-92
TEST_F(SuperSourceChain, DumpWritesWhatTravelsAndTheMovedFolderMeldsToTheSameSet) {
  lay_out("packages/agents");
  ASSERT_EQ(sandbox.run({"meld", ".", "--yes"}, {}, curator()).exit_code, 0);
  const fs::path snapshot = sandbox / "demo/snapshot/mind.toml";
  fs::create_directories(snapshot.parent_path());
  const RunResult dumped = sandbox.run({"dump", "--output", snapshot.string()});
  ASSERT_EQ(dumped.exit_code, 0) << dumped.err;
  const std::string text = read_file(snapshot);
  // Given relatively, written relative to the dump's folder; each pinned to
  // its commit, the linked working trees too.
  const std::string explicit_head = GitRepo(sandbox / "demo/explicit", "main").head();
  EXPECT_NE(text.find("source = \"../explicit\""), std::string::npos) << text;
  EXPECT_NE(text.find("pin-ref = \"" + explicit_head + "\""), std::string::npos) << text;
  EXPECT_NE(text.find("source = \"../super-source\""), std::string::npos) << text;
  EXPECT_EQ(text.find((sandbox / "demo").string()), std::string::npos) << text;
  // On stdout, where the file goes is unknown: the paths stay absolute.
  const RunResult printed = sandbox.run({"dump"}, {}, curator());
  EXPECT_NE(printed.out.find("source = \"" + (sandbox / "demo/explicit").string() + "\""),
            std::string::npos)
      << printed.out;

  // The folder of sources moved as a whole melds, on a fresh home, to the same set.
  Sandbox fresh;
  fs::create_directories(fresh / "moved/demo");
  fs::copy(sandbox / "demo", fresh / "moved/demo", fs::copy_options::recursive);
  const RunResult again = fresh.run({"meld", (fresh / "moved/demo/snapshot").string(), "--yes"});
  ASSERT_EQ(again.exit_code, 0) << again.out << again.err;
  std::set<std::string> before, after;
  const json first_items = manifest_items();  // kept: a range over a temporary dangles
  for (const auto& [key, item] : first_items.items()) before.insert(key);
  const json moved = json::parse(read_file(fresh.mind_home() / "manifest.json"))["items"];
  for (const auto& [key, item] : moved.items()) after.insert(key);
  EXPECT_EQ(after, before);
  EXPECT_EQ(moved["skill:scan"]["source"], "local/demo/tooling");
  const std::string registry = read_file(fresh.mind_home() / "sources.json");
  EXPECT_NE(registry.find((fresh / "moved/demo/tooling").string()), std::string::npos);
  EXPECT_EQ(registry.find((sandbox / "demo").string() + "/"), std::string::npos) << registry;
}

}  // namespace
}  // namespace mind::e2e
