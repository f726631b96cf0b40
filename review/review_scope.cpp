#include "review/review_scope.hpp"

#include <algorithm>

#include "core/sanitize.hpp"
#include "install/sources/sibling_set.hpp"
#include "namespacing/agent_link_name.hpp"
#include "namespacing/plugin_names.hpp"
#include "namespacing/prefix.hpp"

namespace mind::review {
namespace {

// NS-1, MKT-5, MKT-8, WF-42 with the reviewer's `--namespace` in the
// consumer's place (CLI-133).
namespacing::PrefixChoices choices(const discovery::Catalog& catalog,
                                   const std::optional<std::string>& namespace_flag) {
  namespacing::PrefixChoices c;
  c.consumer_alias = namespace_flag;
  c.declared = catalog.declared_namespace;
  if (!catalog.declared_namespace) c.plugin_name = catalog.default_prefix;
  return c;
}

bool plain_byte(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}

bool plain_name(std::string_view name) noexcept {
  if (name.empty()) return false;
  for (char c : name) {
    if (!plain_byte(c)) return false;
  }
  return true;
}

}  // namespace

TokenResolver::TokenResolver(const std::vector<namespacing::Sibling>& siblings)
    : siblings_(siblings) {
  for (const namespacing::Sibling& s : siblings) {
    auto [it, fresh] = only_tools_.try_emplace(s.bare_name, true);
    it->second = it->second && s.kind == discovery::Kind::tool;
  }
}

std::optional<std::string> TokenResolver::failure(const namespacing::Token& token) {
  if (token.family == namespacing::TokenFamily::self) return std::nullopt;
  const std::string written(token.written);
  if (auto hit = cache_.find(written); hit != cache_.end()) return hit->second;
  // The install resolver itself, on the token alone: review and install agree.
  const namespacing::ExpansionScope scope{siblings_, discovery::Kind::skill, {}, "/store", {}};
  const namespacing::Expansion e =
      namespacing::expand_tokens(written, scope, namespacing::PathForm::absolute);
  std::optional<std::string> why;
  if (e.failure) why = e.failure->reason;
  cache_.emplace(written, why);
  return why;
}

bool TokenResolver::names_only_tools(std::string_view name) const {
  const auto it = only_tools_.find(std::string(name));
  return it != only_tools_.end() && it->second;
}

ReviewScope::ReviewScope(const discovery::Catalog& catalog_, std::uint64_t cap_,
                         const std::optional<std::string>& namespace_flag)
    : catalog(catalog_), cap(cap_) {
  const namespacing::PrefixChoices base = choices(catalog, namespace_flag);
  prefix = namespacing::resolve_prefix(base);
  for (const discovery::CatalogItem& item : catalog.items) {
    namespacing::PrefixChoices c = base;
    c.marketplace_entry = item.marketplace_entry;
    names.push_back({namespacing::resolve_prefix(c), namespacing::installed_segment(item)});
    siblings.push_back({item.kind, item.bare_name, names.back().str(),
                        namespacing::agent_link_name(item), install::resolve_tool_bin(item),
                        item.plugin ? namespacing::plugin_local_name(item) : std::string()});
  }
  for (std::size_t i = 0; i < siblings.size(); ++i) {
    const std::string_view name = siblings[i].bare_name;
    if (plain_name(name)) {
      by_plain_name_[name].push_back(i);
    } else {
      other_names_.push_back(i);
    }
  }
}

std::vector<namespacing::Sibling> ReviewScope::siblings_mentioned(std::string_view text,
                                                                  std::size_t item) const {
  // A run of plain bytes is at most one whole word of the scan's definition
  // (NS-21 counts more code points as word characters, never fewer), so any
  // plain name it can report is one of these runs.
  std::vector<std::size_t> hits = other_names_;
  for (std::size_t at = 0; at < text.size();) {
    if (!plain_byte(text[at])) {
      ++at;
      continue;
    }
    std::size_t end = at;
    while (end < text.size() && plain_byte(text[end])) ++end;
    if (auto it = by_plain_name_.find(text.substr(at, end - at)); it != by_plain_name_.end()) {
      hits.insert(hits.end(), it->second.begin(), it->second.end());
    }
    at = end;
  }
  std::sort(hits.begin(), hits.end());
  hits.erase(std::unique(hits.begin(), hits.end()), hits.end());
  std::vector<namespacing::Sibling> out;
  const std::optional<std::string>& plugin = catalog.items[item].plugin;
  for (std::size_t i : hits) {
    if (catalog.items[i].plugin == plugin) out.push_back(siblings[i]);
  }
  return out;
}

std::string ReviewScope::label(std::size_t index) const {
  return std::string(discovery::kind_word(catalog.items[index].kind)) + ":" +
         mind::sanitize_display(names[index].str());
}

}  // namespace mind::review
