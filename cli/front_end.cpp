#include "cli/front_end.hpp"

namespace mind::cli {

install::Asker asker(const Context& ctx, bool can_ask) {
  install::Asker a;
  a.yes = ctx.global.yes;
  a.can_ask = can_ask;
  const Context* c = &ctx;
  a.ask = [c](const install::Question& q) {
    if (q.show_statement && !q.statement.empty()) c->out.note(q.statement);
    return q.default_yes ? c->confirm(q.prompt) : c->confirm_no_default(q.prompt);
  };
  return a;
}

install::NoteSink note_sink(const Context& ctx) {
  const Context* c = &ctx;
  return [c](const std::string& text) { c->out.note(text); };
}

}  // namespace mind::cli
