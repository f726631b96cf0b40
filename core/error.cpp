#include "core/error.hpp"

#include <cstring>
#include <iterator>
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

Error io_error(const std::string& what, const std::string& path, int errno_value) {
  std::string message = what + " '" + path + "'";
  if (errno_value != 0) message += ": " + std::string(std::strerror(errno_value));
  return Error(ErrorKind::io, message);
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
