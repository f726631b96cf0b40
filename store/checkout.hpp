#pragma once
/// A source's clone under `<mind root>/sources` and what is done to it
/// (STO-11, STO-59, STO-69, STO-70, CLI-18, CLI-55, CLI-200, CLI-201, CLI-209):
/// a fresh clone is staged in `<mind root>/.tmp/clone-*` and renamed into
/// place only once it is checked out at its pin, so a run killed mid-clone
/// leaves nothing that looks melded (the next writer sweeps the stage); a sync
/// fetches and resets the clone to its pin; a removal happens only when the
/// path is confined under `sources/`.

#include <filesystem>
#include <optional>
#include <string>

#include "store/git.hpp"
#include "store/paths.hpp"
#include "store/pin.hpp"
#include "store/registry.hpp"

namespace mind::store {

/// The clone directory's last component (STO-70): `<repo>`, `<repo>@<alias>`,
/// `<repo>#<enc>`, `<repo>#<enc>@<alias>`.
std::string clone_leaf(const Source& source);

/// `sources/<host>/<owner>/<leaf>` (no check; for reading).
std::filesystem::path clone_path_unchecked(const MindPaths& paths, const Source& source);

/// The same path, refused with `unsafe-clone-path` (naming the path and the
/// source) when it has a `..` component or is not under `<mind root>/sources`
/// (STO-69). Call before every clone, re-clone or delete.
std::filesystem::path clone_path(const MindPaths& paths, const Source& source);

/// Where a source stands after a checkout: its pin (a freeze resolved to a
/// `ref` pin) and the commit checked out.
struct CheckoutPoint {
  Pin pin;
  std::string commit;
};

/// Resolves what to check out in a fetched clone: `request` when given, else
/// the recorded pin. `default_branch` is what the remote reported (may be
/// empty). A pin that does not resolve is a `git` error naming the source.
CheckoutPoint resolve_checkout_point(const std::filesystem::path& repo_dir, const Pin& recorded,
                                     const std::optional<PinRequest>& request,
                                     const std::string& default_branch, const GitContext& ctx);

/// A clone checked out in `<mind root>/.tmp`, removed on destruction unless
/// moved into place.
class StagedClone {
 public:
  StagedClone(const MindPaths& paths, const std::string& url, const Pin& recorded,
              const std::optional<PinRequest>& request, const GitContext& ctx);
  ~StagedClone();
  StagedClone(const StagedClone&) = delete;
  StagedClone& operator=(const StagedClone&) = delete;

  const std::filesystem::path& dir() const { return dir_; }
  const CheckoutPoint& point() const { return point_; }
  /// Renames the clone to `target` (a confined clone path), replacing a stale
  /// directory left there by an earlier run.
  void move_into_place(const std::filesystem::path& target);

 private:
  std::filesystem::path dir_;
  CheckoutPoint point_;
  bool moved_ = false;
};

/// Fetches the clone at `repo_dir` and resets it to `request` or the recorded
/// pin (CLI-55): a branch moves to its tip (also after a force-push), a tag
/// or ref stays put unless the tag itself moved.
CheckoutPoint update_clone(const std::filesystem::path& repo_dir, const Pin& recorded,
                           const std::optional<PinRequest>& request, const GitContext& ctx);

/// True when `dir` holds a git repository of its own (`dir/.git`).
bool has_clone(const std::filesystem::path& dir);

/// Deletes the source's clone (confined: STO-69). A linked source has none.
void remove_clone(const MindPaths& paths, const Source& source);

/// Removes clone stages left in `.tmp` by killed runs. Call under the
/// exclusive lock only: then no live run owns a stage.
void sweep_stale_stages(const MindPaths& paths);

}  // namespace mind::store
