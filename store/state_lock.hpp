#pragma once
/// The one global advisory lock, `<mind root>/.lock` (STO-40..42): shared for
/// readers, exclusive for writers, taken before the first state read and held
/// until the command ends. The OS drops it when the process exits, even on a
/// crash. Never take it twice in one process (an inner flock would deadlock).

#include <filesystem>

namespace mind::store {

class StateLock {
 public:
  enum class Mode { shared, exclusive };

  /// Blocks until the lock is free. Creates the mind root and the lock file.
  StateLock(const std::filesystem::path& lock_file, Mode mode);
  ~StateLock();
  StateLock(const StateLock&) = delete;
  StateLock& operator=(const StateLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace mind::store
