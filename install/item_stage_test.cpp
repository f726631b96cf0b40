// The one-pass stage: copy, expand and hash in a single read of each file.

#include "install/item_stage.hpp"

#include <fcntl.h>

#include <gtest/gtest.h>
#include <sys/stat.h>

#include "core/error.hpp"
#include "discovery/scan.hpp"
#include "store/content_hash.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using discovery::Kind;
using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

struct Staging {
  TempDir source;
  TempDir out;
  discovery::Catalog catalog;
  std::vector<namespacing::Sibling> siblings;

  const discovery::CatalogItem& scan(Kind kind, const std::string& name, bool keep = false) {
    discovery::ScanOptions options;
    options.keep_file_bytes = keep;
    catalog = discovery::scan_source(source.path(), options);
    siblings.clear();
    for (const auto& i : catalog.items) {
      siblings.push_back({i.kind, i.bare_name, "jk:" + i.bare_name, i.bare_name, std::nullopt});
    }
    for (const auto& i : catalog.items) {
      if (i.kind == kind && i.bare_name == name) return i;
    }
    throw std::runtime_error("no such item");
  }

  std::string stage(const discovery::CatalogItem& item, const fs::path& to) {
    const std::string store_root = (out / "store").string();
    const namespacing::ExpansionScope scope{siblings, item.kind, item.bare_name, store_root, ""};
    return stage_item({to.native(), AT_FDCWD, to.c_str()}, item, scope, {"item", "src"});
  }
};

// spec: LIFE-15 (the hash is of the SOURCE tree, whatever the staged copy became)
TEST(ItemStage, HashIsTheSourceTreeHashAndTheCopyIsExpanded) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\nsee {{ns:b}}\n");
  write_file(s.source / "skills/a/data/notes.txt", "{{ns:b}} stays");
  write_file(s.source / "skills/b/SKILL.md", "---\ndescription: d\n---\nb\n");
  const auto& item = s.scan(Kind::skill, "a");
  const std::string hash = s.stage(item, s.out / "a");
  EXPECT_EQ(hash, store::hash_item_tree(item.path));
  EXPECT_EQ(read_file(s.out / "a/SKILL.md"), "---\ndescription: d\n---\nsee jk:b\n");
  EXPECT_EQ(read_file(s.out / "a/data/notes.txt"), "{{ns:b}} stays");  // NS-53: outside the gate
}

// spec: WF-25 (a workflow's own file expands, granted by the kind)
TEST(ItemStage, SingleFileItemHashesAsTheWalkDoesAndExpands) {
  Staging s;
  write_file(s.source / "workflows/review.js",
             "export const meta = {name: '{{ns:review}}', description: 'd'}\n");
  const auto& item = s.scan(Kind::workflow, "review");
  fs::create_directories(s.out / "workflow");
  const std::string hash = s.stage(item, s.out / "workflow/jk:review");
  EXPECT_EQ(hash, store::hash_item_tree(item.path));
  EXPECT_EQ(read_file(s.out / "workflow/jk:review"),
            "export const meta = {name: 'jk:review', description: 'd'}\n");
}

// One read per file: what the scan read of the item's metadata file is what
// is staged and hashed, even if the file changed since (here, on purpose).
TEST(ItemStage, StagesAndHashesTheBytesTheScanRead) {
  for (const bool skill : {true, false}) {
    Staging s;
    const fs::path file = skill ? s.source / "skills/a/SKILL.md" : s.source / "agents/a.md";
    write_file(file, "---\ndescription: as scanned\n---\n");
    const auto& item = s.scan(skill ? Kind::skill : Kind::agent, "a", /*keep=*/true);
    ASSERT_NE(item.scanned_file, nullptr);
    EXPECT_EQ(item.scanned_file->path, file);
    const std::string scanned_hash = store::hash_item_tree(
        item.path, discovery::traits(item.kind).shape, {}, item.scanned_file.get());
    EXPECT_EQ(scanned_hash, store::hash_item_tree(item.path));  // the same bytes, the same hash
    write_file(file, "---\ndescription: changed after the scan\n---\n");
    fs::create_directories(s.out / "agent");
    const fs::path to = skill ? s.out / "a" : s.out / "agent/a.md";
    EXPECT_EQ(s.stage(item, to), scanned_hash);
    EXPECT_EQ(read_file(skill ? to / "SKILL.md" : to), "---\ndescription: as scanned\n---\n");
  }
}

