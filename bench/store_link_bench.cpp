/// Whole-process benchmark against the ONE shared baseline,
/// ../shared/bench/base-store-link.c (one C process that copies each skill
/// folder into a store and symlinks it into a home; CMake builds it beside
/// this bench when the file is there). Same run, same files, same
/// filesystem (tmpfs: /dev/shm when present), rounds interleaved so a loaded
/// machine slows both sides alike; each figure is the best of the rounds and
/// the ratio of the medians is shown beside it.
///
/// Rows, for sources of N skills of 1 KiB (a plain folder; `, git`: the same
/// skills as a local git working tree, whose meld reads its HEAD through
/// libgit2):
///   meld --yes, learn --all, meld --yes and learn --all of the git tree,
///   no-op upgrade, recall --json, probe --json,
///   introspect --json, forget, unmeld: each against base-store-link, and
///   against the floor of its own job where one is closer:
///   - read:  this binary re-executed to open and read every source file
///            (the floor of a no-op upgrade, which must look at them all);
///   - parse: this binary re-executed to parse manifest.json with nlohmann-json
///            (the floor of recall --json).
/// Every verb's peak RSS (wait4) is reported, and flagged above 64 MiB.
/// Then a marketplace: 100 plugins x (5 skills, 3 agents, 2 commands) with
/// shared names, `meld --yes` beside the same copies and links done plainly.
///
/// usage: store_link_bench <mind binary> [rounds] [N...]   (default 5; 1 10 100 1000 10000)
///        store_link_bench --read <dir>      (the read floor)
///        store_link_bench --parse <file>    (the parse floor)

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "bench/bench_files.hpp"
#include "bench/bench_process.hpp"

#ifndef MIND_BASE_STORE_LINK
#define MIND_BASE_STORE_LINK ""
#endif

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using mind::bench::ProcessRun;
using mind::bench::spawn_run;
using mind::bench::write_file;

constexpr double kRssLimitMib = 64.0;

// ---- the floors, run as their own small processes ------------------------

std::size_t read_tree(const std::string& dir) {
  std::size_t bytes = 0;
  DIR* d = opendir(dir.c_str());
  if (d == nullptr) return 0;
  static char buf[1 << 16];
  while (const dirent* e = readdir(d)) {
    if (e->d_name[0] == '.' && (e->d_name[1] == 0 || (e->d_name[1] == '.' && e->d_name[2] == 0)))
      continue;
    const std::string path = dir + "/" + e->d_name;
    if (e->d_type == DT_DIR) {
      bytes += read_tree(path);
    } else if (e->d_type == DT_REG) {
      const int fd = open(path.c_str(), O_RDONLY);
      if (fd < 0) continue;
      ssize_t n = 0;
      while ((n = read(fd, buf, sizeof buf)) > 0) bytes += static_cast<std::size_t>(n);
      close(fd);
    }
  }
  closedir(d);
  return bytes;
}

std::size_t parse_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return nlohmann::json::parse(text.str()).size();
}

// ---- sources ---------------------------------------------------------------

// A skill of about 1 KiB: frontmatter and a body.
std::string skill_md(const std::string& name) {
  return mind::bench::item_markdown(name, 18, "A line of instructions for the agent");
}

void generate_skills(const fs::path& src, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    const std::string name = "s" + std::to_string(i);
    write_file(src / "skills" / name / "SKILL.md", skill_md(name));
  }
}

// The same skills as a local git working tree with one commit, the way most
// people meld a source they work on (issue 34: such a meld reads the HEAD
// commit through libgit2). The fixture is made with the git binary;
// mind itself never runs it.
void generate_git_skills(const fs::path& src, std::size_t n) {
  generate_skills(src, n);
  const std::string cmd = "cd '" + src.string() +
                          "' && git init -q && git add -A && git -c user.name=bench "
                          "-c user.email=bench@localhost -c commit.gpgsign=false commit -q -m "
                          "skills";
  if (std::system(cmd.c_str()) != 0) {
    std::fprintf(stderr, "cannot make the git fixture: %s\n", cmd.c_str());
    std::exit(1);
  }
}

// One item of the marketplace as the plain baseline copies it.
struct PlainItem {
  fs::path from;
  std::string store_name, link_dir, link_name;
};

