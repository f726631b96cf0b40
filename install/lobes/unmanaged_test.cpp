#include "install/lobes/unmanaged.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using discovery::Kind;
using mind::testing::TempDir;
using mind::testing::write_file;

struct Fixture {
  TempDir home;
  store::MindPaths paths{home / "mind"};
  std::vector<Lobe> lobes{{home / "claude", std::nullopt},
                          {home / "gemini", std::vector<Kind>{Kind::skill}}};
  store::Manifest manifest;
};

// spec: UNM-1
TEST(Unmanaged, DerivesKindAndNameFromTheDirectoryAndSkipsManagedPaths) {
  Fixture f;
  write_file(f.home / "claude/skills/mine/SKILL.md", "x");
  write_file(f.home / "claude/agents/helper.md", "x");
  write_file(f.home / "claude/agents/readme.txt", "x");   // no .md: ignored
  write_file(f.home / "claude/commands/deep/x.md", "x");  // subdirectory: not descended
  write_file(f.home / "claude/workflows/w.js", "x");
  write_file(f.home / "claude/workflows/managed.js", "x");
  write_file(f.home / "claude/tools/t/TOOL.md", "x");  // tools are never scanned
  write_file(f.home / "gemini/workflows/w.js", "x");   // scanned despite the filter
  store::InstalledItem item;
  item.kind = Kind::workflow;
  item.name = "managed";
  item.links = {(f.home / "claude/workflows/managed.js").string()};
  f.manifest.items["workflow:managed"] = item;
  const UnmanagedScan scan = scan_unmanaged(f.paths, f.lobes, f.manifest);
  std::vector<std::string> keys;
  for (const auto& i : scan.items) keys.push_back(i.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"skill:mine", "agent:helper", "workflow:w"}));
  ASSERT_EQ(scan.items.back().paths.size(), 2u);  // one logical item, both lobe paths
}

// spec: UNM-1
TEST(Unmanaged, OwnStoreSymlinkIsManagedAndAForeignSymlinkIsNotFollowed) {
  Fixture f;
  fs::create_directories(f.paths.store() / "skill/s");
  fs::create_directories(f.home / "claude/skills");
  fs::create_symlink(f.paths.store() / "skill/s", f.home / "claude/skills/s");
  fs::create_directories(f.home / "elsewhere");
  fs::create_symlink(f.home / "elsewhere", f.home / "claude/skills/foreign");
  const UnmanagedScan scan = scan_unmanaged(f.paths, f.lobes, f.manifest);
  ASSERT_EQ(scan.items.size(), 1u);
  EXPECT_EQ(scan.items[0].name, "foreign");
  const std::vector<DisplacedFile> kept = remove_unmanaged(f.paths, scan.items[0]);
  EXPECT_TRUE(fs::is_directory(f.home / "elsewhere"));  // the link went, never its target
  EXPECT_FALSE(fs::exists(fs::symlink_status(f.home / "claude/skills/foreign")));
  ASSERT_EQ(kept.size(), 1u);  // decision 10: kept aside, not deleted
  EXPECT_TRUE(fs::is_symlink(kept[0].kept));
  EXPECT_EQ(list_displaced(f.paths).size(), 1u);
}

// spec: UNM-9
TEST(Unmanaged, UnsafeDerivedNamesAreSkippedWithOneWarningEach) {
  Fixture f;
  write_file(f.home / "claude/workflows/...js", "x");
  write_file(f.home / "claude/workflows/..js", "x");
  write_file(f.home / "claude/workflows/.js", "x");
  write_file(f.home / "claude/workflows/ok.js", "x");
  const UnmanagedScan scan = scan_unmanaged(f.paths, f.lobes, f.manifest);
  ASSERT_EQ(scan.items.size(), 1u);
  EXPECT_EQ(scan.items[0].name, "ok");
  EXPECT_EQ(scan.warnings.size(), 3u);
}

// spec: WF-61
TEST(Unmanaged, WorkflowsAreListedWithTheirMetaNameAsClaimants) {
  Fixture f;
  write_file(f.home / "claude/workflows/file-name.js",
             "export const meta = { name: 'harness-name', description: 'd' };\n");
  write_file(f.home / "claude/workflows/bare.js", "console.log(1)\n");
  const auto rows = unmanaged_workflows(f.paths, f.lobes, f.manifest, 0);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].name, "bare");
  EXPECT_FALSE(rows[0].harness_name());
  EXPECT_EQ(rows[1].name, "file-name");
  EXPECT_EQ(rows[1].harness_name(), "harness-name");
}

// spec: UNM-4
// spec: UNM-7
TEST(Unmanaged, SelectionIsExactByDefaultAndGlobOnlyWhenAsked) {
  std::vector<UnmanagedItem> items = {
      {Kind::skill, "a1", {}}, {Kind::skill, "a2", {}}, {Kind::agent, "a1", {}}};
  EXPECT_EQ(select_unmanaged(items, "a*", false).size(), 0u);
  EXPECT_EQ(select_unmanaged(items, "skill:a*", true).size(), 2u);
  EXPECT_EQ(select_unmanaged(items, "a1", false).size(), 2u);
  EXPECT_EQ(select_unmanaged(items, "agent:a1", false).size(), 1u);
  EXPECT_EQ(select_unmanaged(items, "owner/repo#a1", true).size(), 0u);
  EXPECT_EQ(select_unmanaged(items, "", true).size(), 3u);
}

}  // namespace
}  // namespace mind::install
