#pragma once
/// Live refresh: another `mind` process changing the registry, the manifest
/// or the config (sources.json, manifest.json and its journal, config.toml,
/// each replaced by an atomic rename) shows in the browser within about a
/// second. The browser polls a stamp of those files (inode, size, mtime in
/// nanoseconds) on every idle tick of its key read, which costs four stat
/// calls and holds no lock.

#include <array>
#include <cstdint>

#include "store/paths.hpp"

namespace mind::browser {

struct FileStamp {
  std::uint64_t inode = 0, size = 0;
  std::int64_t mtime_ns = -1;  // -1: absent
  bool operator==(const FileStamp&) const = default;
};

using StateStamp = std::array<FileStamp, 4>;

/// The stamp of the state files now.
StateStamp state_stamp(const store::MindPaths& paths);

class Refresher {
 public:
  explicit Refresher(store::MindPaths paths) : paths_(std::move(paths)) {}
  /// Records the state as the browser has just read it.
  void mark();
  /// True (once) when the state changed since the last mark.
  bool changed();

 private:
  store::MindPaths paths_;
  StateStamp seen_{};
};

}  // namespace mind::browser
