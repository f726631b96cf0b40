#pragma once
/// Item links (LNK-1, LNK-2, LNK-10, LNK-14, LNK-16, LNK-17, LNK-20): a URL
/// naming one skill directory or one markdown file inside a repository,
/// `<repo-url>/tree/<ref>/<path>`, `<repo-url>/blob/<ref>/<path>/SKILL.md` or
/// `.../blob/<ref>/<file>.md`, the GitLab `/-/tree/`, `/-/blob/` variants, and
/// `file:///<repo>/tree|blob/...`. Split here, apart from the repo-spec
/// grammar, so `parse_source_spec` calls it at one point and every verb that
/// takes a source (meld, learn, a `[discover].sources` entry) takes a link.

#include <optional>
#include <string>

namespace mind::store {

struct ItemLink {
  std::string repo_text;  // the repository part, parsed as an ordinary spec
  std::string ref;        // the one segment after tree/blob: the pin (LNK-3)
  std::string path;       // normalized repo-relative path: a skill dir or a `.md` file
  bool file = false;      // a single-file link (LNK-20), else a skill directory
};

/// The link `text` spells, nullopt when it has no tree/blob marker (an
/// ordinary spec). Throws `bad-item-link` naming the URL and the expected
/// shapes for a marker whose tail is not a valid link.
std::optional<ItemLink> split_item_link(const std::string& text);

/// The `<ref>` of a link is a commit when it is exactly 40 hex digits.
bool is_commit_ref(const std::string& ref);

/// The deep URL `dump` writes for a link instance (LNK-13, LNK-23): built from
/// the identity parts, `https://host/owner/repo/tree|blob/<commit>/<path>`, or
/// `file://<repo path>/...` for a local one.
std::string item_link_url(const std::string& host, const std::string& owner,
                          const std::string& repo, const std::string& local_repo_path,
                          const std::string& commit, const std::string& path);

}  // namespace mind::store
