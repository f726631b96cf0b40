#include "browser/actions.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/forget_operation.hpp"
#include "install/learn_operation.hpp"
#include "install/lobes/lobe_admin.hpp"
#include "install/meld_operation.hpp"
#include "install/unmeld_operation.hpp"
#include "install/upgrade_operation.hpp"
#include "review/content_check.hpp"
#include "store/state_lock.hpp"

namespace mind::browser {
namespace {

std::string shown(const std::string& text) { return sanitize_display(text); }

void said(Outcome& out, const std::vector<std::string>& warnings, const char* prefix) {
  for (const std::string& w : warnings) out.lines.push_back(prefix + shown(w));
}

}  // namespace

Outcome Actions::with_write_session(const std::function<void(install::Session&, Outcome&)>& body) {
  Outcome out;
  try {
    store::StateLock lock(paths_.lock_file(), store::StateLock::Mode::exclusive);
    discovery::ScanOptions scan = scan_;
    scan.keep_file_bytes = true;  // a writing verb stages or hashes what it scans
    install::Session session = install::open_session(paths_, scan, install::Access::write);
    session.content_check = review::content_flags;  // decision 17: the review gate, as on the CLI
    try {
      body(session, out);
    } catch (...) {
      said(out, session.warnings, "warning: ");
      throw;
    }
    said(out, session.warnings, "warning: ");
  } catch (const Error& e) {
    out.failed = true;
    out.lines.push_back("error: " + shown(e.what()));
    for (const std::string& hint : e.hints()) out.lines.push_back("hint: " + shown(hint));
  } catch (const std::exception& e) {
    out.failed = true;
    out.lines.push_back("error: " + shown(e.what()));
  }
  return out;
}

Outcome Actions::learn(const std::vector<std::string>& refs) {
  return with_write_session([&](install::Session& session, Outcome& out) {
    install::LearnOptions options;
    options.request.refs = refs;
    options.consents.build = front_.gate;         // HOOK-72: asked, never unasked
    options.consents.item_install = front_.gate;  // HOOK-83
    options.asker = front_.asker;                 // DEP-31, DEP-40: the closure question
    options.note = front_.note;
    const install::LearnResult done = install::run_learn(session, options);
    if (done.declined) {
      out.lines.push_back("cancelled; nothing installed");
      return;
    }
    for (const std::string& key : done.learned.installed)
      out.lines.push_back("learned " + shown(key));
    if (done.learned.installed.empty()) out.lines.push_back("already installed; nothing to do");
    for (const install::SkippedItem& s : done.learned.skipped)
      out.lines.push_back("skipped " + shown(s.key) + ": its link path is held by " +
                          shown(s.held_by));
    said(out, done.workflow_warnings, "warning: ");  // WF-31
  });
}

Outcome Actions::forget(const std::string& ref, bool unmanaged) {
  return with_write_session([&](install::Session& session, Outcome& out) {
    install::ForgetOptions options;
    options.ref = ref;
    options.unmanaged_only = unmanaged;
    options.consents.uninstall = front_.gate;  // HOOK-82, HOOK-83
    options.asker = front_.asker;              // DEP-60, UNM-5, UNM-8
    options.note = front_.note;
    const install::ForgetResult done = install::run_forget(session, options);
    if (done.declined) {
      out.lines.push_back("cancelled; nothing removed");
      return;
    }
    for (const std::string& key : done.removed) out.lines.push_back("forgot " + shown(key));
    for (const install::DisplacedFile& f : done.restored)
      out.lines.push_back("restored " + shown(f.original.string()));
    for (const install::DisplacedFile& f : done.kept)
      out.lines.push_back("kept your file aside at " + shown(f.kept.string()));
  });
}

Outcome Actions::meld(const std::string& spec) {
  return with_write_session([&](install::Session& session, Outcome& out) {
    install::MeldOptions options;
    options.request.spec = spec;
    options.consents.source_install = front_.gate;  // HOOK-10, HOOK-20
    options.consents.item_install = front_.gate;
    options.consents.build = front_.gate;
    options.asker = front_.asker;  // CLI-23: the install question
    const install::MeldResult done = install::run_meld(session, options);
    out.lines.push_back((done.melded.already_melded ? "already melded " : "melded ") +
                        shown(done.melded.identity));
    for (const install::NestedMeld& n : done.nested)
      out.lines.push_back("  melded " + shown(n.identity));
    for (const std::string& note : done.notes) out.lines.push_back(note);
    if (done.learned) {
      for (const std::string& key : done.learned->installed)
        out.lines.push_back("learned " + shown(key));
    } else if (done.pending > 0) {
      out.lines.push_back(std::to_string(done.pending) +
                          " item(s) offered, not installed (l learns them)");
    }
    said(out, done.workflow_warnings, "warning: ");
  });
}

Outcome Actions::unmeld(const std::string& source) {
  return with_write_session([&](install::Session& session, Outcome& out) {
    install::UnmeldOptions options;
    options.selector = source;
    options.consents.uninstall = front_.gate;  // HOOK-54
    options.asker = front_.asker;              // CLI-21, CLI-42
    const install::UnmeldResult result = install::run_unmeld(session, options);
    if (result.declined) {
      out.lines.push_back("cancelled; nothing removed");
      return;
    }
    for (const std::string& key : result.done.removed) out.lines.push_back("forgot " + shown(key));
    for (const std::string& name : result.done.sources)
      out.lines.push_back("unmelded " + shown(name));
  });
}

Outcome Actions::sync() {
  return with_write_session([&](install::Session& session, Outcome& out) {
    install::SyncOptions options;
    const install::SyncResult result = install::run_sync(session, options);
    for (const install::SyncedSource& s : result.synced.sources) {
      std::string line = s.outcome + " " + shown(s.name);
      if (s.old_commit && s.commit && *s.old_commit != *s.commit)
        line += " " + s.old_commit->substr(0, 7) + " -> " + s.commit->substr(0, 7);
      if (!s.error.empty()) line += ": " + shown(s.error);
      out.lines.push_back(line);
    }
    for (const std::string& identity : result.synced.registered)
      out.lines.push_back("melded " + shown(identity) + " (newly listed by a synced source)");
    if (result.synced.sources.empty()) out.lines.push_back("no sources melded");
  });
}

Outcome Actions::upgrade(const std::optional<std::string>& filter,
                         const std::function<void(const install::UpgradePlan&)>& on_pending) {
  return with_write_session([&](install::Session& session, Outcome& out) {
    install::UpgradeOptions options;
    options.request.filter = filter;
    options.consents.item_install = front_.gate;  // HOOK-11
    options.consents.build = front_.gate;         // HOOK-73
    options.asker = front_.asker;                 // LIFE-45
    options.on_pending = on_pending;              // CLI-60, CLI-61: the deltas first
    const install::UpgradeResult pass = install::run_upgrade(session, options);
    if (pass.declined) {
      out.lines.push_back("nothing upgraded");
    } else if (pass.done) {
      for (const std::string& key : pass.done->upgraded)
        out.lines.push_back("upgraded " + shown(key));
    } else {
      out.lines.push_back("everything is up to date");
    }
    said(out, pass.workflow_warnings, "warning: ");
  });
}

std::vector<LobeLine> Actions::lobes() const {
  std::vector<LobeLine> out;
  store::StateLock lock(paths_.lock_file(), store::StateLock::Mode::shared);
  const install::Session session = install::open_session(paths_, scan_, install::Access::read);
  for (const install::Lobe& lobe : session.lobes) {
    LobeLine line;
    line.path = lobe.path.string();
    if (!lobe.kinds) {
      line.kinds = "every kind";
    } else {
      for (discovery::Kind k : *lobe.kinds)
        line.kinds += (line.kinds.empty() ? "" : ", ") + std::string(discovery::kind_word(k));
    }
    out.push_back(std::move(line));
  }
  return out;
}

Outcome Actions::add_lobe(const std::string& preset) {
  return with_write_session([&](install::Session& session, Outcome& out) {
    install::LobeTargetRequest target;
    target.preset = preset;
    const install::LobeAddResult r = install::run_add_lobe(session, target, false);
    out.lines.push_back((r.added.added ? "added lobe " : "already a lobe: ") + shown(r.added.path));
    if (!r.added.backfill.linked.empty())
      out.lines.push_back("  linked " + std::to_string(r.added.backfill.linked.size()) +
                          " item(s)");
    for (const std::string& f : r.added.backfill.failures) out.lines.push_back("  " + shown(f));
  });
}

Outcome Actions::remove_lobe(const std::string& path) {
  return with_write_session([&](install::Session& session, Outcome& out) {
    out.lines.push_back("removed lobe " + shown(install::remove_lobe(session, path)));
  });
}

}  // namespace mind::browser
