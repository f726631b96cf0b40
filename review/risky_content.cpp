#include "review/risky_content.hpp"

#include <array>
#include <cstdio>

#include "core/utf8.hpp"
#include "review/risk_text.hpp"

namespace mind::review {
namespace {

std::string lower_ascii(std::string_view line) {
  std::string out(line);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  }
  return out;
}

bool is_tag(char32_t cp) noexcept { return cp >= 0xE0000 && cp <= 0xE007F; }
bool is_bidi_control(char32_t cp) noexcept {
  return (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}
bool is_zero_width(char32_t cp) noexcept {
  return (cp >= 0x200B && cp <= 0x200D) || cp == 0x2060 || cp == 0xFEFF || cp == 0x180E;
}
bool is_ascii_alnum(char32_t cp) noexcept {
  return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
}

std::string code_point_name(char32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "<U+%04X>", static_cast<unsigned>(cp));
  return buf;
}

// Invisible or direction-changing code points in `line`: the line with each one
// spelled `<U+XXXX>` (a run of tag characters as the ASCII it hides), or empty;
// `hidden_ascii` gets what the tag characters spell, which the other classes
// then read like visible text ("ASCII smuggling" of a command or an override).
// A zero-width character counts only between ASCII letters or digits (inside a
// word), so emoji joiners and Persian non-joiners stay quiet; tag characters
// after U+1F3F4 (a flag sequence such as Scotland's) are an emoji, not text.
std::string invisible_in(std::string_view line, std::size_t line_start_offset,
                         std::string& hidden_ascii) {
  bool ascii = true;
  for (char c : line) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  if (ascii) return {};
  std::string shown;
  std::size_t first = std::string::npos;  // where the first one is spelled in `shown`
  bool found = false;
  char32_t previous = 0;
  bool in_flag = false;
  std::string hidden;  // the ASCII a run of tag characters spells
  const auto flush_hidden = [&] {
    if (hidden.empty()) return;
    shown += "<hidden:\"" + hidden + "\">";
    hidden.clear();
  };
  for (std::size_t at = 0; at < line.size();) {
    const utf8::DecodedCodePoint d = utf8::decode_at(line, at);
    const char32_t cp = d.value;
    const std::size_t length = d.length == 0 ? 1 : d.length;
    if (cp == 0x1F3F4) in_flag = true;
    if (is_tag(cp)) {
      if (!in_flag) {
        if (!found) first = shown.size();
        found = true;
        const char32_t ascii = cp - 0xE0000;
        if (ascii >= 0x20 && ascii < 0x7F) {
          hidden += static_cast<char>(ascii);
          hidden_ascii += static_cast<char>(ascii);
        } else {
          hidden += code_point_name(cp);
        }
      }
      at += length;
      previous = cp;
      continue;
    }
    flush_hidden();
    in_flag = in_flag && cp == 0x1F3F4;
    const bool bom = cp == 0xFEFF && line_start_offset == 0 && at == 0;
    // The next code point that is not zero-width: a run of them inside a word
    // is judged by the letters around the run.
    char32_t next = 0;
    for (std::size_t ahead = at + length; ahead < line.size();) {
      const utf8::DecodedCodePoint n = utf8::decode_at(line, ahead);
      if (!is_zero_width(n.value)) {
        next = n.value;
        break;
      }
      ahead += n.length == 0 ? 1 : n.length;
    }
    // Inside a word only (issue 35): a zero-width space at the start or end of
    // a word is how some editors break lines, not a hidden word.
    if (is_bidi_control(cp) ||
        (is_zero_width(cp) && !bom && is_ascii_alnum(previous) && is_ascii_alnum(next))) {
      if (!found) first = shown.size();
      found = true;
      shown += code_point_name(cp);
    } else {
      shown.append(line.substr(at, length));
    }
    if (!is_zero_width(cp)) previous = cp;
    at += length;
  }
  flush_hidden();
  if (!found) return {};
  // Some context before the first one, starting at a code point boundary.
  return shown.substr(utf8::code_point_start(shown, first > 40 ? first - 40 : 0));
}

// `text` cut to kMaxRiskExampleBytes at a code point boundary, trimmed.
std::string cut(std::string_view text) {
  while (!text.empty() && risk::is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && risk::is_space(text.back())) text.remove_suffix(1);
  if (text.size() <= kMaxRiskExampleBytes) return std::string(text);
  return std::string(text.substr(0, utf8::code_point_start(text, kMaxRiskExampleBytes))) + "\u2026";
}

// A command's matched text, cut, with any invisible or direction-changing code
// point in it spelled `<U+XXXX>`: shown escaped, never raw.
std::string shown_match(std::string_view text) {
  std::string spelled;
  for (std::size_t at = 0; at < text.size();) {
    const utf8::DecodedCodePoint d = utf8::decode_at(text, at);
    const std::size_t length = d.length == 0 ? 1 : d.length;
    if (is_tag(d.value) || is_bidi_control(d.value) || is_zero_width(d.value))
      spelled += code_point_name(d.value);
    else
      spelled.append(text.substr(at, length));
    at += length;
  }
  return cut(spelled);
}

using Matcher = risk::Match (*)(std::string_view) noexcept;
constexpr std::array<Matcher, kRiskKinds - 1> kLineMatchers = {
    risk::remote_code,         risk::reverse_shell,  risk::credential_access,
    risk::destructive_command, risk::settings_write, risk::prompt_injection,
    risk::concealment};

void record(RiskHit& hit, std::size_t line_no, std::string text) {
  if (hit.lines++ < kMaxRiskExamples) hit.examples.push_back({line_no, std::move(text)});
}

}  // namespace

