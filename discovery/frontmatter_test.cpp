// The frontmatter reader end to end, one test per fixture class of the
// agreement table in docs/frontmatter.md (issue 43): what Claude Code 2.1.334
// reads is what mind reads, except where mind refuses (anchors, depth).

#include "discovery/frontmatter.hpp"

#include <gtest/gtest.h>

#include <string>

#include "discovery/frontmatter_yaml.hpp"

namespace mind::discovery {

// spec: DSC-20
TEST(Frontmatter, ReadsTopLevelDescription) {
  auto fm = read_frontmatter("---\nname: coder\ndescription: Writes code\n---\nbody\n");
  ASSERT_TRUE(fm.present);
  EXPECT_EQ(fm.get("description"), "Writes code");
  EXPECT_EQ(fm.get("name"), "coder");
  EXPECT_FALSE(fm.problem);
}

// spec: DSC-21 (the vercel-labs/agent-skills shape: a plain scalar over several lines)
TEST(Frontmatter, PlainMultiLineScalarsJoinWithSpaces) {
  EXPECT_EQ(read_frontmatter("---\ndescription:\n  Line one\n  line two\n---\n").get("description"),
            "Line one line two");
  EXPECT_EQ(read_frontmatter("---\ndescription: First\n  continues\n---\n").get("description"),
            "First continues");
  EXPECT_EQ(read_frontmatter("---\ndescription:\n  one\n\n  two\n---\n").get("description"),
            "one\ntwo");
}

// spec: DSC-21
TEST(Frontmatter, QuotedFormsAndCommentsAreYaml) {
  auto fm = read_frontmatter(
      "---\n# a comment\ndescription: \"Quoted: yes \\\"q\\\" \\u00e9\"\n  nested: no\n---\n");
  EXPECT_TRUE(fm.problem) << "an indented line after a quoted scalar is not YAML";
  fm = read_frontmatter("---\ndescription: 'It''s: x' # c\nother: text # comment\n---\n");
  EXPECT_EQ(fm.get("description"), "It's: x");
  EXPECT_EQ(fm.get("other"), "text");
  fm = read_frontmatter("---\ndescription: \"Tab\\there \\u00e9\"\n\"quoted key\": v\n---\n");
  EXPECT_EQ(fm.get("description"), "Tab\there \xC3\xA9");
  EXPECT_EQ(fm.get("quoted key"), "v");
  EXPECT_EQ(read_frontmatter("---\nd: \"two\n  lines\"\n---\n").get("d"), "two lines");
}

// spec: DSC-21 (no frontmatter, or an unterminated one, yields nothing)
TEST(Frontmatter, AbsentOrUnterminatedIsNotPresent) {
  EXPECT_FALSE(read_frontmatter("# Title\n").present);
  EXPECT_FALSE(read_frontmatter("---\ndescription: x\n").present);
  const auto empty = read_frontmatter("---\n---\nbody\n");
  EXPECT_TRUE(empty.present);
  EXPECT_TRUE(empty.keys.empty());
}

// spec: DSC-21 (Claude Code closes the block at the first `---`, even inside a line)
TEST(Frontmatter, TheFirstTripleDashClosesTheBlock) {
  EXPECT_EQ(read_frontmatter("---\ndescription: before --- after\n---\n").get("description"),
            "before");
  EXPECT_EQ(
      read_frontmatter("---\ndescription: |\n  above\n  ---\n  below\n---\n").get("description"),
      "above\n");
}

// spec: DSC-22
TEST(Frontmatter, FoldedBlockScalar) {
  auto fm = read_frontmatter("---\ndescription: >\n  one\n  two\n\n  three\nx: y\n---\n");
  EXPECT_EQ(fm.get("description"), "one two\nthree\n");
  EXPECT_EQ(fm.get("x"), "y");
}

// spec: DSC-22
TEST(Frontmatter, LiteralBlockScalarWithChomping) {
  auto keep = read_frontmatter("---\nd: |+\n  a\n  b\n\n---\n");
  EXPECT_EQ(keep.get("d"), "a\nb\n\n");
  auto strip = read_frontmatter("---\nd: |-  # comment\n    a\n    b\n---\n");
  EXPECT_EQ(strip.get("d"), "a\nb");
  auto clip = read_frontmatter("---\nd: >-\n  a\n  b\n---\n");
  EXPECT_EQ(clip.get("d"), "a b");
}

// spec: DSC-23
TEST(Frontmatter, LeadingBomAndCrlf) {
  auto fm = read_frontmatter("\xEF\xBB\xBF---\r\ndescription: Windows\r\n---\r\n");
  EXPECT_EQ(fm.get("description"), "Windows");
  EXPECT_EQ(read_frontmatter("---\r\nd:\r\n  one\r\n  two\r\n---\r\n").get("d"), "one two");
}

// spec: DSC-23 (Claude Code 2.1.334: CRLF with an unquoted colon parses after a retry)
TEST(Frontmatter, CrlfWithAnUnquotedColonParsesAfterTheRetry) {
  auto fm = read_frontmatter("---\r\nname: x\r\ndescription: Use when: CRLF\r\n---\r\n");
  EXPECT_EQ(fm.get("description"), "Use when: CRLF");
  EXPECT_EQ(fm.get("name"), "x");
  EXPECT_TRUE(fm.retried);
  // An LF file takes the quoting retry too, as Claude Code always did.
  EXPECT_EQ(read_frontmatter("---\ndescription: Use when: LF\n---\n").get("description"),
            "Use when: LF");
  // Tabs that indent are read as two spaces each on the retry.
  EXPECT_EQ(read_frontmatter("---\ndescription:\n\tTabbed\n---\n").get("description"), "Tabbed");
}

// spec: DSC-23 (the CRLF retry refuses a value it cannot vouch for: Claude Code reads no keys)
TEST(Frontmatter, CrlfRetryRefusesAmbiguousQuoting) {
  auto fm = read_frontmatter("---\r\ndescription: Use when: x # note\r\n---\r\n");
  EXPECT_TRUE(fm.present);
  EXPECT_FALSE(fm.get("description"));
  ASSERT_TRUE(fm.problem);
  std::string nine = "---\r\n";
  for (char c = 'a'; c <= 'i'; ++c) nine += std::string("k") + c + ": a: b\r\n";
  EXPECT_TRUE(read_frontmatter(nine + "---\r\n").keys.empty()) << "more than 8 quoted lines";
}

// spec: DSC-21 (a YAML error: the item keeps no keys, and the problem names the line)
TEST(Frontmatter, AYamlErrorGivesNoKeysAndSaysWhere) {
  auto fm = read_frontmatter("---\ndescription: Good\nbroken: \"unclosed\n---\n");
  EXPECT_TRUE(fm.present);
  EXPECT_TRUE(fm.keys.empty());
  ASSERT_TRUE(fm.problem);
  EXPECT_TRUE(fm.problem->starts_with("line ")) << *fm.problem;
  EXPECT_GE(fm.problem_line, 3u) << *fm.problem;  // a line of the file, not of the block
  EXPECT_LE(fm.problem_line, 4u) << *fm.problem;
}

// The plugin agents Claude Code loads only with its stand-in description
// (anthropics/claude-code's agent-creator): a plain value with `"` and `: `
// lines after it; the problem's line is counted in the file.
TEST(Frontmatter, AnAgentDescriptionWithExampleLinesIsNotYamlAndSaysTheFileLine) {
  auto fm = read_frontmatter(
      "---\nname: agent-creator\ndescription: Use when asked to \"create\". Examples:\n\n"
      "<example>\nContext: User wants an agent\n</example>\nmodel: sonnet\n---\nBody\n");
  EXPECT_TRUE(fm.keys.empty());
  ASSERT_TRUE(fm.problem);
  EXPECT_EQ(fm.problem_line, 3u) << *fm.problem;  // libyaml names the key whose value breaks
}

// spec: DSC-20 (non-string values, as Claude Code's String() gives them)
TEST(Frontmatter, NonStringScalarsReadAsJavaScriptPrintsThem) {
  auto fm = read_frontmatter(
      "---\na: 42\nb: 1.50\nc: True\nd: yes\ne: null\nf: ~\ng: 0x1F\nh: !!str 007\ni:\n---\n");
  EXPECT_EQ(fm.get("a"), "42");
  EXPECT_EQ(fm.get("b"), "1.5");
  EXPECT_EQ(fm.get("c"), "true");
  EXPECT_EQ(fm.get("d"), "yes");
  EXPECT_EQ(fm.get("e"), "");  // present, empty: no description
  EXPECT_EQ(fm.get("f"), "");
  EXPECT_EQ(fm.get("g"), "31");
  EXPECT_EQ(fm.get("h"), "007");
  EXPECT_EQ(fm.get("i"), "");
}

// spec: DSC-21 (a list or a mapping is no description; a list's items are kept)
TEST(Frontmatter, CollectionsArePresentButNotText) {
  auto fm = read_frontmatter(
      "---\ndescription:\n  - a\n  - b\ntools: [Read, Grep]\nmeta:\n  description: nested\n---\n");
  EXPECT_EQ(fm.get("description"), "");
  EXPECT_EQ(fm.lists.at("description"), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(fm.lists.at("tools"), (std::vector<std::string>{"Read", "Grep"}));
  EXPECT_EQ(fm.get("meta"), "");
  EXPECT_FALSE(fm.lists.contains("meta"));
  EXPECT_TRUE(read_frontmatter("---\n- description: in a list\n---\n").keys.empty());
}

// spec: DSC-21 (a repeated key: the last wins, as in Claude Code)
TEST(Frontmatter, RepeatedKeyLastWins) {
  EXPECT_EQ(read_frontmatter("---\nd: first\nd: second\n---\n").get("d"), "second");
  auto fm = read_frontmatter("---\nd:\n  - x\nd: text\n---\n");
  EXPECT_EQ(fm.get("d"), "text");
  EXPECT_FALSE(fm.lists.contains("d"));
}

// spec: DSC-21 (hostile text: anchors refused, so no alias is ever expanded)
TEST(Frontmatter, AnchorsAndAliasesAreRefused) {
  std::string laughs = "---\na: &a [\"lol\",\"lol\"]\n";
  for (char c = 'b'; c <= 'j'; ++c) {
    laughs += std::string(1, c) + ": &" + c + " [*" + static_cast<char>(c - 1) + ",*" +
              static_cast<char>(c - 1) + "]\n";
  }
  auto fm = read_frontmatter(laughs + "description: d\n---\n");
  EXPECT_TRUE(fm.present);
  EXPECT_TRUE(fm.keys.empty());
  ASSERT_TRUE(fm.problem);
  EXPECT_NE(fm.problem->find("anchor"), std::string::npos) << *fm.problem;
  EXPECT_TRUE(read_frontmatter("---\ndescription: &d text\n---\n").keys.empty());
  // An alias that names no anchor is an error; the retry quotes it as text.
  EXPECT_EQ(read_frontmatter("---\ndescription: *not an alias\n---\n").get("description"),
            "*not an alias");
}

// spec: DSC-21 (hostile text: nesting is capped)
TEST(Frontmatter, DeepNestingIsRefused) {
  const std::string deep =
      std::string(kMaxFrontmatterDepth + 1, '[') + std::string(kMaxFrontmatterDepth + 1, ']');
  auto fm = read_frontmatter("---\ndescription: d\nx: " + deep + "\n---\n");
  EXPECT_TRUE(fm.keys.empty());
  ASSERT_TRUE(fm.problem);
  EXPECT_NE(fm.problem->find("deeper"), std::string::npos) << *fm.problem;
  const std::string ok =
      std::string(kMaxFrontmatterDepth - 1, '[') + std::string(kMaxFrontmatterDepth - 1, ']');
  EXPECT_EQ(read_frontmatter("---\ndescription: d\nx: " + ok + "\n---\n").get("description"), "d");
}

}  // namespace mind::discovery
