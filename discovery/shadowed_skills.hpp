#pragma once
/// A plugin's skill and command of one name (issue 43): Claude Code 2.1.334
/// loads both, then lists ONE item under `<plugin>:<name>`, the command (its
/// description is the command's: measured on a fixture with `commands/x.md`
/// and `skills/x/SKILL.md`, and on affaan-m/everything-claude-code `ecc-guide`,
/// `security-scan` and knowledge-work-plugins `brand-voice:discover-brand`).
/// mind offers what Claude Code lists: the command, and the skill is not
/// offered, with one warning per plugin that names each and the remedy.

#include <string>
#include <vector>

#include "discovery/catalog.hpp"

namespace mind::discovery {

/// Removes from `items` (one plugin's) each skill a command of the same bare
/// name shadows; returns the warning naming them, or "" when none was.
std::string drop_shadowed_skills(const std::string& plugin, std::vector<CatalogItem>& items);

}  // namespace mind::discovery
