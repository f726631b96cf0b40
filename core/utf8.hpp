/// mind's one UTF-8 codec (the display sanitizer, the namespacing lexers and
/// the workflow meta reader all decode with it), and the code-point classes
/// the workflow meta reader needs.
///
/// Invalid bytes, one behaviour everywhere: each maximal subpart of an
/// ill-formed sequence (Unicode 15 §3.9, "U+FFFD Substitution of Maximal
/// Subparts", the WHATWG Encoding Standard's decoder, what the harness's
/// JavaScript and Python show) decodes to ONE U+FFFD. So a lone continuation
/// byte, a byte that cannot start a sequence (C0, C1, F5..FF), an overlong
/// form (C0 AF: two U+FFFD, E0 80 80: three), a surrogate (ED A0 80: three)
/// and a value past U+10FFFF (F4 90 80 80: four) give one U+FFFD per byte,
/// while a sequence cut short by a bad byte or the end (E2 82 x, F0 9F 98)
/// gives one U+FFFD for its whole valid prefix.
///
/// The harness decodes a workflow file as UTF-8 with U+FFFD for every invalid
/// sequence (WHATWG "maximal subpart" replacement), then applies JavaScript's
/// whitespace and line-terminator classes. `meta.name` must not carry a control
/// or invisible code point (WF-58, the DSC-95 class), and every human detail the
/// reader produces must be printable. This file holds exactly those rules, so
/// the reader (meta_reader.cpp) does not re-derive them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace mind::utf8 {

inline constexpr char32_t kReplacementCharacter = U'\uFFFD';

/// One decoded code point. `length` is the number of bytes consumed (at least 1
/// when any byte was available). An invalid or truncated sequence decodes to
/// U+FFFD with `valid == false`. `hit_end` is true when decoding wanted a byte
/// past the end of the input (a sequence truncated by the end of the view).
struct DecodedCodePoint {
  char32_t value = kReplacementCharacter;
  std::uint8_t length = 0;
  bool valid = false;
  bool hit_end = false;
};

/// Decodes the code point starting at `offset`; `offset` must be < bytes.size().
DecodedCodePoint decode_at(std::string_view bytes, std::size_t offset) noexcept;

/// The start of the code point that byte `at` of `text` belongs to: `at`
/// itself unless it is a continuation byte, else the lead byte before it (at
/// most three bytes back, the longest sequence). A cut there keeps whole code
/// points. `at` may be `text.size()` (then: where the last code point ends).
std::size_t code_point_start(std::string_view text, std::size_t at) noexcept;

/// Removes the last code point of `text`, all its bytes (a typed line's
/// backspace); nothing when `text` is empty.
void drop_last_code_point(std::string& text) noexcept;

/// The number of bytes of the first `count` code points of `text`, as
/// decode_at reads them (all of `text` when it holds fewer).
std::size_t prefix_of_code_points(std::string_view text, std::size_t count) noexcept;

/// The number of code points in `text`, as decode_at reads them.
std::size_t count_code_points(std::string_view text) noexcept;

/// Appends `code_point` encoded as UTF-8. Surrogates and values past U+10FFFF
/// are appended as U+FFFD, so the output is always valid UTF-8.
void append(std::string& out, char32_t code_point);

/// JavaScript WhiteSpace (TAB, VT, FF, SP, NBSP, ZWNBSP/BOM, Zs).
bool is_js_whitespace(char32_t code_point) noexcept;

/// JavaScript LineTerminator (LF, CR, LS, PS).
bool is_js_line_terminator(char32_t code_point) noexcept;

/// A byte that JavaScript's `\s` matches on the ASCII range (SP, TAB, LF, VT,
/// FF, CR): what Claude Code's frontmatter patterns skip, read byte by byte.
bool is_js_ascii_space(char byte) noexcept;

/// WF-58 / DSC-95: a C0/C1 control, DEL, or an invisible or format code point
/// (bidi overrides and isolates, directional marks, zero-width characters,
/// U+2028/9, soft hyphen, variation selectors, tag characters, Hangul fillers,
/// the rest of general category Cf). A name containing one is not usable.
bool is_control_or_invisible(char32_t code_point) noexcept;

/// `text` (valid UTF-8) without leading and trailing JavaScript whitespace and
/// line terminators, as `String.prototype.trim` would return it.
std::string_view trim_js_whitespace(std::string_view text) noexcept;

/// The first control or invisible code point in `text` (valid UTF-8), or
/// U+0000 with `found == false`.
struct FoundCodePoint {
  bool found = false;
  char32_t value = 0;
};
FoundCodePoint find_control_or_invisible(std::string_view text) noexcept;

/// `text` made safe to embed in a one-line human message: every control or
/// invisible code point becomes `\u{XXXX}`, invalid bytes become U+FFFD, and at
/// most `max_code_points` code points are kept (an ellipsis marks the cut).
std::string printable(std::string_view text, std::size_t max_code_points = 40);

/// "U+200B" style spelling of a code point, for details.
std::string code_point_label(char32_t code_point);

}  // namespace mind::utf8
