#include "core/error.hpp"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <iterator>
#include <mutex>
#include <new>
#include <utility>

namespace mind {
namespace {

struct KindRow {
  ErrorKind kind;
  std::string_view slug;
  std::string_view remedy;
};

constexpr KindRow kKinds[] = {
#define MIND_ERROR_KIND_ROW(kind, slug, remedy) {ErrorKind::kind, slug, remedy},
    MIND_ERROR_KINDS(MIND_ERROR_KIND_ROW)
#undef MIND_ERROR_KIND_ROW
};

// Rows are in enumerator order, so a kind's row is at its own index.
const KindRow* row_of(ErrorKind kind) noexcept {
  const auto index = static_cast<std::size_t>(kind);
  return index < std::size(kKinds) ? &kKinds[index] : nullptr;
}

std::string internal_message(std::string_view what) {
  return "internal error: " + std::string(what.empty() ? "an unexpected failure" : what);
}

// The remedy for an I/O failure of that cause, which the message names; none
// for a cause without one of its own (the `io` kind's general remedy then).
std::vector<std::string> io_hints(int errno_value) {
  switch (errno_value) {
    case ENOSPC:
    case EDQUOT:
      // A batch stopped half way: --fix finishes or undoes it (LIFE-4).
      return {
          "the disk is full (or your disk quota is used up): free space on it, then run "
          "`mind introspect --fix` to repair what the interrupted change left"};
    case EACCES:
    case EPERM:
      return {
          "you may not write there: fix the permissions of the named path or its folder "
          "(or set MIND_HOME to a folder you own), then retry"};
    case EROFS:
      return {
          "the file system is read-only: remount it read-write or set MIND_HOME to a "
          "writable folder, then retry"};
    case ENOENT:
    case ENOTDIR:
      return {"the named path or one of its folders does not exist: check it, then retry"};
    case EMFILE:
    case ENFILE:
      return {"too many files are open: raise the limit (`ulimit -n`), then retry"};
    case EIO:
      return {
          "the device reported an I/O error: check the disk, then run `mind introspect "
          "--fix`"};
    default:
      return {};  // the kind's general remedy
  }
}

// The first failure of a full disk, kept for the process: once the disk is
// full, every later write fails the same way, on either thread of a batch
// (install/stage_ahead stages ahead of the swaps), and the one that happens to
// reach the user is often a later one than the write that filled the disk.
// A disk-full failure within kSameFullDisk of the first is that same full
// disk, reported as its first failure; later, it is a new one (space freed
// and filled again, in a long-running browser session).
constexpr std::chrono::seconds kSameFullDisk{30};

std::string first_disk_full(std::string message) {
  static std::mutex mutex;
  static std::string first;
  static std::chrono::steady_clock::time_point first_at;
  const auto now = std::chrono::steady_clock::now();
  const std::lock_guard<std::mutex> lock(mutex);
  if (!first.empty() && now - first_at < kSameFullDisk) return first;
  first = std::move(message);
  first_at = now;
  return first;
}

}  // namespace

std::string_view slug(ErrorKind kind) noexcept {
  const KindRow* row = row_of(kind);
  return row != nullptr ? row->slug : "error";
}

std::string_view remedy(ErrorKind kind) noexcept {
  const KindRow* row = row_of(kind);
  return row != nullptr ? row->remedy : std::string_view();
}

std::vector<ErrorKind> all_error_kinds() {
  std::vector<ErrorKind> out;
  for (const KindRow& row : kKinds) out.push_back(row.kind);
  return out;
}

std::optional<ErrorKind> error_kind_from_slug(std::string_view text) noexcept {
  for (const KindRow& row : kKinds) {
    if (row.slug == text) return row.kind;
  }
  return std::nullopt;
}

Error::Error(ErrorKind kind, const std::string& message, std::vector<std::string> hints)
    : std::runtime_error(message), kind_(kind), hints_(std::move(hints)) {}

// `errno_value` must be the number the failing call set, saved before any
// other call could replace errno: read later, a full disk once read as a
// missing file (issue 48).
Error io_error(const std::string& what, const std::string& path, int errno_value) {
  std::string message = what + " '" + path + "'";
  if (errno_value != 0) message += ": " + std::string(std::strerror(errno_value));
  if (errno_value == ENOSPC || errno_value == EDQUOT) message = first_disk_full(std::move(message));
  return Error(ErrorKind::io, message, io_hints(errno_value));
}

Error error_from_exception(std::exception_ptr failure) {
  if (!failure) return Error(ErrorKind::internal, internal_message({}));
  try {
    std::rethrow_exception(std::move(failure));
  } catch (const Error& e) {
    return e;
  } catch (const std::bad_alloc&) {
    return Error(ErrorKind::internal, internal_message("out of memory"));
  } catch (const std::exception& e) {
    return Error(ErrorKind::internal, internal_message(e.what()));
  } catch (...) {
    return Error(ErrorKind::internal, internal_message("an exception of an unknown type"));
  }
}

}  // namespace mind
