#include "store/metadata_cap.hpp"

#include <cstdlib>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

std::string error_of(std::string_view text) {
  try {
    parse_metadata_size(text, "test");
  } catch (const Error& e) {
    return std::string(e.slug()) + ": " + e.what();
  }
  return "";
}

// spec: DSC-105
TEST(MetadataCap, AcceptedSpellings) {
  EXPECT_EQ(parse_metadata_size("16777216", "t"), 16777216u);
  EXPECT_EQ(parse_metadata_size("16 MiB", "t"), 16u << 20);
  EXPECT_EQ(parse_metadata_size("32M", "t"), 32u << 20);
  EXPECT_EQ(parse_metadata_size("16MB", "t"), 16000000u);
  EXPECT_EQ(parse_metadata_size("512b", "t"), 512u);
  EXPECT_EQ(parse_metadata_size("1kib", "t"), 1024u);
}

// spec: DSC-110
TEST(MetadataCap, UnlimitedSpellings) {
  EXPECT_EQ(parse_metadata_size("unlimited", "t"), 0u);
  EXPECT_EQ(parse_metadata_size("None", "t"), 0u);
  EXPECT_EQ(parse_metadata_size("0MiB", "t"), 0u);
}

// spec: DSC-105 (a fraction is refused as fractional, not as an unknown unit)
TEST(MetadataCap, FractionsAndGarbageAreBadMetadataSize) {
  EXPECT_NE(error_of("1.5MiB").find("fractional"), std::string::npos);
  EXPECT_TRUE(error_of("lots").starts_with("bad-metadata-size"));
  EXPECT_TRUE(error_of("5 parsecs").starts_with("bad-metadata-size"));
  EXPECT_TRUE(error_of("99999999999999999999").starts_with("bad-metadata-size"));
}

// spec: DSC-104
TEST(MetadataCap, FlagBeatsEnvBeatsConfigBeatsDefault) {
  TempDir dir;
  const MindPaths paths{dir.path()};
  ::unsetenv("MIND_MAX_METADATA_SIZE");
  EXPECT_EQ(resolve_metadata_cap(std::nullopt, paths).origin, "default");
  write_file(dir / "config.toml", "lobes = []\nmax-metadata-size = \"1MiB\"\n");
  EXPECT_EQ(resolve_metadata_cap(std::nullopt, paths).bytes, 1u << 20);
  ::setenv("MIND_MAX_METADATA_SIZE", "2MiB", 1);
  EXPECT_EQ(resolve_metadata_cap(std::nullopt, paths).bytes, 2u << 20);
  EXPECT_EQ(resolve_metadata_cap(std::string("3MiB"), paths).bytes, 3u << 20);
  ::setenv("MIND_MAX_METADATA_SIZE", "  ", 1);  // blank counts as unset
  EXPECT_EQ(resolve_metadata_cap(std::nullopt, paths).origin, "config");
  ::unsetenv("MIND_MAX_METADATA_SIZE");
}

// spec: DSC-104 (a broken config falls back, unless it mentions the key)
TEST(MetadataCap, BrokenConfigFallsBackUnlessItNamesTheKey) {
  TempDir dir;
  const MindPaths paths{dir.path()};
  ::unsetenv("MIND_MAX_METADATA_SIZE");
  write_file(dir / "config.toml", "lobes = [\n");
  EXPECT_EQ(resolve_metadata_cap(std::nullopt, paths).origin, "default");
  write_file(dir / "config.toml", "max-metadata-size = \n");
  EXPECT_THROW(resolve_metadata_cap(std::nullopt, paths), Error);
}

}  // namespace
}  // namespace mind::store
