#include "install/lobes/quoted_scalar.hpp"

#include <gtest/gtest.h>
#include <toml++/toml.h>

namespace mind::install {
namespace {

// The one quoting reads back as the text in TOML (toml++ parses it here); the
// escapes are YAML's double-quoted ones too.
TEST(QuotedScalar, ReadsBackAsTheTextInToml) {
  const std::string text = "say \"hi\"\\ now\n\tthen \x1b[2J and \x7f";
  const std::string quoted = double_quoted(text);
  EXPECT_EQ(quoted.find('\x1b'), std::string::npos);
  EXPECT_EQ(quoted.find('\x7f'), std::string::npos);
  EXPECT_NE(quoted.find("\\u001B"), std::string::npos) << quoted;
  const toml::table doc = toml::parse("v = " + quoted);
  EXPECT_EQ(doc["v"].value<std::string>(), text);
}

}  // namespace
}  // namespace mind::install
