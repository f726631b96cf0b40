#include <future>

#include "cli/item_filter.hpp"
#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/drift.hpp"
#include "install/forget.hpp"
#include "install/lobes/unmanaged.hpp"
#include "install/scanned_session.hpp"
#include "install/sources/installed_forest.hpp"
#include "install/workflow_harness.hpp"
#include "reporting/forest_render.hpp"
#include "reporting/json_render.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct RecallOptions {
  std::string item;
  bool sources_only = false;
  bool tree = false;  // --tree (DEP-61, DEP-63)
  FilterOptions filter;
};

// DEP-61, DEP-63: the installed forest, or one item's subtree.
int run_tree(Context& ctx, const RecallOptions& o) {
  install::ScannedSession& scanned = ctx.scanned_session();
  install::Session& session = scanned.session;
  const install::InstalledGraph graph =
      install::installed_graph(session.manifest, scanned.catalogs);
  ctx.flush_warnings(session);
  if (!o.item.empty()) {
    const std::vector<std::string> keys = install::select_installed(session, o.item);
    if (keys.size() > 1) {
      throw mind::Error(ErrorKind::ambiguous_item, "'" + mind::sanitize_display(o.item) +
                                                       "' matches " + std::to_string(keys.size()) +
                                                       " items; --tree shows one subtree");
    }
    const install::ForestNode node = install::forest_tree(graph, keys.front());
    ctx.out.stdout_text(ctx.global.json ? reporting::forest_node_json(node)
                                        : reporting::forest_text({node}));
    return 0;
  }
  std::vector<install::ForestNode> roots;
  for (const std::string& key : graph.roots) roots.push_back(install::forest_tree(graph, key));
  if (ctx.global.json) {
    ctx.out.stdout_text(reporting::forest_json(roots));
  } else if (roots.empty()) {
    ctx.out.stdout_text("no items installed\n");
  } else {
    ctx.out.stdout_text(reporting::forest_text(roots));
  }
  return 0;
}

// CLI-83: --kind/--source narrow the listing only; elsewhere they are noted.
void note_ignored_filters(const Context& ctx, const RecallOptions& o, const char* view) {
  if (o.filter.kind.empty() && o.filter.source.empty()) return;
  ctx.out.note(std::string("note: --kind and --source are ignored with ") + view);
}

bool any_workflow(const store::Manifest& manifest) {
  for (const auto& [key, item] : manifest.items)
    if (item.kind == discovery::Kind::workflow) return true;
  return false;
}

int run_item(Context& ctx, install::Session& session, const std::string& ref) {
  const std::vector<std::string> keys = install::select_installed(session, ref);
  if (keys.size() > 1) {  // a glob: recall shows one item
    throw mind::Error(ErrorKind::ambiguous_item, "'" + mind::sanitize_display(ref) + "' matches " +
                                                     std::to_string(keys.size()) + " items");
  }
  const store::InstalledItem& item = session.manifest.items.at(keys.front());
  const reporting::ItemIdentity id = reporting::installed_identity(item);
  std::optional<reporting::HarnessView> harness;  // WF-24, WF-29, WF-30, WF-56, WF-60
  if (item.kind == discovery::Kind::workflow) {
    const std::uint64_t cap = session.scan.metadata_cap;
    const install::HarnessCensus census =
        install::take_census(session.paths, session.lobes, session.manifest, cap);
    harness = install::harness_view(census, item, cap, /*with_divergence=*/true);
  }
  const reporting::HarnessView* shown = harness ? &*harness : nullptr;
  if (ctx.global.json) {  // CLI-75: JSON unchanged by staleness
    ctx.out.stdout_text(reporting::recall_item_json(item, id, shown));
    return 0;
  }
  const bool stale = install::is_out_of_date(session.paths, session.registry, session.scan, item);
  ctx.out.stdout_text(reporting::recall_item_text(item, stale, ctx.style, shown));
  return 0;
}

// CLI-72, CLI-73: the source records only, no scan.
int run_sources(Context& ctx, const RecallOptions& o) {
  install::Session& session = ctx.session();
  note_ignored_filters(ctx, o, "--sources");
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    ctx.out.stdout_text(reporting::recall_sources_json(session.registry.sources));
  } else if (session.registry.sources.empty()) {
    ctx.out.stdout_text(std::string(kNoSourcesMessage) + "\n");
  } else {
    ctx.out.stdout_text(reporting::recall_sources_text(session.registry.sources));
  }
  return 0;
}

// UNM-2: the JSON lists sources only. WF-60: its installed workflows carry
// what the harness sees. The census reads the installed copies and the lobes'
// workflows dirs (WF-61) and shares nothing with building the rows, so it
// runs beside it (recall_bench).
int run_json(Context& ctx, install::ScannedSession& scanned, const reporting::ItemFilter& filter) {
  install::Session& session = scanned.session;
  const std::uint64_t cap = session.scan.metadata_cap;
  std::future<install::HarnessCensus> pending_census;
  if (any_workflow(session.manifest)) {
    pending_census = std::async(std::launch::async, [&session, cap] {
      return install::take_census(session.paths, session.lobes, session.manifest, cap);
    });
  }
  std::optional<install::HarnessCensus> census;
  if (pending_census.valid()) census = pending_census.get();
  const auto sources =
      reporting::recall_sources(scanned.catalogs, session.registry, session.manifest, filter,
                                /*mark_stale=*/false, census ? &*census : nullptr, cap);
  ctx.flush_warnings(session);
  reporting::write_recall_json(sources,
                               [&](const std::string& piece) { ctx.out.stdout_text(piece); });
  return 0;
}

int run(Context& ctx, const RecallOptions& o) {
  reporting::ItemFilter filter = o.filter.filter("");
  if (o.tree) return run_tree(ctx, o);
  if (!o.item.empty()) {
    install::Session& session = ctx.session();
    note_ignored_filters(ctx, o, "a single item");
    return run_item(ctx, session, o.item);
  }
  if (o.sources_only) return run_sources(ctx, o);
  install::ScannedSession& scanned = ctx.scanned_session();
  install::Session& session = scanned.session;
  resolve_source_location(filter, session.registry);
  if (ctx.global.json) return run_json(ctx, scanned, filter);
  const auto sources = reporting::recall_sources(scanned.catalogs, session.registry,
                                                 session.manifest, filter, /*mark_stale=*/true);
  install::UnmanagedScan unmanaged =
      install::scan_unmanaged(session.paths, session.lobes, session.manifest);
  for (auto& w : unmanaged.warnings) session.warnings.push_back(std::move(w));  // UNM-9
  ctx.flush_warnings(session);
  const std::string unmanaged_group = reporting::unmanaged_recall_text(unmanaged.items, filter);
  if (sources.empty()) {
    ctx.out.stdout_text(std::string(kNoSourcesMessage) + "\n");
  } else {
    ctx.out.stdout_text(reporting::recall_text(sources, ctx.style));
  }
  ctx.out.stdout_text(unmanaged_group);
  return 0;
}

}  // namespace

Verb add_recall(CLI::App& app) {
  auto o = std::make_shared<RecallOptions>();
  CLI::App* cmd = app.add_subcommand("recall", "Show the melded sources and installed items.");
  cmd->alias("status");
  cmd->alias("list");
  cmd->add_option("item", o->item, "show one installed item");
  cmd->add_flag("--sources", o->sources_only, "list the melded sources only (with their pins)");
  cmd->add_flag("--tree", o->tree,
                "show installed items as a dependency forest (with an item: its subtree)");
  add_filter_options(*cmd, o->filter);
  return {cmd, always(StateUse::read), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli
