#include "reporting/hook_disclosure.hpp"

#include "core/sanitize.hpp"

namespace mind::reporting {
namespace {

using install::HookEvent;

std::string line(const char* label, const std::string& value) {
  return std::string(label) + sanitize_display(value) + "\n";
}

}  // namespace

std::string hook_disclosure(const install::HookSite& site, const install::PlannedHook& hook) {
  std::string out = "====== hook: " + sanitize_display(hook.name) + " ======\n";
  out += line("Source:   ", site.source);
  if (site.item) out += line("Item:     ", *site.item);
  out += line("Event:    ", std::string(install::event_name(hook.event)) +
                                (hook.optional ? " (optional)" : " (required)"));
  if (!site.pin.empty()) out += line("Pin:      ", site.pin);
  if (!site.commit.empty()) out += line("Commit:   ", site.commit);
  out += line(site.item ? "Dir:      " : "Clone:    ", site.dir.string());  // HOOK-24: own line
  if (site.browse_url) out += line("Browse:   ", *site.browse_url);
  out += line("Command:  ", hook.command);
  if (hook.replaces) {  // HOOK-2, HOOK-59: an override is shown loudly
    out += line("REPLACES: ", *hook.replaces);
    out += "(the command above is YOUR override of what the source declares)\n";
  }
  out += "\nWARNING: this will execute arbitrary code from the source above on this machine.\n";
  return out;
}

std::string hook_prompt(bool two_way) {
  return two_way ? "Run the hook? [Y/n] (y=run, n=skip): "
                 : "Run the hook? [Y/n/a] (y=run, n=skip, a=abort): ";
}

install::HookAnswer parse_hook_answer(const std::string& answer, bool two_way) {
  if (answer.empty() || answer == "y" || answer == "Y" || answer == "yes") {
    return install::HookAnswer::run;
  }
  if (!two_way && (answer == "a" || answer == "A" || answer == "abort")) {
    return install::HookAnswer::abort;
  }
  return install::HookAnswer::skip;
}

std::string consent_flag(HookEvent event, bool uninstall_verb) {
  if (event == HookEvent::build) return "--dangerously-skip-build-hook-check";
  return uninstall_verb ? "--dangerously-skip-hook-check" : "--dangerously-skip-install-hook-check";
}

std::string hooks_run_remedy(const std::string& identity, HookEvent event) {
  if (identity.find('\'') != std::string::npos || has_blocked_text(identity)) return "";
  return "mind hooks run '" + identity + "' --event " + std::string(install::event_name(event)) +
         " " + consent_flag(event, false);
}

std::vector<std::string> skipped_hooks_note(const std::string& target, HookEvent event,
                                            const std::vector<install::PlannedHook>& skipped) {
  if (skipped.empty()) return {};
  std::string names;
  for (const auto& h : skipped) names += (names.empty() ? "'" : ", '") + shown_name(h.name) + "'";
  const std::string ev(install::event_name(event));
  std::vector<std::string> out = {
      "skipped " + std::to_string(skipped.size()) + " " + ev + " hook(s) of '" +
      sanitize_display(target) + "' (" + names +
      "): no terminal to ask for consent, so nothing ran; run them after reading them "
      "(`mind hooks list`) with:"};
  if (std::string remedy = hooks_run_remedy(target, event); !remedy.empty()) {
    out.push_back("  " + remedy);  // HOOK-106: on its own line
  }
  return out;
}

}  // namespace mind::reporting
