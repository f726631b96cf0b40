/// The `probe` browser at 10,000 items across 20 sources (issue 29's
/// figures), each against a floor measured in the same run:
///   in process, on a model of N items drawn to an ncurses screen on /dev/null
///   (newterm, 120x40):
///     - first screen: the rows built from the model and one draw pass;
///     - each search keystroke: re-filter, rebuild the rows, redraw (median
///       and worst of a typed query and its erasure); the floor is a bare
///       case-insensitive substring scan of the same N haystacks;
///     - the model read from disk (load_model: the sources' scan and the manifest);
///   whole process, in a real terminal (tmux 120x40): the time from starting
///   `mind probe` to its first screen on the pane, and its peak RSS (VmHWM);
///   the floor is `mind probe --no-tui` printing the same listing.
///
/// usage: browser_bench <mind binary> [items] [sources]

#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "bench/bench_files.hpp"
#include "bench/bench_process.hpp"
#include "browser/draw.hpp"
#include "browser/state.hpp"
#include "browser/terminal.hpp"
#include "browser/test_model.hpp"
#include "core/ascii_case.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// This thread's CPU time: what a keystroke costs, without the waits a loaded
// machine adds (the wall figure is printed beside it).
double cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

std::string quote(const std::string& s) { return "'" + s + "'"; }

std::string run(const std::string& command) {
  std::string out;
  FILE* p = ::popen(command.c_str(), "r");
  char buf[8192];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  ::pclose(p);
  return out;
}

void in_process(std::size_t items, std::size_t sources) {
  ::setenv("COLUMNS", "120", 1);
  ::setenv("LINES", "40", 1);
  std::FILE* out = std::fopen("/dev/null", "w");
  std::FILE* in = std::fopen("/dev/null", "r");
  mind::browser::Screen screen(true, "xterm-256color", out, in);
  mind::browser::State state;
  state.model = mind::browser::synthetic_model(sources, items / sources);
  state.fancy = true;
  const int height = mind::browser::tree_height(40, 0);

  auto start = Clock::now();
  state.rebuild();
  mind::browser::draw(screen, state);
  const double first = ms_since(start);

  const std::string query = "thing number 42";
  std::vector<double> keys, keys_cpu;
  auto keystroke = [&](auto change) {
    const auto t = Clock::now();
    const double c = cpu_ms();
    change();
    state.rebuild();
    state.select_first_item(height);
    mind::browser::draw(screen, state);
    keys.push_back(ms_since(t));
    keys_cpu.push_back(cpu_ms() - c);
  };
  for (char c : query) keystroke([&] { state.filter.query += c; });
  for (std::size_t i = 0; i < query.size(); ++i) keystroke([&] { state.filter.query.pop_back(); });

  std::vector<double> floors;  // the bare scan, per typed prefix
  for (std::size_t n = 1; n <= query.size(); ++n) {
    const std::string needle = mind::ascii_lower(query.substr(0, n));
    const auto t = Clock::now();
    std::size_t hits = 0;
    for (const auto& item : state.model.items)
      hits += item.haystack.find(needle) != std::string::npos;
    floors.push_back(ms_since(t));
    if (hits == static_cast<std::size_t>(-1)) std::puts("");
  }
  std::printf("in process, %zu items / %zu sources, 120x40 ncurses screen on /dev/null\n", items,
              sources);
  std::printf("  first screen (rows + draw):   %7.2f ms   (target <= 150 ms)\n", first);
  std::printf(
      "  search keystroke: median      %7.2f ms, worst %.2f ms over %zu keys (target <= 16 ms)\n",
      median(keys), *std::max_element(keys.begin(), keys.end()), keys.size());
  std::printf("  search keystroke, CPU time:   %7.2f ms median, worst %.2f ms\n", median(keys_cpu),
              *std::max_element(keys_cpu.begin(), keys_cpu.end()));
  std::printf("  floor, bare substring scan:   %7.2f ms median (keystroke / floor: %.1fx)\n",
              median(floors), median(keys) / std::max(median(floors), 1e-3));
  std::fclose(out);
  std::fclose(in);
}

void generate(const fs::path& root, std::size_t items, std::size_t sources) {
  static const char* kDirs[] = {"agents", "commands", "rules"};
  for (std::size_t s = 0; s < sources; ++s) {
    const fs::path src = root / ("src" + std::to_string(s));
    for (std::size_t i = 0; i < items / sources; ++i) {
      const std::string name = "item-" + std::to_string(s) + "-" + std::to_string(i);
      mind::bench::write_file(src / kDirs[i % 3] / (name + ".md"),
                              mind::bench::item_markdown(name, 5, "Does a useful thing"));
    }
  }
}

int mind_pid_of_pane(const std::string& tmux) {
  const int pane = std::atoi(run(tmux + " display -p -t b '#{pane_pid}'").c_str());
  for (int pid = pane, depth = 0; pid > 0 && depth < 3; ++depth) {
    std::ifstream comm("/proc/" + std::to_string(pid) + "/comm");
    std::string name;
    std::getline(comm, name);
    if (name == "mind") return pid;
    pid =
        std::atoi(run("cat /proc/" + std::to_string(pid) + "/task/*/children 2>/dev/null").c_str());
  }
  return -1;
}

