#pragma once
/// ASCII case folding for comparisons that are defined on ASCII only (flag
/// values, locale names, git's messages, search terms): bytes outside A-Z,
/// UTF-8 included, pass through unchanged, whatever the process locale.

#include <string>
#include <string_view>

namespace mind {

std::string ascii_lower(std::string_view text);

}  // namespace mind
