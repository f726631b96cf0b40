#pragma once
/// A local source's first clone copies its object files instead of packing
/// them anew (issue 35). libgit2's local transport, which a `file://` or
/// path remote otherwise goes through, builds a fresh pack of every object,
/// with its delta search: 14 s for a 32 MB repository that `git clone` takes
/// in under 3 s. libgit2's own local clone (git_clone with
/// GIT_CLONE_LOCAL_NO_LINKS) copies the object files as they are, never
/// hardlinked, so nothing in mind's store shares an inode with the source;
/// every object is still hash-checked by libgit2 when it is read.
///
/// The source is hostile until proven otherwise, and a copy of its object
/// store would keep what a pack never carries: an `objects/info/alternates`
/// file (objects read from other folders on this machine) and symlinks
/// (copied as symlinks, read through later). So the copy is taken only for a
/// repository whose object store holds neither; any other falls back to the
/// transport, exactly as before.

#include <filesystem>
#include <optional>
#include <string>

namespace mind::store {

/// The repository folder a local remote URL (`file:///p`, or an absolute
/// path) names, when its object store may be copied as is: `<p>/.git` or a
/// bare `<p>`, a real folder (no gitfile, no symlink), whose `objects/`
/// holds only folders and regular files and no `info/alternates`.
std::optional<std::filesystem::path> copyable_local_source(const std::string& url);

}  // namespace mind::store
