#pragma once
/// Aligned text columns (CLI-82): every column left-aligned and padded to its
/// widest cell; the last column is not padded. Given a width (a terminal's
/// columns), the last column of a longer line is cut to fit with an ellipsis
/// (issue 20: a 1,000-character description); JSON output never is.

#include <string>
#include <vector>

namespace mind::reporting {

using Row = std::vector<std::string>;

/// `width` 0 cuts nothing; `ellipsis` is what ends a cut cell.
std::string render_table(const std::vector<Row>& rows, const std::string& indent = "",
                         std::size_t width = 0, const std::string& ellipsis = "...");

/// `text` cut to `width` code points, its end replaced by `ellipsis` when cut.
std::string cut_to_width(const std::string& text, std::size_t width, const std::string& ellipsis);

}  // namespace mind::reporting
