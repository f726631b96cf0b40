#pragma once
/// Atomic replacement of a state file (STO-43, Reference G): write a temp file
/// `.<name>.tmp.<pid>` beside the target, fsync it, rename it over the target,
/// fsync the directory. Readers see the whole old or the whole new file; a
/// failure removes the temp file and leaves the old file as it was.

#include <filesystem>
#include <string_view>

namespace mind::store {

void write_file_atomically(const std::filesystem::path& target, std::string_view content);

/// The same for a file written in pieces as it is made, so a large one (a
/// 10,000-item manifest) is never held whole in memory: write() appends to the
/// temp file, commit() flushes it and renames it over the target; destroyed
/// without a commit, it removes the temp file and the target is as it was.
class AtomicFile {
 public:
  explicit AtomicFile(std::filesystem::path target);
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  void write(std::string_view bytes);
  void commit();

 private:
  std::filesystem::path target_, temp_;
  int fd_ = -1;
};

}  // namespace mind::store
