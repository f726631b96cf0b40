#include "store/registry.hpp"

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "store/atomic_file.hpp"
#include "store/identity_alias.hpp"
#include "store/pin.hpp"
#include "store/state_file.hpp"

namespace mind::store {
namespace {

using nlohmann::json;

constexpr const char* kFileName = "sources.json";

const char* pin_kind_word(Pin::Kind kind) {
  switch (kind) {
    case Pin::Kind::follow_branch:
      return "follow-branch";
    case Pin::Kind::tag:
      return "tag";
    case Pin::Kind::ref:
      return "ref";
    case Pin::Kind::default_branch:
      break;
  }
  return "default-branch";
}

Pin parse_pin(const json& j) {
  Pin pin;
  if (j.is_null()) return pin;
  const std::string kind = j.at("kind").get<std::string>();
  if (kind == "default-branch") return pin;
  if (kind == "follow-branch") {
    pin.kind = Pin::Kind::follow_branch;
  } else if (kind == "tag") {
    pin.kind = Pin::Kind::tag;
  } else if (kind == "ref") {
    pin.kind = Pin::Kind::ref;
  } else {
    throw std::runtime_error("unknown pin kind '" + kind + "'");
  }
  pin.value = j.at("value").get<std::string>();
  return pin;
}

template <typename T>
std::optional<T> optional_field(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) return std::nullopt;
  return it->get<T>();
}

Source parse_source(const json& j) {
  Source s;
  s.name = j.at("name").get<std::string>();
  s.url = j.at("url").get<std::string>();
  s.host = j.at("host").get<std::string>();
  s.owner = j.at("owner").get<std::string>();
  s.repo = j.at("repo").get<std::string>();
  s.commit = optional_field<std::string>(j, "commit");
  s.description = optional_field<std::string>(j, "description");
  s.alias = optional_field<std::string>(j, "alias");
  s.as_alias = optional_field<std::string>(j, "as_alias");
  s.pin = parse_pin(j.value("pin", json()));
  s.roots = optional_field<std::vector<std::string>>(j, "roots");
  s.flat_skills = j.value("flat_skills", false);
  s.add_roots = optional_field<std::vector<std::string>>(j, "add_roots");
  s.item_path = optional_field<std::string>(j, "item_path");
  s.item_kind = optional_field<std::string>(j, "item_kind");
  s.curated_by = optional_field<std::string>(j, "curated_by");
  s.origin = optional_field<std::string>(j, "origin");
  s.plugin_version = optional_field<std::string>(j, "plugin_version");
  for (const json& h : j.value("install_hooks", json::array())) {
    s.install_hooks.push_back({h.at("command").get<std::string>(),
                               optional_field<std::string>(h, "ran_at"),
                               optional_field<std::string>(h, "event")});
  }
  s.install_hook_override = optional_field<std::string>(j, "install_hook_override");
  s.given_relative = j.value("given_relative", false);
  for (const json& h : j.value("curated_hooks", json::array())) {
    discovery::HookDecl decl{h.at("run").get<std::string>(), optional_field<std::string>(h, "name"),
                             h.value("optional", false), h.value("event", "install")};
    if (decl.event == "install" || decl.event == "update" || decl.event == "uninstall") {
      s.curated_hooks.push_back(std::move(decl));
    }
  }
  // Legacy single-hook form: migrated on load, never written again (Reference C).
  if (auto legacy = optional_field<std::string>(j, "install_hook")) {
    s.install_hooks.push_back({*legacy, optional_field<std::string>(j, "install_hook_commit"), {}});
  }
  return s;
}

json optional_json(const std::optional<std::string>& value) {
  return value ? json(*value) : json(nullptr);
}

json source_json(const Source& s) {
  json j = {{"name", s.name},
            {"url", s.url},
            {"host", s.host},
            {"owner", s.owner},
            {"repo", s.repo},
            {"commit", optional_json(s.commit)},
            {"description", optional_json(s.description)},
            {"alias", optional_json(s.alias)}};
  if (s.as_alias) j["as_alias"] = *s.as_alias;
  j["pin"] = {{"kind", pin_kind_word(s.pin.kind)}};
  if (s.pin.kind != Pin::Kind::default_branch) j["pin"]["value"] = s.pin.value;
  j["roots"] = s.roots ? json(*s.roots) : json(nullptr);
  j["flat_skills"] = s.flat_skills;
  if (s.add_roots) j["add_roots"] = *s.add_roots;
  if (s.item_path) j["item_path"] = *s.item_path;
  if (s.item_kind) j["item_kind"] = *s.item_kind;
  if (s.curated_by) j["curated_by"] = *s.curated_by;
  if (s.origin) j["origin"] = *s.origin;
  if (s.plugin_version) j["plugin_version"] = *s.plugin_version;
  json hooks = json::array();
  for (const HookRecord& h : s.install_hooks) {
    json hook = {{"command", h.command}, {"ran_at", optional_json(h.ran_at)}};
    if (h.event) hook["event"] = *h.event;
    hooks.push_back(hook);
  }
  j["install_hooks"] = hooks;
  if (s.install_hook_override) j["install_hook_override"] = *s.install_hook_override;
  if (s.given_relative) j["given_relative"] = true;
  if (!s.curated_hooks.empty()) {
    json curated = json::array();
    for (const discovery::HookDecl& h : s.curated_hooks) {
      json hook = {{"run", h.run}, {"optional", h.optional}, {"event", h.event}};
      if (h.name) hook["name"] = *h.name;
      curated.push_back(std::move(hook));
    }
    j["curated_hooks"] = std::move(curated);
  }
  return j;
}

// STO-68: today's rules applied to yesterday's entries; a failing entry is dropped.
std::optional<std::string> revalidate(const Source& s) {
  if (auto why = unsafe_identity_part(s.host, 'h')) return "host: " + *why;
  if (auto why = unsafe_identity_part(s.owner, 'o')) return "owner: " + *why;
  if (auto why = unsafe_identity_part(s.repo, 'r')) return "repo: " + *why;
  if (s.as_alias) {
    if (s.as_alias->empty()) return "as_alias: it is empty";
    if (auto problem = alias_problem(*s.as_alias)) return "as_alias: " + problem->why;
  }
  if (s.pin.kind != Pin::Kind::default_branch) {
    if (auto why = unsafe_ref_reason(s.pin.value)) return "pin: " + *why;
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> unsafe_identity_part(const std::string& part, char which) {
  if (part.empty()) return "it is empty";
  if (part == "." || part == "..") return "it is '.' or '..'";
  if (part.find_first_of("/\\") != std::string::npos) return "it contains a path separator";
  for (unsigned char c : part) {
    if (c < 0x20 || c == 0x7F) return "it contains a control character";
  }
  if (which != 'o' && part.find('@') != std::string::npos) return "it contains '@'";
  if (part.find('#') != std::string::npos) return "it contains '#'";
  return std::nullopt;
}

std::string source_record_json(const Source& source) { return source_json(source).dump(); }

const Source* Registry::find(const std::string& name) const {
  for (const Source& s : sources) {
    if (s.name == name) return &s;
  }
  return nullptr;
}

Source* Registry::find_mutable(const std::string& name) {
  for (Source& s : sources) {
    if (s.name == name) return &s;
  }
  return nullptr;
}

Registry load_registry(const std::filesystem::path& sources_json) {
  Registry registry;
  const auto text = read_state_text(sources_json);
  if (!text) return registry;  // STO-12
  json doc;
  try {
    doc = json::parse(*text);
  } catch (const json::exception& e) {
    throw_malformed(sources_json, e.what());
  }
  if (!doc.is_object()) throw_malformed(sources_json, "the top level is not an object");
  check_state_version(doc.value("version", 1LL), kFileName);
  try {
    for (const json& entry : doc.value("sources", json::array())) {
      Source source = parse_source(entry);
      if (auto why = revalidate(source)) {
        registry.warnings.push_back("sources.json: dropping source '" +
                                    mind::sanitize_display(source.name) + "': " + *why);
        continue;
      }
      registry.sources.push_back(std::move(source));
    }
  } catch (const std::exception& e) {
    throw_malformed(sources_json, e.what());
  }
  return registry;
}

void save_registry(const std::filesystem::path& sources_json, const Registry& registry) {
  json sources = json::array();
  for (const Source& s : registry.sources) sources.push_back(source_json(s));
  const json doc = {{"version", kStateVersion}, {"sources", sources}};
  write_file_atomically(sources_json, doc.dump(2) + "\n");
}

}  // namespace mind::store
