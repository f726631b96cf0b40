#include "install/meld.hpp"

#include "core/error.hpp"
#include "core/phase_timer.hpp"
#include "core/sanitize.hpp"
#include "install/drift.hpp"
#include "install/hooks/source_hooks.hpp"
#include "install/policy_gate.hpp"
#include "install/sources/item_ref.hpp"
#include "namespacing/prefix.hpp"
#include "store/checkout.hpp"
#include "store/git.hpp"
#include "store/item_link.hpp"
#include "store/pin.hpp"
#include "store/source_spec.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;

std::optional<store::PinRequest> one_pin(const std::vector<std::string>& pins) {
  if (pins.size() > 1) {  // CLI-17
    throw Error(ErrorKind::conflicting_pin,
                "give at most one pin flag (--pin, --follow-branch, --pin-tag, --pin-ref)");
  }
  if (pins.empty()) return std::nullopt;
  return store::parse_pin_request(pins.front());
}

std::vector<ItemRef> learn_refs(const std::vector<std::string>& patterns) {
  std::vector<ItemRef> refs;
  for (const std::string& p : patterns) {
    if (p.empty() || p.find('#') != std::string::npos) {
      throw Error(ErrorKind::invalid_learn_pattern,
                  "invalid --learn pattern '" + sanitize_display(p) + "': it is empty or has '#'",
                  {"give a name, kind:name, or a glob such as 'review-*'"});
    }
    try {
      refs.push_back(parse_item_ref(p));
    } catch (const Error& e) {
      throw Error(ErrorKind::invalid_learn_pattern,
                  "invalid --learn pattern '" + sanitize_display(p) + "': " + e.what());
    }
  }
  return refs;
}

store::Source new_source(const store::SourceSpec& spec, const MeldRequest& request) {
  store::Source s;
  s.roots = request.roots;
  s.add_roots = request.add_roots;
  s.flat_skills = request.flat_skills;
  if (request.curator_layout) s.curated_hooks = request.curated_hooks;  // HOOK-127
  s.name = spec.identity();
  s.url = spec.url;
  s.host = spec.host;
  s.owner = spec.owner;
  s.repo = spec.repo;
  s.item_path = spec.item_path;                         // LNK-4
  if (spec.item_path) s.item_kind = request.link_kind;  // LNK-22
  if (spec.alias) {  // STO-58: the identity alias is also the display prefix
    s.alias = spec.alias;
    s.as_alias = spec.alias;
  } else if (request.namespace_ && request.namespace_->empty()) {
    s.alias = "";  // CLI-159, MKT-5: `--namespace ''` clears a declared or plugin prefix
  }
  return s;
}

store::PinRequest declared_pin(const discovery::PinDirective& directive) {
  switch (directive.kind) {
    case discovery::PinKind::follow_branch:
      return {store::PinRequest::Kind::follow_branch, directive.value};
    case discovery::PinKind::pin_tag:
      return {store::PinRequest::Kind::tag, directive.value};
    case discovery::PinKind::pin_ref:
      break;
  }
  return {store::PinRequest::Kind::freeze_ref, directive.value};
}

// DSC-60, DSC-88: a curator's layout for a repo that has onboarded (ships a
// mind.toml, whatever it says) is dropped: the repo's own file is authoritative.
bool drop_gated_layout(store::Source& s, const fs::path& dir, const MeldRequest& request) {
  if (!request.curator_layout ||
      (!s.roots && !s.add_roots && !s.flat_skills && s.curated_hooks.empty())) {
    return false;
  }
  std::error_code ec;
  if (!fs::exists(dir / "mind.toml", ec)) return false;
  s.roots.reset();
  s.add_roots.reset();
  s.flat_skills = false;
  s.curated_hooks.clear();  // HOOK-127: the repo's own mind.toml declares its hooks
  return true;
}

bool floating(const store::Pin& pin) {
  return pin.kind == store::Pin::Kind::default_branch ||
         pin.kind == store::Pin::Kind::follow_branch;
}

store::GitContext git_context(const std::string& identity, bool progress) {
  return {sanitize_display(identity), progress};
}

