#include "install/introspect.hpp"
#include "cli/verbs.hpp"
#include "reporting/json_render.hpp"
#include "reporting/lifecycle_views.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct IntrospectOptions {
  bool fix = false;
};

int run(Context& ctx, const IntrospectOptions& o) {
  // --fix repairs, so it takes the lock exclusively and first recovers what
  // interrupted runs left; a plain check only reads.
  install::Session& session = ctx.session();
  ctx.flush_warnings(session);
  const install::IntrospectReport report = install::introspect(session, o.fix);
  ctx.flush_warnings(session);
  ctx.out.stdout_text(ctx.global.json ? reporting::introspect_json(report)
                                      : reporting::introspect_text(report, ctx.style));
  return 0;
}

}  // namespace

Verb add_introspect(CLI::App& app) {
  auto o = std::make_shared<IntrospectOptions>();
  CLI::App* cmd = app.add_subcommand(
      "introspect", "Check installed items, links, the store and sources for problems.");
  cmd->alias("doctor");
  cmd->add_flag("--fix", o->fix, "repair what can be repaired without changing versions");
  return {cmd, [o] { return o->fix ? StateUse::write : StateUse::read; },
          [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli
