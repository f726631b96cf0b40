#pragma once
/// Near misses: when a source offers no item, what in it comes close to a
/// layout and which flag or `mind.toml` entry would take it (CLI-205). It
/// looks for markdown files under `tools/` (a tool is a folder) or
/// `workflows/` (a workflow is a `.js` file), `SKILL.md` files and kind
/// folders deeper than the convention reaches, and `.claude-plugin/`
/// manifests below the root. The walk never follows a symlink, walks dot
/// folders (`skills/.curated/` holds items a `--add-root` takes; issue 43)
/// but not VCS metadata or `node_modules`, and is bounded in depth and entries, so a
/// hostile or huge source cannot stall a meld. One hint per kind of miss,
/// with a count and a few example paths (bounded output).

#include <filesystem>
#include <string>
#include <vector>

namespace mind::discovery {

struct NearMiss {
  std::string what;    // "3 SKILL.md folders under 'cli/components/skills/'" (sanitized)
  std::string remedy;  // "meld with --root cli/components" (sanitized)
};

/// The layouts the convention scan looks for, in one line.
std::string convention_layouts();

std::vector<NearMiss> find_near_misses(const std::filesystem::path& root);

/// Issue 43: a source whose scan offered some items can still hold items no
/// scan root reaches (zebbern/claude-code-guide's `agents/.claude/agents/`
/// beside its `skills/`; SuperClaude's `src/superclaude/commands/`), which a
/// meld that offered anything used to pass over in silence. `offered` are the
/// offered items' root-relative paths: nothing inside an offered item, nor a
/// kind folder or skill beside one, is named, and each remedy adds a root
/// (`--add-root`) where the empty-source hint replaces them (`--root`).
std::vector<NearMiss> find_unreached_layouts(const std::filesystem::path& root,
                                             const std::vector<std::string>& offered);

}  // namespace mind::discovery
