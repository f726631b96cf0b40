// The install transaction with token expansion on the staged copy: a prefixed
// source's workflow, agents linking bare, the expansion gate, and a bad
// reference that leaves nothing installed and an earlier install intact.

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "discovery/scan.hpp"
#include "install/sources/sibling_set.hpp"
#include "install/transaction.hpp"
#include "namespacing/agent_link_name.hpp"
#include "store/content_hash.hpp"
#include "store/manifest.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using discovery::Kind;
using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

// A source scanned from a temp dir, installed under a prefix set directly.
struct PrefixedSource {
  TempDir home;
  store::MindPaths paths{home / ".mind"};
  std::vector<Lobe> lobes{{home / ".claude", std::nullopt}};
  TempDir source;
  std::string prefix = "jk";
  discovery::Catalog catalog;
  std::vector<namespacing::Sibling> siblings;

  void scan() {
    catalog = discovery::scan_source(source.path());
    siblings.clear();
    for (const auto& item : catalog.items) {
      const std::string eff = prefix.empty() ? item.bare_name : prefix + ":" + item.bare_name;
      siblings.push_back({item.kind, item.bare_name, eff, namespacing::agent_link_name(item),
                          resolve_tool_bin(item)});
    }
  }
  const discovery::CatalogItem& item(Kind kind, const std::string& name) const {
    for (const auto& i : catalog.items) {
      if (i.kind == kind && i.bare_name == name) return i;
    }
    throw std::runtime_error("not scanned: " + name);
  }
  store::InstalledItem install(Kind kind, const std::string& name) {
    scan();
    const discovery::CatalogItem& i = item(kind, name);
    const std::string eff = prefix.empty() ? name : prefix + ":" + name;
    return install_item(paths, lobes,
                        {&i, eff, "local/x/src", "abc", false, &siblings, home.path().string()});
  }
  fs::path store(std::string_view rel) const { return paths.root / "store" / rel; }
};

constexpr std::string_view kReviewWorkflow =
    "export const meta = {\n"
    "  name: '{{ns:review}}',\n"
    "  description: 'Review changed files',\n"
    "}\n"
    "await agent('Ask <<ns:helper>> first, then {{ns:helper}} again.')\n";

// spec: WF-22
// spec: WF-23
// spec: WF-25
// spec: NS-11
TEST(TokenInstall, PrefixedWorkflowStoresLinksAndExpandsAsItsEffectiveName) {
  PrefixedSource s;
  write_file(s.source / "workflows/review.js", kReviewWorkflow);
  write_file(s.source / "skills/helper/SKILL.md", "---\ndescription: h\n---\nHelp.\n");
  const store::InstalledItem rec = s.install(Kind::workflow, "review");
  EXPECT_EQ(rec.store, "store/workflow/jk:review");
  const fs::path link = s.home / ".claude/workflows/jk:review.js";
  ASSERT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(fs::read_symlink(link), s.store("workflow/jk:review"));
  const std::string stored = read_file(s.store("workflow/jk:review"));
  EXPECT_NE(stored.find("name: 'jk:review'"), std::string::npos) << stored;
  EXPECT_NE(stored.find("Ask jk:helper first, then jk:helper again."), std::string::npos) << stored;
  EXPECT_EQ(stored.find("{{"), std::string::npos);
  EXPECT_EQ(stored.find("<<ns:"), std::string::npos);
}

// spec: NS-40
// spec: NS-2
TEST(TokenInstall, PrefixedAgentStoresPrefixedAndLinksUnderItsPlainFrontmatterName) {
  PrefixedSource s;
  write_file(s.source / "agents/helper.md", "---\nname: helper-bot\ndescription: h\n---\n");
  const store::InstalledItem rec = s.install(Kind::agent, "helper");
  EXPECT_EQ(rec.store, "store/agent/jk:helper");
  EXPECT_TRUE(fs::is_symlink(s.home / ".claude/agents/helper-bot.md"));
}

// spec: NS-40 (the harness keys the agent by its frontmatter name whatever its
// file is called: a name that is not a plain file name links under the bare
// item name, and the file still says `name: Helper Bot`)
TEST(TokenInstall, PrefixedAgentWithASpacedFrontmatterNameLinksUnderItsBareName) {
  PrefixedSource s;
  write_file(s.source / "agents/helper.md", "---\nname: Helper Bot\ndescription: h\n---\n");
  const store::InstalledItem rec = s.install(Kind::agent, "helper");
  EXPECT_EQ(rec.store, "store/agent/jk:helper");
  const fs::path link = s.home / ".claude/agents/helper.md";
  ASSERT_TRUE(fs::is_symlink(link));
  EXPECT_FALSE(fs::exists(fs::symlink_status(s.home / ".claude/agents/Helper Bot.md")));
  EXPECT_NE(read_file(link).find("name: Helper Bot"), std::string::npos);
}

