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

/// A `--source` that names a melded source by its URL or path becomes its
/// identity (install::source_at_location).
void resolve_source_location(reporting::ItemFilter& filter, const store::Registry& registry);

inline constexpr const char* kNoSourcesMessage =
    "no sources melded; run `mind meld <owner/repo>` to add one";  // CLI-187

}  // namespace mind::cli
