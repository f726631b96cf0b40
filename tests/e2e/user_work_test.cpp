// End-to-end: mind never loses a user's work (issue 17, design decision 10).
// A forced install displaces a user's file instead of deleting it, and
// forget/unmeld put it back byte for byte; the JSON result names the path.

#include <gtest/gtest.h>

#include <map>

#include "tests/e2e/json_document.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
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

}  // namespace
}  // namespace mind::e2e
