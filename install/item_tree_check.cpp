#include "install/item_tree_check.hpp"

#include <fcntl.h>
#include <sys/stat.h>

#include <cerrno>

#include "core/sanitize.hpp"
#include "store/item_links.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view kOtherHint =
    "the source must remove it, or leave it out with the item's `ignore` list in its mind.toml; "
    "to install the source's other items meanwhile, meld it with --register-only and "
    "`mind learn` them by name";

}  // namespace

TreeRefusal unlistable_refusal(std::string why) {
  return {"", std::move(why), std::string(kOtherHint)};
}

TreeRefusal not_a_file_refusal(bool symlink) {
  return {"",
          symlink ? "it is a symlink (a single-file item must be a regular file)"
                  : "it is not a regular file",
          std::string(kOtherHint)};
}

std::vector<TreeRefusal> tree_refusals(const store::Fd& root,
                                       const std::vector<store::TreeEntry>& entries) {
  std::vector<TreeRefusal> out;
  for (const store::TreeEntry& e : entries) {
    if (e.type == store::EntryType::symlink) {
      if (auto why = store::link_refusal(root, entries, e.rel)) {
        out.push_back({e.rel, std::move(*why), std::string(store::kItemLinkHint)});
      }
    } else if (e.type == store::EntryType::other) {
      out.push_back(
          {e.rel, "it is not a regular file, a folder or a link", std::string(kOtherHint)});
    }
  }
  return out;
}

std::vector<TreeRefusal> item_refusals(const discovery::CatalogItem& item) {
  if (discovery::traits(item.kind).shape != discovery::Shape::directory) {
    struct stat st {};
    if (::lstat(item.path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
      return {not_a_file_refusal(S_ISLNK(st.st_mode))};
    }
    return {};
  }
  store::Fd root(::open(item.path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
  if (!root) {
    if (errno == ELOOP || errno == ENOTDIR)
      return {unlistable_refusal("it is not a real directory")};
    return {unlistable_refusal("it cannot be listed")};
  }
  std::vector<store::TreeEntry> entries;
  try {
    entries = store::item_entries(store::list_tree(root, item.path, kMaxTreeDepth), item.ignore);
  } catch (const Error&) {
    return {unlistable_refusal("it cannot be listed, or it nests deeper than " +
                               std::to_string(kMaxTreeDepth) + " directories")};
  }
  return tree_refusals(root, entries);
}

Error refusal_error(const fs::path& item_path, const TreeRefusal& refusal) {
  const fs::path shown = refusal.rel.empty() ? item_path : item_path / refusal.rel;
  return Error(ErrorKind::io,
               "refusing to install '" + sanitize_display(shown.string()) + "': " + refusal.reason,
               {refusal.hint});
}

}  // namespace mind::install
