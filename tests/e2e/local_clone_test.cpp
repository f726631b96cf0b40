// End-to-end: a local source's first clone copies its object files (issue 35,
// store/local_clone.hpp): the clone shares no file with the source (a later
// write through one never changes the other), and an object store that lends
// objects through alternates or links out through a symlink is cloned through
// the transport as before, keeping neither. A sync then follows the source.

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <set>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::write_file;

std::set<std::pair<dev_t, ino_t>> inodes_under(const fs::path& dir) {
  std::set<std::pair<dev_t, ino_t>> out;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    struct stat st {};
    if (::lstat(entry.path().c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
      out.emplace(st.st_dev, st.st_ino);
    }
  }
  return out;
}

// The symlinks under `dir`.
std::size_t symlinks_under(const fs::path& dir) {
  std::size_t n = 0;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) n += entry.is_symlink() ? 1 : 0;
  return n;
}

bool linked(const Sandbox& sandbox, const std::string& skill) {
  return fs::exists(fs::symlink_status(sandbox.lobe() / "skills" / skill));
}

TEST(LocalCloneE2E, ACopiedCloneSharesNoFileWithItsSourceAndSyncFollowsIt) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "kit");
  repo.commit_skill("first");
  repo.git("gc -q");  // a pack and its index, then a loose object on top
  repo.commit_skill("loose");
  const RunResult r = sandbox.run({"meld", repo.url(), "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_TRUE(linked(sandbox, "first"));
  EXPECT_TRUE(linked(sandbox, "loose"));
  fs::path clone;
  for (const auto& entry : fs::recursive_directory_iterator(sandbox.mind_home() / "sources")) {
    if (entry.path().filename() == ".git") clone = entry.path();
  }
  ASSERT_FALSE(clone.empty());
  // The source's own pack, copied as it is (the transport would have packed anew).
  for (const auto& entry : fs::directory_iterator(repo.dir() / ".git/objects/pack")) {
    EXPECT_TRUE(fs::exists(clone / "objects/pack" / entry.path().filename())) << entry.path();
  }
  const auto source_files = inodes_under(repo.dir() / ".git/objects");
  for (const auto& inode : inodes_under(clone / "objects")) {
    EXPECT_EQ(source_files.count(inode), 0U) << "a clone file is the source's own (hardlinked)";
  }
  // Only the remote-tracking refs and tags, as a fetched clone has: no local branch.
  EXPECT_FALSE(fs::exists(clone / "refs/heads/main"));

  repo.commit_skill("later");
  const RunResult synced = sandbox.run({"sync", "--yes"});
  EXPECT_EQ(synced.exit_code, 0) << synced.out << synced.err;
  const RunResult learned = sandbox.run({"learn", "skill:later", "--yes"});
  EXPECT_EQ(learned.exit_code, 0) << learned.out << learned.err;
  EXPECT_TRUE(linked(sandbox, "later"));
}

TEST(LocalCloneE2E, AStoreThatLendsOrLinksOutIsClonedThroughTheTransportKeepingNeither) {
  Sandbox sandbox;
  GitRepo lender(sandbox / "lender");
  lender.commit_skill("lent");
  // The borrower's own objects live in the lender's store (git clone --shared).
  ASSERT_EQ(std::system(("git clone -q --shared '" + lender.dir().string() + "' '" +
                         (sandbox / "borrower").string() + "' >/dev/null 2>&1")
                            .c_str()),
            0);
  ASSERT_TRUE(fs::exists(sandbox / "borrower/.git/objects/info/alternates"));
  const RunResult r = sandbox.run({"meld", "file://" + (sandbox / "borrower").string(), "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_TRUE(linked(sandbox, "lent"));
  for (const auto& entry : fs::recursive_directory_iterator(sandbox.mind_home() / "sources")) {
    EXPECT_NE(entry.path().filename(), "alternates") << entry.path();
  }

  Sandbox second;
  GitRepo linker(second / "linker");
  linker.commit_skill("own");
  write_file(second / "secret", "not git\n");
  fs::create_symlink(second / "secret", linker.dir() / ".git/objects/pack/pack-x.keep");
  const RunResult l = second.run({"meld", linker.url(), "--yes"});
  ASSERT_EQ(l.exit_code, 0) << l.out << l.err;
  EXPECT_TRUE(linked(second, "own"));
  EXPECT_EQ(symlinks_under(second.mind_home() / "sources"), 0U);
}

}  // namespace
}  // namespace mind::e2e
