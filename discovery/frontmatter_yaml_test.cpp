#include "discovery/frontmatter_yaml.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {

// spec: DSC-21 (only the root mapping's keys)
TEST(FrontmatterYaml, KeepsTheRootMappingOnly) {
  YamlRead r = read_yaml_top_level("a: x\nb:\n  c: y\nl:\n  - 1\n  - [2]\n  - z\n? [k]\n: v\n");
  ASSERT_EQ(r.status, YamlRead::Status::ok) << r.problem;
  EXPECT_EQ(r.top.keys.at("a"), "x");
  EXPECT_EQ(r.top.keys.at("b"), "");
  EXPECT_FALSE(r.top.keys.contains("c"));
  EXPECT_EQ(r.top.lists.at("l"), (std::vector<std::string>{"1", "z"}));
  EXPECT_EQ(r.top.keys.size(), 3u) << "a complex key is dropped with its value";
  EXPECT_TRUE(read_yaml_top_level("just text").top.keys.empty());
  EXPECT_TRUE(read_yaml_top_level("").top.keys.empty());
}

// spec: DSC-21
TEST(FrontmatterYaml, ErrorsAndRefusalsKeepNothing) {
  YamlRead r = read_yaml_top_level("a: x\nb: [\n");
  EXPECT_EQ(r.status, YamlRead::Status::syntax_error);
  EXPECT_TRUE(r.top.keys.empty());
  EXPECT_EQ(read_yaml_top_level("a: &x 1\n").status, YamlRead::Status::refused);
  EXPECT_EQ(read_yaml_top_level("a: *x\n").status, YamlRead::Status::syntax_error);
  EXPECT_EQ(read_yaml_top_level("a: x\n...\nb: y\n").top.keys.size(), 0u) << "two documents";
}

// spec: DSC-94 (a control character is text to Bun's parser; the sanitizer removes it later)
TEST(FrontmatterYaml, ControlCharactersAndBadBytesReadAsClaudeCodeReadsThem) {
  YamlRead r = read_yaml_top_level("a: \"ok \x1b[31mred\"\nb: x\x7fy\xC2\x85z\nc: \xFFq\n");
  ASSERT_EQ(r.status, YamlRead::Status::ok) << r.problem;
  EXPECT_EQ(r.top.keys.at("a"), "ok \x1b[31mred");
  EXPECT_EQ(r.top.keys.at("b"), "x\x7fy\xC2\x85z");
  EXPECT_EQ(r.top.keys.at("c"), "\xEF\xBF\xBDq");
  EXPECT_EQ(read_yaml_top_level(std::string_view("a: x\0y\n", 7)).status,
            YamlRead::Status::syntax_error);
}

}  // namespace mind::discovery
