#include "store/item_links.hpp"

#include <unistd.h>

#include <algorithm>
#include <deque>

#include "core/sanitize.hpp"

namespace mind::store {
namespace {

std::deque<std::string> components(std::string_view path) {
  std::deque<std::string> out;
  while (!path.empty()) {
    const std::size_t slash = path.find('/');
    out.emplace_back(path.substr(0, slash));
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
  }
  return out;
}

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "/") + p;
  return out;
}

// The listing's entry at `rel`, by binary search (the listing is sorted).
const TreeEntry* find_entry(const std::vector<TreeEntry>& entries, const std::string& rel) {
  const auto it =
      std::lower_bound(entries.begin(), entries.end(), rel,
                       [](const TreeEntry& e, const std::string& r) { return e.rel < r; });
  return it != entries.end() && it->rel == rel ? &*it : nullptr;
}

class Resolver {
 public:
  Resolver(const Fd& root, const std::vector<TreeEntry>& entries, const std::string& rel)
      : root_(root), entries_(entries), rel_(rel), target_(read_link_at(root, rel)) {}

  std::optional<std::string> refusal() {
    if (target_.empty()) return "it is a symlink whose target cannot be read";
    std::vector<std::string> at = parent_of(rel_);
    if (auto why = follow(target_)) return why;
    while (!pending_.empty()) {
      std::string part = std::move(pending_.front());
      pending_.pop_front();
      if (part.empty() || part == ".") continue;
      if (part == "..") {
        if (at.empty()) return said("which leads out of the item");
        at.pop_back();
        continue;
      }
      at.push_back(std::move(part));
      const TreeEntry* entry = find_entry(entries_, joined(at));
      if (entry == nullptr) return said("which names nothing the item installs");
      if (entry->type == EntryType::symlink) {
        if (++hops_ > kMaxLinkHops) return said("which loops");
        const std::string next = read_link_at(root_, entry->rel);
        at.pop_back();
        if (auto why = follow(next)) return why;
      } else if (entry->type == EntryType::file && has_more()) {
        return said("which names nothing the item installs");
      } else if (entry->type == EntryType::other) {
        return said("which is not a regular file or folder");
      }
    }
    const std::string end = joined(at);
    if (end.empty() || rel_.starts_with(end + "/")) {
      return said("which is a folder that holds the link itself, so it loops");
    }
    return std::nullopt;
  }

 private:
  static std::vector<std::string> parent_of(const std::string& rel) {
    std::deque<std::string> parts = components(rel);
    parts.pop_back();
    return {parts.begin(), parts.end()};
  }

  // Queues the hop to `target` (read in the folder the walk is at); an
  // absolute or unreadable one ends the walk.
  std::optional<std::string> follow(const std::string& target) {
    if (target.empty()) return said("through a link whose target cannot be read");
    if (target.front() == '/') {
      // The absolute path is not shown: it names the author's machine, or the
      // host, and nothing of it is the item's.
      return std::string(hops_ == 0 ? "it is a symlink to an absolute path"
                                    : "it is a symlink that leads, through another, to an "
                                      "absolute path") +
             " (only a relative link to a file or folder of the same item is installed)";
    }
    std::deque<std::string> parts = components(target);
    pending_.insert(pending_.begin(), parts.begin(), parts.end());
    return std::nullopt;
  }

  bool has_more() const {
    return std::any_of(pending_.begin(), pending_.end(),
                       [](const std::string& p) { return !p.empty() && p != "."; });
  }

  std::string said(std::string_view why) const {
    return "it is a symlink to '" + sanitize_display(target_) + "', " + std::string(why);
  }

  const Fd& root_;
  const std::vector<TreeEntry>& entries_;
  const std::string& rel_;
  const std::string target_;
  std::deque<std::string> pending_;
  int hops_ = 0;
};

}  // namespace

std::string read_link_at(const Fd& root, const std::string& rel) {
  std::string target(4096, '\0');
  const ssize_t n = ::readlinkat(root.get(), rel.c_str(), target.data(), target.size());
  target.resize(n < 0 ? 0 : static_cast<std::size_t>(n));
  return target;
}

std::optional<std::string> link_refusal(const Fd& root, const std::vector<TreeEntry>& entries,
                                        const std::string& rel) {
  return Resolver(root, entries, rel).refusal();
}

}  // namespace mind::store
