#include "store/config.hpp"

#include <sstream>

#include <toml++/toml.h>

#include "core/error.hpp"
#include "store/atomic_file.hpp"

namespace mind::store {
namespace {

[[noreturn]] void fail(const std::filesystem::path& file, const toml::source_region& where,
                       const std::string& why) {
  std::string location = file.string();
  if (where.begin.line != 0) location += ":" + std::to_string(where.begin.line);
  throw Error(ErrorKind::config_toml, location + ": " + why,
              {"edit " + file.string() + " (keys: lobes, ssh, absorb-to, max-metadata-size)"});
}

std::vector<discovery::Kind> parse_kinds(const std::filesystem::path& file,
                                         const toml::array& arr) {
  std::vector<discovery::Kind> kinds;
  for (const toml::node& node : arr) {
    auto word = node.value<std::string>();
    auto kind = word ? discovery::parse_kind(*word) : std::nullopt;
    if (!kind) fail(file, node.source(), "invalid kind in a lobe's `kinds`");
    kinds.push_back(*kind);
  }
  return kinds;
}

LobeSpec parse_lobe(const std::filesystem::path& file, const toml::node& node) {
  if (auto path = node.value<std::string>()) return {*path, std::nullopt};
  const toml::table* table = node.as_table();
  if (table == nullptr) fail(file, node.source(), "a lobe is a path string or { path, kinds }");
  LobeSpec lobe;
  bool has_path = false;
  for (const auto& [key, value] : *table) {
    if (key == "path" && value.is_string()) {
      lobe.path = *value.value<std::string>();
      has_path = true;
    } else if (key == "kinds" && value.is_array()) {
      lobe.kinds = parse_kinds(file, *value.as_array());
    } else {
      fail(file, value.source(), "unknown or mistyped lobe key '" + std::string(key.str()) + "'");
    }
  }
  if (!has_path) fail(file, node.source(), "a lobe table needs a `path`");
  return lobe;
}

}  // namespace

Config load_config(const std::filesystem::path& config_toml) {
  Config config;
  toml::table doc;
  try {
    doc = toml::parse_file(config_toml.string());
  } catch (const toml::parse_error& e) {
    fail(config_toml, e.source(), std::string(e.description()));
  }
  for (const auto& [key, value] : doc) {
    if (key == "lobes" && value.is_array()) {
      for (const toml::node& lobe : *value.as_array()) {
        config.lobes.push_back(parse_lobe(config_toml, lobe));
      }
    } else if (key == "ssh" && value.is_boolean()) {
      config.ssh = *value.value<bool>();
    } else if ((key == "absorb-to" || key == "absorb_to") && value.is_string()) {
      config.absorb_to = *value.value<std::string>();
    } else if (key == "max-metadata-size" && (value.is_string() || value.is_integer())) {
      config.max_metadata_size =
          value.is_string() ? *value.value<std::string>() : std::to_string(*value.value<int64_t>());
    } else {
      fail(config_toml, value.source(), "unknown or mistyped key '" + std::string(key.str()) + "'");
    }
  }
  return config;
}

void save_config(const std::filesystem::path& config_toml, const Config& config) {
  toml::array lobes;
  for (const LobeSpec& lobe : config.lobes) {
    if (!lobe.kinds) {
      lobes.push_back(lobe.path);
      continue;
    }
    toml::array kinds;
    for (discovery::Kind k : *lobe.kinds) kinds.push_back(std::string(discovery::kind_word(k)));
    lobes.push_back(toml::table{{"path", lobe.path}, {"kinds", kinds}});
  }
  toml::table doc{{"lobes", lobes}, {"ssh", config.ssh}};
  if (config.absorb_to) doc.insert("absorb-to", *config.absorb_to);
  if (config.max_metadata_size) doc.insert("max-metadata-size", *config.max_metadata_size);
  std::ostringstream out;
  out << doc << "\n";
  write_file_atomically(config_toml, out.str());
}

Config ensure_config(const std::filesystem::path& config_toml,
                     const std::string& default_lobe_spelling) {
  std::error_code ec;
  if (std::filesystem::exists(config_toml, ec)) return load_config(config_toml);
  Config config;
  config.lobes.push_back({default_lobe_spelling, std::nullopt});
  save_config(config_toml, config);
  return config;
}

}  // namespace mind::store
