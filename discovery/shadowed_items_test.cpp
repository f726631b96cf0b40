#include "discovery/shadowed_items.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {
namespace {

CatalogItem item(Kind kind, const std::string& name) {
  CatalogItem i;
  i.kind = kind;
  i.bare_name = name;
  return i;
}

CatalogItem workflow(const std::string& file_stem, const std::string& meta_name) {
  CatalogItem i = item(Kind::workflow, file_stem);
  i.workflow.emplace();
  i.workflow->name = meta_name;
  return i;
}

std::vector<std::string> names(const std::vector<CatalogItem>& items) {
  std::vector<std::string> out;
  for (const CatalogItem& i : items)
    out.push_back(std::string(kind_word(i.kind)) + ":" + i.bare_name);
  return out;
}

// Issue 43, measured on Claude Code 2.1.334: `commands/x.md` and
// `skills/x/SKILL.md` in one plugin list one `p:x`, with the command's
// description; a skill without a command of its name, and an agent, stay.
TEST(ShadowedItems, ACommandShadowsTheSkillOfItsName) {
  std::vector<CatalogItem> items = {item(Kind::skill, "x"), item(Kind::command, "x"),
                                    item(Kind::skill, "y"), item(Kind::agent, "z"),
                                    item(Kind::command, "z")};
  const std::string warning = drop_shadowed_items("p", items);
  EXPECT_EQ(names(items),
            (std::vector<std::string>{"command:x", "skill:y", "agent:z", "command:z"}));
  EXPECT_EQ(warning,
            "plugin 'p': 1 item(s) not offered, each shadowed by another of the plugin's items "
            "under the same name (Claude Code lists only that one): skill x (by the command); "
            "rename one of them to offer both");
}

// Straitjacket: workflows/audit.js (`meta.name` 'audit') hides skills/audit;
// claude-plugins-official: workflows/extract-rules.js, named
// 'modernize-extract-rules', hides commands/modernize-extract-rules.md.
TEST(ShadowedItems, AWorkflowShadowsBothUnderItsMetaName) {
  std::vector<CatalogItem> items = {item(Kind::skill, "audit"), workflow("audit", "audit"),
                                    item(Kind::command, "modernize-extract-rules"),
                                    workflow("extract-rules", "modernize-extract-rules"),
                                    item(Kind::skill, "extract-rules")};
  const std::string warning = drop_shadowed_items("p", items);
  EXPECT_EQ(names(items), (std::vector<std::string>{"workflow:audit", "workflow:extract-rules",
                                                    "skill:extract-rules"}));
  EXPECT_NE(warning.find("skill audit (by the workflow), command modernize-extract-rules (by the "
                         "workflow)"),
            std::string::npos)
      << warning;
}

TEST(ShadowedItems, NothingShadowedSaysNothing) {
  std::vector<CatalogItem> items = {item(Kind::skill, "x"), item(Kind::command, "y"),
                                    item(Kind::agent, "x"), item(Kind::rule, "y")};
  EXPECT_EQ(drop_shadowed_items("p", items), "");
  EXPECT_EQ(items.size(), 4u);
}

TEST(ShadowedItems, ManyAreNamedBoundedInOneWarning) {
  std::vector<CatalogItem> items;
  for (int i = 0; i < 9; ++i) {
    items.push_back(item(Kind::skill, "s" + std::to_string(i)));
    items.push_back(item(Kind::command, "s" + std::to_string(i)));
  }
  const std::string warning = drop_shadowed_items("p", items);
  EXPECT_EQ(items.size(), 9u);
  EXPECT_NE(warning.find("9 item(s)"), std::string::npos);
  EXPECT_NE(warning.find("and 4 more"), std::string::npos) << warning;
}

}  // namespace
}  // namespace mind::discovery
