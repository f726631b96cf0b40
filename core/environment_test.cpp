#include "core/environment.hpp"

#include <cstdlib>

#include <gtest/gtest.h>

namespace mind {

TEST(Environment, UnsetEmptyAndSetAreThreeAnswers) {
  ::unsetenv("MIND_ABSORB_TO");
  EXPECT_FALSE(env_value(EnvVar::mind_absorb_to));
  ::setenv("MIND_ABSORB_TO", "", 1);
  EXPECT_EQ(env_value(EnvVar::mind_absorb_to), "");
  EXPECT_FALSE(env_non_empty(EnvVar::mind_absorb_to));
  ::setenv("MIND_ABSORB_TO", "/x", 1);
  EXPECT_EQ(env_non_empty(EnvVar::mind_absorb_to), "/x");
  ::unsetenv("MIND_ABSORB_TO");
}

TEST(Environment, EveryVariableHasItsShellName) {
  for (int v = 0; v <= static_cast<int>(EnvVar::lang); ++v) {
    EXPECT_FALSE(env_name(static_cast<EnvVar>(v)).empty()) << v;
  }
  EXPECT_EQ(env_name(EnvVar::no_color), "NO_COLOR");
}

}  // namespace mind
