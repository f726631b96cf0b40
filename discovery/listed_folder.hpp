#pragma once
/// ListedFolder: an item folder the scan opens and lists once (never through
/// a symlink, DSC-108), so that its files are opened by their names alone
/// and a file the listing lacks (the usual item's `mind.toml`) is not looked
/// for: on tmpfs a failing open costs more than listing the folder. The
/// listing of a folder of plain files is kept on the item (flat_files), so
/// the stage copies it without listing it again.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/entry_type.hpp"

namespace mind::discovery {

class ListedFolder {
 public:
  ListedFolder() = default;
  ~ListedFolder() { close(); }
  ListedFolder(const ListedFolder&) = delete;
  ListedFolder& operator=(const ListedFolder&) = delete;

  /// Opens the folder `name` under the directory `parent` without following
  /// a symlink, and lists it; false (and nothing listed) when either fails.
  /// One ListedFolder serves a whole scan: each open drops the previous one.
  bool open(int parent, const char* name);
  bool listed() const { return fd_ >= 0; }
  /// The open folder's descriptor (-1 when not listed).
  int fd() const { return fd_; }
  /// The listed type of the entry `name`; not_found when it is not listed.
  std::filesystem::file_type type_of(std::string_view name) const;
  /// Every entry's name, each ended by '\0', when the folder holds only
  /// regular files and at most kMaxFlatFiles of them; "" otherwise.
  std::string flat_files() const;

  /// A folder of more files is listed again by the stage, not kept.
  static constexpr std::size_t kMaxFlatFiles = 64;

 private:
  void close();

  int fd_ = -1;
  std::vector<DirectoryEntry> entries_;
};

/// Each name of a `flat_files()` text, in the order listed.
std::vector<std::string_view> flat_file_names(std::string_view flat_files);

}  // namespace mind::discovery
