#include "discovery/js/unicode_property_lookup.hpp"

#include <gtest/gtest.h>

#include <string>

namespace mind::discovery::js {
namespace {

// spec: WF-5 (a `\p{...}` name outside ECMA-262's tables is an early error)
TEST(JsUnicodePropertyLookup, FindsANameOnlyInItsOwnTable) {
  EXPECT_TRUE(property_listed(PropertyTable::general_category, U"L"));
  EXPECT_TRUE(property_listed(PropertyTable::general_category, U"Letter"));
  EXPECT_TRUE(property_listed(PropertyTable::script, U"Latin"));
  EXPECT_TRUE(property_listed(PropertyTable::binary, U"ASCII"));
  EXPECT_FALSE(property_listed(PropertyTable::binary, U"Latin"));
  EXPECT_FALSE(property_listed(PropertyTable::script, U"Letter"));
}

TEST(JsUnicodePropertyLookup, IsExactAndCaseSensitive) {
  EXPECT_FALSE(property_listed(PropertyTable::general_category, U"letter"));
  EXPECT_FALSE(property_listed(PropertyTable::general_category, U""));
  EXPECT_FALSE(property_listed(PropertyTable::general_category, U"L "));
  EXPECT_FALSE(property_listed(PropertyTable::binary, U"ASCII Hex_Digit"));
  EXPECT_FALSE(property_listed(PropertyTable::script, U"Lat\u00EDn"));
  EXPECT_FALSE(property_listed(PropertyTable::binary, std::u32string(200, U'A')));
}

TEST(JsUnicodePropertyLookup, KnowsThePropertiesOfStrings) {
  EXPECT_TRUE(is_property_of_strings(U"RGI_Emoji"));
  EXPECT_TRUE(is_property_of_strings(U"Basic_Emoji"));
  EXPECT_FALSE(is_property_of_strings(U"Emoji"));  // a binary property of code points
  EXPECT_FALSE(is_property_of_strings(U"rgi_emoji"));
}

}  // namespace
}  // namespace mind::discovery::js
