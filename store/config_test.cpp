#include "store/config.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

// spec: STO-15
TEST(Config, CreatedWithTheDefaultLobeWhenMissing) {
  TempDir dir;
  Config c = ensure_config(dir / "config.toml", "~/.claude");
  ASSERT_EQ(c.lobes.size(), 1u);
  EXPECT_EQ(c.lobes[0].path, "~/.claude");
  const std::string text = read_file(dir / "config.toml");
  EXPECT_NE(text.find("ssh = false"), std::string::npos);
  EXPECT_NE(text.find("lobes = [ '~/.claude' ]"), std::string::npos) << text;
}

// spec: STO-14
TEST(Config, ReadsLobesWithKindsFilters) {
  TempDir dir;
  write_file(dir / "config.toml",
             "lobes = [\"~/.claude\", { path = \"/g\", kinds = [\"skill\", \"workflow\"] }]\n"
             "ssh = true\n");
  Config c = load_config(dir / "config.toml");
  ASSERT_EQ(c.lobes.size(), 2u);
  EXPECT_FALSE(c.lobes[0].kinds);
  ASSERT_TRUE(c.lobes[1].kinds);
  EXPECT_EQ(c.lobes[1].kinds->at(1), discovery::Kind::workflow);
  EXPECT_TRUE(c.ssh);
}

// spec: STO-14 (an unknown key is an error naming the file and line)
TEST(Config, UnknownKeyIsAnErrorWithFileAndLine) {
  TempDir dir;
  write_file(dir / "config.toml", "ssh = false\nlobbes = []\n");
  try {
    load_config(dir / "config.toml");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::config_toml);
    EXPECT_NE(std::string(e.what()).find("config.toml:2"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("lobbes"), std::string::npos);
  }
}

}  // namespace
}  // namespace mind::store
