#include "reporting/terminal.hpp"

#include <cstdlib>

#include <gtest/gtest.h>

namespace mind::reporting {
namespace {

class GateEnv : public ::testing::Test {
 protected:
  void SetUp() override {
    ::unsetenv("NO_COLOR");
    ::unsetenv("TERM");
    ::unsetenv("LC_ALL");
    ::unsetenv("LC_CTYPE");
    ::setenv("LANG", "en_US.UTF-8", 1);
  }
};

// spec: CLI-151
TEST_F(GateEnv, OnOnlyForAUtf8TtyWithoutJsonOrAscii) {
  EXPECT_TRUE(color_gate(true, false, false));
  EXPECT_FALSE(color_gate(false, false, false));
  EXPECT_FALSE(color_gate(true, true, false));
  EXPECT_FALSE(color_gate(true, false, true));
}

// spec: CLI-154 (design decision 7 departs from it: an empty NO_COLOR is as if unset)
TEST_F(GateEnv, NonEmptyNoColorTurnsItOffAnEmptyOneDoesNot) {
  ::setenv("NO_COLOR", "1", 1);
  EXPECT_FALSE(color_gate(true, false, false));
  ::setenv("NO_COLOR", "", 1);
  EXPECT_TRUE(color_gate(true, false, false));
}

TEST_F(GateEnv, DumbTerminalGetsNoColor) {
  ::setenv("TERM", "dumb", 1);
  EXPECT_FALSE(color_gate(true, false, false));
  ::setenv("TERM", "xterm-256color", 1);
  EXPECT_TRUE(color_gate(true, false, false));
}

// spec: CLI-151 (the first set of LC_ALL, LC_CTYPE, LANG decides)
TEST_F(GateEnv, FirstSetLocaleVariableDecides) {
  ::setenv("LC_ALL", "C", 1);
  EXPECT_FALSE(color_gate(true, false, false));
  ::unsetenv("LANG");
  ::unsetenv("LC_ALL");
  EXPECT_FALSE(color_gate(true, false, false));
}

// spec: CLI-152
TEST(Style, AsciiStandIns) {
  Style plain;
  EXPECT_EQ(plain.ok(), "+");
  EXPECT_EQ(plain.stale(), "^");
  EXPECT_EQ(plain.available(), "-");
  Style fancy{true};
  EXPECT_NE(fancy.ok().find("\u2713"), std::string::npos);
  EXPECT_EQ(display_width(fancy.ok()), 1u);
}

}  // namespace
}  // namespace mind::reporting
