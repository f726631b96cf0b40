#include "store/paths.hpp"

#include <pwd.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

#include "core/error.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

const char* non_empty_env(const char* name) {
  const char* value = std::getenv(name);
  return (value != nullptr && *value != '\0') ? value : nullptr;
}

}  // namespace

fs::path home_dir() {
  if (const char* home = non_empty_env("HOME")) return home;
  if (const passwd* pw = ::getpwuid(::getuid()); pw != nullptr && pw->pw_dir != nullptr) {
    return pw->pw_dir;
  }
  throw Error("home-dir-not-found", "cannot determine the home directory; set HOME");
}

fs::path lexically_absolute(const fs::path& path) {
  if (path.is_absolute()) return path.lexically_normal();
  return (fs::current_path() / path).lexically_normal();
}

MindPaths resolve_mind_paths() {
  if (const char* root = non_empty_env("MIND_HOME")) return {lexically_absolute(root)};
  return {home_dir() / ".mind"};
}

std::string default_lobe_spelling() {
  if (const char* lobe = non_empty_env("MIND_DEFAULT_LOBE")) return lobe;
  if (const char* lobe = non_empty_env("CLAUDE_HOME")) return lobe;
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
