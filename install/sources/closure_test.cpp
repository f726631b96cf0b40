#include "install/sources/closure.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "discovery/scan.hpp"
#include "install/upgrade.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

const discovery::CatalogItem* named(const discovery::Catalog& c, const std::string& name) {
  for (const auto& item : c.items) {
    if (item.bare_name == name) return &item;
  }
  return nullptr;
}

// spec: DEP-1
// spec: DEP-11
// spec: DEP-22
TEST(Closure, TokensAndRequiresAreEdgesTransitivelyDependenciesFirstCyclesOnce) {
  TempDir src;
  write_file(src / "skills/a/SKILL.md", "---\ndescription: a\n---\nsee {{ns:b}}\n");
  write_file(src / "skills/b/SKILL.md", "---\ndescription: b\nrequires: rule:c\n---\n");
  write_file(src / "rules/c.md", "---\ndescription: c\n---\nback to <<ns:a>>\n");
  write_file(src / "skills/d/SKILL.md", "---\ndescription: d\n---\n");
  const discovery::Catalog c = discovery::scan_source(src.path());
  const DependencyGraph graph(c.items);
  const Closure closure = dependency_closure(graph, {named(c, "a")});
  ASSERT_EQ(closure.order.size(), 3u);
  EXPECT_EQ(closure.order.back(), named(c, "a"));
  EXPECT_EQ(closure.added.size(), 2u);
  const std::string tree = dependency_tree_text(
      graph, named(c, "a"), [](const discovery::CatalogItem* i) { return i->bare_name; });
  EXPECT_NE(tree.find("a (cycle)"), std::string::npos) << tree;
}

// Design decision 8: in a marketplace, a plugin's `requires` and tokens name
// its own items, never a namesake in another plugin.
TEST(Closure, APluginsDependenciesStayInsideThePlugin) {
  TempDir src;
  write_file(src / ".claude-plugin/marketplace.json",
             R"({"name":"m","plugins":[{"name":"p","source":"./p"},{"name":"q","source":"./q"}]})");
  for (const char* p : {"p", "q"}) {
    const std::string root = std::string(p) + "/";
    write_file(src / (root + ".claude-plugin/plugin.json"),
               R"({"name":")" + std::string(p) + "\"}");
    write_file(src / (root + "skills/a/SKILL.md"),
               "---\ndescription: a\nrequires: skill:b\n---\nsee {{ns:c}}\n");
    write_file(src / (root + "skills/b/SKILL.md"), "---\ndescription: b\n---\n");
    write_file(src / (root + "skills/c/SKILL.md"), "---\ndescription: c\n---\n");
  }
  const discovery::Catalog c = discovery::scan_source(src.path());
  ASSERT_EQ(c.items.size(), 6u);
  const discovery::CatalogItem* q_a = nullptr;
  for (const auto& item : c.items) {
    if (item.bare_name == "a" && item.plugin == "q") q_a = &item;
  }
  ASSERT_NE(q_a, nullptr);
  const DependencyGraph graph(c.items);
  const Closure closure = dependency_closure(graph, {q_a});
  ASSERT_EQ(closure.added.size(), 2u);
  for (const auto* item : closure.added) EXPECT_EQ(item->plugin, "q") << item->bare_name;
}

// spec: DEP-6
// spec: DEP-7
TEST(Closure, RequiresThatMatchesNothingIsBadReference) {
  TempDir src;
  write_file(src / "skills/a/SKILL.md", "---\ndescription: a\nrequires: nope\n---\n");
  const discovery::Catalog c = discovery::scan_source(src.path());
  const DependencyGraph graph(c.items);
  try {
    graph.of(named(c, "a"));
    FAIL() << "expected bad-reference";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::bad_reference);
    EXPECT_NE(std::string(e.what()).find("does not match any item"), std::string::npos);
  }
}

// spec: CLI-176
// spec: CLI-188
TEST(Upgrade, CompareUrlOnlyForHttpsHostsThatAreNotGitlabOrBitbucket) {
  store::Source s;
  s.url = "https://github.com/acme/kit";
  s.host = "github.com";
  s.owner = "acme";
  s.repo = "kit";
  EXPECT_EQ(compare_url(s, "aaa", "bbb"), "https://github.com/acme/kit/compare/aaa...bbb");
  s.host = "GitLab.example.com";
  EXPECT_FALSE(compare_url(s, "aaa", "bbb"));
  s.host = "github.com";
  s.url = "git@github.com:acme/kit.git";
  EXPECT_FALSE(compare_url(s, "aaa", "bbb"));
}

}  // namespace
}  // namespace mind::install
