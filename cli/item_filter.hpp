#pragma once
/// The `--kind` / `--source` filter options shared by probe and recall (CLI-83).

#include <CLI/CLI.hpp>

#include <memory>

#include "reporting/views.hpp"

namespace mind::cli {

struct FilterOptions {
  std::string kind;
  std::string source;
  reporting::ItemFilter filter(const std::string& query) const;  // throws `unknown-kind`
};

void add_filter_options(CLI::App& cmd, FilterOptions& o);

inline constexpr const char* kNoSourcesMessage =
    "no sources melded; run `mind meld <owner/repo>` to add one";  // CLI-187

}  // namespace mind::cli
