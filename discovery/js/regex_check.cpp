#include "discovery/js/regex_check.hpp"

#include <cstddef>
#include <vector>

#include "core/utf8.hpp"
#include "discovery/js/chars.hpp"

namespace mind::discovery::js {
namespace {

// Validates a pattern the way a module parser does at parse time: an invalid
// pattern is an early error, so a meta holding one never loads.
class AnnexBPatternValidator {
 public:
  AnnexBPatternValidator(std::string_view pattern, int max_depth)
      : pattern_(pattern), max_depth_(max_depth) {}

  // Empty when valid; otherwise what is wrong. `unsupported()` then says
  // whether the pattern may be valid but uses a construct the validator does
  // not check (an escaped group name, modifiers, a repeated group name).
  std::string validate() {
    has_named_groups_ = scan_for_named_groups();
    parse_disjunction(0);
    if (error_.empty() && at_ < pattern_.size()) error_ = "an unmatched ')'";
    if (error_.empty()) {
      for (const std::string& reference : named_references_) {
        if (!has_group_name(reference)) {
          error_ = "a \\k reference to a group that does not exist";
          break;
        }
      }
    }
    return error_;
  }

  bool unsupported() const { return unsupported_; }
  bool too_deep() const { return too_deep_; }

 private:
  struct ClassAtom {
    bool is_character = false;  // false for \d \w \s and their negations
    char32_t first_unit = 0;    // UTF-16 code units: an astral character is two
    char32_t last_unit = 0;
  };

  int byte(std::size_t at) const {
    return at < pattern_.size() ? static_cast<unsigned char>(pattern_[at]) : -1;
  }

  bool scan_for_named_groups() const {
    bool in_class = false;
    for (std::size_t at = 0; at < pattern_.size(); ++at) {
      const char c = pattern_[at];
      if (c == '\\') {
        ++at;
      } else if (c == '[') {
        in_class = true;
      } else if (c == ']') {
        in_class = false;
      } else if (!in_class && c == '(' && byte(at + 1) == '?' && byte(at + 2) == '<' &&
                 byte(at + 3) != '=' && byte(at + 3) != '!') {
        return true;
      }
    }
    return false;
  }

  bool has_group_name(const std::string& name) const {
    for (const std::string& group : group_names_) {
      if (group == name) return true;
    }
    return false;
  }

  void parse_disjunction(int depth) {
    if (depth > max_depth_) {
      error_ = "groups nested deeper than " + std::to_string(max_depth_) + " levels";
      too_deep_ = true;
      return;
    }
    while (error_.empty()) {
      while (error_.empty() && at_ < pattern_.size() && pattern_[at_] != '|' &&
             pattern_[at_] != ')') {
        parse_term(depth);
      }
      if (byte(at_) != '|') return;
      ++at_;
    }
  }

  // `{n}`, `{n,}` or `{n,m}` at `at`; sets `length` and checks n <= m.
  bool braced_quantifier_at(std::size_t at, std::size_t& length, bool& out_of_order) const {
    std::size_t cursor = at + 1;
    const std::size_t min_begin = cursor;
    while (is_decimal_digit(byte(cursor))) ++cursor;
    if (cursor == min_begin) return false;
    const std::string_view min_digits = pattern_.substr(min_begin, cursor - min_begin);
    std::string_view max_digits;
    if (byte(cursor) == ',') {
      ++cursor;
      const std::size_t max_begin = cursor;
      while (is_decimal_digit(byte(cursor))) ++cursor;
      max_digits = pattern_.substr(max_begin, cursor - max_begin);
    }
    if (byte(cursor) != '}') return false;
    length = cursor + 1 - at;
    out_of_order = !max_digits.empty() && digits_greater(min_digits, max_digits);
    return true;
  }

  static bool digits_greater(std::string_view left, std::string_view right) {
    while (left.size() > 1 && left.front() == '0') left.remove_prefix(1);
    while (right.size() > 1 && right.front() == '0') right.remove_prefix(1);
    if (left.size() != right.size()) return left.size() > right.size();
    return left > right;
  }

  bool quantifier_follows() const {
    const int c = byte(at_);
    if (c == '*' || c == '+' || c == '?') return true;
    std::size_t length = 0;
    bool out_of_order = false;
    return c == '{' && braced_quantifier_at(at_, length, out_of_order);
  }

