/// The declaration reader: from just after `export const meta`, reads
/// `= <object literal>` and the end of the declaration, refusing anything
/// that is not pure data (WF-5). It is recursive descent over the one
/// declaration; each level is an object, array or parenthesis the file
/// opened, so kMaxMetaNestingDepth bounds the stack.
///
/// The end of the declaration is `;`, the end of the file, or a line break
/// before a token that cannot continue the expression (automatic semicolon
/// insertion). After a line break ANY identifier or keyword ends it, except
/// `in` and `instanceof`, which continue it: that is what the harness's quick
/// reader decides, and it never asks whether the statement after parses, so
/// `}` then `return 'done'` on the next line still loads.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "discovery/js/lexer.hpp"
#include "discovery/meta_keys.hpp"
#include "discovery/meta_reader.hpp"

namespace mind::discovery {

struct DeclarationFailure {
  MetaReason reason = MetaReason::syntax_error;
  std::string what;        // the refused construct, printable
  std::size_t offset = 0;  // where, in the source
};

struct MetaDeclaration {
  MetaKeys keys;  // the keys mind reads; meaningful only without a failure
  std::optional<DeclarationFailure> failure;
};

/// Reads the rest of the declaration; `lexer` (in LexMode::values) is just
/// past the `meta` of `export const meta`.
MetaDeclaration read_meta_declaration(js::Lexer& lexer);

}  // namespace mind::discovery
