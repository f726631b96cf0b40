#include "discovery/js/unicode_property_lookup.hpp"

#include <array>
#include <unordered_set>

#include "discovery/js/unicode_properties.hpp"

namespace mind::discovery::js {
namespace {

// One of the space-separated tables of js/unicode_properties.hpp as a set,
// split once, so that a `\\p{...}` costs a hash and a compare, not a scan.
std::unordered_set<std::string_view> name_set(std::string_view table) {
  std::unordered_set<std::string_view> names;
  for (std::size_t at = 0; at < table.size();) {
    const std::size_t space = table.find(' ', at);
    const std::size_t end = space == std::string_view::npos ? table.size() : space;
    if (end > at) names.insert(table.substr(at, end - at));
    at = end + 1;
  }
  return names;
}

}  // namespace

bool property_listed(PropertyTable table, std::u32string_view name) {
  static const std::unordered_set<std::string_view> binary = name_set(kBinaryProperties);
  static const std::unordered_set<std::string_view> category = name_set(kGeneralCategoryValues);
  static const std::unordered_set<std::string_view> script = name_set(kScriptValues);
  const std::unordered_set<std::string_view>& names = table == PropertyTable::binary ? binary
                                                      : table == PropertyTable::general_category
                                                          ? category
                                                          : script;
  // No listed name is this long: a longer one is not listed (and needs no copy).
  std::array<char, 96> key{};
  if (name.size() > key.size()) return false;
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (name[i] >= 0x80 || name[i] == ' ') return false;
    key[i] = static_cast<char>(name[i]);
  }
  return names.count(std::string_view(key.data(), name.size())) != 0;
}

bool is_property_of_strings(std::u32string_view name) {
  return name == U"Basic_Emoji" || name == U"Emoji_Keycap_Sequence" || name == U"RGI_Emoji" ||
         name == U"RGI_Emoji_Flag_Sequence" || name == U"RGI_Emoji_Modifier_Sequence" ||
         name == U"RGI_Emoji_Tag_Sequence" || name == U"RGI_Emoji_ZWJ_Sequence";
}

}  // namespace mind::discovery::js