// A linked local source: read in place (CLI-27); only checked to be a directory.
store::Source register_linked(const Session& session, const store::SourceSpec& spec,
                              const MeldRequest& request, MeldOutcome& out,
                              std::optional<discovery::Catalog>& scanned) {
  std::error_code ec;
  if (!fs::is_directory(spec.url, ec)) {
    throw Error(ErrorKind::not_a_directory,
                "cannot meld '" + sanitize_display(spec.url) + "': it is not a directory");
  }
  // A source that cannot be scanned is not melded.
  store::Source s = new_source(spec, request);
  out.curator_layout_ignored = drop_gated_layout(s, spec.url, request);
  scanned = scan_source_dir(spec.url, session.scan, s);
  phase_mark("scan the source");
  s.commit = store::head_commit(spec.url);
  s.description = scanned->description;  // sanitized at capture (DSC-94)
  s.plugin_version = scanned->version;   // MKT-6: for display only, never for drift
  return s;
}

// A clone (remote, file://, or a pinned local path): staged, checked out at its
// pin, scanned, then moved into place. Nothing is registered until all of that worked.
store::Source register_clone(const Session& session, const store::SourceSpec& spec,
                             const std::optional<store::PinRequest>& pin,
                             const MeldRequest& request, MeldOutcome& out,
                             discovery::Catalog& catalog) {
  const bool progress = request.progress;
  store::Source s = new_source(spec, request);
  const fs::path target = store::clone_path(session.paths, s);  // STO-69, before any change
  const store::GitContext ctx = git_context(s.name, progress);
  store::StagedClone staged(session.paths, spec.url, s.pin, pin, ctx);
  store::CheckoutPoint point = staged.point();
  out.curator_layout_ignored = drop_gated_layout(s, staged.dir(), request);
  catalog = scan_source_dir(staged.dir(), session.scan, s);
  if (!pin && catalog.pin) {
    // DSC-41: the default branch's mind.toml declares the pin a consumer flag would override.
    point = store::update_clone(staged.dir(), s.pin, declared_pin(*catalog.pin), ctx);
    catalog = scan_source_dir(staged.dir(), session.scan, s);
  }
  check_meld_pinned(session, s.name, floating(point.pin),
                    store::describe_pin(point.pin));  // POL-20
  staged.move_into_place(target);
  s.pin = point.pin;
  s.commit = point.commit;
  s.description = catalog.description;  // sanitized at capture (DSC-94)
  s.plugin_version = catalog.version;   // MKT-6: for display only, never for drift
  return s;
}

// CLI-209: every bit of git work first; the registry entry changes only after it all worked.
void repin(Session& session, store::Source& source, const store::PinRequest& request, bool progress,
           MeldOutcome& out) {
  const store::GitContext ctx = git_context(source.name, progress);
  const std::string old_desc = store::describe_pin(source.pin);
  const std::optional<std::string> old_commit = source.commit;
  store::CheckoutPoint point;
  if (source.is_linked()) {  // a fresh snapshot clone; the working tree is never touched
    const fs::path target = store::clone_path(session.paths, source);
    store::StagedClone staged(session.paths, source.url, source.pin, request, ctx);
    staged.move_into_place(target);
    point = staged.point();
  } else {
    const fs::path dir = store::clone_path(session.paths, source);
    if (store::has_clone(dir)) {
      point = store::update_clone(dir, source.pin, request, ctx);
    } else {
      store::StagedClone staged(session.paths, source.url, source.pin, request, ctx);
      staged.move_into_place(dir);
      point = staged.point();
    }
  }
  const std::string new_desc = store::describe_pin(point.pin);
  if (point.pin.kind == source.pin.kind && point.pin.value == source.pin.value &&
      old_commit == point.commit) {
    out.already_pinned = true;
    return;
  }
  source.pin = point.pin;
  source.commit = point.commit;
  session.save_registry();
  out.repinned_from = old_desc;
  out.repinned_to = new_desc;
}