// 100 plugins, each with the same skill and command names (a plugin prefix
// tells them apart) and three agents, one of which every plugin ships.
std::vector<PlainItem> generate_marketplace(const fs::path& src, int plugins) {
  std::vector<PlainItem> items;
  std::string list;
  for (int p = 0; p < plugins; ++p) {
    const std::string plugin = "plugin" + std::to_string(p);
    const fs::path dir = src / "plugins" / plugin;
    write_file(dir / ".claude-plugin/plugin.json", R"({"name":")" + plugin + R"("})");
    list += std::string(p ? "," : "") + R"({"name":")" + plugin + R"(","source":"./plugins/)" +
            plugin + R"("})";
    for (int s = 0; s < 5; ++s) {
      const std::string name = "skill" + std::to_string(s);
      write_file(dir / "skills" / name / "SKILL.md", skill_md(name));
      items.push_back({dir / "skills" / name, plugin + "-" + name, "skills", plugin + ":" + name});
    }
    for (const std::string& name :
         {std::string("code-reviewer"), plugin + "-planner", plugin + "-tester"}) {
      write_file(dir / "agents" / (name + ".md"), skill_md(name));
      items.push_back(
          {dir / "agents" / (name + ".md"), plugin + "-" + name, "agents", name + ".md"});
    }
    for (int c = 0; c < 2; ++c) {
      const std::string name = "cmd" + std::to_string(c);
      write_file(dir / "commands" / (name + ".md"), skill_md(name));
      items.push_back({dir / "commands" / (name + ".md"), plugin + "-" + name, "commands",
                       plugin + ":" + name});
    }
  }
  write_file(src / ".claude-plugin/marketplace.json",
             R"({"name":"bench-market","plugins":[)" + list + "]}");
  return items;
}

// ---- the plain copy and link of the marketplace, as base-store-link does it --

