#include "namespacing/plugin_names.hpp"

#include "discovery/name_safety.hpp"
#include "namespacing/agent_link_name.hpp"
#include "namespacing/token_lexer.hpp"

namespace mind::namespacing {
namespace {

// A read, usable `meta.name` (WF-58), trimmed as the harness trims it.
std::optional<std::string_view> read_meta_name(const discovery::CatalogItem& item) {
  if (item.kind != discovery::Kind::workflow || !item.workflow) return std::nullopt;
  if (item.workflow->status != discovery::MetaStatus::ok || !item.workflow->name) {
    return std::nullopt;
  }
  return trim_token_space(*item.workflow->name);
}

}  // namespace

bool takes_meta_name(const discovery::CatalogItem& item) {
  if (!item.plugin) return false;
  const std::optional<std::string_view> name = read_meta_name(item);
  // A name with a colon, a token or path syntax stays as written: the stem is
  // the segment, and the token expansion or the harness-name check speaks.
  return name && is_plain_link_name(*name) && !discovery::unsafe_name_reason(*name);
}

std::string installed_segment(const discovery::CatalogItem& item) {
  if (takes_meta_name(item)) return std::string(*read_meta_name(item));
  return item.bare_name;
}

std::string plugin_local_name(const discovery::CatalogItem& item) {
  if (item.kind == discovery::Kind::agent && item.agent_name) {
    const std::string_view name = trim_token_space(*item.agent_name);
    if (!name.empty()) return std::string(name);
  }
  if (const std::optional<std::string_view> name = read_meta_name(item)) {
    if (!name->empty()) return std::string(*name);
  }
  return item.bare_name;
}

}  // namespace mind::namespacing
