#pragma once
/// What an operation asks of the front end that runs it (the command line, the
/// `probe` browser): the consents for hooks, the answer to a question, and
/// where progress goes. Every state-changing verb is one operation taking these
/// by named fields, so two front ends run the same sequence with the same
/// consent rules and only render differently (libgit2's `git_clone_options`
/// with its callbacks is the model).

#include <functional>
#include <string>
#include <vector>

#include "install/hooks/hook_runner.hpp"
#include "install/session.hpp"

namespace mind::install {

/// The hook consents of one run, one per event family (HOOK-10, HOOK-72,
/// HOOK-82, HOOK-83). A null gate: hooks of that family do not run.
struct Consents {
  const HookGate* source_install = nullptr;  // a source's [source].install hooks
  const HookGate* item_install = nullptr;    // an item's install and update hooks
  const HookGate* build = nullptr;           // a tool's build hooks
  const HookGate* uninstall = nullptr;       // a source's and its items' uninstall hooks
};

/// Points the session's item-hook consents at `consents` for one operation and
/// clears them when it ends, so no gate outlives the front end that made it.
class ScopedConsents {
 public:
  ScopedConsents(Session& session, const Consents& consents);
  ~ScopedConsents();
  ScopedConsents(const ScopedConsents&) = delete;
  ScopedConsents& operator=(const ScopedConsents&) = delete;

 private:
  Session& session_;
};

/// A question an operation needs answered before it changes something.
struct Question {
  std::string statement;  // what would happen (lists bounded by the caller), may be empty
  std::string prompt;     // the question itself, e.g. "install 3 items from x?"
  bool default_yes = false;
  bool show_statement = true;  // the front end shows the statement above the prompt
  /// When nobody can be asked: the `confirmation-required` error's message
  /// (default: the statement, else the prompt) and its hints.
  std::string refusal;
  std::vector<std::string> refusal_hints;
};

/// How the front end answers questions.
struct Asker {
  bool yes = false;      // --yes: every question is answered yes, unasked
  bool can_ask = false;  // a front end is there to answer (a terminal; never --json)
  std::function<bool(const Question&)> ask;

  /// yes: true. Nobody to ask: throws `confirmation-required` carrying the
  /// statement and the hints. Else the front end's answer.
  bool decide(const Question& question) const;
  /// As decide, but nobody to ask is a plain no (no error).
  bool decide_or_no(const Question& question) const;
};

/// Lines an operation says while it runs (notes on stderr for the CLI, a status
/// line for the browser). Null: dropped.
using NoteSink = std::function<void(const std::string&)>;

}  // namespace mind::install
