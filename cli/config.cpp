/// `config show` and `config lobes list|add|remove|detect` (CLI-110..113,
/// CLI-199, HARN-4, HARN-5, HARN-7, HARN-10). Locks per Reference G: show
/// and list shared, add/remove/detect exclusive.

#include <cstdint>
#include <cstdlib>
#include <limits>

#include "cli/lobe_report.hpp"
#include "cli/front_end.hpp"
#include "cli/verbs.hpp"
#include "core/byte_size.hpp"
#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/lobes/lobe_admin.hpp"
#include "install/lobes/lobe_target.hpp"
#include "reporting/json_render.hpp"
#include "reporting/table.hpp"

namespace mind::cli {
namespace {

struct ConfigOptions {
  std::string path, preset, subdir;
  bool force = false;
};

std::vector<reporting::LobeRow> lobe_rows(const install::Session& session) {
  std::vector<reporting::LobeRow> rows;
  std::vector<store::LobeSpec> specs = session.config.lobes;
  if (specs.empty()) specs.push_back({store::default_lobe_spelling(), std::nullopt});
  for (const store::LobeSpec& spec : specs) {
    reporting::LobeRow row{spec.path, store::absolute_lobe_path(spec.path).string(), std::nullopt};
    if (spec.kinds) {
      row.kinds.emplace();
      for (auto k : *spec.kinds) row.kinds->push_back(std::string(discovery::kind_word(k)));
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string kinds_text(const std::optional<std::vector<std::string>>& kinds) {
  if (!kinds) return "all kinds";
  std::string s;
  for (const auto& k : *kinds) s += (s.empty() ? "" : ", ") + k;
  return "kinds: " + s;
}

bool agent_homes_set() { return env_non_empty(EnvVar::mind_agent_homes).has_value(); }

int run_show(Context& ctx) {
  install::Session& session = ctx.session();
  reporting::ConfigView v;
  v.config_file = session.paths.config_toml().string();
  v.lobes = lobe_rows(session);
  v.default_lobe = store::default_lobe_spelling();
  v.ssh = session.config.ssh;
  v.absorb_to = session.config.absorb_to;
  // CLI-241, DSC-106: the effective cap, resolved once by the one parser.
  const std::uint64_t cap = session.scan.metadata_cap;
  v.max_metadata_size = describe_byte_size(cap);
  v.max_metadata_size_bytes =
      cap == 0 ? std::numeric_limits<std::int64_t>::max() : static_cast<long long>(cap);
  v.agent_homes_override = agent_homes_set();
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    ctx.out.stdout_text(reporting::config_show_json(v));
    return 0;
  }
  std::vector<reporting::Row> rows = {{"config", sanitize_display(v.config_file)}};
  for (const auto& l : v.lobes)
    rows.push_back({"lobe", sanitize_display(l.path), kinds_text(l.kinds)});
  rows.push_back({"default lobe", sanitize_display(v.default_lobe)});
  rows.push_back({"ssh", v.ssh ? "true" : "false"});
  rows.push_back({"absorb-to", v.absorb_to ? sanitize_display(*v.absorb_to) : "(unset)"});
  rows.push_back({"max-metadata-size", sanitize_display(v.max_metadata_size)});
  ctx.out.stdout_text(reporting::render_table(rows));
  if (v.agent_homes_override) {
    ctx.out.note("note: MIND_AGENT_HOMES is set and overrides `lobes`");
  }
  return 0;
}

int run_list(Context& ctx) {
  install::Session& session = ctx.session();
  const auto rows = lobe_rows(session);
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    ctx.out.stdout_text(reporting::lobes_list_json(rows));
    return 0;
  }
  std::vector<reporting::Row> table;
  for (const auto& l : rows) table.push_back({sanitize_display(l.resolved), kinds_text(l.kinds)});
  ctx.out.stdout_text(reporting::render_table(table));
  return 0;
}

}  // namespace

int report_lobe_add(Context& ctx, install::Session& session, const install::LobeAddOutcome& added,
                    bool project) {
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    reporting::MutationResult r;
    r.action = "lobe-add";
    r.target = added.path;
    r.outcome = added.added ? "added" : "no-op";
    r.installed = added.backfill.linked;
    ctx.out.stdout_text(reporting::mutation_json(r));
    return 0;
  }
  const std::string shown = sanitize_display(added.path);
  if (!added.added) {
    ctx.out.stdout_text("lobe " + shown + " is already configured\n");
    return 0;
  }
  std::optional<std::vector<std::string>> kinds;
  if (added.kinds) {
    kinds.emplace();
    for (auto k : *added.kinds) kinds->push_back(std::string(discovery::kind_word(k)));
  }
  ctx.out.stdout_text("added lobe " + shown + " (" + kinds_text(kinds) + ")\n");
  if (!added.backfill.linked.empty()) {
    ctx.out.stdout_text("linked " + std::to_string(added.backfill.linked.size()) +
                        " installed item(s) into it\n");
  }
  if (project) {  // HARN-11: its kind folders hold symlinks into ~/.mind/store
    ctx.out.note("note: " + shown +
                 " now holds symlinks into mind's store; add it to the project's .gitignore");
  }
  return 0;
}

namespace {

int run_add(Context& ctx, const ConfigOptions& o) {
  install::LobeTargetRequest req;
  if (!o.path.empty()) req.path = o.path;
  if (!o.preset.empty()) req.preset = o.preset;
  if (!o.subdir.empty()) req.subdir = o.subdir;
  install::Session& session = ctx.session();
  const install::LobeAddResult added = install::run_add_lobe(session, req, o.force);
  return report_lobe_add(ctx, session, added.added, added.project);
}

int run_remove(Context& ctx, const ConfigOptions& o) {
  install::Session& session = ctx.session();
  const std::string removed = install::remove_lobe(session, o.path);
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    reporting::MutationResult r;
    r.action = "lobe-remove";
    r.target = removed;
    r.outcome = "removed";
    ctx.out.stdout_text(reporting::mutation_json(r));
    return 0;
  }
  ctx.out.stdout_text("removed lobe " + sanitize_display(removed) + "\n");
  return 0;
}

reporting::LobeDetectResult detect_view(const install::LobeDetectResult& detected) {
  reporting::LobeDetectResult view;
  for (const auto& d : detected.found) {
    reporting::DetectedLobe row{
        std::string(d.preset->name), d.path, std::string(install::scope_word(d.preset->scope)), {}};
    for (auto k : d.preset->kinds) row.kinds.push_back(std::string(discovery::kind_word(k)));
    view.detected.push_back(std::move(row));
  }
  view.guidance = detected.guidance;
  view.added = !detected.added.empty();
  return view;
}

int run_detect(Context& ctx) {
  install::Session& session = ctx.session();
  const auto on_found = [&ctx](const install::LobeDetectResult& found) {
    if (ctx.global.json) return;
    std::string text;
    if (found.found.empty()) text += "no known harness homes found\n";
    for (const auto& row : detect_view(found).detected) {
      text += "detected " + row.preset + " (" + row.scope + "): " + sanitize_display(row.path) +
              "\n";
    }
    ctx.out.stdout_text(text);
  };
  const install::LobeDetectResult detected = install::run_detect_lobes(
      session, asker(ctx, !ctx.global.json && ctx.interactive()), on_found);
  if (!ctx.global.json) {
    std::string text;
    for (const auto& added : detected.added) {
      text += "added lobe " + sanitize_display(added.path) + "\n";
    }
    ctx.out.stdout_text(text);
    if (detected.unasked) {
      ctx.out.note("not adding without --yes on a non-interactive run; re-run with --yes");
    }
  }
  ctx.flush_warnings(session);
  const reporting::LobeDetectResult result = detect_view(detected);
  if (ctx.global.json) {
    ctx.out.stdout_text(reporting::lobes_detect_json(result));
    return 0;
  }
  for (const auto& g : result.guidance) ctx.out.note(g);
  return 0;
}

}  // namespace

