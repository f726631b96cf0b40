/// In-process benchmark of the workflow meta reader (WF-5, WF-7).
///
/// Builds a 512 KiB workflow in memory (the declaration at the top, then a
/// large body) and times `read_workflow_meta` on it against a same-run
/// baseline that only memchr-scans the whole buffer. The reader should cost a
/// tiny fraction of the baseline, because it stops right after the
/// declaration. A second case puts a statement before the declaration, so the
/// reader scans the whole file to choose its reason: that is the worst case
/// and should stay within a small multiple of the baseline (linear time).
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "discovery/meta_reader.hpp"

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kWorkflowSize = 512 * 1024;

std::string build_workflow(std::string_view head) {
  std::string file(head);
  const std::string_view step =
      "await phase('review', async () => {\n"
      "  const found = await agent(`Review ${file} for /[a-z]+/ patterns`, { model: 'x' });\n"
      "  log(found.length > 0 ? 'issues' : 'clean'); // keep going\n"
      "});\n";
  while (file.size() + step.size() <= kWorkflowSize) file += step;
  file.append(kWorkflowSize - file.size(), '\n');
  return file;
}

// Keeps the optimizer from discarding a result.
volatile std::size_t g_sink = 0;

template <typename Work>
double nanoseconds_per_call(int iterations, Work work) {
  const Clock::time_point start = Clock::now();
  for (int i = 0; i < iterations; ++i) g_sink = g_sink + work();
  const std::chrono::duration<double, std::nano> elapsed = Clock::now() - start;
  return elapsed.count() / iterations;
}

std::size_t memchr_scan(std::string_view buffer) {
  // Looks for a byte the buffer does not contain, so it reads every byte.
  const void* found = std::memchr(buffer.data(), '\x01', buffer.size());
  return found == nullptr ? buffer.size() : 0;
}

void report(const char* label, const std::string& file, int iterations) {
  const mind::discovery::WorkflowMeta meta = mind::discovery::read_workflow_meta(file);
  const double reader_ns = nanoseconds_per_call(
      iterations, [&] { return mind::discovery::read_workflow_meta(file).bytes_examined; });
  const double baseline_ns = nanoseconds_per_call(iterations, [&] { return memchr_scan(file); });
  std::printf("case: %s\n", label);
  std::printf("  file bytes: %zu\n", file.size());
  std::printf("  verdict: %s%s, bytes examined: %zu, needed_more_input: %s\n",
              meta.status == mind::discovery::MetaStatus::ok ? "ok" : "invalid ",
              std::string(mind::discovery::to_slug(meta.reason)).c_str(), meta.bytes_examined,
              meta.needed_more_input ? "true" : "false");
  std::printf("  read_workflow_meta: %.1f ns/call (%d iterations)\n", reader_ns, iterations);
  std::printf("  memchr baseline:    %.1f ns/call\n", baseline_ns);
  std::printf("  ratio reader/baseline: %.4f\n", reader_ns / baseline_ns);
  std::printf("  reader throughput over bytes examined: %.1f MB/s\n",
              meta.bytes_examined / reader_ns * 1e3);
}

}  // namespace

int main() {
  const std::string with_meta_first = build_workflow(
      "export const meta = {\n"
      "  name: 'review',\n"
      "  description: 'Review changed files across dimensions',\n"
      "  whenToUse: 'after a change',\n"
      "  phases: ['scan', 'review', 'report'],\n"
      "};\n\n");
  report("declaration first (common case)", with_meta_first, 20000);

  const std::string with_statement_first = build_workflow(
      "import { helper } from './helper.js'\n"
      "export const other = 1\n");
  report("no declaration: full reason scan (worst case)", with_statement_first, 200);
  return 0;
}
