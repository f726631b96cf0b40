#include "discovery/frontmatter_retry.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {

// spec: DSC-23 (Claude Code's quoting of values that hold YAML indicators)
TEST(FrontmatterRetry, QuotesOnlyValuesThatHoldIndicators) {
  EXPECT_EQ(quote_lossy_values("description: Use when: x\nname: plain"),
            "description: \"Use when: x\"\nname: plain");
  EXPECT_EQ(quote_lossy_values("d: say \"hi\": \\o/ @x"), "d: \"say \\\"hi\\\": \\\\o/ @x\"");
  EXPECT_EQ(quote_lossy_values("d: 'kept: as is'"), "d: 'kept: as is'");
  EXPECT_EQ(quote_lossy_values("tools: [Read, Grep]"), "tools: [Read, Grep]");
  // Brackets that do not read as one list are quoted (Claude Code parses the
  // value first; feiskyer's `argument-hint: [feature name] [task ...]`).
  EXPECT_EQ(quote_lossy_values("argument-hint: [feature name] [task number]"),
            "argument-hint: \"[feature name] [task number]\"");
  EXPECT_EQ(quote_lossy_values("d: x: y\r"), "d: x: y\r")
      << "a CR line is left: why 2.1.334 retries with LF";
  EXPECT_EQ(quote_lossy_values("  d: x: y"), "  d: x: y") << "only top-level keys";
}

// spec: DSC-23
TEST(FrontmatterRetry, LfCopyIsKeptOnlyWhenVouchedFor) {
  bool lf = false;
  auto r = retry_frontmatter("d: a: b\r\nn: x\r\n", &read_yaml_top_level, lf);
  ASSERT_TRUE(r);
  EXPECT_TRUE(lf);
  EXPECT_EQ(r->top.keys.at("d"), "a: b");
  EXPECT_FALSE(retry_frontmatter("d: a: b # c\r\n", &read_yaml_top_level, lf))
      << "an inline # is ambiguous";
  EXPECT_FALSE(retry_frontmatter("d: a: b\rx: y: z\r\n", &read_yaml_top_level, lf)) << "a lone CR";
  r = retry_frontmatter("d: a: b\n", &read_yaml_top_level, lf);
  ASSERT_TRUE(r);
  EXPECT_FALSE(lf) << "an LF block needs no LF copy";
}

}  // namespace mind::discovery
