#include "install/sources/super_source.hpp"

#include <algorithm>
#include <set>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "install/drift.hpp"
#include "install/sources/external_skips.hpp"
#include "store/checkout.hpp"
#include "store/git_network.hpp"
#include "store/paths.hpp"
#include "store/source_spec.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

struct Directive {
  std::string identity;
  bool already_melded = false;
  bool install = false;
  std::optional<std::vector<std::string>> install_items;
};

// DSC-92: a relative local path is relative to the directory the mind.toml was read from.
std::string resolved_spec(const std::string& spec, const fs::path& curator_dir) {
  if (spec.starts_with("./") || spec.starts_with("../") || spec == "." || spec == "..") {
    return (curator_dir / spec).lexically_normal().string();
  }
  return spec;
}

std::string pin_flag(const discovery::PinDirective& pin) {
  switch (pin.kind) {
    case discovery::PinKind::follow_branch:
      return "branch=" + pin.value;
    case discovery::PinKind::pin_tag:
      return "tag=" + pin.value;
    case discovery::PinKind::pin_ref:
      return pin.value;
  }
  return pin.value;
}

// DSC-92: the folder a source's mind.toml describes. A local source cloned
// for a pin (or melded as file://) still describes the folder it came from,
// so `../sibling` names that folder's sibling, not a clone mind never made.
fs::path described_dir(const SourceCatalog& sc) {
  const store::Source& source = *sc.source;
  if (source.host != "local" || source.is_linked()) return sc.dir;
  std::string path = source.url;
  if (path.starts_with("file://")) path.erase(0, 7);
  return fs::path(path).is_absolute() ? fs::path(path) : sc.dir;
}

// DSC-79: what makes a nested source unreachable rather than refused.
bool unreachable(ErrorKind kind) {
  return kind == ErrorKind::git || kind == ErrorKind::not_a_directory ||
         kind == ErrorKind::linked_source_gone || kind == ErrorKind::source_gone;
}

bool under(const fs::path& path, const fs::path& root) {
  const fs::path rel = path.lexically_normal().lexically_relative(root.lexically_normal());
  return !rel.empty() && *rel.begin() != "..";
}

class ChainWalker {
 public:
  ChainWalker(Session& session, bool progress) : session_(session), progress_(progress) {}

  void walk(const std::string& identity, const fs::path& dir,
            const std::vector<discovery::NestedSource>& nested) {
    seen_.insert(identity);
    // Breadth first: a curator's own entries (a dump's pins among them) are
    // melded before any entry of theirs can claim the same source.
    std::vector<MeldOutcome> melded;
    for (const discovery::NestedSource& entry : nested) {
      // MKT-7: an external marketplace entry is a nested source too; one that
      // cannot be cloned is skipped like any unreachable entry (DSC-79).
      if (auto out = meld_entry(entry, dir)) melded.push_back(std::move(*out));
    }
    for (const MeldOutcome& out : melded) {
      if (out.catalogs.empty()) continue;
      walk(out.identity, described_dir(out.catalogs.front()),
           out.catalogs.front().catalog.nested_sources);
    }
  }

  /// Issue 43: the external marketplace entries left out, said once the walk
  /// ends (one line per marketplace file; `-v` each).
  void report_external_skips() {
    for (std::string& line : external_skip_lines(external_skips_, session_.scan.list_skipped)) {
      session_.warnings.push_back(std::move(line));
    }
    external_skips_.clear();
  }

  std::vector<Directive> directives;
  std::vector<SkippedSource> skipped;
  std::size_t declared_skips = 0;           // entries skipped as on-auth-failure asks (DSC-68)
  std::vector<std::string> registered_now;  // identities this run registered

 private:
  void skip(const discovery::NestedSource& entry, const std::string& what,
            const std::string& reason, const fs::path& listed_in, const std::string& why,
            bool untried = false) {
    skipped.push_back({what, reason});
    const std::string name = sanitize_display(entry.namespace_.value_or(entry.spec));
    const std::string label =
        entry.from_marketplace
            ? "marketplace entry '" + name + "' (" + sanitize_display(entry.spec) + ")"
            : "nested source '" + sanitize_display(what) + "'";
    std::string line = "skipped " + label + " listed in '" + sanitize_display(listed_in.string()) +
                       "': " + sanitize_display(why);
    if (!entry.from_marketplace) {
      session_.warnings.push_back(std::move(line));
      return;
    }
    external_skips_.push_back(
        {sanitize_display(listed_in.string()), name, reason, untried, std::move(line)});
  }

