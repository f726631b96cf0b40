#include "browser/model.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "core/ascii_case.hpp"
#include "core/sanitize.hpp"
#include "discovery/workflow_checks.hpp"
#include "install/drift.hpp"
#include "store/source_spec.hpp"
#include "store/state_lock.hpp"

namespace mind::browser {
namespace {

std::string short_text(const std::string& text, std::size_t n) {
  const auto colon = text.find(':');  // a hash: `xxh3-128:<hex>`
  const std::string tail = colon == std::string::npos ? text : text.substr(colon + 1);
  return tail.substr(0, n);
}

void finish(Item& item) { item.haystack = ascii_lower(item.name + "\n" + item.description); }

Item offered(const install::OfferedItem& o) {
  Item item;
  item.source = o.source->name;
  item.kind = std::string(discovery::kind_word(o.item->kind));
  item.name = o.effective_name().str();
  item.bare_name = o.item->bare_name;
  item.plugin = o.item->plugin;
  item.description = o.item->description.value_or("");
  item.when_to_use = o.item->when_to_use().value_or("");
  item.path = o.item->path;
  if (o.item->workflow) {  // WF-30: what the source's copy says (an installed one: below)
    item.workflow = true;
    item.harness_name = discovery::harness_name(*o.item->workflow);
    item.harness = discovery::unloadable_reasons(*o.item->workflow, o.item->size_bytes);
  }
  return item;
}

void mark_installed(Item& item, const store::InstalledItem& inst, const install::Session& session,
                    const install::HarnessCensus* census) {
  item.group = Group::installed;
  item.name = inst.name;
  item.commit = inst.commit.substr(0, 7);
  item.hash = short_text(inst.hash, 8);
  if (inst.kind == discovery::Kind::workflow) {
    item.workflow = true;
    if (census) {  // WF-60: the installed copy is what the harness reads
      const install::HarnessView view =
          install::harness_view(*census, inst, session.scan.metadata_cap, true);
      item.harness_name = view.harness_name;
      item.harness = view.findings;
    }
  }
}

// `[discover].sources` of the melded sources that are not melded themselves,
// once per identity (two curators naming one repo offer it once).
void discovered_sources(const install::ScannedSession& scanned, std::vector<Item>& out) {
  std::set<std::string> known;
  for (const store::Source& s : scanned.session.registry.sources) {
    known.insert(s.name);
    known.insert(s.url);
  }
  for (const install::SourceCatalog& sc : scanned.catalogs) {
    for (const discovery::NestedSource& nested : sc.catalog.nested_sources) {
      std::string identity = nested.spec;
      try {
        identity = store::parse_source_spec(nested.spec).identity();
      } catch (const std::exception&) {
        // an unparseable spec is offered as written; meld explains it
      }
      if (!known.insert(identity).second || !known.insert(nested.spec).second) continue;
      Item item;
      item.group = Group::available;
      item.source = sc.source->name;
      item.kind = kSourceKind;
      item.name = nested.spec;
      item.bare_name = nested.spec;
      item.description = "not melded; offered by " + sanitize_display(sc.source->name);
      finish(item);
      out.push_back(std::move(item));
    }
  }
}

// An installed item its source no longer offers.
Item orphaned(const store::InstalledItem& inst, const install::Session& session,
              const install::HarnessCensus* census) {
  Item item;
  item.source = inst.source;
  item.kind = std::string(discovery::kind_word(inst.kind));
  item.bare_name = inst.bare_name;
  item.plugin = inst.plugin;
  item.description = inst.description.value_or("");
  item.orphaned = true;
  item.path = session.paths.root / inst.store;
  mark_installed(item, inst, session, census);
  finish(item);
  return item;
}

// UNM-6: an entry of a lobe that mind did not install.
Item unmanaged_item(const install::UnmanagedItem& u) {
  Item item;
  item.group = Group::unmanaged;
  item.kind = std::string(discovery::kind_word(u.kind));
  item.name = u.name;
  item.bare_name = u.name;
  item.lobe_paths = u.paths;
  if (!u.paths.empty()) item.path = u.paths.front();
  item.description = "not installed by mind";
  finish(item);
  return item;
}

// Grouped by source in registry order, then kind, then name: the tree's order.
void sort_in_tree_order(std::vector<Item>& items, const std::vector<std::string>& sources) {
  std::map<std::string, std::size_t> rank;
  for (std::size_t i = 0; i < sources.size(); ++i) rank.emplace(sources[i], i);
  const auto order = [&rank](const Item& a, const Item& b) {
    const std::size_t ra = rank.count(a.source) ? rank.at(a.source) : rank.size();
    const std::size_t rb = rank.count(b.source) ? rank.at(b.source) : rank.size();
    if (ra != rb) return ra < rb;
    if (a.source != b.source) return a.source < b.source;
    if (a.kind != b.kind) return a.kind < b.kind;
    return a.name < b.name;
  };
  std::stable_sort(items.begin(), items.end(), order);
}

}  // namespace

std::string Item::ref() const {
  if (group == Group::unmanaged) return key();
  if (is_discovered_source()) return name;
  return source + "#" + key();
}

Model build_model(const install::ScannedSession& scanned,
                  const std::vector<install::UnmanagedItem>& unmanaged,
                  const install::HarnessCensus* census) {
  const install::Session& session = scanned.session;
  Model model;
  model.cap = session.scan.metadata_cap;
  for (const store::Source& s : session.registry.sources) model.sources.push_back(s.name);
  for (const std::string& w : session.warnings) model.warnings.push_back(sanitize_display(w));
  std::vector<Item> installed, available;
  std::set<std::string> offered_keys;  // installed records still offered
  for (const install::OfferedItem& o : install::offered_items(scanned.catalogs)) {
    Item item = offered(o);
    if (const store::InstalledItem* inst = install::installed_record(session.manifest, o)) {
      offered_keys.insert(inst->key());
      mark_installed(item, *inst, session, census);
      item.stale = install::item_drift(*inst, o).any();  // CLI-75
      finish(item);
      installed.push_back(std::move(item));
    } else {
      finish(item);
      available.push_back(std::move(item));
    }
  }
  for (const auto& [key, inst] : session.manifest.items) {  // installed, no longer offered
    if (offered_keys.count(key) == 0) installed.push_back(orphaned(inst, session, census));
  }
  discovered_sources(scanned, available);
  sort_in_tree_order(installed, model.sources);
  sort_in_tree_order(available, model.sources);
  model.items = std::move(installed);
  model.items.insert(model.items.end(), std::make_move_iterator(available.begin()),
                     std::make_move_iterator(available.end()));
  for (const install::UnmanagedItem& u : unmanaged) model.items.push_back(unmanaged_item(u));
  return model;
}

Model load_model(const store::MindPaths& paths, const discovery::ScanOptions& scan) {
  std::error_code ec;
  if (!std::filesystem::exists(paths.root, ec)) return {};
  store::StateLock lock(paths.lock_file(), store::StateLock::Mode::shared);
  install::ScannedSession scanned =
      install::open_scanned_session(paths, scan, install::Access::read);
  install::UnmanagedScan unmanaged = install::scan_unmanaged(
      scanned.session.paths, scanned.session.lobes, scanned.session.manifest);
  for (auto& w : unmanaged.warnings) scanned.session.warnings.push_back(std::move(w));
  std::optional<install::HarnessCensus> census;
  for (const auto& [key, inst] : scanned.session.manifest.items) {
    if (inst.kind != discovery::Kind::workflow) continue;
    census = install::take_census(scanned.session.paths, scanned.session.lobes,
                                  scanned.session.manifest, scan.metadata_cap);
    break;
  }
  return build_model(scanned, unmanaged.items, census ? &*census : nullptr);
}

std::vector<std::string> item_files(const std::filesystem::path& dir, std::size_t limit) {
  std::vector<std::string> out;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return out;
  // No symlink is followed: a source's link out of its tree shows as a file.
  std::filesystem::recursive_directory_iterator it(dir, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    if (out.size() > limit) break;
    std::string rel = it->path().lexically_relative(dir).generic_string();
    if (it->is_directory(ec) && !it->is_symlink(ec)) rel += "/";
    out.push_back(std::move(rel));
  }
  std::sort(out.begin(), out.end());
  if (out.size() > limit) {
    out.resize(limit);
    out.push_back("...");
  }
  return out;
}

}  // namespace mind::browser
