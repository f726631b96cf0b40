#pragma once
/// Writing a whole buffer to a file descriptor: `write(2)` may write part of
/// it or be interrupted, so every caller that must not lose bytes (atomic
/// files, staged item files, the terminal and stderr writers) loops here, in
/// one place.

#include <string_view>

namespace mind {

/// Writes all of `bytes` to `fd`, retrying after EINTR. False on any other
/// failure (errno is left as `write` set it); the caller decides whether that
/// is an error (a state file) or nothing to do (a closed stderr).
bool write_all(int fd, std::string_view bytes) noexcept;

}  // namespace mind
