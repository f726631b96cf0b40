#include "install/sources/source_catalog.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "namespacing/prefix.hpp"
#include "store/checkout.hpp"
#include "store/git.hpp"

namespace mind::install {
namespace fs = std::filesystem;

fs::path source_dir(const store::MindPaths& paths, const store::Source& source) {
  if (source.is_linked()) return source.url;
  return store::clone_path_unchecked(paths, source);
}

namespace {

// A clone under MIND_HOME moves only when mind fetches into it, and meld and
// sync record where it landed: the registry's commit is the checkout's. Only a
// linked working tree (the user's own folder, CLI-27) is asked (head_commit
// starts libgit2 only where a repository could contain it).
std::string checked_out_commit(const store::Source& source, const fs::path& dir) {
  if (!source.is_linked() && source.commit) return *source.commit;
  return store::head_commit(dir).value_or("");
}

}  // namespace

discovery::ScanOptions source_scan_options(const discovery::ScanOptions& base,
                                           const store::Source& source) {
  discovery::ScanOptions options = base;
  if (source.roots) options.roots = source.roots;
  if (source.add_roots && !source.add_roots->empty()) options.add_roots = source.add_roots;
  options.flat_skills = base.flat_skills || source.flat_skills;
  options.link_path = source.item_path;  // LNK-7: an item link's one item
  options.link_kind = source.item_kind;  // LNK-22: only an explicit kind is recorded
  return options;
}

discovery::Catalog scan_source_dir(const fs::path& dir, const discovery::ScanOptions& base,
                                   const store::Source& source) {
  try {
    discovery::Catalog catalog = discovery::scan_source(dir, source_scan_options(base, source));
    // HOOK-127, DSC-61: a curator's hooks stand for the source's own while it
    // ships no mind.toml; from the record, so every later verb sees them.
    if (!catalog.has_mind_toml && !source.curated_hooks.empty()) {
      catalog.hooks = source.curated_hooks;
    }
    return catalog;
  } catch (const Error& e) {
    Error named(e.kind(), "source '" + source.name + "': " + e.what(), e.hints());
    if (!e.details_json().empty()) named.with_details_json(e.details_json());
    throw named;
  }
}

std::optional<SourceCatalog> scan_source_catalog(const store::MindPaths& paths,
                                                 const store::Source& source,
                                                 const discovery::ScanOptions& options,
                                                 std::vector<std::string>& warnings) {
  const fs::path dir = source_dir(paths, source);
  std::error_code ec;
  if (source.is_linked() && !fs::is_directory(dir, ec)) {
    warnings.push_back("skipping source '" + mind::sanitize_display(source.name) +
                       "': its working tree '" + mind::sanitize_display(dir.string()) +
                       "' is gone; run `mind unmeld " + mind::sanitize_display(source.name) + "`");
    return std::nullopt;
  }
  if (!fs::is_directory(dir, ec)) {  // a clone removed by hand, or an old shared one (STO-70)
    warnings.push_back("skipping source '" + mind::sanitize_display(source.name) +
                       "': it has no clone; run `mind sync " + mind::sanitize_display(source.name) +
                       "`");
    return std::nullopt;
  }
  return scanned_source_catalog(paths, source, scan_source_dir(dir, options, source), warnings);
}

SourceCatalog scanned_source_catalog(const store::MindPaths& paths, const store::Source& source,
                                     discovery::Catalog catalog,
                                     std::vector<std::string>& warnings) {
  const fs::path dir = source_dir(paths, source);
  SourceCatalog sc{std::make_shared<const store::Source>(source), dir,
                   checked_out_commit(source, dir), std::move(catalog)};
  for (const std::string& w : sc.catalog.warnings) warnings.push_back(w);
  return sc;
}

std::vector<SourceCatalog> scan_sources(const store::MindPaths& paths,
                                        const store::Registry& registry,
                                        const discovery::ScanOptions& options,
                                        std::vector<std::string>& warnings) {
  std::vector<SourceCatalog> out;
  for (const store::Source& source : registry.sources) {
    if (auto sc = scan_source_catalog(paths, source, options, warnings))
      out.push_back(std::move(*sc));
  }
  return out;
}

namespace {

// NS-1, MKT-5, MKT-8, WF-42: the consumer alias, else `[source].namespace`,
// else the plugin name; a marketplace entry's name is an inner layer.
std::string offered_prefix(const store::Source& source, const discovery::Catalog& catalog,
                           const discovery::CatalogItem& item) {
  namespacing::PrefixChoices choices;
  choices.consumer_alias = source.alias;
  choices.declared = catalog.declared_namespace;
  if (!catalog.declared_namespace) choices.plugin_name = catalog.default_prefix;
  choices.marketplace_entry = item.marketplace_entry;
  return namespacing::resolve_prefix(choices);
}

}  // namespace

std::vector<OfferedItem> offered_items(const SourceCatalog& catalog) {
  std::vector<OfferedItem> items;
  items.reserve(catalog.catalog.items.size());
  for (const discovery::CatalogItem& item : catalog.catalog.items) {
    items.push_back(
        {catalog.source, &item, offered_prefix(*catalog.source, catalog.catalog, item)});
  }
  return items;
}

std::vector<OfferedItem> plugin_offered_items(const SourceCatalog& catalog,
                                              const std::optional<std::string>& plugin) {
  std::vector<OfferedItem> items;
  for (const discovery::CatalogItem& item : catalog.catalog.items) {
    if (item.plugin != plugin) continue;
    items.push_back(
        {catalog.source, &item, offered_prefix(*catalog.source, catalog.catalog, item)});
  }
  return items;
}

std::vector<OfferedItem> offered_items(const std::vector<SourceCatalog>& catalogs) {
  std::vector<OfferedItem> items;
  for (const SourceCatalog& sc : catalogs) {
    for (OfferedItem& o : offered_items(sc)) items.push_back(o);
  }
  return items;
}

}  // namespace mind::install
