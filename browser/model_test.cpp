#include "browser/model.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::browser {
namespace {

struct Fixture {
  mind::testing::TempDir dir;
  install::ScannedSession scanned;

  Fixture() {
    store::Source source;
    source.name = "github.com/o/agents";
    source.url = "https://github.com/o/agents";
    source.host = "github.com";
    source.owner = "o";
    source.repo = "agents";
    scanned.session.registry.sources.push_back(source);
    auto record = std::make_shared<const store::Source>(source);
    install::SourceCatalog sc;
    sc.source = record;
    sc.dir = dir.path();
    for (const char* name : {"python-pro", "rust-pro"}) {
      discovery::CatalogItem item;
      item.kind = discovery::Kind::agent;
      item.bare_name = name;
      item.path = dir / (std::string("agents/") + name + ".md");
      item.relative_path = std::string("agents/") + name + ".md";
      item.description = std::string("an expert in ") + name;
      mind::testing::write_file(item.path, "---\nname: x\n---\nbody\n");
      sc.catalog.items.push_back(item);
    }
    discovery::CatalogItem skill;
    skill.kind = discovery::Kind::skill;
    skill.bare_name = "pdf";
    skill.path = dir / "skills/pdf";
    mind::testing::write_file(dir / "skills/pdf/SKILL.md", "---\nname: pdf\n---\n");
    mind::testing::write_file(dir / "skills/pdf/scripts/run.py", "print(1)\n");
    sc.catalog.items.push_back(skill);
    discovery::NestedSource nested;
    nested.spec = "github.com/o/agents";  // melded already: not offered
    sc.catalog.nested_sources.push_back(nested);
    nested.spec = "other/repo";
    sc.catalog.nested_sources.push_back(nested);
    sc.catalog.nested_sources.push_back(nested);  // twice: offered once
    scanned.catalogs.push_back(sc);

    store::InstalledItem inst;
    inst.kind = discovery::Kind::agent;
    inst.name = "python-pro";
    inst.bare_name = "python-pro";
    inst.source = source.name;
    inst.commit = "0123456789abcdef";
    inst.hash = "xxh3-128/2:00000000000000000000000000000000";  // not the file's: out of date
    inst.store = "store/agent/python-pro";
    scanned.session.manifest.items.emplace(inst.key(), inst);
    inst.name = inst.bare_name = "gone";
    scanned.session.manifest.items.emplace(inst.key(), inst);  // no longer offered
  }

  const Item* find(const Model& m, const std::string& key) const {
    for (const Item& i : m.items)
      if (i.key() == key) return &i;
    return nullptr;
  }
};

}  // namespace

// spec: CLI-75
TEST(BrowserModel, InstalledItemsCarryTheirCommitAndTheMarkersRecallShows) {
  Fixture f;
  const Model m = build_model(f.scanned, {}, nullptr);
  const Item* pro = f.find(m, "agent:python-pro");
  ASSERT_NE(pro, nullptr);
  EXPECT_EQ(pro->group, Group::installed);
  EXPECT_EQ(pro->commit, "0123456");
  EXPECT_TRUE(pro->stale);
  EXPECT_EQ(pro->ref(), "github.com/o/agents#agent:python-pro");
  const Item* gone = f.find(m, "agent:gone");
  ASSERT_NE(gone, nullptr);
  EXPECT_TRUE(gone->orphaned);
  EXPECT_EQ(gone->group, Group::installed);
  const Item* rust = f.find(m, "agent:rust-pro");
  ASSERT_NE(rust, nullptr);
  EXPECT_EQ(rust->group, Group::available);
  EXPECT_NE(rust->haystack.find("an expert in rust-pro"), std::string::npos);
  // Installed first, then Available.
  EXPECT_EQ(m.items.front().group, Group::installed);
}

TEST(BrowserModel, DiscoveredSourcesNotMeldedAreOfferedOnce) {
  Fixture f;
  const Model m = build_model(f.scanned, {}, nullptr);
  std::size_t offered = 0;
  for (const Item& i : m.items) {
    if (!i.is_discovered_source()) continue;
    ++offered;
    EXPECT_EQ(i.name, "other/repo");
    EXPECT_EQ(i.group, Group::available);
    EXPECT_EQ(i.ref(), "other/repo");
  }
  EXPECT_EQ(offered, 1u);
}

// spec: UNM-6
TEST(BrowserModel, UnmanagedLobeItemsAreTheirOwnGroup) {
  Fixture f;
  install::UnmanagedItem u;
  u.kind = discovery::Kind::skill;
  u.name = "mine";
  u.paths = {f.dir / "lobe/skills/mine"};
  const Model m = build_model(f.scanned, {u}, nullptr);
  const Item* mine = f.find(m, "skill:mine");
  ASSERT_NE(mine, nullptr);
  EXPECT_EQ(mine->group, Group::unmanaged);
  EXPECT_EQ(mine->ref(), "skill:mine");
  EXPECT_EQ(m.items.back().name, "mine");
}

// spec: WF-30
TEST(BrowserModel, AWorkflowSaysWhetherTheHarnessWouldLoadItAndWhyNot) {
  Fixture f;
  discovery::CatalogItem good;
  good.kind = discovery::Kind::workflow;
  good.bare_name = "release";
  good.path = f.dir / "workflows/release.js";
  discovery::WorkflowMeta meta;
  meta.name = "release";
  meta.description = "ships";
  meta.status = discovery::MetaStatus::ok;
  meta.reason = discovery::MetaReason::none;
  good.workflow = meta;
  discovery::CatalogItem bad = good;
  bad.bare_name = "broken";
  meta.name.reset();
  meta.status = discovery::MetaStatus::invalid;
  meta.reason = discovery::MetaReason::no_meta;
  bad.workflow = meta;
  f.scanned.catalogs.front().catalog.items.push_back(good);
  f.scanned.catalogs.front().catalog.items.push_back(bad);
  const Model m = build_model(f.scanned, {}, nullptr);
  const Item* loads = f.find(m, "workflow:release");
  ASSERT_NE(loads, nullptr);
  EXPECT_TRUE(loads->workflow);
  EXPECT_EQ(loads->harness_name, "release");
  EXPECT_TRUE(loads->harness.empty());
  const Item* broken = f.find(m, "workflow:broken");
  ASSERT_NE(broken, nullptr);
  EXPECT_FALSE(broken->harness_name.has_value());
  EXPECT_FALSE(broken->harness.empty());  // the WF-30 reason, in mind's words
}

TEST(BrowserModel, ASkillsFileTreeListsItsFilesAndFolders) {
  Fixture f;
  const std::vector<std::string> files = item_files(f.dir / "skills/pdf", 10);
  EXPECT_EQ(files, (std::vector<std::string>{"SKILL.md", "scripts/", "scripts/run.py"}));
  EXPECT_EQ(item_files(f.dir / "skills/pdf", 1).back(), "...");
}

TEST(BrowserModel, AMissingMindRootIsAnEmptyModel) {
  mind::testing::TempDir dir;
  store::MindPaths paths;
  paths.root = dir / "absent";
  EXPECT_TRUE(load_model(paths, {}).items.empty());
  EXPECT_FALSE(std::filesystem::exists(paths.root));  // a read creates nothing
}

}  // namespace mind::browser
