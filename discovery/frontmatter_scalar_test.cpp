#include "discovery/frontmatter_scalar.hpp"

#include <gtest/gtest.h>

#include <limits>

namespace mind::discovery {

// spec: DSC-20 (YAML 1.2 core schema, then JavaScript's String())
TEST(FrontmatterScalar, CoreSchemaValuesAsJavaScriptPrintsThem) {
  EXPECT_EQ(resolve_plain_scalar("text"), "text");
  EXPECT_EQ(resolve_plain_scalar("yes"), "yes");  // YAML 1.1's boolean is text in 1.2
  EXPECT_EQ(resolve_plain_scalar("TRUE"), "true");
  EXPECT_EQ(resolve_plain_scalar("False"), "false");
  EXPECT_EQ(resolve_plain_scalar("007"), "7");
  EXPECT_EQ(resolve_plain_scalar("+12"), "12");
  EXPECT_EQ(resolve_plain_scalar("0o17"), "15");
  EXPECT_EQ(resolve_plain_scalar("0x1F"), "31");
  EXPECT_EQ(resolve_plain_scalar("1e3"), "1000");
  EXPECT_EQ(resolve_plain_scalar("-.5"), "-0.5");
  EXPECT_EQ(resolve_plain_scalar(".inf"), "Infinity");
  EXPECT_EQ(resolve_plain_scalar("-.INF"), "-Infinity");
  EXPECT_EQ(resolve_plain_scalar(".nan"), "NaN");
  EXPECT_EQ(resolve_plain_scalar("12345678901234567890"), "12345678901234567000");
  EXPECT_EQ(resolve_plain_scalar("1.2.3"), "1.2.3");
  EXPECT_EQ(resolve_plain_scalar("0x"), "0x");
  EXPECT_EQ(resolve_plain_scalar("1e"), "1e");
  for (const char* null : {"", "~", "null", "Null", "NULL"})
    EXPECT_FALSE(resolve_plain_scalar(null)) << null;
}

// spec: DSC-20
TEST(FrontmatterScalar, NumberTextFollowsJavaScript) {
  EXPECT_EQ(js_number_text(0), "0");
  EXPECT_EQ(js_number_text(1.5), "1.5");
  EXPECT_EQ(js_number_text(1e21), "1e+21");
  EXPECT_EQ(js_number_text(123456789012345680000.0), "123456789012345680000");
  EXPECT_EQ(js_number_text(0.000001), "0.000001");
  EXPECT_EQ(js_number_text(1e-7), "1e-7");
  EXPECT_EQ(js_number_text(-2.5e-8), "-2.5e-8");
  EXPECT_EQ(js_number_text(std::numeric_limits<double>::infinity()), "Infinity");
}

}  // namespace mind::discovery
