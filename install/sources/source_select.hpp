#pragma once
/// Which melded sources a name or glob selects (CLI-20, CLI-28, CLI-231): the
/// full identity (with any `@alias`), an unambiguous trailing `/`-suffix (a
/// bare suffix reaches only the un-aliased instance, since `agents` is not a
/// suffix of `.../agents@p`), or a glob matched against those forms.

#include <optional>
#include <string>
#include <vector>

#include "store/registry.hpp"

namespace mind::install {

/// Registry names the selector matches, in registry order. Throws
/// `source-not-found` for none. With `one_unless_glob`, a plain selector
/// matching several is `ambiguous-source` (unmeld); sync allows several.
std::vector<std::string> select_sources(const store::Registry& registry,
                                        const std::string& selector, bool one_unless_glob);

/// The identity of the source that `location` names by where it was melded
/// from (its clone URL, or a local path, relative or as a file:// URL), when
/// it names exactly one and no source by identity: the `--source` filters of
/// recall and probe take what `unmeld` and `sync` take (issue 20).
std::optional<std::string> source_at_location(const store::Registry& registry,
                                              const std::string& location);

}  // namespace mind::install
