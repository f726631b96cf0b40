// Source shapes Claude Code reads (issue 43): a root with both plugin
// manifests, GitHub Copilot's `.github/plugin/marketplace.json`, dot folders
// taken by a glob root, and one SKILL.md listed by several marketplace
// entries. Each expectation was measured with the real Claude Code 2.1.334.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "discovery/scan.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

std::vector<std::string> keys(const Catalog& c) {
  std::vector<std::string> out;
  for (const auto& item : c.items) {
    out.push_back(std::string(kind_word(item.kind)) + ":" +
                  (item.marketplace_entry ? *item.marketplace_entry + "/" : "") + item.bare_name);
  }
  std::sort(out.begin(), out.end());
  return out;
}

bool has_note(const std::vector<std::string>& notes, std::string_view part) {
  return std::any_of(notes.begin(), notes.end(),
                     [&](const std::string& n) { return n.find(part) != std::string::npos; });
}

void both_manifests(const TempDir& src, const std::string& entries) {
  write_file(src / ".claude-plugin/plugin.json", R"({"name":"rootplug","version":"1.0.0"})");
  write_file(src / ".claude-plugin/marketplace.json",
             R"({"name":"mk","owner":{"name":"x"},"plugins":[)" + entries + "]}");
  write_file(src / "skills/rootskill/SKILL.md", "---\ndescription: r\n---\n");
  write_file(src / "plugins/a/skills/askill/SKILL.md", "---\ndescription: a\n---\n");
  write_file(src / "plugins/a/agents/aagent.md", "---\ndescription: g\n---\n");
}

// spec: MKT-7
// spec: MKT-8
TEST(SourceShapes, ARootWithBothManifestsIsReadAsItsMarketplace) {
  TempDir src;
  both_manifests(src, R"({"name":"a","source":"./plugins/a"})");
  const Catalog c = scan_source(src.path());
  // As `claude plugin marketplace add`: the entry's plugin, not the root's.
  EXPECT_EQ(keys(c), (std::vector<std::string>{"agent:a/aagent", "skill:a/askill"}));
  EXPECT_EQ(c.origin, CatalogOrigin::claude_marketplace);
  EXPECT_TRUE(
      has_note(c.shape_notes, "items read from .claude-plugin/marketplace.json (1 plugin)"));
  EXPECT_TRUE(has_note(c.notes, "the root plugin's own components are not offered"));
}

// spec: MKT-14
TEST(SourceShapes, TheRootPluginIsOfferedWhenAnEntrysSourceIsTheRoot) {
  TempDir src;
  both_manifests(src, R"({"name":"a","source":"./plugins/a"},{"name":"top","source":"./"})");
  const Catalog c = scan_source(src.path());
  // The root's plugin.json names it `rootplug`: Claude Code names its items
  // after that name, not the entry's `top` (neondatabase/agent-skills' shape).
  EXPECT_EQ(keys(c), (std::vector<std::string>{"agent:a/aagent", "skill:a/askill",
                                               "skill:rootplug/rootskill"}));
  EXPECT_FALSE(has_note(c.notes, "not offered"));
}

// spec: MKT-8 (design decision 9: the harness decides; Claude Code 2.1.334 names
// an entry's items after its plugin.json `name`: entry `neon-postgres` with
// plugin.json `neon` loads `neon:neon-postgres`; an entry without a plugin.json
// keeps the entry's name)
TEST(SourceShapes, AnEntrysItemsTakeItsPluginJsonNameOverTheEntrysName) {
  TempDir src;
  write_file(src / ".claude-plugin/marketplace.json",
             R"({"name":"mk","owner":{"name":"x"},"plugins":[)"
             R"({"name":"entry-one","source":"./plugins/one"},)"
             R"({"name":"entry-two","source":"./plugins/two"}]})");
  write_file(src / "plugins/one/.claude-plugin/plugin.json", R"({"name":"own"})");
  write_file(src / "plugins/one/skills/s1/SKILL.md", "---\ndescription: a\n---\n");
  write_file(src / "plugins/two/skills/s2/SKILL.md", "---\ndescription: b\n---\n");
  const Catalog c = scan_source(src.path());
  EXPECT_EQ(keys(c), (std::vector<std::string>{"skill:entry-two/s2", "skill:own/s1"}));
  for (const auto& item : c.items)
    EXPECT_EQ(item.plugin, item.bare_name == "s1" ? "own" : "entry-two");
}

