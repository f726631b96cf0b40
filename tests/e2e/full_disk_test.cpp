// A disk that fills up during a batch (issue 48): the error names the cause
// (ENOSPC, never a stale "No such file or directory"), names the write that
// failed first, and says how to recover (free space, then `introspect
// --fix`), whichever write of the batch meets the full disk: staging an item
// (on the second thread, install/stage_ahead), the swap into the store, the
// journal line, the manifest. A tmpfs of a few MiB needs root, so the real
// system calls are made to fail as a full file system fails them:
// tests/tools/full_disk_shim.c, preloaded into the binary under test.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;

// The batch is large enough to be staged ahead on a second thread
// (StageAhead::kFromItems is 8).
constexpr int kItems = 24;

struct Point {
  std::string name;   // the write of the batch
  std::string path;   // a substring of the path it writes (the shim's <point>)
  int nth;            // which such write fills the disk
  std::string named;  // what the error names: the first write that failed
};

const std::vector<Point> kPoints = {
    {"staging", "/.tmp/staging/", 12, "/.tmp/staging/"},
    {"swap", "/store/skill/", 6, "/store/skill/"},
    {"journal", "manifest.journal", 6, "manifest.journal"},
    {"manifest", ".manifest.json.tmp", 1, "manifest.json"},
};

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// spec: STO-30
// spec: LIFE-4
// spec: LIFE-48
TEST(FullDisk, EveryWriteOfABatchNamesTheFullDiskAndHowToRecover) {
  for (const Point& point : kPoints) {
    SCOPED_TRACE(point.name);
    Sandbox sandbox;
    const fs::path source = sandbox / "src/kit";
    for (int i = 0; i < kItems; ++i) {
      const std::string name = "s" + std::to_string(i);
      write_file(source / "skills" / name / "SKILL.md",
                 "---\ndescription: " + name + "\n---\n" + std::string(4096, 'x') + "\n");
    }
    fs::create_directories(sandbox.lobe());
    const std::string fill =
        sandbox.mind_home().string() + "|" + point.path + "|" + std::to_string(point.nth);
    // The sanitizer runtime must come first; the shim after it is fine.
    const RunResult full = sandbox.run({"meld", source.string(), "--yes"},
                                       {{"LD_PRELOAD", MIND_FULL_DISK_SHIM},
                                        {"MIND_TEST_FULL_DISK", fill},
                                        {"ASAN_OPTIONS", "verify_asan_link_order=0"}});
    ASSERT_NE(full.exit_code, 0) << full.out << full.err;
    const std::string first_line = full.err.substr(0, full.err.find('\n'));
    EXPECT_TRUE(has(first_line, "No space left on device")) << full.err;
    EXPECT_TRUE(has(first_line, point.named)) << full.err;
    EXPECT_FALSE(has(full.err, "No such file or directory")) << full.err;
    EXPECT_TRUE(has(full.err, "free space")) << full.err;
    EXPECT_TRUE(has(full.err, "mind introspect --fix")) << full.err;

    // Space freed (the shim gone), the hint's command repairs the state.
    const RunResult fix = sandbox.run({"introspect", "--fix"});
    EXPECT_EQ(fix.exit_code, 0) << fix.out << fix.err;
    const RunResult check = sandbox.run({"introspect", "--json"});
    ASSERT_EQ(check.exit_code, 0) << check.out << check.err;
    EXPECT_TRUE(nlohmann::json::parse(check.out)["issues"].empty()) << check.out;
  }
}

}  // namespace
}  // namespace mind::e2e
