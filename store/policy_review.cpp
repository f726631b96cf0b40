#include "store/policy_review.hpp"

#include <sstream>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "store/policy_file.hpp"

namespace mind::store {

std::vector<PolicyFinding> validate_policy_text(std::string_view text,
                                                const std::filesystem::path& file,
                                                std::string_view running_version) {
  std::vector<PolicyFinding> out;
  Policy p;
  try {
    p = parse_policy(text, file, running_version);
  } catch (const Error& e) {
    out.push_back({"invalid-policy", true, e.what()});
    return out;
  }
  if (p.sources.lock && p.sources.allow.empty()) {
    out.push_back({"lock-without-allow", false,
                   "`lock = true` with an empty `allow`: every meld is refused"});
  }
  if (!p.sources.lock && !p.sources.pinned) {
    for (const AutoMeld& e : p.sources.auto_meld) {
      if (!e.pinned()) {
        out.push_back({"unpinned-auto-meld", false,
                       "auto_meld '" + e.repo + "' (line " + std::to_string(e.line) +
                           ") follows a branch: every sync moves it to whatever is pushed"});
      }
    }
  }
  return out;
}

std::vector<PolicyFinding> validate_policy_file(const std::filesystem::path& file,
                                                std::string_view running_version) {
  std::string text;
  try {
    text = read_policy_file(file);
  } catch (const Error& e) {
    return {{"invalid-policy", true, e.what()}};
  }
  return validate_policy_text(text, file, running_version);
}

std::string describe_policy(const Policy& p) {
  std::ostringstream o;
  auto list = [](const std::vector<std::string>& v) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i)
      s += (i ? ", \"" : "\"") + sanitize_display(v[i]) + "\"";
    return s + "]";
  };
  o << "policy: " << sanitize_display(p.file.string())
    << (p.from_env ? " (from MIND_POLICY_FILE)" : "") << "\n";
  if (p.min_mind_version) o << "min-mind-version = \"" << *p.min_mind_version << "\"\n";
  o << "[sources]\nallow = " << list(p.sources.allow)
    << "\nlock = " << (p.sources.lock ? "true" : "false")
    << "\nallow-local = " << (p.sources.allow_local ? "true" : "false")
    << "\npinned = " << (p.sources.pinned ? "true" : "false") << "\n";
  for (const AutoMeld& e : p.sources.auto_meld) {
    o << "[[sources.auto_meld]] repo = \"" << sanitize_display(e.repo) << "\"";
    if (!e.pin_flag().empty()) o << " pin = \"" << sanitize_display(e.pin_flag()) << "\"";
    o << " install = " << (e.install ? "true" : "false")
      << " run-build-hooks = " << (e.run_build_hooks ? "true" : "false") << "\n";
  }
  o << "[lobes]\nlock = " << (p.lobes.lock ? "true" : "false") << "\n";
  if (p.lobes.targets) o << "targets = " << list(*p.lobes.targets) << "\n";
  o << "[review]\nrefuse = " << list(p.review.refuse) << "\nwarn = " << list(p.review.warn) << "\n";
  if (p.self_update)
    o << "[binary]\nself-update = " << *p.self_update << " (mind is updated by its package)\n";
  return o.str();
}

}  // namespace mind::store
