#pragma once
/// The display sanitizer (DSC-94, DSC-95, CLI-224). Source-controlled text is
/// made safe to print ONCE, where it is captured (descriptions) or where it is
/// printed (names, whose raw value is identity). It removes ANSI escape
/// sequences, control characters and blocked Unicode (bidi overrides and
/// isolates, directional marks, zero-width and other invisible code points);
/// a surviving line break becomes a space. Invalid UTF-8 becomes U+FFFD, as
/// core/utf8.hpp's one decoder defines it (one U+FFFD per maximal subpart).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace mind {

/// True for the code points DSC-95/96 and NS-72 refuse in a name: C0/C1
/// controls, DEL, bidi controls, directional marks, zero-width and invisible
/// format characters.
bool is_blocked_code_point(char32_t cp) noexcept;

/// True when `text` holds any blocked code point, an ESC, or invalid UTF-8.
bool has_blocked_text(std::string_view text) noexcept;

/// `text` made safe for a terminal or a JSON string (see file comment).
std::string sanitize_display(std::string_view text);

/// A name in a message: at most this many code points of it are shown, so a
/// hostile 8 MiB name costs one short line (WF-59's bounded output).
inline constexpr std::size_t kMaxShownName = 80;

/// `text` sanitized for one line and cut to kMaxShownName code points (`…`).
std::string shown_name(std::string_view text);

/// A captured description or version (DSC-94, DSC-22): `raw` sanitized and
/// trimmed, or nullopt when it is absent or nothing is left.
std::optional<std::string> sanitized_nonblank(const std::optional<std::string>& raw);

/// `text` sanitized and put in single quotes: how a message names a value a
/// source or a user gave ('skills/x', 'main'). For display only: a command the
/// user is meant to paste quotes its words with shell_quoted (core/shell_quote.hpp).
std::string in_quotes(std::string_view text);

}  // namespace mind
