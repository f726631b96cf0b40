#include "install/item_stage.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "core/error.hpp"
#include "core/fd_write.hpp"
#include "core/sanitize.hpp"
#include "discovery/listed_folder.hpp"
#include "store/content_hash.hpp"
#include "store/item_links.hpp"
#include "store/tree_walk.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

using store::EntryType;
using store::Fd;
using store::TreeEntry;

// The process umask, read once: a file created with its source's bits needs
// an fchmod only when the umask would strip some of them.
mode_t process_umask() {
  static const mode_t mask = [] {
    const mode_t m = ::umask(0);
    ::umask(m);
    return m;
  }();
  return mask;
}

// `display` names the file in an error; made only then.
// `replace_stale`: a single-file item's staged copy a killed run left is
// removed and made again (a directory item's folder is new, so cannot hold one).
template <typename Display>
void write_new_file(int dir, const char* name, std::string_view bytes, std::uint32_t mode,
                    bool replace_stale, const Display& display) {
  const mode_t bits = mode & 0777U;
  constexpr int kFlags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
  Fd fd(::openat(dir, name, kFlags, bits));
  if (!fd && errno == EEXIST && replace_stale) {
    ::unlinkat(dir, name, 0);
    fd = Fd(::openat(dir, name, kFlags, bits));
  }
  if (!fd) throw io_error("cannot create", display().string(), errno);
  if ((bits & process_umask()) != 0 && ::fchmod(fd.get(), bits) != 0) {
    throw io_error("cannot set the mode of", display().string(), errno);
  }
  if (!write_all(fd.get(), bytes)) throw io_error("cannot write", display().string(), errno);
}

class Stager {
 public:
  Stager(const StagingPlace& staging, const discovery::CatalogItem& item,
         const namespacing::ExpansionScope& scope, const ExpansionSubject& subject,
         const PluginRootText& plugin_root)
      : place_(staging),
        staging_(staging.path),
        item_(item),
        scope_(scope),
        subject_(subject),
        plugin_root_(plugin_root) {}

  std::string directory_item() {
    const std::vector<TreeEntry> entries = listed_entries();
    check_entries(entries);
    if (::mkdirat(place_.dir, place_.name, 0777) != 0 &&
        !(errno == EEXIST && retry_after_stale())) {
      throw io_error("cannot create directory", staging_, errno);
    }
    // Each entry is made by its path under the staging folder's parent: the
    // folder was just made by this run, inside mind's own `.tmp`, so walking
    // it needs no descriptor of its own (two system calls fewer per item).
    const std::string under = std::string(place_.name) + "/";
    hasher_.tree();
    for (const TreeEntry& e : entries) {
      const std::string to = under + e.rel;
      if (e.type == EntryType::directory) {
        hasher_.directory(e.rel);
        if (::mkdirat(place_.dir, to.c_str(), 0777) != 0) {
          throw io_error("cannot create directory", (fs::path(staging_) / e.rel).string(), errno);
        }
      } else if (e.type == EntryType::symlink) {
        copy_link(e.rel, to);  // checked: it resolves inside the item
      } else {
        // Kept bytes are copied from memory: the folder stays unopened then.
        const discovery::ScannedFile* scanned = scanned_as(e.rel);
        copy_file(scanned != nullptr ? source_ : source(), place_.dir, e.rel, e.rel, to, {},
                  scanned);
      }
    }
    return hasher_.digest();
  }

  std::string file_item() {
    check_expand_entries({}, item_, subject_);
    // AT_FDCWD as the source "directory": its path is absolute. Fd never closes it.
    const Fd here(AT_FDCWD);
    // A single-file item's hash record carries "" as its path (content_hash).
    copy_file(here, place_.dir, item_.path.string(), "", place_.name, item_.relative_path,
              scanned_as(""));
    return hasher_.digest();
  }

 private:
  // What the item holds (decision 12, IGN-10): the scan's listing of a
  // folder of plain files when it kept one, else the folder listed now.
  std::vector<TreeEntry> listed_entries() {
    if (!item_.scanned_listing.empty()) {
      std::vector<TreeEntry> listed;
      for (const std::string_view name : discovery::flat_file_names(item_.scanned_listing)) {
        listed.push_back({std::string(name), EntryType::file});
      }
      std::sort(listed.begin(), listed.end(),
                [](const TreeEntry& a, const TreeEntry& b) { return a.rel < b.rel; });
      return store::item_entries(std::move(listed), item_.ignore);
    }
    try {
      return store::item_entries(store::list_tree(source(), item_.path, kMaxTreeDepth),
                                 item_.ignore);
    } catch (const Error&) {
      throw refusal_error(item_.path,
                          unlistable_refusal("it cannot be listed, or it nests deeper than " +
                                             std::to_string(kMaxTreeDepth) + " directories"));
    }
  }

  // The source folder, opened when first read from: an item whose listing
  // and bytes the scan kept is copied without opening it.
  const Fd& source() {
    if (!source_) source_ = open_source_directory();
    return source_;
  }

