#include "discovery/scan.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

ScanOptions capped(std::uint64_t cap) {
  ScanOptions options;
  options.metadata_cap = cap;
  return options;
}

using mind::testing::TempDir;
using mind::testing::write_file;

const CatalogItem* find(const Catalog& c, Kind kind, std::string_view name) {
  for (const auto& item : c.items) {
    if (item.kind == kind && item.bare_name == name) return &item;
  }
  return nullptr;
}

// spec: DSC-41
TEST(Scan, ThePinDirectiveIsReadFromTheMindTomlAlone) {
  TempDir src;
  EXPECT_FALSE(declared_pin_directive(src.path()));
  write_file(src / "mind.toml", "[source]\nfollow-branch = \"stable\"\n");
  const std::optional<PinDirective> pin = declared_pin_directive(src.path());
  ASSERT_TRUE(pin);
  EXPECT_EQ(pin->kind, PinKind::follow_branch);
  EXPECT_EQ(pin->value, "stable");
  write_file(src / "mind.toml", "[source]\nfollow-branch = \"\"\n");
  EXPECT_THROW(declared_pin_directive(src.path()), Error);
}

// spec: DSC-10
// spec: DSC-11
// spec: DSC-12
// spec: DSC-14
// spec: WF-1
TEST(Scan, FindsEveryKindByConvention) {
  TempDir src;
  write_file(src / "skills/review/SKILL.md", "---\ndescription: Review code\n---\n");
  write_file(src / "skills/review/scripts/lint.sh", "#!/bin/sh\n");
  write_file(src / "skills/scratch/notes.txt", "no anchor");
  write_file(src / "agents/coder.md", "---\nname: the-coder\ndescription: Codes\n---\n");
  write_file(src / "rules/style.md", "---\ndescription: Style\n---\n");
  write_file(src / "commands/frontend:build.md", "---\ndescription: Build\n---\n");
  write_file(src / "tools/detect/TOOL.md", "---\ndescription: Detects\n---\n");
  write_file(src / "workflows/release.js",
             "export const meta = { name: 'release', description: 'Ship it' }\n");
  Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 6u);
  EXPECT_EQ(find(c, Kind::skill, "review")->description, "Review code");
  EXPECT_EQ(find(c, Kind::agent, "coder")->agent_name, "the-coder");
  EXPECT_NE(find(c, Kind::rule, "style"), nullptr);
  EXPECT_NE(find(c, Kind::command, "frontend:build"), nullptr);
  EXPECT_EQ(find(c, Kind::tool, "detect")->description, "Detects");
  const CatalogItem* wf = find(c, Kind::workflow, "release");
  ASSERT_NE(wf, nullptr);
  EXPECT_EQ(wf->description, "Ship it");
  EXPECT_EQ(wf->relative_path, "workflows/release.js");
  EXPECT_EQ(find(c, Kind::skill, "scratch"), nullptr);
}

// spec: DSC-13
TEST(Scan, MissingContainersYieldNothing) {
  TempDir src;
  EXPECT_TRUE(scan_source(src.path()).items.empty());
}

// spec: WF-2
// spec: WF-3
TEST(Scan, WorkflowsAreFlatAndExactlyDotJs) {
  TempDir src;
  write_file(src / "workflows/a.js", "");
  write_file(src / "workflows/b.ts", "");
  write_file(src / "workflows/c.mjs", "");
  write_file(src / "workflows/d.JS", "");
  write_file(src / "workflows/sub/e.js", "");
  Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 1u);
  EXPECT_EQ(c.items[0].bare_name, "a");
}

// spec: DSC-108
TEST(Scan, SymlinksAreNeverItems) {
  TempDir src;
  TempDir outside;
  write_file(outside / "secret.md", "---\ndescription: leaked\n---\n");
  write_file(outside / "skill/SKILL.md", "---\ndescription: leaked\n---\n");
  std::filesystem::create_directories(src / "agents");
  std::filesystem::create_directories(src / "skills");
  std::filesystem::create_symlink(outside / "secret.md", src / "agents/evil.md");
  std::filesystem::create_symlink(outside / "skill", src / "skills/evil");
  std::filesystem::create_symlink(outside.path(), src / "rules");
  EXPECT_TRUE(scan_source(src.path()).items.empty());
}

