/// `mind recall --json` over N installed items (default 5000, every kind in
/// turn, so a sixth are workflows and the WF-60 census runs) against two
/// floors measured in the same run on the same manifest.json:
///   - parse:   nlohmann::json::parse of the file, in this process;
///   - process: this binary re-executed as a minimal process that reads and
///              parses the file and exits (whole-process, like mind's figure).
/// Each figure is the median of several runs; ratios are mind / floor. The
/// target is mind within 3x of the process floor.
///
/// usage: recall_bench <mind binary> [N] [runs]
///        recall_bench --parse <manifest.json>   (the minimal process)

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "bench/bench_files.hpp"
#include "bench/bench_process.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

using mind::bench::write_file;

std::string markdown(const std::string& name) {
  return mind::bench::item_markdown(name, 10, "A line of instructions");
}

void generate(const fs::path& src, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    const std::string name = "i" + std::to_string(i);
    switch (i % 6) {
      case 0:
        write_file(src / "skills" / name / "SKILL.md", markdown(name));
        break;
      case 1:
        write_file(src / "agents" / (name + ".md"), markdown(name));
        break;
      case 2:
        write_file(src / "rules" / (name + ".md"), markdown(name));
        break;
      case 3:
        write_file(src / "commands" / (name + ".md"), markdown(name));
        break;
      case 4:
        write_file(src / "workflows" / (name + ".js"),
                   "export const meta = {name: '" + name +
                       "', description: 'bench', whenToUse: 'w'}\n"
                       "export default async () => {}\n");
        break;
      default:
        write_file(src / "tools" / name / "TOOL.md", markdown(name));
        write_file(src / "tools" / name / "run.sh", "#!/bin/sh\necho " + name + "\n");
    }
  }
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

using mind::bench::spawn_ms;

std::size_t parse_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  const nlohmann::json doc = nlohmann::json::parse(text.str());
  return doc.size();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::string(argv[1]) == "--parse") return parse_file(argv[2]) > 0 ? 0 : 1;
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <mind binary> [N] [runs]\n", argv[0]);
    return 2;
  }
  const std::string mind = fs::absolute(argv[1]).string();
  const std::size_t n = argc > 2 ? std::stoul(argv[2]) : 5000;
  const int runs = argc > 3 ? std::stoi(argv[3]) : 5;
  const std::string self = fs::canonical("/proc/self/exe").string();
  const fs::path base =
      fs::is_directory("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
  const fs::path dir = base / ("mind-recall-bench-" + std::to_string(::getpid()));
  const fs::path home = dir / "home";
  fs::create_directories(home / ".claude");
  generate(dir / "kit", n);
  const std::vector<std::string> env = {
      "HOME=" + home.string(), "MIND_HOME=" + (home / ".mind").string(),
      "CLAUDE_HOME=" + (home / ".claude").string(), "PATH=/usr/bin:/bin", "LANG=C.UTF-8"};
  spawn_ms({mind, "meld", (dir / "kit").string(), "--register-only"}, env);
  spawn_ms({mind, "learn", "--all", "kit"}, env);
  const fs::path manifest = home / ".mind" / "manifest.json";

  std::vector<double> recall, parse, process;
  spawn_ms({mind, "recall", "--json"}, env);  // warm the page cache
  for (int i = 0; i < runs; ++i) {
    recall.push_back(spawn_ms({mind, "recall", "--json"}, env));
    const auto start = Clock::now();
    if (parse_file(manifest) == 0) return 1;
    parse.push_back(ms_since(start));
    process.push_back(spawn_ms({self, "--parse", manifest.string()}, {}));
  }
  const double r = median(recall), p = median(parse), q = median(process);
  std::printf("recall_bench on %s: %zu installed items, manifest.json %.1f KiB, median of %d\n",
              base.string().c_str(), n, static_cast<double>(fs::file_size(manifest)) / 1024.0,
              runs);
  std::printf("%-28s %10s %8s\n", "", "ms", "ratio");
  std::printf("%-28s %10.1f\n", "mind recall --json", r);
  std::printf("%-28s %10.1f %7.2fx\n", "parse in-process (floor)", p, r / p);
  std::printf("%-28s %10.1f %7.2fx  (target <= 3x)\n", "parse as a process (floor)", q, r / q);
  fs::remove_all(dir);
  return 0;
}
