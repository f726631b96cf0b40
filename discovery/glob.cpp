#include "discovery/glob.hpp"

#include <fnmatch.h>

#include <algorithm>
#include <set>
#include <system_error>

#include "discovery/entry_type.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

std::vector<std::string_view> split_segments(std::string_view path) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string_view::npos) end = path.size();
    const std::string_view seg = path.substr(start, end - start);
    if (!seg.empty() && seg != ".") out.push_back(seg);
    start = end + 1;
  }
  return out;
}

bool has_wildcard(std::string_view segment) {
  return segment.find_first_of("*?[") != std::string_view::npos;
}

bool segment_match(std::string_view pattern, std::string_view name) {
  if (!has_wildcard(pattern) && pattern.find('\\') == std::string_view::npos) {
    return pattern == name;
  }
  const std::string p(pattern), n(name);
  return ::fnmatch(p.c_str(), n.c_str(), 0) == 0;
}

// True when every `[` opens a bracket expression that closes.
bool brackets_close(std::string_view pattern) {
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '\\') {
      ++i;
      continue;
    }
    if (pattern[i] != '[') continue;
    std::size_t j = i + 1;
    if (j < pattern.size() && (pattern[j] == '!' || pattern[j] == '^')) ++j;
    if (j < pattern.size() && pattern[j] == ']') ++j;  // a leading `]` is literal
    while (j < pattern.size() && pattern[j] != ']' && pattern[j] != '/') ++j;
    if (j >= pattern.size() || pattern[j] != ']') return false;
    i = j;
  }
  return true;
}

fs::file_type type_of(const fs::path& p) {
  std::error_code ec;
  return fs::symlink_status(p, ec).type();
}

class Walker {
 public:
  Walker(const fs::path& root, std::vector<std::string_view> segments)
      : root_(root), segments_(std::move(segments)) {}

  GlobMatches run() {
    if (segments_.empty()) return {};
    walk("", 0, 0);
    GlobMatches out;
    out.paths.assign(paths_.begin(), paths_.end());
    out.symlinks.assign(symlinks_.begin(), symlinks_.end());
    return out;
  }

 private:
  static std::string join(const std::string& dir, std::string_view name) {
    return dir.empty() ? std::string(name) : dir + "/" + std::string(name);
  }

  // `dir` is a real directory (relative, "" = root) reached by segments_[0, i).
  void walk(const std::string& dir, std::size_t i, int depth) {
    if (depth > kMaxGlobDepth) return;
    const std::string_view seg = segments_[i];
    const bool last = i + 1 == segments_.size();
    if (seg == "**") {
      if (last) {
        // `a/**` matches everything below `a`.
        for (const auto& [name, type] : list(dir)) descend_all(join(dir, name), type, depth + 1);
        return;
      }
      walk(dir, i + 1, depth);
      for (const auto& [name, type] : list(dir)) {
        if (type == fs::file_type::directory) walk(join(dir, name), i, depth + 1);
      }
      return;
    }
    if (!has_wildcard(seg)) {
      const std::string child = join(dir, seg);
      consider(child, type_of(root_ / child), i, last, depth);
      return;
    }
    for (const auto& [name, type] : list(dir)) {
      if (segment_match(seg, name)) consider(join(dir, name), type, i, last, depth);
    }
  }

  void consider(const std::string& rel, fs::file_type type, std::size_t i, bool last, int depth) {
    if (type == fs::file_type::not_found || type == fs::file_type::none) return;
    if (type == fs::file_type::symlink) {
      symlinks_.insert(rel);
      return;
    }
    if (last) {
      paths_.insert(rel);
    } else if (type == fs::file_type::directory) {
      walk(rel, i + 1, depth + 1);
    }
  }

  void descend_all(const std::string& rel, fs::file_type type, int depth) {
    if (depth > kMaxGlobDepth) return;
    if (type == fs::file_type::symlink) {
      symlinks_.insert(rel);
      return;
    }
    paths_.insert(rel);
    if (type != fs::file_type::directory) return;
    for (const auto& [name, t] : list(rel)) descend_all(join(rel, name), t, depth + 1);
  }

