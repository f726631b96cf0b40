#include "store/registry.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

// spec: STO-12
TEST(Registry, MissingFileIsEmpty) {
  TempDir dir;
  EXPECT_TRUE(load_registry(dir / "sources.json").sources.empty());
}

// spec: STO-10
TEST(Registry, RoundTripsTheReferenceShape) {
  TempDir dir;
  Registry r;
  Source s;
  s.name = "local/work/kit";
  s.url = "/work/kit";
  s.host = "local";
  s.owner = "work";
  s.repo = "kit";
  s.description = "Kit";
  s.pin = {Pin::Kind::tag, "v1"};
  r.sources.push_back(s);
  save_registry(dir / "sources.json", r);
  const std::string text = read_file(dir / "sources.json");
  EXPECT_NE(text.find("\"version\": 1"), std::string::npos);
  EXPECT_NE(text.find("\"kind\": \"tag\""), std::string::npos);
  EXPECT_NE(text.find("\"commit\": null"), std::string::npos);
  EXPECT_NE(text.find("\"install_hooks\": []"), std::string::npos);
  Registry back = load_registry(dir / "sources.json");
  ASSERT_EQ(back.sources.size(), 1u);
  EXPECT_EQ(back.sources[0].name, "local/work/kit");
  EXPECT_EQ(back.sources[0].pin.value, "v1");
  EXPECT_EQ(back.sources[0].description, "Kit");
}

// spec: STO-50
// spec: STO-51
TEST(Registry, NewerVersionIsStateTooNew) {
  TempDir dir;
  write_file(dir / "sources.json", R"({"version": 2, "sources": []})");
  try {
    load_registry(dir / "sources.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::state_too_new);
    EXPECT_NE(std::string(e.what()).find("sources.json"), std::string::npos);
  }
}

// spec: STO-31
TEST(Registry, MalformedFileIsAnErrorNotEmpty) {
  TempDir dir;
  write_file(dir / "sources.json", "{ not json");
  try {
    load_registry(dir / "sources.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::json);
  }
}

// spec: STO-68
TEST(Registry, UnsafeEntryIsDroppedWithAWarning) {
  TempDir dir;
  write_file(dir / "sources.json", R"({"sources": [
    {"name": "local/a/..", "url": "/x", "host": "local", "owner": "a", "repo": ".."},
    {"name": "local/a/b", "url": "/a/b", "host": "local", "owner": "a", "repo": "b"}]})");
  Registry r = load_registry(dir / "sources.json");
  ASSERT_EQ(r.sources.size(), 1u);
  EXPECT_EQ(r.sources[0].name, "local/a/b");
  ASSERT_EQ(r.warnings.size(), 1u);
  EXPECT_NE(r.warnings[0].find("local/a/.."), std::string::npos);
}

// spec: STO-68
// spec: DSC-66
TEST(Registry, UnsafePinValueOrAliasIsDroppedOnLoad) {
  TempDir dir;
  write_file(dir / "sources.json", R"({"sources": [
    {"name": "local/a/b", "url": "/a/b", "host": "local", "owner": "a", "repo": "b",
     "pin": {"kind": "tag", "value": "--upload-pack=x"}},
    {"name": "local/a/c@x:y", "url": "/a/c", "host": "local", "owner": "a", "repo": "c",
     "as_alias": "x:y"},
    {"name": "local/a/d", "url": "/a/d", "host": "local", "owner": "a", "repo": "d",
     "pin": {"kind": "follow-branch", "value": "dev"}}]})");
  Registry r = load_registry(dir / "sources.json");
  ASSERT_EQ(r.sources.size(), 1u);
  EXPECT_EQ(r.sources[0].name, "local/a/d");
  ASSERT_EQ(r.warnings.size(), 2u);
  EXPECT_NE(r.warnings[0].find("pin"), std::string::npos);
  EXPECT_NE(r.warnings[1].find("as_alias"), std::string::npos);
}

}  // namespace
}  // namespace mind::store
