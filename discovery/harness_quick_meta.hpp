/// The harness's quick `meta` reader, reproduced: whether Claude Code lists a
/// workflow WITHOUT parsing the whole file (design.md decision 5, WF-5).
///
/// Claude Code reads a workflow in two steps. A quick reader matches
/// `export const meta = {` at the very start of the file (after whitespace and
/// comments), reads a JSON-like object (plain keys, strings without `${`,
/// decimal numbers, `true`/`false`/`null`, arrays, objects), then a clean end
/// (`;`, the end of the file, or a line break before an identifier other than
/// `in`/`instanceof`), and accepts it when `name` and `description` are
/// non-empty strings. Only when that fails does it parse the WHOLE file as a
/// module, where a syntax error anywhere means the workflow is not listed.
///
/// mind must therefore know exactly when the quick reader succeeds: that is
/// the one case where the body is never checked. This is a byte-for-byte
/// model of it on UTF-8 (the harness reads the file as UTF-16, CRLF folded to
/// LF; a byte that is not UTF-8 reads as U+FFFD, a non-ASCII character, as it
/// does there). It decides nothing about the values: mind's own reader
/// (meta_reader.hpp) still reads them.
#pragma once

#include <string_view>

namespace mind::discovery {

struct QuickPath {
  /// Claude Code's quick reader accepts the file, and so lists the workflow
  /// without parsing its body.
  bool accepted = false;
  /// The answer depended on the end of `bytes` (the reader looked past the
  /// last byte): for a prefix of a file, ask again with the whole file.
  bool looked_at_end = false;
};

/// What Claude Code's quick reader makes of `bytes`. Never throws.
QuickPath harness_quick_path(std::string_view bytes) noexcept;

}  // namespace mind::discovery
