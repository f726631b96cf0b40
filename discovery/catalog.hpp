#pragma once
/// CatalogItem and Catalog: what a source offers, as discovery found it. Names
/// are BARE (no prefix) and raw (they are identity, DSC-95); descriptions are
/// sanitized once, here at capture (DSC-94).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "discovery/kind.hpp"
#include "discovery/meta_reader.hpp"

namespace mind::discovery {

struct CatalogItem {
  Kind kind = Kind::skill;
  std::string bare_name;            // raw, validated by unsafe_name_reason
  std::filesystem::path path;       // absolute path of the file or directory in the source
  std::string relative_path;        // path inside the source, `/`-separated
  std::optional<std::string> description;  // sanitized (DSC-94)
  std::optional<std::string> agent_name;   // an agent's frontmatter `name` (NS-40), raw
  std::optional<WorkflowMeta> workflow;    // a workflow's meta as read (WF-5), raw
  std::uint64_t size_bytes = 0;            // a file-shaped item's size (WF-7)

  /// A workflow's `meta.whenToUse`, sanitized for display (WF-51, WF-62).
  std::optional<std::string> when_to_use() const;
};

struct Catalog {
  std::vector<CatalogItem> items;     // sorted by kind, then bare name
  std::vector<std::string> warnings;  // sanitized; printed on stderr by the caller
};

}  // namespace mind::discovery