Verb add_config(CLI::App& app) {
  auto o = std::make_shared<ConfigOptions>();
  CLI::App* cmd = app.add_subcommand("config", "Show and edit config.toml (lobes).");
  cmd->require_subcommand(1, 1);
  CLI::App* show = cmd->add_subcommand("show", "Print the config file and its keys.");
  CLI::App* lobes = cmd->add_subcommand("lobes", "List, add, remove or detect lobes.");
  lobes->alias("target");  // the reference's visible alias of `config lobes`
  lobes->require_subcommand(1, 1);
  CLI::App* list = lobes->add_subcommand("list", "List the configured lobes.");
  CLI::App* add = lobes->add_subcommand("add", "Add a lobe and link the installed items into it.");
  add->add_option("path", o->path, "the lobe directory, or the base for --preset/--subdir");
  add->add_option("--preset", o->preset, "gemini, codex, universal or windsurf (skills only)");
  add->add_option("--subdir", o->subdir, "the lobe base/<REL>, skills only")->excludes("--preset");
  add->add_flag("-f,--force", o->force, "replace files mind does not own at link paths");
  CLI::App* remove = lobes->add_subcommand("remove", "Remove a configured lobe.");
  remove->add_option("path", o->path, "the lobe directory")->required();
  CLI::App* detect = lobes->add_subcommand("detect", "Find harness homes and offer their presets.");
  // show and list only read; add, remove and detect may write config.toml and links.
  auto state = [=] { return show->parsed() || list->parsed() ? StateUse::read : StateUse::write; };
  return {cmd, state, [=](Context& ctx) {
            if (show->parsed()) return run_show(ctx);
            if (list->parsed()) return run_list(ctx);
            if (add->parsed()) return run_add(ctx, *o);
            if (remove->parsed()) return run_remove(ctx, *o);
            if (detect->parsed()) return run_detect(ctx);
            return 2;
          }};
}

}  // namespace mind::cli
