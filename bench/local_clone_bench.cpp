/// Clone and fetch of a local git source (issue 35): `mind meld file://R
/// --register-only` (clone and checkout, plus the scan) next to `git clone
/// --no-hardlinks R` (the fair baseline: both copy the source's object files,
/// never linking them; mind's libgit2 local clone, store/local_clone.hpp),
/// `git clone file://R` (which packs every object anew, as the transport
/// does) and `git clone R` (which hardlinks the object store, which mind must
/// not do with an untrusted source; for reference), then a
/// `mind sync` after one upstream commit next to `git fetch` + `git reset
/// --hard` of a git clone. Each figure is the median of the rounds, wall and
/// CPU (user + system, which load from other processes changes least).
///
/// usage: local_clone_bench <mind binary> [repository] [rounds]
///   (default: a generated repository of 4,000 files in one pack, 5 rounds)

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/bench_files.hpp"
#include "bench/bench_process.hpp"

namespace {

namespace fs = std::filesystem;
using mind::bench::ProcessRun;
using mind::bench::spawn_run;

const std::string kGit = "/usr/bin/git";

void git(const fs::path& dir, std::vector<std::string> args) {
  std::vector<std::string> full = {kGit,
                                   "-C",
                                   dir.string(),
                                   "-c",
                                   "user.name=b",
                                   "-c",
                                   "user.email=b@b",
                                   "-c",
                                   "commit.gpgsign=false"};
  full.insert(full.end(), args.begin(), args.end());
  spawn_run(full, {}, true);
}

// A repository shaped like a marketplace: many small markdown files in folders.
fs::path generate(const fs::path& where) {
  const fs::path repo = where / "generated";
  for (int i = 0; i < 4000; ++i) {
    mind::bench::write_file(repo / "skills" / ("s" + std::to_string(i / 4)) /
                                (i % 4 == 0 ? "SKILL.md" : "ref" + std::to_string(i % 4) + ".md"),
                            mind::bench::item_markdown("s" + std::to_string(i), 40, "A line"));
  }
  spawn_run({kGit, "init", "-q", "-b", "main", repo.string()}, {}, true);
  git(repo, {"add", "-A"});
  git(repo, {"commit", "-q", "-m", "all"});
  git(repo, {"gc", "-q"});
  return repo;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

struct Series {
  std::vector<double> wall, cpu;
  void add(const ProcessRun& r) {
    wall.push_back(r.ms);
    cpu.push_back(r.cpu_ms);
  }
};

void print(const char* what, const Series& s, const Series* base) {
  std::printf("  %-34s wall %8.0f ms  cpu %8.0f ms", what, median(s.wall), median(s.cpu));
  if (base) {
    std::printf("   ratio wall %.2f  cpu %.2f", median(s.wall) / median(base->wall),
                median(s.cpu) / median(base->cpu));
  }
  std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: local_clone_bench <mind binary> [repository] [rounds]\n");
    return 2;
  }
  const std::string mind = fs::absolute(argv[1]).string();
  const fs::path work =
      fs::temp_directory_path() / ("mind-clone-bench-" + std::to_string(getpid()));
  fs::create_directories(work);
  const fs::path upstream = work / "upstream";
  // The repository is copied (by git, with its own object store) so the sync
  // round can commit to it without touching the one given.
  const fs::path given = argc > 2 && argv[2][0] != '\0' ? fs::absolute(argv[2]) : generate(work);
  spawn_run({kGit, "clone", "-q", "--no-local", given.string(), upstream.string()}, {}, true);
  git(upstream, {"gc", "-q"});
  const int rounds = argc > 3 ? std::atoi(argv[3]) : 5;
  const std::string url = "file://" + upstream.string();

  Series git_copy, git_file, git_path, mind_clone, git_fetch, mind_sync;
  for (int round = 0; round < rounds; ++round) {
    const fs::path r = work / ("round" + std::to_string(round));
    const std::vector<std::string> env = {
        "HOME=" + r.string(), "MIND_HOME=" + (r / "mind").string(),
        "CLAUDE_HOME=" + (r / "claude").string(), "PATH=/usr/bin:/bin"};
    fs::create_directories(r);
    git_copy.add(spawn_run(
        {kGit, "clone", "-q", "--no-hardlinks", upstream.string(), (r / "git-copy").string()}, {},
        true));
    git_file.add(spawn_run({kGit, "clone", "-q", url, (r / "git-file").string()}, {}, true));
    git_path.add(
        spawn_run({kGit, "clone", "-q", upstream.string(), (r / "git-path").string()}, {}, true));
    mind_clone.add(spawn_run({mind, "meld", url, "--register-only"}, env, true));
    // The source moves by one commit; both sides follow it.
    mind::bench::write_file(upstream / ("moved" + std::to_string(round) + ".md"), "moved\n");
    git(upstream, {"add", "-A"});
    git(upstream, {"commit", "-q", "-m", "move"});
    const ProcessRun fetch =
        spawn_run({kGit, "-C", (r / "git-file").string(), "fetch", "-q"}, {}, true);
    const ProcessRun reset = spawn_run(
        {kGit, "-C", (r / "git-file").string(), "reset", "-q", "--hard", "origin/HEAD"}, {}, true);
    git_fetch.add({fetch.ms + reset.ms, fetch.cpu_ms + reset.cpu_ms, 0});
    mind_sync.add(spawn_run({mind, "sync"}, env, true));
    fs::remove_all(r);
  }
  std::printf("local clone of %s, %d rounds (medians)\n", given.string().c_str(), rounds);
  print("git clone --no-hardlinks (baseline)", git_copy, nullptr);
  print("git clone file://", git_file, &git_copy);
  print("git clone <path> (hardlinks)", git_path, &git_copy);
  print("mind meld file:// --register-only", mind_clone, &git_copy);
  print("  the same against git clone file://", mind_clone, &git_file);
  print("git fetch + reset --hard (baseline)", git_fetch, nullptr);
  print("mind sync", mind_sync, &git_fetch);
  fs::remove_all(work);
  return 0;
}
