#pragma once
/// `meld`: register a source in sources.json (CLI-10, CLI-12, CLI-25, CLI-27)
/// and scan it once, so the caller can offer or install its items (CLI-23).

#include <string>
#include <vector>

#include "install/session.hpp"
#include "install/source_catalog.hpp"

namespace mind::install {

struct MeldOutcome {
  std::string identity;
  bool already_melded = false;
  std::vector<SourceCatalog> catalogs;  // the melded source's scan (one entry)
  std::vector<OfferedItem> offered;     // its items
  std::vector<OfferedItem> pending;     // of those, the ones not installed yet
};

/// Registers `spec_text` (saving sources.json) and scans it. A remote spec
/// needs the sources issue's libgit2 clone and is refused with `git` for now.
MeldOutcome meld(Session& session, const std::string& spec_text);

}  // namespace mind::install
