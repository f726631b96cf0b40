#include "review/finding.hpp"

#include <gtest/gtest.h>

namespace mind::review {
namespace {

TEST(Finding, MessageIsSanitizedAtConstruction) {
  // spec: CLI-224
  const Finding finding = make_finding(Severity::advisory, "t", "a\nb\x1b[2Jc", "f.md", 3);
  EXPECT_EQ(finding.message, "a bc");
  EXPECT_EQ(severity_word(Severity::hard), "hard");
}

}  // namespace
}  // namespace mind::review
