#include "cli/unknown_verb.hpp"

#include "core/sanitize.hpp"

namespace mind::cli {

std::optional<std::string> unknown_verb_message(CLI::App& app,
                                                const std::vector<std::string>& args) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--max-metadata-size") {  // the one global option that takes a value
      ++i;
      continue;
    }
    if (a.starts_with("-")) continue;
    for (const CLI::App* sub : app.get_subcommands({})) {
      if (sub->check_name(a)) return std::nullopt;
    }
    if (a == "evolve") {  // design decision 16
      return "mind has no `evolve` verb: mind is updated by the package manager that "
             "installed it (e.g. `apt upgrade mind`, or `make install` from a source checkout)";
    }
    return "mind has no verb '" + sanitize_display(a) + "'; run `mind --help` for the verbs";
  }
  return std::nullopt;
}

}  // namespace mind::cli
