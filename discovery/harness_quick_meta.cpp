#include "discovery/harness_quick_meta.hpp"

#include <cstddef>
#include <string>
#include <string_view>

#include "core/utf8.hpp"

namespace mind::discovery {
namespace {

// Nesting past this is reported as a quick-path failure: the safe direction,
// since mind then checks the whole file, which can only read less.
constexpr int kMaxQuickDepth = 256;

// What the quick reader made of a value: only whether it is a non-empty
// string matters (the harness requires that of `name` and `description`).
struct Value {
  bool non_empty_string = false;
};

class QuickReader {
 public:
  explicit QuickReader(std::string_view text) : text_(text) {}
  bool looked_at_end() const { return looked_at_end_; }

  bool accepts() {
    std::size_t at = skip_trivia(0);
    if (!word_at(at, "export")) return false;
    at += 6;
    if (!skip_spaces(at, true)) return false;
    if (!word_at(at, "const")) return false;
    at += 5;
    if (!skip_spaces(at, true)) return false;
    if (!word_at(at, "meta")) return false;
    at += 4;
    skip_spaces(at, false);
    if (byte(at) != '=') return false;
    ++at;
    skip_spaces(at, false);
    if (byte(at) != '{') return false;
    bool name = false;
    bool description = false;
    std::size_t end = 0;
    if (!object(at, 0, &name, &description, end)) return false;
    return clean_end(end) && name && description;
  }

