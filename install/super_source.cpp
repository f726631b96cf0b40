#include "install/super_source.hpp"

#include <set>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/drift.hpp"
#include "store/git.hpp"
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

class ChainWalker {
 public:
  ChainWalker(Session& session, bool progress) : session_(session), progress_(progress) {}

  void walk(const std::string& identity, const fs::path& dir,
            const std::vector<discovery::NestedSource>& nested) {
    seen_.insert(identity);
    for (const discovery::NestedSource& entry : nested) {
      if (!entry.from_marketplace) {
        meld_entry(entry, dir);
        continue;
      }
      // MKT-7, DSC-79: an external marketplace entry is a nested source; one
      // that cannot be cloned (offline, gone) is skipped with a warning and
      // never stops the marketplace's in-repo plugins.
      try {
        meld_entry(entry, dir);
      } catch (const Error& e) {
        if (e.kind() != ErrorKind::git && e.kind() != ErrorKind::source_gone) throw;
        skipped.emplace_back(entry.spec, "clone_failure");
        session_.warnings.push_back("skipped marketplace entry '" +
                                    sanitize_display(entry.namespace_.value_or(entry.spec)) +
                                    "' (" + sanitize_display(entry.spec) +
                                    "): it cannot be cloned: " + e.what());
      }
    }
  }

  std::vector<Directive> directives;
  std::vector<std::pair<std::string, std::string>> skipped;  // (spec, reason), DSC-79

 private:
  void meld_entry(const discovery::NestedSource& entry, const fs::path& curator_dir) {
    MeldRequest request;
    request.spec = resolved_spec(entry.spec, curator_dir);
    request.namespace_ = entry.namespace_;
    request.progress = progress_;
    // DSC-77, DSC-88, DUMP-10: an entry's scan layout (what `dump` writes).
    request.roots = entry.roots;
    request.add_roots = entry.add_roots;
    request.flat_skills = entry.flat_skills.value_or(false);
    store::SourceSpec spec = store::parse_source_spec(request.spec);
    if (entry.namespace_) spec = store::with_alias(spec, *entry.namespace_);
    const std::string identity = spec.identity();
    if (seen_.contains(identity)) return;  // DSC-38: at most once per run, cycles end here
    seen_.insert(identity);
    // DSC-65: the entry pin applies when the entry registers the source; an
    // already-registered source keeps its own pin (re-pinning is `meld --pin`).
    const bool registered = session_.registry.find(identity) != nullptr;
    if (entry.pin && !registered) request.pins.push_back(pin_flag(*entry.pin));
    MeldOutcome out = meld(session_, request);
    if (entry.from_marketplace) {  // MKT-10: its origin, shown by recall --sources and probe
      store::Source* melded = session_.registry.find_mutable(out.identity);
      if (melded != nullptr && melded->origin != "claude-marketplace") {
        melded->origin = "claude-marketplace";
        session_.save_registry();
      }
    }
    directives.push_back({out.identity, out.already_melded, entry.install, entry.install_items});
    if (out.catalogs.empty()) return;
    const std::vector<discovery::NestedSource> next = out.catalogs.front().catalog.nested_sources;
    const fs::path dir = out.catalogs.front().dir;
    walk(out.identity, dir, next);
  }

  Session& session_;
  bool progress_;
  std::set<std::string> seen_;
};

SourceCatalog scan_one(Session& session, const store::Source& source) {
  const fs::path dir = source_dir(session.paths, source);
  SourceCatalog sc{std::make_shared<const store::Source>(source), dir,
                   store::head_commit(dir).value_or(""),
                   scan_source_dir(dir, session.scan, source)};
  for (const std::string& w : sc.catalog.warnings) session.warnings.push_back(w);
  return sc;
}

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
    const std::string key = store::manifest_key(o.item->kind, o.effective_name().str());
    if (installed_record(session.manifest, o, key) == nullptr) pending.push_back(o);
  }
  return pending;
}

}  // namespace

NestedChain meld_nested_sources(Session& session, MeldOutcome& curator, bool progress,
                                bool recursive) {
  NestedChain chain;
  if (curator.catalogs.empty()) return chain;
  const std::vector<discovery::NestedSource> nested =
      curator.catalogs.front().catalog.nested_sources;
  const fs::path curator_dir = curator.catalogs.front().dir;
  ChainWalker walker(session, progress);
  walker.walk(curator.identity, curator_dir, nested);

  std::vector<NestedMeld>& result = chain.melded;
  chain.skipped = walker.skipped;
  for (Directive& d : walker.directives) {
    if (recursive) {  // DSC-55: the install offer extends to every nested source
      d.install = true;
      d.install_items.reset();
    }
    const store::Source* source = session.registry.find(d.identity);
    if (source == nullptr) continue;
    NestedMeld nm{d.identity, d.already_melded, {}, {}};
    nm.catalogs.push_back(scan_one(session, *source));
    nm.pending = offered_by_directive(session, nm.catalogs.front(), d);
    // nm.catalogs' buffer moves with it, so the pending items' pointers stay valid.
    result.push_back(std::move(nm));
  }
  return chain;
}

}  // namespace mind::install
