#include "install/install_inputs.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/link_refs.hpp"
#include "install/sources/sibling_set.hpp"
#include "store/paths.hpp"

namespace mind::install {
namespace {

// The user's home for the `~` form of path tokens (TOOL-16); unknown: absolute.
std::string home_for_tokens() {
  try {
    return store::home_dir().string();
  } catch (const Error&) {
    return {};
  }
}

}  // namespace

InstallInputs::InstallInputs(const std::vector<SourceCatalog>& catalogs)
    : catalogs_(catalogs), home_(home_for_tokens()) {}

const SourceCatalog& InstallInputs::catalog_of(const OfferedItem& offered) const {
  for (const SourceCatalog& c : catalogs_) {
    if (c.source->name == offered.source->name) return c;
  }
  throw Error(ErrorKind::source_not_found,
              "source '" + sanitize_display(offered.source->name) + "' was not scanned");
}

const std::vector<namespacing::Sibling>& InstallInputs::siblings_of(const OfferedItem& offered) {
  const std::optional<std::string>& plugin = offered.item->plugin;
  const std::string group = offered.source->name + '\0' + (plugin ? "+" + *plugin : "-");
  auto it = siblings_.find(group);
  if (it == siblings_.end()) {
    it = siblings_.emplace(group, sibling_set(catalog_of(offered), plugin)).first;
  }
  return it->second;
}

StagingInput InstallInputs::staging_for(const OfferedItem& offered) {
  return {offered.item,
          offered.effective_name().str(),
          &offered.source->name,
          &siblings_of(offered),
          &home_,
          &plugin_roots_};
}

InstallInput InstallInputs::for_item(const OfferedItem& offered, bool force) {
  const SourceCatalog& catalog = catalog_of(offered);
  StagingInput staging = staging_for(offered);  // what the worker staged it from, if one did
  InstallInput input{staging.item,
                     std::move(staging.effective_name),
                     *staging.source_name,
                     checkout_commit(catalog),
                     force,
                     staging.siblings,
                     home_,
                     &known_dirs_,
                     nullptr,
                     build_hooks,
                     install_hooks};
  input.plugin_roots = staging.plugin_roots;
  if (catalog.source->item_path) {  // LNK-18: a link's one item has no siblings
    input.dropped_requires = link_dropped_requires(catalog, *offered.item);
    const discovery::CatalogItem* item = offered.item;
    input.link_ref_error = [&catalog, item](const Error& e) {
      return link_ref_unsatisfiable(catalog, *item, e);
    };
  }
  return input;
}

}  // namespace mind::install
