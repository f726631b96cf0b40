#include "cli/help.hpp"

#include <iostream>
#include <string_view>

#include "browser/keys.hpp"
#include "core/sanitize.hpp"
#include "core/suggest.hpp"

namespace mind::cli {
namespace {

using Examples = std::vector<std::pair<std::string, std::string>>;

struct Example {
  std::string_view verb;
  std::string_view line;  // the command line
  std::string_view what;  // what it does
};

// Real command lines, two or three per verb, shown at the end of its --help
// and in its man page: a constant table, read in place (nothing is built at
// start-up or on the first --help).
constexpr Example kExamples[] = {
    {"meld", "mind meld anthropics/skills",
     "add a GitHub source and choose which items to install"},
    {"meld", "mind meld ./my-items --namespace me",
     "add a local folder; its items become me:<name>"},
    {"meld", "mind meld file:///srv/git/team.git --pin tag=v1.2 --register-only",
     "add a repository frozen at a tag, installing nothing yet"},
    {"learn", "mind learn pdf", "install the one item called pdf, whatever its prefix"},
    {"learn", "mind learn skill:document-skills:pdf", "name the kind and the prefix"},
    {"learn", "mind learn --all anthropics/skills", "install every item of a source"},
    {"learn", "mind learn https://github.com/anthropics/skills/tree/main/skills/pdf",
     "install one skill by its URL: an item link, a source of its own"},
    {"probe", "mind probe", "on a terminal: browse, search and act on every source and item"},
    {"probe", "mind probe pdf", "the browser with the search seeded (--no-tui: the listing)"},
    {"probe", "mind probe --kind agent --source anthropics/skills", "the agents of one source"},
    {"probe", "mind probe --json", "the whole catalog as one JSON document"},
    {"recall", "mind recall", "what is installed, and what is out of date"},
    {"recall", "mind recall pdf", "one item: its source, commit, links and hash"},
    {"recall", "mind recall --sources", "the melded sources and their pins"},
    {"recall", "mind recall --tree", "the installed items as a dependency forest"},
    {"forget", "mind forget pdf", "uninstall an item"},
    {"forget", "mind forget 'document-skills:*'", "uninstall every item with that prefix"},
    {"forget", "mind forget --unmanaged", "remove the lobe items mind does not manage"},
    {"unmeld", "mind unmeld anthropics/skills", "remove a source and uninstall its items"},
    {"unmeld", "mind unmeld skills --keep-items", "remove the source, keep its items installed"},
    {"sync", "mind sync", "fetch every source and move it to its pin"},
    {"sync", "mind sync anthropics/skills", "only the sources matching a name"},
    {"sync", "mind sync anthropics/skills --upgrade", "then upgrade that source's items"},
    {"upgrade", "mind upgrade", "sync, then reinstall the items whose source changed"},
    {"upgrade", "mind upgrade pdf --no-sync", "reinstall one item from the current clone"},
    {"introspect", "mind introspect", "list drift, missing links and broken store copies"},
    {"introspect", "mind introspect --fix", "repair what can be repaired"},
    {"config", "mind config show", "the config file and its keys"},
    {"config", "mind config lobes list", "the lobes items are linked into"},
    {"config", "mind config lobes presets",
     "every agent preset: its folders, kinds, and if installed"},
    {"config", "mind config lobes add --preset gemini-cli",
     "link into Gemini CLI's ~/.gemini/skills"},
    {"config", "mind config lobes add --project ~/code/app --preset cursor",
     "link into that project's folder for Cursor (.agents/skills)"},
    {"config", "mind config lobes detect --yes", "add a lobe for every agent installed here"},
    {"link-project", "mind link-project", "register the current directory as a project lobe"},
    {"link-project", "mind link-project ~/code/app --preset claude-code",
     "every kind, under <dir>/.claude"},
    {"link-project", "mind link-project ~/code/app --subdir .skills",
     "skills only, under <dir>/.skills"},
    {"link-project", "mind link-project --snapshot",
     "frozen copies for the repo to commit; no lobe added"},
    {"absorb", "mind absorb my-skill --to ~/src/my-items", "move your own lobe item into a source"},
    {"absorb", "mind absorb agent:reviewer", "name the kind when two items share a name"},
    {"dump", "mind dump", "print a mind.toml that reproduces what is installed"},
    {"dump", "mind dump -o team/mind.toml --whole-sources", "write it, with whole sources"},
    {"review", "mind review ./my-items", "audit a folder before melding it"},
    {"review", "mind review anthropics/skills --format sarif", "audit a GitHub source for CI"},
    {"review", "mind review --fix ./my-items",
     "wrap bare sibling names in {{ns:}} tokens (markdown)"},
    {"init-source", "mind init-source",
     "scaffold a mind.toml here and report the items' references"},
    {"init-source", "mind init-source ./kit -N acme --template",
     "with a namespace, rewriting bare names"},
    {"hooks", "mind hooks list acme/kit", "what the source declares, and what has run"},
    {"hooks", "mind hooks run acme/kit", "run its pending install hooks, after the disclosure"},
    {"hooks", "mind hooks run acme/kit --event uninstall", "run its uninstall hooks now"},
    {"help", "mind help", "the list of verbs"},
    {"help", "mind help learn", "the same as mind learn --help"},
    {"completions", "mind completions bash > ~/.local/share/bash-completion/completions/mind",
     "install bash completion for your user"},
    {"completions", "mind completions fish > ~/.config/fish/completions/mind.fish",
     "the same for fish"},
};

std::string option_names(const CLI::Option& opt) {
  std::string names;
  for (const auto& s : opt.get_snames()) names += (names.empty() ? "-" : ",-") + s;
  for (const auto& l : opt.get_lnames()) names += (names.empty() ? "--" : ",--") + l;
  if (opt.get_type_size() != 0) names += " " + opt.get_type_name();
  return names;
}

std::string padded(const std::string& left, const std::string& right) {
  constexpr std::size_t kColumn = 30;  // CLI11's own column
  std::string line = "  " + left;
  line += line.size() < kColumn ? std::string(kColumn - line.size(), ' ')
                                : "\n" + std::string(kColumn, ' ');
  return line + right + "\n";
}

std::string footer_text(const CLI::App& app, const std::string& verb) {
  std::string text = "Global options (before or after the verb):\n";
  for (const CLI::Option* opt : app.get_options()) {
    if (opt->get_group().empty() || !opt->nonpositional()) continue;  // hidden
    if (opt == app.get_help_ptr()) continue;                          // on every verb already
    text += padded(option_names(*opt), opt->get_description());
  }
  const VerbSection section = verb_section(verb);
  if (!section.title.empty()) text += "\n" + section.title + ":\n" + section.text;
  const Examples examples = verb_examples(verb);
  if (examples.empty()) return text;
  text += "\nExamples:\n";
  for (const auto& [command, what] : examples) text += "  " + command + "\n      " + what + "\n";
  return text;
}

void add_footers(const CLI::App& root, CLI::App& cmd, const std::string& verb) {
  cmd.footer([&root, verb] { return "\n" + footer_text(root, verb); });
  for (CLI::App* sub : cmd.get_subcommands([](CLI::App*) { return true; })) {
    add_footers(root, *sub, verb + " " + sub->get_name());
  }
}

CLI::App* find_command(CLI::App& parent, const std::string& name) {
  for (CLI::App* sub : parent.get_subcommands([](CLI::App*) { return true; })) {
    if (sub->check_name(name)) return sub;
  }
  return nullptr;
}

std::vector<std::string> command_names(CLI::App& parent) {
  std::vector<std::string> names;
  for (CLI::App* sub : parent.get_subcommands([](CLI::App*) { return true; })) {
    if (sub->get_group().empty()) continue;
    names.push_back(sub->get_name());
    for (const auto& alias : sub->get_aliases()) names.push_back(alias);
  }
  return names;
}

const CLI::Option* find_option(const CLI::App& cmd, const std::string& name) {
  for (const CLI::Option* opt : cmd.get_options()) {
    if (opt->nonpositional() && opt->check_name(name)) return opt;
  }
  return nullptr;
}

std::vector<std::string> option_spellings(const CLI::App& cmd) {
  std::vector<std::string> names;
  for (const CLI::Option* opt : cmd.get_options()) {
    for (const auto& l : opt->get_lnames()) names.push_back("--" + l);
  }
  return names;
}

std::string path_of(const std::vector<CLI::App*>& chain) {
  std::string path = "mind";
  for (std::size_t i = 1; i < chain.size(); ++i) path += " " + chain[i]->get_name();
  return path;
}

}  // namespace

Examples verb_examples(const std::string& verb) {
  Examples out;
  for (const Example& e : kExamples) {
    if (e.verb == verb) out.emplace_back(std::string(e.line), std::string(e.what));
  }
  return out;
}

VerbSection verb_section(const std::string& verb) {
  if (verb != "probe") return {};
  // TUI-1: the browser's keys, from the one table the browser reads.
  std::string text =
      "On a terminal (stdin and stdout) probe opens a browser: Installed, Available and\n"
      "Unmanaged items as source > kind > item, a details pane, search and actions.\n"
      "--no-tui, --json, TERM=dumb or a non-terminal stdout print the listing instead.\n";
  for (const std::string& line : [] {
         std::vector<std::string> lines;
         std::string all = browser::keys_text(), cur;
         for (char c : all) {
           if (c == '\n') {
             lines.push_back(cur);
             cur.clear();
           } else {
             cur += c;
           }
         }
         return lines;
       }())
    text += "  " + line + "\n";
  return {"Browser keys", text};
}

std::vector<CLI::App*> visible_verbs(CLI::App& app) {
  return app.get_subcommands([](CLI::App* sub) { return !sub->get_group().empty(); });
}

void add_help_footers(CLI::App& app) {
  for (CLI::App* verb : app.get_subcommands([](CLI::App*) { return true; })) {
    add_footers(app, *verb, verb->get_name());
  }
}

Verb add_help(CLI::App& app) {
  auto words = std::make_shared<std::vector<std::string>>();
  CLI::App* cmd = app.add_subcommand("help", "Show the help of mind or of one verb.");
  cmd->add_option("verb", *words, "the verb (and subcommand) to explain");
  return {cmd, always(StateUse::none), [&app, words](Context& ctx) {
            CLI::App* target = &app;
            std::string prev;
            for (const std::string& word : *words) {
              CLI::App* sub = find_command(*target, word);
              if (!sub) {  // a usage error: plain text, exit 2 (CLI-183)
                std::cerr << "error: no verb '" << mind::sanitize_display(word) << "'"
                          << did_you_mean(closest_names(word, command_names(*target)))
                          << "\nRun 'mind help' for the list.\n";
                return 2;
              }
              prev = prev.empty() ? target->get_name() : prev + " " + target->get_name();
              target = sub;
            }
            // app.help() would show the parsed `help` verb's own help
            ctx.out.stdout_text(target == &app
                                    ? app.get_formatter()->make_help(&app, app.get_name(),
                                                                     CLI::AppFormatMode::Normal)
                                    : target->help(prev));
            return 0;
          }};
}

std::optional<std::string> usage_suggestion(CLI::App& app, const std::vector<std::string>& args) {
  std::vector<CLI::App*> chain = {&app};
  bool positional_seen = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--") break;
    CLI::App& cmd = *chain.back();
    if (arg.size() > 1 && arg[0] == '-') {
      const bool long_form = arg.starts_with("--");
      if (!long_form && arg.size() > 2) continue;  // -nf: grouped short flags
      const std::string name = arg.substr(0, arg.find('='));
      const CLI::Option* opt = nullptr;
      for (auto it = chain.rbegin(); it != chain.rend() && !opt; ++it)
        opt = find_option(**it, name);
      if (opt) {
        if (opt->get_type_size() != 0 && name.size() == arg.size()) ++i;  // its value
        continue;
      }
      std::vector<std::string> known = option_spellings(cmd);
      if (chain.size() > 1) {
        for (auto& n : option_spellings(app)) known.push_back(std::move(n));
      }
      return "unknown option '" + name + "' for '" + path_of(chain) + "'" +
             did_you_mean(closest_names(name, known)) + "\nRun '" + path_of(chain) +
             " --help' for its options.";
    }
    if (positional_seen) continue;
    if (CLI::App* sub = find_command(cmd, arg)) {
      chain.push_back(sub);
      continue;
    }
    const std::vector<std::string> verbs = command_names(cmd);
    if (!verbs.empty() &&
        (chain.size() == 1 ||
         cmd.get_options([](const CLI::Option* o) { return o->get_positional(); }).empty())) {
      return std::string(chain.size() == 1 ? "unknown command '" : "unknown subcommand '") + arg +
             "'" + did_you_mean(closest_names(arg, verbs)) + "\nRun '" + path_of(chain) +
             " --help' for the list.";
    }
    positional_seen = true;
  }
  return std::nullopt;
}

}  // namespace mind::cli
