#include "reporting/lifecycle_views.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace mind::reporting {
namespace {

install::PendingUpgrade pending(const std::string& key, const std::string& old_hash,
                                const std::string& new_hash) {
  install::PendingUpgrade p;
  p.old_key = p.new_key = key;
  p.old.hash = old_hash;
  p.old.commit = "1111111aaaa";
  p.new_hash = new_hash;
  p.new_commit = "1111111aaaa";
  p.content = true;
  return p;
}

// Issue 44: only the plugin's folder changed: the plan names it, not the
// item's hash, which did not move.
TEST(LifecycleViews, AnUpgradeOfThePluginRootOnlySaysSo) {
  install::UpgradePlan plan;
  install::PendingUpgrade only_root =
      pending("command:kit:scan", "xxh3-128/2:aaaa", "xxh3-128/2:aaaa");
  only_root.plugin_root = install::PluginRootChange{"kit", "xxh3-128/2:0123456789abcdef0000",
                                                    "xxh3-128/2:fedcba98765432100000"};
  install::PendingUpgrade both =
      pending("skill:kit:r", "xxh3-128/2:1234abcd99", "xxh3-128/2:5678ef0099");
  both.plugin_root = install::PluginRootChange{"kit", "xxh3-128/2:0123456789abcdef0000", ""};
  plan.pending = {only_root, both,
                  pending("agent:a", "xxh3-128/2:1234abcd99", "xxh3-128/2:9999ef0099")};
  const std::string text = upgrade_plan_text(plan, Style{});
  EXPECT_NE(text.find("command:kit:scan  plugin root kit: 0123456789abcdef -> fedcba9876543210"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("1234abcd -> 5678ef00; plugin root kit: 0123456789abcdef -> (unreadable)"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("aaaa -> aaaa"), std::string::npos) << text;
  EXPECT_NE(text.find("1234abcd -> 9999ef00"), std::string::npos) << text;

  MutationResult r;
  r.action = "upgrade";
  r.outcome = "upgraded";
  const nlohmann::json j = nlohmann::json::parse(upgrade_json(r, {}, upgrade_changes(plan)));
  ASSERT_EQ(j["changes"].size(), 3u);
  EXPECT_FALSE(j["changes"][0].contains("content"));
  EXPECT_EQ(j["changes"][0]["plugin_root"],
            (nlohmann::json{{"plugin", "kit"},
                            {"old", "xxh3-128/2:0123456789abcdef0000"},
                            {"new", "xxh3-128/2:fedcba98765432100000"}}));
  EXPECT_EQ(j["changes"][1]["content"]["new"], "xxh3-128/2:5678ef0099");
  EXPECT_EQ(j["changes"][1]["plugin_root"]["new"], nullptr);
  EXPECT_FALSE(j["changes"][2].contains("plugin_root"));
  // Nothing pending: the document as before.
  EXPECT_FALSE(nlohmann::json::parse(upgrade_json(r, {}, {})).contains("changes"));
}

}  // namespace
}  // namespace mind::reporting
