/// The workflow `meta` reader: what `export const meta = {...}` says a
/// workflow's harness name, description and `whenToUse` are (WF-4, WF-5).
///
/// It is a token scanner, not a JavaScript parser, but it reads exactly what
/// Claude Code reads (design.md decision 5): the declaration must be the FIRST
/// statement of the file (after a hashbang at byte 0, whitespace and comments),
/// a single `const` declarator named `meta`, initialised by a pure-data object
/// literal, and followed by a clean end of the declaration (`;`, end of file,
/// or a line break before a token that cannot continue the expression). That
/// is stricter than WF-57's "statement position" in the safe direction: no
/// decoy after the first statement can ever be read. When the reader is not
/// sure, it reads nothing and says why; it never reports a name the harness
/// would not use (WF-57, WF-58).
///
/// Choices recorded here:
/// - Reason when the first statement is not the declaration: `not_first_statement`
///   when an `export const meta` appears later at statement position (start of
///   file, after `;` or `}`, or after a line break) at bracket depth 0, and
///   `no_meta` otherwise (also for an empty file). Choosing between the two
///   scans on past the first statement, but only to pick the reason: nothing is
///   ever read from that later declaration.
/// - Once the declaration is refused (not first, not pure data, a syntax
///   error, too deep) the result carries no name, description or whenToUse,
///   even for keys read before the refusal: the harness loads none of them.
/// - `name` is reported trimmed (WF-58, WF-20). `description` and `when_to_use`
///   are reported verbatim (they are only tested for emptiness after trimming,
///   WF-63) and may contain control characters: they are sanitized once, where
///   the catalog item is built (DSC-94), whose ANSI stripping needs them raw.
/// - A lone UTF-16 surrogate written as an escape (`'\uD800'`) in `name` makes
///   the name unusable (bad_name): no UTF-8 string mind could hold is the
///   string the harness compares. Elsewhere it reads as U+FFFD.
/// - Identifiers with non-ASCII characters are accepted only for letters of a
///   few common scripts (Latin, Greek, Cyrillic, CJK, kana, Hangul); any other
///   is a syntax_error, since the reader cannot tell ID_Start from a symbol.
/// - Regular-expression literals are validated against the Annex B grammar
///   (groups, quantifiers, class ranges, flags). One with the `u` or `v` flag
///   is refused (not_pure_literal): the reader does not implement that grammar
///   and so cannot promise the harness accepts it.
/// - A parenthesised initialiser `export const meta = ({...})` is accepted,
///   as parentheses around any value are.
/// - After the object, a line break then ANY identifier or keyword other than
///   `in` and `instanceof` ends the declaration, as the harness's quick reader
///   decides: it does not ask whether the next statement parses, so a
///   top-level `return` or `throw` after the declaration still loads.
///
/// - The harness reads in two steps (harness_quick_meta.hpp): a quick reader,
///   and when that fails, a parse of the WHOLE file as a module, where a
///   syntax error anywhere means the workflow is not listed. So when mind's
///   reader reads a usable meta but the harness's quick reader would not,
///   the whole file is parsed (js/module_parser.hpp) and a syntax error there
///   refuses the meta (module_syntax_error); a file mind cannot check
///   (module_unchecked) is refused too, the safe direction. This is the one
///   case where the answer depends on the body, so needed_more_input is then
///   set and the caller passes the whole file.
///
/// The pieces, each tested alone: js/source (the byte gate), js/chars,
/// js/literal, js/regex_check, js/token, js/lexer, meta_declaration,
/// meta_keys, meta_statement_scan, harness_quick_meta and js/module_parser.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mind::discovery {

enum class MetaStatus {
  ok,       // the harness would load the meta: name and description usable
  invalid,  // the harness would not load this file; `reason` says why
  unread,   // mind did not read the file (over its own cap, WF-55/WF-56)
};

enum class MetaReason {
  none,
  no_meta,              // no `export const meta` declaration at statement position
  not_first_statement,  // one exists, but it is not the file's first statement
  not_pure_literal,     // the initialiser is not pure data (a call, an identifier, ...)
  bad_name,             // meta.name missing, not a string, empty, or unusable (WF-58)
  bad_description,      // meta.description missing, not a string, or empty (WF-63)
  syntax_error,         // the declaration does not parse as JavaScript
  too_deep,             // nesting past kMaxMetaNestingDepth
  module_syntax_error,  // the quick path fails and the whole file does not parse (harness)
  module_unchecked,     // the quick path fails and mind cannot tell whether the file parses
  over_cap,             // unread: the file is over mind's metadata read cap
};

/// The kebab-case slug of a reason ("no-meta", "bad-name", ...); "" for none.
std::string_view to_slug(MetaReason reason) noexcept;

/// Arrays, objects and parentheses nested deeper than this are refused
/// (too_deep) rather than followed: the reader's recursion is bounded by it.
inline constexpr int kMaxMetaNestingDepth = 64;

struct WorkflowMeta {
  std::optional<std::string> name;         // trimmed; absent when unusable (WF-58)
  std::optional<std::string> description;  // absent when missing/empty/whitespace (WF-63)
  std::optional<std::string> when_to_use;  // only a non-empty string (WF-63)
  MetaStatus status = MetaStatus::invalid;
  MetaReason reason = MetaReason::no_meta;
  /// Human detail: the refused construct and the 1-based line where known.
  /// Never contains raw control characters.
  std::string detail;
  /// True when the verdict depended on reaching the END of the given bytes
  /// (the reader looked for a byte past the last one). A caller that passed a
  /// prefix of a file must then call again with the whole file; when false,
  /// any longer input with the same prefix yields the same answer.
  bool needed_more_input = false;
  /// How many leading bytes of the input the reader looked at.
  std::size_t bytes_examined = 0;

  friend bool operator==(const WorkflowMeta&, const WorkflowMeta&) = default;
};

/// Reads the `meta` declaration of a workflow file (WF-5, WF-57, WF-58, WF-63).
/// Pure: depends only on `bytes`; linear time; never throws.
WorkflowMeta read_workflow_meta(std::string_view bytes) noexcept;

/// The answer for a file mind did not read because it is over `cap` bytes
/// (WF-55, WF-56): status unread, reason over_cap, detail naming the cap.
WorkflowMeta unread_over_cap(std::uint64_t file_size, std::uint64_t cap) noexcept;

}  // namespace mind::discovery
