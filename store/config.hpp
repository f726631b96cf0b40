#pragma once
/// `config.toml` (Reference E, STO-14, STO-15): the configured lobes with their
/// optional `kinds` filters, `ssh`, `absorb-to` and `max-metadata-size`.
/// Unknown keys are rejected with the file and line (`config-toml`).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "discovery/kind.hpp"

namespace mind::store {

struct LobeSpec {
  std::string path;  // exactly as written (`~` is expanded when lobes are resolved)
  std::optional<std::vector<discovery::Kind>> kinds;  // nullopt: admits every kind
};

struct Config {
  std::vector<LobeSpec> lobes;
  bool ssh = false;
  std::optional<std::string> absorb_to;
  std::optional<std::string> max_metadata_size;
};

Config load_config(const std::filesystem::path& config_toml);
void save_config(const std::filesystem::path& config_toml, const Config& config);

/// Creates `config.toml` with the default lobe when it is missing (STO-15),
/// atomically and idempotently; returns the config either way.
Config ensure_config(const std::filesystem::path& config_toml,
                     const std::string& default_lobe_spelling);

}  // namespace mind::store
