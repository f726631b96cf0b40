#pragma once
/// The small lexical vocabulary the risky-content matchers share (internal to
/// review/risky_*.cpp). Every matcher reads one line, lower-cased to ASCII, with
/// forward scans and a bounded look-ahead: no regex engine, no backtracking, so a
/// hostile line costs time linear in its length.

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>

namespace mind::review::risk {

/// A match inside a line: byte offsets [begin, end).
struct Span {
  std::size_t begin = 0, end = 0;
};
using Match = std::optional<Span>;

inline bool is_word_char(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}

inline bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\r'; }

inline bool starts_word(std::string_view line, std::size_t at) noexcept {
  return at == 0 || !is_word_char(line[at - 1]);
}

/// `word` at `at` (both lower-case), ending at a word boundary.
inline bool word_at(std::string_view line, std::size_t at, std::string_view word) noexcept {
  if (at + word.size() > line.size() || line.substr(at, word.size()) != word) return false;
  return at + word.size() == line.size() || !is_word_char(line[at + word.size()]);
}

inline std::size_t skip_spaces(std::string_view line, std::size_t at) noexcept {
  while (at < line.size() && is_space(line[at])) ++at;
  return at;
}

/// The first whole-word occurrence of `word` at or after `from`, or npos.
inline std::size_t find_word(std::string_view line, std::string_view word,
                             std::size_t from = 0) noexcept {
  for (std::size_t at = line.find(word, from); at != std::string_view::npos;
       at = line.find(word, at + 1)) {
    if (starts_word(line, at) && word_at(line, at, word)) return at;
  }
  return std::string_view::npos;
}

/// The earliest whole-word occurrence of any of `words` at or after `from`; `which` gets it.
inline std::size_t find_any_word(std::string_view line, std::span<const std::string_view> words,
                                 std::size_t from, std::string_view* which = nullptr) noexcept {
  std::size_t best = std::string_view::npos;
  for (std::string_view w : words) {
    const std::size_t at = find_word(line, w, from);
    if (at < best) {
      best = at;
      if (which != nullptr) *which = w;
    }
  }
  return best;
}

inline std::size_t find_any_word(std::string_view line,
                                 std::initializer_list<std::string_view> words, std::size_t from,
                                 std::string_view* which = nullptr) noexcept {
  return find_any_word(line, std::span<const std::string_view>(words.begin(), words.size()), from,
                       which);
}

/// The end of the whitespace-separated token starting at `at`.
inline std::size_t token_end(std::string_view line, std::size_t at) noexcept {
  while (at < line.size() && !is_space(line[at])) ++at;
  return at;
}

/// How far back a clause is read: a bound that keeps the clause tests constant
/// per call, so a hostile line of repeated phrases stays linear.
inline constexpr std::size_t kClauseWindow = 240;

/// True when the clause before `at` (back to a sentence break, at most
/// kClauseWindow bytes) says the text
/// that follows is a warning or an example, not an instruction: "never",
/// "do not", "avoid", "such as", ... A mention is not an act.
bool negated_before(std::string_view lower_line, std::size_t at) noexcept;

// The matchers, each over one lower-cased line.
Match remote_code(std::string_view line) noexcept;
Match reverse_shell(std::string_view line) noexcept;
Match destructive_command(std::string_view line) noexcept;
Match credential_access(std::string_view line) noexcept;
Match settings_write(std::string_view line) noexcept;
Match prompt_injection(std::string_view line) noexcept;
Match concealment(std::string_view line) noexcept;

/// Whether `at` lies inside a permission rule of an agent's settings,
/// `Read(~/.aws/**)` (a tool word, `(`, the pattern): a rule names a path to
/// allow or deny, it does not read it.
bool in_permission_rule(std::string_view line, std::size_t at) noexcept;
/// Whether the whole line is one quoted rule of a settings list,
/// `  "Read(~/.aws/**)",`: nothing but the rule, so no prose hides in it.
bool is_rule_line(std::string_view line) noexcept;
/// Whether the line opens a settings `deny` list (`"deny": [`) that it does
/// not also close, and whether it closes one (`]`).
bool opens_deny_list(std::string_view line) noexcept;

}  // namespace mind::review::risk
