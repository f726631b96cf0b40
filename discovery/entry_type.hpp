#pragma once
/// A directory entry's own type, the way a scan must see it: a symlink is a
/// `symlink`, never followed (DSC-108). The type comes from what readdir
/// reported (d_type), so listing a directory costs no stat per entry unless
/// the file system reports no types; `directory_entry::symlink_status()`
/// would stat every entry.

#include <filesystem>
#include <functional>
#include <string>
#include <system_error>
#include <vector>

namespace mind::discovery {

std::filesystem::file_type entry_type(const std::filesystem::directory_entry& entry);

/// A directory's children as readdir gives them (no `.` or `..`), in no
/// order, each with its type as above (a device, FIFO or socket is
/// `unknown`). readdir, not directory_iterator: that makes a path object,
/// split into components, of every child. `dir` is followed at its last
/// component. A failure to open or read it goes to `ec`, with what was read.
struct DirectoryEntry {
  std::string name;
  std::filesystem::file_type type;
};
std::vector<DirectoryEntry> read_directory(const std::string& dir, std::error_code& ec);
/// read_directory of the open directory `dir`, from its current offset.
std::vector<DirectoryEntry> read_directory_at(int dir, std::error_code& ec);

/// The one reader of directory records: calls `each(name, type)` for every
/// entry of the open directory `dir` but `.` and `..`, in no order, typed as
/// above. getdents64 on the descriptor, not opendir (which adds system
/// calls): it runs once per item folder a scan or a copy lists. Returns 0, or
/// the errno of a failed read (the entries before it were passed on).
int for_each_entry(int dir,
                   const std::function<void(const char* name, std::filesystem::file_type)>& each);

/// True when anything is at `path`, a dangling symlink included (lstat); an
/// entry that cannot be looked at counts as absent.
bool exists_no_follow(const std::filesystem::path& path);

}  // namespace mind::discovery
