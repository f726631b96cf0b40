#pragma once
/// Items of one plugin under one name (issue 43). Claude Code 2.1.334 loads
/// them all, then lists ONE `<plugin>:<name>`: a workflow (named by its
/// `meta.name`) before a command, a command before a skill. Measured: a
/// fixture with `commands/x.md` and `skills/x/SKILL.md` lists `p:x` with the
/// command's description (so do affaan-m/everything-claude-code `ecc-guide`,
/// `security-scan` and knowledge-work-plugins `brand-voice:discover-brand`);
/// KemonoNeco/Straitjacket's workflow `audit` hides its skill `audit`, and
/// claude-plugins-official's workflow `modernize-extract-rules` its command.
/// mind offers what Claude Code lists; each hidden item is not offered, with
/// one warning per plugin naming each and the remedy.

#include <string>
#include <vector>

#include "discovery/catalog.hpp"

namespace mind::discovery {

/// Removes from `items` (one plugin's) each skill a command or a workflow of
/// the same name shadows, and each command a workflow shadows; returns the
/// warning naming them, or "" when none was.
std::string drop_shadowed_items(const std::string& plugin, std::vector<CatalogItem>& items);

}  // namespace mind::discovery
