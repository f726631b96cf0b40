/// `mind init-source [path]` (INIT-*, HOOK-57, DSC-82): wiring only;
/// review/init_source scaffolds, reports and (with --template) rewrites.

#include "review/init_source.hpp"
#include "cli/verbs.hpp"
#include "core/sanitize.hpp"

namespace mind::cli {
namespace {

struct InitFlags {
  std::string path = ".";
  review::InitSourceRequest request;
  std::string namespace_;
};

int run(Context& ctx, InitFlags f, const CLI::App& cmd) {
  f.request.dir = f.path;
  if (cmd.count("--namespace") > 0) f.request.namespace_ = f.namespace_;
  const review::InitSourceReport report = review::init_source(f.request, ctx.scan_options());
  for (const std::string& n : report.notes) ctx.out.note(n);
  std::string text;
  for (const std::string& w : report.written) text += "wrote " + w + "\n";
  for (const review::InitItemReport& item : report.items) {
    text += item.key;
    if (!item.references.empty()) {
      text += " -> ";
      for (std::size_t i = 0; i < item.references.size(); ++i) {
        text += (i ? ", " : "") + item.references[i];
      }
    }
    text += "\n";
    for (const std::string& m : item.mentions) {
      text += "  mentions " + m + " bare; `--template` wraps it as {{ns:" + m + "}}\n";
    }
  }
  if (report.rewritten) {
    for (const auto& file : report.rewritten->rewritten) {
      text += "rewrote " + file.path + " (" + std::to_string(file.rewrites) + " mention(s))\n";
    }
    for (const auto& file : report.rewritten->left) {
      ctx.out.note("left " + file.path + " as it is: only markdown is rewritten");
    }
  }
  if (report.items.empty())
    text += "no items found yet: add skills/<name>/SKILL.md, agents/<name>.md, ...\n";
  ctx.out.stdout_text(text);
  return 0;
}

}  // namespace

Verb add_init_source(CLI::App& app) {
  auto f = std::make_shared<InitFlags>();
  CLI::App* cmd = app.add_subcommand(
      "init-source", "Scaffold a source's mind.toml and report its items' references.");
  cmd->add_option("path", f->path, "the repository (default: the current directory)");
  cmd->add_flag("--template", f->request.template_,
                "rewrite bare sibling names into {{ns:NAME}} tokens (markdown only)");
  cmd->add_flag("--marketplace", f->request.marketplace,
                "also scaffold .claude-plugin/marketplace.json");
  cmd->add_flag("--flat-skills", f->request.flat_skills,
                "a skill is any <name>/SKILL.md folder (writes flat-skills = true)");
  cmd->add_option("-N,--namespace", f->namespace_, "write [source].namespace in the scaffold");
  return {cmd, always(StateUse::none), [f, cmd](Context& ctx) { return run(ctx, *f, *cmd); }};
}

}  // namespace mind::cli
