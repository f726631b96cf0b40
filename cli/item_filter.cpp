#include "cli/item_filter.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/sources/source_select.hpp"

namespace mind::cli {

reporting::ItemFilter FilterOptions::filter(const std::string& query) const {
  reporting::ItemFilter f;
  f.query = query;
  if (!kind.empty()) {
    f.kind = discovery::parse_kind(kind);
    if (!f.kind) {
      throw Error(ErrorKind::unknown_kind,
                  "unknown kind '" + mind::sanitize_display(kind) +
                      "'; expected skill, agent, rule, command, workflow or tool");
    }
  }
  if (!source.empty()) f.source = source;
  return f;
}

void resolve_source_location(reporting::ItemFilter& filter, const store::Registry& registry) {
  if (!filter.source) return;
  if (auto identity = install::source_at_location(registry, *filter.source))
    filter.source = identity;
}

void add_filter_options(CLI::App& cmd, FilterOptions& o) {
  cmd.add_option("--kind", o.kind, "only items of this kind");
  cmd.add_option("--source", o.source, "only items of sources matching this selector or glob");
}

}  // namespace mind::cli
