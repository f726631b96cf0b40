#include "install/meld.hpp"

#include "core/error.hpp"
#include "discovery/sanitize.hpp"
#include "store/git.hpp"
#include "store/source_spec.hpp"

namespace mind::install {
namespace {

using discovery::sanitize_display;

store::Source new_source(const store::SourceSpec& spec, const std::filesystem::path& dir) {
  store::Source s;
  s.name = spec.identity();
  s.url = spec.url;
  s.host = spec.host;
  s.owner = spec.owner;
  s.repo = spec.repo;
  s.commit = store::head_commit(dir);
  return s;
}

}  // namespace

MeldOutcome meld(Session& session, const std::string& spec_text) {
  const store::SourceSpec spec = store::parse_source_spec(spec_text);
  if (!spec.local) {
    throw Error("git", "cannot meld '" + sanitize_display(spec_text) +
                           "': cloning remote sources is not available in this build yet",
                {"meld a local checkout instead: mind meld ./path/to/repo"});
  }
  std::error_code ec;
  if (!std::filesystem::is_directory(spec.url, ec)) {
    throw Error("not-a-directory",
                "cannot meld '" + sanitize_display(spec.url) + "': it is not a directory");
  }
  MeldOutcome out;
  out.identity = spec.identity();
  out.already_melded = session.registry.find(out.identity) != nullptr;
  if (!out.already_melded) {
    // Scan before registering: a source whose catalog cannot be read is not melded.
    discovery::scan_source(spec.url, session.scan);
    session.registry.sources.push_back(new_source(spec, spec.url));
    session.save_registry();
  }
  store::Registry only;
  only.sources.push_back(*session.registry.find(out.identity));
  // Keep the scan's source pointer valid: point it at the session's own entry.
  out.catalogs = scan_sources(session.paths, only, session.scan, session.warnings);
  for (auto& sc : out.catalogs) sc.source = session.registry.find(out.identity);
  out.offered = offered_items(out.catalogs);
  for (const OfferedItem& o : out.offered) {
    const auto* existing =
        session.manifest.find(store::manifest_key(o.item->kind, o.effective_name().str()));
    if (existing == nullptr || existing->source != o.source->name) out.pending.push_back(o);
  }
  return out;
}

}  // namespace mind::install
