#include "store/policy_file.hpp"

#include <sys/stat.h>

#include <cstdlib>
#include <fstream>

#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/version.hpp"

namespace mind::store {
namespace {

constexpr std::size_t kMaxPolicyBytes = 1 << 20;  // a policy is a few lines; bound a hostile one

// POL-64: a system policy others can change does not enforce anything.
void permission_warnings(const std::filesystem::path& file, std::vector<std::string>& out) {
  for (const std::filesystem::path& p : {file, file.parent_path()}) {
    struct stat st {};
    if (::stat(p.c_str(), &st) != 0) continue;
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
      out.push_back("managed policy " + p.string() +
                    " is group/world-writable; a local user could alter enforced policy. "
                    "chown root and chmod " +
                    std::string(p == file ? "644" : "755") + ".");
    } else if (st.st_uid != 0) {
      out.push_back("managed policy " + p.string() +
                    " is not owned by root; its owner could alter enforced policy. chown root.");
    }
  }
}

}  // namespace

std::string read_policy_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw invalid_policy_error(file, 0, "cannot be read");
  std::string text(kMaxPolicyBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > kMaxPolicyBytes) throw invalid_policy_error(file, 0, "is larger than 1 MiB");
  return text;
}

std::filesystem::path system_policy_path() {
#if defined(__APPLE__)
  return "/Library/Application Support/mind/policy.toml";
#elif defined(_WIN32)
  const auto base = std::getenv("PROGRAMDATA");
  return std::filesystem::path(base ? base : "C:\\ProgramData") / "mind" / "policy.toml";
#else
  return "/etc/mind/policy.toml";
#endif
}

std::optional<PolicyLocation> locate_policy(const std::filesystem::path& system_file,
                                            const std::optional<std::string>& env_file) {
  std::error_code ec;
  if (std::filesystem::exists(system_file, ec)) return PolicyLocation{system_file, false};
  if (env_file && !env_file->empty() && std::filesystem::exists(*env_file, ec)) {
    return PolicyLocation{*env_file, true};
  }
  return std::nullopt;  // POL-2: a set-but-missing $MIND_POLICY_FILE is no policy
}

Policy load_policy_at(const PolicyLocation& where, std::string_view running_version) {
  Policy p = parse_policy(read_policy_file(where.file), where.file, running_version);
  p.from_env = where.from_env;
#if !defined(_WIN32)
  if (!where.from_env) permission_warnings(where.file, p.warnings);  // POL-64, POL-65
#endif
  return p;
}

std::optional<Policy> load_effective_policy() {
  const auto where = locate_policy(system_policy_path(), env_value(EnvVar::mind_policy_file));
  if (!where) return std::nullopt;
  return load_policy_at(*where, kMindVersion);
}

}  // namespace mind::store
