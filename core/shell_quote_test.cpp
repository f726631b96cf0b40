#include "core/shell_quote.hpp"

#include <gtest/gtest.h>

namespace mind {
namespace {

// spec: CLI-225
TEST(ShellQuote, SeparatorsAndQuotesStayInsideOneWord) {
  EXPECT_EQ(shell_quote("a b;x"), "'a b;x'");
  EXPECT_EQ(shell_quote("it's"), "'it'\\''s'");
  EXPECT_EQ(shell_quote(""), "''");
}

}  // namespace
}  // namespace mind
