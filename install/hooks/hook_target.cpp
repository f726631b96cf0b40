#include "install/hooks/hook_target.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/forget.hpp"
#include "install/sources/item_ref.hpp"
#include "install/sources/source_select.hpp"

namespace mind::install {
namespace {

constexpr std::string_view kSourcePrefix = "source:";

// `<…>#<kind>:<name>`: the part after the last `#` starts with a kind word.
bool kind_qualified_item(const std::string& target) {
  const std::size_t hash = target.rfind('#');
  if (hash == std::string::npos) return false;
  const std::string_view rest = std::string_view(target).substr(hash + 1);
  const std::size_t colon = rest.find(':');
  return colon != std::string_view::npos && discovery::parse_kind(rest.substr(0, colon));
}

// The installed items a target reads as, or none (never throws for a miss).
std::vector<std::string> items_read_as(const Session& session, const std::string& target) {
  try {
    return select_installed(session, target);
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::not_installed || e.kind() == ErrorKind::invalid_item_ref) return {};
    throw;
  }
}

}  // namespace

std::string item_hook_target(const store::InstalledItem& item) {
  return item.source + "#" + item.key();
}

HookTarget resolve_hook_target(const Session& session, const std::string& target) {
  HookTarget out;
  if (target.starts_with(kSourcePrefix)) {
    out.sources = select_sources(session.registry, target.substr(kSourcePrefix.size()), false);
    return out;
  }
  if (target.find('#') == std::string::npos) {
    out.sources = select_sources(session.registry, target, false);
    return out;
  }
  if (kind_qualified_item(target)) {
    out.item_keys = select_installed(session, target);
    return out;
  }
  if (session.registry.find(target) != nullptr) {
    const std::vector<std::string> keys = items_read_as(session, target);
    if (!keys.empty()) {
      std::string forms = "\n  source:" + sanitize_display(target);
      for (const std::string& key : keys) {
        forms += "\n  " + sanitize_display(item_hook_target(session.manifest.items.at(key)));
      }
      throw Error(ErrorKind::ambiguous_hook_target,
                  "'" + sanitize_display(target) +
                      "' is both a registered source and an installed item; give one of:" + forms,
                  {"`source:<identity>` runs the source's hooks; `<source>#<kind>:<name>` an "
                   "item's"});
    }
    out.sources = {target};
    return out;
  }
  out.item_keys = select_installed(session, target);
  return out;
}

}  // namespace mind::install
