#pragma once
/// The one capped reader for source-controlled metadata (DSC-91). It never
/// follows a symlink (O_NOFOLLOW) and never reads more than cap+1 bytes, so the
/// cost one hostile file can force is bounded by the cap.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace mind::discovery {

inline constexpr std::uint64_t kDefaultMetadataCap = 8ull * 1024 * 1024;  // DSC-91

/// The whole file, or `metadata-too-large` naming the file and the cap.
std::string read_metadata_file(const std::filesystem::path& path, std::uint64_t cap);

/// The whole file when `path` is a regular file (never through a symlink, and
/// never blocking on a FIFO), else nothing; its size goes to `size`. One open,
/// one fstat and usually one read: the scan's way to read a metadata file it
/// has not stat'ed. Over the cap: `metadata-too-large`, without reading it.
/// Its permission bits go to `mode` when given.
/// `path` is text: the scan reads one per item, from a path it made as text.
std::optional<std::string> read_regular_metadata_file(const std::string& path, std::uint64_t cap,
                                                      std::uint64_t& size,
                                                      std::uint32_t* mode = nullptr);
/// The same for `name` under the open directory `dir` (AT_FDCWD: the cwd),
/// so a scan reading one file per item walks from the item's folder, not
/// from `/`; `path` is the file's whole path, for messages.
std::optional<std::string> read_regular_metadata_file_at(int dir, const char* name,
                                                         const std::string& path, std::uint64_t cap,
                                                         std::uint64_t& size,
                                                         std::uint32_t* mode = nullptr);

/// At most `max_bytes` from the start of the file (no cap error).
std::string read_file_prefix(const std::filesystem::path& path, std::uint64_t max_bytes);

}  // namespace mind::discovery