namespace {

// Per RiskKind, in its order: the finding tag and the phrase a finding opens with.
struct RiskWords {
  std::string_view tag, phrase;
};
constexpr std::array<RiskWords, kRiskKinds> kRiskWords = {{
    {"remote-code", "runs downloaded or decoded code"},
    {"reverse-shell", "opens a reverse shell"},
    {"credential-access", "reads or sends credentials"},
    {"destructive-command", "deletes or overwrites the home or the root"},
    {"settings-write", "writes into agent settings, shell start-up files or scheduled jobs"},
    {"prompt-injection", "tells the agent to ignore its instructions"},
    {"concealment", "tells the agent to hide what it does from the user"},
    {"invisible-text", "holds invisible or direction-changing characters"},
}};

}  // namespace

std::string_view risk_tag(RiskKind kind) noexcept {
  return kRiskWords[static_cast<std::size_t>(kind)].tag;
}

std::string_view risk_phrase(RiskKind kind) noexcept {
  return kRiskWords[static_cast<std::size_t>(kind)].phrase;
}

std::vector<RiskHit> find_risky_content(std::string_view text) {
  std::array<RiskHit, kRiskKinds> hits;
  for (std::size_t k = 0; k < kRiskKinds; ++k) hits[k].kind = static_cast<RiskKind>(k);
  std::size_t line_no = 0;
  bool in_deny_list = false;  // inside `"deny": [` ... `]` of agent settings
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    ++line_no;
    const std::string lower = lower_ascii(line);
    std::array<bool, kLineMatchers.size()> matched{};
    for (std::size_t k = 0; k < kLineMatchers.size(); ++k) {
      if (const risk::Match m = kLineMatchers[k](lower)) {
        // A rule line of an open settings `deny` list keeps the agent out.
        if (in_deny_list && kLineMatchers[k] == risk::credential_access &&
            risk::is_rule_line(lower)) {
          continue;
        }
        matched[k] = true;
        record(hits[k], line_no, shown_match(line.substr(m->begin, m->end - m->begin)));
      }
    }
    std::string hidden;  // what tag characters spell: checked like visible text
    if (std::string shown = invisible_in(line, start, hidden); !shown.empty())
      record(hits[kRiskKinds - 1], line_no, cut(shown));
    if (!hidden.empty()) {
      const std::string lower_hidden = lower_ascii(hidden);
      for (std::size_t k = 0; k < kLineMatchers.size(); ++k) {
        if (matched[k]) continue;
        if (const risk::Match m = kLineMatchers[k](lower_hidden))
          record(
              hits[k], line_no,
              cut("<hidden:\"" + std::string(hidden.substr(m->begin, m->end - m->begin)) + "\">"));
      }
    }
    if (risk::opens_deny_list(lower)) {
      in_deny_list = true;
    } else if (lower.find(']') != std::string::npos) {
      in_deny_list = false;
    }
    start = end + 1;
  }
  std::vector<RiskHit> out;
  for (RiskHit& h : hits) {
    if (h.lines > 0) out.push_back(std::move(h));
  }
  return out;
}

}  // namespace mind::review
