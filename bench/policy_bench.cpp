/// In-process benchmark of the managed policy (POL-1, POL-5, POL-10): reading
/// and strictly parsing a policy file with 100 `allow` patterns (the cost every
/// run pays once, when its session opens) and checking 100 source identities
/// against it (what a sync of 100 sources pays). The claim is an absolute bound
/// (under 1 ms per load), shown beside a same-run baseline: reading the same
/// file's bytes with no parse, so the ratio says what the parse adds.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "core/version.hpp"
#include "store/policy.hpp"

namespace {

using Clock = std::chrono::steady_clock;
volatile std::size_t g_sink = 0;

template <typename Work>
double microseconds_per_call(int iterations, Work work) {
  const Clock::time_point start = Clock::now();
  for (int i = 0; i < iterations; ++i) g_sink = g_sink + work();
  const std::chrono::duration<double, std::micro> elapsed = Clock::now() - start;
  return elapsed.count() / iterations;
}

std::string policy_text(int patterns) {
  std::string text =
      "min-mind-version = \"0.1\"\n[sources]\nlock = true\npinned = false\nallow = [\n";
  for (int i = 0; i < patterns; ++i) {
    text += "  \"github.example.com/team-" + std::to_string(i) + "/*\",\n";
  }
  text += "]\n[review]\nrefuse = [\"remote-code\", \"reverse-shell\", \"credential-access\"]\n";
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  const int patterns = argc > 1 ? std::atoi(argv[1]) : 100;
  const int iterations = argc > 2 ? std::atoi(argv[2]) : 2000;
  const std::filesystem::path file = std::filesystem::temp_directory_path() /
                                     ("mind-policy-bench-" + std::to_string(::getpid()) + ".toml");
  std::ofstream(file) << policy_text(patterns);
  const mind::store::PolicyLocation where{file, true};

  const double read_us = microseconds_per_call(iterations, [&] {
    std::ifstream in(file, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str().size();
  });
  const double load_us = microseconds_per_call(iterations, [&] {
    return mind::store::load_policy_at(where, mind::kMindVersion).sources.allow.size();
  });
  const mind::store::Policy policy = mind::store::load_policy_at(where, mind::kMindVersion);
  const double check_us = microseconds_per_call(iterations, [&] {
    std::size_t allowed = 0;
    for (int i = 0; i < 100; ++i) {
      // The last pattern matches the worst-case identity; the others miss all patterns.
      const std::string id = i == 0
                                 ? "github.example.com/team-" + std::to_string(patterns - 1) + "/r"
                                 : "github.com/other-" + std::to_string(i) + "/repo";
      allowed += mind::store::identity_allowed(policy, id) ? 1 : 0;
    }
    return allowed;
  });
  std::filesystem::remove(file);

  std::printf("policy with %d allow patterns, %d iterations\n", patterns, iterations);
  std::printf("  baseline, read the file only: %8.1f us\n", read_us);
  std::printf("  load (read + strict parse):   %8.1f us  (%.1fx baseline)\n", load_us,
              load_us / read_us);
  std::printf("  100 identities checked:       %8.1f us\n", check_us);
  const bool ok = load_us < 1000.0;
  std::printf("  claim: load under 1 ms: %s\n", ok ? "holds" : "FAILS");
  return ok ? 0 : 1;
}
