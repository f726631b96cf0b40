/// `config show` and `config lobes list|add|remove|detect` (CLI-110..113,
/// CLI-199, HARN-4, HARN-5, HARN-7, HARN-10). Locks per Reference G: show
/// and list shared, add/remove/detect exclusive.

#include <cstdint>
#include <cstdlib>
#include <limits>

#include <nlohmann/json.hpp>

#include "cli/front_end.hpp"
#include "cli/lobe_report.hpp"
#include "cli/verbs.hpp"
#include "core/byte_size.hpp"
#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/lobes/lobe_admin.hpp"
#include "install/lobes/lobe_target.hpp"
#include "reporting/json_render.hpp"
#include "reporting/table.hpp"
#include "store/policy.hpp"

namespace mind::cli {
namespace {

struct ConfigOptions {
  std::string path, preset, subdir, project;
  bool force = false;
  bool snapshot = false;  // HARN-12: frozen copies, no config entry
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

// `config show --json`: the effective managed policy as a `policy` member.
std::string with_policy_json(const std::string& doc, const store::Policy& p) {
  using nlohmann::ordered_json;
  ordered_json j = ordered_json::parse(doc);
  ordered_json auto_meld = ordered_json::array();
  for (const store::AutoMeld& e : p.sources.auto_meld) {
    auto_meld.push_back({{"repo", e.repo},
                         {"pin", e.pin_flag()},
                         {"install", e.install},
                         {"run-build-hooks", e.run_build_hooks}});
  }
  ordered_json policy = {
      {"file", p.file.string()},
      {"from_env", p.from_env},
      {"min-mind-version", p.min_mind_version ? ordered_json(*p.min_mind_version) : ordered_json()},
      {"sources",
       {{"allow", p.sources.allow},
        {"lock", p.sources.lock},
        {"allow-local", p.sources.allow_local},
        {"pinned", p.sources.pinned},
        {"auto_meld", auto_meld}}},
      {"lobes",
       {{"lock", p.lobes.lock},
        {"targets", p.lobes.targets ? ordered_json(*p.lobes.targets) : ordered_json()}}},
      {"review", {{"refuse", p.review.refuse}, {"warn", p.review.warn}}}};
  j["policy"] = std::move(policy);
  return j.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

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
    std::string doc = reporting::config_show_json(v);
    if (session.policy) doc = with_policy_json(doc, *session.policy);
    ctx.out.stdout_text(doc);
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
  if (session.policy) ctx.out.stdout_text("\n" + store::describe_policy(*session.policy));
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

int report_lobe_add(Context& ctx, install::Session& session, const install::LobeAddResult& result) {
  const install::LobeAddOutcome& added = result.added;
  const bool project = result.project;
  ctx.flush_warnings(session);
  if (!added.added && result.preset) {  // a shared folder is one lobe: say which serves it
    ctx.out.note("note: " + std::string(result.preset->name) + " reads " +
                 sanitize_display(added.path) + "/skills, already served by the lobe " +
                 sanitize_display(added.served_by) + "; nothing added");
  }
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

int report_lobe_snapshot(Context& ctx, const install::LobeSnapshotResult& result) {
  for (const std::string& f : result.failures) ctx.out.warn(f);
  const std::string shown = sanitize_display(result.path);
  if (!result.failures.empty()) {  // after what was frozen is said; never a silent exit 1
    if (!ctx.global.json && !result.frozen.empty()) {
      ctx.out.stdout_text("wrote " + std::to_string(result.frozen.size()) + " frozen item(s) to " +
                          shown + "\n");
    }
    throw Error(result.failure_kind,
                std::to_string(result.failures.size()) + " item(s) were not frozen into " + shown +
                    " (the warnings above say why)",
                {"move what is in the way, or re-run with --force to replace it"});
  }
  if (ctx.global.json) {  // HARN-14: no git note under --json
    reporting::MutationResult r;
    r.action = "lobe-add";
    r.target = result.path;
    r.outcome = result.frozen.empty() ? "no-op" : "snapshot";
    r.count = static_cast<long long>(result.frozen.size());
    r.installed = result.frozen;
    ctx.out.stdout_text(reporting::mutation_json(r));
    return 0;
  }
  if (result.frozen.empty()) {
    ctx.out.note("note: nothing installed goes to " + shown + "; nothing was written");
    return 0;
  }
  ctx.out.stdout_text("wrote " + std::to_string(result.frozen.size()) + " frozen " +
                      (result.skills_only ? "skill(s)" : "item(s)") + " to " + shown + "\n");
  if (!result.in_git) {
    ctx.out.note("note: " + shown +
                 " is not inside a git repository; commit the copies with the project, as mind "
                 "does not track or update them");
  }
  return 0;
}

namespace {

int run_add(Context& ctx, const ConfigOptions& o) {
  install::LobeTargetRequest req;
  if (!o.path.empty()) req.path = o.path;
  if (!o.preset.empty()) req.preset = o.preset;
  if (!o.subdir.empty()) req.subdir = o.subdir;
  if (!o.project.empty()) {  // the project whose folder of the agent is the lobe
    if (req.path || (!req.preset && !req.subdir)) {
      throw Error(ErrorKind::lobe_target_required,
                  "--project takes the place of the positional base",
                  {"e.g. mind config lobes add --project ~/work/app --preset cursor"});
    }
    req.path = o.project;
  }
  install::Session& session = ctx.session();
  if (o.snapshot)
    return report_lobe_snapshot(ctx, install::run_snapshot_lobe(session, req, o.force));
  return report_lobe_add(ctx, session, install::run_add_lobe(session, req, o.force));
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

std::vector<std::string> kind_words(const install::KindList& kinds) {
  std::vector<std::string> words;
  if (!kinds) {
    for (auto k : discovery::kAllKinds) {
      if (discovery::traits(k).linked) words.push_back(std::string(discovery::kind_word(k)));
    }
    return words;
  }
  for (auto k : *kinds) words.push_back(std::string(discovery::kind_word(k)));
  return words;
}

reporting::LobeDetectResult detect_view(const install::LobeDetectResult& detected) {
  reporting::LobeDetectResult view;
  for (const auto& d : detected.found) {
    reporting::DetectedLobe row{std::string(d.preset->name), d.path,
                                std::string(install::scope_word(d.scope)),
                                kind_words(d.preset->kinds(d.scope))};
    row.configured = d.configured;
    row.shared = d.shared;
    view.detected.push_back(std::move(row));
  }
  view.guidance = detected.guidance;
  view.added = !detected.added.empty();
  return view;
}

int run_presets(Context& ctx) {
  const std::filesystem::path home = install::detect_home();
  std::vector<reporting::PresetRow> rows;
  for (const install::LobePreset& p : install::lobe_presets()) {
    reporting::PresetRow row;
    row.name = std::string(p.name);
    row.agent = std::string(p.agent);
    row.global = install::describe_global(p);
    row.project = install::describe_project(p);
    if (p.global) row.global_kinds = kind_words(p.global_kinds);
    if (p.project) row.project_kinds = kind_words(p.project_kinds);
    row.installed = install::looks_installed(p, home);
    row.global_source = std::string(p.global_source);
    row.project_source = std::string(p.project_source);
    rows.push_back(std::move(row));
  }
  if (ctx.global.json) {
    ctx.out.stdout_text(reporting::lobes_presets_json(rows));
    return 0;
  }
  auto joined = [](const std::vector<std::string>& v) {
    std::string s;
    for (const auto& w : v) s += (s.empty() ? "" : ",") + w;
    return s;
  };
  std::vector<reporting::Row> table = {{"preset", "global", "project", "kinds", "installed"}};
  for (const auto& r : rows) {
    std::string kinds = joined(r.global.empty() ? r.project_kinds : r.global_kinds);
    if (!r.global.empty() && !r.project.empty() && r.global_kinds != r.project_kinds) {
      kinds += " (project: " + joined(r.project_kinds) + ")";
    }
    table.push_back({r.name, r.global.empty() ? "-" : r.global + "/skills",
                     r.project.empty() ? "-" : r.project + "/skills", kinds,
                     r.installed ? "yes" : "no"});
  }
  ctx.out.stdout_text(reporting::render_table(table));
  ctx.out.note("note: " + std::to_string(rows.size()) +
               " presets; where each path was confirmed: --json, or docs/agents.md");
  return 0;
}

int run_detect(Context& ctx) {
  install::Session& session = ctx.session();
  const auto on_found = [&ctx](const install::LobeDetectResult& found) {
    if (ctx.global.json) return;
    std::string text;
    if (found.found.empty()) text += "no known harness homes found\n";
    for (const auto& row : detect_view(found).detected) {
      text += "detected " + row.preset + " (" + row.scope + "): " + sanitize_display(row.path) +
              (row.configured ? " (already a lobe)"
               : row.shared   ? " (the same lobe as above)"
                              : "") +
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
  add->add_option("path", o->path, "the lobe directory, or the project for --preset/--subdir");
  add->add_option("--preset", o->preset,
                  "an agent's folder: claude-code, codex, cursor, gemini-cli, github-copilot, "
                  "opencode, windsurf, ... (all: mind config lobes presets)");
  add->add_option("--project", o->project, "with --preset: that project's folder of the agent");
  add->add_option("--subdir", o->subdir, "the lobe base/<REL>, skills only")->excludes("--preset");
  add->add_flag("--snapshot", o->snapshot,
                "write frozen copies of the installed items instead of adding a lobe");
  add->add_flag("-f,--force", o->force, "replace files mind does not own at link paths");
  CLI::App* remove = lobes->add_subcommand("remove", "Remove a configured lobe.");
  remove->add_option("path", o->path, "the lobe directory")->required();
  CLI::App* detect =
      lobes->add_subcommand("detect", "Find agents installed here and offer their presets.");
  CLI::App* presets = lobes->add_subcommand(
      "presets", "List every agent preset: its folders, kinds, and whether it looks installed.");
  // show and list only read; add, remove and detect may write config.toml and links.
  auto state = [=] {
    return show->parsed() || list->parsed() || presets->parsed() ? StateUse::read : StateUse::write;
  };
  return {cmd, state, [=](Context& ctx) {
            if (show->parsed()) return run_show(ctx);
            if (list->parsed()) return run_list(ctx);
            if (add->parsed()) return run_add(ctx, *o);
            if (remove->parsed()) return run_remove(ctx, *o);
            if (detect->parsed()) return run_detect(ctx);
            if (presets->parsed()) return run_presets(ctx);
            return 2;
          }};
}

}  // namespace mind::cli