  void parse_term(int depth) {
    const int c = byte(at_);
    bool quantifiable = true;
    if (c == '^' || c == '$') {
      ++at_;
      quantifiable = false;
    } else if (c == '\\') {
      const int next = byte(at_ + 1);
      if (next == 'b' || next == 'B') {
        at_ += 2;
        quantifiable = false;
      } else {
        parse_atom_escape();
      }
    } else if (c == '(') {
      quantifiable = parse_group(depth);
    } else if (c == '[') {
      parse_class();
    } else if (c == '*' || c == '+' || c == '?') {
      error_ = "a quantifier with nothing to repeat";
      return;
    } else if (c == '{' && quantifier_follows()) {
      error_ = "a quantifier with nothing to repeat";
      return;
    } else {
      at_ += utf8::decode_at(pattern_, at_).length;
    }
    if (!error_.empty()) return;
    if (!quantifiable) {
      if (quantifier_follows()) error_ = "a quantifier on an assertion";
      return;
    }
    parse_optional_quantifier();
  }

  void parse_optional_quantifier() {
    const int c = byte(at_);
    if (c == '*' || c == '+' || c == '?') {
      ++at_;
    } else if (c == '{') {
      std::size_t length = 0;
      bool out_of_order = false;
      if (!braced_quantifier_at(at_, length, out_of_order)) return;
      if (out_of_order) {
        error_ = "a quantifier range out of order";
        return;
      }
      at_ += length;
    } else {
      return;
    }
    if (byte(at_) == '?') ++at_;  // lazy
  }

  // Returns whether the group may take a quantifier.
  bool parse_group(int depth) {
    bool quantifiable = true;
    if (byte(at_ + 1) != '?') {
      at_ += 1;
    } else {
      const int kind = byte(at_ + 2);
      if (kind == ':' || kind == '=' || kind == '!') {
        at_ += 3;
      } else if (kind == '<' && (byte(at_ + 3) == '=' || byte(at_ + 3) == '!')) {
        at_ += 4;
        quantifiable = false;  // a lookbehind never takes a quantifier
      } else if (kind == '<') {
        at_ += 3;
        std::string name;
        if (!parse_group_name(name)) return false;
        if (has_group_name(name)) {
          error_ = "a repeated group name";
          unsupported_ = true;  // valid in separate alternatives since ES2025
          return false;
        }
        group_names_.push_back(name);
      } else {
        error_ = "a group modifier or unknown group kind '(?'";
        unsupported_ = true;
        return false;
      }
    }
    parse_disjunction(depth + 1);
    if (!error_.empty()) return false;
    if (byte(at_) != ')') {
      error_ = "an unterminated group";
      return false;
    }
    ++at_;
    return quantifiable;
  }

  // ASCII names only: an escaped or non-ASCII group name is refused rather
  // than half-validated.
  bool parse_group_name(std::string& name) {
    while (is_ascii_identifier_part(byte(at_))) {
      if (name.empty() && is_decimal_digit(byte(at_))) break;
      name.push_back(pattern_[at_]);
      ++at_;
    }
    if (name.empty() || byte(at_) != '>') {
      error_ = "a group name that is not plain ASCII";
      unsupported_ = true;
      return false;
    }
    ++at_;
    return true;
  }

  void parse_atom_escape() {
    const int c = byte(at_ + 1);
    if (c == 'k' && has_named_groups_) {
      at_ += 2;
      if (byte(at_) != '<') {
        error_ = "a \\k escape without a group name";
        return;
      }
      ++at_;
      std::string name;
      if (!parse_group_name(name)) return;
      named_references_.push_back(name);
      return;
    }
    at_ += 1 + utf8::decode_at(pattern_, at_ + 1).length;
  }

  void parse_class() {
    ++at_;
    if (byte(at_) == '^') ++at_;
    while (error_.empty()) {
      if (at_ >= pattern_.size()) {
        error_ = "an unterminated character class";
        return;
      }
      if (pattern_[at_] == ']') {
        ++at_;
        return;
      }
      const ClassAtom left = parse_class_atom();
      if (!error_.empty()) return;
      if (byte(at_) == '-' && byte(at_ + 1) != ']' && at_ + 1 < pattern_.size()) {
        ++at_;
        const ClassAtom right = parse_class_atom();
        if (!error_.empty()) return;
        if (left.is_character && right.is_character && left.last_unit > right.first_unit) {
          error_ = "a character class range out of order";
          return;
        }
      }
    }
  }

  ClassAtom character(char32_t cp) {
    if (cp < 0x10000) return {true, cp, cp};
    const char32_t offset = cp - 0x10000;
    return {true, 0xD800 + (offset >> 10), 0xDC00 + (offset & 0x3FF)};
  }

