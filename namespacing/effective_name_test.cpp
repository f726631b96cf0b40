#include "namespacing/effective_name.hpp"

#include <gtest/gtest.h>

namespace mind::namespacing {

// spec: STO-3
// spec: WF-22
TEST(EffectiveName, RendersPrefixColonBare) {
  EXPECT_EQ((EffectiveName{"", "review"}).str(), "review");
  EXPECT_EQ((EffectiveName{"jk", "review"}).str(), "jk:review");
}

}  // namespace mind::namespacing
