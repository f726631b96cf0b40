#include "core/phase_timer.hpp"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

#include "core/environment.hpp"

namespace mind {
namespace {

using Clock = std::chrono::steady_clock;

struct Phase {
  std::string name;
  double ms;
};

struct Timings {
  std::mutex mutex;
  Clock::time_point start = Clock::now(), last = start;
  double cpu_before_ms = 0;
  std::vector<Phase> phases;
};

double cpu_ms() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
         (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

Timings& timings() {
  static Timings* t = [] {
    auto* made = new Timings;  // lives to the end of the process: printed at exit
    made->cpu_before_ms = cpu_ms();
    std::atexit([] {
      Timings& all = timings();
      const double total =
          std::chrono::duration<double, std::milli>(Clock::now() - all.start).count();
      std::fprintf(stderr, "mind: timing: %-22s %7.2f ms cpu\n", "before the first mark",
                   all.cpu_before_ms);
      for (const Phase& p : all.phases) {
        std::fprintf(stderr, "mind: timing: %-22s %7.2f ms\n", p.name.c_str(), p.ms);
      }
      std::fprintf(stderr, "mind: timing: %-22s %7.2f ms (%.2f ms cpu in all)\n", "total", total,
                   cpu_ms());
    });
    return made;
  }();
  return *t;
}

}  // namespace

bool phase_timing_enabled() {
  static const bool enabled = env_non_empty(EnvVar::mind_timing).has_value();
  return enabled;
}

void phase_mark(std::string_view what) {
  if (!phase_timing_enabled()) return;
  Timings& t = timings();
  std::lock_guard<std::mutex> lock(t.mutex);
  const Clock::time_point now = Clock::now();
  if (what.empty()) {  // main's first call: the clock starts here
    t.last = now;
    return;
  }
  t.phases.push_back(
      {std::string(what), std::chrono::duration<double, std::milli>(now - t.last).count()});
  t.last = now;
}

}  // namespace mind