double vm_hwm_mib(int pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmHWM:", 0) == 0) return std::atof(line.c_str() + 6) / 1024.0;
  return -1;
}

void whole_process(const std::string& mind, std::size_t items, std::size_t sources) {
  char dir_template[] = "/tmp/browser-bench-XXXXXX";
  const fs::path dir = ::mkdtemp(dir_template);
  generate(dir, items, sources);
  const std::string env_prefix = "HOME=" + dir.string() + " MIND_HOME=" + (dir / "mind").string() +
                                 " CLAUDE_HOME=" + (dir / "claude").string() +
                                 " LANG=C.UTF-8 PATH=/usr/bin:/bin";
  const std::vector<std::string> env = {
      "HOME=" + dir.string(), "MIND_HOME=" + (dir / "mind").string(),
      "CLAUDE_HOME=" + (dir / "claude").string(), "LANG=C.UTF-8", "PATH=/usr/bin:/bin"};
  for (std::size_t s = 0; s < sources; ++s) {
    mind::bench::spawn_run(
        {mind, "meld", (dir / ("src" + std::to_string(s))).string(), "--register-only"}, env, true);
  }
  // In process: the model read from disk, as the browser's first load does.
  {
    mind::store::MindPaths paths;
    paths.root = dir / "mind";
    ::setenv("MIND_HOME", paths.root.c_str(), 1);
    ::setenv("HOME", dir.c_str(), 1);
    ::setenv("CLAUDE_HOME", (dir / "claude").c_str(), 1);
    std::vector<double> loads;
    std::size_t n = 0;
    for (int i = 0; i < 5; ++i) {
      const auto t = Clock::now();
      n = mind::browser::load_model(paths, {}).items.size();
      loads.push_back(ms_since(t));
    }
    std::printf("  model from disk (load_model):  %7.2f ms median of 5, %zu items\n", median(loads),
                n);
  }
  std::vector<double> listing_ms, listing_rss;
  for (int i = 0; i < 5; ++i) {
    const auto r = mind::bench::spawn_run({mind, "probe", "--no-tui"}, env);
    listing_ms.push_back(r.ms);
    listing_rss.push_back(r.max_rss_mib);
  }
  const std::string tmux =
      "env -u TMUX LC_ALL=C.UTF-8 tmux -S " + quote((dir / "tmux.sock").string()) + " -f /dev/null";
  run(tmux + " new-session -d -s b -x 120 -y 40 'sleep 600'");
  run(tmux + " set-option -g remain-on-exit on");  // a pane whose mind quit stays for the next run
  std::vector<double> first, rss;
  std::vector<double> skeleton;
  const std::string want = "Available (" + std::to_string(items) + ")";
  for (int i = 0; i < 5; ++i) {
    const auto t = Clock::now();
    run(tmux + " respawn-pane -k -t b " + quote("env " + env_prefix + " " + mind + " probe"));
    bool drawn = false;
    for (;;) {
      const std::string pane = run(tmux + " capture-pane -p -t b");
      if (!drawn && pane.find("mind probe") != std::string::npos) {
        skeleton.push_back(ms_since(t));
        drawn = true;
      }
      if (pane.find(want) != std::string::npos) break;
      if (ms_since(t) > 20000) {
        std::fprintf(stderr, "no first screen within 20 s\n");
        std::exit(1);
      }
    }
    if (!drawn) skeleton.push_back(ms_since(t));
    first.push_back(ms_since(t));
    const int pid = mind_pid_of_pane(tmux);
    rss.push_back(vm_hwm_mib(pid));
    run(tmux + " send-keys -t b q");
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  run(tmux + " kill-server");
  std::printf("whole process, %zu items / %zu sources, tmux 120x40\n", items, sources);
  std::printf(
      "  start to the first frame:     %7.1f ms median of 5 (tmux client round trips included)\n",
      median(skeleton));
  std::printf(
      "  start to the full tree:       %7.1f ms median of 5 (worst %.1f; target <= 150 ms)\n",
      median(first), *std::max_element(first.begin(), first.end()));
  std::printf("  peak RSS (VmHWM):             %7.1f MiB (target < 64 MiB)\n",
              *std::max_element(rss.begin(), rss.end()));
  std::printf("  floor, probe --no-tui:        %7.1f ms, %.1f MiB (browser / floor: %.2fx)\n",
              median(listing_ms), median(listing_rss), median(first) / median(listing_ms));
  fs::remove_all(dir);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: browser_bench <mind binary> [items] [sources]\n");
    return 2;
  }
  const std::size_t items = argc > 2 ? std::stoul(argv[2]) : 10000;
  const std::size_t sources = argc > 3 ? std::stoul(argv[3]) : 20;
  in_process(items, sources);
  whole_process(fs::absolute(argv[1]).string(), items, sources);
  return 0;
}
