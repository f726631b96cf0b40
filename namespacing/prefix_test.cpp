#include "namespacing/prefix.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

namespace mind::namespacing {
namespace {

std::string refusal_kind(std::string_view prefix) {
  const auto r = prefix_refusal(prefix);
  return r ? std::string(slug(r->kind)) : "ok";
}

// spec: NS-25
// spec: WF-52
TEST(Prefix, KindWordsAreReservedWorkflowIncluded) {
  for (const char* word : {"skill", "agent", "rule", "command", "tool", "workflow"}) {
    EXPECT_EQ(refusal_kind(word), "reserved-prefix") << word;
  }
}

// spec: NS-29
TEST(Prefix, ExtendedReservedListIsRefusedCaseSensitively) {
  for (const char* word : {"hook", "mcp", "plugin", "prompt", "mode", "output-style"}) {
    EXPECT_EQ(refusal_kind(word), "reserved-prefix") << word;
  }
  EXPECT_EQ(refusal_kind("Workflow"), "ok");  // exact match only (a documented reference quirk)
  EXPECT_EQ(refusal_kind("workflows"), "ok");
}

// spec: NS-28
TEST(Prefix, UnsafeComponentsAreRefusedAndEmptyMeansNone) {
  EXPECT_EQ(refusal_kind(""), "ok");
  EXPECT_EQ(refusal_kind("jk"), "ok");
  for (const char* bad : {".", "..", "~me", "a/b", "a\\b", "x:y", "tab\there", "del\x7f"}) {
    EXPECT_EQ(refusal_kind(bad), "unsafe-prefix") << bad;
  }
  EXPECT_EQ(refusal_kind(std::string_view("nul\0x", 5)), "unsafe-prefix");
  EXPECT_EQ(refusal_kind("bad\xff"), "unsafe-prefix");
}

// spec: NS-72
// spec: NS-73
TEST(Prefix, InvisibleAndFormatCodePointsAreRefused) {
  EXPECT_EQ(refusal_kind("jk\xE2\x80\xAE"), "unsafe-prefix");      // U+202E RLO
  EXPECT_EQ(refusal_kind("j\xE2\x80\x8Bk"), "unsafe-prefix");      // U+200B ZWSP
  EXPECT_EQ(refusal_kind("jk\xEF\xB8\x8F"), "unsafe-prefix");      // U+FE0F variation selector
  EXPECT_EQ(refusal_kind("jk\xF3\xA0\x80\x81"), "unsafe-prefix");  // U+E0001 tag
  EXPECT_EQ(refusal_kind("j\xD8\x80k"), "unsafe-prefix");          // U+0600, rest of Cf
  EXPECT_EQ(refusal_kind("caf\xC3\xA9"), "ok");                    // a letter is fine
}

TEST(Prefix, ValidateThrowsTheSlugNamingWhere) {
  try {
    validate_prefix("workflow", "[source].namespace");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::reserved_prefix);
    EXPECT_NE(std::string(e.what()).find("[source].namespace 'workflow'"), std::string::npos)
        << e.what();
  }
  EXPECT_NO_THROW(validate_prefix("jk", "--namespace"));
}

// spec: NS-1
TEST(Prefix, ResolutionOrderIsAliasDeclaredPluginNone) {
  PrefixChoices c;
  EXPECT_EQ(resolve_prefix(c), "");
  c.plugin_name = "plug";
  EXPECT_EQ(resolve_prefix(c), "plug");
  c.declared = "decl";
  EXPECT_EQ(resolve_prefix(c), "decl");
  c.consumer_alias = "mine";
  EXPECT_EQ(resolve_prefix(c), "mine");
  c.consumer_alias = "";  // an explicit empty alias means no prefix, beating a declared one
  EXPECT_EQ(resolve_prefix(c), "");
  PrefixChoices none_declared;
  none_declared.declared = "";
  none_declared.plugin_name = "plug";
  EXPECT_EQ(resolve_prefix(none_declared), "");
}

// spec: MKT-8
TEST(Prefix, MarketplaceEntryIsAnInnerLayer) {
  PrefixChoices c;
  c.marketplace_entry = "entry";
  EXPECT_EQ(resolve_prefix(c), "entry");
  c.declared = "outer";
  EXPECT_EQ(resolve_prefix(c), "outer:entry");
  c.consumer_alias = "";
  EXPECT_EQ(resolve_prefix(c), "entry");
}

}  // namespace
}  // namespace mind::namespacing
