#include "discovery/mind_toml.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {
namespace {

MindToml ok(std::string_view text) {
  MindTomlParse p = parse_mind_toml(text);
  EXPECT_FALSE(p.error) << p.error->message;
  return p.toml.value_or(MindToml{});
}

MindTomlError refused(std::string_view text) {
  MindTomlParse p = parse_mind_toml(text);
  EXPECT_TRUE(p.error) << "expected a refusal for: " << text;
  return p.error.value_or(MindTomlError{});
}

// spec: DSC-3
// spec: DSC-35
TEST(MindToml, SourceOnlyIsNotAuthoritativeButItemsAndIncludesAre) {
  EXPECT_FALSE(ok("[source]\ndescription = 'x'\n").authoritative());
  EXPECT_FALSE(ok("[discover]\nsources = [{ source = 'a/b' }]\n").authoritative());
  EXPECT_FALSE(ok("[discover]\nrules = { include = [] }\n").authoritative());
  EXPECT_TRUE(ok("[discover]\nworkflows = { include = ['wf/*.js'] }\n").authoritative());
  EXPECT_TRUE(ok("[[items]]\nkind = 'rule'\nname = 'r'\npath = 'r.md'\n").authoritative());
}

// spec: DSC-30
TEST(MindToml, UnknownKeysAreErrorsNamingTheLineAndKey) {
  MindTomlError e = refused("[source]\ndescription = 'x'\ncolour = 'red'\n");
  EXPECT_EQ(e.kind, ErrorKind::mind_toml);
  EXPECT_EQ(e.line, 3u);
  EXPECT_NE(e.message.find("'colour'"), std::string::npos);
  EXPECT_EQ(refused("[[items]]\nkind='rule'\nname='r'\npath='r.md'\nx-vendor=1\n").line, 5u);
  EXPECT_EQ(refused("top = 1\n").kind, ErrorKind::mind_toml);
  EXPECT_EQ(refused("[discover]\nrules = { include = ['a'], only = ['b'] }\n").kind,
            ErrorKind::mind_toml);
}

// spec: DSC-31
TEST(MindToml, UnknownKindIsAnError) {
  const MindTomlError e = refused("[[items]]\nkind = 'plugin'\nname = 'x'\npath = 'x'\n");
  EXPECT_NE(e.message.find("unknown kind"), std::string::npos);
  EXPECT_EQ(e.kind,
            ErrorKind::unknown_kind);  // its own slug: review tags it without reading the message
}

// spec: DSC-71
// spec: DSC-96
TEST(MindToml, DeclaredUnsafeNamesAreHardErrors) {
  for (std::string_view name :
       {"", ".", "..", "a/b", "a\\\\b", "../x", "revi\\u200Bew", "bad\\u202Ename", "nul\\u0000"}) {
    const std::string text =
        "[[items]]\nkind = 'rule'\nname = \"" + std::string(name) + "\"\npath = 'r.md'\n";
    MindTomlError e = refused(text);
    EXPECT_EQ(e.kind, ErrorKind::mind_toml) << name;
    EXPECT_EQ(e.line, 3u) << name;
    for (unsigned char c : e.message) EXPECT_GE(c, 0x20) << "unsanitized echo for " << name;
  }
}

// spec: DSC-73
// spec: DSC-72
TEST(MindToml, PathsAndLinksMustBeSafeRelative) {
  EXPECT_FALSE(
      refused("[[items]]\nkind='rule'\nname='r'\npath='../../etc/passwd'\n").message.empty());
  refused("[[items]]\nkind='rule'\nname='r'\npath='/home/v/.ssh/id_rsa'\n");
  refused("[[items]]\nkind='rule'\nname='r'\npath='~/x'\n");
  refused("[[items]]\nkind='rule'\nname='r'\npath='r.md'\nlink='../../.bashrc'\n");
  EXPECT_EQ(ok("[[items]]\nkind='skill'\nname='root'\npath='.'\n").items[0].path, ".");
}

// spec: DSC-97
// spec: WF-8
// spec: CMD-8
TEST(MindToml, LinksAreConfinedToAKindDirectory) {
  auto link = [](std::string_view kind, std::string_view l) {
    return "[[items]]\nkind='" + std::string(kind) + "'\nname='x'\npath='x'\nlink='" +
           std::string(l) + "'\n";
  };
  refused(link("rule", "settings.json"));
  refused(link("rule", "commands/deploy.md"));
  refused(link("rule", "workflows/deploy.js"));
  refused(link("command", "workflows/deploy.js"));
  refused(link("rule", "rules"));
  EXPECT_EQ(ok(link("workflow", "workflows/team/deploy.js")).items[0].link,
            "workflows/team/deploy.js");
  ok(link("command", "commands/frontend/comp.md"));
  ok(link("tool", "agents/detect"));
  ok(link("rule", "skills/x/RULE.md"));
}

// spec: TOOL-7
// spec: HOOK-70
TEST(MindToml, BinAndBuildAreForToolsOnly) {
  refused("[[items]]\nkind='rule'\nname='r'\npath='r.md'\nbin='run'\n");
  refused("[[items]]\nkind='skill'\nname='s'\npath='skills/s'\nbuild='make'\n");
  const MindToml m = ok("[[items]]\nkind='tool'\nname='t'\npath='tools/t'\nbin='bin/t'\n");
  EXPECT_EQ(m.items[0].bin, "bin/t");
}

// spec: DSC-40
TEST(MindToml, MinVersionIsDottedDigits) {
  for (std::string_view v : {"0.3-beta", "abc", "", "1.x", "1..2", ".1"}) {
    const std::string text = "[source]\nmin-mind-version = '" + std::string(v) + "'\n";
    EXPECT_NE(refused(text).message.find("min-mind-version"), std::string::npos) << v;
  }
  EXPECT_EQ(ok("[source]\nmin-mind-version = '2.3.1'\n").min_mind_version, "2.3.1");
  EXPECT_EQ(compare_versions("0.2", "0.2.0"), 0);
  EXPECT_GT(compare_versions("0.10", "0.9"), 0);
  EXPECT_EQ(compare_versions("0.2.0", "0.2.0-rc1"), 0);
  EXPECT_LT(compare_versions("1", "10"), 0);
}

// spec: DSC-41
// spec: DSC-66
TEST(MindToml, AtMostOnePinAndRefsAreValidated) {
  EXPECT_EQ(ok("[source]\npin-tag = 'v2.1.0'\n").pin, (PinDirective{PinKind::pin_tag, "v2.1.0"}));
  EXPECT_EQ(refused("[source]\npin-tag = 'v1'\nfollow-branch = 'main'\n").kind,
            ErrorKind::conflicting_pin);
  for (std::string_view ref : {"--upload-pack=touch /tmp/pwned", "a..b", "has space", ""}) {
    const std::string text = "[source]\npin-ref = '" + std::string(ref) + "'\n";
    EXPECT_EQ(refused(text).kind, ErrorKind::invalid_ref) << ref;
  }
}

// spec: DSC-81
TEST(MindToml, DiscoverGlobsMustBeRelativeAndDotDotFree) {
  EXPECT_NE(refused("[discover]\nskills = { include = ['../../*'] }\n").message.find("'../../*'"),
            std::string::npos);
  refused("[discover]\nrules = { include = ['/etc/*'] }\n");
  refused("[discover]\nrules = { include = ['ok/*.md'], exclude = ['~/x'] }\n");
}

// spec: DSC-53
TEST(MindToml, TwoItemsWithTheSameKindAndNameAreDuplicates) {
  const MindTomlError e = refused(
      "[[items]]\nkind='rule'\nname='r'\npath='a.md'\n[[items]]\nkind='rule'\nname='r'\npath='b.md'"
      "\n");
  EXPECT_EQ(e.kind, ErrorKind::duplicate_item);
  ok("[[items]]\nkind='rule'\nname='r'\npath='a.md'\n[[items]]\nkind='agent'\nname='r'\npath='b.md'"
     "\n");
}

// spec: IGN-1
// spec: IGN-4
TEST(MindToml, IgnoreListsAreNormalizedOrRefused) {
  const MindToml m =
      ok("[source]\nignore = [' ./**/node_modules/ ', '*.log']\n"
         "[[items]]\nkind='skill'\nname='s'\npath='.'\nignore = []\n");
  EXPECT_EQ(m.ignore, (std::vector<std::string>{"**/node_modules/", "*.log"}));
  EXPECT_EQ(m.items[0].ignore, std::vector<std::string>{});
  for (std::string_view bad : {"/abs", "~/x", "../up", "", "./", "[bad"}) {
    const std::string text = "[source]\nignore = ['" + std::string(bad) + "']\n";
    EXPECT_EQ(refused(text).kind, ErrorKind::bad_ignore_pattern) << bad;
  }
}

// spec: DSC-82
// spec: DSC-112
TEST(MindToml, NamespaceAndLegacyPrefixFillOneFieldAndReservedWordsAreRefused) {
  EXPECT_EQ(ok("[source]\nprefix = 'acme'\n").namespace_, "acme");
  EXPECT_EQ(ok("[source]\nprefix = 'old'\nnamespace = 'new'\n").namespace_, "new");
  EXPECT_EQ(refused("[source]\nnamespace = 'workflow'\n").kind, ErrorKind::reserved_prefix);
  EXPECT_EQ(refused("[source]\nnamespace = 'a:b'\n").kind, ErrorKind::unsafe_prefix);
}

// spec: DSC-38
// spec: DSC-64
TEST(MindToml, SuperSourcesAreParsedIntoTheModel) {
  const MindToml m =
      ok("[[discover.sources]]\nsource = 'acme/a'\n"
         "[[discover.sources]]\nsource = 'b/c'\nas = 'lib'\n"
         "[[discover.sources]]\nsource = 'x/y'\nfollow-branch = 'main'\nflat-skills = true\n"
         "on-auth-failure = { action = 'skip', message = 'Needs SSO' }\n"
         "[[discover.sources.hooks]]\nrun = 'make build'\n");
  ASSERT_EQ(m.sources.size(), 3u);
  EXPECT_EQ(m.sources[1].namespace_, "lib");
  EXPECT_EQ(m.sources[2].hooks.size(), 1u);
  EXPECT_EQ(m.sources[2].on_auth_failure_action, "skip");
  refused(
      "[discover]\nsources = [{ source = 'a/b', install = true, install-items = ['skill:x'] }]\n");
}

TEST(MindToml, SyntaxErrorsCarryTheLineAndASanitizedSnippet) {
  const MindTomlError e = refused("[source]\ndescription = \"unterminated\n");
  EXPECT_EQ(e.kind, ErrorKind::mind_toml);
  EXPECT_EQ(e.line, 2u);
  const MindTomlError esc = refused("[source]\ndescription = \"\x1b]0;pwned\x07\"\n");
  for (unsigned char c : esc.message) EXPECT_GE(c, 0x20);
}

// spec: HOOK-86
TEST(MindToml, ItemHookScalarsFoldInBeforeTheItemsHooksArray) {
  const MindToml m =
      ok("[[items]]\nkind='skill'\nname='s'\npath='skills/s'\nuninstall='u'\ninstall='i'\n"
         "[[items.hooks]]\nrun='opt'\noptional=true\nname='warm'\n");
  ASSERT_EQ(m.items[0].hooks.size(), 3u);
  EXPECT_EQ(m.items[0].hooks[0], (HookDecl{"i", std::nullopt, false, "install"}));
  EXPECT_EQ(m.items[0].hooks[1], (HookDecl{"u", std::nullopt, false, "uninstall"}));
  EXPECT_EQ(m.items[0].hooks[2], (HookDecl{"opt", "warm", true, "install"}));
  refused(
      "[[items]]\nkind='skill'\nname='s'\npath='skills/s'\n[[items.hooks]]\nrun='x'\n"
      "event='later'\n");
}

// spec: HOOK-131
// spec: DSC-98
TEST(MindToml, AnItemsOwnMindTomlHoldsOnlyHooks) {
  const ItemHooksParse ok = parse_item_mind_toml(
      "[[hooks]]\nrun = \"make\"\nname = \"build\"\n\n[[hooks]]\nrun = \"x\"\nevent = "
      "\"uninstall\"\noptional = true\n");
  ASSERT_TRUE(ok.hooks) << ok.error->message;
  ASSERT_EQ(ok.hooks->size(), 2u);
  EXPECT_EQ((*ok.hooks)[0], (HookDecl{"make", "build", false, "install"}));
  EXPECT_EQ((*ok.hooks)[1], (HookDecl{"x", std::nullopt, true, "uninstall"}));
  EXPECT_EQ(parse_item_mind_toml("").hooks, std::vector<HookDecl>{});
  for (const char* bad : {"[source]\ndescription = \"d\"\n", "[[items]]\nkind = \"skill\"\n",
                          "[[hooks]]\nrun = \"x\"\nevent = \"build\"\n", "[[hooks]\n",
                          "[[hooks]]\nname = \"no run\"\n"}) {
    const ItemHooksParse parsed = parse_item_mind_toml(bad);
    EXPECT_FALSE(parsed.hooks) << bad;
    EXPECT_TRUE(parsed.error) << bad;
  }
}

}  // namespace
}  // namespace mind::discovery

namespace mind::discovery {
namespace {

// spec: HOOK-3
TEST(MindToml, AWhitespaceOnlySourceInstallIsNoHook) {
  EXPECT_FALSE(ok("[source]\ninstall = '   '\n").install_hook);
  EXPECT_FALSE(ok("[source]\ninstall = ''\n").install_hook);
  EXPECT_EQ(ok("[source]\ninstall = 'make'\n").install_hook, std::optional<std::string>("make"));
}

}  // namespace
}  // namespace mind::discovery
