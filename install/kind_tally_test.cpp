#include "install/kind_tally.hpp"

#include <gtest/gtest.h>

namespace mind::install {
namespace {

using discovery::Kind;

// spec: CLI-23 (the preview before the install question counts by kind)
TEST(KindTally, CountsEachKindInTheFixedOrderWhateverTheBatchOrder) {
  EXPECT_EQ(kind_tally({Kind::workflow, Kind::agent, Kind::skill, Kind::skill, Kind::command,
                        Kind::command, Kind::rule, Kind::tool}),
            "2 skills, 1 agent, 1 rule, 2 commands, 1 tool, 1 workflow");
  EXPECT_EQ(kind_tally({Kind::agent, Kind::skill}), kind_tally({Kind::skill, Kind::agent}));
}

// spec: CLI-23
TEST(KindTally, LeavesOutKindsWithNoItemAndSaysNothingForNone) {
  EXPECT_EQ(kind_tally({Kind::agent}), "1 agent");
  EXPECT_EQ(kind_tally({Kind::rule, Kind::rule}), "2 rules");
  EXPECT_EQ(kind_tally({}), "");
}

}  // namespace
}  // namespace mind::install
