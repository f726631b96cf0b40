#pragma once
/// Refusing an install that would take over what another source installed.
/// Two sources' items can meet at one manifest key (same kind and effective
/// name: NS-43) or, for agents, at one link path, since an agent links under
/// its bare harness name whatever the prefix (NS-40, NS-41). The ownership
/// test alone would let the second install silently repoint the first one's
/// link, so these are checked before anything is staged.

#include <string>

#include "install/source_catalog.hpp"
#include "store/manifest.hpp"

namespace mind::install {

/// Throws `duplicate-item` (same key, another source) or `agent-collision`.
void check_install_conflicts(const store::Manifest& manifest, const OfferedItem& offered,
                             const std::string& key);

}  // namespace mind::install
