#include "reporting/table.hpp"

#include <algorithm>

#include "core/utf8.hpp"
#include "reporting/terminal.hpp"

namespace mind::reporting {
namespace {

constexpr std::size_t kMinLastCell = 40;

}  // namespace

std::string cut_to_width(const std::string& text, std::size_t width, const std::string& ellipsis) {
  if (display_width(text) <= width) return text;
  const std::size_t room = display_width(ellipsis);
  if (width <= room) return ellipsis.substr(0, width);
  std::size_t kept = 0, end = 0;
  while (end < text.size()) {  // whole code points only
    const std::size_t next = end + utf8::decode_at(text, end).length;
    if (kept + 1 > width - room) break;
    ++kept;
    end = next;
  }
  return text.substr(0, end) + ellipsis;
}

std::string render_table(const std::vector<Row>& rows, const std::string& indent, std::size_t width,
                         const std::string& ellipsis) {
  std::vector<std::size_t> widths;
  for (const Row& row : rows) {
    if (widths.size() < row.size()) widths.resize(row.size(), 0);
    for (std::size_t i = 0; i < row.size(); ++i) {
      widths[i] = std::max(widths[i], display_width(row[i]));
    }
  }
  std::string out;
  for (const Row& row : rows) {
    std::string line = indent;
    for (std::size_t i = 0; i < row.size(); ++i) {
      const std::size_t used = display_width(line);
      // The last cell fits the rest of the line; when the columns before it
      // already fill it (long names, as probe's), it is still cut, to a
      // few words, not left at 500 characters (issue 35).
      const bool cut = width > 0 && i + 1 == row.size();
      const std::size_t room = used + 10 < width ? width - used : kMinLastCell;
      line += cut ? cut_to_width(row[i], room, ellipsis) : row[i];
      if (i + 1 < row.size()) line += std::string(widths[i] - display_width(row[i]) + 2, ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

}  // namespace mind::reporting
