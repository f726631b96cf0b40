#pragma once
/// `init-source` (INIT-3..9, HOOK-57, DSC-82): helps a source author prepare a
/// repository for melding. It discovers the items as melding would, scaffolds
/// a `mind.toml` when there is none (never overwriting one), reports each
/// item's references to its siblings, and with `--template` rewrites bare
/// sibling mentions into `{{ns:}}` tokens in markdown (the `review --fix`
/// rewrite, NS-54). No network, no store, no lobe (INIT-6). It lives in
/// review/ because the rewrite and the reference scan are review's.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "discovery/scan.hpp"
#include "review/review_fix.hpp"

namespace mind::review {

struct InitSourceRequest {
  std::filesystem::path dir = ".";
  bool template_ = false;                 // --template: rewrite bare sibling mentions (INIT-5)
  bool marketplace = false;               // --marketplace: a .claude-plugin/ marketplace scaffold
  bool flat_skills = false;               // --flat-skills: `flat-skills = true` in the scaffold
  std::optional<std::string> namespace_;  // -N: `namespace = "..."` (DSC-82)
};

struct InitItemReport {
  std::string key;                      // kind:name
  std::vector<std::string> references;  // siblings named by tokens (INIT-4)
  std::vector<std::string> mentions;    // siblings mentioned bare (INIT-4, INIT-9)
};

struct InitSourceReport {
  std::vector<std::string> written;  // files created, source-relative
  std::vector<std::string> notes;    // e.g. an existing mind.toml kept
  std::vector<InitItemReport> items;
  std::optional<FixReport> rewritten;  // --template
};

/// The scaffold mind.toml text for `request` (exposed for tests).
std::string mind_toml_scaffold(const InitSourceRequest& request);

/// Throws `not-a-directory` for a missing dir, `unsafe-prefix` /
/// `reserved-prefix` for a bad -N, and what the scan throws.
InitSourceReport init_source(const InitSourceRequest& request, const discovery::ScanOptions& scan);

}  // namespace mind::review
