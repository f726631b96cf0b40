#include "install/transaction.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "discovery/scan.hpp"
#include "install/known_dirs.hpp"
#include "install/uninstall.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using discovery::Kind;
using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

struct Fixture {
  TempDir home;
  store::MindPaths paths{home / "mind"};
  std::vector<Lobe> lobes{{home / "claude", std::nullopt}};
  TempDir source;

  const discovery::CatalogItem& scanned(Kind kind, const std::string& name) {
    catalog = discovery::scan_source(source.path());
    for (const auto& item : catalog.items) {
      if (item.kind == kind && item.bare_name == name) return item;
    }
    throw std::runtime_error("not scanned: " + name);
  }

  store::InstalledItem install(const discovery::CatalogItem& item, bool force = false,
                               KnownDirectories* known = nullptr) {
    InstallInput input;
    input.known_dirs = known;
    input.item = &item;
    input.effective_name = item.bare_name;
    input.source_name = "local/x/src";
    input.commit = "abc";
    input.force = force;
    return install_item(paths, lobes, input);
  }

  discovery::Catalog catalog;
};

// spec: WF-10
// spec: LIFE-5
TEST(Transaction, InstallsWorkflowIntoStoreAndLinksDotJs) {
  Fixture f;
  write_file(f.source / "workflows/release.js",
             "export const meta = {name:'release',description:'d'}\n");
  store::InstalledItem rec = f.install(f.scanned(Kind::workflow, "release"));
  const fs::path link = f.home / "claude/workflows/release.js";
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(fs::read_symlink(link), f.paths.root / "store/workflow/release");
  EXPECT_EQ(read_file(link), "export const meta = {name:'release',description:'d'}\n");
  EXPECT_EQ(rec.store, "store/workflow/release");
  ASSERT_EQ(rec.links.size(), 1u);
  EXPECT_EQ(rec.links[0], link.string());
  EXPECT_TRUE(rec.hash.starts_with("xxh3-128/2:"));
}

// spec: STO-2
TEST(Transaction, SkillLinksAsDirectoryAndToolIsStoreOnly) {
  Fixture f;
  write_file(f.source / "skills/review/SKILL.md", "---\ndescription: r\n---\n");
  write_file(f.source / "tools/detect/run.sh", "echo\n");
  f.install(f.scanned(Kind::skill, "review"));
  EXPECT_TRUE(fs::is_directory(f.home / "claude/skills/review"));
  store::InstalledItem tool = f.install(f.scanned(Kind::tool, "detect"));
  EXPECT_TRUE(tool.links.empty());
  EXPECT_TRUE(fs::exists(f.paths.root / "store/tool/detect/run.sh"));
}

// A batch answers "nothing there" from one listing of the lobe folder; a
// user's file that appears after the listing is still never clobbered, and
// a forced install still moves it aside (LIFE-41, LIFE-43, decision 10).
// spec: LIFE-41
TEST(Transaction, AFileMadeAfterTheBatchListedTheLobeIsStillTheUsers) {
  Fixture f;
  write_file(f.source / "skills/late/SKILL.md", "---\ndescription: l\n---\n");
  write_file(f.source / "skills/forced/SKILL.md", "---\ndescription: f\n---\n");
  fs::create_directories(f.home / "claude/skills");
  KnownDirectories known;
  for (int i = 0; i < KnownDirectories::kListAfter; ++i) {
    (void)known.surely_absent((f.home / "claude/skills/probe").string());
  }
  ASSERT_TRUE(known.surely_absent((f.home / "claude/skills/late").string()));
  write_file(f.home / "claude/skills/late/mine.md", "mine");
  write_file(f.home / "claude/skills/forced/mine.md", "mine too");
  try {
    f.install(f.scanned(Kind::skill, "late"), false, &known);
    FAIL() << "expected link-occupied";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::link_occupied);
  }
  EXPECT_EQ(read_file(f.home / "claude/skills/late/mine.md"), "mine");
  f.install(f.scanned(Kind::skill, "forced"), true, &known);
  EXPECT_TRUE(fs::is_symlink(f.home / "claude/skills/forced"));
  bool kept = false;  // decision 10: displaced, never deleted
  for (const auto& e : fs::recursive_directory_iterator(f.paths.root)) {
    kept = kept || (e.is_regular_file() && read_file(e.path()) == "mine too");
  }
  EXPECT_TRUE(kept);
}

// spec: LIFE-41
TEST(Transaction, ForeignFileAtLinkPathIsNeverClobbered) {
  Fixture f;
  write_file(f.source / "rules/style.md", "new");
  write_file(f.home / "claude/rules/style.md", "mine");
  try {
    f.install(f.scanned(Kind::rule, "style"));
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::link_occupied);
  }
  EXPECT_EQ(read_file(f.home / "claude/rules/style.md"), "mine");
  EXPECT_FALSE(fs::exists(f.paths.root / "store/rule/style"));
}

