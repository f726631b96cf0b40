#pragma once
/// One quoting for the translated forms' one-line values (agent_forms,
/// opencode_agent): a double-quoted string that a TOML basic string and a YAML
/// double-quoted scalar both read back as the original text. The escapes used
/// (`\"`, `\\`, `\n`, `\t`, `\uXXXX`) mean the same in both languages.

#include <string>
#include <string_view>

namespace mind::install {

/// `s` in double quotes: `"` and `\` escaped, newline and tab as `\n` and
/// `\t`, every other control character (and DEL) as `\uXXXX`.
std::string double_quoted(std::string_view s);

/// A control character (not newline or tab) as `\uXXXX`, appended to `out`.
void append_unicode_escape(char c, std::string& out);

}  // namespace mind::install
