#include "install/lobes/local_lobe.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "store/paths.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

// HARN-21: canonical, with a path that does not exist yet resolved through
// its deepest existing ancestor.
fs::path canonical_through_ancestor(const fs::path& p) {
  std::error_code ec;
  fs::path existing = p;
  fs::path rest;
  while (!existing.empty() && !fs::exists(existing, ec)) {
    rest = rest.empty() ? existing.filename() : existing.filename() / rest;
    if (existing == existing.parent_path()) break;
    existing = existing.parent_path();
  }
  fs::path canon = fs::canonical(existing, ec);
  if (ec) return p.lexically_normal();
  return rest.empty() ? canon : (canon / rest).lexically_normal();  // `x / ""` adds a separator
}

bool contains(const fs::path& dir, const fs::path& inner) {
  auto d = dir.begin();
  auto i = inner.begin();
  for (; d != dir.end(); ++d, ++i) {
    if (d->empty()) continue;  // a trailing separator
    if (i == inner.end() || *d != *i) return false;
  }
  return true;
}

std::size_t depth(const fs::path& p) {
  return static_cast<std::size_t>(std::distance(p.begin(), p.end()));
}

}  // namespace

std::optional<Lobe> project_lobe_for(const std::vector<Lobe>& lobes, const fs::path& cwd) {
  const fs::path here = canonical_through_ancestor(cwd);
  const fs::path home = canonical_through_ancestor(store::home_dir());
  const fs::path default_lobe =
      canonical_through_ancestor(store::absolute_lobe_path(store::default_lobe_spelling()));
  std::optional<Lobe> best;
  std::size_t best_depth = 0;
  for (const Lobe& lobe : lobes) {
    const fs::path canon = canonical_through_ancestor(lobe.path);
    if (canon == default_lobe) continue;
    const fs::path project = canon.parent_path();
    if (contains(project, home)) continue;  // a global home: `~` or above is no project
    if (!contains(project, here)) continue;
    if (!best || depth(canon) > best_depth) {
      best = lobe;
      best_depth = depth(canon);
    }
  }
  return best;
}

void narrow_to_local_lobe(Session& session) {
  const fs::path cwd = fs::current_path();
  std::optional<Lobe> lobe = project_lobe_for(session.lobes, cwd);
  if (!lobe) {
    throw Error(ErrorKind::unknown_lobe,
                "--local: '" + mind::sanitize_display(cwd.string()) +
                    "' is inside no registered project lobe",
                {"register this project with `mind link-project` or `mind config lobes add "
                 "<project>/.claude`, or run without --local"});
  }
  session.lobes = {*lobe};
}

}  // namespace mind::install
