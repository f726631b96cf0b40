#include "core/error.hpp"

#include <cstring>

namespace mind {

Error::Error(std::string kind, std::string message, std::vector<std::string> hints)
    : std::runtime_error(message), kind_(std::move(kind)), hints_(std::move(hints)) {}

Error io_error(const std::string& what, const std::string& path, int errno_value) {
  std::string message = what + " '" + path + "'";
  if (errno_value != 0) message += ": " + std::string(std::strerror(errno_value));
  return Error("io", message);
}

}  // namespace mind
