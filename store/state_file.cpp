#include "store/state_file.hpp"

#include <cerrno>
#include <fstream>
#include <sstream>

#include "core/error.hpp"

namespace mind::store {

std::optional<std::string> read_state_text(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    const int err = errno;
    throw io_error("cannot read", path.string(), err);
  }
  // Read into a string of the file's size: a stringstream doubles its buffer
  // and copies it out, three times the file at once (4 MiB of manifest at
  // 10,000 items: issue 34). Whatever the size said, read to the end.
  std::string text;
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (!ec) text.resize(static_cast<std::size_t>(size));
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (in) {  // the file grew, or its size was unknown: the rest
    std::ostringstream rest;
    rest << in.rdbuf();
    text += rest.str();
  }
  return text;
}

void check_state_version(long long version, const std::string& file_name) {
  if (version <= kStateVersion) return;
  throw Error(ErrorKind::state_too_new,
              file_name + " has version " + std::to_string(version) +
                  " but this mind reads at most version " + std::to_string(kStateVersion),
              {"upgrade the mind package (mind is updated by its package manager), or run the "
               "newer mind binary that wrote the file"});
}

void throw_malformed(const std::filesystem::path& path, const std::string& why) {
  throw Error(ErrorKind::json, "'" + path.string() + "' is malformed: " + why,
              {"fix or restore the file; mind never treats a malformed state file as empty"});
}

}  // namespace mind::store
