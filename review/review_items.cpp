#include "review/review_items.hpp"

#include <filesystem>
#include <map>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/utf8.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/frontmatter.hpp"
#include "discovery/harness_reserved.hpp"
#include "discovery/kind.hpp"
#include "discovery/workflow_checks.hpp"
#include "install/sources/item_ref.hpp"
#include "namespacing/expansion_gate.hpp"

namespace mind::review {
namespace fs = std::filesystem;
namespace {

std::string shown_command(std::string_view run) {
  std::string clean = mind::sanitize_display(run);
  if (clean.size() > kMaxShownCommand) {
    clean = clean.substr(0, mind::utf8::code_point_start(clean, kMaxShownCommand)) + "\u2026";
  }
  return clean;
}

// HOOK-58, CLI-238: command, event and required/optional; and what mind does
// with it, truthfully: it runs only with consent (HOOK-20..22).
std::string hook_phrase(const discovery::HookDecl& hook) {
  return std::string(hook.optional ? "an optional" : "a required") + " " +
         mind::sanitize_display(hook.event) + " hook `" + shown_command(hook.run) + "`" +
         (hook.name ? " (" + mind::shown_name(*hook.name) + ")" : "");
}

constexpr std::string_view kConsent =
    "; mind runs it on this machine only with consent (a prompt on a terminal, or a "
    "--dangerously-skip-…-hook-check flag), and skips it otherwise";
constexpr std::string_view kPluginHook =
    " when the plugin is installed through its own plugin system; mind neither installs nor "
    "runs any of a plugin's hooks";

std::uint32_t line_at(std::string_view text, std::size_t offset) {
  std::uint32_t line = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) line += text[i] == '\n' ? 1 : 0;
  return line;
}

// Issue 43: a frontmatter block that is not YAML Claude Code can read; what
// the harness then does depends on the kind (measured with 2.1.334).
std::string unreadable_effect(const discovery::CatalogItem& item) {
  if (item.kind == discovery::Kind::agent) {
    return "Claude Code ignores it in ~/.claude/agents, where mind links it" +
           (item.plugin ? " (its plugin loads it as \"Agent from " +
                              mind::shown_name(*item.plugin) + " plugin\", without its settings)"
                        : std::string());
  }
  return "Claude Code reads it without its keys (no description, no settings)";
}

bool unreadable_frontmatter(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  if (!item.frontmatter_problem) return false;
  std::optional<std::uint32_t> line;
  if (item.frontmatter_problem_line > 0) line = item.frontmatter_problem_line;
  // A directory item's problem is in its anchor (SKILL.md), named by the kind table.
  const std::string_view anchor = discovery::traits(item.kind).anchor;
  const std::string file =
      anchor.empty() ? item.relative_path : item.relative_path + "/" + std::string(anchor);
  out.push_back(make_finding(Severity::advisory, "frontmatter-unreadable",
                             scope.label(i) + ": its frontmatter is not YAML (" +
                                 *item.frontmatter_problem + "): " + unreadable_effect(item) +
                                 "; quote the value (`description: \"...\"`) or make it a block "
                                 "(`description: |` with the text indented below)",
                             file, line));
  return true;
}

void missing_description(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  if (item.kind == discovery::Kind::workflow) return;  // WF-54: WF-30 reports it
  if (unreadable_frontmatter(scope, i, out)) return;   // its description is lost with the rest
  constexpr std::string_view kAdd =
      "add `description:` to its frontmatter (or `description` to its [[items]] entry in "
      "mind.toml)";
  if (item.description_from_body) {
    // A skill described only by its body: Claude Code 2.1.334 lists it for
    // `/name` under that line, but does not offer it to the model (measured).
    if (item.kind != discovery::Kind::skill) return;
    out.push_back(make_finding(Severity::advisory, "missing-description",
                               scope.label(i) +
                                   " has no description in its frontmatter: Claude Code lists it "
                                   "for /" +
                                   mind::shown_name(item.bare_name) +
                                   " under its body's first line but does not offer it to the "
                                   "model; " +
                                   std::string(kAdd),
                               item.relative_path));
    return;
  }
  if (item.description && !item.description->empty()) return;
  // Measured with 2.1.334: `Missing required "description" field in frontmatter`.
  const std::string effect = item.kind == discovery::Kind::agent
                                 ? " (Claude Code does not load such an agent in ~/.claude/agents)"
                                 : "";
  out.push_back(
      make_finding(Severity::advisory, "missing-description",
                   scope.label(i) + " has no description" + effect + "; " + std::string(kAdd),
                   item.relative_path));
}

// Issue 43: Claude Code 2.1.334 refuses a `:` in a user-scope agent's name
// ("reserved for plugin namespacing"), and mind links agents there.
void colon_agent_name(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  if (item.kind != discovery::Kind::agent || !item.agent_name) return;
  if (item.agent_name->find(':') == std::string::npos) return;
  out.push_back(make_finding(
      Severity::advisory, "agent-name-refused",
      scope.label(i) + ": its frontmatter name '" + mind::shown_name(*item.agent_name) +
          "' holds ':', which Claude Code refuses in ~/.claude/agents (reserved for plugin "
          "namespacing), so it does not load there; other agents read it. Rename it without ':' "
          "at the source",
      item.relative_path));
}

// True when the frontmatter block declares `allowed-tools` (also as a list,
// which the scalar reader leaves uninterpreted).
bool declares_allowed_tools(std::string_view text) {
  if (discovery::read_frontmatter(text).get("allowed-tools")) return true;
  if (!text.starts_with("---")) return false;
  const std::size_t close = text.find("\n---", 3);
  const std::string_view block = text.substr(0, close);
  return block.find("\nallowed-tools:") != std::string_view::npos;
}

void command_content(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  if (item.kind != discovery::Kind::command) return;
  std::string text;
  try {
    text = discovery::read_metadata_file(item.path, scope.cap);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::metadata_too_large) throw;
    out.push_back(make_finding(Severity::hard, "metadata-too-large",
                               scope.label(i) + ": " + e.what(), item.relative_path));
    return;
  }
  const bool tools = declares_allowed_tools(text);
  const std::size_t bang = text.find("!`");
  if (!tools && bang == std::string::npos) return;
  std::string what;
  if (tools) what = "declares `allowed-tools`";
  if (bang != std::string::npos)
    what += std::string(tools ? " and " : "") + "runs a !` bash directive";
  out.push_back(make_finding(
      Severity::advisory, "command-content",
      scope.label(i) + " " + what + "; the harness runs it with those permissions when invoked",
      item.relative_path,
      bang != std::string::npos ? std::optional(line_at(text, bang)) : std::nullopt));
}

void hooks(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  for (const discovery::HookDecl& hook : item.hooks) {  // CLI-238
    out.push_back(make_finding(Severity::advisory, "item-hook",
                               scope.label(i) + ": " + hook_phrase(hook) + std::string(kConsent),
                               item.hooks_from));  // HOOK-134: the one site they came from
  }
  if (item.kind == discovery::Kind::tool && item.build && !item.build->empty()) {  // HOOK-72
    out.push_back(make_finding(Severity::advisory, "item-hook",
                               scope.label(i) + ": a required build hook `" +
                                   shown_command(*item.build) + "`" + std::string(kConsent),
                               scope.catalog.has_mind_toml ? "mind.toml" : ""));
  }
}

void forged_namespace(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  if (!scope.names[i].prefix.empty() || item.bare_name.find(':') == std::string::npos) return;
  out.push_back(make_finding(Severity::advisory, "forged-namespace",
                             scope.label(i) +
                                 ": no prefix is in effect, but the name contains ':', so it "
                                 "reads as if another source's namespace owned it",
                             item.relative_path));
}

void custom_link(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  if (!item.link) return;
  out.push_back(make_finding(Severity::advisory, "custom-link",
                             scope.label(i) + " overrides its link target with '" +
                                 mind::sanitize_display(*item.link) + "'",
                             "mind.toml"));
}

void bad_expand(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  std::error_code ec;
  const bool directory = fs::is_directory(fs::symlink_status(item.path, ec));
  for (const std::string& entry : item.expand) {
    std::optional<std::string> problem = namespacing::expand_entry_problem(entry);
    if (!problem && (!directory || !fs::is_regular_file(fs::symlink_status(item.path / entry, ec))))
      problem = "the item ships no such file";
    if (!problem) continue;
    out.push_back(
        make_finding(Severity::hard, "bad-expand",
                     scope.label(i) + ": `expand:` entry " + shown_name(entry) + ": " + *problem,
                     item.relative_path));
  }
}

// Why a `requires:` entry can never be satisfied within the source, or nullopt
// (DEP-5, DEP-7: an invalid ref, a source-qualified one, no sibling, or a bare
// name several kinds share).
std::optional<std::string> requires_problem(const ReviewScope& scope, const std::string& entry) {
  install::ItemRef ref;
  try {
    ref = install::parse_item_ref(entry);
  } catch (const Error& e) {
    return std::string("it is not a valid item ref (") + e.what() + ")";
  }
  if (ref.selector) return "it names another source; requires: stays within the source";
  std::size_t matches = 0;
  for (const namespacing::Sibling& s : scope.siblings) {
    if (s.bare_name == ref.name && (!ref.kind || s.kind == *ref.kind)) ++matches;
  }
  if (matches == 0) return "no item of the source has that name";
  if (matches > 1) return "several kinds share that name; write kind:name";
  return std::nullopt;
}

void bad_requires(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  for (const std::string& entry : item.requires_refs) {
    if (auto problem = requires_problem(scope, entry)) {
      out.push_back(make_finding(
          Severity::hard, "bad-reference",
          scope.label(i) + ": `requires:` entry " + shown_name(entry) + ": " + *problem,
          item.relative_path));
    }
  }
}

