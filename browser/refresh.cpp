#include "browser/refresh.hpp"

#include <sys/stat.h>

namespace mind::browser {
namespace {

FileStamp stamp_of(const std::filesystem::path& file) {
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0) return {};
  FileStamp s;
  s.inode = static_cast<std::uint64_t>(st.st_ino);
  s.size = static_cast<std::uint64_t>(st.st_size);
  s.mtime_ns = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
  return s;
}

}  // namespace

StateStamp state_stamp(const store::MindPaths& paths) {
  return {stamp_of(paths.sources_json()), stamp_of(paths.manifest_json()),
          stamp_of(paths.root / "manifest.journal"), stamp_of(paths.config_toml())};
}

void Refresher::mark() { seen_ = state_stamp(paths_); }

bool Refresher::changed() {
  const StateStamp now = state_stamp(paths_);
  if (now == seen_) return false;
  seen_ = now;
  return true;
}

}  // namespace mind::browser
