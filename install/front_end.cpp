#include "install/front_end.hpp"

#include "core/error.hpp"

namespace mind::install {

ScopedConsents::ScopedConsents(Session& session, const Consents& consents) : session_(session) {
  session_.build_hooks = consents.build;
  session_.item_install_hooks = consents.item_install;
}

ScopedConsents::~ScopedConsents() {
  session_.build_hooks = nullptr;
  session_.item_install_hooks = nullptr;
}

bool Asker::decide(const Question& question) const {
  if (yes) return true;
  if (!can_ask || !ask) {
    const std::string& text = !question.refusal.empty()     ? question.refusal
                              : !question.statement.empty() ? question.statement
                                                            : question.prompt;
    throw Error(ErrorKind::confirmation_required, text, question.refusal_hints);
  }
  return ask(question);
}

bool Asker::decide_or_no(const Question& question) const {
  if (yes) return true;
  if (!can_ask || !ask) return false;
  return ask(question);
}

}  // namespace mind::install
