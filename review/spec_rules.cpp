#include "review/spec_rules.hpp"

#include <locale.h>
#include <clocale>
#include <cwctype>

#include "core/utf8.hpp"

namespace mind::review {
namespace {

// Python's str.isalnum() and str.lower() beyond ASCII, from the C library's
// UTF-8 tables (glibc's C.UTF-8 is built in); without them a non-ASCII code
// point counts as a caseless letter.
locale_t utf8_locale() {
  static const locale_t locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(0));
  return locale;
}

bool is_letter_or_digit(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  const locale_t locale = utf8_locale();
  return locale == static_cast<locale_t>(0) || iswalnum_l(static_cast<wint_t>(c), locale) != 0;
}

char32_t lowercase(char32_t c) {
  if (c < 0x80) return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
  const locale_t locale = utf8_locale();
  if (locale == static_cast<locale_t>(0)) return c;
  return static_cast<char32_t>(towlower_l(static_cast<wint_t>(c), locale));
}

std::vector<char32_t> code_points(std::string_view text) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const utf8::DecodedCodePoint d = utf8::decode_at(text, i);
    out.push_back(d.value);
    i += d.length == 0 ? 1 : d.length;
  }
  return out;
}

std::size_t length(std::string_view text) { return code_points(text).size(); }

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

std::string shown(std::string_view text) { return "`" + utf8::printable(text, 70) + "`"; }

std::string_view type_word(SpecValue::Type type) {
  return type == SpecValue::Type::sequence ? "a list" : "a mapping";
}

// A required text field's presence and type (the reference: "must be a
// non-empty string"); nullopt when it holds text that is not blank.
std::optional<std::string> required_text(const SpecValue* value, std::string_view key) {
  if (!value) return "the required `" + std::string(key) + "` is missing";
  if (value->type != SpecValue::Type::text)
    return "`" + std::string(key) + "` is " + std::string(type_word(value->type)) + ", not text";
  if (utf8::trim_js_whitespace(value->text).empty()) return "`" + std::string(key) + "` is empty";
  return std::nullopt;
}

std::optional<SpecViolation> name_violation(const SpecFrontmatter& fm, std::string_view folder) {
  const SpecValue* value = fm.get("name");
  const std::uint32_t line = value ? value->line : 0;
  if (auto missing = required_text(value, "name")) {
    const std::string suggestion = spec_name_suggestion(folder);
    return SpecViolation{kSpecName,
                         *missing + "; write `name: " +
                             (suggestion.empty() ? std::string("<folder name>") : suggestion) + "`",
                         line};
  }
  const std::string_view name = utf8::trim_js_whitespace(value->text);
  std::vector<std::string> problems = spec_name_problems(name);
  if (name != folder) problems.push_back("it is not its folder's name " + shown(folder));
  if (problems.empty()) return std::nullopt;
  const std::string suggestion = spec_name_suggestion(name);
  const bool fits = spec_name_problems(name).empty();
  std::string remedy = fits ? "rename the folder to " + shown(name) +
                                  " or write `name: " + utf8::printable(folder, 70) + "`"
                            : "rename it (and its folder) to " +
                                  (suggestion.empty() ? std::string("lowercase letters, digits "
                                                                    "and single hyphens")
                                                      : shown(suggestion));
  return SpecViolation{
      kSpecName, "`name: " + utf8::printable(name, 70) + "`: " + joined(problems) + "; " + remedy,
      line};
}

std::optional<SpecViolation> description_violation(const SpecFrontmatter& fm) {
  const SpecValue* value = fm.get("description");
  const std::uint32_t line = value ? value->line : 0;
  if (auto missing = required_text(value, "description"))
    return SpecViolation{kSpecDescription,
                         *missing + "; write what the skill does and when to use it, in 1 to " +
                             std::to_string(kMaxSpecDescription) + " characters",
                         line};
  const std::size_t n = length(value->text);
  if (n <= kMaxSpecDescription) return std::nullopt;
  return SpecViolation{kSpecDescription,
                       "`description` is " + std::to_string(n) + " characters, over " +
                           std::to_string(kMaxSpecDescription) +
                           "; shorten it and move the detail into the body",
                       line};
}

