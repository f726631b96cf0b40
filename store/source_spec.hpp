#pragma once
/// Parsing what a user types to name a source (CLI-11, CLI-204, STO-11,
/// STO-13, STO-64, STO-67, STO-72) into a URL and a structural identity
/// `host/owner/repo`. Local paths get host `local` and are made absolute
/// lexically before owner and repo are derived.

#include <optional>
#include <string>

namespace mind::store {

struct SourceSpec {
  std::string url;  // clone URL, or the absolute path of a local source
  std::string host, owner, repo;
  bool local = false;                // host `local`: a local path or a `file://` URL
  bool file_url = false;             // `file://`: always cloned, never linked
  std::optional<std::string> alias;  // identity alias (STO-58), set by with_alias
  /// An item link's repo-relative item path and URL ref (LNK-1, LNK-3, LNK-4).
  std::optional<std::string> item_path{}, link_ref{};

  /// `host/owner/repo`, plus `#<item path>` for an item link (LNK-4) and `@<alias>` for an identity
  /// alias (STO-13, STO-58).
  std::string identity() const {
    return host + "/" + owner + "/" + repo + (item_path ? "#" + *item_path : "") +
           (alias ? "@" + *alias : "");
  }
  /// The bare `host/owner/repo` (policy and STO-60 use it).
};

/// An item link (store/item_link.hpp) is parsed as its repository with the
/// link's path and ref set. Throws `bad-item-link` for a broken link tail,
/// `invalid-repo-spec` for an unrecognized form and `unsafe-repo-spec`
/// naming the part for an unsafe host, owner or repo.
SourceSpec parse_source_spec(const std::string& text);

/// `spec` with the identity alias from `--namespace` (CLI-13, CLI-159): a
/// non-empty value is checked as a prefix (`unsafe-prefix`, `reserved-prefix`)
/// and appended to the identity; an empty value means the bare identity.
SourceSpec with_alias(SourceSpec spec, const std::string& alias);

}  // namespace mind::store
