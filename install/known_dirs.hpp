#pragma once
/// The directories one batch has found or made. A batch installs many items
/// under the same few parents (`store/skill`, `<lobe>/skills`) and plans links
/// into the same few lobes; under the state lock nothing else removes them
/// mid-batch, so each is checked or created once per batch rather than once
/// per item. It belongs to the batch (InstallInputs), never to the process: a
/// later batch in the same process (a test, a library caller) asks again.

#include <filesystem>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "store/tree_walk.hpp"

namespace mind::install {

class KnownDirectories {
 public:
  /// True when `dir` is a directory (following links, as a lobe may be one).
  /// A YES is remembered; a NO is asked again, since the batch may create it.
  /// Paths are texts (absolute, normalized, as the batch builds them): asked
  /// once or more per installed item, a path object would split each into
  /// components only to be asked about its parent.
  bool is_directory(const std::string& dir);
  /// is_directory(path.parent_path()), without making the parent to ask.
  bool parent_is_directory(const std::string& path);
  /// Creates `path`'s parent and its ancestors; throws `io` naming the parent.
  void make_parent_of(const std::string& path);

  /// `path` as a directory descriptor and a last name, for the *at() calls:
  /// when its parent is a known directory, an open descriptor of it (opened
  /// once per batch) and the name after the last `/`, so a batch's per-item
  /// calls walk one name instead of the whole path; otherwise AT_FDCWD and
  /// the whole path. `name` points into `path`, which must outlive its use.
  struct At {
    int dir;
    const char* name;
  };
  At at(const std::string& path);
  /// at() for a path the batch only reads (an item in its source): its parent
  /// is opened whatever it is, once per batch, and a parent that cannot be
  /// opened is not asked again (the whole path is used instead).
  At read_at(const std::string& path);

  /// True when nothing is at `path` by what this batch knows: its parent was
  /// listed once (after kListAfter asks about it; a folder the batch created
  /// counts as listed empty) and neither the listing nor this batch put an
  /// entry at its name. False: ask the disk. One listing answers a whole
  /// batch's links into a lobe folder, where a failed lookup per item cost
  /// as much as making the link. An entry made since by anyone else is caught
  /// by the call that makes the link (symlink(2) refuses an existing name).
  bool surely_absent(const std::string& path);
  /// Records that the batch made an entry at `path`.
  void made(const std::string& path);
  static constexpr int kListAfter = 32;

 private:
  // Whether `path`'s parent (its text before the last `/`) is a known directory.
  bool parent_known(std::string_view path) const;

  // Keyed by the path's text, looked up by a view of it: asked once or more
  // per installed item, so no path object (and no split into components) is
  // made to ask.
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept {
      return std::hash<std::string_view>{}(s);
    }
  };
  std::unordered_set<std::string, Hash, std::equal_to<>> known_;
  using ParentFds = std::unordered_map<std::string, store::Fd, Hash, std::equal_to<>>;
  ParentFds open_;  // at()'s parents, O_PATH, by text
  ParentFds read_;  // read_at()'s parents
  // at() and read_at(): `path` under its parent's descriptor from `opened`
  // (opened on first use; with `only_known`, only a known directory's).
  At from_parent(const std::string& path, ParentFds& opened, bool only_known);
  // surely_absent's: the names in each listed parent, and the asks about the others.
  std::unordered_map<std::string, std::unordered_set<std::string, Hash, std::equal_to<>>, Hash,
                     std::equal_to<>>
      listed_;
  std::unordered_map<std::string, int, Hash, std::equal_to<>> asks_;
};

}  // namespace mind::install
