/// Whole-process lifecycle benchmark: the real `mind` binary in a throwaway
/// home on tmpfs (/dev/shm when present) times `learn --all`, a no-op
/// `upgrade`, `recall --json` and `forget` of everything, for sources of
/// N skills and a mix of every kind, next to same-run baselines: plainly
/// copying the items and symlinking them (for learn and forget), and reading
/// every source file (for upgrade and recall). Ratios are mind / baseline,
/// each side the best of three rounds.
///
/// usage: lifecycle_bench <mind binary> [N...]   (default N: 100 1000 10000)

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
#include <map>
#include <string>
#include <vector>

#include "bench/bench_files.hpp"
#include "bench/bench_process.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

struct Item {
  std::string kind, container, name, extension;
  bool dir = false;
  bool linked = true;
};

using mind::bench::write_file;

std::string body(const std::string& name) {
  return mind::bench::item_markdown(name, 20, "A line of instructions for the agent");
}

std::vector<Item> generate(const fs::path& src, std::size_t n, bool mix) {
  static const std::vector<Item> kinds = {{"skill", "skills", "", "", true, true},
                                          {"agent", "agents", "", ".md", false, true},
                                          {"rule", "rules", "", ".md", false, true},
                                          {"command", "commands", "", ".md", false, true},
                                          {"workflow", "workflows", "", ".js", false, true},
                                          {"tool", "tools", "", "", true, false}};
  std::vector<Item> items;
  for (std::size_t i = 0; i < n; ++i) {
    Item it = kinds[mix ? i % kinds.size() : 0];
    it.name = "i" + std::to_string(i);
    const fs::path base = src / it.container;
    if (it.kind == "skill") {
      write_file(base / it.name / "SKILL.md", body(it.name));
      write_file(base / it.name / "reference.md", body(it.name + "-ref"));
    } else if (it.kind == "tool") {
      write_file(base / it.name / "TOOL.md", body(it.name));
      write_file(base / it.name / "run.sh", "#!/bin/sh\necho " + it.name + "\n");
    } else if (it.kind == "workflow") {
      write_file(base / (it.name + ".js"),
                 "export const meta = {name: '" + it.name +
                     "', description: 'bench'}\nexport default async () => {}\n");
    } else {
      write_file(base / (it.name + it.extension), body(it.name));
    }
    items.push_back(it);
  }
  return items;
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double run_mind(const std::string& mind, const fs::path& home,
                const std::vector<std::string>& args) {
  std::vector<std::string> argv = {mind};
  argv.insert(argv.end(), args.begin(), args.end());
  return mind::bench::spawn_ms(
      argv, {"HOME=" + home.string(), "MIND_HOME=" + (home / ".mind").string(),
             "CLAUDE_HOME=" + (home / ".claude").string(), "PATH=/usr/bin:/bin", "LANG=C.UTF-8"});
}

// The floor for learn: copy each item into a store and symlink it into a lobe.
double baseline_copy_and_link(const fs::path& src, const std::vector<Item>& items,
                              const fs::path& out) {
  const auto start = Clock::now();
  for (const Item& it : items) {
    const std::string file = it.dir ? it.name : it.name + it.extension;
    const fs::path store = out / "store" / it.kind / it.name;
    fs::create_directories(store.parent_path());
    fs::copy(src / it.container / file, store, fs::copy_options::recursive);
    if (!it.linked) continue;
    const fs::path link = out / "lobe" / it.container / file;
    fs::create_directories(link.parent_path());
    fs::create_symlink(store, link);
  }
  return ms_since(start);
}

// The floor for forget: remove those links and copies.
double baseline_remove(const std::vector<Item>& items, const fs::path& out) {
  const auto start = Clock::now();
  for (const Item& it : items) {
    if (it.linked)
      fs::remove(out / "lobe" / it.container / (it.dir ? it.name : it.name + it.extension));
    fs::remove_all(out / "store" / it.kind / it.name);
  }
  return ms_since(start);
}

// The floor for a no-op upgrade: read every source file once.
double baseline_read(const fs::path& src) {
  const auto start = Clock::now();
  std::size_t bytes = 0;
  std::vector<char> buf(1 << 16);
  for (const auto& e : fs::recursive_directory_iterator(src)) {
    if (!e.is_regular_file()) continue;
    std::ifstream in(e.path(), std::ios::binary);
    while (in.read(buf.data(), static_cast<std::streamsize>(buf.size())) || in.gcount() > 0) {
      bytes += static_cast<std::size_t>(in.gcount());
    }
  }
  if (bytes == 0) std::fprintf(stderr, "nothing read\n");
  return ms_since(start);
}

void row(const char* what, const std::string& label, double mind_ms, double base_ms) {
  std::printf("%-10s %-14s %10.1f %10.1f %7.2fx\n", what, label.c_str(), mind_ms, base_ms,
              mind_ms / base_ms);
}

// The best of `kRounds` runs of each side: a shared machine only ever adds
// time, so the minimum is the least noisy estimate of what each one costs.
constexpr int kRounds = 3;

struct Times {
  double copy = 1e300, learn = 1e300, read = 1e300, upgrade = 1e300, recall = 1e300, remove = 1e300,
         forget = 1e300;
};

void bench(const std::string& mind, const fs::path& scratch, std::size_t n, bool mix) {
  const std::string label = std::to_string(n) + (mix ? " mixed" : " skills");
  const fs::path dir = scratch / (mix ? "mix-" : "skills-") += std::to_string(n);
  const fs::path src = dir / "kit";
  const std::vector<Item> items = generate(src, n, mix);
  fs::create_directories(dir / "home/.claude");
  run_mind(mind, dir / "home", {"meld", src.string(), "--register-only"});

  Times t;
  for (int round = 0; round < kRounds; ++round) {
    t.copy = std::min(t.copy, baseline_copy_and_link(src, items, dir / "baseline"));
    t.learn = std::min(t.learn, run_mind(mind, dir / "home", {"learn", "--all", "kit"}));
    t.read = std::min(t.read, baseline_read(src));
    t.upgrade =
        std::min(t.upgrade, run_mind(mind, dir / "home", {"upgrade", "--no-sync", "--yes"}));
    t.recall = std::min(t.recall, run_mind(mind, dir / "home", {"recall", "--json"}));
    t.remove = std::min(t.remove, baseline_remove(items, dir / "baseline"));
    t.forget = std::min(t.forget, run_mind(mind, dir / "home", {"forget", "kit#*", "--yes"}));
  }
  row("learn", label, t.learn, t.copy);
  row("upgrade", label, t.upgrade, t.read);
  row("recall", label, t.recall, t.read);
  row("forget", label, t.forget, t.remove);
  fs::remove_all(dir);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <mind binary> [N...]\n", argv[0]);
    return 2;
  }
  const std::string mind = fs::absolute(argv[1]).string();
  std::vector<std::size_t> sizes;
  for (int i = 2; i < argc; ++i) sizes.push_back(std::stoul(argv[i]));
  if (sizes.empty()) sizes = {100, 1000, 10000};
  const fs::path base =
      fs::is_directory("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
  const fs::path scratch = base / ("mind-lifecycle-bench-" + std::to_string(::getpid()));
  fs::create_directories(scratch);
  std::printf("lifecycle_bench on %s (whole process; baseline in the same run)\n",
              base.string().c_str());
  std::printf("%-10s %-14s %10s %10s %8s\n", "op", "items", "mind ms", "base ms", "ratio");
  for (std::size_t n : sizes) bench(mind, scratch, n, false);
  bench(mind, scratch, sizes.size() > 1 ? sizes[1] : sizes[0], true);
  fs::remove_all(scratch);
  return 0;
}