// spec: MKT-17
TEST(SourceShapes, AddedPluginRootsOverTheMarketplaceOfferNothingTwice) {
  TempDir src;
  both_manifests(src, R"({"name":"a","source":"./plugins/a"},{"name":"b","source":"./plugins/b"})");
  write_file(src / "plugins/b/skills/askill/SKILL.md", "---\ndescription: same name\n---\n");
  ScanOptions options;
  options.add_roots = std::vector<std::string>{"plugins/*"};
  const Catalog c = scan_source(src.path(), options);  // no "offered twice"
  EXPECT_EQ(keys(c),
            (std::vector<std::string>{"agent:a/aagent", "skill:a/askill", "skill:b/askill"}));
}

// Issue 43, decision 9: an added root that is a plugin (ComposioHQ's
// `connect-apps-plugin/`) is read as that plugin, as Claude Code names its
// items `<plugin>:<name>`, and offers no flat-skill copy of it.
// spec: DSC-84
TEST(SourceShapes, AnAddedRootThatIsAPluginIsReadAsThatPlugin) {
  TempDir src;
  write_file(src / "skills/own/SKILL.md", "---\ndescription: own\n---\n");
  write_file(src / "connect-apps-plugin/.claude-plugin/plugin.json", R"({"name":"connect-apps"})");
  write_file(src / "connect-apps-plugin/commands/setup.md", "---\ndescription: set up\n---\n");
  ScanOptions options;
  options.add_roots = std::vector<std::string>{"connect-apps-plugin"};
  const Catalog c = scan_source(src.path(), options);
  EXPECT_EQ(keys(c), (std::vector<std::string>{"command:setup", "skill:own"}));
  for (const auto& item : c.items) {
    EXPECT_EQ(item.plugin.value_or(""), item.kind == Kind::command ? "connect-apps" : "")
        << item.bare_name;
    if (item.kind == Kind::command) {
      EXPECT_EQ(item.plugin_dir, src.path() / "connect-apps-plugin");
    }
  }
}

TEST(SourceShapes, ACopilotMarketplaceIsNamedNotRead) {
  TempDir src;
  write_file(src / ".github/plugin/marketplace.json",
             R"({"name":"c","plugins":[{"name":"p","source":"plugins/p"}]})");
  write_file(src / "plugins/p/plugin.json", R"({"name":"p","skills":["./skills/x/"]})");
  write_file(src / "skills/x/SKILL.md", "---\ndescription: x\n---\n");
  const Catalog c = scan_source(src.path());
  EXPECT_EQ(keys(c), (std::vector<std::string>{"skill:x"}));
  EXPECT_TRUE(has_note(c.shape_notes, ".github/plugin/marketplace.json"));
  EXPECT_TRUE(has_note(c.notes, "is not read"));
}

TEST(SourceShapes, APluginSourceNamesTheManifestItRead) {
  TempDir src;
  write_file(src / ".claude-plugin/plugin.json", R"({"name":"p"})");
  write_file(src / "skills/x/SKILL.md", "---\ndescription: x\n---\n");
  const Catalog c = scan_source(src.path());
  EXPECT_TRUE(has_note(c.shape_notes, "items read from .claude-plugin/plugin.json"));
  EXPECT_FALSE(has_note(c.notes, "items read from"));  // review says it, meld does not
}

