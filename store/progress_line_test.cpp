#include "store/progress_line.hpp"

#include <gtest/gtest.h>

namespace mind::store {
namespace {

using std::chrono::milliseconds;

struct Captured {
  std::string text;
  ProgressLine::Write sink() {
    return [this](const std::string& s) { text += s; };
  }
};

// Off a terminal (issue 35): whole lines, at most one a second, none in the
// first second, and the summary always.
TEST(ProgressLine, OffATerminalWritesWholeLinesAtMostOnceASecond) {
  Captured out;
  const auto t0 = ProgressLine::Clock::now();
  ProgressLine line(false, t0, out.sink());
  line.show(0, "kit: receiving objects 1/9", t0 + milliseconds(10));
  EXPECT_EQ(out.text, "");  // a quick operation says only its summary
  line.show(0, "kit: receiving objects 4/9", t0 + milliseconds(1100));
  line.show(1, "kit: resolving deltas 1/3", t0 + milliseconds(1500));  // a phase waits too
  line.show(1, "kit: resolving deltas 2/3", t0 + milliseconds(2200));
  line.finish("kit: received 9 objects");
  EXPECT_EQ(out.text,
            "kit: receiving objects 4/9\nkit: resolving deltas 2/3\nkit: received 9 objects\n");
  EXPECT_EQ(out.text.find('\r'), std::string::npos);
  EXPECT_EQ(out.text.find('\x1b'), std::string::npos);
}

// On a terminal: redrawn in place, a new phase at once, the summary on its line.
TEST(ProgressLine, OnATerminalRedrawsInPlace) {
  Captured out;
  const auto t0 = ProgressLine::Clock::now();
  ProgressLine line(true, t0, out.sink());
  line.show(0, "a 1/2", t0);
  line.show(0, "a 2/2", t0 + milliseconds(20));  // within 100 ms: skipped
  line.show(1, "b 1/2", t0 + milliseconds(30));  // a phase change: at once
  line.finish("done");
  EXPECT_EQ(out.text, "\ra 1/2\x1b[K\rb 1/2\x1b[K\rdone\x1b[K\n");
}

TEST(ProgressLine, AQuickOperationOffATerminalWritesOnlyItsSummary) {
  Captured out;
  ProgressLine line(false, ProgressLine::Clock::now(), out.sink());
  line.finish("");  // a failed fetch: no summary, nothing at all
  EXPECT_EQ(out.text, "");
  line.finish("kit: checked out 3 files");
  EXPECT_EQ(out.text, "kit: checked out 3 files\n");
}

}  // namespace
}  // namespace mind::store
