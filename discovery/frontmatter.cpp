#include "discovery/frontmatter.hpp"

#include <vector>

#include "core/ascii_trim.hpp"

namespace mind::discovery {
namespace {

constexpr std::string_view kSpace = " \t";

// The lines of `text` up to and including the closing `---` (the first
// line after the opening one that trims to it), or every line when the
// block is unterminated: the body after the block is never split.
std::vector<std::string_view> frontmatter_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
    if (lines.size() == 1 && trim_ascii_blanks(line) != "---")
      break;  // no block: nothing more to read
    if (lines.size() > 1 && trim_ascii_blanks(line) == "---") break;
  }
  return lines;
}

std::string unquote(std::string_view value) {
  if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'') &&
      value.back() == value.front()) {
    value = value.substr(1, value.size() - 2);
  }
  return std::string(value);
}

struct BlockIndicator {
  char style;     // '>' folded or '|' literal
  char chomping;  // '-', '+' or 0 (clip)
};

// A block indicator may be followed only by whitespace or a `#` comment.
std::optional<BlockIndicator> parse_block_indicator(std::string_view value) {
  if (value.empty() || (value[0] != '>' && value[0] != '|')) return std::nullopt;
  BlockIndicator ind{value[0], 0};
  std::size_t i = 1;
  if (i < value.size() && (value[i] == '-' || value[i] == '+')) ind.chomping = value[i++];
  const std::string_view rest = value.substr(i);
  if (trim_ascii_blanks(rest).empty()) return ind;
  const bool comment =
      kSpace.find(rest.front()) != std::string_view::npos && trim_ascii_blanks(rest)[0] == '#';
  if (!comment) return std::nullopt;
  return ind;
}

std::size_t indentation(std::string_view line) {
  const auto n = line.find_first_not_of(kSpace);
  return n == std::string_view::npos ? line.size() : n;
}

bool is_blank(std::string_view line) { return trim_ascii_blanks(line).empty(); }

std::string fold_block(const std::vector<std::string>& lines, char style) {
  std::string out;
  if (style == '|') {
    for (const auto& l : lines) out += l + "\n";
    return out;
  }
  // Folded: consecutive lines join with one space, a blank line is a paragraph break.
  bool at_line_start = true;
  for (const auto& l : lines) {
    if (l.empty()) {
      out += "\n";
      at_line_start = true;
      continue;
    }
    if (!at_line_start) out += " ";
    out += l;
    at_line_start = false;
  }
  out += "\n";
  return out;
}

std::string chomp(std::string value, char chomping) {
  if (chomping == '+') return value;
  while (!value.empty() && value.back() == '\n') value.pop_back();
  if (chomping == 0) value += "\n";
  return value;
}

// Reads the block scalar whose content starts at `lines[i]`, advancing `i`
// past it. Content ends at the first non-blank column-0 line (or the block end).
std::string read_block(const std::vector<std::string_view>& lines, std::size_t& i, std::size_t end,
                       BlockIndicator ind) {
  std::vector<std::string_view> raw;
  while (i < end && (is_blank(lines[i]) || indentation(lines[i]) > 0)) raw.push_back(lines[i++]);
  std::size_t min_indent = std::string_view::npos;
  for (auto l : raw) {
    if (!is_blank(l)) min_indent = std::min(min_indent, indentation(l));
  }
  std::vector<std::string> dedented;
  for (auto l : raw) {
    dedented.emplace_back(is_blank(l) ? std::string_view{} : l.substr(min_indent));
  }
  std::size_t trailing_blanks = 0;
  while (!dedented.empty() && dedented.back().empty()) {
    dedented.pop_back();
    ++trailing_blanks;
  }
  std::string value = dedented.empty() ? std::string() : fold_block(dedented, ind.style);
  if (ind.chomping == '+') return value + std::string(trailing_blanks, '\n');
  return chomp(std::move(value), ind.chomping);
}

}  // namespace

std::optional<std::string> Frontmatter::get(std::string_view key) const {
  auto it = keys.find(key);
  if (it == keys.end()) return std::nullopt;
  return it->second;
}

Frontmatter read_frontmatter(std::string_view text) {
  Frontmatter fm;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // DSC-23
  const auto lines = frontmatter_lines(text);
  if (lines.empty() || trim_ascii_blanks(lines[0]) != "---") return fm;
  const std::size_t close = lines.size() - 1;
  if (close == 0 || trim_ascii_blanks(lines[close]) != "---")
    return fm;  // unterminated: no frontmatter
  fm.present = true;

  for (std::size_t i = 1; i < close;) {
    const std::string_view line = lines[i++];
    if (line.empty() || line[0] == ' ' || line[0] == '\t' || line[0] == '#') continue;
    const auto colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0) continue;
    const std::string_view key = line.substr(0, colon);
    if (key.find_first_of(" \t") != std::string_view::npos) continue;
    const std::string_view value = trim_ascii_blanks(line.substr(colon + 1));
    if (auto ind = parse_block_indicator(value)) {
      fm.keys[std::string(key)] = read_block(lines, i, close, *ind);
    } else {
      fm.keys[std::string(key)] = unquote(value);
    }
  }
  return fm;
}

}  // namespace mind::discovery