// Issue 43: Claude Code 2.1.334 shows `\n` (backslash, n) in an agent's
// description as a line break, which the sanitiser makes a space (DSC-94);
// a skill's keeps the two characters, as Claude Code's listing does.
TEST(SourceShapes, AnAgentsBackslashNIsALineBreakASkillsIsText) {
  TempDir src;
  write_file(src / "agents/a.md", "---\nname: a\ndescription: \"one\\\\ntwo\"\n---\nBody\n");
  write_file(src / "skills/s/SKILL.md", "---\nname: s\ndescription: \"one\\\\ntwo\"\n---\nBody\n");
  const Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 2u);
  for (const auto& item : c.items) {
    if (item.kind == Kind::agent) EXPECT_EQ(item.description, "one two");
    if (item.kind == Kind::skill) EXPECT_EQ(item.description, "one\\ntwo");
  }
}

// Issue 43: Claude Code 2.1.334 loads a plugin's commands/<dir>/<n>.md as
// `<plugin>:<dir>:<n>` (Jeffallan/claude-skills), folders nesting; a loose
// source's sub-folders stay unread (its hint names `--add-root 'commands/*'`).
TEST(SourceShapes, APluginsCommandsInSubFoldersAreNamedWithTheirFolders) {
  TempDir src;
  write_file(src / ".claude-plugin/plugin.json", R"({"name":"kit"})");
  write_file(src / "commands/top.md", "---\ndescription: t\n---\n");
  write_file(src / "commands/common-ground/references/x.md", "---\ndescription: x\n---\n");
  write_file(src / "commands/ops/deploy.md", "---\ndescription: d\n---\n");
  write_file(src / "commands/.hidden/no.md", "---\ndescription: n\n---\n");
  const Catalog c = scan_source(src.path());
  EXPECT_EQ(keys(c), (std::vector<std::string>{"command:common-ground:references:x",
                                               "command:ops:deploy", "command:top"}));
  TempDir loose;
  write_file(loose / "commands/ops/deploy.md", "---\ndescription: d\n---\n");
  write_file(loose / "commands/top.md", "---\ndescription: t\n---\n");
  EXPECT_EQ(keys(scan_source(loose.path())), (std::vector<std::string>{"command:top"}));
  // A project setup's .claude/commands/<dir>/<n>.md: `<dir>:<n>` in Claude Code's project scope
  // (ruvnet/claude-flow's `sparc:architect`).
  TempDir setup;
  write_file(setup / ".claude/commands/sparc/architect.md", "---\ndescription: a\n---\n");
  write_file(setup / ".claude/commands/ask.md", "---\ndescription: q\n---\n");
  EXPECT_EQ(keys(scan_source(setup.path())),
            (std::vector<std::string>{"command:ask", "command:sparc:architect"}));
}

// Issue 43: where mind deliberately reads other items than Claude Code (a
// --root that sets the manifest aside), review says so beside what it read.
TEST(SourceShapes, AManifestSetAsideByARootIsADeliberateDifferenceReviewNames) {
  TempDir src;
  write_file(src / ".claude-plugin/plugin.json", R"({"name":"p"})");
  write_file(src / "skills/x/SKILL.md", "---\ndescription: x\n---\n");
  write_file(src / "extra/skills/y/SKILL.md", "---\ndescription: y\n---\n");
  ScanOptions options;
  options.roots = std::vector<std::string>{"extra"};
  const Catalog c = scan_source(src.path(), options);
  EXPECT_EQ(keys(c), (std::vector<std::string>{"skill:y"}));
  EXPECT_TRUE(has_note(c.shape_notes, "Claude Code, given this repository, reads the manifest"));
  EXPECT_TRUE(has_note(c.notes, "--root defines where the items are"));
}

