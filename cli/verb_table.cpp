#include "cli/verb_table.hpp"

#include <algorithm>

namespace mind::cli {
namespace {

// The one global option that takes a value (cli/main.cpp): its value is not a verb.
constexpr std::string_view kValuedGlobal = "--max-metadata-size";

const std::vector<VerbEntry>& table() {
  static const std::vector<VerbEntry> verbs = {
      {"meld", {"add"}, &add_meld},
      {"probe", {"search"}, &add_probe},
      {"learn", {"install"}, &add_learn},
      {"recall", {"status", "list"}, &add_recall},
      {"forget", {"uninstall", "unlearn"}, &add_forget},
      {"unmeld", {"remove", "rm"}, &add_unmeld},
      {"sync", {"update"}, &add_sync},
      {"upgrade", {}, &add_upgrade},
      {"introspect", {"doctor"}, &add_introspect},
      {"config", {}, &add_config},
      {"link-project", {}, &add_link_project},
      {"absorb", {}, &add_absorb},
      {"dump", {}, &add_dump},
      {"review", {}, &add_review},
      {"init-source", {}, &add_init_source},
      {"help", {}, &add_help, true},
      {"completions", {}, &add_completions, true},
      {"__man", {}, &add_man, true},
      {"__complete", {}, &add_complete, true},
      {"hooks", {}, &add_hooks},
  };
  return verbs;
}

bool names(const VerbEntry& verb, std::string_view word) {
  return verb.name == word ||
         std::find(verb.aliases.begin(), verb.aliases.end(), word) != verb.aliases.end();
}

// Where the verb's word is in `args`, or args.size() when the first word that is
// not a global flag is not there (or `--` came first).
std::size_t verb_index(const std::vector<std::string_view>& args) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view word = args[i];
    if (word == "--") return args.size();
    if (word.size() > 1 && word.front() == '-') {
      if (word == kValuedGlobal) ++i;
      continue;
    }
    return i;
  }
  return args.size();
}

}  // namespace

std::span<const VerbEntry> verb_table() { return table(); }

const VerbEntry* verb_named(std::string_view word) {
  for (const VerbEntry& verb : table()) {
    if (names(verb, word)) return &verb;
  }
  return nullptr;
}

const VerbEntry* sole_verb(const std::vector<std::string_view>& args) {
  const std::size_t at = verb_index(args);
  if (at == args.size()) return nullptr;
  const VerbEntry* verb = verb_named(args[at]);
  if (verb == nullptr || verb->needs_every_verb) return nullptr;
  for (std::size_t i = at + 1; i < args.size(); ++i) {
    if (verb_named(args[i]) != nullptr) return nullptr;
  }
  return verb;
}

}  // namespace mind::cli