  // Issue 43: once a clone found no network, an entry that needs one is not
  // tried (each would wait for its own failed lookup); one already registered
  // needs none.
  bool skipped_offline(const discovery::NestedSource& entry, const store::SourceSpec& spec,
                       bool registered, const fs::path& listed_in) {
    if (!store::network_found_unreachable() || registered || spec.local) return false;
    skip(entry, spec.identity(), "network_unreachable", listed_in,
         "not tried: the network was unreachable earlier in this run", true);
    return true;
  }

  std::optional<MeldOutcome> meld_entry(const discovery::NestedSource& entry,
                                        const fs::path& curator_dir) {
    const fs::path listed_in = entry.from_marketplace
                                   ? curator_dir / ".claude-plugin" / "marketplace.json"
                                   : curator_dir / "mind.toml";
    MeldRequest request;
    request.spec = resolved_spec(entry.spec, curator_dir);
    request.given_relative = request.spec != entry.spec;  // DSC-92: `../x` travels as such
    if (request.spec != entry.spec && under(request.spec, session_.paths.sources()) &&
        !fs::exists(request.spec)) {  // DSC-93
      skip(entry, request.spec, "unresolvable_local_path", listed_in, "no such folder");
      return std::nullopt;
    }
    request.namespace_ = entry.namespace_;
    request.progress = progress_;
    // HOOK-10: a nested source's own install hooks, under the meld's consent.
    request.hooks = session_.item_install_hooks;
    // DSC-77, DSC-88, DUMP-10: an entry's scan layout (what `dump` writes).
    request.roots = entry.roots;
    request.add_roots = entry.add_roots;
    request.flat_skills = entry.flat_skills.value_or(false);
    // DSC-60: a curator's layout is gated on the nested repo's own mind.toml; a
    // marketplace's git-subdir root is where the plugin is, never gated.
    request.curator_layout = !entry.from_marketplace;
    request.curated_hooks = entry.hooks;  // DSC-59, HOOK-127
    request.link_kind = entry.link_kind;  // DSC-100, LNK-21
    const store::SourceSpec spec = meld_spec(session_, request.spec, entry.namespace_);
    const std::string identity = spec.identity();
    if (seen_.contains(identity))
      return std::nullopt;  // DSC-38: at most once per run, cycles end here
    seen_.insert(identity);
    // DSC-65: the entry pin applies when the entry registers the source; an
    // already-registered source keeps its own pin (re-pinning is `meld --pin`).
    const bool registered = session_.registry.find(identity) != nullptr;
    if (entry.pin && !registered) request.pins.push_back(pin_flag(*entry.pin));
    if (skipped_offline(entry, spec, registered, listed_in)) return std::nullopt;
    MeldOutcome out;
    const bool offline_before = store::network_found_unreachable();
    try {
      out = meld(session_, request);
    } catch (const Error& e) {
      if (unreachable(e.kind())) {  // DSC-79: the rest of the chain goes on
        // Issue 43: this clone found no network (the store noted it for the run).
        const bool offline = !offline_before && store::network_found_unreachable();
        skip(entry, identity, offline ? "network_unreachable" : "clone_failure", listed_in,
             e.what());
        return std::nullopt;
      }
      // DSC-52, DSC-61: a scan root missing from the nested repo is InvalidRoot
      // for that source, so it cannot be registered (every later scan of it
      // would fail); like an unreachable entry (DSC-79) it is that entry's
      // failure, never the whole chain's (the reference's super-source example
      // gives its adopted starter an illustrative root). The note says how to
      // get it: fix the entry's roots, or meld the repo on its own.
      if (e.kind() == ErrorKind::invalid_root) {
        skip(entry, identity, "invalid_root", listed_in,
             std::string(e.what()) + "; fix that entry's roots, or meld it on its own: mind meld " +
                 shell_quoted(request.spec));
        return std::nullopt;
      }
      // The walk melds each entry on its own, so an auth failure here is the
      // entry's own clone; a deeper one arrives with its own entry (DSC-70).
      if (e.kind() == ErrorKind::git_auth && auth_failure_skipped(entry, identity, listed_in, e)) {
        return std::nullopt;
      }
      throw Error(
          e.kind(),
          "nested source '" + identity + "' listed in '" + listed_in.string() + "': " + e.what(),
          e.hints());
    }
    if (out.curator_layout_ignored) {  // DSC-60, DSC-88
      session_.warnings.push_back(
          "the roots, add-roots, flat-skills and hooks that '" +
          sanitize_display(listed_in.string()) + "' gives for '" + sanitize_display(out.identity) +
          "' are ignored: that repository ships its own mind.toml, which decides its layout");
    }
    const std::vector<PlannedHook>& unasked = out.hooks.skipped_no_terminal;
    if (!unasked.empty() && request.hooks != nullptr && request.hooks->skipped) {  // HOOK-106
      request.hooks->skipped(out.identity, HookEvent::install, unasked);
    }
    if (!out.already_melded) registered_now.push_back(out.identity);
    if (entry.from_marketplace) mark_marketplace_origin(out.identity);
    directives.push_back({out.identity, out.already_melded, entry.install, entry.install_items});
    return out;
  }