// Measured: 8 entries with source "./" each listing skills/a load one skill
// (`Skipping duplicate plugin skill 'p1:a' ... already loaded as 'p0:a'`),
// and each entry its own copy of the agent.
// spec: MKT-14
TEST(SourceShapes, OneSkillListedByTwoEntriesIsOfferedUnderTheFirst) {
  TempDir src;
  write_file(src / ".claude-plugin/marketplace.json", R"({"name":"m","plugins":[
      {"name":"p0","source":"./","strict":false,"skills":["./skills/a"]},
      {"name":"p1","source":"./","strict":false,"skills":["./skills/a"]}]})");
  write_file(src / "skills/a/SKILL.md", "---\ndescription: a\n---\n");
  write_file(src / "agents/g.md", "---\ndescription: g\n---\n");
  const Catalog c = scan_source(src.path());
  EXPECT_EQ(keys(c), (std::vector<std::string>{"agent:p0/g", "agent:p1/g", "skill:p0/a"}));
  EXPECT_TRUE(has_note(c.notes, "p1:a not offered again"));
}

// spec: DSC-84
TEST(SourceShapes, AGlobRootNamingADotTakesDotFoldersUnderTheirOwnNames) {
  TempDir src;
  write_file(src / "skills/.curated/fix-ci/SKILL.md", "---\ndescription: f\n---\n");
  write_file(src / "skills/.system/installer/SKILL.md", "---\ndescription: i\n---\n");
  write_file(src / "skills/plain/SKILL.md", "---\ndescription: p\n---\n");
  ScanOptions options;
  options.add_roots = std::vector<std::string>{"skills/.*"};
  const Catalog c = scan_source(src.path(), options);
  EXPECT_EQ(keys(c), (std::vector<std::string>{"skill:fix-ci", "skill:installer", "skill:plain"}));
  options.add_roots = std::vector<std::string>{"skills/*"};  // `*` never takes a dot folder
  EXPECT_EQ(keys(scan_source(src.path(), options)), (std::vector<std::string>{"skill:plain"}));
}

TEST(SourceShapes, ADotPatternNeverTakesVcsMetadata) {
  TempDir src;
  write_file(src / ".git/skills/x/SKILL.md", "---\ndescription: x\n---\n");
  write_file(src / ".claude/skills/y/SKILL.md", "---\ndescription: y\n---\n");
  ScanOptions options;
  options.roots = std::vector<std::string>{".*"};
  const Catalog c = scan_source(src.path(), options);
  EXPECT_EQ(keys(c), (std::vector<std::string>{"skill:y"}));
}

// spec: DSC-20 (a command's description as Claude Code 2.1.334 lists it: with
// no frontmatter description, its body's first line, the heading's marks
// dropped; the same for a skill, measured with the client in user scope and
// in a plugin; an agent without one stays without)
TEST(SourceShapes, ACommandOrSkillWithoutADescriptionIsDescribedByItsFirstLine) {
  TempDir src;
  write_file(src / "commands/audit.md", "# Accessibility Audit and Testing\n\nYou are...\n");
  write_file(src / "commands/told.md", "---\ndescription: said\n---\n# Heading\n");
  write_file(src / "skills/named/SKILL.md", "---\nname: named\n---\n# Heading of named\n");
  write_file(src / "skills/bare/SKILL.md", "Only a body line\n");
  write_file(src / "agents/quiet.md", "# An agent heading\n");
  const Catalog c = scan_source(src.path());
  for (const auto& item : c.items) {
    if (item.bare_name == "audit") EXPECT_EQ(item.description, "Accessibility Audit and Testing");
    if (item.bare_name == "told") EXPECT_EQ(item.description, "said");
    if (item.bare_name == "named") EXPECT_EQ(item.description, "Heading of named");
    if (item.bare_name == "bare") EXPECT_EQ(item.description, "Only a body line");
    if (item.bare_name == "quiet") EXPECT_EQ(item.description, std::nullopt);
    EXPECT_EQ(item.description_from_body,
              item.bare_name == "audit" || item.bare_name == "named" || item.bare_name == "bare")
        << item.bare_name;
  }
  EXPECT_EQ(c.items.size(), 5u);
}

}  // namespace
}  // namespace mind::discovery
