/// `dump [--whole-sources] [--output PATH]` (DUMP-1..11): writes a pinned
/// super-source `mind.toml` to stdout or a file. Always TOML: `--json` only
/// earns a note on stderr (DUMP-9, CLI-218). Read-only: the shared lock.

#include "install/dump.hpp"
#include "cli/verbs.hpp"
#include "core/sanitize.hpp"
#include "store/atomic_file.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct DumpCliOptions {
  std::string output;
  install::DumpOptions dump;
};

int run(Context& ctx, DumpCliOptions o) {
  if (ctx.global.json) ctx.out.note("note: --json does not apply to dump; it always writes TOML");
  install::Session& session = ctx.session();
  // Where the file goes: a relatively given local source is written relative
  // to it. On stdout the folder is unknown (`mind dump > elsewhere/mind.toml`),
  // so every path stays absolute: one that points wrong loses a source.
  if (!o.output.empty()) o.dump.destination_dir = store::lexically_absolute(o.output).parent_path();
  const std::string text = install::dump_super_source(session, o.dump);
  ctx.flush_warnings(session);
  if (o.output.empty()) {
    ctx.out.stdout_text(text);
    return 0;
  }
  store::write_file_atomically(store::lexically_absolute(o.output), text);
  ctx.out.note("wrote " + mind::sanitize_display(store::lexically_absolute(o.output).string()));
  return 0;
}

}  // namespace

Verb add_dump(CLI::App& app) {
  auto o = std::make_shared<DumpCliOptions>();
  CLI::App* cmd = app.add_subcommand(
      "dump", "Write a pinned super-source mind.toml that reproduces the installed set.");
  cmd->add_option("-o,--output", o->output, "write to this file instead of stdout");
  cmd->add_flag("--whole-sources", o->dump.whole_sources,
                "install every item of each source on re-meld, not only what is installed now");
  return {cmd, always(StateUse::read), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli
