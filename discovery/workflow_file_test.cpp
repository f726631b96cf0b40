#include "discovery/workflow_file.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

constexpr std::string_view kMeta = "export const meta = { name: 'big', description: 'd' }\n";

// spec: WF-5 (the reader reads only as much of the file as the first statement needs)
TEST(WorkflowFile, LargeFileWithMetaAtTheTopCostsOneSmallRead) {
  TempDir dir;
  const std::string body = std::string(kMeta) + "run();\n" + std::string(1 << 20, ' ');
  write_file(dir / "big.js", body);
  WorkflowFileRead r = read_workflow_file(dir / "big.js", body.size(), 8 << 20);
  EXPECT_EQ(r.meta.status, MetaStatus::ok);
  EXPECT_EQ(r.meta.name, "big");
  EXPECT_LE(r.bytes_read, kWorkflowFirstRead * 4);
}

// spec: WF-5
TEST(WorkflowFile, MetaLongerThanThePrefixIsReadWhole) {
  TempDir dir;
  const std::string body =
      "export const meta = { name: 'n', description: '" + std::string(50000, 'x') + "' }\nrun()\n";
  write_file(dir / "w.js", body);
  WorkflowFileRead r = read_workflow_file(dir / "w.js", body.size(), 8 << 20);
  EXPECT_EQ(r.meta.status, MetaStatus::ok);
  EXPECT_EQ(r.meta.description->size(), 50000u);
}

// spec: WF-5 (a declaration ending exactly at the end of the file)
TEST(WorkflowFile, MetaEndingAtEndOfFile) {
  TempDir dir;
  write_file(dir / "w.js", "export const meta = { name: 'n', description: 'd' }");
  WorkflowFileRead r = read_workflow_file(dir / "w.js", 51, 0);
  EXPECT_EQ(r.meta.status, MetaStatus::ok);
}

// spec: WF-55
// spec: WF-56
TEST(WorkflowFile, OverCapIsUnreadWithoutReading) {
  TempDir dir;
  const std::string body = std::string(kMeta) + std::string(5000, ' ');
  write_file(dir / "w.js", body);
  WorkflowFileRead r = read_workflow_file(dir / "w.js", body.size(), 1000);
  EXPECT_EQ(r.meta.status, MetaStatus::unread);
  EXPECT_EQ(r.meta.reason, MetaReason::over_cap);
  EXPECT_EQ(r.bytes_read, 0u);
  EXPECT_FALSE(r.meta.name);
}

}  // namespace
}  // namespace mind::discovery
