#pragma once
/// `forget`: select installed items by ref (CLI-40, CLI-41) and uninstall
/// each through its file registry, dropping its manifest entry (LIFE-20).

#include <string>
#include <vector>

#include "install/session.hpp"

namespace mind::install {

/// Manifest keys the ref selects; throws `not-installed` for none and
/// `ambiguous-item` for several without a glob.
std::vector<std::string> select_installed(const Session& session, const std::string& ref_text);

/// Uninstalls each key, saving the manifest after each; returns the removed keys.
std::vector<std::string> forget(Session& session, const std::vector<std::string>& keys);

}  // namespace mind::install
