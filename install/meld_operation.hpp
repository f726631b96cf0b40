#pragma once
/// The whole `meld` verb as one operation: register the source (install/meld),
/// meld its `[discover].sources` chain (DSC-38, DSC-54), explain a source that
/// offered nothing (CLI-205), ask before installing what it offers (CLI-23,
/// CLI-156), install it as a batch, and check the touched workflows' harness
/// names (WF-31). The command line and the browser both call it; each renders
/// the result its own way.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "install/empty_source.hpp"
#include "install/front_end.hpp"
#include "install/learn.hpp"
#include "install/meld.hpp"
#include "install/sources/super_source.hpp"

namespace mind::install {

struct MeldOptions {
  MeldRequest request;            // what to register (spec, pins, layout, hooks override)
  bool register_only = false;     // --register-only: install nothing
  bool force = false;             // replace foreign link targets (decision 10) and re-offer hooks
  bool recursive = false;         // -r: every nested source's items too (DSC-55)
  bool report_unguarded = false;  // NS-20: warn about bare sibling mentions (--verbose)
  Consents consents;              // source_install, item_install, build
  Asker asker;                    // the install question
  /// Called once the source (and its chain) is registered, before the install
  /// question: the command line prints what was melded there, so the question
  /// follows it. May be null.
  std::function<void(const struct MeldResult&)> on_registered;
};

/// CLI-12: one item of a re-melded source, as the re-meld reports it.
struct RemeldItem {
  std::string key;        // kind:effective name
  std::string learn_ref;  // `<source>#<kind>:<bare>`: what `mind learn` takes
  bool installed = false;
  std::string commit;  // the installed commit, when installed
  bool lags = false;   // that commit is not the source's checkout
};

struct MeldResult {
  MeldOutcome melded;                  // the source itself
  std::vector<NestedMeld> nested;      // its `[discover].sources` chain, in meld order
  std::vector<SkippedSource> skipped;  // nested entries left out (DSC-79, DSC-93)
  /// Notes about the meld, sanitized, in the order said: the layout kept
  /// (CLI-206), a plugin's skipped components (MKT-4), a second instance
  /// (STO-60).
  std::vector<std::string> notes;
  /// CLI-205: why the source offered nothing and what would take its items.
  std::vector<std::string> empty_explanation;
  std::optional<EmptySourceExplanation> empty_source;  // the same, as data
  std::vector<RemeldItem> remeld_items;                // CLI-12: a re-meld's items and their state
  std::size_t pending = 0;              // items offered and not installed yet, the chain included
  bool declined = false;                // the front end answered no
  bool unasked = false;                 // pending, but nobody could be asked and no --yes (CLI-156)
  std::optional<LearnOutcome> learned;  // when it installed
  std::vector<std::string> workflow_warnings;  // WF-31: the harness checks of what it installed
};

/// Throws what install::meld and install_offered throw.
MeldResult run_meld(Session& session, const MeldOptions& options);

/// CLI-205: why a source offered nothing and what would take its items; empty
/// when the source's own files say what it holds (a mind.toml, a plugin, a
/// super-source). Sanitized lines.
std::vector<std::string> explain_empty_source(const SourceCatalog& catalog,
                                              const std::string& identity, const std::string& spec);
/// The same explanation as data; nullopt where explain_empty_source is empty.
std::optional<EmptySourceExplanation> empty_source_explanation(const SourceCatalog& catalog,
                                                               const std::string& identity,
                                                               const std::string& spec);

}  // namespace mind::install
