#pragma once
/// The convention scan (DSC-1, DSC-10..14, WF-1..3, TOOL-1): turns a source
/// directory into its Catalog. It is flat, never follows a symlink (DSC-108),
/// skips a name it cannot use with a warning instead of failing (DSC-96), and
/// never fails on a workflow's code (WF-5, WF-55).

#include <cstdint>
#include <filesystem>

#include "discovery/capped_read.hpp"
#include "discovery/catalog.hpp"

namespace mind::discovery {

struct ScanOptions {
  std::uint64_t metadata_cap = kDefaultMetadataCap;  // 0 = unlimited
};

Catalog scan_source(const std::filesystem::path& root, const ScanOptions& options = {});

}  // namespace mind::discovery
