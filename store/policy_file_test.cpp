#include "store/policy_file.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include "core/error.hpp"

namespace mind::store {
namespace {

namespace fs = std::filesystem;

struct TempDir {
  fs::path path = fs::temp_directory_path() /
                  ("mind-policy-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
  TempDir() { fs::create_directories(path); }
  ~TempDir() { fs::remove_all(path); }
  static inline int counter = 0;
};

// spec: POL-1
// spec: POL-2
TEST(Policy, TheSystemFileWinsAndTheEnvFileOnlyWhenItExists) {
  TempDir dir;
  const fs::path system = dir.path / "system.toml", env = dir.path / "env.toml";
  EXPECT_FALSE(locate_policy(system, std::nullopt));
  EXPECT_FALSE(locate_policy(system, env.string()));  // set but missing: no policy
  std::ofstream(env) << "";
  auto where = locate_policy(system, env.string());
  ASSERT_TRUE(where);
  EXPECT_EQ(where->file, env);
  EXPECT_TRUE(where->from_env);
  std::ofstream(system) << "";
  where = locate_policy(system, env.string());
  ASSERT_TRUE(where);
  EXPECT_EQ(where->file, system);  // not relocatable by the environment
  EXPECT_FALSE(where->from_env);
#if defined(__linux__)
  EXPECT_EQ(system_policy_path(), fs::path("/etc/mind/policy.toml"));
#endif
}

// spec: POL-64
// spec: POL-65
TEST(Policy, AWritableSystemFileWarnsButAnEnvFileIsNotChecked) {
  TempDir dir;
  const fs::path file = dir.path / "policy.toml";
  std::ofstream(file) << "[sources]\nlock = false\n";
  ::chmod(dir.path.c_str(), 0755);
  ::chmod(file.c_str(), 0666);
  const Policy system = load_policy_at({file, false}, "0.1.0");
  ASSERT_FALSE(system.warnings.empty());
  EXPECT_NE(system.warnings.front().find("group/world-writable"), std::string::npos);
  const Policy env = load_policy_at({file, true}, "0.1.0");
  EXPECT_TRUE(env.warnings.empty());
  ::chmod(file.c_str(), 0644);
  if (::geteuid() == 0) EXPECT_TRUE(load_policy_at({file, false}, "0.1.0").warnings.empty());
}

// spec: POL-5
TEST(Policy, AnUnreadableOrOversizedFileFailsClosed) {
  TempDir dir;
  EXPECT_THROW(read_policy_file(dir.path / "absent.toml"), Error);
  const fs::path big = dir.path / "big.toml";
  std::ofstream(big) << std::string((1 << 20) + 1, '#');
  try {
    read_policy_file(big);
    ADD_FAILURE() << "an oversized policy was read";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::invalid_policy);
    EXPECT_NE(std::string(e.what()).find(big.string()), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace mind::store
