#include "reporting/table.hpp"

#include <gtest/gtest.h>

namespace mind::reporting {

// spec: CLI-82
TEST(Table, ColumnsArePaddedToTheWidestCell) {
  EXPECT_EQ(render_table({{"a", "bb", "c"}, {"dddd", "e", "f"}}), "a     bb  c\ndddd  e   f\n");
}

TEST(Table, TheLastColumnIsCutToTheWidthWithAnEllipsis) {
  const std::string long_text(1000, 'x');
  const std::string out = render_table({{"a", long_text}}, "", 20, "\u2026");
  EXPECT_EQ(out, "a  " + std::string(16, 'x') + "\u2026\n");
  EXPECT_EQ(render_table({{"a", "short"}}, "", 20), "a  short\n");
  EXPECT_EQ(render_table({{"a", long_text}}).size(), 1000u + 4u);  // no width: no cut
  EXPECT_EQ(cut_to_width("\u00e9\u00e9\u00e9\u00e9", 3, "..."), "...");
  EXPECT_EQ(cut_to_width("\u00e9\u00e9\u00e9\u00e9\u00e9", 4, "\u2026"),
            "\u00e9\u00e9\u00e9\u2026");
}

// issue 35: columns that fill the terminal still leave the last one cut
TEST(Table, TheLastColumnIsCutEvenWhenTheOthersFillTheWidth) {
  const std::string out =
      render_table({{std::string(30, 'k'), std::string(500, 'd')}}, "", 20, "~");
  EXPECT_EQ(out, std::string(30, 'k') + "  " + std::string(39, 'd') + "~\n");
}

}  // namespace mind::reporting
