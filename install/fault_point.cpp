#include "install/fault_point.hpp"

#include <unistd.h>

#include <charconv>
#include <cstdlib>
#include <string>

#include "core/environment.hpp"

namespace mind::install {
namespace {

struct FaultSpec {
  std::string step;  // empty: no fault requested
  long remaining = 0;
};

FaultSpec read_spec() {
  FaultSpec spec;
  const auto raw = env_non_empty(EnvVar::mind_fault);
  if (!raw) return spec;
  const std::string_view text(*raw);
  const auto colon = text.rfind(':');
  spec.step = std::string(text.substr(0, colon));
  spec.remaining = 1;
  if (colon != std::string_view::npos) {
    const std::string_view count = text.substr(colon + 1);
    std::from_chars(count.data(), count.data() + count.size(), spec.remaining);
  }
  return spec;
}

}  // namespace

void fault_point(std::string_view step) {
  static FaultSpec spec = read_spec();
  if (spec.step.empty() || spec.step != step) return;
  if (--spec.remaining > 0) return;
  ::_exit(kFaultExitCode);
}

}  // namespace mind::install
