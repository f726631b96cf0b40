#include "discovery/frontmatter_retry.hpp"

#include <cctype>
#include <optional>
#include <vector>

#include "core/utf8.hpp"

namespace mind::discovery {
namespace {

constexpr std::size_t kMaxChangedLines = 8;    // Claude Code's Tu
constexpr std::size_t kMaxRetryBytes = 65536;  // Claude Code's Zue and Fu
constexpr std::size_t kMaxFlowOpeners = 256;   // Claude Code's ju

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find('\n', start);
    lines.push_back(
        text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return lines;
    start = end + 1;
  }
}

bool key_char(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '-';
}

struct KeyLine {
  std::string_view key;
  std::string_view value;  // from its first non-blank to the line end
};

// /^([a-zA-Z_-]+):\s+(\S.*)$/ on one line; `.` stops at a CR, so a line
// that still ends in CR never matches (why 2.1.334 retries with LF).
std::optional<KeyLine> key_line(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && key_char(line[i])) ++i;
  if (i == 0 || i >= line.size() || line[i] != ':') return std::nullopt;
  std::size_t v = i + 1;
  while (v < line.size() && utf8::is_js_ascii_space(line[v])) ++v;
  if (v == i + 1 || v >= line.size()) return std::nullopt;
  const std::string_view value = line.substr(v);
  if (value.find('\r') != std::string_view::npos) return std::nullopt;
  return KeyLine{line.substr(0, i), value};
}

// /[{}[\]*&#!|>%@`]|: / — a value YAML would not read as plain text.
bool has_indicator(std::string_view v) {
  return v.find_first_of("{}[]*&#!|>%@`") != std::string_view::npos ||
         v.find(": ") != std::string_view::npos;
}

bool wrapped(std::string_view v, char q) {
  return v.size() >= 2 && v.front() == q && v.back() == q;
}

std::string double_quoted(std::string_view v) {
  std::string out = "\"";
  for (char c : v) {
    if (c == '\\' || c == '"') out += '\\';
    out += c;
  }
  return out + "\"";
}

// Claude Code's Du: a quoted value that may have meant YAML, not text.
bool ambiguous_value(std::string_view j) {
  if (j.empty()) return false;
  if (std::string_view("&!|>").find(j[0]) != std::string_view::npos) return true;
  if (j[0] == '*') {
    std::size_t i = 1;
    while (i < j.size() &&
           (std::isalnum(static_cast<unsigned char>(j[i])) || j[i] == '_' || j[i] == '-'))
      ++i;
    if (i > 1 && (i == j.size() || utf8::is_js_ascii_space(j[i]) || j[i] == ',')) return true;
  }
  if (j[0] == '#') return true;
  for (std::size_t i = 1; i < j.size(); ++i) {
    if (j[i] == '#' && utf8::is_js_ascii_space(j[i - 1])) return true;
  }
  if (j[0] == '[' && j.back() != ']') return true;
  if (j[0] == '{' && j.find('}', 1) == std::string_view::npos) return true;
  if ((j[0] == '"' || j[0] == '\'') && !wrapped(j, j[0])) return true;
  return false;
}

// Claude Code's ya: more than 256 flow openers or block entries.
bool too_many_openers(std::string_view e) {
  std::size_t n = 0;
  auto loose = [&](std::size_t i) {
    return i >= e.size() || std::string_view(" .\r\n").find(e[i]) != std::string_view::npos;
  };
  for (std::size_t r = 0; r < e.size(); ++r) {
    const char g = e[r];
    const bool entry = (g == '-' || g == '?') && (r == 0 || loose(r - 1)) && loose(r + 1);
    if ((g == '[' || g == '{' || entry) && ++n > kMaxFlowOpeners) return true;
  }
  return false;
}

std::string tabs_to_spaces(std::string_view text) {
  std::string out;
  bool line_start = true;
  for (char c : text) {
    if (line_start && c == '\t') {
      out += "  ";
      continue;
    }
    line_start = c == '\n' || c == '\r';
    out += c;
  }
  return out;
}

std::string join(const std::vector<std::string_view>& lines) {
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i)
    out.append(lines[i]).append(i + 1 < lines.size() ? "\n" : "");
  return out;
}

std::string crlf_to_lf(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!(text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) out += text[i];
  }
  return out;
}

bool has_lone_cr(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')) return true;
  }
  return false;
}

// The LF copy parsed: Claude Code keeps it only if every line the quoting
// changed is one it can vouch for (at most 8, no ambiguous value, and the
// line read alone, or in the document unquoted, gives the same text).
bool lf_reading_vouched(std::string_view original, std::string_view lf, const std::string& quoted,
                        YamlReader read) {
  const std::vector<std::string_view> before = split_lines(lf);
  const std::vector<std::string_view> after = split_lines(quoted);
  std::size_t changed = 0;
  std::size_t bytes = original.size();
  for (std::size_t z = 0; z < before.size() && z < after.size(); ++z) {
    const std::optional<KeyLine> kl = key_line(before[z]);
    if (!kl || after[z] == before[z]) continue;
    std::string_view j = kl->value;
    while (!j.empty() && utf8::is_js_ascii_space(j.back())) j.remove_suffix(1);
    if (++changed > kMaxChangedLines || (bytes += quoted.size()) > kMaxRetryBytes ||
        ambiguous_value(j))
      return false;
    std::vector<std::string_view> reverted = after;
    reverted[z] = before[z];
    for (const std::string& doc : {std::string(before[z]), join(reverted)}) {
      const YamlRead r = read(doc);
      if (r.status != YamlRead::Status::ok) continue;
      const auto it = r.top.keys.find(kl->key);
      if (it == r.top.keys.end() || it->second != j) return false;
    }
  }
  return true;
}

}  // namespace

namespace {

// Claude Code's Iu leaves `[...]` unquoted only when it parses as a list
// (`argument-hint: [name] [number]` does not, and is quoted).
bool reads_as_list(std::string_view value) {
  if (value.front() != '[' || value.back() != ']') return false;
  const YamlRead r = read_yaml_top_level("v: " + std::string(value));
  return r.status == YamlRead::Status::ok && r.top.lists.contains("v");
}

}  // namespace

std::string quote_lossy_values(std::string_view block) {
  std::string out;
  const std::vector<std::string_view> lines = split_lines(block);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    const std::optional<KeyLine> kl = key_line(line);
    const bool quote = kl && !wrapped(kl->value, '"') && !wrapped(kl->value, '\'') &&
                       !reads_as_list(kl->value) && has_indicator(kl->value);
    if (quote) {
      out.append(kl->key).append(": ").append(double_quoted(kl->value));
    } else {
      out.append(line);
    }
    if (i + 1 < lines.size()) out += '\n';
  }
  return out;
}

std::optional<YamlRead> retry_frontmatter(std::string_view block, YamlReader read,
                                          bool& lf_retried) {
  lf_retried = false;
  const bool lf_copy = block.find("\r\n") != std::string_view::npos && !has_lone_cr(block) &&
                       block.size() <= kMaxRetryBytes && !too_many_openers(block);
  const std::string first = tabs_to_spaces(quote_lossy_values(block));
  if (YamlRead r = read(first); r.status == YamlRead::Status::ok) return r;
  if (!lf_copy) return std::nullopt;
  const std::string lf = crlf_to_lf(block);
  const std::string quoted = tabs_to_spaces(quote_lossy_values(lf));
  YamlRead r = read(quoted);
  if (r.status != YamlRead::Status::ok || !lf_reading_vouched(block, lf, quoted, read))
    return std::nullopt;
  lf_retried = true;
  return r;
}

}  // namespace mind::discovery