// spec: LIFE-42
// spec: LIFE-2
TEST(Transaction, SymlinkInsideItemIsRefusedAndPreviousInstallStays) {
  Fixture f;
  write_file(f.source / "skills/s/SKILL.md", "v1");
  f.install(f.scanned(Kind::skill, "s"));
  fs::create_symlink("/etc/passwd", f.source / "skills/s/leak");
  try {
    f.install(f.scanned(Kind::skill, "s"));
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::io);
    EXPECT_NE(std::string(e.what()).find("symlink"), std::string::npos);
  }
  EXPECT_EQ(read_file(f.paths.root / "store/skill/s/SKILL.md"), "v1");
  EXPECT_FALSE(fs::exists(f.paths.root / "store/skill/s/leak"));
  EXPECT_TRUE(fs::is_symlink(f.home / "claude/skills/s"));
}

// spec: LIFE-40
// spec: LIFE-4
TEST(Transaction, FailedLinkRollsBackStoreAndEarlierLinks) {
  Fixture f;
  f.lobes.push_back({f.home / "second", std::nullopt});
  write_file(f.source / "rules/r.md", "v1");
  f.install(f.scanned(Kind::rule, "r"));
  write_file(f.source / "rules/r.md", "v2");
  // A directory where the second lobe's `rules/` should be makes its link fail.
  fs::remove(f.home / "second/rules/r.md");
  fs::remove_all(f.home / "second/rules");
  write_file(f.home / "second/rules", "not a directory");
  EXPECT_THROW(f.install(f.scanned(Kind::rule, "r"), /*force=*/true), Error);
  EXPECT_EQ(read_file(f.paths.root / "store/rule/r"), "v1");
  EXPECT_TRUE(fs::is_symlink(f.home / "claude/rules/r.md"));
  EXPECT_EQ(read_file(f.home / "claude/rules/r.md"), "v1");
}

// spec: LIFE-4
// spec: LIFE-40
TEST(Transaction, FailedUpgradePutsTheEarlierTranslatedCopyBackByteForByte) {
  Fixture f;
  f.lobes = {{f.home / ".gemini", std::nullopt}, {f.home / "second", std::nullopt}};
  write_file(f.source / "commands/c.md", "---\ndescription: one\n---\nFirst $ARGUMENTS\n");
  store::InstalledItem rec = f.install(f.scanned(Kind::command, "c"));
  ASSERT_EQ(rec.forms, std::vector<std::string>{"store/command/c.gemini.toml"});
  const fs::path toml = f.paths.root / "store/command/c.gemini.toml";
  const std::string before = read_file(toml);
  ASSERT_EQ(before, "description = \"one\"\n\nprompt = \"\"\"\nFirst {{args}}\n\"\"\"\n");
  // The new version's translation is written, then the second lobe's link fails.
  write_file(f.source / "commands/c.md", "---\ndescription: two\n---\nSecond\n");
  fs::remove(f.home / "second/commands/c.md");
  fs::remove_all(f.home / "second/commands");
  write_file(f.home / "second/commands", "not a directory");
  EXPECT_THROW(f.install(f.scanned(Kind::command, "c")), Error);
  EXPECT_EQ(read_file(toml), before);
  EXPECT_EQ(read_file(f.home / ".gemini/commands/c.toml"), before);
  EXPECT_FALSE(fs::exists(f.paths.root / ".tmp/backup/command/c.gemini.toml"));
  // A fresh install that fails leaves no translated copy behind.
  write_file(f.source / "commands/d.md", "d\n");
  EXPECT_THROW(f.install(f.scanned(Kind::command, "d")), Error);
  EXPECT_FALSE(fs::exists(f.paths.root / "store/command/d.gemini.toml"));
}

// spec: LIFE-43
TEST(Transaction, ForcedInstallRestoresTheUsersFileOnFailure) {
  Fixture f;
  f.lobes.push_back({f.home / "second", std::nullopt});
  write_file(f.source / "rules/r.md", "managed");
  write_file(f.home / "claude/rules/r.md", "mine");
  write_file(f.home / "second/rules", "not a directory");
  EXPECT_THROW(f.install(f.scanned(Kind::rule, "r"), /*force=*/true), Error);
  EXPECT_FALSE(fs::is_symlink(f.home / "claude/rules/r.md"));
  EXPECT_EQ(read_file(f.home / "claude/rules/r.md"), "mine");
}

// spec: LIFE-20
// spec: LIFE-44
TEST(Uninstall, RemovesOnlyWhatMindOwns) {
  Fixture f;
  write_file(f.source / "rules/r.md", "x");
  store::InstalledItem rec = f.install(f.scanned(Kind::rule, "r"));
  write_file(f.home / "claude/rules/user.md", "mine");
  rec.links.push_back((f.home / "claude/rules/user.md").string());
  std::vector<std::string> warnings = uninstall_item(f.paths, rec);
  EXPECT_FALSE(fs::exists(fs::symlink_status(f.home / "claude/rules/r.md")));
  EXPECT_FALSE(fs::exists(f.paths.root / "store/rule/r"));
  EXPECT_EQ(read_file(f.home / "claude/rules/user.md"), "mine");
  ASSERT_EQ(warnings.size(), 1u);
}

// spec: LIFE-44
TEST(Uninstall, DoctoredStorePathIsNotDeleted) {
  Fixture f;
  write_file(f.home / "precious/file", "keep");
  store::InstalledItem rec;
  rec.store = "store/../../precious";
  EXPECT_EQ(uninstall_item(f.paths, rec).size(), 1u);
  EXPECT_EQ(read_file(f.home / "precious/file"), "keep");
}

}  // namespace
}  // namespace mind::install
