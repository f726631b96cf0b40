#include "store/git_auth.hpp"

#include <gtest/gtest.h>

namespace mind::store {

// spec: DSC-68
TEST(GitAuth, GitsOwnPhrasesAreAuthFailuresWhateverTheCase) {
  EXPECT_TRUE(is_auth_failure_message("fatal: Authentication failed for 'https://x/'"));
  EXPECT_TRUE(is_auth_failure_message("git@host: Permission denied (publickey)."));
  EXPECT_TRUE(is_auth_failure_message("could not read Username for 'https://github.com'"));
  EXPECT_TRUE(is_auth_failure_message("The requested URL returned error: 403"));
  EXPECT_TRUE(is_auth_failure_message("HTTP Basic: Access denied"));
}

// spec: DSC-68
TEST(GitAuth, Libgit2sWordingForTheSameOutcomesCounts) {
  EXPECT_TRUE(is_auth_failure_message("unexpected http status code: 401"));
  EXPECT_TRUE(is_auth_failure_message("remote authentication required but no callback set"));
  EXPECT_TRUE(is_auth_failure_message("too many redirects or authentication replays"));
}

// spec: DSC-68
TEST(GitAuth, AbsenceAndNetworkFailuresAreNot) {
  EXPECT_FALSE(is_auth_failure_message("remote: Repository not found."));
  EXPECT_FALSE(is_auth_failure_message("failed to resolve address for nowhere.invalid"));
  EXPECT_FALSE(is_auth_failure_message("could not find repository at '/tmp/x'"));
  EXPECT_FALSE(is_auth_failure_message(""));
}

}  // namespace mind::store
