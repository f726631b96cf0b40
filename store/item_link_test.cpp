#include "store/item_link.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "store/source_spec.hpp"

namespace mind::store {
namespace {

ErrorKind kind_of(const std::string& text) {
  try {
    parse_source_spec(text);
  } catch (const Error& e) {
    return e.kind();
  }
  ADD_FAILURE() << text << " parsed";
  return ErrorKind::io;
}

// spec: LNK-1
// spec: LNK-4
TEST(ItemLink, GithubGitlabAndFileLinksSplitIntoRepoRefAndPath) {
  SourceSpec s = parse_source_spec("https://github.com/acme/kit/tree/main/skills/review");
  EXPECT_EQ(s.identity(), "github.com/acme/kit#skills/review");
  EXPECT_EQ(s.url, "https://github.com/acme/kit");
  EXPECT_EQ(*s.link_ref, "main");
  s = parse_source_spec("https://github.com/acme/kit/blob/v2/skills/review/SKILL.md?plain=1#L3");
  EXPECT_EQ(*s.item_path, "skills/review");
  EXPECT_EQ(*s.link_ref, "v2");
  s = with_alias(parse_source_spec("https://gitlab.com/grp/kit/-/tree/v2/skills/lint"), "team");
  EXPECT_EQ(s.identity(), "gitlab.com/grp/kit#skills/lint@team");
  s = parse_source_spec("file:///home/me/src/kit/tree/main/skills/review/");
  EXPECT_EQ(s.url, "file:///home/me/src/kit");
  EXPECT_EQ(s.identity(), "local/src/kit#skills/review");
  EXPECT_FALSE(parse_source_spec("/home/me/tree/main/x").item_path);  // no file://: a path
}

// spec: LNK-20
TEST(ItemLink, ABlobToAMarkdownFileIsAFileLink) {
  const auto link = split_item_link("https://github.com/acme/kit/blob/main/agents/dev.md");
  ASSERT_TRUE(link);
  EXPECT_TRUE(link->file);
  EXPECT_EQ(link->path, "agents/dev.md");
}

// spec: LNK-17
TEST(ItemLink, DotSegmentsAreDropped) {
  EXPECT_EQ(*parse_source_spec("https://github.com/a/k/tree/main/./skills/./foo").item_path,
            "skills/foo");
}

// spec: LNK-14
// spec: LNK-10
// spec: LNK-16
// spec: LNK-2
TEST(ItemLink, EveryBrokenTailIsBadItemLink) {
  for (const char* bad :
       {"https://github.com/a/k/tree/", "https://github.com/a/k/tree/main",
        "https://github.com/a/k/blob/main/skills/x", "https://github.com/a/k/tree/main/../x",
        "https://github.com/a/k/tree/-rf/x", "https://github.com/a/k/tree/a..b/x",
        "https://github.com/a/k/tree/main/skills/a@b", "file:///r/tree/main/skills/a#b",
        "file:///tree/main", "https://github.com/a/k/blob/main/workflows/w.js",
        "https://github.com/a/k/blob/main/x.txt"}) {
    EXPECT_EQ(kind_of(bad), ErrorKind::bad_item_link) << bad;
  }
  EXPECT_EQ(kind_of("https://github.com/a/b/c"), ErrorKind::invalid_repo_spec);
}

// spec: LNK-3
TEST(ItemLink, AFortyHexRefIsACommit) {
  EXPECT_TRUE(is_commit_ref(std::string(40, 'a')));
  EXPECT_FALSE(is_commit_ref("main"));
  EXPECT_FALSE(is_commit_ref(std::string(39, 'a')));
}

// spec: LNK-13
// spec: LNK-23
TEST(ItemLink, DumpUrlIsBuiltFromTheIdentityParts) {
  EXPECT_EQ(item_link_url("github.com", "a", "k", "", "c0ffee", "skills/x"),
            "https://github.com/a/k/tree/c0ffee/skills/x");
  EXPECT_EQ(item_link_url("local", "o", "k", "/r/k", "c0ffee", "agents/d.md"),
            "file:///r/k/blob/c0ffee/agents/d.md");
}

}  // namespace
}  // namespace mind::store
