#include "install/sources/item_ref.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

namespace mind::install {
namespace {

using discovery::Kind;

// spec: CLI-1
TEST(ItemRef, KindWordBeforeFirstColonIsAKind) {
  ItemRef r = parse_item_ref("skill:jk:review");
  EXPECT_EQ(r.kind, Kind::skill);
  EXPECT_EQ(r.name, "jk:review");
  ItemRef n = parse_item_ref("jk:review");
  EXPECT_FALSE(n.kind);
  EXPECT_EQ(n.name, "jk:review");
}

// spec: CLI-1
TEST(ItemRef, SelectorSplitsAtTheLastHash) {
  ItemRef r = parse_item_ref("local/a#b/kit#workflow:release");
  EXPECT_EQ(r.selector, "local/a#b/kit");
  EXPECT_EQ(r.kind, Kind::workflow);
  EXPECT_EQ(r.name, "release");
}

// spec: CLI-4
TEST(ItemRef, BadRefsAreInvalid) {
  for (const char* bad : {"", "  ", "#x", "skill:", "acme/kit#"}) {
    try {
      parse_item_ref(bad);
      FAIL() << bad;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::invalid_item_ref);
    }
  }
}

// spec: CLI-2
// spec: CLI-31
TEST(ItemRef, MatchesByKindAndGlob) {
  EXPECT_TRUE(parse_item_ref("review").matches(Kind::agent, "review"));
  EXPECT_FALSE(parse_item_ref("skill:review").matches(Kind::agent, "review"));
  EXPECT_TRUE(parse_item_ref("skill:*").matches(Kind::skill, "jk:x"));
  EXPECT_TRUE(parse_item_ref("jk:*").matches(Kind::rule, "jk:style"));
  EXPECT_FALSE(parse_item_ref("jk:*").matches(Kind::rule, "style"));
}

// spec: CLI-5
// spec: CLI-86
TEST(ItemRef, SourceSelectorMatchesSuffixForms) {
  EXPECT_TRUE(source_selector_matches("kit", "github.com/acme/kit"));
  EXPECT_TRUE(source_selector_matches("acme/kit", "github.com/acme/kit"));
  EXPECT_TRUE(source_selector_matches("github.com/acme/kit", "github.com/acme/kit"));
  EXPECT_FALSE(source_selector_matches("cme/kit", "github.com/acme/kit"));
  EXPECT_TRUE(source_selector_matches("*kit", "github.com/acme/kit"));
  EXPECT_FALSE(source_selector_matches("*nope", "github.com/acme/kit"));
}

// spec: CLI-1 (a bare name resolves across prefixes when it names one item)
// spec: CLI-3
TEST(MatchRef, AnExactNameWinsThenABareNameAcrossPrefixes) {
  const std::vector<RefCandidate> items = {
      {"a/skills", Kind::skill, "document-skills:pdf", "pdf"},
      {"a/skills", Kind::skill, "other:pdf", "pdf"},
      {"a/skills", Kind::agent, "docx", "docx"},
      {"a/skills", Kind::skill, "document-skills:docx", "docx"}};
  RefMatch m = match_ref(parse_item_ref("docx"), items);
  EXPECT_EQ(m.hits, (std::vector<std::size_t>{2}));
  EXPECT_FALSE(m.by_bare_name);
  m = match_ref(parse_item_ref("skill:docx"), items);
  EXPECT_EQ(m.hits, (std::vector<std::size_t>{3}));
  EXPECT_TRUE(m.by_bare_name);
  m = match_ref(parse_item_ref("pdf"), items);
  EXPECT_EQ(m.hits, (std::vector<std::size_t>{0, 1}));
  EXPECT_TRUE(m.by_bare_name);
  EXPECT_EQ(ambiguous_listing(items, m.hits),
            "\n  a/skills#skill:document-skills:pdf\n  a/skills#skill:other:pdf");
  EXPECT_TRUE(match_ref(parse_item_ref("pd*"), items).hits.empty());  // a glob is never bare
  EXPECT_EQ(close_names(parse_item_ref("pfd"), items),
            (std::vector<std::string>{"document-skills:pdf", "other:pdf"}));
  EXPECT_TRUE(close_names(parse_item_ref("agent:pfd"), items).empty());
}

}  // namespace
}  // namespace mind::install
