#pragma once
/// The managed policy's gates (spec hooks-policy POL-10..69, design decision
/// 17), called from inside the operations so that every front end (the
/// command line, the `probe` browser) is held to the same policy. Each gate
/// reads the policy the session loaded once (Session::policy); with none, it
/// passes everything (POL-4). Every refusal names the policy file and the rule
/// (POL-37) and carries `{"policy": <file>, "rule": <rule>}` as the error's
/// details, the `--json` envelope's structural field.

#include <optional>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "discovery/catalog.hpp"
#include "install/session.hpp"
#include "store/registry.hpp"
#include "store/source_spec.hpp"

namespace mind::install {

/// An Error of `kind` naming the policy file and `rule`, with the details.
Error policy_error(const Session& session, ErrorKind kind, const std::string& rule,
                   const std::string& message, std::vector<std::string> hints = {});

/// POL-11, POL-13, POL-36, POL-56, POL-57, POL-67: decided from the parsed
/// spec, before any clone or folder. Under lock, a non-matching identity (or any
/// local one with `allow-local = false`) throws `source-not-allowed`; without
/// lock a miss is a warning in session.warnings.
void check_meld_allowed(Session& session, const store::SourceSpec& spec);

/// POL-20: under `pinned = true`, a meld that would follow a branch (the
/// default one, `branch=`, or a linked working tree) throws
/// `unpinned-source-forbidden`. `what` says what would float.
void check_meld_pinned(const Session& session, const std::string& identity, bool floating,
                       const std::string& what);

/// POL-12, POL-67, POL-68: whether a registered source may be acted on: true
/// without a lock; under lock, its base `host/owner/repo` (from the structured
/// fields) must match `allow`.
bool source_allowed(const Session& session, const store::Source& source);
/// The one line a skipped disallowed source gets (POL-12).
std::string disallowed_source_line(const Session& session, const std::string& name,
                                   const std::string& verb);

/// Design decision 17: what the review gate says of one item.
struct ReviewVerdict {
  std::optional<std::string> refused;  // `file:line class` of the first refused hit
  std::vector<std::string> warned;     // `file:line class` per warned class
};
/// Reads the item's files (bounded, install/item_files.hpp) through the
/// session's content check. Without a `[review]` policy: an empty verdict,
/// nothing read.
ReviewVerdict review_item(const Session& session, const discovery::CatalogItem& item);

/// The refusal line (or error message) for a refused item.
std::string review_refusal_text(const Session& session, const std::string& key,
                                const std::string& where);
/// The error a single refused item throws (`review-refused`, rule `review.refuse`).
Error review_refusal(const Session& session, const std::string& key, const std::string& where);
/// A warned item's line (rule `review.warn`).
std::string review_warning_text(const std::string& key, const std::vector<std::string>& where);

/// POL-40: `config lobes add/remove` under `[lobes].lock` throws `lobes-locked`.
void check_lobes_unlocked(const Session& session);

}  // namespace mind::install
