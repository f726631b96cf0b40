#include "discovery/plugin_manifest.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {
namespace {

// spec: MKT-9
TEST(PluginManifest, NameIsRequiredAndOtherKeysAreIgnored) {
  auto p = parse_plugin_manifest(
      R"({"name":"lintkit","version":"0.3.0","description":"Lint","workflows":"./wf",
          "experimental":{"workflows":["x"]},"x-vendor":1,"vendor.key":true,"author":{"name":"a"}})");
  ASSERT_TRUE(p.manifest) << *p.error;
  EXPECT_EQ(p.manifest->name, "lintkit");
  EXPECT_EQ(p.manifest->version, "0.3.0");
  EXPECT_TRUE(parse_plugin_manifest(R"({"name":"  "})").error);
  EXPECT_TRUE(parse_plugin_manifest(R"({"version":"1"})").error);
  EXPECT_TRUE(parse_plugin_manifest("{not json").error);
  EXPECT_TRUE(parse_plugin_manifest("[]").error);
}

// spec: MKT-7
// spec: MKT-14
TEST(MarketplaceManifest, SourcesAreClassifiedAsInRepoOrExternal) {
  auto m = parse_marketplace_manifest(R"({"name":"Team Market","plugins":[
      {"name":"fmt","source":"./plugins/fmt","skills":["skills/a"]},
      {"name":"gh","source":"plugins/fmt"},
      {"name":"deep","source":"a/b/c"},
      {"name":"sec","source":{"repo":"secorg/sec-plugin","ref":"v2"}}]})");
  ASSERT_TRUE(m.manifest) << *m.error;
  const auto& p = m.manifest->plugins;
  ASSERT_EQ(p.size(), 4u);
  EXPECT_FALSE(p[0].external);
  EXPECT_EQ(p[0].skills, std::vector<std::string>{"skills/a"});
  EXPECT_TRUE(p[1].external);  // the documented pitfall: owner/repo shorthand
  EXPECT_FALSE(p[2].external);
  EXPECT_TRUE(p[3].external);
  EXPECT_EQ(p[3].source, "secorg/sec-plugin");
  EXPECT_EQ(p[3].ref->value, "v2");
}

// spec: MKT-9
TEST(MarketplaceManifest, UnsafePathsAndRefsRejectTheWholeCatalog) {
  EXPECT_TRUE(
      parse_marketplace_manifest(R"({"name":"m","plugins":[{"name":"a","source":"../x"}]})").error);
  EXPECT_TRUE(
      parse_marketplace_manifest(R"({"name":"m","plugins":[{"name":"a","source":"/abs"}]})").error);
  EXPECT_TRUE(parse_marketplace_manifest(
                  R"({"name":"m","plugins":[{"name":"a","source":"./p","skills":["../../etc"]}]})")
                  .error);
  EXPECT_TRUE(
      parse_marketplace_manifest(
          R"({"name":"m","plugins":[{"name":"a","source":{"repo":"o/r","ref":"--upload-pack=x"}}]})")
          .error);
  EXPECT_TRUE(
      parse_marketplace_manifest(R"({"name":"m","plugins":[{"name":"a","source":{}}]})").error);
  EXPECT_TRUE(parse_marketplace_manifest(R"({"plugins":[]})").error);
}

// spec: MKT-5
// spec: MKT-8
TEST(PluginManifest, PrefixCandidatesFollowTheReservedLists) {
  EXPECT_TRUE(usable_plugin_prefix("lintkit", false));
  EXPECT_FALSE(usable_plugin_prefix("plugin", false));
  EXPECT_TRUE(usable_plugin_prefix("plugin", true));
  EXPECT_FALSE(usable_plugin_prefix("skill", true));
  EXPECT_FALSE(usable_plugin_prefix("a:b", false));
  EXPECT_FALSE(usable_plugin_prefix("a b", false));
}

// spec: MKT-4
TEST(PluginManifest, McpServersAreCounted) {
  EXPECT_EQ(count_mcp_servers(R"({"mcpServers":{"a":{},"b":{}}})"), 2u);
  EXPECT_EQ(count_mcp_servers("garbage"), 1u);
}

}  // namespace
}  // namespace mind::discovery