 private:
  int byte(std::size_t at) const {
    if (at < text_.size()) return static_cast<unsigned char>(text_[at]);
    looked_at_end_ = true;
    return -1;
  }
  bool word_at(std::size_t at, std::string_view word) const {
    return text_.substr(at, word.size()) == word;
  }
  char32_t code_point(std::size_t at, std::size_t& length) const {
    const utf8::DecodedCodePoint decoded = utf8::decode_at(text_, at);
    if (decoded.hit_end) looked_at_end_ = true;
    length = decoded.length == 0 ? 1 : decoded.length;
    return decoded.valid ? decoded.value : 0xFFFD;
  }
  // JavaScript's `\s`.
  bool space_at(std::size_t at, std::size_t& length) const {
    const int c = byte(at);
    length = 1;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r') return true;
    if (c < 0x80) return false;
    const char32_t cp = code_point(at, length);
    return cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 ||
           cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000 || cp == 0xFEFF;
  }
  bool line_terminator_at(std::size_t at, std::size_t& length) const {
    const int c = byte(at);
    length = 1;
    if (c == '\n' || c == '\r') return true;
    if (c != 0xE2) return false;
    const char32_t cp = code_point(at, length);
    return cp == 0x2028 || cp == 0x2029;
  }
  // `\s+` (at_least_one) or `\s*`; moves `at`.
  bool skip_spaces(std::size_t& at, bool at_least_one) const {
    const std::size_t from = at;
    std::size_t length = 0;
    while (space_at(at, length)) at += length;
    return !at_least_one || at > from;
  }
  // The harness's trivia pattern: whitespace, `//` to a line end, and
  // complete `/* */` comments (an unterminated one is not trivia).
  std::size_t skip_trivia(std::size_t at) const {
    for (;;) {
      std::size_t length = 0;
      if (space_at(at, length)) {
        at += length;
      } else if (byte(at) == '/' && byte(at + 1) == '/') {
        at += 2;
        while (at < text_.size() && !line_terminator_at(at, length)) ++at;
        if (at < text_.size()) {
          at += length;
        } else {
          looked_at_end_ = true;
        }
      } else if (byte(at) == '/' && byte(at + 1) == '*') {
        const std::size_t close = text_.find("*/", at + 2);
        if (close == std::string_view::npos) {
          looked_at_end_ = true;
          return at;
        }
        at = close + 2;
      } else {
        return at;
      }
    }
  }
  // `x()`: a character that would continue an identifier.
  bool continues_identifier(std::size_t at) const {
    const int c = byte(at);
    if (c < 0) return false;
    return c >= 0x80 || c == '$' || c == '\\' || c == '_' || (c >= '0' && c <= '9') ||
           (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
  // `w()`: an ASCII identifier not followed by an identifier character.
  std::string_view identifier(std::size_t at) const {
    const int first = byte(at);
    if (!(first == '$' || first == '_' || (first >= 'a' && first <= 'z') ||
          (first >= 'A' && first <= 'Z'))) {
      return {};
    }
    std::size_t end = at + 1;
    for (int c = byte(end); c == '$' || c == '_' || (c >= '0' && c <= '9') ||
                            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
         c = byte(end)) {
      ++end;
    }
    if (continues_identifier(end)) return {};
    return text_.substr(at, end - at);
  }
  // After the object: `;`, the end, or a line break before a word.
  bool clean_end(std::size_t from) const {
    const std::size_t at = skip_trivia(from);
    if (byte(at) == ';') return true;
    if (at >= text_.size()) return true;
    bool line_break = false;
    for (std::size_t i = from, length = 0; i < at; i += length) {
      if (line_terminator_at(i, length)) {
        line_break = true;
        break;
      }
      if (length == 0) length = 1;
    }
    if (!line_break) return false;
    const std::string_view word = identifier(at);
    return !word.empty() && word != "in" && word != "instanceof";
  }
  bool hex_digits(std::size_t at, std::size_t count) const {
    for (std::size_t i = 0; i < count; ++i) {
      const int c = byte(at + i);
      if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) {
        return false;
      }
    }
    return true;
  }
  // `F()`: an escape at `at` (the backslash); sets `end` and whether it
  // contributes at least one UTF-16 unit.
  bool escape(std::size_t at, std::size_t& end, bool& contributes) const {
    const int c = byte(at + 1);
    contributes = true;
    if (c < 0) return false;
    if (c == 'n' || c == 'r' || c == 't' || c == 'b' || c == 'f' || c == 'v') {
      end = at + 2;
      return true;
    }
    if (c == '0') {
      const int next = byte(at + 2);
      if (next >= '0' && next <= '9') return false;
      end = at + 2;
      return true;
    }
    if (c >= '1' && c <= '9') return false;
    if (c == 'x') {
      if (!hex_digits(at + 2, 2)) return false;
      end = at + 4;
      return true;
    }
    if (c == 'u') {
      if (hex_digits(at + 2, 4)) {
        end = at + 6;
        return true;
      }
      if (byte(at + 2) != '{') return false;
      std::size_t i = at + 3;
      unsigned long long value = 0;
      while (hex_digits(i, 1)) {
        const int h = byte(i);
        const int digit = h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10;
        if (value <= 0x10FFFF) value = value * 16 + static_cast<unsigned>(digit);
        ++i;
      }
      if (i == at + 3 || byte(i) != '}' || value > 0x10FFFF) return false;
      end = i + 1;
      return true;
    }
    if (c == '\r') {  // a line continuation (CRLF is already LF)
      end = at + 2;
      contributes = false;
      return true;
    }
    std::size_t length = 1;
    if (line_terminator_at(at + 1, length)) {
      end = at + 1 + length;
      contributes = false;
      return true;
    }
    if (c >= 0x80) code_point(at + 1, length);
    end = at + 1 + length;
    return true;
  }
  // `_()`: a quoted or backquoted string.
  bool string(std::size_t at, Value& value, std::size_t& end) const {
    const int quote = byte(at);
    const bool backquote = quote == '`';
    bool non_empty = false;
    std::size_t i = at + 1;
    for (;;) {
      if (i >= text_.size()) {
        looked_at_end_ = true;
        return false;
      }
      const int c = byte(i);
      if (c == quote) {
        value.non_empty_string = non_empty;
        end = i + 1;
        return true;
      }
      if (c == '\\') {
        bool contributes = false;
        if (!escape(i, i, contributes)) return false;
        non_empty = non_empty || contributes;
        continue;
      }
      if (backquote ? (c == '$' && byte(i + 1) == '{') : (c == '\n' || c == '\r')) return false;
      non_empty = true;
      ++i;
    }
  }
  // `R()`: a decimal number not followed by an identifier character or `.`.
  bool number(std::size_t at, std::size_t& end) const {
    std::size_t i = at;
    auto digit = [&](std::size_t p) { return byte(p) >= '0' && byte(p) <= '9'; };
    if (byte(i) == '.') {
      if (!digit(i + 1)) return false;
      ++i;
      while (digit(i)) ++i;
    } else if (byte(i) == '0') {
      ++i;
      if (byte(i) == '.') {
        ++i;
        while (digit(i)) ++i;
      }
    } else if (byte(i) >= '1' && byte(i) <= '9') {
      while (digit(i)) ++i;
      if (byte(i) == '.') {
        ++i;
        while (digit(i)) ++i;
      }
    } else {
      return false;
    }
    if (byte(i) == 'e' || byte(i) == 'E') {
      std::size_t j = i + 1;
      if (byte(j) == '+' || byte(j) == '-') ++j;
      if (digit(j)) {
        while (digit(j)) ++j;
        i = j;
      }
    }
    if (continues_identifier(i) || byte(i) == '.') return false;
    end = i;
    return true;
  }
  // `z()`: any value.
  bool value(std::size_t at, int depth, Value& out, std::size_t& end) const {
    out = Value{};
    switch (byte(at)) {
      case '{': {
        bool ignored_name = false;
        bool ignored_description = false;
        return object(at, depth + 1, &ignored_name, &ignored_description, end);
      }
      case '[':
        return array(at, depth + 1, end);
      case '\'':
      case '"':
      case '`':
        return string(at, out, end);
      case '-':
        return number(skip_trivia(at + 1), end);
      default:
        break;
    }
    if (number(at, end)) return true;
    const std::string_view word = identifier(at);
    if (word == "true" || word == "false" || word == "null") {
      end = at + word.size();
      return true;
    }
    return false;
  }
  // `G()` for `[`: elements separated by commas, a trailing comma allowed.
  bool array(std::size_t at, int depth, std::size_t& end) const {
    if (depth > kMaxQuickDepth) return false;
    std::size_t i = at + 1;
    bool any = false;
    for (;;) {
      i = skip_trivia(i);
      if (byte(i) == ']') break;
      if (any) {
        if (byte(i) != ',') return false;
        i = skip_trivia(i + 1);
        if (byte(i) == ']') break;
      }
      Value element;
      if (!value(i, depth, element, i)) return false;
      any = true;
    }
    end = i + 1;
    return true;
  }
  // `A()`/`D()`: an object; a later key replaces an earlier one.
  bool object(std::size_t at, int depth, bool* name, bool* description, std::size_t& end) const {
    if (depth > kMaxQuickDepth) return false;
    std::size_t i = at + 1;
    bool any = false;
    for (;;) {
      i = skip_trivia(i);
      if (byte(i) == '}') break;
      if (any) {
        if (byte(i) != ',') return false;
        i = skip_trivia(i + 1);
        if (byte(i) == '}') break;
      }
      std::string key;
      const int c = byte(i);
      if (c == '\'' || c == '"') {
        if (!string_key(i, key, i)) return false;
      } else {
        const std::string_view word = identifier(i);
        if (word.empty()) return false;
        key.assign(word);
        i += word.size();
      }
      if (key == "__proto__" || key == "constructor" || key == "prototype") return false;
      i = skip_trivia(i);
      if (byte(i) != ':') return false;
      Value entry;
      if (!value(skip_trivia(i + 1), depth, entry, i)) return false;
      if (key == "name") *name = entry.non_empty_string;
      if (key == "description") *description = entry.non_empty_string;
      any = true;
    }
    end = i + 1;
    return true;
  }
  // A quoted key, whose value matters only to compare with a few ASCII
  // words: escapes are decoded for the ASCII range, anything else makes
  // the key one that matches none of them.
  bool string_key(std::size_t at, std::string& key, std::size_t& end) const {
    Value ignored;
    if (!string(at, ignored, end)) return false;
    for (std::size_t i = at + 1; i + 1 < end;) {
      const int c = byte(i);
      if (c != '\\') {
        key.push_back(static_cast<char>(c));
        ++i;
        continue;
      }
      std::size_t after = i;
      bool contributes = false;
      escape(i, after, contributes);
      const std::string_view spelled = text_.substr(i, after - i);
      unsigned value = 0x110000;
      if (spelled.size() == 4 && spelled[1] == 'x') {
        value = static_cast<unsigned>(std::stoul(std::string(spelled.substr(2)), nullptr, 16));
      } else if (spelled.size() == 6 && spelled[1] == 'u') {
        value = static_cast<unsigned>(std::stoul(std::string(spelled.substr(2)), nullptr, 16));
      } else if (spelled.size() > 3 && spelled[1] == 'u' && spelled[2] == '{') {
        value = static_cast<unsigned>(
            std::stoul(std::string(spelled.substr(3, spelled.size() - 4)), nullptr, 16));
      } else if (spelled.size() == 2 && !contributes) {
        value = 0x110001;  // a line continuation: nothing
      } else if (spelled.size() == 2 &&
                 std::string_view("nrtbfv0").find(spelled[1]) == std::string_view::npos) {
        value = static_cast<unsigned char>(spelled[1]);
      }
      if (value < 0x80) {
        key.push_back(static_cast<char>(value));
      } else if (value != 0x110001) {
        key.push_back('\x01');  // a character that is in none of the keys compared
      }
      i = after;
    }
    return true;
  }

  std::string_view text_;
  mutable bool looked_at_end_ = false;
};

QuickPath run(std::string_view text) {
  QuickReader reader(text);
  QuickPath result;
  result.accepted = reader.accepts();
  result.looked_at_end = reader.looked_at_end();
  return result;
}

}  // namespace

QuickPath harness_quick_path(std::string_view bytes) noexcept {
  try {
    // The harness folds CRLF to LF before reading (a lone CR stays).
    if (bytes.find("\r\n") == std::string_view::npos) return run(bytes);
    std::string folded;
    folded.reserve(bytes.size());
    for (std::size_t i = 0; i < bytes.size(); ++i) {
      if (bytes[i] == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n') continue;
      folded.push_back(bytes[i]);
    }
    QuickPath result = run(folded);
    result.looked_at_end = result.looked_at_end || bytes.back() == '\r';
    return result;
  } catch (...) {
    return QuickPath{false, true};  // out of memory: the safe answer is that it failed
  }
}

}  // namespace mind::discovery
