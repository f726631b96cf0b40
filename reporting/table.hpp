#pragma once
/// Aligned text columns (CLI-82): every column left-aligned and padded to its
/// widest cell; the last column is not padded.

#include <string>
#include <vector>

namespace mind::reporting {

using Row = std::vector<std::string>;

std::string render_table(const std::vector<Row>& rows, const std::string& indent = "");

}  // namespace mind::reporting
