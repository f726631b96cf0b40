#include "namespacing/agent_link_name.hpp"

#include "discovery/name_safety.hpp"
#include "namespacing/token_lexer.hpp"

namespace mind::namespacing {

std::string agent_link_name(const discovery::CatalogItem& item) {
  if (item.kind != discovery::Kind::agent || !item.agent_name) return item.bare_name;
  const std::string_view name = trim_token_space(*item.agent_name);
  if (discovery::unsafe_name_reason(name)) return item.bare_name;
  return std::string(name);
}

}  // namespace mind::namespacing
