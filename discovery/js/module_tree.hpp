/// The module parser's tree and bookkeeping types: the expression nodes kept
/// until the token after them says whether they were a pattern (`Node`,
/// `Doubts`), the scope, label and class records, and the flags the parse
/// passes down. Internal to discovery/js/; the parser is
/// js/module_parser_internal.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mind::discovery::js::module {

/// ECMAScript keywords proper: a token spelled so is never a name.
bool is_keyword_word(std::string_view word);

/// Whether a name is one of the words module code restricts (`let`,
/// `static`, `yield`, `await`, `enum`, `eval`, `arguments`, the strict
/// reserved words) or a keyword: exact, and one switch for most names.
bool may_be_restricted(std::string_view name);

/// A punctuator of up to four characters as one number, so that comparing
/// the current token with one is an integer compare.
constexpr std::uint32_t pack(std::string_view text) {
  std::uint32_t packed = 0;
  for (const char c : text) packed = (packed << 8) | static_cast<unsigned char>(c);
  return packed;
}

/// Thrown to end the parse; `unsure` when mind cannot tell.
struct Failure {
  std::size_t offset = 0;
  std::string problem;
  bool unsure = false;
};

enum class Ty : std::uint8_t {
  identifier,
  private_name,
  literal,
  string,
  member,
  chain,
  call,
  object,
  array,
  property,
  spread,
  assign,
  assign_pattern,
  rest,
  object_pattern,
  array_pattern,
  arrow,
  super_,
  sequence,
  other,
};

enum class PropKind : std::uint8_t { init, get, set };

struct Node {
  Ty type = Ty::other;
  PropKind kind = PropKind::init;
  bool computed = false;
  bool shorthand = false;
  bool method = false;
  bool plain_assign = false;  // assign: the operator is `=`
  std::size_t start = 0;
  std::size_t end = 0;
  int a = -1;             // key, left, object, argument; or a list's first index in lists_
  int b = -1;             // value, right, property; or a list's length
  std::string_view name;  // identifier name or string value (into the source or `owned_`)
};

/// Positions of constructs that are errors unless the expression turns out
/// to be a pattern (or the reverse); -1 when none.
struct Doubts {
  long shorthand_default = -1;
  long second_proto = -1;
  long comma_after_spread = -1;
  long parenthesized_target = -1;
  long parenthesized = -1;
  bool must_be_pattern() const { return shorthand_default >= 0 || second_proto >= 0; }
};

// Scope flags.
inline constexpr int kProgram = 1, kFunction = 2, kAsync = 4, kGenerator = 8, kArrow = 16,
                     kMethod = 32, kDerivedConstructor = 64, kStaticBlock = 128, kFieldInit = 256;
// Binding kinds.
inline constexpr int kVar = 1, kLexical = 2, kSloppyFunction = 4, kCatchParam = 8, kCheckOnly = 16;
// Expression contexts: `in` not allowed (a for head), a for-await head.
inline constexpr int kNoIn = 1, kForAwait = 2;

enum class Ctx { list, if_, body, label };
// A scope's bindings live in Parser::bindings_ under its `space`: the low
// four bits are the binding kinds, the rest the offset of the last `var`.
struct Scope {
  int flags = 0;
  int outer = -1;
  bool functions_are_vars = false;
  std::size_t start = 0;
  int body = -1;
  int this_scope = -1;
  std::uint32_t space = 0;
  std::size_t undo_begin = 0;  // its entries in Parser::lexical_undo_
  int entries = -1;            // its names in Parser::scope_entries_, a list
};

struct Label {
  std::string_view name;  // empty for an unlabelled loop or switch
  int kind = 0;           // 0 none, 1 loop, 2 switch: read at labels_[chain]
  std::size_t body_start = 0;
  int chain = 0;               // the first label of `a: b: for ...`, which holds the kind
  std::uint32_t hash = 0;      // the name's in label_index_ (pop_label needs no other)
  std::uint64_t shadowed = 0;  // what Parser::label_index_ held for the name before
};

struct ClassInfo {
  std::uint32_t space = 0;  // its private names in Parser::private_names_
  bool has_constructor = false;
  std::vector<std::pair<std::string_view, std::size_t>> used;
};

}  // namespace mind::discovery::js::module
