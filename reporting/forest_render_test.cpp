#include "reporting/forest_render.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace mind::reporting {
namespace {

using install::ForestNode;
using install::PluginReferenceEdge;
using namespacing::ReferenceForm;

PluginReferenceEdge ref(const std::string& written, std::optional<std::string> target,
                        bool installed) {
  return {written, ReferenceForm::agent_key, "w.js", 3, std::move(target), installed};
}

// Decision 18: a child named by plugin-qualified name says how; an
// unresolved reference is a line of its own, five per item, the rest counted.
TEST(ForestRender, PluginReferencesInText) {
  ForestNode node{"workflow:p:w", false, false, {{"agent:p:a", false, false, {}}}};
  node.references.push_back(ref("p:a", "agent:p:a", true));
  node.references.push_back(ref("p:b", "agent:p:b", false));
  for (int i = 0; i < 6; ++i) node.references.push_back(ref("p:x" + std::to_string(i), {}, false));
  EXPECT_EQ(forest_text({node}),
            "workflow:p:w\n"
            "  agent:p:a (as 'p:a', agent reference)\n"
            "  'p:b' (agent reference): unresolved, agent:p:b is not installed\n"
            "  'p:x0' (agent reference): unresolved, plugin 'p' offers no such item\n"
            "  'p:x1' (agent reference): unresolved, plugin 'p' offers no such item\n"
            "  'p:x2' (agent reference): unresolved, plugin 'p' offers no such item\n"
            "  'p:x3' (agent reference): unresolved, plugin 'p' offers no such item\n"
            "  (2 more unresolved references; `mind review` lists them)\n");
}

TEST(ForestRender, PluginReferencesInJsonAreEdges) {
  ForestNode node{"workflow:p:w", false, false, {{"agent:p:a", false, false, {}}}};
  node.references.push_back(ref("p:a", "agent:p:a", true));
  node.references.push_back(ref("p:b", "agent:p:b", false));
  node.references.push_back(ref("p:\x1b[2J", {}, false));  // a hostile name stays data
  const nlohmann::json j = nlohmann::json::parse(forest_node_json(node));
  ASSERT_EQ(j["references"].size(), 3u);
  EXPECT_EQ(j["references"][0]["from"], "workflow:p:w");
  EXPECT_EQ(j["references"][0]["to"], "agent:p:a");
  EXPECT_EQ(j["references"][0]["status"], "resolved");
  EXPECT_EQ(j["references"][1]["to"], nullptr);
  EXPECT_EQ(j["references"][1]["target"], "agent:p:b");
  EXPECT_EQ(j["references"][1]["status"], "not-installed");
  EXPECT_EQ(j["references"][2]["status"], "not-offered");
  EXPECT_EQ(j["references"][2]["form"], "agent-key");
  EXPECT_EQ(j["references"][2]["line"], 3);
  // Text never carries the escape.
  EXPECT_EQ(forest_text({node}).find('\x1b'), std::string::npos);
  // A node without any keeps the old shape.
  EXPECT_FALSE(
      nlohmann::json::parse(forest_node_json(node.dependencies[0])).contains("references"));
}

}  // namespace
}  // namespace mind::reporting
