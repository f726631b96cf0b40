#include "store/plugin_root.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <vector>

#include "core/byte_size.hpp"
#include "core/error.hpp"
#include "core/fd_write.hpp"
#include "core/sanitize.hpp"
#include "discovery/name_safety.hpp"
#include "store/content_hash.hpp"
#include "store/item_links.hpp"
#include "store/manifest.hpp"
#include "store/tree_walk.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

constexpr int kMaxDepth = 128;  // install/item_tree_check.hpp's kMaxTreeDepth

Error too_large(std::string_view plugin, const fs::path& dir, const std::string& what) {
  return Error(ErrorKind::io,
               "plugin '" + sanitize_display(plugin) + "' at '" + sanitize_display(dir.string()) +
                   "' is too large to copy as its ${CLAUDE_PLUGIN_ROOT} (" + what + ")",
               {"an item naming ${CLAUDE_PLUGIN_ROOT} needs its whole plugin folder in the store; "
                "install the plugin's other items by name with `mind learn` (meld with "
                "--register-only first), or ask its author to split the plugin"});
}

// What a plugin root holds of the listing: files, folders, and the links that
// resolve inside the plugin; no VCS metadata, no folder left empty by that.
std::vector<TreeEntry> kept_entries(const Fd& root, const fs::path& dir, std::string_view plugin,
                                    const PluginRootLimits& limits) {
  std::vector<TreeEntry> listed = item_entries(list_tree(root, dir, kMaxDepth), {});
  if (listed.size() > limits.entries) {
    throw too_large(
        plugin, dir,
        std::to_string(listed.size()) + " entries, more than " + std::to_string(limits.entries));
  }
  std::vector<TreeEntry> kept;
  kept.reserve(listed.size());
  for (TreeEntry& e : listed) {
    if (e.type == EntryType::other) continue;
    if (e.type == EntryType::symlink && link_refusal(root, listed, e.rel)) continue;
    kept.push_back(std::move(e));
  }
  return item_entries(std::move(kept), {});
}

// One walk for both the hash and the copy (`to` empty: hash only), so the
// copy always hashes to what the source hashed to.
class PluginTreeWalk {
 public:
  PluginTreeWalk(const fs::path& from, std::string_view plugin, const PluginRootLimits& limits)
      : from_(from), plugin_(plugin), limits_(limits), root_(open_directory(from)) {}

  std::string run(const fs::path& to) {
    const std::vector<TreeEntry> entries = kept_entries(root_, from_, plugin_, limits_);
    if (!to.empty() && ::mkdir(to.c_str(), 0777) != 0) {
      throw io_error("cannot create directory", to.string(), errno);
    }
    hasher_.tree();
    for (const TreeEntry& e : entries) {
      const fs::path out = to.empty() ? fs::path() : to / e.rel;
      if (e.type == EntryType::directory) {
        hasher_.directory(e.rel);
        if (!to.empty() && ::mkdir(out.c_str(), 0777) != 0) {
          throw io_error("cannot create directory", out.string(), errno);
        }
      } else if (e.type == EntryType::symlink) {
        const std::string target = read_link_at(root_, e.rel);
        hasher_.symlink(e.rel, target);
        if (!to.empty() && ::symlink(target.c_str(), out.c_str()) != 0) {
          throw io_error("cannot create link", out.string(), errno);
        }
      } else {
        file(e.rel, out);
      }
    }
    return hasher_.digest();
  }

 private:
  void file(const std::string& rel, const fs::path& out) {
    std::uint32_t mode = 0;
    const std::string bytes = read_file_at(root_, rel, from_ / rel, &mode);
    total_ += bytes.size();
    if (total_ > limits_.bytes) {
      throw too_large(plugin_, from_, "more than " + describe_byte_size(limits_.bytes));
    }
    hasher_.file_header(rel, bytes.size());
    hasher_.bytes(bytes);
    if (out.empty()) return;
    // Never setuid, setgid or sticky from an untrusted source (item_stage.hpp).
    const Fd fd(::open(out.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                       static_cast<mode_t>(mode & 0777U)));
    if (!fd || ::fchmod(fd.get(), static_cast<mode_t>(mode & 0777U)) != 0 ||
        !write_all(fd.get(), bytes)) {
      throw io_error("cannot write", out.string(), errno);
    }
  }

  const fs::path& from_;
  std::string_view plugin_;
  const PluginRootLimits& limits_;
  Fd root_;
  TreeHasher hasher_;
  std::uint64_t total_ = 0;
};

}  // namespace

std::string hash_plugin_tree(const fs::path& dir, std::string_view plugin,
                             const PluginRootLimits& limits) {
  return PluginTreeWalk(dir, plugin, limits).run({});
}

std::string copy_plugin_tree(const fs::path& from, const fs::path& to, std::string_view plugin,
                             const PluginRootLimits& limits) {
  return PluginTreeWalk(from, plugin, limits).run(to);
}

std::string plugin_root_relative(std::string_view plugin, std::string_view hash) {
  const std::string_view hex = hash.substr(std::min(hash.size(), kHashPrefix.size()));
  // Always ending in `@<16 hex>`, so two plugin names never give one folder name.
  const bool safe = !plugin.empty() && !discovery::unsafe_name_reason(plugin) &&
                    plugin.find(':') == std::string_view::npos;
  std::string rel(kPluginRootArea);
  rel.append("/").append(safe ? plugin : "plugin").append("@").append(hex.substr(0, 16));
  return rel;
}

std::set<std::string> recorded_plugin_roots(const Manifest& manifest) {
  std::set<std::string> recorded;
  for (const auto& [key, item] : manifest.items) {
    if (item.plugin_root) recorded.insert(*item.plugin_root);
  }
  return recorded;
}

std::set<std::string> sweep_plugin_roots(const MindPaths& paths, const Manifest& manifest) {
  const std::set<std::string> recorded = recorded_plugin_roots(manifest);
  std::set<std::string> swept;
  std::error_code ec;
  for (fs::directory_iterator it(paths.root / kPluginRootArea, ec), end; !ec && it != end;
       it.increment(ec)) {
    const std::string rel = std::string(kPluginRootArea) + "/" + it->path().filename().string();
    if (recorded.contains(rel)) continue;
    std::error_code ignored;
    fs::remove_all(it->path(), ignored);
    if (!ignored) swept.insert(rel);
  }
  return swept;
}

}  // namespace mind::store
