#include "reporting/table.hpp"

#include <gtest/gtest.h>

namespace mind::reporting {

// spec: CLI-82
TEST(Table, ColumnsArePaddedToTheWidestCell) {
  EXPECT_EQ(render_table({{"a", "bb", "c"}, {"dddd", "e", "f"}}), "a     bb  c\ndddd  e   f\n");
}

}  // namespace mind::reporting
