#pragma once
/// Which melded sources a name or glob selects (CLI-20, CLI-28, CLI-231): the
/// full identity (with any `@alias`), an unambiguous trailing `/`-suffix (a
/// bare suffix reaches only the un-aliased instance, since `agents` is not a
/// suffix of `.../agents@p`), or a glob matched against those forms.

#include <string>
#include <vector>

#include "store/registry.hpp"

namespace mind::install {

/// Registry names the selector matches, in registry order. Throws
/// `source-not-found` for none. With `one_unless_glob`, a plain selector
/// matching several is `ambiguous-source` (unmeld); sync allows several.
std::vector<std::string> select_sources(const store::Registry& registry,
                                        const std::string& selector, bool one_unless_glob);

}  // namespace mind::install
