#include "store/paths.hpp"

#include <pwd.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/path_text.hpp"

namespace mind::store {
namespace fs = std::filesystem;

fs::path MindPaths::under(std::string_view rel) const { return joined(root, rel); }

fs::path joined(const fs::path& base, std::string_view rel) {
  return {path_join(base.native(), rel)};
}

fs::path home_dir() {
  if (auto home = env_non_empty(EnvVar::home)) return *home;
  if (const passwd* pw = ::getpwuid(::getuid()); pw != nullptr && pw->pw_dir != nullptr) {
    return pw->pw_dir;
  }
  throw Error(ErrorKind::home_dir_not_found, "cannot determine the home directory; set HOME");
}

fs::path lexically_absolute(const fs::path& path) {
  if (path.is_absolute()) return path.lexically_normal();
  return (fs::current_path() / path).lexically_normal();
}

MindPaths resolve_mind_paths() {
  if (auto root = env_non_empty(EnvVar::mind_home)) return {lexically_absolute(*root)};
  return {home_dir() / ".mind"};
}

std::string default_lobe_spelling() {
  if (auto lobe = env_non_empty(EnvVar::mind_default_lobe)) return *lobe;
  if (auto lobe = env_non_empty(EnvVar::claude_home)) return *lobe;
  return "~/.claude";
}

fs::path absolute_lobe_path(const std::string& spelling) {
  if (spelling == "~") return home_dir();
  if (spelling.starts_with("~/")) return (home_dir() / spelling.substr(2)).lexically_normal();
  return lexically_absolute(spelling);
}

void ensure_layout(const MindPaths& paths) {
  for (const fs::path& dir : {paths.root, paths.sources(), paths.store()}) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) throw io_error("cannot create directory", dir.string(), ec.value());
  }
}

}  // namespace mind::store
