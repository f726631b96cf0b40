#include "store/policy_review.hpp"

#include <gtest/gtest.h>

namespace mind::store {
namespace {

Policy parse(const std::string& text) {
  return parse_policy(text, "/etc/mind/policy.toml", "0.1.0");
}

// spec: POL-50
TEST(Policy, ValidationReportsHardFindingsAndAdvisories) {
  auto codes = [](const std::string& text) {
    std::vector<std::string> out;
    for (const auto& f : validate_policy_text(text, "p.toml", "0.1.0")) {
      out.push_back(f.code + (f.hard ? "!" : ""));
    }
    return out;
  };
  EXPECT_EQ(codes("[sources]\nlock = true\n"), std::vector<std::string>{"lock-without-allow"});
  EXPECT_EQ(codes("[[sources.auto_meld]]\nrepo = \"acme/x\"\n"),
            std::vector<std::string>{"unpinned-auto-meld"});
  EXPECT_EQ(codes("[sources]\npinned = true\n[[sources.auto_meld]]\nrepo = \"acme/x\"\n"),
            std::vector<std::string>{"invalid-policy!"});
  EXPECT_TRUE(codes("[[sources.auto_meld]]\nrepo = \"acme/x\"\ntag = \"v1\"\n").empty());
}

TEST(Policy, DescribeShowsTheEffectivePolicy) {
  const std::string text =
      describe_policy(parse("[sources]\nallow = [\"github.com/a/*\"]\nlock = true"));
  EXPECT_NE(text.find("policy: /etc/mind/policy.toml"), std::string::npos);
  EXPECT_NE(text.find("allow = [\"github.com/a/*\"]"), std::string::npos);
  EXPECT_NE(text.find("lock = true"), std::string::npos);
}

}  // namespace
}  // namespace mind::store
