#pragma once
/// Path globs for `[discover]` inventories (DSC-33, DSC-37, DSC-81) and ignore
/// lists (IGN-3, IGN-4): `/`-separated, literal-separator semantics (`*`, `?`
/// and `[...]` never cross `/`; a whole `**` segment spans any number of
/// segments, including none). Each segment is matched by fnmatch(3); only the
/// `**` segment logic is ours, because no library in our Debian stack offers
/// `**` (glibc's glob/fnmatch do not, and pulling a regex engine in for it
/// would be heavier than these few lines).
///
/// `expand_glob` walks the tree WITHOUT following symlinks (DSC-108): a
/// symlink is never descended, and one the pattern reaches is returned
/// separately so the caller can drop it or, when it points out of the clone,
/// refuse it (DSC-81).

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mind::discovery {

/// Why `pattern` is not a safe, well-formed relative glob (empty, absolute,
/// `~`-rooted, a `..` component, NUL, an unclosed `[`), or nullopt.
std::optional<std::string> unsafe_glob_reason(std::string_view pattern);

/// Whether the `/`-separated relative `path` matches `pattern` (see above).
bool glob_match(std::string_view pattern, std::string_view path) noexcept;

/// The entry of an item's ignore list that excludes the item-relative `rel`
/// (a directory when `is_dir`), or nullptr: a path is excluded when it or any
/// ancestor directory matches (IGN-3, IGN-12); an entry ending in `/` matches
/// directories only.
const std::string* ignored_by(const std::vector<std::string>& patterns, std::string_view rel,
                              bool is_dir);

/// Whether `rel` is or lies under VCS metadata (`.git`, `.hg`, `.svn`, `.bzr`,
/// as a directory or a file, at any depth): never part of an item (IGN-2,
/// design decision 12).
bool is_vcs_metadata(std::string_view rel) noexcept;

/// Whether a path `expand_glob(root, pattern)` matched may be taken where
/// hidden folders are not wanted (scan-root patterns, issue 43): each of its
/// dot components (`.curated`) must be matched by a pattern segment that
/// itself starts with a dot (`.*`, `.curated`), as a shell glob reads a
/// leading dot; VCS metadata (`.git`, ...) never is.
bool glob_reaches_hidden(std::string_view pattern, std::string_view path) noexcept;

struct GlobMatches {
  std::vector<std::string> paths;     // relative, `/`-separated, sorted, unique; no symlinks
  std::vector<std::string> symlinks;  // symlinks the pattern reached (matched or on the way)
};

/// Every entry under `root` matching `pattern` (already checked safe). Never
/// follows a symlink; `**` descends at most `kMaxGlobDepth` directories.
GlobMatches expand_glob(const std::filesystem::path& root, std::string_view pattern);

inline constexpr int kMaxGlobDepth = 128;

}  // namespace mind::discovery
