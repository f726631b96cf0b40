#pragma once
/// `meld`: register a source in sources.json and scan it once, so the caller
/// can offer or install its items (CLI-10, CLI-12, CLI-13, CLI-17, CLI-18,
/// CLI-23, CLI-25, CLI-27, CLI-159, CLI-200..202, CLI-209, CLI-236). A remote
/// or pinned source is cloned with libgit2 into a stage and moved into place
/// before it is registered (store/checkout), so a failed or killed clone
/// registers nothing.

#include <optional>
#include <string>
#include <vector>

#include "install/hooks/hook_runner.hpp"
#include "install/session.hpp"
#include "install/sources/source_catalog.hpp"
#include "store/source_spec.hpp"

namespace mind::install {

struct MeldRequest {
  std::string spec = ".";                   // CLI-25: the current directory by default
  std::vector<std::string> pins;            // every pin flag given, aliases folded (CLI-202)
  std::optional<std::string> namespace_;    // --namespace/-N (CLI-13, CLI-159)
  std::vector<std::string> learn_patterns;  // --learn (CLI-236)
  bool progress = false;                    // draw a transfer-progress line on stderr
  /// Persisted on a NEW registry entry and applied by every later scan and
  /// `sync` (DSC-51, DSC-75, DSC-84, STO-17, STO-44); a re-meld keeps the old ones.
  std::optional<std::vector<std::string>> roots;      // --root: replaces the convention roots
  std::optional<std::vector<std::string>> add_roots;  // --add-root: convention roots on top
  bool flat_skills = false;                           // --flat-skills
  /// `--kind` or a curated entry's `kind` for a file link (LNK-21, DSC-100):
  /// recorded on the instance (LNK-22); a usage error on anything but a link.
  std::optional<std::string> link_kind;
  /// The layout above came from a curator's entry, not the user (DSC-60,
  /// DSC-77, DSC-88): applied only when the nested repo ships no mind.toml.
  bool curator_layout = false;
  /// A curator's `[[discover.sources.hooks]]` for this source: recorded on it as
  /// curated and used while it ships no mind.toml of its own (DSC-59..61, HOOK-127).
  std::vector<discovery::HookDecl> curated_hooks;
  /// The consent for the source's install hooks (HOOK-10, HOOK-20..22); none: no hook runs.
  const HookGate* hooks = nullptr;
  std::optional<std::string> install_hook;  // --install-hook (HOOK-2, HOOK-56): a new meld only
  bool rerun_hooks = false;                 // --force: re-offer every install hook (HOOK-60)
  /// The spec was a relative local path (recorded for `dump`, issue 31).
  bool given_relative = false;
};

struct MeldOutcome {
  std::string identity;
  bool already_melded = false;
  std::optional<std::string> repinned_from, repinned_to;  // CLI-209 (both set on a change)
  bool already_pinned = false;                            // CLI-209: same pin, same commit
  std::vector<std::string> other_instances;               // STO-60 note (new aliased instance)
  std::vector<SourceCatalog> catalogs;                    // the melded source's scan (one entry)
  std::vector<OfferedItem> offered;                       // its items
  bool layout_kept = false;  // a re-meld gave --root/--add-root/--flat-skills: kept the old ones
  bool curator_layout_ignored = false;  // DSC-60: the repo has a mind.toml, the entry's layout lost
  HookRunResult hooks;                  // the source's install hooks: what ran, what was skipped
  std::vector<OfferedItem> pending;     // of those, the ones to install (not installed yet,
                                        // and matching --learn when given)
};

/// The spec `text` names, with its identity alias: a local path keeps the
/// identity it was melded under, and a folder whose `host/owner/repo` another
/// folder already holds gets the next free `<repo>-<n>` (one identity per
/// canonical path). Throws as `parse_source_spec`.
store::SourceSpec meld_spec(const Session& session, const std::string& text,
                            const std::optional<std::string>& namespace_);

/// Registers the source (saving sources.json) and scans it. A working tree
/// whose mind.toml declares a pin directive is cloned at that pin (DSC-41). Throws
/// `conflicting-pin`, `bad-pin-spec`, `invalid-ref`, `invalid-learn-pattern`
/// (all before any git work), `invalid-repo-spec`, `unsafe-repo-spec`,
/// `unsafe-prefix`, `reserved-prefix`, `unsafe-clone-path`, `git`, and
/// `learn-pattern-no-match` (after registering: the source stays melded).
/// With `request.hooks`, a new source's install hooks run in its clone before
/// it is registered, and a re-meld runs those not yet run at its commit
/// (HOOK-10, HOOK-60); `hook-failed` or `hook-aborted` from a new meld leaves
/// no registration and no clone (HOOK-21, HOOK-30, HOOK-53).
MeldOutcome meld(Session& session, const MeldRequest& request);

}  // namespace mind::install
