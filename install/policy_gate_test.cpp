// The policy gates as the operations call them, on a real session (the probe
// browser gets exactly these, since they run inside the operations).

#include "install/policy_gate.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "install/learn.hpp"
#include "install/test_home.hpp"

namespace mind::install {
namespace {

std::shared_ptr<const store::Policy> policy(const std::string& text) {
  return std::make_shared<const store::Policy>(
      store::parse_policy(text, "/etc/mind/policy.toml", "0.1.0"));
}

store::Source source(std::string host, std::string owner, std::string repo) {
  store::Source s;
  s.host = std::move(host);
  s.owner = std::move(owner);
  s.repo = std::move(repo);
  s.name = s.host + "/" + s.owner + "/" + s.repo + "@x";
  return s;
}

// spec: POL-67
// spec: POL-68
TEST(PolicyGate, RegisteredSourcesAreJudgedByTheirStructuredIdentity) {
  testing::TestHome home;
  Session s = home.open();
  EXPECT_TRUE(source_allowed(s, source("github.com", "evil", "x")));  // POL-4: no policy
  s.policy = policy("[sources]\nallow = [\"github.com/acme/*\"]\nlock = true\n");
  EXPECT_TRUE(source_allowed(s, source("github.com", "acme", "tools")));  // the @x alias ignored
  EXPECT_FALSE(source_allowed(s, source("github.com", "evil", "x")));
  EXPECT_FALSE(source_allowed(s, source("", "", "")));  // no structured identity: fails closed
  store::Source by_name;
  by_name.name = "github.com/acme/tools";  // a name alone is not scanned for the identity
  EXPECT_FALSE(source_allowed(s, by_name));
}

// spec: POL-37
TEST(PolicyGate, ARefusalNamesThePolicyFileAndTheRule) {
  testing::TestHome home;
  Session s = home.open();
  s.policy = policy("[sources]\nallow = [\"github.com/acme/*\"]\nlock = true\n");
  try {
    check_meld_allowed(s, store::parse_source_spec("evil/x"));
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::source_not_allowed);
    EXPECT_NE(std::string(e.what()).find("/etc/mind/policy.toml"), std::string::npos);
    EXPECT_EQ(e.details_json(), R"({"policy":"/etc/mind/policy.toml","rule":"sources.allow"})");
  }
}

TEST(PolicyGate, WithoutAContentCheckAReviewPolicyRefusesFailClosed) {
  testing::TestHome home;
  Session s = home.open();
  s.policy = policy("[review]\nrefuse = [\"remote-code\"]\n");
  discovery::CatalogItem item;
  item.path = home.source / "skills/a";
  item.relative_path = "skills/a";
  EXPECT_TRUE(review_item(s, item).refused);
  s.content_check = [](std::string_view) { return std::vector<ContentFlag>{}; };
  EXPECT_FALSE(review_item(s, item).refused);
  s.content_check = [](std::string_view) { return std::vector<ContentFlag>{{"remote-code", 3}}; };
  const ReviewVerdict v = review_item(s, item);
  ASSERT_TRUE(v.refused);
  EXPECT_NE(v.refused->find(":3 remote-code"), std::string::npos) << *v.refused;
}

}  // namespace
}  // namespace mind::install
