#include "core/shell_quote.hpp"

#include <gtest/gtest.h>

namespace mind {
namespace {

// spec: CLI-225 (a remedy's command quotes a source-influenced name for the shell)
TEST(ShellQuoted, IsOneShellWord) {
  EXPECT_EQ(shell_quoted("jk/tools#skill:review"), "'jk/tools#skill:review'");
  EXPECT_EQ(shell_quoted("it's; rm -rf $HOME"), "'it'\\''s; rm -rf $HOME'");
  EXPECT_EQ(shell_quoted(""), "''");
}

}  // namespace
}  // namespace mind