std::optional<SpecViolation> compatibility_violation(const SpecFrontmatter& fm) {
  const SpecValue* value = fm.get("compatibility");
  if (!value) return std::nullopt;
  if (value->type != SpecValue::Type::text)
    return SpecViolation{kSpecCompatibility,
                         "`compatibility` is " + std::string(type_word(value->type)) +
                             ", not text; write the requirements as one line of text",
                         value->line};
  const std::size_t n = length(value->text);
  if (n <= kMaxSpecCompatibility) return std::nullopt;
  return SpecViolation{kSpecCompatibility,
                       "`compatibility` is " + std::to_string(n) + " characters, over " +
                           std::to_string(kMaxSpecCompatibility) +
                           "; keep the requirements and move the rest into the body",
                       value->line};
}

std::optional<SpecViolation> key_violation(const SpecFrontmatter& fm) {
  std::vector<std::string> extra;
  std::uint32_t line = 0;
  for (const auto& [key, value] : fm.keys) {
    bool allowed = false;
    for (std::string_view k : kSpecKeys) allowed = allowed || k == key;
    if (allowed) continue;
    if (extra.empty()) line = value.line;
    extra.push_back(shown(key));
  }
  if (extra.empty()) return std::nullopt;
  // mind's own keys (`requires:`, CLI-132; `expand:`, CLI-226): the spec has no place for them.
  const bool mind_keys = fm.get("requires") || fm.get("expand");
  return SpecViolation{kSpecKey,
                       "the frontmatter holds " +
                           std::string(extra.size() == 1 ? "a key" : "keys") +
                           " the spec does not define: " + joined(extra) +
                           "; the spec allows only name, description, license, compatibility, "
                           "metadata and allowed-tools: move the others under `metadata:` (text "
                           "values) or drop them" +
                           (mind_keys ? " (mind reads `requires`/`expand` only at the top level: "
                                        "keep them if mind must, or declare the dependency on a "
                                        "command or agent of the source)"
                                      : ""),
                       line};
}

}  // namespace

std::vector<std::string> spec_name_problems(std::string_view name) {
  std::vector<std::string> problems;
  const std::vector<char32_t> points = code_points(name);
  if (points.empty()) return {"it is empty"};
  if (points.size() > kMaxSpecName)
    problems.push_back("it is " + std::to_string(points.size()) + " characters, over " +
                       std::to_string(kMaxSpecName));
  bool upper = false;
  std::optional<char32_t> bad;
  for (char32_t c : points) {
    upper = upper || lowercase(c) != c;
    if (!bad && c != '-' && !is_letter_or_digit(c)) bad = c;
  }
  if (upper) problems.push_back("it is not lowercase");
  if (points.front() == '-' || points.back() == '-')
    problems.push_back("it starts or ends with a hyphen");
  if (name.find("--") != std::string_view::npos) problems.push_back("it holds `--`");
  if (bad) {
    std::string c;
    utf8::append(c, *bad);
    problems.push_back("it holds " +
                       (*bad < 0x20 || *bad == 0x7F ? utf8::code_point_label(*bad) : shown(c)) +
                       ", and only letters, digits and `-` are allowed");
  }
  return problems;
}

std::string spec_name_suggestion(std::string_view name) {
  std::string out;
  std::size_t points = 0;
  for (char32_t c : code_points(name)) {
    if (points >= kMaxSpecName) break;
    if (c == '-' || !is_letter_or_digit(c)) {
      if (!out.empty() && out.back() != '-') {
        out.push_back('-');
        ++points;
      }
      continue;
    }
    utf8::append(out, lowercase(c));
    ++points;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

std::vector<SpecViolation> spec_violations(const SpecFrontmatter& fm, std::string_view folder) {
  if (fm.problem) {
    std::string what = *fm.problem;
    if (fm.split_inside_line > 0)
      what += " (the reference ends the block at the `---` on line " +
              std::to_string(fm.split_inside_line) + ", inside a value)";
    return {{kSpecFrontmatter, what, fm.problem_line}};
  }
  std::vector<SpecViolation> out;
  for (auto v : {key_violation(fm), name_violation(fm, folder), description_violation(fm),
                 compatibility_violation(fm)}) {
    if (v) out.push_back(std::move(*v));
  }
  return out;
}

}  // namespace mind::review
