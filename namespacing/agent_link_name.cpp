#include "namespacing/agent_link_name.hpp"

#include <algorithm>

#include "discovery/name_safety.hpp"
#include "namespacing/token_lexer.hpp"

namespace mind::namespacing {

bool is_plain_link_name(std::string_view name) {
  if (name.empty() || name.front() == '.' || name.size() > 200) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.';
  });
}

std::string visible_link_name(std::string_view name) {
  const std::size_t first = name.find_first_not_of('.');
  if (first == std::string_view::npos) return "agent";
  return std::string(name.substr(first));
}

std::string agent_link_name(const discovery::CatalogItem& item) {
  if (item.kind != discovery::Kind::agent) return item.bare_name;
  if (item.agent_name) {
    const std::string_view name = trim_token_space(*item.agent_name);
    if (is_plain_link_name(name) && !discovery::unsafe_name_reason(name)) return std::string(name);
  }
  return visible_link_name(item.bare_name);
}

}  // namespace mind::namespacing
