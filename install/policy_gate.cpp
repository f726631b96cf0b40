#include "install/policy_gate.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/item_files.hpp"

namespace mind::install {
namespace {

std::string policy_file(const Session& session) {
  return session.policy ? session.policy->file.string() : std::string();
}

bool contains(const std::vector<std::string>& list, const std::string& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

std::string allow_list(const store::Policy& p) {
  std::string out;
  for (const std::string& a : p.sources.allow)
    out += (out.empty() ? "" : ", ") + sanitize_display(a);
  return out.empty() ? "(none)" : out;
}

}  // namespace

Error policy_error(const Session& session, ErrorKind kind, const std::string& rule,
                   const std::string& message, std::vector<std::string> hints) {
  const std::string file = policy_file(session);
  hints.push_back("the managed policy is " + file + " (rule " + rule +
                  "); ask its administrator, or see `mind config show`");
  Error e(kind, message + " (managed policy " + file + ", rule " + rule + ")", std::move(hints));
  nlohmann::ordered_json details = {{"policy", sanitize_display(file)}, {"rule", rule}};
  e.with_details_json(details.dump());
  return e;
}

void check_meld_allowed(Session& session, const store::SourceSpec& spec) {
  if (!session.policy) return;  // POL-4
  const store::Policy& p = *session.policy;
  // POL-67, POL-68: the structured host/owner/repo, never the alias suffix.
  const std::string base = spec.host + "/" + spec.owner + "/" + spec.repo;
  const std::string shown = sanitize_display(base);
  if (p.sources.lock && spec.local && !p.sources.allow_local) {  // POL-56
    throw policy_error(session, ErrorKind::source_not_allowed, "sources.allow-local",
                       "meld of local source '" + sanitize_display(spec.url) +
                           "' is refused: the managed policy sets `allow-local = false` under "
                           "`lock = true`, so no local path or file:// source is melded",
                       {"meld the source from its allowed remote instead"});
  }
  if (store::identity_allowed(p, base)) return;
  if (p.sources.lock) {  // POL-11, POL-36, POL-57
    throw policy_error(session, ErrorKind::source_not_allowed, "sources.allow",
                       "meld of '" + shown +
                           "' is refused: no `allow` pattern of the managed "
                           "policy matches it (allowed: " +
                           allow_list(p) + ")",
                       {spec.local ? "a local path's identity is local/<parent-dir>/<repo>: an "
                                     "allow pattern such as local/<parent-dir>/* admits it"
                                   : "meld a source the policy allows"});
  }
  if (!p.sources.allow.empty()) {  // POL-13: advisory without lock
    session.warnings.push_back("'" + shown + "' matches no `allow` pattern of the managed policy " +
                               sanitize_display(p.file.string()) + " (advisory: `lock` is off)");
  }
}

void check_meld_pinned(const Session& session, const std::string& identity, bool floating,
                       const std::string& what) {
  if (!session.policy || !session.policy->sources.pinned || !floating) return;
  throw policy_error(session, ErrorKind::unpinned_source_forbidden, "sources.pinned",
                     "meld of '" + sanitize_display(identity) + "' is refused: it would follow " +
                         what + ", and the managed policy requires a tag or ref pin",
                     {"meld it with --pin tag=<tag> or --pin <commit>"});
}

bool source_allowed(const Session& session, const store::Source& source) {
  if (!session.policy || !session.policy->sources.lock) return true;
  // POL-67, POL-68: the structured fields; an empty field fails closed.
  if (source.host.empty() || source.owner.empty() || source.repo.empty()) return false;
  return store::identity_allowed(*session.policy,
                                 source.host + "/" + source.owner + "/" + source.repo);
}

std::string disallowed_source_line(const Session& session, const std::string& name,
                                   const std::string& verb) {
  return "skipped '" + shown_name(name) + "' (" + verb + "): the managed policy " +
         sanitize_display(policy_file(session)) + " no longer allows it (rule sources.allow)";
}

ReviewVerdict review_item(const Session& session, const discovery::CatalogItem& item) {
  ReviewVerdict verdict;
  if (!session.policy) return verdict;
  const store::ReviewPolicy& rp = session.policy->review;
  if (rp.refuse.empty() && rp.warn.empty()) return verdict;
  if (!session.content_check) {  // fail closed: a gate that cannot look refuses
    verdict.refused = "(no content check available)";
    return verdict;
  }
  std::vector<std::string> warned_classes;
  for_each_item_file(item, session.scan.metadata_cap, [&](const ItemFile& file) {
    if (verdict.refused || !file.text) return;
    for (const ContentFlag& flag : session.content_check(*file.text)) {
      const std::string where =
          shown_name(file.source_path) + ":" + std::to_string(flag.line) + " " + flag.risk_class;
      if (contains(rp.refuse, flag.risk_class)) {
        verdict.refused = where;
        return;
      }
      if (contains(rp.warn, flag.risk_class) && !contains(warned_classes, flag.risk_class)) {
        warned_classes.push_back(flag.risk_class);
        verdict.warned.push_back(where);
      }
    }
  });
  return verdict;
}

std::string review_refusal_text(const Session& session, const std::string& key,
                                const std::string& where) {
  return "refused " + shown_name(key) + ": review flags " + where + " (managed policy " +
         sanitize_display(policy_file(session)) + ", rule review.refuse)";
}

Error review_refusal(const Session& session, const std::string& key, const std::string& where) {
  return policy_error(
      session, ErrorKind::review_refused, "review.refuse",
      "refused to install " + shown_name(key) + ": review flags " + where + "; nothing was written",
      {"read it with: mind review <source>"});
}

std::string review_warning_text(const std::string& key, const std::vector<std::string>& where) {
  std::string list;
  for (const std::string& w : where) list += (list.empty() ? "" : "; ") + w;
  return shown_name(key) + ": review flags " + list + " (managed policy rule review.warn)";
}

void check_lobes_unlocked(const Session& session) {
  if (!session.policy || !session.policy->lobes.lock) return;
  throw policy_error(session, ErrorKind::lobes_locked, "lobes.lock",
                     "the agent homes are locked by the managed policy to its `[lobes].targets`");
}

}  // namespace mind::install