  // DSC-68, DSC-69: what the entry's `on-auth-failure` says to do. A
  // marketplace entry cannot say; one that asks for credentials is skipped, as
  // an unreachable one is, so it never stops the catalog's other plugins (a
  // departure from MKT-7 recorded in docs/architecture.md: GitHub answers a
  // repository that is gone with an authentication request). Throws for
  // `action = "error"`; false when nothing was declared (the generic hard error).
  bool auth_failure_skipped(const discovery::NestedSource& entry, const std::string& identity,
                            const fs::path& listed_in, const Error& e) {
    if (entry.from_marketplace) {
      skip(entry, identity, "auth_failure", listed_in, e.what());
      return true;
    }
    if (!entry.on_auth_failure_action) return false;
    const bool skipping = *entry.on_auth_failure_action == "skip";
    std::string line = "unable to meld source " + sanitize_display(identity) +
                       " due to authentication failure" + (skipping ? " (skipping)" : "");
    if (entry.on_auth_failure_message)
      line += "\n" + sanitize_display(*entry.on_auth_failure_message);
    if (!skipping) throw Error(ErrorKind::git_auth, line, e.hints());
    skipped.push_back({identity, "auth_failure"});
    ++declared_skips;
    session_.warnings.push_back(line);
    return true;
  }

  // MKT-10: a marketplace entry's origin, shown by recall --sources and probe.
  void mark_marketplace_origin(const std::string& identity) {
    store::Source* melded = session_.registry.find_mutable(identity);
    if (melded != nullptr && melded->origin != "claude-marketplace") {
      melded->origin = "claude-marketplace";
      session_.save_registry();
    }
  }

  Session& session_;
  bool progress_;
  std::set<std::string> seen_;
  std::vector<ExternalSkip> external_skips_;
};

// DSC-58, DSC-62, DSC-63: what one entry offers for install.
std::vector<OfferedItem> offered_by_directive(const Session& session, const SourceCatalog& sc,
                                              const Directive& d) {
  std::vector<OfferedItem> picked;
  const std::vector<OfferedItem> offered = offered_items(sc);
  if (d.install_items && !d.install_items->empty()) {
    for (const std::string& ref : *d.install_items) {
      const auto colon = ref.find(':');
      const auto kind =
          colon == std::string::npos ? std::nullopt : discovery::parse_kind(ref.substr(0, colon));
      const OfferedItem* hit = nullptr;
      for (const OfferedItem& o : offered) {
        if (kind && o.item->kind == *kind && o.item->bare_name == ref.substr(colon + 1)) hit = &o;
      }
      if (hit == nullptr) {
        throw Error(ErrorKind::bad_reference,
                    "install-items names '" + sanitize_display(ref) + "', which '" +
                        sanitize_display(d.identity) + "' does not offer",
                    {"install-items takes bare kind:name refs of the nested source"});
      }
      picked.push_back(*hit);
    }
  } else if (d.install && !d.install_items) {
    picked = offered;
  }
  std::vector<OfferedItem> pending;
  for (const OfferedItem& o : picked) {
    if (installed_record(session.manifest, o) == nullptr) pending.push_back(o);
  }
  return pending;
}

