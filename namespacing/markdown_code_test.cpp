#include "namespacing/markdown_code.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

namespace mind::namespacing {
namespace {

bool in_code(std::string_view text, std::string_view needle) {
  return in_ranges(markdown_code_ranges(text), text.find(needle));
}

// spec: CLI-139
TEST(MarkdownCode, FencedBlocksAndInlineSpans) {
  const std::string text =
      "prose A\n```sh\nrun B\n```\nafter C and `span D` and ``two `E` ticks`` F\n~~~\nG\n";
  EXPECT_FALSE(in_code(text, "A"));
  EXPECT_TRUE(in_code(text, "B"));
  EXPECT_FALSE(in_code(text, "C"));
  EXPECT_TRUE(in_code(text, "D"));
  EXPECT_TRUE(in_code(text, "E"));
  EXPECT_FALSE(in_code(text, "F"));
  EXPECT_TRUE(in_code(text, "G"));  // an unclosed fence runs to the end
}

TEST(MarkdownCode, UnmatchedBacktickIsText) {
  EXPECT_FALSE(in_code("a ` b c", "c"));
  EXPECT_TRUE(markdown_code_ranges("").empty());
}

}  // namespace
}  // namespace mind::namespacing

namespace mind::namespacing {
namespace {

TEST(MarkdownCode, LinearOnRunsThatNeverMatch) {
  std::string line;
  for (std::size_t n = 1; n < 3000; ++n) line += std::string(n, '`') + "x";  // ~4.5 MB
  const auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(markdown_code_ranges(line).empty());
  EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                  start)
                .count(),
            3000);
}

}  // namespace
}  // namespace mind::namespacing
