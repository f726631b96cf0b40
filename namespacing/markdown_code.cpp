#include "namespacing/markdown_code.hpp"

#include <algorithm>
#include <deque>
#include <unordered_map>

namespace mind::namespacing {
namespace {

// The fence a line opens with (after up to three spaces): its character and length.
std::pair<char, std::size_t> fence_of(std::string_view line) {
  std::size_t at = 0;
  while (at < line.size() && at < 3 && line[at] == ' ') ++at;
  if (at >= line.size() || (line[at] != '`' && line[at] != '~')) return {0, 0};
  const char c = line[at];
  std::size_t n = 0;
  while (at + n < line.size() && line[at + n] == c) ++n;
  return n >= 3 ? std::pair{c, n} : std::pair{char{0}, std::size_t{0}};
}

// Inline spans on one line (offsets relative to the text via `base`). Each
// backtick run is indexed by its length once, so matching an opener to the next
// run of the same length is amortised O(1): linear even on a hostile line of
// runs that never match.
void inline_spans(std::string_view line, std::size_t base,
                  std::vector<std::pair<std::size_t, std::size_t>>& out) {
  struct Run {
    std::size_t at, length;
  };
  std::vector<Run> runs;
  for (std::size_t at = 0; at < line.size();) {
    if (line[at] != '`') {
      ++at;
      continue;
    }
    std::size_t n = 0;
    while (at + n < line.size() && line[at + n] == '`') ++n;
    runs.push_back({at, n});
    at += n;
  }
  std::unordered_map<std::size_t, std::deque<std::size_t>> by_length;  // run indexes
  for (std::size_t i = 0; i < runs.size(); ++i) by_length[runs[i].length].push_back(i);
  for (std::size_t i = 0; i < runs.size();) {
    std::deque<std::size_t>& same = by_length[runs[i].length];
    while (!same.empty() && same.front() <= i) same.pop_front();
    if (same.empty()) {
      ++i;  // an unmatched run is literal text
      continue;
    }
    const std::size_t j = same.front();
    out.emplace_back(base + runs[i].at, base + runs[j].at + runs[j].length);
    i = j + 1;
  }
}

}  // namespace

std::vector<std::pair<std::size_t, std::size_t>> markdown_code_ranges(std::string_view text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  char fence = 0;
  std::size_t fence_len = 0, fence_start = 0;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    const auto [c, n] = fence_of(line);
    if (fence != 0) {
      if (c == fence && n >= fence_len) {
        out.emplace_back(fence_start, end);
        fence = 0;
      }
    } else if (c != 0) {
      fence = c;
      fence_len = n;
      fence_start = start;
    } else {
      inline_spans(line, start, out);
    }
    start = end + 1;
  }
  if (fence != 0) out.emplace_back(fence_start, text.size());  // unclosed: to the end
  return out;
}

namespace {

// `](dest "title")` on one line: the parenthesised part; `<https://...>`: the whole.
void link_syntax(std::string_view text, std::vector<std::pair<std::size_t, std::size_t>>& out) {
  for (std::size_t at = text.find("]("); at != std::string_view::npos;
       at = text.find("](", at + 2)) {
    std::size_t end = at + 2;
    int depth = 1;
    while (end < text.size() && text[end] != '\n' && depth > 0) {
      depth += text[end] == '(' ? 1 : text[end] == ')' ? -1 : 0;
      ++end;
    }
    out.emplace_back(at + 1, end);
    at = end > at + 2 ? end - 2 : at;
  }
  for (std::size_t at = text.find('<'); at != std::string_view::npos; at = text.find('<', at + 1)) {
    std::size_t end = at + 1;
    while (end < text.size() && text[end] != '>' && text[end] != ' ' && text[end] != '\n' &&
           text[end] != '<')
      ++end;
    if (end < text.size() && text[end] == '>' &&
        text.substr(at + 1, end - at - 1).find(':') != std::string_view::npos)
      out.emplace_back(at, end + 1);
  }
}

}  // namespace

std::vector<std::pair<std::size_t, std::size_t>> markdown_syntax_ranges(std::string_view text) {
  std::vector<std::pair<std::size_t, std::size_t>> ranges = markdown_code_ranges(text);
  link_syntax(text, ranges);
  return merged_ranges(std::move(ranges));  // disjoint, for in_ranges
}

}  // namespace mind::namespacing
