#include "review/spec_frontmatter.hpp"

#include <gtest/gtest.h>

namespace mind::review {
namespace {

using Type = SpecValue::Type;

TEST(SpecFrontmatter, ScalarsAreTextAsWritten) {
  const SpecFrontmatter fm = read_spec_frontmatter(
      "---\nname: x\ndescription: null\nlicense: 1.0\ncompatibility: yes\nmetadata:\n  a: b\n"
      "allowed-tools:\n  - Read\n---\nbody\n");
  ASSERT_FALSE(fm.problem) << *fm.problem;
  ASSERT_EQ(fm.keys.size(), 6u);
  EXPECT_EQ(fm.get("description")->text, "null");  // strictyaml: text, not a null
  EXPECT_EQ(fm.get("license")->text, "1.0");
  EXPECT_EQ(fm.get("compatibility")->text, "yes");
  EXPECT_EQ(fm.get("metadata")->type, Type::mapping);
  EXPECT_EQ(fm.get("allowed-tools")->type, Type::sequence);
  EXPECT_EQ(fm.get("allowed-tools")->line, 8u);
  EXPECT_EQ(fm.get("name")->line, 2u);
}

TEST(SpecFrontmatter, TheBlockEndsAtTheNextTripleDashAnywhere) {
  const SpecFrontmatter fm = read_spec_frontmatter("---\nname: x\ndescription: \"a --- b\"\n---\n");
  ASSERT_TRUE(fm.problem);
  EXPECT_EQ(fm.split_inside_line, 3u);
  EXPECT_TRUE(
      read_spec_frontmatter("---\nname: x\ndescription: a --- b\n---\n").get("description"));
}

TEST(SpecFrontmatter, WhatStrictyamlRefuses) {
  for (const char* text :
       {"---\na: [x]\n---\n", "---\na: {b: c}\n---\n", "---\na: 1\na: 2\n---\n",
        "---\na: &x 1\nb: *x\n---\n", "---\na: !!str 1\n---\n", "---\n- a\n---\n", "---\n---\n",
        "---\na: b: c\n---\n", "---\nm:\n  k: 1\n  k: 2\n---\n"}) {
    const SpecFrontmatter fm = read_spec_frontmatter(text);
    EXPECT_TRUE(fm.problem) << text;
    EXPECT_TRUE(fm.keys.empty()) << text;
  }
}

TEST(SpecFrontmatter, TheFileAsPythonReadsIt) {
  EXPECT_TRUE(read_spec_frontmatter("# no frontmatter\n").problem);
  EXPECT_TRUE(read_spec_frontmatter("---\nname: x\n").problem);                   // not closed
  EXPECT_TRUE(read_spec_frontmatter("\xEF\xBB\xBF---\nname: x\n---\n").problem);  // a BOM
  EXPECT_TRUE(read_spec_frontmatter("---\nname: \xFF\n---\n").problem);           // not UTF-8
  const SpecFrontmatter crlf = read_spec_frontmatter("---\r\nname: x\r\ndescription: d\r\n---\r\n");
  ASSERT_FALSE(crlf.problem);
  EXPECT_EQ(crlf.get("description")->text, "d");
}

TEST(SpecFrontmatter, NestingIsBounded) {
  std::string deep = "---\nk:";
  std::string indent;
  for (std::size_t i = 0; i < kMaxSpecDepth + 2; ++i) {
    indent += " ";
    deep += "\n" + indent + "k" + std::to_string(i) + ":";
  }
  deep += " v\n---\n";
  const SpecFrontmatter fm = read_spec_frontmatter(deep);
  ASSERT_TRUE(fm.problem);
  EXPECT_NE(fm.problem->find("nests deeper"), std::string::npos) << *fm.problem;
}

}  // namespace
}  // namespace mind::review
