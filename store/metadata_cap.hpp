#pragma once
/// The metadata read cap (DSC-91, DSC-103..107, CLI-240): how many bytes of a
/// source-controlled metadata file mind reads. Set by `--max-metadata-size`,
/// else MIND_MAX_METADATA_SIZE, else config.toml `max-metadata-size`, else
/// 8 MiB. Only the highest origin present is parsed; an unparseable value is a
/// hard `bad-metadata-size` naming its origin, never a fallback.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "store/paths.hpp"

namespace mind::store {

/// 0 means unlimited (`unlimited`, `none`, or any zero value: DSC-110).
std::uint64_t parse_metadata_size(std::string_view text, std::string_view origin);

struct MetadataCap {
  std::uint64_t bytes = 0;  // 0: unlimited
  std::string origin;       // "flag", "env", "config" or "default"
};

MetadataCap resolve_metadata_cap(const std::optional<std::string>& flag, const MindPaths& paths);

}  // namespace mind::store
