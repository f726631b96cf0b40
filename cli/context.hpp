#pragma once
/// What every verb gets: the global flags (CLI-150, CLI-162, CLI-240), the
/// resolved paths, and the output channels. Under --json the document goes to
/// the real stdout and everything else to stderr (CLI-217).

#include <optional>
#include <string>

#include "discovery/scan.hpp"
#include "install/session.hpp"
#include "reporting/terminal.hpp"
#include "store/paths.hpp"

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
  bool stdout_is_tty() const { return stdout_tty_; }

 private:
  int document_fd_ = 1;
  bool stdout_tty_ = false;
};

struct Context {
  GlobalOptions global;
  Output out;
  reporting::Style style;

  store::MindPaths paths() const { return store::resolve_mind_paths(); }
  /// The scan options of this run: the metadata cap resolved from the flag,
  /// the environment and config.toml (DSC-104); throws `bad-metadata-size`.
  discovery::ScanOptions scan_options() const;
  /// Prints and clears the session's accumulated warnings.
  void flush_warnings(install::Session& session) const;
  /// True when a prompt may be shown: MIND_TTY, else stdin is a terminal.
  bool interactive() const;
  /// Asks `question [Y/n]`; Enter is yes, EOF is no.
  bool confirm(const std::string& question) const;
  /// Asks `question [y/N]`; only an explicit yes is yes, EOF is no (DEP-31, DEP-60).
  bool confirm_no_default(const std::string& question) const;
};

/// HARN-20: with --local, narrows the session's lobes to the project lobe under
/// the cwd (or throws); without it, notes on stderr that --local exists when
/// the cwd is inside a project lobe (never under --json).
void apply_local_scope(const Context& ctx, install::Session& session, bool local);

}  // namespace mind::cli
