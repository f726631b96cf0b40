#pragma once
/// What a source argument typed on the command line means, decided once for
/// every verb that takes one (issue 35; CLI-11, CLI-214). The general spec
/// parser (store/source_spec.hpp) does not look at the disk; this rule does,
/// and only for what a user typed (never for a curator's `[discover].sources`
/// entry, which must not depend on the user's working directory):
///
/// - an existing folder wins over the `owner/repo` shorthand: `snap/kit` that
///   exists here is `./snap/kit`, with a note naming the other reading
///   (`github:snap/kit`); before this a meld cloned a stranger's repository;
/// - an existing file that also reads as the shorthand is refused, naming both
///   readings (a source is a folder or a repository, never a file);
/// - a folder name that is not a spec (`my-skills`) is that folder, and a name
///   that is neither a spec nor here but close to a folder here is refused
///   with "did you mean ./my-skills";
/// - `github.com/o/r` is `https://github.com/o/r`; a GitHub `/tree/` or
///   `/blob/` URL is an item link (LNK-1, LNK-2) for a verb that takes one
///   (meld, learn), read by the link parser, and is answered with the
///   repository's spelling for one that does not (review).
///
/// `location_names` is the other half: whether an argument names the place a
/// melded source came from (its URL, its folder relative to here, or that
/// folder as a `file://` URL), as unmeld, sync, learn, hooks and the `--source`
/// filters take it.

#include <optional>
#include <string>

namespace mind::store {

struct SourceArgument {
  std::string spec;                 // what to hand parse_source_spec
  std::optional<std::string> note;  // sanitized: the other reading, when there was one
};

/// Whether the verb reading the argument installs from an item link.
enum class ItemLinks { accepted, refused };

/// `verb` names the command in the hints (`meld`, `review`). Throws
/// `invalid-repo-spec` for the refused forms above; otherwise the spec text,
/// which parse_source_spec still checks.
SourceArgument read_source_argument(const std::string& text, const std::string& verb,
                                    ItemLinks links = ItemLinks::accepted);

/// Whether `argument` names `source_url` by location (see above). A URL or
/// path compares without a trailing `/` or `.git`.
bool location_names(const std::string& argument, const std::string& source_url);

}  // namespace mind::store
