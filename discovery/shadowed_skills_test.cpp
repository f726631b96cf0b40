#include "discovery/shadowed_skills.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {
namespace {

CatalogItem item(Kind kind, const std::string& name) {
  CatalogItem i;
  i.kind = kind;
  i.bare_name = name;
  return i;
}

// Issue 43, measured on Claude Code 2.1.334: `commands/x.md` and
// `skills/x/SKILL.md` in one plugin list one `p:x`, with the command's
// description; a skill without a command of its name, and an agent, stay.
TEST(ShadowedSkills, ACommandShadowsTheSkillOfItsName) {
  std::vector<CatalogItem> items = {item(Kind::skill, "x"), item(Kind::command, "x"),
                                    item(Kind::skill, "y"), item(Kind::agent, "z"),
                                    item(Kind::command, "z")};
  const std::string warning = drop_shadowed_skills("p", items);
  ASSERT_EQ(items.size(), 4u);
  EXPECT_EQ(items[0].kind, Kind::command);
  EXPECT_EQ(items[0].bare_name, "x");
  EXPECT_EQ(items[1].bare_name, "y");
  EXPECT_EQ(warning,
            "plugin 'p': 1 skill(s) not offered, each shadowed by the plugin's command of the same "
            "name (Claude Code lists the command under that name): x; rename the skill's folder or "
            "the command to offer both");
}

TEST(ShadowedSkills, NothingShadowedSaysNothing) {
  std::vector<CatalogItem> items = {item(Kind::skill, "x"), item(Kind::command, "y")};
  EXPECT_EQ(drop_shadowed_skills("p", items), "");
  EXPECT_EQ(items.size(), 2u);
}

TEST(ShadowedSkills, ManyAreNamedBoundedInOneWarning) {
  std::vector<CatalogItem> items;
  for (int i = 0; i < 9; ++i) {
    items.push_back(item(Kind::skill, "s" + std::to_string(i)));
    items.push_back(item(Kind::command, "s" + std::to_string(i)));
  }
  const std::string warning = drop_shadowed_skills("p", items);
  EXPECT_EQ(items.size(), 9u);
  EXPECT_NE(warning.find("9 skill(s)"), std::string::npos);
  EXPECT_NE(warning.find("and 4 more"), std::string::npos) << warning;
}

}  // namespace
}  // namespace mind::discovery
