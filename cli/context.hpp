#pragma once
/// What every verb gets: the global flags (CLI-150, CLI-162, CLI-240), the
/// resolved paths, and the output channels. Under --json the document goes to
/// the real stdout and everything else to stderr (CLI-217).

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "discovery/scan.hpp"
#include "install/scanned_session.hpp"
#include "install/session.hpp"
#include "reporting/terminal.hpp"
#include "store/paths.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {

struct GlobalOptions {
  bool json = false;
  bool yes = false;
  bool verbose = false;
  bool ascii = false;
  std::optional<std::string> max_metadata_size;  // CLI-240
};

class Output {
 public:
  /// Under --json, keeps a close-on-exec copy of stdout for the one document
  /// and points fd 1 at stderr for the rest of the run (CLI-217).
  void start(bool json);
  /// The JSON document (json mode) or text (text mode), on the real stdout.
  void stdout_text(const std::string& text) const;
  /// Notes and warnings: always stderr.
  void note(const std::string& text) const;
  void warn(const std::string& text) const;
  /// A prompt on stderr, without a line break.
  void prompt(const std::string& text) const;
  bool stdout_is_tty() const { return stdout_tty_; }

 private:
  int document_fd_ = 1;
  bool stdout_tty_ = false;
};

/// What a verb needs prepared before it runs.
enum class StateUse {
  none,   // no state: no lock, no session (review reads a tree, not MIND_HOME)
  read,   // the shared lock and a read session
  write,  // the exclusive lock and a write session, which first finishes what a
          // killed run left (journal replay, `.tmp` recovery; decision 6)
};

class Context {
 public:
  GlobalOptions global;
  Output out;
  reporting::Style style;

  /// Called once by main, after parsing and before the verb runs: resolves the
  /// paths and the scan options (a bad metadata size fails here, DSC-111) and
  /// takes the lock the verb declared, before its first read of state.
  void prepare(StateUse use);

  const store::MindPaths& paths() const { return paths_; }
  /// The scan options of this run: the metadata cap resolved from the flag,
  /// the environment and config.toml (DSC-104).
  const discovery::ScanOptions& scan_options() const { return scan_; }
  /// The session, opened on first use with the declared access; a verb that
  /// declared StateUse::none has none (std::logic_error).
  install::Session& session();
  /// The session with every source's catalog, scanned beside the manifest
  /// load: read verbs that list both, and `upgrade --no-sync`.
  install::ScannedSession& scanned_session(
      install::ScanFailure failures = install::ScanFailure::report);

  /// Prints and clears the session's accumulated warnings.
  void flush_warnings(install::Session& session) const;
  /// True when a prompt may be shown: MIND_TTY, else stdin is a terminal.
  bool interactive() const;
  /// Asks `question [Y/n]`; Enter is yes, EOF is no.
  bool confirm(const std::string& question) const;
  /// Asks `question [y/N]`; only an explicit yes is yes, EOF is no (DEP-31, DEP-60).
  bool confirm_no_default(const std::string& question) const;

 private:
  StateUse use_ = StateUse::none;
  store::MindPaths paths_;
  discovery::ScanOptions scan_;
  std::unique_ptr<store::StateLock> lock_;
  std::optional<install::ScannedSession> scanned_;  // holds the session when opened
  std::optional<install::Session> session_;
};

/// HARN-20: with --local, narrows the session's lobes to the project lobe under
/// the cwd (or throws); without it, notes on stderr that --local exists when
/// the cwd is inside a project lobe (never under --json).
void apply_local_scope(const Context& ctx, install::Session& session, bool local);

}  // namespace mind::cli