  // Reads up to `count` hex digits after `from`; all must be present.
  bool fixed_hex(std::size_t from, int count, char32_t& value) const {
    value = 0;
    for (int index = 0; index < count; ++index) {
      const int digit = hex_value(byte(from + index));
      if (digit < 0) return false;
      value = value * 16 + static_cast<char32_t>(digit);
    }
    return true;
  }

  // `\xHH` or `\uHHHH` at `at_` in a class. Annex B: without all its
  // digits, the escape is the letter itself.
  ClassAtom hex_escape(int digits) {
    char32_t value = 0;
    if (fixed_hex(at_ + 2, digits, value)) {
      at_ += 2 + static_cast<std::size_t>(digits);
      return character(value);
    }
    const auto letter = static_cast<char32_t>(byte(at_ + 1));
    at_ += 2;
    return character(letter);
  }

  ClassAtom parse_class_atom() {
    if (pattern_[at_] != '\\') {
      const utf8::DecodedCodePoint decoded = utf8::decode_at(pattern_, at_);
      at_ += decoded.length;
      return character(decoded.value);
    }
    const int c = byte(at_ + 1);
    const int control = control_escape_value(c);
    if (control >= 0) {
      at_ += 2;
      return character(static_cast<char32_t>(control));
    }
    char32_t value = 0;
    switch (c) {
      case 'd':
      case 'D':
      case 's':
      case 'S':
      case 'w':
      case 'W':
        at_ += 2;
        return {};
      case 'c': {
        const int letter = byte(at_ + 2);
        if (is_ascii_letter(letter) || is_decimal_digit(letter) || letter == '_') {
          at_ += 3;
          return character(static_cast<char32_t>(letter % 32));
        }
        at_ += 1;  // Annex B: a lone `\c` is a backslash, `c` is the next atom
        return character('\\');
      }
      case 'x':
        return hex_escape(2);
      case 'u':
        return hex_escape(4);
      case 'k':
        if (has_named_groups_) {
          error_ = "a \\k escape inside a character class";
          return {};
        }
        at_ += 2;
        return character('k');
      default:
        break;
    }
    if (c >= '0' && c <= '7') {  // Annex B legacy octal, at most \377
      at_ += 1;
      value = 0;
      for (int digits = 0; digits < 3 && byte(at_) >= '0' && byte(at_) <= '7'; ++digits) {
        const char32_t next = value * 8 + static_cast<char32_t>(byte(at_) - '0');
        if (next > 0377) break;
        value = next;
        ++at_;
      }
      return character(value);
    }
    const utf8::DecodedCodePoint decoded = utf8::decode_at(pattern_, at_ + 1);
    at_ += 1 + decoded.length;
    return character(decoded.value);
  }

  std::string_view pattern_;
  int max_depth_;
  std::size_t at_ = 0;
  bool has_named_groups_ = false;
  std::vector<std::string> group_names_;
  std::vector<std::string> named_references_;
  std::string error_;
  bool unsupported_ = false;
  bool too_deep_ = false;
};

}  // namespace

RegexCheck check_annex_b_pattern(std::string_view pattern, int max_group_depth) {
  AnnexBPatternValidator validator(pattern, max_group_depth);
  RegexCheck check;
  check.problem = validator.validate();
  if (check.problem.empty()) return check;
  check.verdict = validator.too_deep()      ? RegexVerdict::too_deep
                  : validator.unsupported() ? RegexVerdict::unsupported
                                            : RegexVerdict::invalid;
  return check;
}

RegexCheck check_regex_literal(std::string_view body, std::string_view flags, int max_group_depth) {
  const bool unicode = flags.find('u') != std::string_view::npos;
  const bool unicode_sets = flags.find('v') != std::string_view::npos;
  if (unicode && unicode_sets) {
    return {RegexVerdict::invalid, "a regular expression with both the 'u' and 'v' flags"};
  }
  if (unicode || unicode_sets) {
    return {RegexVerdict::unsupported,
            "a regular expression with the 'u' or 'v' flag, which mind does not validate"};
  }
  RegexCheck check = check_annex_b_pattern(body, max_group_depth);
  switch (check.verdict) {
    case RegexVerdict::valid:
      break;
    case RegexVerdict::too_deep:
      check.problem = "a regular expression with " + check.problem;
      break;
    case RegexVerdict::unsupported:
      check.problem = "a regular expression mind does not validate (" + check.problem + ")";
      break;
    case RegexVerdict::invalid:
      check.problem = "an invalid regular expression (" + check.problem + ")";
      break;
  }
  return check;
}

}  // namespace mind::discovery::js
