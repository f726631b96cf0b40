#include "discovery/js/regex_unicode.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/utf8.hpp"
#include "discovery/js/chars.hpp"
#include "discovery/js/unicode_property_lookup.hpp"

namespace mind::discovery::js {
namespace {

struct Invalid {
  std::string problem;
};
struct Unsure {
  std::string problem;
};

constexpr std::int64_t kCharacters = 1, kStrings = 2;  // what a class may match

bool ascii_letter(std::int64_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool digit(std::int64_t c) { return c >= '0' && c <= '9'; }
int digit_value(std::int64_t c) {
  if (c >= 'a' && c <= 'z') return static_cast<int>(c - 'a' + 10);
  if (c >= 'A' && c <= 'Z') return static_cast<int>(c - 'A' + 10);
  return digit(c) ? static_cast<int>(c - '0') : 99;
}

// A set of ASCII characters written as a literal (`U"*+?"`), made a bit
// mask when compiled: a membership test instead of a scan of the literal.
class CharSet {
 public:
  // NOLINTNEXTLINE(google-explicit-constructor): a literal reads as its set
  consteval CharSet(const char32_t* chars) {
    for (; *chars != 0; ++chars) {
      if (*chars >= 128) throw "CharSet holds ASCII only";
      bits_[*chars / 64] |= std::uint64_t{1} << (*chars % 64);
    }
  }
  constexpr bool holds(std::int64_t c) const {
    return c >= 0 && c < 128 && ((bits_[static_cast<std::size_t>(c) / 64] >> (c % 64)) & 1) != 0;
  }

 private:
  std::array<std::uint64_t, 2> bits_{};
};

struct Branch {
  int outer;
  int group;
  int depth;
};

class Checker {
 public:
  Checker(std::u32string_view source, bool sets, int max_depth, std::vector<Branch>& branches,
          std::vector<std::u32string>& referenced)
      : s_(source),
        sets_(sets),
        max_depth_(max_depth),
        branches_(branches),
        referenced_(referenced) {
    branches_.clear();
    referenced_.clear();
  }

  void check() {
    disjunction(false);
    if (pos_ < s_.size()) fail(eat(U')') ? "an unmatched ')'" : "a lone quantifier bracket");
    if (highest_reference_ > group_count_) fail("a back reference to a group that does not exist");
    for (const std::u32string& name : referenced_) {
      if (names_.find(name) == names_.end())
        fail("a reference to a group name that does not exist");
    }
  }

 private:
  [[noreturn]] void fail(const char* problem) { throw Invalid{problem}; }
  std::int64_t current() const {
    return pos_ < s_.size() ? static_cast<std::int64_t>(s_[pos_]) : -1;
  }
  std::int64_t at(std::size_t i) const {
    return i < s_.size() ? static_cast<std::int64_t>(s_[i]) : -1;
  }
  bool take(std::int64_t c) {
    last_ = c;
    ++pos_;
    return true;
  }
  bool eat(char32_t c) {
    if (pos_ >= s_.size() || s_[pos_] != c) return false;
    ++pos_;
    return true;
  }
  bool eat(std::u32string_view text) {
    if (pos_ + text.size() > s_.size()) return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (s_[pos_ + i] != text[i]) return false;
    }
    pos_ += text.size();
    return true;
  }
  bool eat_one_of(CharSet chars) {
    const std::int64_t c = current();
    return chars.holds(c) && take(c);
  }
  bool back_to(std::size_t p) {
    pos_ = p;
    return false;
  }
  void deeper() {
    if (++depth_ > max_depth_) throw Unsure{"a regular expression nested deeper than mind follows"};
  }

  void disjunction(bool in_group) {
    deeper();
    const int outer = branch_;
    const int group = next_group_++;
    const int depth = (outer < 0 ? 0 : branches_[static_cast<std::size_t>(outer)].depth) + 1;
    do {
      branches_.push_back(Branch{outer, group, depth});
      branch_ = static_cast<int>(branches_.size()) - 1;
      while (pos_ < s_.size() && term()) {
      }
    } while (eat(U'|'));
    branch_ = outer;
    if (quantifier(true)) fail("nothing to repeat");
    if (eat(U'{')) fail("a lone quantifier bracket");
    if (in_group && !eat(U')')) fail("an unterminated group");
    --depth_;
  }

  bool term() {
    const std::int64_t c = current();
    switch (c) {
      case '^':
      case '$':
        return take(c);
      case '(':
        if (eat(U"(?<=") || eat(U"(?<!")) {
          disjunction(true);
          return true;
        }
        if (eat(U"(?=") || eat(U"(?!")) {
          disjunction(true);
          if (quantifier(false)) fail("a quantified lookahead");
          return true;
        }
        group();
        break;
      case '\\':
        if (eat(U"\\b") || eat(U"\\B")) return true;
        ++pos_;
        atom_escape();
        break;
      case '[':
        ++pos_;
        if (character_class() == 0) fail("an unterminated character class");
        break;
      case ')':
      case '*':
      case '+':
      case '?':
      case '|':
      case ']':
      case '{':
      case '}':
        return false;
      default:
        take(c);
    }
    quantifier(false);
    return true;
  }

  bool quantifier(bool probe) {
    if (!eat_one_of(U"*+?") && !braced_quantifier(probe)) return false;
    eat(U'?');
    return true;
  }

  bool braced_quantifier(bool probe) {
    const std::size_t start = pos_;
    if (!eat(U'{')) return false;
    if (digits(10)) {
      const std::int64_t low = last_;
      const std::int64_t high = eat(U',') && digits(10) ? last_ : low;
      if (eat(U'}')) {
        if (high < low && !probe) fail("numbers out of order in a {} quantifier");
        return true;
      }
    }
    if (!probe) fail("an incomplete quantifier");
    return back_to(start);
  }

  bool digits(int radix, std::size_t count = 0) {
    const std::size_t start = pos_;
    last_ = 0;
    while (count == 0 || pos_ - start < count) {
      const int d = digit_value(current());
      if (d >= radix) break;
      if (last_ < (std::int64_t{1} << 40)) last_ = last_ * radix + d;
      ++pos_;
    }
    if (count == 0) return pos_ > start;
    return pos_ - start == count || back_to(start);
  }

  void group() {
    const std::size_t after_paren = ++pos_;
    if (!eat(U'?')) {
      disjunction(true);
      ++group_count_;
      return;
    }
    const std::u32string added = modifiers(U"");
    if (eat(U'-')) {
      if (modifiers(added).empty() && current() == ':') fail("invalid modifiers");
    }
    if (eat(U':')) return disjunction(true);
    pos_ = after_paren + 1;
    std::u32string name;
    if (!group_name(name)) fail("an invalid group");
    const auto found = names_.find(name);
    if (found != names_.end() && !in_other_alternative(found->second, branch_)) {
      fail("a duplicate capture group name");
    }
    names_[name] = branch_;
    disjunction(true);
    ++group_count_;
  }

  // Whether two branches lie in different alternatives of one disjunction.
  bool in_other_alternative(int a, int b) const {
    while (a >= 0 && b >= 0 && a != b) {
      const Branch& x = branches_[static_cast<std::size_t>(a)];
      const Branch& y = branches_[static_cast<std::size_t>(b)];
      if (x.group == y.group) return true;
      if (x.depth >= y.depth) {
        a = x.outer;
      } else {
        b = y.outer;
      }
    }
    return false;
  }

  std::u32string modifiers(std::u32string seen) {
    while (eat_one_of(U"ims")) {
      const char32_t m = static_cast<char32_t>(last_);
      if (seen.find(m) != std::u32string::npos) fail("duplicate modifiers");
      seen.push_back(m);
    }
    return seen;
  }

  bool group_name(std::u32string& name) {
    if (!eat(U'<')) return false;
    for (;;) {
      const std::size_t start = pos_;
      take(current());
      if (last_ == '\\' && !unicode_escape(true)) last_ = '\\';
      const std::int64_t c = last_;
      bool ok = false;
      if (c >= 0 && c < 0x80) {
        ok = name.empty() ? is_ascii_identifier_start(static_cast<int>(c))
                          : is_ascii_identifier_part(static_cast<int>(c));
      } else if (c >= 0x80) {
        if (c == 0x200C || c == 0x200D) {
          ok = !name.empty();
        } else if (is_accepted_non_ascii_letter(static_cast<char32_t>(c))) {
          ok = true;
        } else {
          throw Unsure{"a group name with a character mind does not classify"};
        }
      }
      if (!ok) {
        pos_ = start;
        break;
      }
      name.push_back(static_cast<char32_t>(c));
    }
    if (name.empty() || !eat(U'>')) fail("an invalid capture group name");
    return true;
  }

  void atom_escape() {
    const std::int64_t c = current();
    if (c != '0' && digits(10)) {
      if (last_ > highest_reference_) highest_reference_ = last_;
      return;
    }
    if (class_escape() != 0 || character_escape()) return;
    if (eat(U'k')) {
      std::u32string name;
      if (!group_name(name)) fail("an invalid named reference");
      referenced_.push_back(name);
      return;
    }
    fail(c == 'c' ? "an invalid \\c escape" : "an invalid escape");
  }

  bool character_escape() {
    const std::size_t start = pos_;
    const std::int64_t c = current();
    if (eat_one_of(U"tnvfr")) return true;
    const std::int64_t next = at(start + 1);
    if (c == 'c') {
      if (!ascii_letter(next)) return false;
      pos_ += 2;
      last_ = next % 32;
      return true;
    }
    if (c == '0' && !digit(next)) return take(0);
    if (eat(U'x')) {
      if (digits(16, 2)) return true;
      fail("an invalid \\x escape");
    }
    if (unicode_escape(true)) return true;
    return eat_one_of(U"^$\\.*+?()[]{}|/");
  }

  bool unicode_escape(bool unicode) {
    const std::size_t start = pos_;
    if (!eat(U'u')) return false;
    if (digits(16, 4)) {
      const std::int64_t high = last_;
      const std::size_t after = pos_;
      if (unicode && high >= 0xD800 && high <= 0xDBFF) {
        if (eat(U"\\u") && digits(16, 4) && last_ >= 0xDC00 && last_ <= 0xDFFF) {
          last_ = (high - 0xD800) * 1024 + (last_ - 0xDC00) + 0x10000;
        } else {
          pos_ = after;
          last_ = high;
        }
      }
      return true;
    }
    if (!unicode) return back_to(start);
    if (!eat(U'{') || !digits(16) || !eat(U'}') || last_ > 0x10FFFF) {
      fail("an invalid \\u escape");
    }
    return true;
  }

  // 0 when not a class escape, else kCharacters or kStrings.
  std::int64_t class_escape() {
    if (eat_one_of(U"dDsSwW")) {
      last_ = -1;
      return kCharacters;
    }
    if (!eat_one_of(U"pP")) return 0;
    const bool negated = last_ == 'P';
    last_ = -1;
    const std::int64_t matches = eat(U'{') ? property() : 0;
    if (matches == 0 || !eat(U'}') || (negated && matches == kStrings)) {
      fail("an invalid property name");
    }
    return matches;
  }

  std::int64_t property() {
    const std::size_t start = pos_;
    const std::u32string_view key = property_word(false);
    if (!key.empty() && eat(U'=')) {
      const std::u32string_view value = property_word(true);
      if (!value.empty()) {
        const std::u32string_view k = key;  // a view of s_, as are value and name
        const bool category = k == U"General_Category" || k == U"gc";
        const bool script =
            k == U"Script" || k == U"sc" || k == U"Script_Extensions" || k == U"scx";
        if (!category && !script) return 0;
        if (!property_listed(category ? PropertyTable::general_category : PropertyTable::script,
                             value)) {
          fail("an invalid property value");
        }
        return kCharacters;
      }
    }
    pos_ = start;
    const std::u32string_view name = property_word(true);
    if (sets_ && is_property_of_strings(name)) return kStrings;
    return property_listed(PropertyTable::binary, name) ||
                   property_listed(PropertyTable::general_category, name)
               ? kCharacters
               : 0;
  }

  std::u32string_view property_word(bool with_digits) {
    const std::size_t start = pos_;
    for (;;) {
      const std::int64_t c = current();
      if (ascii_letter(c) || c == '_' || (with_digits && digit(c))) {
        ++pos_;
      } else {
        return s_.substr(start, pos_ - start);
      }
    }
  }

  // 0 when unterminated, else what the class may match.
  std::int64_t character_class() {
    deeper();
    const bool negated = eat(U'^');
    std::int64_t matches = kCharacters;
    if (!sets_) {
      class_ranges();
    } else if (current() != ']') {
      matches = class_set();
    }
    --depth_;
    if (!eat(U']')) return 0;
    if (negated && matches == kStrings) fail("a negated class that may match strings");
    return matches;
  }

  void class_ranges() {
    while (class_atom()) {
      const std::int64_t low = last_;
      if (eat(U'-') && class_atom()) {
        if (low == -1 || last_ == -1) fail("an invalid character class range");
        check_range(low);
      }
    }
  }

  void check_range(std::int64_t low) {
    if (last_ != -1 && low > last_) fail("a range out of order in a character class");
  }

  bool class_atom() {
    const std::int64_t c = current();
    if (c != '\\') return c != ']' && c != -1 && take(c);
    const std::int64_t e = at(++pos_);
    if (e == 'b') return take(8);
    if (e == '-') return take('-');
    if (class_escape() != 0 || character_escape()) return true;
    fail(e == 'c' || digit_value(e) < 8 ? "an invalid class escape" : "an invalid escape");
  }

  std::int64_t class_set() {
    std::int64_t matches = kCharacters;
    if (!set_range()) {
      matches = set_operand();
      if (matches == 0) bad_set_character();
      const std::size_t mark = pos_;
      while (eat(U"&&")) {
        const std::int64_t operand = current() == '&' ? 0 : set_operand();
        if (operand == 0) bad_set_character();
        if (operand == kCharacters) matches = kCharacters;
      }
      if (pos_ != mark) return matches;
      while (eat(U"--")) {
        if (set_operand() == 0) bad_set_character();
      }
      if (pos_ != mark) return matches;
    }
    for (;;) {
      if (!set_range()) {
        const std::int64_t operand = set_operand();
        if (operand == 0) return matches;
        if (operand == kStrings) matches = kStrings;
      }
    }
  }

  [[noreturn]] void bad_set_character() { fail("an invalid character in a character class"); }

  bool set_range() {
    const std::size_t start = pos_;
    if (!set_character()) return false;
    const std::int64_t low = last_;
    if (!eat(U'-') || !set_character()) return back_to(start);
    check_range(low);
    return true;
  }

  std::int64_t set_operand() {
    if (set_character()) return kCharacters;
    const std::size_t start = pos_;
    std::int64_t matches = 0;
    if (eat(U"\\q")) {
      if (!eat(U'{')) fail("an invalid \\q escape");
      matches = kCharacters;
      do {
        int count = 0;
        while (set_character()) ++count;
        if (count != 1) matches = kStrings;
      } while (eat(U'|'));
      if (!eat(U'}')) matches = 0;
    } else if (eat(U'[')) {
      matches = character_class();
    } else if (eat(U'\\')) {
      matches = class_escape();
    }
    if (matches == 0) pos_ = start;
    return matches;
  }

  bool set_character() {
    const std::size_t start = pos_;
    if (eat(U'\\')) {
      if (character_escape() || eat_one_of(U"!#%&,-:;<=>@`~") || (current() == 'b' && take(8))) {
        return true;
      }
      return back_to(start);
    }
    const std::int64_t c = current();
    if (c == -1) return false;
    constexpr CharSet kDoubled = U"!#$%&*+,.:;<=>?@^`~";
    const bool is_double = at(start + 1) == c && kDoubled.holds(c);
    constexpr CharSet kSyntax = U"()-/[\\]{|}";
    if (is_double || kSyntax.holds(c)) {
      return false;
    }
    return take(c);
  }

  std::u32string_view s_;
  bool sets_;
  int max_depth_;
  int depth_ = 0;
  std::size_t pos_ = 0;
  std::int64_t last_ = 0;
  std::int64_t group_count_ = 0;
  std::int64_t highest_reference_ = 0;
  std::vector<Branch>& branches_;
  int branch_ = -1;
  int next_group_ = 0;
  std::map<std::u32string, int> names_;
  std::vector<std::u32string>& referenced_;
};

// What one check needs beyond its names, kept from one regular expression to
// the next on this thread, so that a file of many patterns allocates only
// while its longest one grows them (bounded by the input, as before).
struct Scratch {
  std::u32string code_points;
  std::vector<Branch> branches;
  std::vector<std::u32string> referenced;
};

}  // namespace

RegexCheck check_unicode_regex(std::string_view body, bool unicode_sets, int max_depth) {
  thread_local Scratch scratch;
  std::u32string& code_points = scratch.code_points;
  if (code_points.size() < body.size()) code_points.resize(body.size());
  char32_t* out = code_points.data();
  for (std::size_t at = 0; at < body.size();) {
    const unsigned char byte = static_cast<unsigned char>(body[at]);
    if (byte < 0x80) {  // most patterns are ASCII: no decoding
      *out++ = byte;
      ++at;
      continue;
    }
    const utf8::DecodedCodePoint decoded = utf8::decode_at(body, at);
    *out++ = decoded.valid ? decoded.value : 0xFFFD;
    at += decoded.length == 0 ? 1 : decoded.length;
  }
  const std::u32string_view source(code_points.data(),
                                   static_cast<std::size_t>(out - code_points.data()));
  RegexCheck result;
  try {
    Checker(source, unicode_sets, max_depth, scratch.branches, scratch.referenced).check();
  } catch (const Invalid& invalid) {
    result.verdict = RegexVerdict::invalid;
    result.problem = "a regular expression with " + invalid.problem;
  } catch (const Unsure& unsure) {
    result.verdict = RegexVerdict::unsupported;
    result.problem = unsure.problem;
  }
  return result;
}

}  // namespace mind::discovery::js