// A refused chain leaves registered nothing the user did not get.
void unregister(Session& session, const std::vector<std::string>& identities) {
  for (const std::string& identity : identities) {
    const store::Source* source = session.registry.find(identity);
    if (source == nullptr) continue;
    try {
      if (!source->is_linked()) store::remove_clone(session.paths, *source);
    } catch (const Error&) {
      // an unconfined clone path is left alone; the entry still goes
    }
    auto& list = session.registry.sources;
    list.erase(std::remove_if(list.begin(), list.end(),
                              [&](const store::Source& s) { return s.name == identity; }),
               list.end());
  }
  session.save_registry();
}

}  // namespace

NestedRewalk register_new_nested_sources(Session& session, const std::string& identity,
                                         bool progress) {
  const store::Source* source = session.registry.find(identity);
  if (source == nullptr) return {};
  std::optional<SourceCatalog> sc;
  try {
    sc = scan_source_catalog(session.paths, *source, session.scan, session.warnings);
  } catch (const Error&) {
    return {};  // a source that no longer scans: the verbs that read it say why
  }
  if (!sc) return {};
  ChainWalker walker(session, progress);
  try {
    walker.walk(identity, described_dir(*sc), sc->catalog.nested_sources);
  } catch (const Error&) {
    unregister(session, walker.registered_now);
    throw;
  }
  walker.report_external_skips();
  return {walker.registered_now, walker.skipped};
}

std::vector<NestedMeld> meld_nested_sources(Session& session, MeldOutcome& curator,
                                            const NestedMeldOptions& options) {
  const bool progress = options.progress, recursive = options.recursive;
  std::vector<SkippedSource>* skipped = options.skipped;
  if (curator.catalogs.empty()) return {};
  const std::vector<discovery::NestedSource> nested =
      curator.catalogs.front().catalog.nested_sources;
  ChainWalker walker(session, progress);
  try {
    walker.walk(curator.identity, described_dir(curator.catalogs.front()), nested);
  } catch (const Error&) {
    std::vector<std::string> undo = walker.registered_now;
    if (!curator.already_melded) undo.push_back(curator.identity);
    unregister(session, undo);
    throw;
  }
  walker.report_external_skips();
  if (skipped != nullptr) *skipped = walker.skipped;
  // DSC-80; an entry its curator said to skip on an auth failure (DSC-68) was
  // skipped as asked, not failed: the meld records it and succeeds.
  if (curator.offered.empty() && walker.directives.empty() && !walker.skipped.empty() &&
      walker.declared_skips == 0) {
    if (!curator.already_melded) unregister(session, {curator.identity});  // DSC-80
    throw Error(ErrorKind::git,
                "no nested source of '" + curator.identity +
                    "' could be melded, and it has "
                    "no items of its own",
                {"check the [discover].sources entries of its mind.toml"});
  }

  std::vector<NestedMeld> result;
  for (Directive& d : walker.directives) {
    if (recursive) {  // DSC-55: the install offer extends to every nested source
      d.install = true;
      d.install_items.reset();
    }
    const store::Source* source = session.registry.find(d.identity);
    if (source == nullptr) continue;
    std::optional<SourceCatalog> sc =
        scan_source_catalog(session.paths, *source, session.scan, session.warnings);
    if (!sc) continue;
    NestedMeld nm{d.identity, d.already_melded, {}, {}};
    nm.catalogs.push_back(std::move(*sc));
    nm.pending = offered_by_directive(session, nm.catalogs.front(), d);
    // nm.catalogs' buffer moves with it, so the pending items' pointers stay valid.
    result.push_back(std::move(nm));
  }
  return result;
}

}  // namespace mind::install