// spec: TOOL-13
// spec: NS-14
TEST(TokenInstall, UnprefixedSkillExpandsAndTheHashCoversTheTokenForm) {
  PrefixedSource s;
  s.prefix = "";
  write_file(s.source / "skills/lint/SKILL.md",
             "---\ndescription: l\n---\nThen {{ns:fix}} at {{self}}.\n");
  write_file(s.source / "skills/fix/SKILL.md", "---\ndescription: f\n---\n");
  const store::InstalledItem rec = s.install(Kind::skill, "lint");
  EXPECT_EQ(read_file(s.store("skill/lint/SKILL.md")),
            "---\ndescription: l\n---\nThen fix at ~/.mind/store/skill/lint.\n");
  EXPECT_EQ(rec.hash, store::hash_item_tree(s.source / "skills/lint"));
}

// spec: NS-53
// spec: TOOL-14
TEST(TokenInstall, BracesInANonMarkdownFileOfASkillAreCopiedUnchanged) {
  PrefixedSource s;
  const std::string jinja = "{{ ns:x }} {{ns:nosuch}} {{tools:nope}} {% if %}\n";
  write_file(s.source / "skills/tpl/SKILL.md", "---\ndescription: t\n---\n{{ns:tpl}}\n");
  write_file(s.source / "skills/tpl/template.j2", jinja);
  s.install(Kind::skill, "tpl");
  EXPECT_EQ(read_file(s.store("skill/jk:tpl/template.j2")), jinja);
  EXPECT_EQ(read_file(s.store("skill/jk:tpl/SKILL.md")), "---\ndescription: t\n---\njk:tpl\n");
}

// spec: NS-57
// spec: TOOL-20
// spec: TOOL-5
TEST(TokenInstall, ExpandListedScriptGetsAbsolutePathsAndConventionBin) {
  PrefixedSource s;
  write_file(s.source / "skills/triage/SKILL.md",
             "---\ndescription: t\nexpand: helpers/collect.py\n---\nRun {{tools:probe}}.\n");
  write_file(s.source / "skills/triage/helpers/collect.py", "TOOL = \"{{tools:probe}}\"\n");
  write_file(s.source / "tools/probe/probe", "#!/bin/sh\n");  // the convention entrypoint
  s.install(Kind::skill, "triage");
  const std::string home = s.home.path().string();
  EXPECT_EQ(read_file(s.store("skill/jk:triage/helpers/collect.py")),
            "TOOL = \"" + home + "/.mind/store/tool/jk:probe/probe\"\n");
  EXPECT_EQ(read_file(s.store("skill/jk:triage/SKILL.md")),
            "---\ndescription: t\nexpand: helpers/collect.py\n---\nRun "
            "~/.mind/store/tool/jk:probe/probe.\n");
}

// spec: NS-57
TEST(TokenInstall, AnExpandEntryNamingNoFileFailsStaging) {
  PrefixedSource s;
  write_file(s.source / "skills/t/SKILL.md", "---\ndescription: t\nexpand: ../escape.py\n---\n");
  try {
    s.install(Kind::skill, "t");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::bad_reference);
    EXPECT_NE(std::string(e.what()).find("expand: ../escape.py"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(fs::exists(s.store("skill/jk:t")));
}

// spec: NS-12
// spec: LIFE-2
// spec: TOOL-17
TEST(TokenInstall, ABadReferenceFailsNamingFileAndTokenAndKeepsTheEarlierInstall) {
  PrefixedSource s;
  write_file(s.source / "workflows/review.js", "export const meta = { name: '{{ns:review}}' }\n");
  s.install(Kind::workflow, "review");
  write_file(s.source / "workflows/review.js",
             "export const meta = { name: '{{ns:review}}' }\nagent('{{ns:nosuch}}')\n");
  try {
    s.install(Kind::workflow, "review");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::bad_reference);
    const std::string what = e.what();
    EXPECT_NE(what.find("workflows/review.js"), std::string::npos) << what;
    EXPECT_NE(what.find("{{ns:nosuch}}"), std::string::npos) << what;
    EXPECT_NE(what.find("does not match any item"), std::string::npos) << what;
  }
  EXPECT_EQ(read_file(s.store("workflow/jk:review")),
            "export const meta = { name: 'jk:review' }\n");
  EXPECT_TRUE(fs::is_symlink(s.home / ".claude/workflows/jk:review.js"));
  EXPECT_FALSE(fs::exists(s.paths.tmp() / "staging/workflow/jk:review"));
}

// spec: NS-12
TEST(TokenInstall, AFirstInstallThatFailsLeavesNothing) {
  PrefixedSource s;
  write_file(s.source / "rules/r.md", "see {{tools:probe}}\n");
  EXPECT_THROW(s.install(Kind::rule, "r"), Error);
  EXPECT_FALSE(fs::exists(s.store("rule/jk:r")));
  std::error_code ec;
  EXPECT_FALSE(fs::exists(fs::symlink_status(s.home / ".claude/rules/jk:r.md", ec)));
}

}  // namespace
}  // namespace mind::install