// NS-40, NS-41: agents link under their bare harness name whatever the prefix,
// so two agents of the source sharing one would share one link; `learn`
// refuses the second. One report per name, with a bounded list.
void agent_collisions(const ReviewScope& scope, std::vector<Finding>& out) {
  std::map<std::string, std::vector<std::size_t>> by_link;
  for (std::size_t i = 0; i < scope.siblings.size(); ++i) {
    if (scope.siblings[i].kind == discovery::Kind::agent)
      by_link[scope.siblings[i].agent_link_name].push_back(i);
  }
  for (const auto& [name, items] : by_link) {
    if (items.size() < 2) continue;
    std::string list;
    for (std::size_t k = 0; k < items.size() && k < discovery::kMaxNamedClaimants; ++k) {
      list += (list.empty() ? "" : ", ") + scope.label(items[k]);
    }
    if (items.size() > discovery::kMaxNamedClaimants)
      list += " and " + std::to_string(items.size() - discovery::kMaxNamedClaimants) + " more";
    out.push_back(make_finding(
        Severity::advisory, "agent-name-collision",
        std::to_string(items.size()) + " agents link as agents/" + shown_name(name) + ".md (" +
            list + "); a prefix does not change that, so only one of them can be learned",
        scope.catalog.items[items.front()].relative_path));
  }
}

// Claude plugin runtime hooks (hooks.json): Claude Code runs them, mind never
// does; each listed with its event and command, five per plugin and a count.
void plugin_runtime_hooks(const ReviewScope& scope, std::vector<Finding>& out) {
  for (const discovery::PluginHooks& p : scope.catalog.skipped.runtime_hooks) {
    const std::string who = p.plugin.empty() ? std::string("the plugin")
                                             : "plugin '" + mind::shown_name(p.plugin) + "'";
    for (const discovery::RuntimeHook& h : p.examples) {
      const std::string what = h.event.empty()
                                   ? "a hook mind could not read " + shown_command(h.command)
                                   : "a " + h.event + " hook `" + shown_command(h.command) + "`";
      out.push_back(make_finding(
          Severity::advisory, "plugin-hook",
          who + " declares " + what + "; Claude Code runs it" + std::string(kPluginHook), p.file));
    }
    if (p.count > p.examples.size()) {
      out.push_back(make_finding(Severity::advisory, "plugin-hook",
                                 who + " declares " + std::to_string(p.count - p.examples.size()) +
                                     " more hook(s) not listed here; Claude Code runs them" +
                                     std::string(kPluginHook),
                                 p.file));
    }
  }
}

}  // namespace

void check_source_level(const ReviewScope& scope, std::vector<Finding>& out) {
  agent_collisions(scope, out);
  plugin_runtime_hooks(scope, out);
  for (const discovery::HookDecl& hook : scope.catalog.hooks) {  // CLI-238
    out.push_back(make_finding(Severity::advisory, "install-hook",
                               "the source declares " + hook_phrase(hook) + std::string(kConsent),
                               "mind.toml"));
  }
  if (scope.catalog.install_hook) {
    out.push_back(make_finding(Severity::advisory, "install-hook",
                               "the source declares a required install hook `" +
                                   shown_command(*scope.catalog.install_hook) + "`" +
                                   std::string(kConsent),
                               "mind.toml"));
    // HOOK-90: the equivalent entry, with the command, ready to paste.
    out.push_back(make_finding(
        Severity::advisory, "deprecated-field",
        "[source].install is deprecated; declare the same hook as `[[hooks]]` with `run = \"" +
            shown_command(*scope.catalog.install_hook) + "\"`",
        "mind.toml"));
  }
}

namespace {

// Issue 43: a name Claude Code ignores in a project's .claude/ (the rule's
// home is discovery/harness_reserved); user scope loads it, so advisory.
void reserved_name(const ReviewScope& scope, std::size_t i, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[i];
  if (!discovery::project_reserved(item.kind, scope.names[i].str())) return;
  out.push_back(make_finding(
      Severity::advisory, "harness-reserved-name",
      scope.label(i) + " takes a name " + std::string(discovery::kReservedNamesClient) +
          " reserves for a bundled skill: linked into a project's .claude/ (`mind "
          "link-project --preset claude-code`), the harness ignores it with a warning; in "
          "~/.claude it loads. Rename it, or meld under a namespace (--as)",
      item.relative_path));
}

}  // namespace

void check_item(const ReviewScope& scope, std::size_t index, std::vector<Finding>& out) {
  missing_description(scope, index, out);
  colon_agent_name(scope, index, out);
  reserved_name(scope, index, out);
  command_content(scope, index, out);
  hooks(scope, index, out);
  forged_namespace(scope, index, out);
  custom_link(scope, index, out);
  bad_expand(scope, index, out);
  bad_requires(scope, index, out);
}

}  // namespace mind::review
