/// The lookup of a `\p{...}` name in the ECMA-262 property tables
/// (js/unicode_properties.hpp) for the `u`/`v` regular-expression check
/// (js/regex_unicode.hpp): each table split once into a set, so a lookup is a
/// hash and a compare, not a scan of the table.
#pragma once

#include <string_view>

namespace mind::discovery::js {

enum class PropertyTable { binary, general_category, script };

/// Whether `name` is listed in `table`: exact and case-sensitive, as
/// ECMA-262 requires (`\p{L}` and `\p{Letter}` are, `\p{letter}` is not).
bool property_listed(PropertyTable table, std::u32string_view name);

/// Whether `name` is a property of strings, which only the `v` flag allows
/// (`\p{RGI_Emoji}`): it may match more than one code point.
bool is_property_of_strings(std::u32string_view name);

}  // namespace mind::discovery::js
