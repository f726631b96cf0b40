/// Benchmark of the convention scan (DSC-1, DSC-91): generates a 10 000-item
/// source of all six kinds in a temp dir (some workflows large), then times
/// `scan_source` against a same-run baseline that only lists the same
/// containers and reads the same metadata files whole. The scan should cost a
/// small constant multiple of the baseline (it reads each metadata file once,
/// a workflow only as far as its `meta`), and its memory should grow with the
/// metadata, not with the content. Prints both times, the ratio and peak RSS.
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "bench/bench_files.hpp"

#include "discovery/scan.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

using mind::bench::write_file;

std::string frontmatter(const std::string& what, std::size_t i) {
  return "---\ndescription: " + what + " number " + std::to_string(i) +
         " that does something useful\nrequires: rule:r0\n---\n# Body\n\nSome content.\n";
}

// 10 000 items: 1 666 or 1 667 of each kind; every 50th workflow is 256 KiB.
void generate(const fs::path& root, std::size_t items) {
  const std::string big_body(256 * 1024, ' ');
  for (std::size_t i = 0; i < items; ++i) {
    const std::string n = "item" + std::to_string(i);
    switch (i % 6) {
      case 0:
        write_file(root / "skills" / n / "SKILL.md", frontmatter("skill", i));
        write_file(root / "skills" / n / "scripts/run.sh", "#!/bin/sh\necho hi\n");
        break;
      case 1:
        write_file(root / "agents" / (n + ".md"), frontmatter("agent", i));
        break;
      case 2:
        write_file(root / "rules" / (n + ".md"), frontmatter("rule", i));
        break;
      case 3:
        write_file(root / "commands" / (n + ".md"), frontmatter("command", i));
        break;
      case 4:
        write_file(root / "tools" / n / "TOOL.md", frontmatter("tool", i));
        break;
      default:
        write_file(root / "workflows" / (n + ".js"),
                   "export const meta = { name: '" + n + "', description: 'Workflow " + n +
                       "' }\n" +
                       (i % 50 == 5 ? big_body : std::string("export default async () => {}\n")));
    }
  }
}

std::size_t read_whole(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return s.size();
}

// The baseline: list every container and read every metadata file whole.
std::size_t baseline(const fs::path& root) {
  std::size_t bytes = 0;
  for (const char* c : {"skills", "agents", "rules", "commands", "tools", "workflows"}) {
    for (const auto& e : fs::directory_iterator(root / c)) {
      const std::string name = c;
      if (name == "skills")
        bytes += read_whole(e.path() / "SKILL.md");
      else if (name == "tools")
        bytes += read_whole(e.path() / "TOOL.md");
      else
        bytes += read_whole(e.path());
    }
  }
  return bytes;
}

template <typename F>
double best_ms(F&& f, int runs = 5) {
  double best = 1e18;
  for (int i = 0; i < runs; ++i) {
    const auto t0 = Clock::now();
    f();
    best = std::min(best, std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
  }
  return best;
}

long peak_rss_kib() {
  rusage u{};
  ::getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t items = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 10000;
  std::string pattern = (fs::temp_directory_path() / "mind-scan-bench-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) return 1;
  const fs::path root = pattern;
  generate(root, items);
  const long rss_before = peak_rss_kib();

  volatile std::size_t sink = 0;
  const double base = best_ms([&] { sink = sink + baseline(root); });
  std::size_t found = 0;
  const double scan = best_ms([&] { found = mind::discovery::scan_source(root).items.size(); });
  const long rss_after = peak_rss_kib();

  std::printf("scan_bench: %zu items generated, %zu catalogued\n", items, found);
  std::printf("  baseline (list + read metadata): %8.1f ms\n", base);
  std::printf("  scan_source:                     %8.1f ms   ratio %.2fx\n", scan, scan / base);
  std::printf("  peak RSS: %ld KiB after generating, %ld KiB after scanning\n", rss_before,
              rss_after);
  fs::remove_all(root);
  return found == items ? 0 : 1;
}
