// The git module an installed `mind` loads (issue 21): only MIND_GIT_MODULE or
// its own lib/mind/, never a path into the build tree it was built in; and a
// module that fails to load is named with the loader's reason.

#include <gtest/gtest.h>

#include <cstdlib>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;

// `cmake --install` of this build into a prefix inside the sandbox.
struct Installed {
  Sandbox sandbox;
  fs::path prefix = sandbox / "prefix";
  fs::path binary = prefix / "bin/mind";
  fs::path module = prefix / "lib/mind/mind-git.so";
  mind::testing::GitRepo repo{sandbox / "upstream"};

  Installed() {
    repo.commit_skill("hello");
    const std::string cmd = "cmake --install '" + std::string(MIND_BUILD_DIR) + "' --prefix '" +
                            prefix.string() + "' >/dev/null 2>&1";
    EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  }

  // Runs the installed binary (not the build's) in the sandbox's home.
  RunResult meld() const {
    const std::string out = (sandbox / "out").string(), err = (sandbox / "err").string();
    const std::string cmd = "env -u MIND_GIT_MODULE HOME='" + sandbox.home().string() +
                            "' MIND_HOME='" + sandbox.mind_home().string() + "' CLAUDE_HOME='" +
                            sandbox.lobe().string() + "' '" + binary.string() + "' meld '" +
                            repo.url() + "' --register-only >'" + out + "' 2>'" + err + "'";
    const int status = std::system(cmd.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_file(out), read_file(err)};
  }
};

TEST(GitModule, TheInstalledBinaryHoldsNoBuildTreePathAndLoadsItsOwnModule) {
  Installed i;
  ASSERT_TRUE(fs::is_regular_file(i.binary));
  ASSERT_TRUE(fs::is_regular_file(i.module));
  // What `strings` would find: any occurrence of the build tree's path.
  const std::string bytes = read_file(i.binary);
  EXPECT_EQ(bytes.find(MIND_BUILD_DIR), std::string::npos)
      << "the installed binary names " << MIND_BUILD_DIR;
  const RunResult r = i.meld();
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

TEST(GitModule, WithItsModuleGoneTheInstalledBinaryNeverLoadsTheBuildTreeOne) {
  Installed i;
  fs::remove(i.module);
  // The build tree's module is still there and would load: it must not be tried.
  ASSERT_TRUE(fs::exists(fs::path(MIND_BUILD_DIR) / "mind-git.so"));
  const RunResult r = i.meld();
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.err.find(i.module.string() + ": does not exist"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find(MIND_BUILD_DIR), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("MIND_GIT_MODULE"), std::string::npos) << r.err;  // the remedy
}

TEST(GitModule, AModuleThatDoesNotLoadIsNamedWithTheLoadersReason) {
  Installed i;
  // A stub in the module's place that the dynamic loader refuses.
  write_file(i.module, "not a shared object\n");
  const RunResult r = i.meld();
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.err.find(i.module.string() + ": "), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("does not exist"), std::string::npos) << r.err;  // the real reason
  EXPECT_NE(r.err.find("install libgit2"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace mind::e2e
