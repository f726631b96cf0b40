// End-to-end: mind never loses a user's work (issue 17, design decision 10).
// A forced install displaces a user's file instead of deleting it, and
// forget/unmeld put it back byte for byte; the JSON result names the path.

#include <gtest/gtest.h>

#include <map>

#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

// Every entry under `root`: relative path -> content ("<dir>" for a
// directory, "-> target" for a symlink), to compare trees byte for byte.
std::map<std::string, std::string> tree_of(const fs::path& root) {
  std::map<std::string, std::string> out;
  for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator();
       ++it) {
    const std::string rel = fs::relative(it->path(), root).generic_string();
    if (it->is_symlink()) {
      out[rel] = "-> " + fs::read_symlink(it->path()).string();
    } else if (it->is_directory()) {
      out[rel] = "<dir>";
    } else {
      out[rel] = read_file(it->path());
    }
  }
  return out;
}

void write_user_work(const fs::path& lobe) {
  write_file(lobe / "skills/greet/SKILL.md", "---\ndescription: my greeting\n---\nmine\n");
  write_file(lobe / "skills/greet/notes/draft.txt", "a draft I care about\n");
  write_file(lobe / "agents/helper.md", "---\nname: helper\ndescription: mine\n---\nmy agent\n");
}

// spec: LIFE-43 (a forced install keeps the user's target; decision 10)
TEST(UserWorkE2E, ForcedLearnDisplacesAndForgetPutsBack) {
  Sandbox sandbox;
  const fs::path src = sandbox / "src/kit";
  write_file(src / "skills/greet/SKILL.md", "---\ndescription: theirs\n---\ntheirs\n");
  write_file(src / "agents/helper.md", "---\nname: helper\ndescription: theirs\n---\nx\n");
  write_user_work(sandbox.lobe());
  const auto before = tree_of(sandbox.lobe());
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);

  const RunResult refused = sandbox.run({"learn", "greet"});
  EXPECT_EQ(refused.exit_code, 1);
  const RunResult forced = sandbox.run({"learn", "--all", "kit", "--force", "--json"});
  ASSERT_EQ(forced.exit_code, 0) << forced.err;
  const json doc = parse_one_document(forced);
  ASSERT_EQ(doc["displaced"].size(), 2u) << doc;
  std::set<std::string> paths;
  for (const json& d : doc["displaced"]) {
    paths.insert(d["path"].get<std::string>());
    EXPECT_TRUE(fs::exists(d["kept_at"].get<std::string>())) << d;
    EXPECT_EQ(
        d["kept_at"].get<std::string>().rfind((sandbox.mind_home() / "displaced").string(), 0), 0u);
  }
  EXPECT_TRUE(paths.contains((sandbox.lobe() / "skills/greet").string()));
  EXPECT_TRUE(paths.contains((sandbox.lobe() / "agents/helper.md").string()));
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills/greet"));

  const json report = parse_one_document(sandbox.run({"introspect", "--json"}));
  EXPECT_EQ(report["displaced"].size(), 2u) << report;

  const RunResult forgot = sandbox.run({"forget", "greet"});
  ASSERT_EQ(forgot.exit_code, 0) << forgot.err;
  EXPECT_NE(forgot.out.find("put back your '" + (sandbox.lobe() / "skills/greet").string()),
            std::string::npos)
      << forgot.out;
  const json restored = parse_one_document(sandbox.run({"forget", "agent:helper", "--json"}));
  ASSERT_EQ(restored["restored"].size(), 1u) << restored;
  EXPECT_EQ(tree_of(sandbox.lobe()), before);
  EXPECT_TRUE(parse_one_document(sandbox.run({"introspect", "--json"}))["displaced"].empty());
}

// spec: LIFE-43 (decision 10: melding the lobe itself loses nothing)
TEST(UserWorkE2E, MeldTheLobeForceLearnAndUnmeldKeepsEveryFile) {
  Sandbox sandbox;
  write_user_work(sandbox.lobe());
  const auto before = tree_of(sandbox.lobe());
  ASSERT_EQ(sandbox.run({"meld", sandbox.lobe().string(), "--register-only"}).exit_code, 0);
  const RunResult forced = sandbox.run({"learn", "--all", ".claude", "--force", "--json"});
  ASSERT_EQ(forced.exit_code, 0) << forced.err << forced.out;
  EXPECT_EQ(parse_one_document(forced)["displaced"].size(), 2u);
  const RunResult gone = sandbox.run({"unmeld", ".claude", "--yes", "--json"});
  ASSERT_EQ(gone.exit_code, 0) << gone.err;
  EXPECT_EQ(parse_one_document(gone)["restored"].size(), 2u);
  EXPECT_EQ(tree_of(sandbox.lobe()), before);
}

