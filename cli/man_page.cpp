/// The hidden `mind __man <dir>` (issue 20): writes mind(1) and one
/// mind-<verb>(1) per visible verb, in roff, from the CLI11 table and the help
/// examples. The build runs it (cli/CMakeLists.txt), so the pages always match
/// the binary, and `make install` and the package ship them.

#include <cctype>
#include <filesystem>
#include <fstream>

#include "cli/help.hpp"
#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/version.hpp"
#include "install/lobes/lobe_presets.hpp"

namespace mind::cli {
namespace {

// Text in roff: a backslash is `\e`, a hyphen `\-`, and a line may not start
// with a control character.
std::string roff(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out += c;
    }
  }
  if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out = "\\&" + out;
  return out;
}

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::string usage_of(const CLI::App& cmd, const std::string& path) {
  const CLI::Formatter formatter;
  std::string usage = formatter.make_usage(&cmd, path);
  const std::string prefix = "Usage: ";
  if (usage.starts_with(prefix)) usage = usage.substr(prefix.size());
  while (!usage.empty() && (usage.back() == '\n' || usage.back() == ' ')) usage.pop_back();
  return usage;
}

std::string option_item(const CLI::Option& opt) {
  std::string names;
  for (const auto& s : opt.get_snames()) names += (names.empty() ? "-" : ", -") + s;
  for (const auto& l : opt.get_lnames()) names += (names.empty() ? "--" : ", --") + l;
  std::string text = ".TP\n\\fB" + roff(names) + "\\fR";
  if (opt.get_type_size() != 0) text += " \\fI" + roff(opt.get_type_name()) + "\\fR";
  return text + "\n" + roff(opt.get_description()) + "\n";
}

std::string options_section(const std::string& title, const CLI::App& cmd, bool positional,
                            const CLI::Option* skip = nullptr) {
  std::string text;
  for (const CLI::Option* opt : cmd.get_options()) {
    if (opt->get_group().empty() || opt->get_positional() != positional) continue;
    if (opt == skip) continue;
    if (positional) {
      text += ".TP\n.I " + roff(opt->get_name()) + "\n" + roff(opt->get_description()) + "\n";
    } else {
      text += option_item(*opt);
    }
  }
  return text.empty() ? "" : ".SH " + title + "\n" + text;
}

std::string header(const std::string& page, const std::string& summary) {
  return ".TH " + upper(roff(page)) + " 1 \"\" \"mind " + std::string(kMindVersion) +
         "\" \"User Commands\"\n.SH NAME\n" + roff(page) + " \\- " + roff(summary) + "\n";
}

void subcommands_section(CLI::App& cmd, const std::string& path, std::string& text) {
  for (CLI::App* sub : visible_verbs(cmd)) {
    const std::string sub_path = path + " " + sub->get_name();
    text += ".TP\n.B " + roff(sub_path) + "\n" + roff(sub->get_description()) + "\n";
    subcommands_section(*sub, sub_path, text);
  }
}

std::string verb_page(CLI::App& app, CLI::App& verb) {
  const std::string path = "mind " + verb.get_name();
  std::string text = header("mind-" + verb.get_name(), verb.get_description());
  text += ".SH SYNOPSIS\n" + roff(usage_of(verb, path)) + "\n";
  text += ".SH DESCRIPTION\n" + roff(verb.get_description()) + "\n";
  if (!verb.get_aliases().empty()) {
    std::string aliases;
    for (const auto& a : verb.get_aliases()) aliases += (aliases.empty() ? "" : ", ") + a;
    text += ".PP\nAlso spelled: " + roff(aliases) + ".\n";
  }
  std::string subs;
  subcommands_section(verb, path, subs);
  if (!subs.empty()) text += ".SH SUBCOMMANDS\n" + subs;
  text += options_section("ARGUMENTS", verb, true);
  text += options_section("OPTIONS", verb, false);
  text += options_section("GLOBAL OPTIONS", app, false, app.get_help_ptr());
  const VerbSection section = verb_section(verb.get_name());
  if (!section.title.empty()) {
    std::string title = section.title;  // man sections are upper case
    for (char& c : title) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    text += ".SH " + roff(title) + "\n.nf\n" + roff(section.text) + ".fi\n";
  }
  if (verb.get_name() == "config" || verb.get_name() == "link-project") {
    // Every agent preset `--preset` takes, with the folders it links into.
    text += ".SH PRESETS\n";
    for (const install::LobePreset& p : install::lobe_presets()) {
      std::string where = install::describe_global(p);
      const std::string project = install::describe_project(p);
      if (!project.empty()) where += (where.empty() ? "" : ", ") + project;
      text += ".TP\n.B " + roff(std::string(p.name)) + "\n" + roff(std::string(p.agent)) + ": " +
              roff(where) + "\n";
    }
  }
  const auto examples = verb_examples(verb.get_name());
  if (!examples.empty()) {
    text += ".SH EXAMPLES\n";
    for (const auto& [command, what] : examples) {
      text += ".TP\n.B " + roff(command) + "\n" + roff(what) + "\n";
    }
  }
  return text + ".SH SEE ALSO\n.BR mind (1)\n";
}

std::string main_page(CLI::App& app) {
  std::string text = header("mind", "a package manager for AI-agent items");
  text += ".SH SYNOPSIS\n.B mind\n[OPTIONS] VERB [ARGUMENTS]\n";
  text += ".SH DESCRIPTION\n" + roff(app.get_description()) + "\n";
  text += ".SH VERBS\n";
  for (CLI::App* verb : visible_verbs(app)) {
    text += ".TP\n.BR mind\\-" + roff(verb->get_name()) + " (1)\n" + roff(verb->get_description()) +
            "\n";
  }
  text += options_section("OPTIONS", app, false);
  text += ".SH EXIT STATUS\n0 success, 1 a runtime error, 2 a usage error.\n";
  text += ".SH SEE ALSO\n";
  bool first = true;
  for (CLI::App* verb : visible_verbs(app)) {
    text += std::string(first ? "" : ",\n") + ".BR mind\\-" + roff(verb->get_name()) + " (1)";
    first = false;
  }
  return text + "\n";
}

void write_page(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out.flush()) {
    throw Error(ErrorKind::io, "cannot write the man page " + file.string(),
                {"check that the directory exists and is writable"});
  }
}

}  // namespace

Verb add_man(CLI::App& app) {
  auto dir = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("__man", "");
  cmd->group("");  // hidden: the build calls it
  cmd->add_option("dir", *dir)->required();
  return {cmd, always(StateUse::none), [&app, dir](Context&) {
            write_page(std::filesystem::path(*dir) / "mind.1", main_page(app));
            for (CLI::App* verb : visible_verbs(app)) {
              write_page(std::filesystem::path(*dir) / ("mind-" + verb->get_name() + ".1"),
                         verb_page(app, *verb));
            }
            return 0;
          }};
}

}  // namespace mind::cli