// spec: DSC-96
TEST(Scan, UnsafeConventionNameIsSkippedWithAWarning) {
  TempDir src;
  write_file(src / "rules/ok.md", "");
  write_file(src /
                 "rules/revi\xE2\x80\x8B"
                 "ew.md",
             "");
  Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 1u);
  ASSERT_EQ(c.warnings.size(), 1u);
  EXPECT_NE(c.warnings[0].find("unsafe"), std::string::npos);
}

// spec: DSC-94
TEST(Scan, DescriptionIsSanitizedAtCapture) {
  TempDir src;
  write_file(src / "rules/r.md", "---\ndescription: \"ok \x1b[31mred\"\n---\n");
  EXPECT_EQ(scan_source(src.path()).items[0].description, "ok red");
}

// spec: DSC-91
TEST(Scan, OverCapMarkdownMetadataIsAnError) {
  TempDir src;
  write_file(src / "rules/big.md", std::string(2000, 'x'));
  try {
    scan_source(src.path(), capped(1000));
    FAIL() << "expected metadata-too-large";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::metadata_too_large);
  }
}

// spec: WF-55
TEST(Scan, OverCapWorkflowIsUnreadAndTheScanGoesOn) {
  TempDir src;
  write_file(src / "workflows/big.js",
             "export const meta = { name: 'big', description: 'd' }\n" + std::string(2000, ' '));
  write_file(src / "workflows/small.js", "export const meta = { name: 's', description: 'd' }\n");
  Catalog c = scan_source(src.path(), capped(1000));
  ASSERT_EQ(c.items.size(), 2u);
  EXPECT_EQ(c.items[0].workflow->status, MetaStatus::unread);
  EXPECT_FALSE(c.items[0].description);
  EXPECT_EQ(c.items[1].workflow->status, MetaStatus::ok);
}

// spec: WF-5 (a large workflow is read past the first prefix when the reader needs it)
TEST(Scan, LargeWorkflowWhoseMetaSpansThePrefixIsStillRead) {
  TempDir src;
  std::string body =
      "export const meta = { name: 'long', description: '" + std::string(100 * 1024, 'd') + "' }\n";
  write_file(src / "workflows/long.js", body);
  Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 1u);
  EXPECT_EQ(c.items[0].workflow->status, MetaStatus::ok);
  EXPECT_EQ(c.items[0].workflow->name, "long");
}

