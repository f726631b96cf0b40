// The translated copies on disk (design decision 15): kept apart from the
// pure translation in agent_forms.cpp, so its fuzz target links no file I/O.

#include <cerrno>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "core/error.hpp"
#include "install/lobes/agent_forms.hpp"
#include "store/atomic_file.hpp"

namespace mind::install {
namespace {

std::optional<std::string> read_whole(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

void write_translated(const std::string& store_path, const std::string& target, FormKind form) {
  const auto source = read_whole(store_path);
  if (!source) throw io_error("cannot read the store copy", store_path, errno);
  store::write_file_atomically(target, translate(form, *source));
}

bool translated_is_current(const std::string& store_path, const std::string& target,
                           FormKind form) {
  const auto source = read_whole(store_path);
  const auto written = read_whole(target);
  return source && written && *written == translate(form, *source);
}

}  // namespace mind::install
