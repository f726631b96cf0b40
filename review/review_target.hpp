#pragma once
/// What `review` reads (CLI-26, CLI-130, CLI-214): a melded source's tree
/// (selector matched like unmeld), else an existing directory taken literally,
/// else a repo spec cloned into a stage under `<mind root>/.tmp` and removed
/// when the target is destroyed, also on error. No target, `.` or `./` is the
/// current directory.
///
/// Nothing here writes to the store, the manifest, the registry or a lobe, and
/// a review leaves the machine as it found it. When the mind root exists, the
/// shared state lock is held while the registry is read and while a clone
/// stage exists (an exclusive writer sweeps stages, so one it could see must
/// belong to a live reader). When it does not, nothing is melded, no lock is
/// created, and the clone is staged in a `.tmp` (and root) made for it and
/// removed again afterwards, each only when empty.

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "store/checkout.hpp"
#include "store/paths.hpp"
#include "store/state_lock.hpp"

namespace mind::review {

class ReviewTarget {
 public:
  enum class Origin { local_directory, melded_source, clone };

  /// Resolves `text` (may be empty). Notes for stderr (CLI-214) go to `notes`.
  ReviewTarget(const store::MindPaths& paths, const std::string& text, bool progress,
               std::vector<std::string>& notes);
  ~ReviewTarget();
  ReviewTarget(const ReviewTarget&) = delete;
  ReviewTarget& operator=(const ReviewTarget&) = delete;

  const std::filesystem::path& dir() const { return dir_; }
  Origin origin() const { return origin_; }
  /// What to call the target in messages (sanitized).
  const std::string& display() const { return display_; }

 private:
  void lock_shared(const store::MindPaths& paths);
  void remove_created_dirs() noexcept;
  bool try_melded(const store::MindPaths& paths, const std::string& text);
  void clone(const store::MindPaths& paths, const std::string& text, bool progress);

  // Declaration order is destruction order reversed: the clone goes first,
  // then the `.tmp` this target created, then the lock.
  std::unique_ptr<store::StateLock> lock_;
  std::vector<std::filesystem::path> created_dirs_;  // innermost first
  std::unique_ptr<store::StagedClone> clone_;
  std::filesystem::path dir_;
  Origin origin_ = Origin::local_directory;
  std::string display_;
};

}  // namespace mind::review
