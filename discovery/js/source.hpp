/// The bytes a JavaScript reader reads, behind one gate. Every byte the lexer
/// and the literal readers look at goes through `peek` or `decode`, which
/// record how far they looked and whether they looked past the end: that is
/// what lets `read_workflow_meta` say `needed_more_input` and `bytes_examined`
/// (WF-55) without each reader keeping its own count.
#pragma once

#include <cstddef>
#include <string_view>

#include "core/utf8.hpp"

namespace mind::discovery::js {

class Source {
 public:
  explicit Source(std::string_view text) : text_(text) {}

  std::string_view text() const { return text_; }
  std::size_t size() const { return text_.size(); }
  /// True once a reader asked for a byte past the last one.
  bool touched_end() const { return touched_end_; }
  std::size_t bytes_examined() const { return touched_end_ ? text_.size() : examined_; }

  /// The byte at `at`, or -1 past the end (recorded).
  int peek(std::size_t at) {
    if (at >= text_.size()) {
      touched_end_ = true;
      return -1;
    }
    if (at >= examined_) examined_ = at + 1;
    return static_cast<unsigned char>(text_[at]);
  }

  /// The code point at `at`; a truncated sequence records the end as touched.
  utf8::DecodedCodePoint decode(std::size_t at) {
    const utf8::DecodedCodePoint decoded = utf8::decode_at(text_, at);
    if (decoded.hit_end) touched_end_ = true;
    const std::size_t last = at + decoded.length;
    if (last > examined_) examined_ = last;
    return decoded;
  }

  /// Skips bytes for which `is_plain` holds, from `from` up to (not past) the
  /// last byte; the byte that ends the run is left for `peek`, so looking
  /// past the end is still recorded there.
  template <typename IsPlain>
  std::size_t plain_run_end(std::size_t from, IsPlain is_plain) {
    std::size_t at = from;
    while (at < text_.size() && is_plain(static_cast<unsigned char>(text_[at]))) ++at;
    if (at > examined_) examined_ = at;
    return at;
  }

  /// Length of a line terminator (LF, CR, U+2028, U+2029) at `at`, or 0.
  std::size_t line_terminator_at(std::size_t at) {
    const int c = peek(at);
    if (c == '\n' || c == '\r') return 1;
    if (c == 0xE2) {
      const utf8::DecodedCodePoint decoded = decode(at);
      if (decoded.value == 0x2028 || decoded.value == 0x2029) return decoded.length;
    }
    return 0;
  }

 private:
  std::string_view text_;
  std::size_t examined_ = 0;
  bool touched_end_ = false;
};

/// The 1-based line of `offset` in `text` (CRLF is one line break; U+2028 and
/// U+2029 are line breaks too). Reads `text` directly: it is for messages,
/// not part of what the reader examined.
std::size_t line_of(std::string_view text, std::size_t offset);

}  // namespace mind::discovery::js
