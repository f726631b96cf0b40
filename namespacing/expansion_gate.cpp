#include "namespacing/expansion_gate.hpp"

#include <algorithm>
#include <array>

#include "discovery/name_safety.hpp"

namespace mind::namespacing {
namespace {

bool iequals_ascii(std::string_view a, std::string_view b) noexcept {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
           return lower(x) == lower(y);
         });
}

}  // namespace

bool has_markdown_extension(std::string_view path) noexcept {
  const std::size_t slash = path.find_last_of('/');
  const std::string_view file = slash == std::string_view::npos ? path : path.substr(slash + 1);
  const std::size_t dot = file.find_last_of('.');
  if (dot == std::string_view::npos || dot == 0) return false;
  const std::string_view ext = file.substr(dot + 1);
  constexpr std::array<std::string_view, 4> kMarkdown = {"md", "markdown", "mdown", "mkd"};
  return std::any_of(kMarkdown.begin(), kMarkdown.end(),
                     [&](std::string_view m) { return iequals_ascii(ext, m); });
}

Admission admit_file(discovery::Kind kind, std::string_view file,
                     const std::vector<std::string>& expand) noexcept {
  if (kind == discovery::Kind::workflow) return Admission::workflow;
  if (has_markdown_extension(file)) return Admission::markdown;
  if (discovery::traits(kind).shape == discovery::Shape::directory &&
      std::find(expand.begin(), expand.end(), file) != expand.end()) {
    return Admission::expand_listed;
  }
  return Admission::copied;
}

PathForm path_form(Admission admission) noexcept {
  return admission == Admission::expand_listed ? PathForm::absolute : PathForm::home_relative;
}

std::optional<std::string> expand_entry_problem(std::string_view entry) {
  return discovery::unsafe_relative_path_reason(entry);
}

}  // namespace mind::namespacing
