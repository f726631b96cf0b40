#pragma once
/// The browser's actions: each is one of install/'s operations (the very one
/// the command line's verb calls), run under the exclusive lock in a write
/// session opened for that action alone, so the browser holds no lock while
/// idle (TUI-25). The front end (questions, hook consent, notes) is the
/// browser's; the results come back as lines to show inline, and an error is
/// a result (`failed`), never an exit.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "discovery/scan.hpp"
#include "install/front_end.hpp"
#include "install/upgrade.hpp"
#include "store/paths.hpp"

namespace mind::browser {

struct FrontEnd {
  install::Asker asker;                     // the browser's dialog; --yes answers all
  const install::HookGate* gate = nullptr;  // the hook consent (suspends the browser)
  install::NoteSink note;                   // an operation's notes, shown inline
};

struct Outcome {
  std::vector<std::string> lines;  // sanitized, in order
  bool failed = false;
};

struct LobeLine {
  std::string path;   // resolved, raw
  std::string kinds;  // "every kind" or the list
};

class Actions {
 public:
  Actions(store::MindPaths paths, discovery::ScanOptions scan, FrontEnd front)
      : paths_(std::move(paths)), scan_(std::move(scan)), front_(std::move(front)) {}

  /// install::run_learn over `refs` (items, a bucket's items, `source#*`).
  Outcome learn(const std::vector<std::string>& refs);
  /// install::run_forget of one installed (or unmanaged) item.
  Outcome forget(const std::string& ref, bool unmanaged);
  /// install::run_meld of a typed spec, or a discovered `[discover].sources` entry.
  Outcome meld(const std::string& spec);
  /// install::run_unmeld of one source.
  Outcome unmeld(const std::string& source);
  /// install::run_sync of every source.
  Outcome sync();
  /// install::run_upgrade of every installed item (a ref narrows it);
  /// `on_pending` sees the plan before the question, as the CLI prints it.
  Outcome upgrade(const std::optional<std::string>& filter,
                  const std::function<void(const install::UpgradePlan&)>& on_pending);
  /// The configured lobes (a read session).
  std::vector<LobeLine> lobes() const;
  /// install::run_add_lobe of a preset; install::remove_lobe of a path.
  Outcome add_lobe(const std::string& preset);
  Outcome remove_lobe(const std::string& path);

 private:
  Outcome with_write_session(const std::function<void(install::Session&, Outcome&)>& body);
  store::MindPaths paths_;
  discovery::ScanOptions scan_;
  FrontEnd front_;
};

}  // namespace mind::browser
