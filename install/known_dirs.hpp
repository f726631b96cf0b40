#pragma once
/// The directories one batch has found or made. A batch installs many items
/// under the same few parents (`store/skill`, `<lobe>/skills`) and plans links
/// into the same few lobes; under the state lock nothing else removes them
/// mid-batch, so each is checked or created once per batch rather than once
/// per item. It belongs to the batch (InstallInputs), never to the process: a
/// later batch in the same process (a test, a library caller) asks again.

#include <filesystem>
#include <set>

namespace mind::install {

class KnownDirectories {
 public:
  /// True when `dir` is a directory (following links, as a lobe may be one).
  /// A YES is remembered; a NO is asked again, since the batch may create it.
  bool is_directory(const std::filesystem::path& dir);
  /// Creates `path`'s parent and its ancestors; throws `io` naming the parent.
  void make_parent_of(const std::filesystem::path& path);

 private:
  std::set<std::filesystem::path> known_;
};

}  // namespace mind::install
