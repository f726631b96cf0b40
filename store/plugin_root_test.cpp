#include "store/plugin_root.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include "core/error.hpp"
#include "store/content_hash.hpp"
#include "store/manifest.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

// A plugin folder beside a file outside it, so a link can lead out.
struct Plugin {
  TempDir root;
  fs::path dir = root / "plugin";
  Plugin() {
    write_file(dir / ".claude-plugin/plugin.json", R"({"name":"p"})");
    write_file(dir / "scripts/check.sh", "#!/bin/sh\necho ok\n");
    ::chmod((dir / "scripts/check.sh").c_str(), 0755);
    write_file(dir / "commands/c.md", "run ${CLAUDE_PLUGIN_ROOT}/scripts/check.sh\n");
    write_file(root / "outside.txt", "secret");
  }
};

// Issue 44: the copy holds the plugin's files, keeps their modes, and hashes
// to what the source hashed to.
TEST(PluginRoot, CopiesThePluginFolderAndHashesWhatItCopied) {
  Plugin p;
  const fs::path to = p.root / "copy";
  const std::string hash = copy_plugin_tree(p.dir, to, "p");
  EXPECT_EQ(hash, hash_plugin_tree(p.dir, "p"));
  EXPECT_EQ(hash, hash_plugin_tree(to, "p"));
  EXPECT_TRUE(is_current_hash(hash));
  EXPECT_EQ(read_file(to / "scripts/check.sh"), "#!/bin/sh\necho ok\n");
  EXPECT_EQ(fs::status(to / "scripts/check.sh").permissions() & fs::perms::owner_exec,
            fs::perms::owner_exec);
  write_file(p.dir / "scripts/check.sh", "#!/bin/sh\necho changed\n");
  EXPECT_NE(hash_plugin_tree(p.dir, "p"), hash);
}

// Issue 44: confined: no `.git`, no link leaving the plugin, no absolute link;
// a link inside the plugin is kept as a link.
TEST(PluginRoot, LeavesOutGitAndLinksThatLeaveThePlugin) {
  Plugin p;
  write_file(p.dir / ".git/config", "[core]\n");
  fs::create_symlink("../outside.txt", p.dir / "escape.txt");
  fs::create_symlink((p.root / "outside.txt").string(), p.dir / "absolute.txt");
  fs::create_symlink("scripts/check.sh", p.dir / "check.sh");
  const fs::path to = p.root / "copy";
  copy_plugin_tree(p.dir, to, "p");
  EXPECT_FALSE(fs::exists(to / ".git"));
  EXPECT_FALSE(fs::exists(fs::symlink_status(to / "escape.txt")));
  EXPECT_FALSE(fs::exists(fs::symlink_status(to / "absolute.txt")));
  ASSERT_TRUE(fs::is_symlink(to / "check.sh"));
  EXPECT_EQ(fs::read_symlink(to / "check.sh"), "scripts/check.sh");
}

// Issue 44: a folder too large to copy is refused with an error naming the plugin.
TEST(PluginRoot, AFolderOverTheBoundIsRefusedNamingThePlugin) {
  Plugin p;
  write_file(p.dir / "big.bin", std::string(4096, 'x'));
  try {
    copy_plugin_tree(p.dir, p.root / "copy", "bigplugin", {1024, 100});
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::io);
    EXPECT_NE(std::string(e.what()).find("bigplugin"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("too large"), std::string::npos) << e.what();
    EXPECT_FALSE(e.hints().empty());
  }
  EXPECT_THROW(hash_plugin_tree(p.dir, "p", {1ULL << 20U, 2}), Error);  // too many entries
}

TEST(PluginRoot, TheFolderNameCarriesThePluginAndTheHashStart) {
  const std::string hash = "xxh3-128/2:0123456789abcdef0123456789abcdef";
  EXPECT_EQ(plugin_root_relative("hookify", hash), "store/plugin/hookify@0123456789abcdef");
  EXPECT_EQ(plugin_root_relative("../x", hash), "store/plugin/plugin@0123456789abcdef");
  EXPECT_EQ(plugin_root_relative("a:b", hash), "store/plugin/plugin@0123456789abcdef");
}

// Issue 44: a folder no item records is removed; a recorded one stays.
TEST(PluginRoot, SweepRemovesWhatNoItemRecords) {
  TempDir home;
  const MindPaths paths{home.path()};
  write_file(home / "store/plugin/a@1/x", "x");
  write_file(home / "store/plugin/b@2/y", "y");
  Manifest manifest;
  InstalledItem item;
  item.plugin_root = "store/plugin/a@1";
  manifest.items["skill:s"] = item;
  EXPECT_EQ(sweep_plugin_roots(paths, manifest), std::set<std::string>{"store/plugin/b@2"});
  EXPECT_TRUE(fs::exists(home / "store/plugin/a@1/x"));
  EXPECT_FALSE(fs::exists(home / "store/plugin/b@2"));
}

}  // namespace
}  // namespace mind::store