// The scan's listing of a folder of plain files is what the stage copies: it
// does not list the folder again (so a file added since is not taken, as the
// bytes the scan read are the ones staged), and its hash is the tree's.
TEST(ItemStage, CopiesAFolderOfPlainFilesAsTheScanListedIt) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\nsee {{ns:b}}\n");
  write_file(s.source / "skills/a/notes.txt", "{{ns:b}} stays");
  write_file(s.source / "skills/b/SKILL.md", "---\ndescription: d\n---\nb\n");
  const auto& item = s.scan(Kind::skill, "a", /*keep=*/true);
  ASSERT_FALSE(item.scanned_listing.empty());
  const std::string tree_hash = store::hash_item_tree(item.path);
  write_file(s.source / "skills/a/added-later.md", "not scanned");
  EXPECT_EQ(s.stage(item, s.out / "a"), tree_hash);
  EXPECT_EQ(read_file(s.out / "a/SKILL.md"), "---\ndescription: d\n---\nsee jk:b\n");
  EXPECT_EQ(read_file(s.out / "a/notes.txt"), "{{ns:b}} stays");  // read now: not the anchor
  EXPECT_FALSE(fs::exists(s.out / "a/added-later.md"));
}

// A folder holding a folder is listed by the stage itself; and what the
// item's ignore list drops is dropped from a kept listing too (IGN-10).
TEST(ItemStage, ListsAFolderWithSubfoldersAndIgnoresAsTheWalkDoes) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\n");
  write_file(s.source / "skills/a/data/x.txt", "x");
  write_file(s.source / "skills/b/SKILL.md", "---\ndescription: d\n---\n");
  write_file(s.source / "skills/b/scratch.log", "dropped");
  const auto& a = s.scan(Kind::skill, "a", /*keep=*/true);
  EXPECT_TRUE(a.scanned_listing.empty());
  s.stage(a, s.out / "a");
  EXPECT_EQ(read_file(s.out / "a/data/x.txt"), "x");
  discovery::CatalogItem b = s.scan(Kind::skill, "b", /*keep=*/true);
  ASSERT_FALSE(b.scanned_listing.empty());
  b.ignore = {"*.log"};
  EXPECT_EQ(s.stage(b, s.out / "b"),
            store::hash_item_tree(b.path, discovery::Shape::directory, b.ignore));
  EXPECT_TRUE(fs::exists(s.out / "b/SKILL.md"));
  EXPECT_FALSE(fs::exists(s.out / "b/scratch.log"));
}

// A verb that only lists keeps no bytes (memory held for nothing).
TEST(ItemStage, AListingScanKeepsNoBytes) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\n");
  EXPECT_EQ(s.scan(Kind::skill, "a").scanned_file, nullptr);
  EXPECT_TRUE(s.scan(Kind::skill, "a").scanned_listing.empty());
}

// spec: LIFE-42 (a symlink inside an item is refused, never followed)
TEST(ItemStage, RefusesASymlinkBeforeWritingAnything) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\n");
  fs::create_symlink("/etc/passwd", s.source / "skills/a/leak");
  const auto& item = s.scan(Kind::skill, "a");
  EXPECT_THROW(s.stage(item, s.out / "a"), Error);
  EXPECT_FALSE(fs::exists(s.out / "a"));
}

// spec: LIFE-42 (amended, issue 43: a link resolving inside the item is staged as that link)
// spec: LIFE-34 (hashed as its target text, as the hash walk does)
TEST(ItemStage, StagesALinkInsideTheItemAsTheSameLinkAndHashesItAsTheWalkDoes) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\n");
  write_file(s.source / "skills/a/AGENTS.md", "see {{ns:a}}\n");
  fs::create_symlink("AGENTS.md", s.source / "skills/a/CLAUDE.md");
  const auto& item = s.scan(Kind::skill, "a");
  const std::string hash = s.stage(item, s.out / "a");
  EXPECT_EQ(hash, store::hash_item_tree(item.path));
  ASSERT_TRUE(fs::is_symlink(fs::symlink_status(s.out / "a/CLAUDE.md")));
  EXPECT_EQ(fs::read_symlink(s.out / "a/CLAUDE.md"), "AGENTS.md");
  EXPECT_EQ(read_file(s.out / "a/CLAUDE.md"), "see jk:a\n");  // the expanded copy it names
}

