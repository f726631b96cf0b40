#include "install/sync.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/scan.hpp"
#include "install/policy_gate.hpp"
#include "install/sources/source_catalog.hpp"
#include "install/sources/source_select.hpp"
#include "store/checkout.hpp"
#include "store/git.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;

// CLI-50: the recorded `[source].description` (and a plugin's version, MKT-6)
// follows the synced mind.toml. A
// source that no longer scans keeps its old description; verbs that read its
// catalog report the scan error themselves.
void refresh_description(const Session& session, store::Source& source, const fs::path& dir) {
  try {
    const discovery::Catalog catalog = scan_source_dir(dir, session.scan, source);
    source.description = catalog.description;
    source.plugin_version = catalog.version;  // MKT-6: display only
  } catch (const Error&) {
  }
}

void sync_one(const Session& session, store::Source& source, bool progress, SyncedSource& out) {
  out.old_commit = source.commit;
  if (source.is_linked()) {  // CLI-27: re-read HEAD only
    std::error_code ec;
    if (!fs::is_directory(source.url, ec)) {
      throw Error(ErrorKind::source_gone,
                  "the working tree '" + sanitize_display(source.url) + "' of linked source '" +
                      sanitize_display(source.name) + "' is gone",
                  {"run `mind unmeld " + sanitize_display(source.name) + "`"});
    }
    source.commit = store::head_commit(source.url);
    refresh_description(session, source, source.url);
    out.outcome = "re-read";
  } else {
    const store::GitContext ctx{sanitize_display(source.name), progress};
    const fs::path dir = store::clone_path(session.paths, source);  // STO-69
    if (store::has_clone(dir)) {
      source.commit = store::update_clone(dir, source.pin, std::nullopt, ctx).commit;
      out.outcome = source.commit == out.old_commit ? "unchanged" : "updated";
    } else {  // STO-70: a missing clone is cloned again at the recorded pin
      store::StagedClone staged(session.paths, source.url, source.pin, std::nullopt, ctx);
      staged.move_into_place(dir);
      source.commit = staged.point().commit;
      out.outcome = "re-cloned";
    }
    refresh_description(session, source, dir);
  }
  out.commit = source.commit;
}

// DSC-57: after the fetches, each synced source's nested list is read again;
// an entry that refuses (a bad mind.toml, `on-auth-failure = error`) fails
// the source that listed it, as its own fetch would.
void rewalk_nested(Session& session, bool progress, SyncOutcome& out) {
  for (SyncedSource& result : out.sources) {
    if (result.outcome == "failed") continue;
    try {
      NestedRewalk walked = register_new_nested_sources(session, result.name, progress);
      for (auto& identity : walked.registered) out.registered.push_back(std::move(identity));
      for (auto& skipped : walked.skipped) out.skipped.push_back(std::move(skipped));
    } catch (const Error& e) {
      result.outcome = "failed";
      result.error_kind = e.slug();
      result.error = e.what();
    }
  }
}

}  // namespace

bool SyncOutcome::any_failed() const {
  for (const auto& s : sources) {
    if (s.outcome == "failed") return true;
  }
  return false;
}

SyncOutcome sync(Session& session, const std::optional<std::string>& filter, bool progress) {
  SyncOutcome out;
  if (session.registry.sources.empty()) return out;  // CLI-51
  std::vector<std::string> names;
  if (filter) {
    names = select_sources(session.registry, *filter, false);  // CLI-231: several is fine
  } else {
    for (const auto& s : session.registry.sources) names.push_back(s.name);
  }
  std::erase_if(names, [&](const std::string& name) {  // POL-12: one line each, never fetched
    const store::Source* s = session.registry.find(name);
    if (s == nullptr || source_allowed(session, *s)) return false;
    session.warnings.push_back(disallowed_source_line(session, name, "sync"));
    return true;
  });
  store::sweep_stale_stages(session.paths);
  for (const std::string& name : names) {
    SyncedSource result;
    result.name = name;
    store::Source* source = session.registry.find_mutable(name);
    try {
      sync_one(session, *source, progress, result);
      session.save_registry();  // CLI-54: progress is saved source by source
    } catch (...) {             // a failure mind did not raise is `internal`, as at the sink
      const Error e = error_from_exception(std::current_exception());
      result.outcome = "failed";
      result.error_kind = e.slug();
      result.error = sanitize_display(e.what());
    }
    out.sources.push_back(std::move(result));
  }
  if (!filter) rewalk_nested(session, progress, out);  // CLI-231: not for a filtered sync
  return out;
}

}  // namespace mind::install
