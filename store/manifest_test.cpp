#include "store/manifest.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

// spec: STO-23
TEST(Manifest, MissingFileIsEmpty) {
  TempDir dir;
  EXPECT_TRUE(load_manifest(dir / "manifest.json").items.empty());
}

// spec: STO-20
// spec: STO-21
TEST(Manifest, RoundTripsItemsKeyedByKindAndEffectiveName) {
  TempDir dir;
  Manifest m;
  InstalledItem item;
  item.kind = discovery::Kind::workflow;
  item.name = "jk:release";
  item.bare_name = "release";
  item.source = "local/w/kit";
  item.commit = "0000000000000000000000000000000000000000";
  item.hash = "xxh3-128:00";
  item.store = "store/workflow/jk:release";
  item.links = {"/home/u/.claude/workflows/jk:release.js"};
  m.items.emplace(item.key(), item);
  save_manifest(dir / "manifest.json", m);
  EXPECT_NE(read_file(dir / "manifest.json").find("\"workflow:jk:release\""), std::string::npos);
  Manifest back = load_manifest(dir / "manifest.json");
  const InstalledItem* got = back.find("workflow:jk:release");
  ASSERT_NE(got, nullptr);
  EXPECT_EQ(got->bare_name, "release");
  EXPECT_EQ(got->links, item.links);
  EXPECT_FALSE(got->description);
}

// spec: STO-31
TEST(Manifest, UnknownKindIsAJsonError) {
  TempDir dir;
  write_file(dir / "manifest.json", R"({"version":1,"items":{"gizmo:x":{"kind":"gizmo",
    "name":"x","bare_name":"x","source":"s","commit":"c","hash":"h","store":"s","links":[]}}})");
  try {
    load_manifest(dir / "manifest.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::json);
  }
}

}  // namespace
}  // namespace mind::store
