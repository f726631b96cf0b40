/// The regular-expression check for the `u` and `v` flags, which the module
/// parser needs and js/regex_check.hpp (Annex B only) does not do: the
/// pattern grammar of ECMA-262 with `[UnicodeMode]` and, for `v`,
/// `[UnicodeSetsMode]` (class set operations `&&` and `--`, nested classes,
/// `\q{...}`), with its early errors: unknown escapes, `\p{...}` names outside
/// the tables (js/unicode_properties.hpp), ranges out of order, duplicate
/// group names in one alternative, references to groups that do not exist,
/// lone quantifier brackets, modifiers.
///
/// A group name with a non-ASCII letter of a script mind does not classify
/// (js/chars.hpp), and nesting past the depth it is given, are `unsupported`
/// rather than guessed at.
#pragma once

#include <string_view>

#include "discovery/js/regex_check.hpp"

namespace mind::discovery::js {

/// Checks `body` (between the slashes, UTF-8) for flags holding `u` or `v`.
RegexCheck check_unicode_regex(std::string_view body, bool unicode_sets, int max_depth);

}  // namespace mind::discovery::js