void copy_file(const std::string& from, const std::string& to) {
  static char buf[1 << 16];
  const int in = open(from.c_str(), O_RDONLY);
  const int out = open(to.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  ssize_t n = 0;
  while ((n = read(in, buf, sizeof buf)) > 0) {
    if (write(out, buf, static_cast<std::size_t>(n)) != n) std::exit(1);
  }
  close(in);
  close(out);
}

void copy_tree(const std::string& from, const std::string& to) {
  struct stat st {};
  if (lstat(from.c_str(), &st) != 0) std::exit(1);
  if (S_ISREG(st.st_mode)) return copy_file(from, to);
  mkdir(to.c_str(), 0755);
  DIR* d = opendir(from.c_str());
  while (const dirent* e = readdir(d)) {
    if (e->d_name[0] == '.') continue;
    copy_tree(from + "/" + e->d_name, to + "/" + e->d_name);
  }
  closedir(d);
}

double cpu_now_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

ProcessRun plain_copy_and_link(const std::vector<PlainItem>& items, const fs::path& out) {
  fs::remove_all(out);
  const double cpu_start = cpu_now_ms();
  const auto start = Clock::now();
  fs::create_directories(out / "store");
  for (const char* dir : {"skills", "agents", "commands"}) fs::create_directories(out / dir);
  for (const PlainItem& it : items) {
    const std::string store = (out / "store" / it.store_name).string();
    copy_tree(it.from.string(), store);
    if (symlink(store.c_str(), (out / it.link_dir / it.link_name).c_str()) != 0) {
      // a shared agent name: the first plugin's keeps the link, as in mind
    }
  }
  ProcessRun run;
  run.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  run.cpu_ms = cpu_now_ms() - cpu_start;
  return run;
}

// ---- measuring -------------------------------------------------------------

struct Series {
  std::vector<double> ms, cpu;
  double rss = 0;
  void add(const ProcessRun& r) {
    ms.push_back(r.ms);
    cpu.push_back(r.cpu_ms);
    rss = std::max(rss, r.max_rss_mib);
  }
  double best_cpu() const { return cpu.empty() ? 0 : *std::min_element(cpu.begin(), cpu.end()); }
  double best() const { return ms.empty() ? 0 : *std::min_element(ms.begin(), ms.end()); }
  double median() const {
    std::vector<double> v = ms;
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
  }
};

struct Bench {
  std::string mind, self, base_store_link;
  fs::path scratch;
  int rounds = 5;

  std::vector<std::string> env(const fs::path& home) const {
    return {"HOME=" + home.string(), "MIND_HOME=" + (home / ".mind").string(),
            "CLAUDE_HOME=" + (home / ".claude").string(), "PATH=/usr/bin:/bin", "LANG=C.UTF-8"};
  }
  ProcessRun mind_run(const fs::path& home, std::vector<std::string> args,
                      bool quiet = false) const {
    args.insert(args.begin(), mind);
    return spawn_run(args, env(home), quiet);
  }
  static void fresh_home(const fs::path& home) {
    fs::remove_all(home);
    fs::create_directories(home / ".claude");
  }
};

void print_row(const std::string& what, const std::string& items, const Series& mind,
               const Series* base, const char* floor_name, const Series* floor) {
  std::printf("%-18s %-8s %9.1f", what.c_str(), items.c_str(), mind.best());
  if (base && !base->ms.empty()) {
    std::printf(" %9.1f %6.2fx %6.2fx %6.2fx", base->best(), mind.best() / base->best(),
                mind.median() / base->median(), mind.best_cpu() / base->best_cpu());
  } else {
    std::printf(" %9s %7s %7s %7s", "-", "-", "-", "-");
  }
  if (floor) {
    std::printf("  %-6s %7.1f %6.2fx", floor_name, floor->best(), mind.best() / floor->best());
  } else {
    std::printf("  %-6s %7s %7s", "", "", "");
  }
  std::printf(" %8.1f%s\n", mind.rss, mind.rss > kRssLimitMib ? "  > 64 MiB!" : "");
}

void header() {
  std::printf("%-18s %-8s %9s %9s %7s %7s %7s  %-6s %7s %7s %8s\n", "job", "items", "mind ms",
              "base ms", "best", "median", "cpu", "floor", "ms", "ratio", "RSS MiB");
}

void bench_skills(const Bench& b, std::size_t n) {
  const fs::path dir = b.scratch / ("skills-" + std::to_string(n));
  const fs::path kit = dir / "kit", git_kit = dir / "git" / "kit";
  generate_skills(kit, n);
  generate_git_skills(git_kit, n);
  const fs::path meld_home = dir / "meld-home", home = dir / "home", base_out = dir / "base";
  const fs::path git_home = dir / "git-home";
  std::map<std::string, Series> s;
  for (int round = 0; round < b.rounds; ++round) {
    if (!b.base_store_link.empty()) {
      fs::remove_all(base_out);
      s["base"].add(spawn_run({b.base_store_link, (kit / "skills").string(),
                               (base_out / "store").string(), (base_out / "home").string()},
                              {}));
    }
    Bench::fresh_home(meld_home);
    s["meld --yes"].add(b.mind_run(meld_home, {"meld", kit.string(), "--yes"}));
    Bench::fresh_home(git_home);
    s["meld --yes, git"].add(b.mind_run(git_home, {"meld", git_kit.string(), "--yes"}));
    Bench::fresh_home(git_home);
    b.mind_run(git_home, {"meld", git_kit.string(), "--register-only"});
    s["learn --all, git"].add(b.mind_run(git_home, {"learn", "--all", "kit", "--yes"}));
    Bench::fresh_home(home);
    b.mind_run(home, {"meld", kit.string(), "--register-only"});
    s["learn --all"].add(b.mind_run(home, {"learn", "--all", "kit", "--yes"}));
    s["read"].add(spawn_run({b.self, "--read", kit.string()}, {}));
    s["upgrade (no-op)"].add(b.mind_run(home, {"upgrade", "--no-sync", "--yes"}));
    s["parse"].add(spawn_run({b.self, "--parse", (home / ".mind/manifest.json").string()}, {}));
    s["recall --json"].add(b.mind_run(home, {"recall", "--json"}));
    s["probe --json"].add(b.mind_run(home, {"probe", "--json"}));
    s["introspect --json"].add(b.mind_run(home, {"introspect", "--json"}));
    s["forget kit#*"].add(b.mind_run(home, {"forget", "kit#*", "--yes"}));
    s["unmeld"].add(b.mind_run(meld_home, {"unmeld", "kit", "--yes"}));
  }
  const std::string items = std::to_string(n);
  const Series* base = b.base_store_link.empty() ? nullptr : &s["base"];
  if (base) print_row("base-store-link", items, *base, base, "", nullptr);
  print_row("meld --yes", items, s["meld --yes"], base, "", nullptr);
  print_row("learn --all", items, s["learn --all"], base, "", nullptr);
  print_row("meld --yes, git", items, s["meld --yes, git"], base, "", nullptr);
  print_row("learn --all, git", items, s["learn --all, git"], base, "", nullptr);
  print_row("upgrade (no-op)", items, s["upgrade (no-op)"], base, "read", &s["read"]);
  print_row("recall --json", items, s["recall --json"], base, "parse", &s["parse"]);
  print_row("probe --json", items, s["probe --json"], base, "parse", &s["parse"]);
  print_row("introspect --json", items, s["introspect --json"], base, "read", &s["read"]);
  print_row("forget kit#*", items, s["forget kit#*"], base, "", nullptr);
  print_row("unmeld", items, s["unmeld"], base, "", nullptr);
  std::fflush(stdout);
  fs::remove_all(dir);
}

void bench_marketplace(const Bench& b) {
  const fs::path dir = b.scratch / "market";
  const std::vector<PlainItem> items = generate_marketplace(dir / "market", 100);
  Series plain, meld;
  for (int round = 0; round < b.rounds; ++round) {
    plain.add(plain_copy_and_link(items, dir / "plain"));
    Bench::fresh_home(dir / "home");
    // Quiet: every round warns that 99 shared agent names kept the first plugin's link.
    meld.add(b.mind_run(dir / "home", {"meld", (dir / "market").string(), "--yes"}, true));
  }
  std::printf(
      "marketplace: 100 plugins x (5 skills, 3 agents, 2 commands), shared names;\n"
      "base = the same copies and links done plainly, in-process (no process start)\n");
  print_row("meld --yes", std::to_string(items.size()), meld, &plain, "", nullptr);
  fs::remove_all(dir);
}

std::string load() {
  std::ifstream in("/proc/loadavg");
  std::string a, b2, c;
  in >> a >> b2 >> c;
  return a + " " + b2 + " " + c;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::string(argv[1]) == "--read") return read_tree(argv[2]) > 0 ? 0 : 1;
  if (argc == 3 && std::string(argv[1]) == "--parse") return parse_file(argv[2]) > 0 ? 0 : 1;
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <mind binary> [rounds] [N...]\n", argv[0]);
    return 2;
  }
  Bench b;
  b.mind = fs::absolute(argv[1]).string();
  b.self = fs::canonical("/proc/self/exe").string();
  if (argc > 2) b.rounds = std::max(1, std::stoi(argv[2]));
  std::vector<std::size_t> sizes;
  for (int i = 3; i < argc; ++i) sizes.push_back(std::stoul(argv[i]));
  if (sizes.empty()) sizes = {1, 10, 100, 1000, 10000};
  const std::string base_path = MIND_BASE_STORE_LINK;
  if (!base_path.empty() && fs::exists(base_path)) {
    b.base_store_link = base_path;
  } else {
    std::printf(
        "base-store-link: not built (../shared/bench/base-store-link.c is missing "
        "beside the checkout); its column is skipped, never faked\n");
  }
  const fs::path tmp =
      fs::is_directory("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
  b.scratch = tmp / ("mind-store-link-bench-" + std::to_string(::getpid()));
  fs::create_directories(b.scratch);
  std::printf("store_link_bench on %s, best of %d interleaved rounds; load %s\n",
              tmp.string().c_str(), b.rounds, load().c_str());
  std::printf(
      "best, median: wall time, mind / base-store-link; cpu: user+system time, best\n"
      "of each (steadier on a loaded machine); ratio: mind / floor (best wall); RSS: peak\n");
  header();
  for (std::size_t n : sizes) bench_skills(b, n);
  bench_marketplace(b);
  std::printf("load at the end %s\n", load().c_str());
  fs::remove_all(b.scratch);
  return 0;
}
