#include "reporting/views.hpp"

#include <map>
#include <memory>

#include "core/ascii_case.hpp"
#include "core/error.hpp"
#include "install/sources/closure.hpp"

#include <algorithm>
#include <cctype>
#include <unordered_set>

#include "core/sanitize.hpp"
#include "install/drift.hpp"
#include "install/sources/item_ref.hpp"
#include "reporting/table.hpp"
#include "store/pin.hpp"

namespace mind::reporting {
namespace {

bool passes(const ItemFilter& f, const std::string& source, discovery::Kind kind) {
  if (f.kind && *f.kind != kind) return false;
  return !f.source || install::source_selector_matches(*f.source, source);
}

ItemIdentity identity_of(const install::OfferedItem& o) {
  return {o.source->name,    std::string(discovery::kind_word(o.item->kind)),
          o.item->bare_name, o.prefix,
          o.item->plugin,    o.effective_name().str()};
}

std::string short_hash(const std::optional<std::string>& hash) {
  if (!hash) return "";
  const auto colon = hash->find(':');
  return hash->substr(colon == std::string::npos ? 0 : colon + 1, 8);
}

// HOOK-58: a count-aware marker of the recorded install/update hooks, with
// how many have not run at the source's commit (skipped or never run).
std::string hook_marker(const std::vector<store::HookRecord>& hooks) {
  if (hooks.empty()) return "";
  std::size_t not_run = 0;
  for (const store::HookRecord& h : hooks) not_run += h.ran_at ? 0 : 1;
  std::string out = std::to_string(hooks.size()) + (hooks.size() == 1 ? " hook" : " hooks");
  return not_run == 0 ? out : out + " (" + std::to_string(not_run) + " not run)";
}

}  // namespace

ItemIdentity installed_identity(const store::InstalledItem& item) {
  return {item.source,    std::string(discovery::kind_word(item.kind)),
          item.bare_name, item.prefix(),
          item.plugin,    item.name};
}

std::vector<ProbeRow> probe_rows(const std::vector<install::SourceCatalog>& catalogs,
                                 const store::Manifest& manifest, const ItemFilter& filter,
                                 const ProbeRowOptions& options) {
  std::vector<ProbeRow> rows;
  // At most one row an item, reserved: doubling a vector of ~700-byte rows
  // held 16,384 of them for 10,000 items (issue 34).
  std::size_t count = 0;
  for (const install::SourceCatalog& sc : catalogs) count += sc.catalog.items.size();
  rows.reserve(count);
  const std::string query = ascii_lower(filter.query);
  for (const install::SourceCatalog& sc : catalogs) {
    const std::vector<install::OfferedItem> offered = install::offered_items(sc);
    std::map<const discovery::CatalogItem*, std::string> keys;  // DEP-62: within the source
    if (options.dependencies) {
      for (const install::OfferedItem& o : offered) keys.emplace(o.item, o.manifest_key());
    }
    const install::DependencyGraph graph(sc.catalog.items, sc.source->item_path.has_value());
    for (const install::OfferedItem& o : offered) {
      if (!passes(filter, o.source->name, o.item->kind)) continue;
      ProbeRow row;
      row.id = identity_of(o);
      row.description = o.item->description;
      row.when_to_use = o.item->when_to_use();
      if (o.item->workflow)
        row.meta = std::make_shared<const discovery::WorkflowMeta>(*o.item->workflow);
      const std::string haystack =
          ascii_lower(row.id.effective_name() + "\n" + row.description.value_or(""));
      if (!query.empty() && haystack.find(query) == std::string::npos) continue;
      if (const auto* inst = install::installed_record(manifest, o)) {
        row.installed = true;
        row.hash = inst->hash;
        row.stale = options.mark_stale && install::item_drift(*inst, o).any();  // CLI-75
      }
      if (options.dependencies) {
        try {
          for (const discovery::CatalogItem* dep : graph.of(o.item)) {
            auto it = keys.find(dep);
            if (it != keys.end() && dep != o.item) row.dependencies.push_back(it->second);
          }
        } catch (const Error&) {
          // A bad `requires:` (DEP-6) is learn's and review's error; probe lists what resolves.
        }
      }
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

std::vector<ProbeRow> unmanaged_probe_rows(const std::vector<install::UnmanagedItem>& items,
                                           const ItemFilter& filter) {
  std::vector<ProbeRow> rows;
  if (filter.source) return rows;  // UNM-3: unmanaged items have no source
  const std::string query = ascii_lower(filter.query);
  for (const install::UnmanagedItem& item : items) {
    if (filter.kind && *filter.kind != item.kind) continue;
    if (!query.empty() && ascii_lower(item.name).find(query) == std::string::npos) continue;
    ProbeRow row;
    row.id = {"", std::string(discovery::kind_word(item.kind)), item.name, "", std::nullopt};
    row.unmanaged = true;
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string unmanaged_recall_text(const std::vector<install::UnmanagedItem>& items,
                                  const ItemFilter& filter) {
  if (filter.source) return "";  // UNM-2: --source excludes the group
  std::vector<Row> table;
  for (const install::UnmanagedItem& item : items) {
    if (filter.kind && *filter.kind != item.kind) continue;
    std::string where;
    for (const auto& p : item.paths)
      where += (where.empty() ? "" : ", ") + sanitize_display(p.string());
    table.push_back({"?", sanitize_display(item.key()) + " (unmanaged)", where});
  }
  if (table.empty()) return "";
  return "unmanaged: not installed by mind\n" + render_table(table, "  ");
}

std::vector<RecallSource> recall_sources(const std::vector<install::SourceCatalog>& catalogs,
                                         const store::Registry& registry,
                                         const store::Manifest& manifest, const ItemFilter& filter,
                                         bool mark_stale, const install::HarnessCensus* census,
                                         std::uint64_t cap) {
  std::vector<RecallSource> out;
  for (const store::Source& source : registry.sources) {
    RecallSource rs{&source, {}};
    std::unordered_set<std::string> offered_keys;  // the orphan test below is one lookup
    for (const auto& sc : catalogs) {
      if (sc.source->name != source.name) continue;
      rs.items.reserve(rs.items.size() +
                       sc.catalog.items.size());  // one allocation, not a doubling
      for (const install::OfferedItem& o : install::offered_items(sc)) {
        ItemIdentity id = identity_of(o);
        const store::InstalledItem* inst = install::installed_record(manifest, o);
        if (inst != nullptr) offered_keys.insert(id.key());
        if (!passes(filter, source.name, o.item->kind)) continue;
        RecallItem item;
        item.id = id;
        item.description = o.item->description;
        item.when_to_use = o.item->when_to_use();  // WF-62
        if (inst != nullptr) {
          item.installed = true;
          item.commit = inst->commit;
          item.stale = mark_stale && install::item_drift(*inst, o).any();  // CLI-75
          if (census && inst->kind == discovery::Kind::workflow) {
            item.harness = install::harness_view(*census, *inst, cap, /*with_divergence=*/false);
          }
        }
        rs.items.push_back(std::move(item));
      }
    }
    for (const auto& [key, inst] : manifest.items) {  // installed, no longer offered
      if (inst.source != source.name || !passes(filter, source.name, inst.kind)) continue;
      if (offered_keys.contains(key)) continue;
      RecallItem item;
      item.id = installed_identity(inst);
      item.installed = true;
      item.commit = inst.commit;
      item.description = inst.description;
      item.orphaned = true;
      if (census && inst.kind == discovery::Kind::workflow) {
        item.harness = install::harness_view(*census, inst, cap, /*with_divergence=*/false);
        item.when_to_use = item.harness->when_to_use;  // no catalog: the installed copy's
      }
      rs.items.push_back(std::move(item));
    }
    out.push_back(std::move(rs));
  }
  return out;
}

std::optional<std::string> displayed_description(const ProbeRow& row) {
  if (row.description && row.when_to_use) return *row.description + " - " + *row.when_to_use;
  if (row.when_to_use) return row.when_to_use;
  return row.description;
}

std::string probe_text(const std::vector<ProbeRow>& rows, const Style& style) {
  std::vector<Row> table;
  for (const ProbeRow& row : rows) {
    if (row.unmanaged) {
      table.push_back({"?", sanitize_display(row.id.key()) + " (unmanaged)", "", "", ""});
      continue;
    }
    // CLI-81: installed rows lead with `*`; CLI-75: a stale one adds the stale glyph.
    const std::string mark = !row.installed ? " " : row.stale ? "*" + style.stale() : "*";
    table.push_back({mark, sanitize_display(row.id.key()), sanitize_display(row.id.source),
                     short_hash(row.hash), displayed_description(row).value_or("")});
  }
  return render_table(table, "", style.width, style.ellipsis());
}

std::string recall_text(const std::vector<RecallSource>& sources, const Style& style) {
  std::string out;
  for (const RecallSource& rs : sources) {
    // NS-45, the reference's header: the identity without its `@alias`, the
    // recorded commit, and the namespace the instance installs under.
    const store::Source& src = *rs.source;
    std::string shown = src.name;
    if (src.as_alias && shown.ends_with("@" + *src.as_alias)) {
      shown.resize(shown.size() - src.as_alias->size() - 1);
    }
    out += sanitize_display(shown);
    if (src.commit && !src.commit->empty()) out += "  [" + src.commit->substr(0, 8) + "]";
    if (src.alias && !src.alias->empty()) out += "  namespace:" + sanitize_display(*src.alias);
    if (src.description) out += "  " + *src.description;
    out += "\n";
    std::vector<Row> table;
    for (const RecallItem& item : rs.items) {
      std::string state = item.stale       ? style.stale()  // CLI-155
                          : item.installed ? style.ok()
                                           : style.available();
      std::string commit = item.commit ? item.commit->substr(0, 7) : "";
      if (item.orphaned) commit += " (no longer offered)";
      if (item.stale) commit += " (outdated; run mind upgrade)";  // the drift example
      table.push_back(
          {state, sanitize_display(item.id.key()), commit, item.description.value_or("")});
    }
    out +=
        table.empty() ? "  (no items)\n" : render_table(table, "  ", style.width, style.ellipsis());
  }
  return out;
}

std::string recall_item_text(const store::InstalledItem& item, bool stale, const Style& style,
                             const HarnessView* harness) {
  std::vector<Row> table = {
      {"item", sanitize_display(item.key())},
      {"status",
       stale ? style.stale() + " out of date: run `mind upgrade`" : style.ok() + " installed"},
      {"source", sanitize_display(item.source)},
      {"description", item.description.value_or("")},
      {"commit", item.commit.empty() ? "-" : item.commit},
      {"hash", item.hash},
      {"store", sanitize_display(item.store)},
  };
  for (const auto& link : item.links) table.push_back({"link", sanitize_display(link)});
  for (const auto& form : item.forms) {  // decision 15: a copy in an agent's own form
    table.push_back({"agent form", sanitize_display(form)});
  }
  for (const auto& entry : item.dropped_requires) {  // LNK-19: what a link install dropped
    table.push_back({"dropped", "requires " + sanitize_display(entry) +
                                    " (a single-item link has no siblings)"});
  }
  if (harness) {  // WF-60: the text lines the JSON `workflow_findings` repeats
    table.push_back({"harness name", harness->harness_name
                                         ? mind::shown_name(*harness->harness_name)
                                         : "- (mind read no usable name)"});
    for (const std::string& finding : harness->findings) table.push_back({"harness", finding});
  }
  return render_table(table);
}

std::string recall_sources_text(const std::vector<store::Source>& sources) {
  std::vector<Row> rows = {{"NAME", "URL", "COMMIT", "PIN", "ALIAS", "HOOKS", "DESCRIPTION"}};
  for (const store::Source& s : sources) {
    rows.push_back({mind::sanitize_display(s.name), mind::sanitize_display(s.url),
                    s.commit ? s.commit->substr(0, 7) : "-", store::describe_pin(s.pin),
                    !s.alias           ? "-"
                    : s.alias->empty() ? "''"
                                       : mind::sanitize_display(*s.alias),
                    hook_marker(s.install_hooks), s.description ? *s.description : ""});
  }
  return render_table(rows);
}

}  // namespace mind::reporting
