#include "install/sources/source_catalog.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
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

const std::string& checkout_commit(const SourceCatalog& catalog) {
  if (catalog.commit_unread) {
    catalog.commit = store::head_commit(catalog.dir).value_or("");
    catalog.commit_unread = false;
  }
  return catalog.commit;
}

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
                       "' is gone; run `mind unmeld " +
                       mind::sanitize_display(shell_quoted(source.name)) + "`");
    return std::nullopt;
  }
  if (!fs::is_directory(dir, ec)) {  // a clone removed by hand, or an old shared one (STO-70)
    warnings.push_back("skipping source '" + mind::sanitize_display(source.name) +
                       "': it has no clone; run `mind sync " +
                       mind::sanitize_display(shell_quoted(source.name)) + "`");
    return std::nullopt;
  }
  return scanned_source_catalog(paths, source, scan_source_dir(dir, options, source), warnings);
}

SourceCatalog scanned_source_catalog(const store::MindPaths& paths, const store::Source& source,
                                     discovery::Catalog catalog,
                                     std::vector<std::string>& warnings) {
  const fs::path dir = source_dir(paths, source);
  SourceCatalog sc{std::make_shared<const store::Source>(source), dir, {}, std::move(catalog)};
  if (source.is_linked()) {
    sc.commit_unread = true;
  } else {
    sc.commit = checked_out_commit(source, dir);
  }
  for (const std::string& w : sc.catalog.warnings) warnings.push_back(w);
  return sc;
}

std::vector<SourceCatalog> scan_sources(const store::MindPaths& paths,
                                        const store::Registry& registry,
                                        const discovery::ScanOptions& options,
                                        std::vector<std::string>& warnings) {
  // Sources are independent trees: scanned on up to four threads, each taking
  // the next unscanned one, then joined in registry order so the catalogs,
  // the warnings and the first failure are what one thread would give.
  const std::size_t count = registry.sources.size();
  const std::size_t workers =
      std::min<std::size_t>(count, std::clamp(std::thread::hardware_concurrency(), 1U, 4U));
  std::vector<std::optional<SourceCatalog>> slots(count);
  std::vector<std::vector<std::string>> slot_warnings(count);
  std::vector<std::exception_ptr> failures(count);
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < count; i = next++) {
      try {
        slots[i] = scan_source_catalog(paths, registry.sources[i], options, slot_warnings[i]);
      } catch (...) {
        failures[i] = std::current_exception();
      }
    }
  };
  {
    std::vector<std::jthread> helpers;
    for (std::size_t w = 1; w < workers; ++w) helpers.emplace_back(work);
    work();
  }
  std::vector<SourceCatalog> out;
  out.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    for (std::string& w : slot_warnings[i]) warnings.push_back(std::move(w));
    if (failures[i]) std::rethrow_exception(failures[i]);
    if (slots[i]) out.push_back(std::move(*slots[i]));
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