// The refusal names the file, says why, and gives a remedy other than io's.
TEST(ItemStage, ALinkLeavingTheItemIsRefusedWithItsReasonAndHint) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\n");
  write_file(s.source / "outside.md", "x");
  fs::create_symlink("../../outside.md", s.source / "skills/a/out.md");
  const auto& item = s.scan(Kind::skill, "a");
  try {
    s.stage(item, s.out / "a");
    FAIL() << "staged a link that leaves the item";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("skills/a/out.md"), std::string::npos) << what;
    EXPECT_NE(what.find("which leads out of the item"), std::string::npos) << what;
    ASSERT_EQ(e.hints().size(), 1u);
    EXPECT_NE(e.hints()[0].find("--register-only"), std::string::npos);
    // review asks the same rule and gets the same words
    const auto refused = item_refusals(item);
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_EQ(std::string(refusal_error(item.path, refused[0]).what()), what);
  }
  EXPECT_FALSE(fs::exists(s.out / "a"));
}

TEST(ItemStage, RefusesAFifoAndDeepNesting) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\n");
  ASSERT_EQ(::mkfifo((s.source / "skills/a/pipe").c_str(), 0600), 0);
  EXPECT_THROW(s.stage(s.scan(Kind::skill, "a"), s.out / "a"), Error);

  write_file(s.source / "skills/b/SKILL.md", "---\ndescription: d\n---\n");
  fs::path deep = s.source / "skills/b";
  for (int i = 0; i <= kMaxTreeDepth; ++i) deep /= "d";
  fs::create_directories(deep);
  EXPECT_THROW(s.stage(s.scan(Kind::skill, "b"), s.out / "b"), Error);
  EXPECT_FALSE(fs::exists(s.out / "b"));
}

TEST(ItemStage, KeepsPermissionBitsButNeverSetuid) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\n");
  write_file(s.source / "skills/a/run.sh", "#!/bin/sh\n");
  fs::permissions(s.source / "skills/a/run.sh", fs::perms::owner_all | fs::perms::group_read |
                                                    fs::perms::others_exec | fs::perms::set_uid);
  s.stage(s.scan(Kind::skill, "a"), s.out / "a");
  const fs::perms got = fs::status(s.out / "a/run.sh").permissions();
  EXPECT_EQ(got & fs::perms::set_uid, fs::perms::none);
  EXPECT_EQ(got & fs::perms::owner_all, fs::perms::owner_all);
  EXPECT_EQ(got & fs::perms::others_exec, fs::perms::others_exec);
}

// spec: NS-57 (an `expand:` entry naming no file of the item fails staging)
TEST(ItemStage, ExpandEntryNamingNoFileIsABadReference) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\nexpand: bin/run.py\n---\n");
  const auto& item = s.scan(Kind::skill, "a");
  try {
    s.stage(item, s.out / "a");
    FAIL() << "staged";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::bad_reference);
  }
  write_file(s.source / "skills/a/bin/run.py", "print('{{ns:a}}')\n");
  const auto& again = s.scan(Kind::skill, "a");
  s.stage(again, s.out / "a2");
  EXPECT_EQ(read_file(s.out / "a2/bin/run.py"), "print('jk:a')\n");
}

// LIFE-1: a copy a killed run left at the staging path never leaks into the install.
TEST(ItemStage, AStaleStagedCopyIsReplaced) {
  Staging s;
  write_file(s.source / "skills/a/SKILL.md", "---\ndescription: d\n---\n");
  write_file(s.source / "rules/r.md", "---\ndescription: d\n---\nrule\n");
  write_file(s.out / "a/junk.txt", "left by a killed run");
  write_file(s.out / "r", "stale");
  s.stage(s.scan(Kind::skill, "a"), s.out / "a");
  EXPECT_FALSE(fs::exists(s.out / "a/junk.txt"));
  EXPECT_TRUE(fs::exists(s.out / "a/SKILL.md"));
  s.stage(s.scan(Kind::rule, "r"), s.out / "r");
  EXPECT_EQ(read_file(s.out / "r"), "---\ndescription: d\n---\nrule\n");
}

}  // namespace
}  // namespace mind::install