// file:// and plain paths alike, compared after resolving symlinks where they exist.
bool same_local_path(std::string a, std::string b) {
  for (std::string* p : {&a, &b}) {
    if (p->starts_with("file://")) p->erase(0, 7);
  }
  std::error_code ec_a, ec_b;
  const fs::path ca = fs::weakly_canonical(a, ec_a), cb = fs::weakly_canonical(b, ec_b);
  return ec_a || ec_b ? a == b : ca == cb;
}

// A working tree whose mind.toml declares a pin directive (DSC-41): it is
// melded as a clone at that pin, as the same repository melded as file:// is.
std::optional<store::PinRequest> working_tree_pin(const Session& session,
                                                  const store::SourceSpec& spec) {
  std::error_code ec;
  if (!fs::is_directory(spec.url, ec)) return std::nullopt;
  // The directive first: asking git whether this is a repository's root
  // starts libgit2, which a tree without a pin directive never needs here.
  const std::optional<discovery::PinDirective> directive =
      discovery::declared_pin_directive(spec.url, session.scan);
  if (!directive || !store::is_repository_root(spec.url)) return std::nullopt;
  return declared_pin(*directive);
}

bool matches_any(const std::vector<ItemRef>& refs, const OfferedItem& o) {
  for (const ItemRef& ref : refs) {
    if (ref.matches(o.item->kind, o.item->bare_name) ||
        ref.matches(o.item->kind, o.effective_name().str())) {
      return true;
    }
  }
  return false;
}

// HOOK-10, HOOK-21, HOOK-53: the install hooks of a new source run before it is
// registered; an abort or a failure removes the clone, so nothing is left.
void run_new_source_hooks(const Session& session, store::Source& source,
                          const discovery::Catalog& catalog, const MeldRequest& request,
                          bool linked, MeldOutcome& out) {
  try {
    SourceHookRequest first{HookEvent::install, request.install_hook, true};
    out.hooks = run_source_hooks(session.paths, source, catalog, first, *request.hooks).result;
  } catch (...) {
    if (!linked) store::remove_clone(session.paths, source);
    throw;
  }
  record_update_baseline(source, catalog);  // HOOK-121
}

}  // namespace

store::SourceSpec meld_spec(const Session& session, const std::string& text,
                            const std::optional<std::string>& namespace_) {
  store::SourceSpec spec = store::parse_source_spec(text);
  if (namespace_) spec = store::with_alias(spec, *namespace_);
  if (!spec.local) return spec;
  for (const store::Source& s : session.registry.sources) {  // this path, already melded
    if (s.host == spec.host && s.as_alias == spec.alias && s.item_path == spec.item_path &&
        same_local_path(s.url, spec.url)) {
      spec.owner = s.owner;
      spec.repo = s.repo;
      return spec;
    }
  }
  // Another folder holds this identity: the next free `<repo>-<n>`.
  const std::string base = spec.repo;
  for (int n = 2; session.registry.find(spec.identity()) != nullptr; ++n) {
    spec.repo = base + "-" + std::to_string(n);
  }
  return spec;
}