Error scan_error(const std::filesystem::path& root, const ScanOptions& options = {}) {
  try {
    scan_source(root, options);
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "expected the scan to fail";
  return Error(ErrorKind::io, "none");
}

std::vector<std::string> names(const Catalog& c) {
  std::vector<std::string> out;
  for (const auto& i : c.items) out.push_back(std::string(kind_word(i.kind)) + ":" + i.bare_name);
  return out;
}

// spec: CMD-1
// spec: CMD-2
// spec: DSC-2
// spec: DSC-20
// spec: TOOL-1
TEST(Scan, CommandsAreFlatAndKeepColonNames) {
  TempDir src;
  write_file(src / "commands/deploy.md", "---\ndescription: Deploy\n---\n");
  write_file(src / "commands/frontend:build.md", "");
  write_file(src / "commands/frontend/comp.md", "");
  write_file(src / "commands/notes.txt", "");
  write_file(src / "tools/bare/run.sh", "");
  Catalog c = scan_source(src.path());
  EXPECT_EQ(names(c),
            (std::vector<std::string>{"command:deploy", "command:frontend:build", "tool:bare"}));
  EXPECT_EQ(c.items[0].description, "Deploy");
  EXPECT_EQ(c.origin, CatalogOrigin::convention);
}

// spec: DSC-50
// spec: DSC-53
TEST(Scan, EveryRootIsScannedAndACrossRootDuplicateIsAnError) {
  TempDir src;
  write_file(src / "mind.toml", "[source]\nroots = ['packages/web', 'packages/cli']\n");
  write_file(src / "packages/web/skills/deploy/SKILL.md", "");
  write_file(src / "packages/cli/agents/release.md", "");
  write_file(src / "docs/agents/internal.md", "");
  write_file(src / "agents/top.md", "");
  Catalog c = scan_source(src.path());
  EXPECT_EQ(names(c), (std::vector<std::string>{"skill:deploy", "agent:release"}));
  EXPECT_EQ(c.items[0].relative_path, "packages/web/skills/deploy");
  write_file(src / "packages/web/agents/release.md", "");
  const Error e = scan_error(src.path());
  EXPECT_EQ(e.kind(), ErrorKind::duplicate_item);
  EXPECT_NE(std::string(e.what()).find("more than one scan root"), std::string::npos);
}

// spec: DSC-50
TEST(Scan, EmptyRootsDiscoverNothing) {
  TempDir src;
  write_file(src / "mind.toml", "[source]\nroots = []\n");
  write_file(src / "agents/a.md", "");
  EXPECT_TRUE(scan_source(src.path()).items.empty());
}

// spec: DSC-51
// spec: DSC-52
TEST(Scan, ConsumerRootsReplaceSourceRootsAndAMissingRootIsInvalid) {
  TempDir src;
  write_file(src / "mind.toml", "[source]\nroots = ['a']\n");
  write_file(src / "a/rules/x.md", "");
  write_file(src / "b/rules/y.md", "");
  ScanOptions options;
  options.roots = std::vector<std::string>{"b"};
  EXPECT_EQ(names(scan_source(src.path(), options)), std::vector<std::string>{"rule:y"});
  options.roots = std::vector<std::string>{"nope"};
  EXPECT_EQ(scan_error(src.path(), options).kind(), ErrorKind::invalid_root);
  options.roots = std::vector<std::string>{"../.."};
  EXPECT_EQ(scan_error(src.path(), options).kind(), ErrorKind::invalid_root);
}

// spec: DSC-74
// spec: DSC-75
TEST(Scan, FlatSkillsAreImmediateChildrenOfEachRoot) {
  TempDir src;
  write_file(src / "review/SKILL.md", "---\ndescription: Review\n---\n");
  write_file(src / "audit/SKILL.md", "");
  write_file(src / "docs/deep/SKILL.md", "");
  write_file(src / "agents/coder.md", "");
  ScanOptions flat;
  flat.flat_skills = true;
  EXPECT_EQ(names(scan_source(src.path(), flat)),
            (std::vector<std::string>{"skill:audit", "skill:review", "agent:coder"}));
  write_file(src / "mind.toml", "[source]\nflat-skills = true\n");
  EXPECT_EQ(names(scan_source(src.path())).size(), 3u);
}

// spec: DSC-40
TEST(Scan, MinMindVersionGatesTheScan) {
  TempDir src;
  write_file(src / "mind.toml", "[source]\nmin-mind-version = '99.0'\n");
  EXPECT_EQ(scan_error(src.path()).kind(), ErrorKind::incompatible_version);
  write_file(src / "mind.toml", "[source]\nmin-mind-version = '0.1'\n");
  EXPECT_NO_THROW(scan_source(src.path()));
}

// spec: DSC-30
TEST(Scan, AMindTomlErrorNamesTheFileAndLine) {
  TempDir src;
  write_file(src / "mind.toml", "[source]\n\nbogus = 1\n");
  const Error e = scan_error(src.path());
  EXPECT_EQ(e.kind(), ErrorKind::mind_toml);
  EXPECT_NE(std::string(e.what()).find("mind.toml:3:"), std::string::npos) << e.what();
  EXPECT_NE(std::string(e.what()).find("'bogus'"), std::string::npos);
  EXPECT_FALSE(e.hints().empty());
}

// The every-feature fixture: one source exercising each mind.toml feature.
// spec: DSC-32
// spec: DSC-33
// spec: DSC-34
// spec: DSC-37
// spec: DSC-83
// spec: WF-4
// spec: WF-6
// spec: CMD-4
// spec: TOOL-2
// spec: TOOL-5
TEST(Scan, AuthoritativeMindTomlGivesExactlyTheDeclaredCatalog) {
  TempDir src;
  write_file(src / "mind.toml", R"(
[source]
description = "Team \u001b[31mtooling"
namespace = "acme"
pin-tag = "v2.1.0"
ignore = ["**/node_modules/", "*.log"]

[[items]]
kind = "rule"
name = "house-style"
path = "docs/style-guide.md"
link = "rules/house/style.md"
description = "Style rules for generated prose"

[[items]]
kind = "workflow"
name = "ship"
path = "automation/release.js"
description = "Overrides meta"

[[items]]
kind = "tool"
name = "raw"
path = "vendor/raw"
bin = "bin/raw"
ignore = []

[discover]
skills    = { include = ["pkgs/*/skills/*/SKILL.md"], exclude = ["pkgs/internal-*/**"] }
commands  = { include = ["pkgs/*/commands/*.md"] }
workflows = { include = ["pkgs/*/wf/*"] }
tools     = { include = ["pkgs/*/tools/*"] }
agents    = { include = ["people/**/*.md"] }
)");
  write_file(src / "docs/style-guide.md", "---\ndescription: from frontmatter\n---\n");
  write_file(
      src / "automation/release.js",
      "export const meta = { name: 'ship', description: 'Ship', whenToUse: 'on Fridays' }\n");
  write_file(src / "vendor/raw/TOOL.md", "---\ndescription: Raw tool\nbin: other\n---\n");
  write_file(src / "pkgs/web/skills/deploy/SKILL.md",
             "---\ndescription: Deploy\nrequires: agent:reviewer rule:house-style\n---\n");
  write_file(src / "pkgs/internal-x/skills/secret/SKILL.md", "");
  write_file(src / "pkgs/web/commands/frontend:build.md", "");
  write_file(src / "pkgs/web/wf/a.js", "");
  write_file(src / "pkgs/web/wf/b.ts", "");
  std::filesystem::create_directories(src / "pkgs/web/wf/dir.js");
  std::filesystem::create_directories(src / "pkgs/web/tools/lint");
  write_file(src / "people/team/reviewer.md", "---\nname: rev\n---\n");
  write_file(src / "skills/convention/SKILL.md", "");  // not scanned: the file is authoritative

  Catalog c = scan_source(src.path());
  EXPECT_EQ(names(c),
            (std::vector<std::string>{"skill:deploy", "agent:reviewer", "rule:house-style",
                                      "command:frontend:build", "tool:lint", "tool:raw",
                                      "workflow:a", "workflow:ship"}));
  EXPECT_EQ(c.origin, CatalogOrigin::mind_toml);
  EXPECT_EQ(c.description, "Team tooling");
  EXPECT_EQ(c.declared_namespace, "acme");
  EXPECT_EQ(c.default_prefix, "acme");
  EXPECT_EQ(c.pin, (PinDirective{PinKind::pin_tag, "v2.1.0"}));
  const CatalogItem* rule = find(c, Kind::rule, "house-style");
  EXPECT_EQ(rule->description, "Style rules for generated prose");
  EXPECT_EQ(rule->link, "rules/house/style.md");
  EXPECT_TRUE(rule->declared);
  EXPECT_EQ(rule->ignore, (std::vector<std::string>{"**/node_modules/", "*.log"}));
  const CatalogItem* ship = find(c, Kind::workflow, "ship");
  EXPECT_EQ(ship->description, "Overrides meta");
  EXPECT_EQ(ship->when_to_use(), "on Fridays");
  const CatalogItem* raw = find(c, Kind::tool, "raw");
  EXPECT_EQ(raw->bin, "bin/raw");
  EXPECT_EQ(raw->description, "Raw tool");
  EXPECT_TRUE(raw->ignore.empty());
  const CatalogItem* deploy = find(c, Kind::skill, "deploy");
  EXPECT_EQ(deploy->relative_path, "pkgs/web/skills/deploy");
  EXPECT_EQ(deploy->requires_refs,
            (std::vector<std::string>{"agent:reviewer", "rule:house-style"}));
  EXPECT_EQ(deploy->default_prefix, "acme");
  EXPECT_EQ(find(c, Kind::agent, "reviewer")->agent_name, "rev");
}

// spec: DSC-109
TEST(Scan, ADeclaredWorkflowNamingADirectoryIsAnError) {
  TempDir src;
  write_file(src / "mind.toml", "[[items]]\nkind = 'workflow'\nname = 'w'\npath = 'wf'\n");
  std::filesystem::create_directories(src / "wf");
  const Error e = scan_error(src.path());
  EXPECT_EQ(e.kind(), ErrorKind::mind_toml);
  EXPECT_NE(std::string(e.what()).find("'wf'"), std::string::npos);
  EXPECT_NE(std::string(e.what()).find("mind.toml:1:"), std::string::npos);
}

// spec: WF-8
TEST(Scan, ADeclaredWorkflowMayLiveAtAnyPath) {
  TempDir src;
  write_file(src / "mind.toml",
             "[[items]]\nkind = 'workflow'\nname = 'w'\npath = 'deep/dir/x.js'\n"
             "link = 'workflows/team/w.js'\n");
  write_file(src / "deep/dir/x.js", "export const meta = { name: 'w', description: 'W' }\n");
  Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 1u);
  EXPECT_EQ(c.items[0].description, "W");
  EXPECT_EQ(c.items[0].link, "workflows/team/w.js");
}

