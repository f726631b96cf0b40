#pragma once
/// The one reader of a size written by a person: `--max-metadata-size`,
/// MIND_MAX_METADATA_SIZE and config.toml's `max-metadata-size` (DSC-103..110),
/// and the one writer of a size shown back (`config show`, messages).
/// Case and spaces are ignored; binary units (k, KiB, M, MiB, g, GiB) and
/// decimal ones (KB, MB, GB); `unlimited`, `none` and any zero mean no cap.

#include <cstdint>
#include <string>
#include <string_view>

namespace mind {

/// The bytes (0: unlimited), or why the text is not a size.
struct ParsedByteSize {
  std::uint64_t bytes = 0;
  std::string error;  // empty when the text is a size
  bool ok() const noexcept { return error.empty(); }
};

ParsedByteSize parse_byte_size(std::string_view text);

/// `8 MiB`, `1 KiB`, `1000 bytes`, `unlimited`.
std::string describe_byte_size(std::uint64_t bytes);

}  // namespace mind
