#include "discovery/scan.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

const CatalogItem* find(const Catalog& c, Kind kind, std::string_view name) {
  for (const auto& item : c.items) {
    if (item.kind == kind && item.bare_name == name) return &item;
  }
  return nullptr;
}

// spec: DSC-10
// spec: DSC-11
// spec: DSC-12
// spec: DSC-14
// spec: WF-1
TEST(Scan, FindsEveryKindByConvention) {
  TempDir src;
  write_file(src / "skills/review/SKILL.md", "---\ndescription: Review code\n---\n");
  write_file(src / "skills/review/scripts/lint.sh", "#!/bin/sh\n");
  write_file(src / "skills/scratch/notes.txt", "no anchor");
  write_file(src / "agents/coder.md", "---\nname: the-coder\ndescription: Codes\n---\n");
  write_file(src / "rules/style.md", "---\ndescription: Style\n---\n");
  write_file(src / "commands/frontend:build.md", "---\ndescription: Build\n---\n");
  write_file(src / "tools/detect/TOOL.md", "---\ndescription: Detects\n---\n");
  write_file(src / "workflows/release.js",
             "export const meta = { name: 'release', description: 'Ship it' }\n");
  Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 6u);
  EXPECT_EQ(find(c, Kind::skill, "review")->description, "Review code");
  EXPECT_EQ(find(c, Kind::agent, "coder")->agent_name, "the-coder");
  EXPECT_NE(find(c, Kind::rule, "style"), nullptr);
  EXPECT_NE(find(c, Kind::command, "frontend:build"), nullptr);
  EXPECT_EQ(find(c, Kind::tool, "detect")->description, "Detects");
  const CatalogItem* wf = find(c, Kind::workflow, "release");
  ASSERT_NE(wf, nullptr);
  EXPECT_EQ(wf->description, "Ship it");
  EXPECT_EQ(wf->relative_path, "workflows/release.js");
  EXPECT_EQ(find(c, Kind::skill, "scratch"), nullptr);
}

// spec: DSC-13
TEST(Scan, MissingContainersYieldNothing) {
  TempDir src;
  EXPECT_TRUE(scan_source(src.path()).items.empty());
}

// spec: WF-2
// spec: WF-3
TEST(Scan, WorkflowsAreFlatAndExactlyDotJs) {
  TempDir src;
  write_file(src / "workflows/a.js", "");
  write_file(src / "workflows/b.ts", "");
  write_file(src / "workflows/c.mjs", "");
  write_file(src / "workflows/d.JS", "");
  write_file(src / "workflows/sub/e.js", "");
  Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 1u);
  EXPECT_EQ(c.items[0].bare_name, "a");
}

// spec: DSC-108
TEST(Scan, SymlinksAreNeverItems) {
  TempDir src;
  TempDir outside;
  write_file(outside / "secret.md", "---\ndescription: leaked\n---\n");
  write_file(outside / "skill/SKILL.md", "---\ndescription: leaked\n---\n");
  std::filesystem::create_directories(src / "agents");
  std::filesystem::create_directories(src / "skills");
  std::filesystem::create_symlink(outside / "secret.md", src / "agents/evil.md");
  std::filesystem::create_symlink(outside / "skill", src / "skills/evil");
  std::filesystem::create_symlink(outside.path(), src / "rules");
  EXPECT_TRUE(scan_source(src.path()).items.empty());
}

// spec: DSC-96
TEST(Scan, UnsafeConventionNameIsSkippedWithAWarning) {
  TempDir src;
  write_file(src / "rules/ok.md", "");
  write_file(src / "rules/revi\xE2\x80\x8B" "ew.md", "");
  Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 1u);
  ASSERT_EQ(c.warnings.size(), 1u);
  EXPECT_NE(c.warnings[0].find("unsafe"), std::string::npos);
}

// spec: DSC-94
TEST(Scan, DescriptionIsSanitizedAtCapture) {
  TempDir src;
  write_file(src / "rules/r.md", "---\ndescription: \"ok \x1b[31mred\"\n---\n");
  EXPECT_EQ(scan_source(src.path()).items[0].description, "ok red");
}

// spec: DSC-91
TEST(Scan, OverCapMarkdownMetadataIsAnError) {
  TempDir src;
  write_file(src / "rules/big.md", std::string(2000, 'x'));
  try {
    scan_source(src.path(), ScanOptions{.metadata_cap = 1000});
    FAIL() << "expected metadata-too-large";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), "metadata-too-large");
  }
}

// spec: WF-55
TEST(Scan, OverCapWorkflowIsUnreadAndTheScanGoesOn) {
  TempDir src;
  write_file(src / "workflows/big.js",
             "export const meta = { name: 'big', description: 'd' }\n" + std::string(2000, ' '));
  write_file(src / "workflows/small.js", "export const meta = { name: 's', description: 'd' }\n");
  Catalog c = scan_source(src.path(), ScanOptions{.metadata_cap = 1000});
  ASSERT_EQ(c.items.size(), 2u);
  EXPECT_EQ(c.items[0].workflow->status, MetaStatus::unread);
  EXPECT_FALSE(c.items[0].description);
  EXPECT_EQ(c.items[1].workflow->status, MetaStatus::ok);
}

// spec: WF-5 (a large workflow is read past the first prefix when the reader needs it)
TEST(Scan, LargeWorkflowWhoseMetaSpansThePrefixIsStillRead) {
  TempDir src;
  std::string body = "export const meta = { name: 'long', description: '" +
                     std::string(100 * 1024, 'd') + "' }\n";
  write_file(src / "workflows/long.js", body);
  Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 1u);
  EXPECT_EQ(c.items[0].workflow->status, MetaStatus::ok);
  EXPECT_EQ(c.items[0].workflow->name, "long");
}

}  // namespace
}  // namespace mind::discovery
