#include "store/local_clone.hpp"

#include <gtest/gtest.h>

#include "tests/support/git_repo.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::TempDir;

TEST(LocalClone, APlainRepositoryIsCopyableByItsPathAndItsFileUrl) {
  TempDir tmp;
  GitRepo repo(tmp.path() / "kit");
  repo.commit_skill("one");
  EXPECT_EQ(copyable_local_source(repo.url()), repo.dir());
  EXPECT_EQ(copyable_local_source(repo.dir().string()), repo.dir());
  repo.git("gc -q");  // packed as well as loose
  EXPECT_TRUE(copyable_local_source(repo.url()));
}

TEST(LocalClone, ABareRepositoryIsCopyable) {
  TempDir tmp;
  GitRepo repo(tmp.path() / "kit");
  repo.commit_skill("one");
  const fs::path bare = tmp.path() / "kit.git";
  ASSERT_EQ(std::system(("git clone -q --bare '" + repo.dir().string() + "' '" + bare.string() +
                         "' >/dev/null 2>&1")
                            .c_str()),
            0);
  EXPECT_EQ(copyable_local_source("file://" + bare.string()), bare);
}

// What a copy would keep and a pack never carries: the transport reads those.
TEST(LocalClone, AnObjectStoreThatLendsOrLinksOutIsLeftToTheTransport) {
  TempDir tmp;
  GitRepo lender(tmp.path() / "lender");
  lender.commit_skill("lent");
  GitRepo borrower(tmp.path() / "borrower");
  borrower.commit_skill("own");
  fs::create_directories(borrower.dir() / ".git/objects/info");
  testing::write_file(borrower.dir() / ".git/objects/info/alternates",
                      (lender.dir() / ".git/objects").string() + "\n");
  EXPECT_FALSE(copyable_local_source(borrower.url()));

  GitRepo linker(tmp.path() / "linker");
  linker.commit_skill("own");
  fs::create_symlink("/etc/passwd", linker.dir() / ".git/objects/pack/pack-x.pack");
  EXPECT_FALSE(copyable_local_source(linker.url()));

  GitRepo linked_store(tmp.path() / "linked-store");
  linked_store.commit_skill("own");
  fs::rename(linked_store.dir() / ".git/objects", tmp.path() / "elsewhere");
  fs::create_directory_symlink(tmp.path() / "elsewhere", linked_store.dir() / ".git/objects");
  EXPECT_FALSE(copyable_local_source(linked_store.url()));
}

TEST(LocalClone, AGitfileAnEscapedUrlARemoteOrAPlainFolderIsNotCopied) {
  TempDir tmp;
  GitRepo repo(tmp.path() / "kit");
  repo.commit_skill("one");
  repo.git("worktree add -q '" + (tmp.path() / "tree").string() + "'");
  EXPECT_FALSE(
      copyable_local_source("file://" + (tmp.path() / "tree").string()));  // .git is a file
  EXPECT_FALSE(copyable_local_source("file://" + tmp.path().string() + "/k%69t"));
  EXPECT_FALSE(copyable_local_source("https://example.com/o/r"));
  EXPECT_FALSE(copyable_local_source("file://host/" + repo.dir().string()));
  fs::create_directories(tmp.path() / "plain");
  EXPECT_FALSE(copyable_local_source((tmp.path() / "plain").string()));
  EXPECT_FALSE(copyable_local_source((tmp.path() / "missing").string()));
}

}  // namespace
}  // namespace mind::store
