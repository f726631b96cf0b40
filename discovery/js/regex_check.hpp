/// The regular-expression checker: validates a regex literal's pattern and
/// flags the way a module parser does at parse time. An invalid pattern is an
/// early error, so a meta holding one never loads, and the reader must not
/// report it as loading (WF-5). It implements the Annex B grammar only (no `u`
/// or `v` flag): a literal using those flags is reported as one mind does not
/// validate, rather than guessed at.
#pragma once

#include <string>
#include <string_view>

namespace mind::discovery::js {

enum class RegexVerdict {
  valid,
  invalid,      // a syntax error in any engine
  unsupported,  // may be valid, but uses what the checker does not validate
  too_deep,     // groups nested past the limit it was given
};

struct RegexCheck {
  RegexVerdict verdict = RegexVerdict::valid;
  std::string problem;  // empty when valid: what is wrong ("an unterminated group")
};

/// Checks a pattern against the Annex B grammar (groups, quantifiers, class
/// ranges, named groups and `\k` references). Groups nested deeper than
/// `max_group_depth` are refused (too_deep): the check recurses per group.
RegexCheck check_annex_b_pattern(std::string_view pattern, int max_group_depth);

/// Checks a whole literal, `/body/flags`, whose flags are already known to be
/// distinct letters of `dgimsuvy`. The problem then names the construct for a
/// message ("a regular expression with ...").
RegexCheck check_regex_literal(std::string_view body, std::string_view flags, int max_group_depth);

}  // namespace mind::discovery::js
