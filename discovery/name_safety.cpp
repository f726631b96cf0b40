#include "discovery/name_safety.hpp"

#include "core/sanitize.hpp"

namespace mind::discovery {

std::optional<std::string> unsafe_name_reason(std::string_view name) {
  if (name.empty()) return "it is empty";
  if (name == "." || name == "..") return "it is '.' or '..'";
  if (name.find_first_of(std::string_view("/\\\0", 3)) != std::string_view::npos) {
    return "it contains a path separator or NUL";
  }
  if (has_blocked_text(name)) return "it contains a control or invisible character";
  return std::nullopt;
}

std::optional<std::string> unsafe_relative_path_reason(std::string_view path) {
  if (path.empty()) return "it is empty";
  if (path.front() == '/' || path.front() == '\\') return "it is absolute";
  if (path.front() == '~') return "it starts with '~'";
  if (path.find('\0') != std::string_view::npos) return "it contains NUL";
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t end = path.find_first_of("/\\", start);
    if (end == std::string_view::npos) end = path.size();
    if (path.substr(start, end - start) == "..") return "it contains a '..' component";
    start = end + 1;
  }
  return std::nullopt;
}

}  // namespace mind::discovery
