#include <unistd.h>

#include "browser/app.hpp"
#include "cli/item_filter.hpp"
#include "cli/verbs.hpp"
#include "core/environment.hpp"
#include "install/lobes/unmanaged.hpp"
#include "install/scanned_session.hpp"
#include "install/sources/source_select.hpp"
#include "reporting/json_render.hpp"
#include "store/registry.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct ProbeOptions {
  std::string query;
  bool no_tui = false;
  FilterOptions filter;
};

// TUI-1, TUI-2: the browser on a terminal (stdin and stdout), the listing
// for --no-tui, --json, a non-terminal stdout, or a terminal that cannot
// address the cursor (TERM=dumb or unset).
bool browse(const ProbeOptions& o, const CLI::App& cmd) {
  const CLI::App* root = cmd.get_parent();
  if (o.no_tui || (root != nullptr && root->count("--json") > 0)) return false;
  if (::isatty(0) == 0 || ::isatty(1) == 0) return false;
  const std::optional<std::string> term = env_value(EnvVar::term);
  return term && !term->empty() && *term != "dumb";
}

int run_browser(Context& ctx, const ProbeOptions& o) {
  browser::BrowserOptions options;
  options.paths = ctx.paths();
  options.scan = ctx.scan_options();
  reporting::ItemFilter filter = o.filter.filter(o.query);  // `unknown-kind` here
  // `--source` takes a location as the listing does (a clone URL, a path):
  // the browser's filter matches identities, so resolve it here, once.
  if (filter.source)
    resolve_source_location(filter, store::load_registry(ctx.paths().sources_json()));
  options.seed.query = filter.query;
  if (filter.kind) options.seed.kind = std::string(discovery::kind_word(*filter.kind));
  options.seed.source = filter.source;
  options.fancy = reporting::color_gate(true, false, ctx.global.ascii);
  options.yes = ctx.global.yes;
  return browser::run_browser(options);
}

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
  reporting::ProbeRowOptions rows_want;
  rows_want.mark_stale = !ctx.global.json;   // CLI-75
  rows_want.dependencies = ctx.global.json;  // DEP-62
  auto rows = reporting::probe_rows(catalogs, session.manifest, filter, rows_want);
  for (auto& row : reporting::unmanaged_probe_rows(unmanaged.items, filter)) {  // UNM-3
    rows.push_back(std::move(row));
  }
  if (ctx.global.json) {
    reporting::write_probe_json(rows,
                                [&](const std::string& piece) { ctx.out.stdout_text(piece); });
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
  cmd->add_flag("--no-tui", o->no_tui, "print the listing instead of opening the browser");
  add_filter_options(*cmd, o->filter);
  // TUI-25: the browser takes a lock per refresh and per action, never for
  // its whole run; the listing reads under the shared lock.
  return {
      cmd, [o, cmd] { return browse(*o, *cmd) ? StateUse::none : StateUse::read; },
      [o, cmd](Context& ctx) { return browse(*o, *cmd) ? run_browser(ctx, *o) : run(ctx, *o); }};
}

}  // namespace mind::cli