// spec: DSC-114
// spec: DSC-81
TEST(Scan, WorkflowGlobsYieldOnlyRealJsFilesAndAnEscapingSymlinkIsAnError) {
  TempDir src;
  TempDir outside;
  write_file(src / "mind.toml", "[discover]\nworkflows = { include = ['wf/*'] }\n");
  write_file(src / "wf/ok.js", "");
  write_file(src / "wf/inside-target.js", "");
  std::filesystem::create_symlink(src / "wf/inside-target.js", src / "wf/alias.js");
  EXPECT_EQ(names(scan_source(src.path())),
            (std::vector<std::string>{"workflow:inside-target", "workflow:ok"}));
  write_file(outside / "probe.js", "");
  std::filesystem::create_symlink(outside / "probe.js", src / "wf/leak.js");
  const Error e = scan_error(src.path());
  EXPECT_EQ(e.kind(), ErrorKind::mind_toml);
  EXPECT_NE(std::string(e.what()).find("outside the source"), std::string::npos);
}

// spec: DSC-115
TEST(Scan, ASymlinkedToolMdMeansTheToolIsNotOffered) {
  TempDir src;
  TempDir outside;
  write_file(outside / "TOOL.md", "---\ndescription: leaked\n---\n");
  std::filesystem::create_directories(src / "tools/t");
  std::filesystem::create_symlink(outside / "TOOL.md", src / "tools/t/TOOL.md");
  write_file(src / "tools/u/TOOL.md", "---\ndescription: real\n---\n");
  EXPECT_EQ(names(scan_source(src.path())), std::vector<std::string>{"tool:u"});
}

// spec: IGN-5
// spec: IGN-12
// spec: IGN-13
TEST(Scan, IgnoreMayNotRemoveTheAnchorOrAnExpandedFile) {
  TempDir src;
  write_file(src / "skills/s/SKILL.md", "---\nexpand: scripts/run.py\n---\n");
  write_file(src / "skills/s/scripts/run.py", "");
  write_file(src / "mind.toml", "[source]\nignore = ['node_modules/']\n");
  EXPECT_EQ(scan_source(src.path()).items.size(), 1u);  // ignore never hides an item
  write_file(src / "mind.toml", "[source]\nignore = ['*.md']\n");
  EXPECT_EQ(scan_error(src.path()).kind(), ErrorKind::ignores_own_anchor);
  write_file(src / "mind.toml", "[source]\nignore = ['scripts/']\n");
  EXPECT_EQ(scan_error(src.path()).kind(), ErrorKind::expands_ignored_file);
}

// spec: MKT-3
// spec: MKT-4
// spec: MKT-5
// spec: MKT-18
// spec: WF-40
// spec: WF-41
// spec: WF-42
TEST(Scan, APluginMapsItsComponentsAndCountsWhatItDrops) {
  TempDir src;
  write_file(
      src / ".claude-plugin/plugin.json",
      R"({"name":"lintkit","version":"0.3.0","description":"Lint kit","workflows":"./elsewhere"})");
  write_file(src / "skills/style/SKILL.md", "---\ndescription: Style\n---\n");
  write_file(src / "agents/critic.md", "---\nname: critic\n---\n");
  write_file(src / "commands/lint.md", "");
  write_file(src / "commands/ci/run.md", "");
  write_file(src / "commands/.gitkeep", "");
  write_file(src / "workflows/sweep.js",
             "export const meta = { name: 'sweep', description: 'S' }\n");
  write_file(src / "workflows/deploy.ts", "");
  write_file(src / "elsewhere/x.js", "");
  write_file(src / "rules/r.md", "");
  write_file(src / "hooks/pre.sh", "");  // a script a hook runs is not a hook
  write_file(src / "hooks/hooks.json",
             R"({"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command",)"
             R"("command":"a"},{"type":"command","command":"b"}]}],"Stop":[{"hooks":[{}]}]}})");
  write_file(src / ".mcp.json", R"({"mcpServers":{"db":{}}})");
  Catalog c = scan_source(src.path());
  // commands/ci/run.md: `lintkit:ci:run`, as Claude Code lists it (issue 43)
  EXPECT_EQ(names(c), (std::vector<std::string>{"skill:style", "agent:critic", "command:ci:run",
                                                "command:lint", "workflow:sweep"}));
  EXPECT_EQ(c.origin, CatalogOrigin::claude_plugin);
  EXPECT_EQ(c.default_prefix, "lintkit");
  for (const auto& item : c.items) EXPECT_EQ(item.default_prefix, "lintkit");
  EXPECT_EQ(c.version, "0.3.0");
  EXPECT_EQ(c.description, "Lint kit");
  EXPECT_EQ(c.skipped.hooks, 3u);  // counted by what hooks.json declares, not by files
  EXPECT_EQ(c.skipped.mcp_servers, 1u);
  EXPECT_EQ(c.skipped.unmapped_entries, 1u);
  ASSERT_EQ(c.notes.size(), 1u);
  // Counted by event, and said where they take effect (issue 18).
  EXPECT_NE(c.notes[0].find("3 hooks (PreToolUse, Stop) not installed: they take effect only "
                            "through Claude Code's own plugin system"),
            std::string::npos)
      << c.notes[0];
  // The unmapped entries by the folders that hold them; each by path on -v (issue 35).
  EXPECT_EQ(c.skipped.unmapped_paths, (std::vector<std::string>{"workflows/deploy.ts"}));
  EXPECT_NE(c.notes[0].find("1 unmapped entry (workflows/: 1) not installed (no "
                            "mind equivalent); `-v` lists them"),
            std::string::npos)
      << c.notes[0];
  EXPECT_NE(c.skipped.note(true).find("1 unmapped entry: workflows/deploy.ts not "
                                      "installed (no mind equivalent)"),
            std::string::npos)
      << c.skipped.note(true);
  ASSERT_EQ(c.skipped.runtime_hooks.size(), 1u);
  const PluginHooks& declared = c.skipped.runtime_hooks[0];
  EXPECT_EQ(declared.plugin, "lintkit");
  EXPECT_EQ(declared.file, "hooks/hooks.json");
  ASSERT_EQ(declared.examples.size(), 3u);
  EXPECT_EQ(declared.examples[1], (RuntimeHook{"PreToolUse", "b"}));
  EXPECT_EQ(declared.examples[2], (RuntimeHook{"Stop", "(hook)"}));
}

// A refused plugin manifest is a `plugin-manifest` error naming the file, not a
// `mind-toml` one: the source may have no mind.toml at all.
TEST(Scan, ABadPluginManifestIsAPluginManifestError) {
  TempDir src;
  write_file(src / ".claude-plugin/plugin.json", "{\"name\": ");
  const Error e = scan_error(src.path());
  EXPECT_EQ(e.kind(), ErrorKind::plugin_manifest);
  EXPECT_NE(std::string(e.what()).find(".claude-plugin/plugin.json"), std::string::npos);
}

// spec: MKT-2
// spec: MKT-15
TEST(Scan, AnAuthoritativeMindTomlOrAnOwnItemDirectiveSwitchesTheManifestOff) {
  TempDir src;
  write_file(src / ".claude-plugin/plugin.json", R"({"name":"kit"})");
  write_file(src / "commands/c.md", "");
  write_file(src / "src/rules/r.md", "");
  write_file(src / "mind.toml", "[source]\nroots = ['src']\n");
  Catalog c = scan_source(src.path());
  EXPECT_EQ(names(c), std::vector<std::string>{"rule:r"});
  EXPECT_FALSE(c.default_prefix);
  ASSERT_FALSE(c.notes.empty());
  write_file(src / "mind.toml", "[[items]]\nkind='rule'\nname='x'\npath='src/rules/r.md'\n");
  c = scan_source(src.path());
  EXPECT_EQ(names(c), std::vector<std::string>{"rule:x"});
  EXPECT_NE(c.notes[0].find("ignored"), std::string::npos);
  write_file(src / "mind.toml", "[source]\nnamespace = 'lk'\n");
  c = scan_source(src.path());
  EXPECT_EQ(names(c), std::vector<std::string>{"command:c"});
  EXPECT_EQ(c.items[0].default_prefix, "lk");
}

