#include "discovery/capped_read.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

namespace fs = std::filesystem;

// spec: DSC-91 (never through a symlink; a FIFO is not read, so never blocks)
TEST(CappedRead, ReadsARegularFileOnlyByPathOrUnderAFolder) {
  mind::testing::TempDir d;
  mind::testing::write_file(d / "skills/a/SKILL.md", "---\nname: a\n---\n");
  fs::create_symlink(d / "skills/a/SKILL.md", d / "skills/a/link.md");
  ASSERT_EQ(::mkfifo((d / "skills/a/fifo").c_str(), 0600), 0);
  std::uint64_t size = 0;
  std::uint32_t mode = 0;
  const std::string whole = (d / "skills/a/SKILL.md").string();
  EXPECT_EQ(read_regular_metadata_file(whole, 0, size, &mode), "---\nname: a\n---\n");
  EXPECT_EQ(size, 16U);
  EXPECT_NE(mode, 0U);

  const int skills = ::open((d / "skills").c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
  ASSERT_GE(skills, 0);
  EXPECT_EQ(read_regular_metadata_file_at(skills, "a/SKILL.md", whole, 0, size),
            "---\nname: a\n---\n");
  EXPECT_FALSE(read_regular_metadata_file_at(skills, "a/link.md", whole, 0, size));
  EXPECT_FALSE(read_regular_metadata_file_at(skills, "a/fifo", whole, 0, size));
  EXPECT_FALSE(read_regular_metadata_file_at(skills, "a/mind.toml", whole, 0, size));
  ::close(skills);
}

// spec: DSC-91 (over the cap: an error naming the whole path, however opened)
TEST(CappedRead, OverTheCapNamesTheWholePath) {
  mind::testing::TempDir d;
  mind::testing::write_file(d / "skills/a/SKILL.md", std::string(100, 'x'));
  const int skills = ::open((d / "skills").c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
  ASSERT_GE(skills, 0);
  std::uint64_t size = 0;
  const std::string whole = (d / "skills/a/SKILL.md").string();
  try {
    (void)read_regular_metadata_file_at(skills, "a/SKILL.md", whole, 10, size);
    ADD_FAILURE() << "expected metadata-too-large";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::metadata_too_large);
    EXPECT_NE(std::string(e.what()).find(whole), std::string::npos) << e.what();
  }
  ::close(skills);
}

}  // namespace
}  // namespace mind::discovery
