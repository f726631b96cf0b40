#pragma once
/// `mind probe` on a terminal: the browser's entry point and its key loop.
/// It reads the state with a read session per refresh, draws, maps each key
/// to an action through the key table, runs actions through install/'s
/// operations (browser/actions.hpp), and confirms every change in a dialog
/// first. A hook's consent is asked exactly as the command line asks it: the
/// browser steps aside (the normal terminal shows the disclosure and reads
/// the answer), then returns.

#include "browser/search.hpp"
#include "discovery/scan.hpp"
#include "store/paths.hpp"

namespace mind::browser {

struct BrowserOptions {
  store::MindPaths paths;
  discovery::ScanOptions scan;
  Filter seed;         // `probe [query] --kind --source`
  bool fancy = false;  // the color and Unicode gate (NO_COLOR, --ascii)
  bool yes = false;    // --yes: every question answered yes (hooks still ask: HOOK-23)
};

/// Runs the browser until q or a second Ctrl-C; the terminal is restored on
/// every way out. Returns the exit code (0, or 130 after Ctrl-C).
int run_browser(const BrowserOptions& options);

}  // namespace mind::browser
