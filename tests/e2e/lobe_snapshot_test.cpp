// End-to-end: `link-project --snapshot` and `config lobes add --snapshot`
// (HARN-12, HARN-14, CLI-198, CLI-199): frozen copies of the installed items
// where the lobe's links would be, and no lobe configured.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

bool configures(const Sandbox& sandbox, const fs::path& lobe) {
  const fs::path config = sandbox.mind_home() / "config.toml";
  return fs::exists(config) && read_file(config).find(lobe.string()) != std::string::npos;
}

// spec: HARN-12
// spec: HARN-14
// spec: CLI-198
TEST(LobeSnapshot, LinkProjectSnapshotWritesFrozenCopiesAndNoLobe) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  up.commit_skill("beta");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
  const fs::path project = sandbox / "work" / "app";
  fs::create_directories(project);

  const RunResult r = sandbox.run({"link-project", "--snapshot"}, {}, project);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path lobe = project / ".windsurf";
  EXPECT_NE(r.out.find("wrote 2 frozen skill(s) to " + lobe.string()), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("not inside a git repository"), std::string::npos) << r.err;
  for (const std::string name : {"alpha", "beta"}) {
    const fs::path copy = lobe / "skills" / name;
    EXPECT_FALSE(fs::is_symlink(fs::symlink_status(copy))) << copy;
    EXPECT_TRUE(fs::is_regular_file(fs::symlink_status(copy / "SKILL.md"))) << copy;
  }
  EXPECT_FALSE(configures(sandbox, lobe));
  const RunResult lobes = sandbox.run({"--json", "config", "lobes", "list"});
  EXPECT_EQ(lobes.out.find(".windsurf"), std::string::npos) << lobes.out;

  // A copy now in place is the project's file: a second run refuses it, --force replaces it.
  write_file(lobe / "skills/alpha/SKILL.md", "edited by the project\n");
  const RunResult again = sandbox.run({"link-project", "--snapshot"}, {}, project);
  EXPECT_EQ(again.exit_code, 1);
  EXPECT_NE(again.err.find("--force"), std::string::npos) << again.err;
  EXPECT_EQ(read_file(lobe / "skills/alpha/SKILL.md"), "edited by the project\n");

  const RunResult forced =
      sandbox.run({"--json", "link-project", "--snapshot", "--force"}, {}, project);
  ASSERT_EQ(forced.exit_code, 0) << forced.err;
  const json doc = parse_one_document(forced);
  EXPECT_EQ(doc["action"], "lobe-add");
  EXPECT_EQ(doc["target"], lobe.string());
  EXPECT_EQ(doc["outcome"], "snapshot");
  EXPECT_EQ(doc["count"], 2);
  EXPECT_EQ(doc["installed"], json::array({"skill:alpha", "skill:beta"}));
  EXPECT_EQ(forced.err.find("git repository"), std::string::npos) << "no note under --json";
  EXPECT_NE(read_file(lobe / "skills/alpha/SKILL.md"), "edited by the project\n");
}

// spec: HARN-12
// spec: HARN-14
// spec: CLI-199
TEST(LobeSnapshot, NothingInstalledIsANoOpAndConfigLobesAddTakesTheFlagToo) {
  Sandbox sandbox;
  const fs::path project = sandbox / "app";
  fs::create_directories(project / ".git");  // inside a work tree: no commit note
  const RunResult none = sandbox.run({"--json", "config", "lobes", "add", project.string(),
                                      "--preset", "claude-code", "--snapshot"});
  ASSERT_EQ(none.exit_code, 0) << none.err;
  const json doc = parse_one_document(none);
  EXPECT_EQ(doc["outcome"], "no-op");
  EXPECT_EQ(doc["count"], 0);

  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
  const RunResult r = sandbox.run(
      {"config", "lobes", "add", project.string(), "--preset", "claude-code", "--snapshot"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("wrote 1 frozen skill(s)"), std::string::npos) << r.out;
  EXPECT_EQ(r.err.find("git repository"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::is_regular_file(project / ".claude/skills/alpha/SKILL.md"));
  EXPECT_FALSE(configures(sandbox, project / ".claude"));
}

}  // namespace
}  // namespace mind::e2e
