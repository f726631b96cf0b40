/// Benchmark: scanning a source of many large workflows (issue 3, WF-5). It
/// generates N workflows of S KiB each (the `meta` at the top, a body below),
/// then measures, in one run and against a same-run baseline:
///   - in-process: discovery::scan_source vs reading every file whole;
///   - bytes read (from /proc/self/io `rchar`), the number that shows the scan
///     reads only what the first statement needs;
///   - whole-process, when given the mind binary: `mind probe --json` in a
///     throwaway home vs `cat` of the same files.
/// Usage: workflow_scan_bench [count=10000] [kib=100] [path/to/mind]

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "discovery/scan.hpp"

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

long long read_chars() {
  std::ifstream io("/proc/self/io");
  std::string key;
  long long value = 0;
  while (io >> key >> value) {
    if (key == "rchar:") return value;
  }
  return -1;
}

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

void generate(const fs::path& root, int count, int kib) {
  fs::create_directories(root / "workflows");
  const std::string body_line =
      "await agent('step: review the change and report what you find');\n";
  std::string body;
  while (body.size() < static_cast<std::size_t>(kib) * 1024) body += body_line;
  for (int i = 0; i < count; ++i) {
    std::ofstream out(root / "workflows" / ("w" + std::to_string(i) + ".js"), std::ios::binary);
    out << "export const meta = {\n  name: 'w" << i << "',\n  description: 'Workflow " << i
        << "',\n  whenToUse: 'when benchmarking',\n}\n"
        << body;
  }
}

long long read_all(const fs::path& root) {
  long long total = 0;
  std::string buf(1 << 16, '\0');
  for (const auto& e : fs::directory_iterator(root / "workflows")) {
    const int fd = ::open(e.path().c_str(), O_RDONLY);
    ssize_t n;
    while ((n = ::read(fd, buf.data(), buf.size())) > 0) total += n;
    ::close(fd);
  }
  return total;
}

double run_timed(const std::string& command) {
  const auto start = Clock::now();
  if (std::system(command.c_str()) != 0) std::fprintf(stderr, "failed: %s\n", command.c_str());
  return seconds_since(start);
}

}  // namespace

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 10000;
  const int kib = argc > 2 ? std::atoi(argv[2]) : 100;
  const fs::path root = fs::temp_directory_path() / ("mind-bench-wf-" + std::to_string(::getpid()));
  std::printf("workflow scan: %d workflows of %d KiB (%.1f MiB), warm page cache\n", count, kib,
              count * kib / 1024.0);
  generate(root, count, kib);

  long long before = read_chars();
  auto start = Clock::now();
  const long long baseline_bytes = read_all(root);
  const double baseline_s = seconds_since(start);
  const long long baseline_read = read_chars() - before;

  before = read_chars();
  start = Clock::now();
  const mind::discovery::Catalog catalog = mind::discovery::scan_source(root);
  const double scan_s = seconds_since(start);
  const long long scan_read = read_chars() - before;

  int ok = 0;
  for (const auto& item : catalog.items) ok += item.workflow && item.workflow->name.has_value();
  std::printf("  baseline (read every file whole): %8.3f s  %12lld bytes read\n", baseline_s,
              baseline_read);
  std::printf("  mind scan_source:                 %8.3f s  %12lld bytes read  (%d/%zu metas)\n",
              scan_s, scan_read, ok, catalog.items.size());
  std::printf("  ratio time %.3f, bytes read %.4f of %lld on disk\n", scan_s / baseline_s,
              static_cast<double>(scan_read) / baseline_bytes, baseline_bytes);

  if (argc > 3) {
    const std::string home = (root / "home").string();
    const std::string env =
        "HOME=" + home + " MIND_HOME=" + home + "/.mind CLAUDE_HOME=" + home + "/.claude ";
    run_timed(env + argv[3] + " meld " + root.string() + " --register-only >/dev/null");
    const double mind_s = run_timed(env + argv[3] + " probe --json >/dev/null");
    const double cat_s = run_timed("cat " + root.string() + "/workflows/*.js >/dev/null");
    std::printf(
        "  whole process: mind probe --json %.3f s, cat of the same files %.3f s, ratio %.3f\n",
        mind_s, cat_s, mind_s / cat_s);
  }
  fs::remove_all(root);
  return ok == count ? 0 : 1;
}