// spec: UNM-4 (forget of an unmanaged item takes it out of the lobe, and keeps it)
TEST(UserWorkE2E, ForgetOfAnUnmanagedItemKeepsItAside) {
  Sandbox sandbox;
  write_user_work(sandbox.lobe());
  const std::string before = read_file(sandbox.lobe() / "agents/helper.md");
  const RunResult r = sandbox.run({"forget", "agent:helper", "--unmanaged", "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  ASSERT_EQ(doc["displaced"].size(), 1u) << doc;
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "agents/helper.md"));
  EXPECT_EQ(read_file(doc["displaced"][0]["kept_at"].get<std::string>()), before);
}

// spec: LIFE-43 (a path taken again is never overwritten; the kept copy stays listed)
TEST(UserWorkE2E, DisplacedFileStaysKeptWhenItsPathIsTakenAgain) {
  Sandbox sandbox;
  const fs::path src = sandbox / "src/kit";
  write_file(src / "skills/greet/SKILL.md", "---\ndescription: theirs\n---\ntheirs\n");
  write_file(sandbox.lobe() / "skills/greet/SKILL.md", "first\n");
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "greet", "--force"}).exit_code, 0);
  fs::remove(sandbox.lobe() / "skills/greet");  // the user takes the path back by hand
  write_file(sandbox.lobe() / "skills/greet/SKILL.md", "second\n");
  ASSERT_EQ(sandbox.run({"forget", "greet"}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/greet/SKILL.md"), "second\n");
  const json report = parse_one_document(sandbox.run({"introspect", "--json"}));
  ASSERT_EQ(report["displaced"].size(), 1u) << report;
  EXPECT_EQ(read_file(fs::path(report["displaced"][0]["kept_at"].get<std::string>()) / "SKILL.md"),
            "first\n");
}

void write_skill(const fs::path& dir, const std::string& name, const std::string& body = {}) {
  write_file(dir / "skills" / name / "SKILL.md", "---\ndescription: the " + name + " skill\n---\n" +
                                                     (body.empty() ? name : body) + "\n");
}

// (kind:name, source, commit) of every installed item, and (name, pin) of every source.
std::set<std::string> installed_set(const Sandbox& /*sandbox*/, const fs::path& mind_home) {
  std::set<std::string> out;
  const json manifest = json::parse(read_file(mind_home / "manifest.json"));
  for (const auto& [key, item] : manifest["items"].items()) {
    out.insert(key + " " + item["source"].get<std::string>() + " " + item["commit"].dump());
  }
  return out;
}

std::map<std::string, std::string> pins_of(const fs::path& mind_home) {
  std::map<std::string, std::string> out;
  const json sources = json::parse(read_file(mind_home / "sources.json"))["sources"];
  for (const json& s : sources) out[s["name"].get<std::string>()] = s["pin"].dump();
  return out;
}

// spec: DUMP-1
// spec: DUMP-7
// spec: DSC-92 (a relative entry of a local source names its folder's sibling)
TEST(UserWorkE2E, DumpMeldedOnAFreshHomeInstallsTheSameSet) {
  Sandbox first;
  // A linked working tree whose mind.toml lists `../explicit`, the same tree
  // pinned, and a file:// repository.
  GitRepo main(first / "ex/main");
  write_file(main.dir() / "mind.toml",
             "[[discover.sources]]\nsource = \"../explicit\"\ninstall = true\n");
  main.commit_skill("alpha");
  write_skill(first / "ex/explicit", "beta");
  GitRepo pinned_repo(first / "pinned");
  const std::string pinned = pinned_repo.commit_skill("gamma");
  pinned_repo.commit_skill("later");  // after the pin: never installed
  GitRepo remote(first / "remote");
  remote.commit_skill("delta");
  GitRepo cloned_curator(first / "cur/top");  // pinned: cloned, yet `../side` is its folder's
  write_file(cloned_curator.dir() / "mind.toml",
             "[[discover.sources]]\nsource = \"../side\"\ninstall = true\n");
  const std::string curator_pin = cloned_curator.commit_skill("epsilon");
  write_skill(first / "cur/side", "zeta");

  ASSERT_EQ(first.run({"meld", main.dir().string(), "--yes"}).exit_code, 0);
  ASSERT_EQ(first.run({"meld", "--pin-ref", pinned, pinned_repo.dir().string(), "--yes"}).exit_code,
            0);
  ASSERT_EQ(first.run({"meld", remote.url(), "--yes"}).exit_code, 0);
  const RunResult cur =
      first.run({"meld", "--pin-ref", curator_pin, cloned_curator.dir().string(), "--yes"});
  ASSERT_EQ(cur.exit_code, 0) << cur.err;
  const RunResult dumped = first.run({"dump"});
  ASSERT_EQ(dumped.exit_code, 0) << dumped.err;
  write_file(first / "dumped/mind.toml", dumped.out);

  Sandbox fresh;
  const RunResult again = fresh.run({"meld", (first / "dumped").string(), "--yes"});
  ASSERT_EQ(again.exit_code, 0) << again.err << again.out;
  EXPECT_EQ(installed_set(fresh, fresh.mind_home()), installed_set(first, first.mind_home()));
  EXPECT_EQ(installed_set(fresh, fresh.mind_home()).size(), 6u);
  auto pins = pins_of(fresh.mind_home());
  const json first_sources = json::parse(read_file(first.mind_home() / "sources.json"))["sources"];
  for (const json& s : first_sources) {
    const std::string name = s["name"];
    // DUMP-1: the dump pins every source with a recorded commit to it, a
    // linked working tree too (issue 31); a folder outside git has none and
    // is melded again by its path, in place.
    const std::string pin = s["commit"].is_string() && !s["commit"].get<std::string>().empty()
                                ? json{{"kind", "ref"}, {"value", s["commit"]}}.dump()
                                : s["pin"].dump();
    EXPECT_EQ(pins[name], pin) << name;
  }
}

// A super-source `sup` with an item of its own, a sibling `good`, and `entries`.
void write_curator(const Sandbox& sandbox, const std::string& entries) {
  write_skill(sandbox / "sup", "own");
  write_skill(sandbox / "good", "nested");
  write_file(sandbox / "sup/mind.toml", entries);
}

// spec: DSC-79
// spec: DSC-38
TEST(UserWorkE2E, UnreachableNestedSourceIsSkippedAndTheRestInstalls) {
  Sandbox sandbox;
  write_curator(sandbox,
                "[[discover.sources]]\nsource = \"file:///nonexistent/repo\"\ninstall = true\n\n"
                "[[discover.sources]]\nsource = \"../good\"\ninstall = true\n");
  const RunResult r = sandbox.run({"meld", (sandbox / "sup").string(), "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  ASSERT_EQ(doc["skipped"].size(), 1u) << doc;
  EXPECT_EQ(doc["skipped"][0]["reason"], "clone_failure");
  EXPECT_EQ(doc["installed"], json::array({"skill:own", "skill:nested"}));
  EXPECT_NE(r.err.find((sandbox / "sup/mind.toml").string()), std::string::npos) << r.err;
}

// spec: DSC-38 (a refused nested source leaves nothing registered)
TEST(UserWorkE2E, VersionGatedNestedSourceIsNamedAndNothingStaysRegistered) {
  Sandbox sandbox;
  write_skill(sandbox / "gated", "future");
  write_file(sandbox / "gated/mind.toml", "[source]\nmin-mind-version = \"999.0\"\n");
  write_curator(sandbox,
                "[[discover.sources]]\nsource = \"../good\"\n\n"
                "[[discover.sources]]\nsource = \"../gated\"\n");
  const RunResult r = sandbox.run({"meld", (sandbox / "sup").string(), "--yes", "--json"});
  EXPECT_EQ(r.exit_code, 1);
  const json doc = parse_one_document(r);
  const std::string message = doc["error"]["message"];
  EXPECT_NE(message.find("gated"), std::string::npos) << message;
  EXPECT_NE(message.find((sandbox / "sup/mind.toml").string()), std::string::npos) << message;
  EXPECT_TRUE(json::parse(read_file(sandbox.mind_home() / "sources.json"))["sources"].empty());
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills/own"));
}

// spec: STO-72 (one identity per folder)
TEST(UserWorkE2E, TwoFoldersWithOneNameAreTwoSources) {
  Sandbox sandbox;
  write_skill(sandbox / "a/anthropics/skills", "one");
  write_skill(sandbox / "b/anthropics/skills", "two");
  write_skill(sandbox / "b/anthropics/skills", "three");
  const json first = parse_one_document(
      sandbox.run({"meld", (sandbox / "a/anthropics/skills").string(), "--json"}));
  const json second = parse_one_document(
      sandbox.run({"meld", (sandbox / "b/anthropics/skills").string(), "--json"}));
  EXPECT_EQ(first["outcome"], "melded");
  EXPECT_EQ(second["outcome"], "melded");
  EXPECT_NE(first["target"], second["target"]);
  const json again = parse_one_document(
      sandbox.run({"meld", (sandbox / "b/anthropics/skills/").string(), "--json"}));
  EXPECT_EQ(again["outcome"], "already-melded");
  EXPECT_EQ(again["target"], second["target"]);
  EXPECT_EQ(json::parse(read_file(sandbox.mind_home() / "sources.json"))["sources"].size(), 2u);
}

// spec: DSC-41 (a working tree's pin directive, as for a clone)
TEST(UserWorkE2E, WorkingTreePinDirectiveIsHonoured) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "pinned");
  repo.commit_skill("base");
  repo.git("checkout -q -b stable");
  const std::string stable = repo.commit_skill("steady");
  repo.git("checkout -q main");
  repo.commit_file("mind.toml", "[source]\nfollow-branch = \"stable\"\n");
  repo.commit_skill("unreleased");
  const RunResult r = sandbox.run({"meld", repo.dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json source = json::parse(read_file(sandbox.mind_home() / "sources.json"))["sources"][0];
  EXPECT_EQ(source["pin"]["kind"], "follow-branch") << source;
  EXPECT_EQ(source["pin"]["value"], "stable");
  EXPECT_EQ(source["commit"], stable);
}

// spec: HARN-5 (detection and the lobe it adds under MIND_DETECT_HOME)
TEST(UserWorkE2E, DetectionAddsTheLobeUnderTheDetectHome) {
  Sandbox sandbox;
  const fs::path detect = sandbox / "detect";
  fs::create_directories(detect / ".gemini");
  const RunResult r =
      sandbox.run({"config", "lobes", "detect", "--yes"}, {{"MIND_DETECT_HOME", detect.string()}});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Gemini CLI's folder is the lobe (~/.gemini, where it reads skills/), under the detect home.
  EXPECT_FALSE(fs::exists(detect / ".gemini/config"));
  EXPECT_FALSE(fs::exists(sandbox / ".gemini"));
  EXPECT_NE(read_file(sandbox.mind_home() / "config.toml")
                .find("'" + (detect / ".gemini").string() + "'"),
            std::string::npos);
}

// spec: HARN-16
// spec: HARN-13
TEST(UserWorkE2E, VanishedLobeIsNotedOnceOnStderr) {
  Sandbox sandbox;
  write_skill(sandbox / "src/kit", "one");
  write_skill(sandbox / "src/kit", "two");
  fs::create_directories(sandbox.lobe());
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", (sandbox / "gone/lobe").string()}).exit_code, 0);
  fs::remove_all(sandbox / "gone");
  ASSERT_EQ(sandbox.run({"meld", (sandbox / "src/kit").string(), "--register-only"}).exit_code, 0);
  const RunResult r = sandbox.run({"learn", "--all", "kit", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  parse_one_document(r);
  const std::string needle = "lobe '" + (sandbox / "gone/lobe").string() + "' is unreachable";
  const auto at = r.err.find(needle);
  ASSERT_NE(at, std::string::npos) << r.err;
  EXPECT_EQ(r.err.find(needle, at + 1), std::string::npos) << "one note, not one per item";
  EXPECT_NE(r.err.find("mind config lobes remove"), std::string::npos);

  // The upgrade's fan-out skips it too, and says so once.
  write_skill(sandbox / "src/kit", "one", "edited upstream");
  write_skill(sandbox / "src/kit", "two", "edited upstream");
  const RunResult up = sandbox.run({"upgrade", "--yes", "--json"});
  ASSERT_EQ(up.exit_code, 0) << up.err;
  parse_one_document(up);
  const auto up_at = up.err.find(needle);
  ASSERT_NE(up_at, std::string::npos) << up.err;
  EXPECT_EQ(up.err.find(needle, up_at + 1), std::string::npos) << up.err;

  // introspect --fix prunes the lobe whose parent is gone (HARN-13, issue 31)
  // instead of skipping it again while it restores a store copy.
  fs::remove_all(sandbox.mind_home() / "store/skill/one");
  const RunResult fix = sandbox.run({"introspect", "--fix", "--json"});
  parse_one_document(fix);
  EXPECT_EQ(fix.out.find("gone/lobe"), std::string::npos) << fix.out;  // pruned: not open (HARN-18)
  EXPECT_EQ(fix.err.find(needle), std::string::npos) << fix.err;
  EXPECT_TRUE(fs::exists(sandbox.mind_home() / "store/skill/one"));
  EXPECT_FALSE(fs::exists(sandbox / "gone"));
}

// spec: STO-1 (a read-only verb on a machine without state creates nothing)
TEST(UserWorkE2E, ReadOnlyVerbsCreateNothing) {
  Sandbox sandbox;
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"recall"}, {"probe", "--json"}, {"introspect"}, {"dump"}, {"config", "show"}}) {
    EXPECT_EQ(sandbox.run(args).exit_code, 0) << args[0];
  }
  EXPECT_FALSE(fs::exists(sandbox.mind_home()));
}

}  // namespace
}  // namespace mind::e2e