  std::vector<std::pair<std::string, fs::file_type>> list(const std::string& dir) {
    std::vector<std::pair<std::string, fs::file_type>> out;
    std::error_code ec;
    for (fs::directory_iterator it(dir.empty() ? root_ : root_ / dir, ec), end; !ec && it != end;
         it.increment(ec)) {
      out.emplace_back(it->path().filename().string(), entry_type(*it));
    }
    return out;
  }

  fs::path root_;
  std::vector<std::string_view> segments_;
  std::set<std::string> paths_;
  std::set<std::string> symlinks_;
};

}  // namespace

std::optional<std::string> unsafe_glob_reason(std::string_view pattern) {
  if (pattern.empty()) return "it is empty";
  if (pattern.front() == '/' || pattern.front() == '\\') return "it is absolute";
  if (pattern.front() == '~') return "it starts with '~'";
  if (pattern.find('\0') != std::string_view::npos) return "it contains NUL";
  for (std::string_view seg : split_segments(pattern)) {
    if (seg == "..") return "it contains a '..' component";
  }
  if (!brackets_close(pattern)) return "it has an unclosed '['";
  return std::nullopt;
}

bool glob_match(std::string_view pattern, std::string_view path) noexcept {
  try {
    const auto pat = split_segments(pattern);
    const auto segs = split_segments(path);
    // can[i][j]: pat[i..] matches segs[j..]. Linear in pattern x path size.
    std::vector<std::vector<char>> can(pat.size() + 1, std::vector<char>(segs.size() + 1, 0));
    can[pat.size()][segs.size()] = 1;
    for (std::size_t i = pat.size(); i-- > 0;) {
      for (std::size_t j = segs.size() + 1; j-- > 0;) {
        if (pat[i] == "**") {
          can[i][j] = can[i + 1][j] || (j < segs.size() && can[i][j + 1]);
        } else {
          can[i][j] = j < segs.size() && segment_match(pat[i], segs[j]) && can[i + 1][j + 1];
        }
      }
    }
    return can[0][0] != 0;
  } catch (...) {
    return false;
  }
}

bool glob_reaches_hidden(std::string_view pattern, std::string_view path) noexcept {
  if (is_vcs_metadata(path)) return false;
  try {
    const auto pat = split_segments(pattern);
    for (std::string_view part : split_segments(path)) {
      if (!part.starts_with('.')) continue;
      const bool named = std::any_of(pat.begin(), pat.end(), [&](std::string_view seg) {
        return seg.starts_with('.') && segment_match(seg, part);
      });
      if (!named) return false;
    }
    return true;
  } catch (...) {
    return false;
  }
}

GlobMatches expand_glob(const fs::path& root, std::string_view pattern) {
  return Walker(root, split_segments(pattern)).run();
}

const std::string* ignored_by(const std::vector<std::string>& patterns, std::string_view rel,
                              bool is_dir) {
  if (patterns.empty()) return nullptr;
  std::size_t start = 0;
  while (start <= rel.size()) {
    std::size_t end = rel.find('/', start);
    if (end == std::string_view::npos) end = rel.size();
    const std::string_view prefix = rel.substr(0, end);
    const bool dir_here = end < rel.size() || is_dir;
    for (const std::string& p : patterns) {
      const bool dir_only = p.ends_with('/');
      if (dir_only && !dir_here) continue;
      if (glob_match(dir_only ? std::string_view(p).substr(0, p.size() - 1) : p, prefix)) {
        return &p;
      }
    }
    start = end + 1;
  }
  return nullptr;
}

bool is_vcs_metadata(std::string_view rel) noexcept {
  std::size_t start = 0;
  while (start <= rel.size()) {
    std::size_t end = rel.find('/', start);
    if (end == std::string_view::npos) end = rel.size();
    const std::string_view part = rel.substr(start, end - start);
    if (part == ".git" || part == ".hg" || part == ".svn" || part == ".bzr") return true;
    start = end + 1;
  }
  return false;
}

}  // namespace mind::discovery
