#pragma once
/// An item in the agent's own form (design decision 15). Where an agent reads
/// a kind from files of its own shape, the link in that agent's folder is
/// named and filled the way the agent reads it: Gemini CLI reads commands as
/// TOML (`~/.gemini/commands/<n>.toml`: `description`, `prompt`, `{{args}}`),
/// so mind writes the translated copy into the store beside the item's copy
/// and links it; GitHub Copilot reads agents as `~/.copilot/agents/<n>.agent.md`,
/// the same markdown, so the store copy is linked under that name; OpenCode
/// reads agents as `~/.config/opencode/agents/<n>.md` with frontmatter of its
/// own shape (opencode_agent.hpp), a translated copy. The form is the
/// folder's: a lobe named `.gemini`, `.copilot`, `.github` or `opencode` gets
/// it however it was added. A translation is a pure function of the store copy, so drift is a
/// comparison with a fresh translation, and a repair is writing it again.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "discovery/kind.hpp"

namespace mind::install {

enum class FormKind { gemini_command_toml, opencode_agent_md };

struct AgentForm {
  std::string link_rel;                // `commands/<n>.toml`, `agents/<n>.agent.md`
  std::optional<FormKind> translated;  // nullopt: the store copy linked as it is
};

/// The form `kind` takes in the lobe `lobe` (`name`: the link name the kind
/// uses: the effective name, or an agent's harness name), or nullopt where the
/// kind keeps its default link (`commands/<n>.md`).
std::optional<AgentForm> agent_form(const std::filesystem::path& lobe, discovery::Kind kind,
                                    const std::string& name);

/// The name a link file of `kind` carries, without the extension of its form
/// (`x.agent.md` or `x.md` for an agent, `x.toml` or `x.md` for a command).
std::string link_file_stem(discovery::Kind kind, std::string_view filename);

/// The link path `rel` (relative to some lobe) as the lobe `lobe` reads
/// `kind` (decision 15): `commands/x.md` and `commands/x.toml` are
/// `commands/x.toml` in a Gemini lobe and `commands/x.md` elsewhere;
/// `agents/x.md` and `agents/x.agent.md` are `agents/x.agent.md` in a Copilot
/// lobe. A path outside the kind's folder (a custom `[[items]] link`), or of a
/// kind no agent reads in a form of its own, is returned as it is.
std::string link_rel_for_lobe(const std::filesystem::path& lobe, discovery::Kind kind,
                              const std::string& rel);

/// The translated copy of the store copy `store_path`: `<store_path>.gemini.toml`,
/// `<store_path>.opencode.md`.
std::string form_path(const std::string& store_path, FormKind form);

/// The form a recorded translated copy's path names, if it names one.
std::optional<FormKind> form_of_path(std::string_view path);

/// What a link points at: the translated copy when the link is in a form
/// that translates, else the store copy itself.
std::string link_target(const std::string& store_path, const std::string& link,
                        discovery::Kind kind);

/// A Claude Code command (markdown, optional frontmatter with `description`,
/// `$ARGUMENTS` for what the user typed) as a Gemini CLI command file:
/// `description = "..."`, a blank line, and `prompt = """..."""` with
/// `{{args}}` for `$ARGUMENTS`. Never throws on content.
std::string gemini_command_toml(std::string_view markdown);

std::string translate(FormKind form, std::string_view source);

/// The markdown after a closed leading `---` block (the whole text without one).
std::string_view markdown_body(std::string_view text);

/// `text` with every invalid UTF-8 sequence replaced by U+FFFD.
std::string valid_utf8_text(std::string_view text);

/// Writes the translation of the store copy `store_path` to `target`
/// (atomically, inside the store: never a user's file). Throws `io`.
void write_translated(const std::string& store_path, const std::string& target, FormKind form);

/// True when `target` holds exactly the translation of `store_path`.
bool translated_is_current(const std::string& store_path, const std::string& target, FormKind form);

}  // namespace mind::install
