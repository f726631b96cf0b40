// Glob scan roots and category folders (issue 35, discovery/scan_roots.hpp):
// a `--root`/`--add-root` pattern expands to the folders it matches, and a matched folder below a
// kind container is scanned as that container, its items named
// `<category>:<name>`.

#include <gtest/gtest.h>

#include <filesystem>

#include "core/error.hpp"
#include "discovery/scan.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

namespace fs = std::filesystem;
using mind::testing::TempDir;
using mind::testing::write_file;

std::vector<std::string> names(const Catalog& c, Kind kind) {
  std::vector<std::string> out;
  for (const auto& item : c.items) {
    if (item.kind == kind) out.push_back(item.bare_name);
  }
  std::sort(out.begin(), out.end());
  return out;
}

void library(const TempDir& src) {
  write_file(src / "lib/agents/web/reviewer.md", "---\ndescription: a\n---\n");
  write_file(src / "lib/agents/data/reviewer.md", "---\ndescription: b\n---\n");
  write_file(src / "lib/commands/git/commit.md", "---\ndescription: c\n---\n");
  write_file(src / "lib/commands/gw/recipes/share.md", "---\ndescription: d\n---\n");
  write_file(src / "lib/skills/docs/pdf/SKILL.md", "---\ndescription: e\n---\n");
  write_file(src / "lib/skills/direct/SKILL.md", "---\ndescription: f\n---\n");
  write_file(src / "lib/hooks/git/check.json", "{}");
}

ScanOptions with_roots(std::vector<std::string> roots, bool add = false) {
  ScanOptions options;
  (add ? options.add_roots : options.roots) = std::move(roots);
  return options;
}

// spec: DSC-51
TEST(GlobRoots, ACategoryFolderIsItsKindsContainerAndNamesItsItems) {
  TempDir src;
  library(src);
  const Catalog c = scan_source(src.path(), with_roots({"lib", "lib/agents/*", "lib/commands/*",
                                                        "lib/commands/*/*", "lib/skills/*"}));
  // The same file name in two categories is two items, not a DuplicateItem (DSC-53).
  EXPECT_EQ(names(c, Kind::agent), (std::vector<std::string>{"data:reviewer", "web:reviewer"}));
  EXPECT_EQ(names(c, Kind::command), (std::vector<std::string>{"git:commit", "gw:recipes:share"}));
  EXPECT_EQ(names(c, Kind::skill), (std::vector<std::string>{"direct", "docs:pdf"}));
}

// spec: DSC-84
TEST(GlobRoots, AddedGlobRootsTakeTheSameItemsOnTopOfTheRepoRoot) {
  TempDir src;
  library(src);
  write_file(src / "skills/own/SKILL.md", "---\ndescription: g\n---\n");
  const Catalog c = scan_source(src.path(), with_roots({"lib/agents/*", "lib/skills/*"}, true));
  EXPECT_EQ(names(c, Kind::agent), (std::vector<std::string>{"data:reviewer", "web:reviewer"}));
  // `lib/skills/direct` is a skill's own folder: it stands for the root that
  // offers that skill (`lib`, holding the `skills/` container), not for a root.
  EXPECT_EQ(names(c, Kind::skill), (std::vector<std::string>{"direct", "docs:pdf", "own"}));
}

// Issue 43 (davila7/claude-code-templates with the flags mind's hint prints,
// `--add-root 'skills/*' --add-root 'skills/*/*'`): a folder inside a skill is
// that skill's file. A glob never makes a skill's folder, or a folder inside
// one, a root of its own, so a skill's sub-skills are never offered beside it
// and `skills/cat/*` offers the skills it names.
TEST(GlobRoots, AGlobMatchingASkillsFolderOffersThatSkillNeverTheFoldersInsideIt) {
  TempDir src;
  write_file(src / "lib/skills/design/game/SKILL.md", "---\ndescription: outer\n---\n");
  write_file(src / "lib/skills/design/game/two-d/SKILL.md", "---\ndescription: inner\n---\n");
  write_file(src / "lib/skills/design/game/two-d/deep/x/SKILL.md", "---\ndescription: d\n---\n");
  write_file(src / "lib/skills/design/icons/SKILL.md", "---\ndescription: icons\n---\n");
  write_file(src / "lib/skills/dev/web/react/SKILL.md", "---\ndescription: nested category\n---\n");
  const std::vector<std::string> want{"design:game", "design:icons", "dev:web:react"};
  for (bool add : {false, true}) {
    const Catalog both =
        scan_source(src.path(), with_roots({"lib/skills/*", "lib/skills/*/*"}, add));
    EXPECT_EQ(names(both, Kind::skill), want) << (add ? "--add-root" : "--root");
    try {
      scan_source(src.path(), with_roots({"lib/skills/*/*/*/*"}, add));
      ADD_FAILURE() << "a pattern matching only folders inside a skill was accepted";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::invalid_root);
      EXPECT_NE(std::string(e.what()).find("only folders inside skills"), std::string::npos);
    }
  }
  const Catalog named = scan_source(src.path(), with_roots({"lib/skills/design/*"}, true));
  EXPECT_EQ(names(named, Kind::skill), (std::vector<std::string>{"design:game", "design:icons"}));
}

// spec: DSC-52
TEST(GlobRoots, APatternThatMatchesNoFolderOrEscapesIsAnInvalidRoot) {
  TempDir src;
  library(src);
  for (const char* bad : {"nothing/*", "../*", "/lib/*", "lib/[x"}) {
    try {
      scan_source(src.path(), with_roots({bad}));
      ADD_FAILURE() << bad << " was accepted";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::invalid_root) << bad;
    }
  }
}

// spec: DSC-50
TEST(GlobRoots, AFolderWhoseNameHoldsAGlobCharacterIsTakenAsNamed) {
  TempDir src;
  write_file(src / "odd [x]/agents/a.md", "---\ndescription: a\n---\n");
  write_file(src / "odd x/agents/b.md", "---\ndescription: b\n---\n");
  const Catalog c = scan_source(src.path(), with_roots({"odd [x]"}));
  EXPECT_EQ(names(c, Kind::agent), (std::vector<std::string>{"a"}));
}

// spec: DSC-108
TEST(GlobRoots, APatternNeverMatchesThroughASymlinkOrIntoAHiddenFolder) {
  TempDir src, outside;
  write_file(outside / "agents/secret.md", "---\ndescription: s\n---\n");
  write_file(outside / "cat/leak.md", "---\ndescription: s\n---\n");
  write_file(src / "lib/agents/real/ok.md", "---\ndescription: a\n---\n");
  fs::create_directory_symlink(outside / "cat", src / "lib/agents/linked");
  fs::create_directory_symlink(outside.path(), src / "lib/out");
  write_file(src / "lib/.hidden/agents/h.md", "---\ndescription: h\n---\n");
  const Catalog c = scan_source(src.path(), with_roots({"lib/agents/*", "lib/*"}));
  EXPECT_EQ(names(c, Kind::agent), (std::vector<std::string>{"real:ok"}));
}

}  // namespace
}  // namespace mind::discovery
