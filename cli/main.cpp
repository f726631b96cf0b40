/// mind: the command-line entry point. Parses the global flags and the verb
/// with CLI11, runs the verb, and turns every failure into the exit codes of
/// CLI-175: 0 success, 1 runtime error (with the JSON envelope under --json,
/// CLI-181), 2 usage error (plain text on stderr, never JSON: CLI-183).

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "cli/help.hpp"
#include "cli/unknown_verb.hpp"
#include "cli/verb_table.hpp"
#include "cli/verbs.hpp"
#include "core/phase_timer.hpp"
#include "core/sanitize.hpp"
#include "core/version.hpp"
#include "reporting/error_sink.hpp"
#include "reporting/terminal.hpp"
#include "store/policy.hpp"

namespace mind::cli {
namespace {

// The one error sink's channels for this run (reporting/error_sink.hpp).
reporting::ErrorChannels error_channels(const Context& ctx) {
  return {[&ctx](const std::string& text) { ctx.out.stdout_text(text); }, std::cerr};
}

// The usage error, help or version a command line asked for, from the whole
// table (CLI-183: plain text on stderr, exit 2; help and version exit 0).
int parse_failure(CLI::App& app, int argc, char** argv, const CLI::Error& e) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (dynamic_cast<const CLI::CallForHelp*>(&e) != nullptr) return app.exit(e);
  if (dynamic_cast<const CLI::CallForVersion*>(&e) != nullptr) {
    if (auto unknown = unknown_verb_message(app, args)) {  // CLI-183: the verb is the error
      std::cerr << "error: " << *unknown << "\n";
      return 2;
    }
    return app.exit(e);
  }
  // A mistyped verb or flag names the closest ones (issue 20).
  if (!args.empty() && std::find(args.begin(), args.end(), "evolve") != args.end()) {
    if (auto unknown = unknown_verb_message(app, args)) {  // design decision 16
      std::cerr << "error: " << *unknown << "\n";
      return 2;
    }
  }
  if (auto suggestion = usage_suggestion(app, args)) {
    const auto newline = suggestion->find('\n');  // the message, then what to run
    std::cerr << "error: " << mind::sanitize_display(suggestion->substr(0, newline)) << "\n"
              << mind::sanitize_display(suggestion->substr(newline + 1)) << "\n";
  } else {
    app.exit(e, std::cerr, std::cerr);
  }
  return 2;  // CLI-183
}

// The flags every verb takes (CLI-150: before or after the verb).
void add_global_flags(CLI::App& app, Context& ctx) {
  app.add_flag("--json", ctx.global.json, "print exactly one JSON document on stdout");
  app.add_flag("-y,--yes", ctx.global.yes, "answer yes to every confirmation");
  app.add_flag("-v,--verbose", ctx.global.verbose, "show advisories and details");
  app.add_flag("--ascii", ctx.global.ascii, "plain ASCII output, no color");
  app.add_option("--max-metadata-size", ctx.global.max_metadata_size,
                 "cap on reads of a source's metadata files (default 8MiB; `unlimited`)");
  app.set_version_flag("-V,--version", "mind " + std::string(mind::kVersionLine));
}

// Once the flags are read: the output document, color, and a terminal's width
// (a table on a terminal is cut to it; never with --json).
void start_output(Context& ctx) {
  ctx.out.start(ctx.global.json);
  ctx.style.fancy =
      reporting::color_gate(ctx.out.stdout_is_tty(), ctx.global.json, ctx.global.ascii);
  winsize size{};
  if (ctx.out.stdout_is_tty() && !ctx.global.json && ::ioctl(1, TIOCGWINSZ, &size) == 0) {
    ctx.style.width = size.ws_col;
  }
}

// Runs the parsed verb and ends the process with its exit code; returns only
// on a failure, with the code reported for it.
int run_verb(Verb& verb, Context& ctx) {
  try {
    const StateUse use = verb.state();
    // POL-5: a broken policy fails every command closed. A verb that opens a
    // session reads it there (once per run); the others read it here, but for
    // `review --policy`, which checks a policy file before it is rolled out
    // (POL-50), and the build's own `__man`.
    if (use == StateUse::none && verb.command->get_name() != "__man" &&
        !(verb.command->get_name() == "review" && verb.command->count("--policy") > 0)) {
      store::load_effective_policy();
    }
    ctx.prepare(use);
    phase_mark("paths and lock");
    const int rc = verb.run(ctx);
    phase_mark("the rest of the verb");
    // The verb has saved and printed all it will: the process ends here,
    // its streams flushed and its exit handlers run (std::exit), without
    // freeing the session, the catalogs and the manifest record by record,
    // which at 1,000 items was about 3% of a meld's instructions: the
    // kernel takes the whole heap at once. Nothing in them acts on teardown
    // but closing descriptors (the lock, the journal), which exit does.
    std::exit(rc);
  } catch (...) {  // a mind::Error keeps its kind; anything else is `internal`
    return reporting::report_failure(std::current_exception(), ctx.global.json,
                                     error_channels(ctx));
  }
}

// `only`: the one verb to build (cli/verb_table.hpp), or null for all of them.
int run_command_line(int argc, char** argv, const VerbEntry* only) {
  CLI::App app{
      "mind: a package manager for AI-agent items (skills, agents, rules, commands, "
      "tools, workflows)",
      "mind"};
  app.fallthrough();  // CLI-150: global flags before or after the verb
  app.require_subcommand(0, 1);
  Context ctx;
  add_global_flags(app, ctx);
  std::vector<Verb> verbs;
  if (only != nullptr) {
    verbs.push_back(only->add(app));
  } else {
    for (const VerbEntry& verb : verb_table()) verbs.push_back(verb.add(app));
  }
  add_help_footers(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::Error& e) {
    // Whatever one verb's table cannot parse, the whole table answers, so
    // every message is the one it has always been.
    if (only != nullptr) return run_command_line(argc, argv, nullptr);
    return parse_failure(app, argc, argv, e);
  }
  phase_mark("parse arguments");
  start_output(ctx);
  for (Verb& verb : verbs) {
    if (verb.command->parsed()) return run_verb(verb, ctx);
  }
  std::cout << app.help();  // CLI-207: no verb prints the help and exits 0
  return 0;
}

int main_impl(int argc, char** argv) {
  phase_mark({});  // MIND_TIMING (core/phase_timer.hpp): the clock starts here
  const std::vector<std::string_view> args(argv + 1, argv + argc);
  const VerbEntry* only = sole_verb(args);
  return run_command_line(argc, argv, only);
}

}  // namespace
}  // namespace mind::cli

int main(int argc, char** argv) { return mind::cli::main_impl(argc, argv); }
