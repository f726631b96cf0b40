#include "cli/item_filter.hpp"
#include "cli/verbs.hpp"
#include "install/scanned_session.hpp"
#include "install/lobes/unmanaged.hpp"
#include "reporting/json_render.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct ProbeOptions {
  std::string query;
  bool no_tui = false;
  FilterOptions filter;
};

int run(Context& ctx, const ProbeOptions& o) {
  reporting::ItemFilter filter = o.filter.filter(o.query);
  install::ScannedSession& scanned = ctx.scanned_session();
  install::Session& session = scanned.session;
  resolve_source_location(filter, session.registry);
  const std::vector<install::SourceCatalog>& catalogs = scanned.catalogs;
  install::UnmanagedScan unmanaged =
      install::scan_unmanaged(session.paths, session.lobes, session.manifest);
  for (auto& w : unmanaged.warnings) session.warnings.push_back(std::move(w));  // UNM-9
  ctx.flush_warnings(session);
  auto rows = reporting::probe_rows(catalogs, session.manifest, filter,
                                    /*mark_stale=*/!ctx.global.json);           // CLI-75
  for (auto& row : reporting::unmanaged_probe_rows(unmanaged.items, filter)) {  // UNM-3
    rows.push_back(std::move(row));
  }
  if (ctx.global.json) {
    ctx.out.stdout_text(reporting::probe_json(rows));
  } else if (session.registry.sources.empty() && rows.empty()) {
    ctx.out.stdout_text(std::string(kNoSourcesMessage) + "\n");
  } else {
    ctx.out.stdout_text(reporting::probe_text(rows, ctx.style));
  }
  return 0;
}

}  // namespace

Verb add_probe(CLI::App& app) {
  auto o = std::make_shared<ProbeOptions>();
  CLI::App* cmd = app.add_subcommand("probe", "Browse the melded sources' items.");
  cmd->alias("search");
  cmd->add_option("query", o->query, "match names and descriptions (case-insensitive)");
  cmd->add_flag("--no-tui", o->no_tui, "print the listing (the only mode of this build)");
  add_filter_options(*cmd, o->filter);
  return {cmd, always(StateUse::read), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli
