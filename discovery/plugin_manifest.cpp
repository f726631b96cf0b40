// The only translation unit in discovery that includes nlohmann-json.
#include "discovery/plugin_manifest.hpp"

#include <nlohmann/json.hpp>

#include "core/ascii_trim.hpp"
#include "core/reserved_words.hpp"
#include "core/sanitize.hpp"
#include "core/utf8.hpp"
#include "discovery/mind_toml.hpp"
#include "discovery/name_safety.hpp"

namespace mind::discovery {
namespace {

using nlohmann::json;

struct Refusal {
  std::string message;
};

std::string trimmed(std::string_view s) { return std::string(trim_ascii_blanks(s)); }

json parse_object(std::string_view bytes, std::string_view what) {
  json doc = json::parse(bytes.begin(), bytes.end(), nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded()) throw Refusal{"invalid " + std::string(what) + ": malformed JSON"};
  if (!doc.is_object()) throw Refusal{"invalid " + std::string(what) + ": not a JSON object"};
  return doc;
}

std::string required_name(const json& obj, std::string_view what) {
  const auto it = obj.find("name");
  if (it == obj.end() || !it->is_string() || trimmed(it->get<std::string>()).empty()) {
    throw Refusal{"invalid " + std::string(what) + ": 'name' must be a non-empty string"};
  }
  return it->get<std::string>();
}

std::optional<std::string> optional_string(const json& obj, const char* key) {
  const auto it = obj.find(key);
  if (it == obj.end() || !it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

// The reference's classification of a string `source` (marketplace.md).
bool is_external_spec(std::string_view s) {
  if (s.find("://") != std::string_view::npos || s.starts_with("git@") ||
      s.starts_with("github:")) {
    return true;
  }
  if (s.starts_with('.') || s.starts_with('/') || s.starts_with('~')) return false;
  const auto slash = s.find('/');
  return slash != std::string_view::npos && slash > 0 && slash + 1 < s.size() &&
         s.find('/', slash + 1) == std::string_view::npos;
}

void check_in_repo_path(std::string_view path, std::string_view what) {
  if (auto why = unsafe_relative_path_reason(path)) {
    throw Refusal{"invalid marketplace.json: " + std::string(what) + " " + in_quotes(path) +
                  " is unsafe: " + *why};
  }
}

// A component key: a string or a list of strings; anything else is refused.
std::optional<std::vector<std::string>> path_list(const json& obj, const char* key,
                                                  std::string_view what) {
  const auto it = obj.find(key);
  if (it == obj.end()) return std::nullopt;
  std::vector<std::string> out;
  if (it->is_string()) {
    out.push_back(it->get<std::string>());
    return out;
  }
  if (!it->is_array()) {
    throw Refusal{"invalid " + std::string(what) + ": '" + key +
                  "' must be a path or a list of paths"};
  }
  for (const json& p : *it) {
    if (!p.is_string()) {
      throw Refusal{"invalid " + std::string(what) + ": '" + key + "' entries must be strings"};
    }
    out.push_back(p.get<std::string>());
  }
  return out;
}

// A handler's command as shown: its `command`, else `(<type> hook)`, cut to a line.
std::string handler_command(const json& handler) {
  constexpr std::size_t kMaxShown = 200;
  std::string shown = "(hook)";
  if (handler.is_object()) {
    const auto command = handler.find("command");
    const auto type = handler.find("type");
    if (command != handler.end() && command->is_string()) {
      shown = command->get<std::string>();
    } else if (type != handler.end() && type->is_string()) {
      shown = "(" + type->get<std::string>() + " hook)";
    }
  }
  shown = sanitize_display(shown);
  if (shown.size() > kMaxShown) {
    shown = shown.substr(0, utf8::code_point_start(shown, kMaxShown)) + "\u2026";
  }
  return shown;
}

std::vector<RuntimeHook> handlers_in(const json& hooks) {
  std::vector<RuntimeHook> out;
  if (!hooks.is_object()) return out;
  for (const auto& [event, matchers] : hooks.items()) {
    if (!matchers.is_array()) continue;
    const std::string shown_event = shown_name(event);
    for (const json& m : matchers) {
      const auto inner = m.is_object() ? m.find("hooks") : m.end();
      if (inner == m.end() || !inner->is_array()) {
        out.push_back({shown_event, handler_command(m)});
        continue;
      }
      for (const json& handler : *inner) out.push_back({shown_event, handler_command(handler)});
    }
  }
  return out;
}

ComponentPaths read_components(const json& obj, std::string_view what, bool with_skills) {
  ComponentPaths c;
  c.agents = path_list(obj, "agents", what);
  // Claude Code refuses a manifest whose `agents` entry is not a `.md` file
  // (checked with the real client: the whole plugin then fails to install).
  for (std::size_t i = 0; c.agents && i < c.agents->size(); ++i) {
    if (!(*c.agents)[i].ends_with(".md")) {
      throw Refusal{"invalid " + std::string(what) + ": agents." + std::to_string(i) + " " +
                    in_quotes((*c.agents)[i]) + " must be a .md file"};
    }
  }
  c.commands = path_list(obj, "commands", what);
  if (with_skills) c.skills = path_list(obj, "skills", what);
  if (const auto h = obj.find("hooks"); h != obj.end()) {
    if (h->is_object()) {
      c.inline_hooks = handlers_in(h->contains("hooks") ? (*h)["hooks"] : *h);
    } else {
      c.hook_files = path_list(obj, "hooks", what).value_or(std::vector<std::string>{});
    }
  }
  if (const auto m = obj.find("mcpServers"); m != obj.end() && m->is_object()) {
    c.inline_mcp_servers = static_cast<unsigned>(m->size());
  }
  return c;
}

MarketplaceEntry read_entry(const json& e) {
  if (!e.is_object()) throw Refusal{"invalid marketplace.json: a plugins entry is not an object"};
  MarketplaceEntry entry;
  entry.name = trimmed(sanitize_display(required_name(e, "marketplace.json plugins entry")));
  if (entry.name.empty()) {
    throw Refusal{"invalid marketplace.json: a plugins entry has an empty 'name'"};
  }
  const auto src = e.find("source");
  if (src == e.end()) {
    throw Refusal{"invalid marketplace.json: entry " + in_quotes(entry.name) + " has no 'source'"};
  }
  if (src->is_string()) {
    entry.source = src->get<std::string>();
    entry.external = is_external_spec(entry.source);
    if (!entry.external) check_in_repo_path(entry.source, "source");
  } else if (src->is_object()) {
    entry.external = true;
    auto url = optional_string(*src, "url");
    auto repo = optional_string(*src, "repo");
    if (!url && !repo) {
      throw Refusal{
          "invalid marketplace.json: external source object must have a 'url' or "
          "'repo' field"};
    }
    entry.source = url ? *url : *repo;
    if (auto path = optional_string(*src, "path")) {  // `git-subdir`: a plugin inside the repo
      check_in_repo_path(*path, "source path");
      entry.subdir = *path;
    }
    for (auto [key, kind] :
         {std::pair{"ref", PinKind::pin_ref}, std::pair{"pin-ref", PinKind::pin_ref},
          std::pair{"pin-tag", PinKind::pin_tag},
          std::pair{"follow-branch", PinKind::follow_branch},
          std::pair{"branch", PinKind::follow_branch}}) {
      const auto it = src->find(key);
      if (it == src->end()) continue;
      if (!it->is_string())
        throw Refusal{"invalid marketplace.json: '" + std::string(key) + "' must be a string"};
      const std::string value = it->get<std::string>();
      if (auto why = unsafe_ref_reason(value)) {
        throw Refusal{"invalid marketplace.json: entry " + in_quotes(entry.name) + " " + key + " " +
                      in_quotes(value) + " is not a valid git ref: " + *why};
      }
      if (!entry.ref) entry.ref = PinDirective{kind, value};
    }
  } else {
    throw Refusal{"invalid marketplace.json: entry " + in_quotes(entry.name) +
                  " 'source' must be a string or an object"};
  }
  entry.version = optional_string(e, "version");
  entry.description = optional_string(e, "description");
  entry.components = read_components(e, "marketplace.json entry", /*with_skills=*/false);
  if (const auto sk = e.find("skills"); sk != e.end() && sk->is_array()) {
    for (const json& s : *sk) {
      if (!s.is_string())
        throw Refusal{"invalid marketplace.json: 'skills' entries must be strings"};
      check_in_repo_path(s.get<std::string>(), "skills entry");
      entry.skills.push_back(s.get<std::string>());
    }
  }
  return entry;
}

}  // namespace

ManifestParse<PluginManifest> parse_plugin_manifest(std::string_view bytes) noexcept {
  ManifestParse<PluginManifest> out;
  try {
    const json doc = parse_object(bytes, "plugin.json");
    PluginManifest m;
    m.name = required_name(doc, "plugin.json");
    m.version = optional_string(doc, "version");
    m.description = optional_string(doc, "description");
    m.components = read_components(doc, "plugin.json", /*with_skills=*/true);
    out.manifest = std::move(m);
  } catch (const Refusal& r) {
    out.error = r.message;
  } catch (const std::exception& e) {
    out.error = "invalid plugin.json: " + sanitize_display(e.what());
  }
  return out;
}

ManifestParse<MarketplaceManifest> parse_marketplace_manifest(std::string_view bytes) noexcept {
  ManifestParse<MarketplaceManifest> out;
  try {
    const json doc = parse_object(bytes, "marketplace.json");
    MarketplaceManifest m;
    const auto name = doc.find("name");
    if (name == doc.end() || !name->is_string()) {
      throw Refusal{"invalid marketplace.json: 'name' must be a string"};
    }
    m.name = name->get<std::string>();
    if (const auto plugins = doc.find("plugins"); plugins != doc.end()) {
      if (!plugins->is_array())
        throw Refusal{"invalid marketplace.json: 'plugins' must be an array"};
      for (const json& e : *plugins) m.plugins.push_back(read_entry(e));
    }
    out.manifest = std::move(m);
  } catch (const Refusal& r) {
    out.error = r.message;
  } catch (const std::exception& e) {
    out.error = "invalid marketplace.json: " + sanitize_display(e.what());
  }
  return out;
}

unsigned count_mcp_servers(std::string_view bytes) noexcept {
  try {
    const json doc = json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (!doc.is_object()) return 1;
    const auto servers = doc.find("mcpServers");
    const json& table = servers != doc.end() && servers->is_object() ? *servers : doc;
    return table.empty() ? 1u : static_cast<unsigned>(table.size());
  } catch (...) {
    return 1;
  }
}

std::vector<RuntimeHook> read_hook_handlers(std::string_view bytes) noexcept {
  const std::vector<RuntimeHook> unreadable{{"", "(a hooks file that is not readable JSON)"}};
  try {
    const json doc = json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (!doc.is_object()) return unreadable;
    const auto hooks = doc.find("hooks");
    return handlers_in(hooks != doc.end() ? *hooks : doc);
  } catch (...) {
    return unreadable;
  }
}

std::optional<std::string> hooks_file_refusal(std::string_view bytes) noexcept {
  try {
    const json doc = json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (doc.is_discarded()) return "it is not valid JSON";
    if (!doc.is_object()) return "it is not a JSON object";
    const auto hooks = doc.find("hooks");
    if (hooks == doc.end())
      return "it has no \"hooks\" object (the events must sit under \"hooks\")";
    if (!hooks->is_object()) {
      return std::string("its \"hooks\" is ") + (hooks->is_array() ? "an array" : "not an object") +
             ", not the object of events Claude Code requires";
    }
    return std::nullopt;
  } catch (...) {
    return "it is not valid JSON";
  }
}

bool usable_plugin_prefix(std::string_view name, bool marketplace_entry) noexcept {
  if (unsafe_name_reason(name)) return false;
  if (name.find_first_of(": \t") != std::string_view::npos) return false;
  return !(marketplace_entry ? is_kind_word(name) : is_reserved_word(name));
}

}  // namespace mind::discovery
