// The binary `cmake --install` copies (issues 21 and 34): it holds no path
// into the build tree it was built in, and it needs nothing beside it to use
// git (libgit2 is linked in; libssh2 and GSSAPI are the system's, opened on
// first use), so an install is bin/mind and its pages, no lib/mind.

#include <gtest/gtest.h>

#include <cstdlib>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;

TEST(InstalledBinary, HoldsNoBuildTreePathAndMeldsAGitSourceWithNothingBesideIt) {
  Sandbox sandbox;
  const fs::path prefix = sandbox / "prefix";
  mind::testing::GitRepo repo{sandbox / "upstream"};
  repo.commit_skill("hello");
  const std::string install = "cmake --install '" + std::string(MIND_BUILD_DIR) + "' --prefix '" +
                              prefix.string() + "' >/dev/null 2>&1";
  ASSERT_EQ(std::system(install.c_str()), 0) << install;

  const fs::path binary = prefix / "bin/mind";
  ASSERT_TRUE(fs::is_regular_file(binary));
  EXPECT_FALSE(fs::exists(prefix / "lib")) << "an install ships no library beside the binary";
  // What `strings` would find: any occurrence of the build tree's path.
  const std::string bytes = read_file(binary);
  EXPECT_EQ(bytes.find(MIND_BUILD_DIR), std::string::npos)
      << "the installed binary names " << MIND_BUILD_DIR;

  const std::string out = (sandbox / "out").string(), err = (sandbox / "err").string();
  const std::string meld = "HOME='" + sandbox.home().string() + "' MIND_HOME='" +
                           sandbox.mind_home().string() + "' CLAUDE_HOME='" +
                           sandbox.lobe().string() + "' '" + binary.string() + "' meld '" +
                           repo.url() + "' --yes >'" + out + "' 2>'" + err + "'";
  const int status = std::system(meld.c_str());
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << read_file(err);
  EXPECT_TRUE(fs::exists(fs::symlink_status(sandbox.lobe() / "skills/hello")));
}

}  // namespace
}  // namespace mind::e2e
