#pragma once
/// `forget`: select installed items by ref (CLI-40, CLI-41) and uninstall
/// each through its file registry, dropping its manifest entry (LIFE-20).
/// Dependencies are never removed with it (DEP-50); dependents are found
/// so the verb can warn before they break (DEP-60).

#include <string>
#include <vector>

#include "install/session.hpp"

namespace mind::install {

/// Manifest keys the ref selects; throws `not-installed` for none and
/// `ambiguous-item` for several without a glob.
std::vector<std::string> select_installed(const Session& session, const std::string& ref_text);

/// DEP-60: the installed items of the same source that depend on `key`
/// (through `{{ns:}}` tokens or `requires:`), as manifest keys. Empty when the
/// source cannot be read: the warning is a courtesy, never a blocker.
std::vector<std::string> installed_dependents(Session& session, const std::string& key);

/// Uninstalls each key, saving the manifest after each; returns the removed keys.
std::vector<std::string> forget(Session& session, const std::vector<std::string>& keys);

}  // namespace mind::install
