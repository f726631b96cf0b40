#include "install/dump.hpp"

#include <gtest/gtest.h>

#include "discovery/mind_toml.hpp"

namespace mind::install {
namespace {

// spec: DUMP-7
TEST(Dump, QuotedStringsParseBackExactly) {
  const std::string hostile = "a\"b\\c\nd\te\x01";
  const std::string text = "[source]\ndescription = " + toml_quote(hostile) + "\n";
  const discovery::MindTomlParse parsed = discovery::parse_mind_toml(text);
  ASSERT_TRUE(parsed.toml) << parsed.error->message;
  EXPECT_EQ(parsed.toml->description, hostile);
}

// spec: DUMP-7
// spec: DUMP-8
TEST(Dump, AnEntryAndTheEmptyFormAreAcceptedSuperSources) {
  const discovery::MindTomlParse empty =
      discovery::parse_mind_toml("[source]\ndescription = \"x\"\n\n[discover]\nsources = []\n");
  ASSERT_TRUE(empty.toml) << empty.error->message;
  EXPECT_TRUE(empty.toml->sources.empty());
  const discovery::MindTomlParse one = discovery::parse_mind_toml(
      "[source]\ndescription = \"x\"\n\n[[discover.sources]]\nsource = \"https://h/o/r\"\n"
      "namespace = \"jk\"\npin-ref = \"0123456789abcdef0123456789abcdef01234567\"\n"
      "install-items = [\"skill:a\"]\n");
  ASSERT_TRUE(one.toml) << one.error->message;
  ASSERT_EQ(one.toml->sources.size(), 1u);
  EXPECT_EQ(one.toml->sources[0].namespace_, "jk");
  EXPECT_EQ(one.toml->sources[0].install_items, std::vector<std::string>{"skill:a"});
}

}  // namespace
}  // namespace mind::install