MeldOutcome meld(Session& session, const MeldRequest& request) {
  // Everything a user typed is checked before any git work (CLI-17, DSC-66, CLI-236).
  if (request.namespace_ && !request.namespace_->empty()) {
    namespacing::validate_prefix(*request.namespace_, "--namespace");  // NS-28, NS-72, NS-73
  }
  const store::SourceSpec spec = meld_spec(session, request.spec, request.namespace_);
  const std::optional<store::PinRequest> pin = one_pin(request.pins);
  if (request.link_kind && !spec.item_path) {  // LNK-21
    throw Error(ErrorKind::invalid_repo_spec,
                "--kind applies to an item link, and '" + sanitize_display(request.spec) +
                    "' is a repository",
                {"drop --kind, or give a link such as <repo-url>/blob/<ref>/agents/<name>.md"});
  }
  const std::vector<ItemRef> patterns = learn_refs(request.learn_patterns);
  check_meld_allowed(session, spec);  // POL-11, POL-36: before any clone or folder
  if (pin && pin->kind == store::PinRequest::Kind::follow_branch) {  // POL-20, before the clone
    check_meld_pinned(session, spec.identity(), true, "branch " + pin->value);
  }
  store::sweep_stale_stages(session.paths);  // stages of killed runs (we hold the lock)

  MeldOutcome out;
  out.identity = spec.identity();
  std::optional<discovery::Catalog> scanned;  // a linked source's registering scan, offered as is
  if (store::Source* existing = session.registry.find_mutable(out.identity)) {
    out.already_melded = true;  // CLI-12: never re-cloned nor re-registered
    out.layout_kept = request.roots || request.add_roots || request.flat_skills;  // DSC-75
    if (pin) repin(session, *existing, *pin, request.progress, out);
  } else {
    std::optional<store::PinRequest> clone_pin = pin;
    if (!clone_pin && spec.link_ref) {  // LNK-3: the URL ref pins, below a consumer pin flag
      clone_pin = store::is_commit_ref(*spec.link_ref)
                      ? store::PinRequest{store::PinRequest::Kind::freeze_ref, *spec.link_ref}
                      : store::PinRequest{store::PinRequest::Kind::follow_branch, *spec.link_ref};
    }
    if (spec.local && !spec.file_url && !pin) clone_pin = working_tree_pin(session, spec);
    const bool linked = spec.local && !spec.file_url && !clone_pin;
    check_meld_pinned(session, spec.identity(), linked, "its working tree");  // POL-20
    discovery::Catalog cloned;
    store::Source source = linked ? register_linked(session, spec, request, out, scanned)
                                  : register_clone(session, spec, clone_pin, request, out, cloned);
    if (request.install_hook && !request.install_hook->empty()) {
      source.install_hook_override = request.install_hook;  // HOOK-56: upgrades keep it
    }
    source.given_relative = request.given_relative && spec.local && !spec.file_url;
    if (request.hooks) {
      run_new_source_hooks(session, source, linked ? *scanned : cloned, request, linked, out);
    }
    if (spec.alias) {  // STO-60: a second, independent instance of the same repo
      for (const store::Source& s : session.registry.sources) {
        if (s.host == spec.host && s.owner == spec.owner && s.repo == spec.repo) {
          out.other_instances.push_back(s.name);
        }
      }
    }
    session.registry.sources.push_back(std::move(source));
    session.save_registry();
  }

  store::Registry only;
  only.sources.push_back(*session.registry.find(out.identity));
  if (scanned) {
    out.catalogs.push_back(scanned_source_catalog(session.paths, only.sources.front(),
                                                  std::move(*scanned), session.warnings));
    // register_linked read this tree's HEAD a moment ago: the same answer, not a second ask.
    SourceCatalog& fresh = out.catalogs.back();
    fresh.commit = only.sources.front().commit.value_or("");
    fresh.commit_unread = false;
  } else {
    out.catalogs = scan_sources(session.paths, only, session.scan, session.warnings);
  }
  if (request.hooks && out.already_melded && !out.catalogs.empty()) {  // HOOK-60
    store::Source& source = *session.registry.find_mutable(out.identity);
    SourceHookRequest again{HookEvent::install, install_override(source, HookEvent::install),
                            request.rerun_hooks};
    out.hooks =
        run_source_hooks(session.paths, source, out.catalogs.front().catalog, again, *request.hooks)
            .result;
    session.save_registry();
  }
  out.offered = offered_items(out.catalogs);
  bool any_match = patterns.empty();
  for (const OfferedItem& o : out.offered) {
    if (!patterns.empty()) {
      if (!matches_any(patterns, o)) continue;
      any_match = true;
    }
    if (installed_record(session.manifest, o) == nullptr) out.pending.push_back(o);
  }
  if (!any_match) {
    throw Error(ErrorKind::learn_pattern_no_match,
                "no item of '" + sanitize_display(out.identity) + "' matches --learn",
                {"the source stays melded; list its items with: mind probe --source '" +
                 sanitize_display(out.identity) + "'"});
  }
  return out;
}

}  // namespace mind::install
