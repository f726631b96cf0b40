#include "namespacing/plugin_references.hpp"

#include <algorithm>

namespace mind::namespacing {
namespace {

using discovery::Kind;

bool is_name_byte(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c == '.';
}

// A qualified name runs on through `:` (`p:dir:cmd`, a command in a folder).
bool is_run_byte(char c) noexcept { return is_name_byte(c) || c == ':'; }

bool is_quote(char c) noexcept { return c == '\'' || c == '"' || c == '`'; }

bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::size_t skip_space_back(std::string_view text, std::size_t at) noexcept {
  while (at > 0 && is_space(text[at - 1])) --at;
  return at;
}

// The identifier that ends at `end` (after spaces and one closing quote, as
// in `"subagent_type": "p:a"`).
std::string_view word_before(std::string_view text, std::size_t end) noexcept {
  end = skip_space_back(text, end);
  if (end > 0 && is_quote(text[end - 1])) --end;
  std::size_t start = end;
  while (start > 0 && (is_name_byte(text[start - 1]) || text[start - 1] == '$')) --start;
  return text.substr(start, end - start);
}

bool is_agent_key(std::string_view word) noexcept {
  return word == "agentType" || word == "subagent_type" || word == "subagentType" ||
         word == "agent_type";
}

// What the bytes before `at` say the reference is; nullopt: not one (a path
// segment such as `dir/p:x`).
std::optional<ReferenceForm> form_before(std::string_view text, std::size_t at) noexcept {
  if (at > 0 && text[at - 1] == '/') {
    const char before = at >= 2 ? text[at - 2] : ' ';
    const bool starts = is_space(before) || is_quote(before) || before == '(' || before == '[';
    return starts ? std::optional(ReferenceForm::slash) : std::nullopt;
  }
  std::size_t i = at;
  if (i > 0 && is_quote(text[i - 1])) --i;
  if (i > 0 && text[i - 1] == '(') {
    const std::string_view callee = word_before(text, i - 1);
    if (callee == "workflow") return ReferenceForm::workflow_call;
    if (callee == "Skill") return ReferenceForm::skill_call;
    return ReferenceForm::prose;
  }
  i = skip_space_back(text, i);
  if (i > 0 && (text[i - 1] == ':' || text[i - 1] == '=')) {
    if (is_agent_key(word_before(text, i - 1))) return ReferenceForm::agent_key;
  }
  return ReferenceForm::prose;
}

// The kinds a form may name, in the order they are tried.
std::span<const Kind> kinds_for(ReferenceForm form) {
  static constexpr Kind kAgent[] = {Kind::agent};
  static constexpr Kind kWorkflow[] = {Kind::workflow};
  static constexpr Kind kSkillCall[] = {Kind::skill, Kind::command, Kind::workflow};
  static constexpr Kind kSlash[] = {Kind::command, Kind::skill, Kind::workflow};
  static constexpr Kind kProse[] = {Kind::command, Kind::skill, Kind::workflow, Kind::agent};
  switch (form) {
    case ReferenceForm::agent_key:
      return kAgent;
    case ReferenceForm::workflow_call:
      return kWorkflow;
    case ReferenceForm::skill_call:
      return kSkillCall;
    case ReferenceForm::slash:
      return kSlash;
    case ReferenceForm::prose:
      break;
  }
  return kProse;
}

}  // namespace

std::vector<PluginReference> find_plugin_references(std::string_view text,
                                                    std::string_view plugin) {
  std::vector<PluginReference> found;
  if (plugin.empty() || !is_valid_utf8(text)) return found;
  const std::string needle = std::string(plugin) + ":";
  std::size_t line = 1;
  std::size_t counted = 0;  // `line` is the line of byte `counted`
  for (std::size_t at = text.find(needle); at != std::string_view::npos;
       at = text.find(needle, at + 1)) {
    if (at > 0 && is_run_byte(text[at - 1])) continue;  // inside a longer name
    const std::size_t start = at + needle.size();
    std::size_t end = start;
    while (end < text.size() && is_run_byte(text[end])) ++end;
    // A template literal's `${...}` computes the rest of the name: not written out.
    if (text.substr(end).starts_with("${")) continue;
    // A sentence's full stop, a list's colon, a dash after the name are not part of it.
    while (end > start && (text[end - 1] == '.' || text[end - 1] == ':' || text[end - 1] == '-')) {
      --end;
    }
    if (end == start) continue;
    const std::optional<ReferenceForm> form = form_before(text, at);
    if (!form) continue;
    line += static_cast<std::size_t>(std::count(text.begin() + counted, text.begin() + at, '\n'));
    counted = at;
    found.push_back({at, end, std::string(text.substr(start, end - start)), *form, line});
  }
  return found;
}

const Sibling* plugin_reference_target(std::span<const Sibling> siblings,
                                       const PluginReference& ref) {
  for (const Kind kind : kinds_for(ref.form)) {
    for (const Sibling& s : siblings) {
      if (s.kind == kind && s.plugin_local_name == ref.name) return &s;
    }
  }
  return nullptr;
}

std::optional<std::string> resolve_plugin_reference(std::span<const Sibling> siblings,
                                                    const PluginReference& ref) {
  const Sibling* target = plugin_reference_target(siblings, ref);
  if (target == nullptr) return std::nullopt;
  return installed_reference_name(*target);
}

PluginRewrite rewrite_plugin_references(std::string_view text, std::string_view plugin,
                                        std::span<const Sibling> siblings) {
  PluginRewrite out;
  std::size_t copied = 0;
  for (PluginReference& ref : find_plugin_references(text, plugin)) {
    const std::optional<std::string> name = resolve_plugin_reference(siblings, ref);
    if (!name) {
      if (ref.form != ReferenceForm::prose) out.unresolved.push_back(std::move(ref));
      continue;
    }
    if (text.substr(ref.begin, ref.end - ref.begin) == *name) continue;
    out.text.append(text.substr(copied, ref.begin - copied)).append(*name);
    copied = ref.end;
    out.changed = true;
  }
  if (!out.changed) {
    out.text = std::string(text);
  } else {
    out.text.append(text.substr(copied));
  }
  return out;
}

std::vector<PluginReference> unresolved_plugin_references(std::string_view text,
                                                          std::string_view plugin,
                                                          std::span<const Sibling> siblings) {
  return rewrite_plugin_references(text, plugin, siblings).unresolved;
}

}  // namespace mind::namespacing
