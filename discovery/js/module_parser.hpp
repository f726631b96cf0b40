/// The whole-module syntax check: does a workflow file parse as an ES module
/// the way Claude Code parses it when its quick `meta` reader fails
/// (harness_quick_meta.hpp, design.md decision 5)? A syntax error anywhere,
/// early errors included, means the harness does not list the workflow.
///
/// It is a recursive-descent parser of the current language on mind's own
/// lexer (js/lexer.hpp): every statement and expression form, classes with
/// private and static members and static blocks, async and generator
/// functions, destructuring, optional chaining, logical assignment, `using`
/// declarations, import attributes, labels and templates, with the early
/// errors a conforming parser reports (duplicate lexical declarations,
/// `await`/`yield` misuse, invalid assignment targets, duplicate `__proto__`,
/// legacy octal, `break`/`continue` targets, duplicate and undefined
/// exports, private names, `with`, `delete` of a name, ...). Module code is
/// strict; top-level `await` and `return` are allowed, as the harness allows
/// them, and a hashbang at byte 0 is a comment.
///
/// It never evaluates anything. It keeps a syntax tree only for the current
/// statement's expressions (what a destructuring pattern needs to be checked
/// against), so memory is bounded by the input, and it never backtracks, so
/// time is linear. A regular expression with the `u` or `v` flag is checked
/// by its own grammar (js/regex_unicode.hpp). Nesting deeper than
/// kMaxModuleNesting, and the few things the lexer does not validate (an
/// identifier letter of a script it does not classify, an Annex B pattern
/// construct js/regex_check.hpp leaves alone such as a `(?i:)` modifier),
/// make the answer `unsure`: the caller then reads nothing, the safe
/// direction of decision 5.
#pragma once

#include <cstddef>
#include <string>

#include "discovery/js/source.hpp"

namespace mind::discovery::js {

/// Brackets, blocks, functions and operators nested past this depth are not
/// followed: the parse answers `unsure` rather than exhaust the stack.
inline constexpr int kMaxModuleNesting = 400;

enum class ModuleVerdict {
  parses,        // a conforming module parser accepts the file
  syntax_error,  // it does not: the harness does not list the workflow
  unsure,        // mind cannot tell (see the header); treat as not listed
};

struct ModuleSyntax {
  ModuleVerdict verdict = ModuleVerdict::parses;
  std::size_t offset = 0;  // where the error is, for a message
  std::string problem;     // what it is, printable; empty when it parses
};

/// Parses the whole of `source` as a module. Reads every byte (so the
/// source records that the end was reached). Never throws.
ModuleSyntax check_module_syntax(Source& source) noexcept;

}  // namespace mind::discovery::js
