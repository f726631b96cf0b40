#include "store/git_network.hpp"

#include <gtest/gtest.h>

namespace mind::store {

// issue 43: a name that does not resolve, a port nobody listens on
TEST(GitNetwork, AHostThatDoesNotResolveOrAnswerIsUnreachable) {
  EXPECT_TRUE(is_unreachable_message(
      "failed to resolve address for github.com: Temporary failure in name resolution"));
  EXPECT_TRUE(is_unreachable_message("failed to connect to 127.0.0.1: Connection refused"));
  EXPECT_TRUE(is_unreachable_message("Failed to connect to 10.0.0.1: Network is unreachable"));
}

// issue 43: a host that answered refused; the network itself is up
TEST(GitNetwork, ARefusalByAHostThatAnsweredIsNot) {
  EXPECT_FALSE(is_unreachable_message("unexpected http status code: 404"));
  EXPECT_FALSE(is_unreachable_message("the SSL certificate is invalid"));
  EXPECT_FALSE(is_unreachable_message("remote authentication required but no callback set"));
  EXPECT_FALSE(is_unreachable_message("could not find repository at '/tmp/x'"));
  EXPECT_FALSE(is_unreachable_message("source 'x': failed to connect to y"));  // not libgit2's
  EXPECT_FALSE(is_unreachable_message(""));
}

}  // namespace mind::store