// spec: MKT-7
// spec: MKT-8
// spec: MKT-14
TEST(Scan, AMarketplaceOffersInRepoEntriesUnderTheirNames) {
  TempDir src;
  write_file(src / ".claude-plugin/marketplace.json", R"({"name":"Team Market","plugins":[
      {"name":"fmt","source":"./plugins/fmt"},
      {"name":"narrow","source":"./plugins/narrow","skills":["skills/one"]},
      {"name":"skill","source":"./plugins/reserved"},
      {"name":"gone","source":"./plugins/missing"},
      {"name":"sec","source":{"repo":"secorg/sec-plugin","ref":"v2"}}]})");
  write_file(src / "plugins/fmt/skills/tidy/SKILL.md", "");
  write_file(src / "plugins/fmt/workflows/fix.js", "");
  write_file(src / "plugins/narrow/skills/one/SKILL.md", "");
  write_file(src / "plugins/narrow/skills/two/SKILL.md", "");
  write_file(src / "plugins/narrow/commands/go.md", "");
  write_file(src / "plugins/reserved/agents/a.md", "");
  write_file(src / "agents/top.md", "");  // convention is off for a marketplace
  Catalog c = scan_source(src.path());
  EXPECT_EQ(names(c), (std::vector<std::string>{"skill:one", "skill:tidy", "agent:a", "command:go",
                                                "workflow:fix"}));
  EXPECT_EQ(c.origin, CatalogOrigin::claude_marketplace);
  EXPECT_EQ(find(c, Kind::skill, "tidy")->default_prefix, "fmt");
  EXPECT_EQ(find(c, Kind::command, "go")->default_prefix, "narrow");
  EXPECT_FALSE(find(c, Kind::agent, "a")->default_prefix);
  ASSERT_EQ(c.nested_sources.size(), 1u);
  EXPECT_EQ(c.nested_sources[0].spec, "secorg/sec-plugin");
  EXPECT_TRUE(c.nested_sources[0].from_marketplace);
}

}  // namespace
}  // namespace mind::discovery
