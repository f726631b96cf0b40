#include "namespacing/token_expansion.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace mind::namespacing {
namespace {

using discovery::Kind;

// The worked example of namespacing.md: acme/kit under `--namespace ak`.
struct Kit {
  std::vector<Sibling> siblings{
      {Kind::skill, "lint", "ak:lint", "lint", std::nullopt},
      {Kind::skill, "fix", "ak:fix", "fix", std::nullopt},
      {Kind::agent, "auditor", "ak:auditor", "auditor", std::nullopt},
      {Kind::tool, "scanner", "ak:scanner", "scanner", "run.sh"},
      {Kind::tool, "nobin", "ak:nobin", "nobin", std::nullopt},
      {Kind::workflow, "review", "ak:review", "review", std::nullopt},
  };
  ExpansionScope scope(Kind kind = Kind::skill, std::string_view self = "lint") const {
    return {siblings, kind, self, "/home/u/.mind/store", "/home/u"};
  }
  Expansion expand(std::string_view text, PathForm form = PathForm::home_relative) const {
    return expand_tokens(text, scope(), form);
  }
};

// spec: NS-11
// spec: NS-2
TEST(TokenExpansion, NameTokensRenderTheEffectiveName) {
  Kit kit;
  const Expansion e = kit.expand("pass it to {{ns:fix}}, then {{ns: lint }}.");
  EXPECT_FALSE(e.failure);
  EXPECT_TRUE(e.changed);
  EXPECT_EQ(e.text, "pass it to ak:fix, then ak:lint.");
}

// spec: NS-42
// spec: NS-40
TEST(TokenExpansion, AgentRendersItsLinkNameUnlessANonAgentSharesIt) {
  Kit kit;
  EXPECT_EQ(kit.expand("ask {{ns:auditor}}").text, "ask auditor");
  kit.siblings[2].agent_link_name = "Auditor";  // the frontmatter name the harness keys by
  EXPECT_EQ(kit.expand("ask {{ns:auditor}}").text, "ask Auditor");
  kit.siblings.push_back({Kind::rule, "auditor", "ak:auditor", "auditor", std::nullopt});
  EXPECT_EQ(kit.expand("ask {{ns:auditor}}").text, "ask ak:auditor");
}

// spec: NS-12
TEST(TokenExpansion, UnknownNameIsABadReferenceWithTheTokenAsWritten) {
  Kit kit;
  const Expansion e = kit.expand("ok {{ns:fix}} but {{ns: fixer }} and {{ns:other}}");
  ASSERT_TRUE(e.failure);
  EXPECT_EQ(e.failure->token, "{{ns: fixer }}");
  EXPECT_EQ(e.failure->reason, kNoMatch);
  EXPECT_FALSE(e.changed);
  EXPECT_EQ(kit.expand("{{ns:}}").failure->token, "{{ns:}}");
  EXPECT_TRUE(kit.expand("{{ns:a{{ns:b}}}}").failure);  // nested: body `a{{ns:b`
}

// spec: NS-13
// spec: NS-15
TEST(TokenExpansion, TokenFreeUnterminatedAndNonUtf8TextIsUnchanged) {
  Kit kit;
  for (std::string_view text : {"plain prose about fix and lint\n", "tail {{ns:fix",
                                "{{ ns:fix }} stays", "bad \xff {{ns:nosuch}}"}) {
    const Expansion e = kit.expand(text);
    EXPECT_FALSE(e.failure) << text;
    EXPECT_FALSE(e.changed) << text;
    EXPECT_EQ(e.text, text);
  }
}

// spec: NS-14
TEST(TokenExpansion, ExpandsWithoutAPrefixToo) {
  std::vector<Sibling> plain{{Kind::skill, "fix", "fix", "fix", std::nullopt}};
  const Expansion e =
      expand_tokens("{{ns:fix}} at {{self}}", {plain, Kind::skill, "fix", "/h/.mind/store", "/h"},
                    PathForm::home_relative);
  EXPECT_EQ(e.text, "fix at ~/.mind/store/skill/fix");
}

// spec: WF-23
TEST(TokenExpansion, ASelfReferenceResolvesForAWorkflowMetaName) {
  Kit kit;
  const Expansion e = expand_tokens("export const meta = { name: '{{ns:review}}' }",
                                    kit.scope(Kind::workflow, "review"), PathForm::home_relative);
  EXPECT_EQ(e.text, "export const meta = { name: 'ak:review' }");
}

// spec: TOOL-10
// spec: TOOL-12
// spec: TOOL-16
TEST(TokenExpansion, PathTokensRenderStorePathsInHomeForm) {
  Kit kit;
  const Expansion e =
      kit.expand("Run `{{tools:scanner}} --all`; lib {{path:tool:scanner}}/lib; tpl {{self}}/tpl");
  EXPECT_EQ(e.text,
            "Run `~/.mind/store/tool/ak:scanner/run.sh --all`; lib "
            "~/.mind/store/tool/ak:scanner/lib; tpl ~/.mind/store/skill/ak:lint/tpl");
}

// spec: TOOL-20
TEST(TokenExpansion, ExpandListedFilesGetAbsolutePaths) {
  Kit kit;
  EXPECT_EQ(kit.expand("TOOL = \"{{tools:scanner}}\"", PathForm::absolute).text,
            "TOOL = \"/home/u/.mind/store/tool/ak:scanner/run.sh\"");
}

TEST(TokenExpansion, StoreOutsideHomeRendersAbsolute) {
  Kit kit;
  ExpansionScope scope = kit.scope();
  scope.store_root = "/srv/mind/store";
  EXPECT_EQ(expand_tokens("{{self}}", scope, PathForm::home_relative).text,
            "/srv/mind/store/skill/ak:lint");
  scope.home = "";
  scope.store_root = "/home/u/.mind/store";
  EXPECT_EQ(expand_tokens("{{self}}", scope, PathForm::home_relative).text,
            "/home/u/.mind/store/skill/ak:lint");
}

// spec: TOOL-17
TEST(TokenExpansion, ToolsFailuresStateTheirCause) {
  Kit kit;
  EXPECT_EQ(kit.expand("{{tools:prob}}").failure->reason, kNoMatch);
  EXPECT_EQ(kit.expand("{{tools:fix}}").failure->reason, kNoMatch);  // not a tool
  const Expansion e = kit.expand("{{tools:nobin}}");
  EXPECT_EQ(e.failure->token, "{{tools:nobin}}");
  EXPECT_EQ(e.failure->reason, kNoEntrypoint);
}

// spec: TOOL-18
// spec: TOOL-11
TEST(TokenExpansion, UnqualifiedPathAcrossKindsIsAmbiguous) {
  Kit kit;
  kit.siblings.push_back({Kind::skill, "scanner", "ak:scanner", "scanner", std::nullopt});
  EXPECT_EQ(kit.expand("{{path:scanner}}").failure->reason, kAmbiguousKinds);
  EXPECT_EQ(kit.expand("{{path:tool:scanner}}").text, "~/.mind/store/tool/ak:scanner");
  EXPECT_EQ(kit.expand("{{path:fix}}").text, "~/.mind/store/skill/ak:fix");
  EXPECT_EQ(kit.expand("{{path:nope}}").failure->reason, kNoMatch);
  EXPECT_EQ(kit.expand("{{path:widget:fix}}").failure->reason, kNoMatch);  // not a kind word
}

// spec: TOOL-13
// spec: NS-53
TEST(TokenExpansion, NamePassRunsBeforePathPassAndOtherBracesStay) {
  Kit kit;
  EXPECT_EQ(kit.expand("{{ var }} {{ns:fix}} {{Self}} {{tool:x}} {{path:fix}}").text,
            "{{ var }} ak:fix {{Self}} {{tool:x}} ~/.mind/store/skill/ak:fix");
  // A name token inside a path token renders first, so the path pass sees `ak:fix`.
  EXPECT_EQ(kit.expand("{{path:{{ns:fix}}}}").failure->token, "{{path:ak:fix}}");
}

TEST(TokenExpansion, EachReferentRendersWithItsOwnEffectiveName) {
  Kit kit;
  kit.siblings.push_back({Kind::skill, "other", "mk:other", "other", std::nullopt});
  EXPECT_EQ(kit.expand("{{ns:other}} {{path:other}}").text,
            "mk:other ~/.mind/store/skill/mk:other");
}

}  // namespace
}  // namespace mind::namespacing