  Fd open_source_directory() const {
    const bool at = place_.source_name != nullptr;
    Fd fd(::openat(at ? place_.source_dir : AT_FDCWD, at ? place_.source_name : item_.path.c_str(),
                   O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (fd) return fd;
    if (errno == ELOOP || errno == ENOTDIR) {
      throw refusal_error(item_.path, unlistable_refusal("it is not a real directory"));
    }
    throw io_error("cannot list", item_.path.string(), errno);
  }

  // Everything that makes the item uninstallable is found before the first
  // byte is written.
  // The rule is item_tree_check's, the one review reports from; the folder is
  // opened for it only when the tree holds more than files and folders.
  void check_entries(const std::vector<TreeEntry>& entries) {
    std::vector<std::string> regular_files;
    bool plain = true;
    for (const TreeEntry& e : entries) {
      if (e.type == EntryType::file) regular_files.push_back(e.rel);
      plain = plain && (e.type == EntryType::file || e.type == EntryType::directory);
    }
    if (!plain) {
      const std::vector<TreeRefusal> refused = tree_refusals(source(), entries);
      if (!refused.empty()) throw refusal_error(item_.path, refused.front());
    }
    check_expand_entries(regular_files, item_, subject_);  // sorted: the walk sorts
  }

  // A link that resolves inside the item (checked) is made again with its
  // own target text, and hashed as that text, as hash_item_tree walks it.
  void copy_link(const std::string& rel, const std::string& to) {
    const std::string target = store::read_link_at(source(), rel);
    hasher_.symlink(rel, target);
    if (::symlinkat(target.c_str(), place_.dir, to.c_str()) != 0) {
      throw io_error("cannot create link", (fs::path(staging_) / rel).string(), errno);
    }
  }

  // The bytes the scan kept for the item's file `rel` ("" for a single-file
  // item's own file), if it kept them; compared as text, with no path made.
  const discovery::ScannedFile* scanned_as(std::string_view rel) const {
    const discovery::ScannedFile* kept = item_.scanned_file.get();
    return kept != nullptr && kept->is_at(item_.path, rel) ? kept : nullptr;
  }

  // Reads `from` once (or takes the bytes the scan read, `scanned`); hashes
  // it as `hash_rel`; writes it, expanded when the gate admits `gate_path`,
  // as `to` under `staged`.
  void copy_file(const Fd& source, int staged, const std::string& from, const std::string& hash_rel,
                 const std::string& to, const std::string& gate_path = {},
                 const discovery::ScannedFile* scanned = nullptr) {
    // Named only in an error: made only when there is one to name it in.
    auto shown = [&] { return hash_rel.empty() ? item_.path : item_.path / hash_rel; };
    std::uint32_t mode = 0;
    std::string read;
    try {
      if (scanned != nullptr) {
        mode = scanned->mode;
      } else {
        read = store::read_file_at(source, from, shown(), &mode);
      }
    } catch (const Error&) {
      struct stat st {};
      if (::fstatat(source.get(), from.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 &&
          S_ISLNK(st.st_mode)) {  // a single-file item: item_tree_check's reason and hint
        throw refusal_error(shown(), not_a_file_refusal(true));
      }
      throw;
    }
    const std::string_view bytes = scanned != nullptr ? std::string_view(scanned->bytes) : read;
    hasher_.file_header(hash_rel, bytes.size());
    hasher_.bytes(bytes);
    const std::string_view gate = gate_path.empty() ? std::string_view(hash_rel) : gate_path;
    std::optional<std::string> expanded =
        expand_file_text(bytes, gate, hash_rel, item_, scope_, subject_);
    if (auto rooted = expand_plugin_root(expanded ? *expanded : bytes, gate, item_, plugin_root_))
      expanded = std::move(rooted);  // issue 44: a step of its own, after the tokens
    write_new_file(staged, to.c_str(), expanded ? *expanded : bytes, mode, hash_rel.empty(), [&] {
      return hash_rel.empty() ? fs::path(staging_) : fs::path(staging_) / hash_rel;
    });
  }

  // Startup recovery empties the staging area (install/recovery.cpp), so a
  // stale copy at this path is rare enough to be handled only on collision.
  bool retry_after_stale() const {
    std::error_code ec;
    fs::remove_all(staging_, ec);
    return !ec && ::mkdirat(place_.dir, place_.name, 0777) == 0;
  }

  const StagingPlace& place_;
  const std::string& staging_;
  const discovery::CatalogItem& item_;
  const namespacing::ExpansionScope& scope_;
  const ExpansionSubject& subject_;
  const PluginRootText& plugin_root_;
  store::TreeHasher hasher_;
  Fd source_;
};

}  // namespace

std::string stage_item(const StagingPlace& staging, const discovery::CatalogItem& item,
                       const namespacing::ExpansionScope& scope, const ExpansionSubject& subject,
                       const PluginRootText& plugin_root) {
  Stager stager(staging, item, scope, subject, plugin_root);
  if (discovery::traits(item.kind).shape == discovery::Shape::directory) {
    return stager.directory_item();
  }
  return stager.file_item();
}

}  // namespace mind::install
