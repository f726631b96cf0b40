#include "store/item_link.hpp"

#include <cctype>
#include <vector>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/name_safety.hpp"
#include "store/pin.hpp"

namespace mind::store {
namespace {

std::vector<std::string> segments(const std::string& path) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= path.size()) {
    const std::size_t slash = path.find('/', start);
    const std::size_t end = slash == std::string::npos ? path.size() : slash;
    out.push_back(path.substr(start, end - start));
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  return out;
}

[[noreturn]] void bad(const std::string& text, const std::string& why, bool file_url) {
  std::vector<std::string> hints;
  if (file_url) {
    hints = {
        "give file:///<repo>/tree/<ref>/<skill-dir>, file:///<repo>/blob/<ref>/<skill-dir>/"
        "SKILL.md or file:///<repo>/blob/<ref>/<file>.md"};
  } else {
    hints = {
        "give <repo-url>/tree/<ref>/<skill-dir> or <repo-url>/blob/<ref>/<skill-dir>/SKILL.md "
        "(GitLab: /-/tree/, /-/blob/), or <repo-url>/blob/<ref>/<file>.md for an agent, "
        "rule or command"};
  }
  throw Error(ErrorKind::bad_item_link,
              "'" + sanitize_display(text) + "' is not a valid item link: " + why,
              std::move(hints));
}

// LNK-10, LNK-16, LNK-17: a safe relative path without `@`/`#`, `.` segments dropped.
std::string checked_path(const std::string& text, const std::vector<std::string>& parts,
                         bool file_url) {
  std::string path;
  for (const std::string& p : parts) {
    if (p.empty() || p == ".") continue;
    if (!path.empty()) path += "/";
    path += p;
  }
  if (path.empty()) bad(text, "it names no item path after the ref", file_url);
  if (auto why = discovery::unsafe_relative_path_reason(path))
    bad(text, "its path is unsafe (" + *why + ")", file_url);
  for (const std::string& p : segments(path)) {
    if (p == ".." || p.starts_with("~")) bad(text, "its path leaves the repository", file_url);
  }
  if (path.find_first_of("@#") != std::string::npos) {
    bad(text, "its path may not contain '@' or '#' (they would make the identity ambiguous)",
        file_url);
  }
  return path;
}

ItemLink tail(const std::string& text, std::string repo_text, const std::string& marker,
              const std::vector<std::string>& rest, bool file_url) {
  if (rest.empty() || rest.front().empty())
    bad(text, "it names no ref after /" + marker + "/", file_url);
  ItemLink link{std::move(repo_text), rest.front(), "", false};
  if (auto why = unsafe_ref_reason(link.ref)) bad(text, "its ref is unsafe (" + *why + ")", file_url);
  std::vector<std::string> parts(rest.begin() + 1, rest.end());
  while (!parts.empty() && parts.back().empty()) parts.pop_back();  // a trailing slash
  link.path = checked_path(text, parts, file_url);
  const std::string leaf = link.path.substr(link.path.rfind('/') + 1);
  if (leaf == "SKILL.md") {  // blob: the skill dir is its parent; tree: tolerated
    const auto slash = link.path.rfind('/');
    if (slash == std::string::npos)
      bad(text, "SKILL.md at the repository root is no skill directory", file_url);
    link.path.resize(slash);
    return link;
  }
  if (marker == "tree") return link;
  if (leaf.ends_with(".js")) {
    const auto slash = link.path.rfind('/');
    const std::string parent = slash == std::string::npos ? "" : link.path.substr(0, slash);
    if (parent == "workflows" || parent.ends_with("/workflows")) {  // WF-6
      throw Error(ErrorKind::bad_item_link,
                  "'" + sanitize_display(text) +
                      "' links a workflow: workflows cannot be installed by an item link",
                  {"meld the repository, or `mind learn workflow:" +
                   sanitize_display(leaf.substr(0, leaf.size() - 3)) + "` after melding it"});
    }
    bad(text, "the link form takes .md files only", file_url);
  }
  if (!leaf.ends_with(".md") || leaf.size() == 3) {
    bad(text, "a blob link names <skill-dir>/SKILL.md or a <file>.md", file_url);
  }
  link.file = true;
  return link;
}

}  // namespace

bool is_commit_ref(const std::string& ref) {
  if (ref.size() != 40) return false;
  for (char c : ref) {
    if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

std::optional<ItemLink> split_item_link(const std::string& raw) {
  if (raw.starts_with("file://")) {  // LNK-2: the tail is parsed first
    const std::vector<std::string> parts = segments(raw.substr(7));
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (parts[i] != "tree" && parts[i] != "blob") continue;
      std::string repo = "file://";
      for (std::size_t j = 0; j < i; ++j) repo += (j ? "/" : "") + parts[j];
      if (i > 0 && parts[i - 1] == "-") repo.resize(repo.size() - 2);  // GitLab-shaped
      std::vector<std::string> rest(parts.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                                    parts.end());
      ItemLink link = tail(raw, repo, parts[i], rest, true);
      if (repo.size() <= 8) bad(raw, "it names no repository before /" + parts[i] + "/", true);
      return link;
    }
    return std::nullopt;
  }
  const bool remote =
      raw.starts_with("https://") || raw.starts_with("http://") || raw.starts_with("ssh://");
  if (!remote) return std::nullopt;
  std::string text = raw.substr(0, raw.find_first_of("?#"));  // LNK-1: query and fragment
  const std::size_t scheme_end = text.find("://") + 3;
  const std::size_t path_start = text.find('/', scheme_end);
  if (path_start == std::string::npos) return std::nullopt;
  const std::vector<std::string> parts = segments(text.substr(path_start + 1));
  std::size_t marker = 2;
  if (parts.size() > 3 && parts[2] == "-") marker = 3;
  if (parts.size() <= marker || (parts[marker] != "tree" && parts[marker] != "blob")) {
    return std::nullopt;
  }
  if (parts[0].empty() || parts[1].empty()) return std::nullopt;  // InvalidRepoSpec (LNK-2)
  const std::string repo = text.substr(0, path_start) + "/" + parts[0] + "/" + parts[1];
  std::vector<std::string> rest(parts.begin() + static_cast<std::ptrdiff_t>(marker) + 1,
                                parts.end());
  return tail(raw, repo, parts[marker], rest, false);
}

std::string item_link_url(const std::string& host, const std::string& owner,
                          const std::string& repo, const std::string& local_repo_path,
                          const std::string& commit, const std::string& path) {
  const bool file = path.ends_with(".md");  // LNK-23: a file link is a blob
  const std::string base =
      host == "local" ? "file://" + local_repo_path : "https://" + host + "/" + owner + "/" + repo;
  return base + (file ? "/blob/" : "/tree/") + commit + "/" + path;
}

}  // namespace mind::store
