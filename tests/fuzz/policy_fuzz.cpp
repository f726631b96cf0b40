// libFuzzer target for the managed policy parser (POL-5, POL-21, POL-31, POL-33,
// POL-61..63): a policy file is admin-written, but a broken or doctored one is
// read at every verb. No crash, no exception other than `invalid-policy`, the
// same bytes always give the same answer, and an accepted policy's auto-meld
// pins pass the git ref check.

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/error.hpp"
#include "store/pin.hpp"
#include "store/policy.hpp"

namespace {

// -1: refused; else a digest of what was accepted.
long outcome(std::string_view bytes) {
  try {
    const mind::store::Policy p = mind::store::parse_policy(bytes, "policy.toml", "0.1.0");
    for (const auto& e : p.sources.auto_meld) {
      for (const auto* pin : {&e.tag, &e.ref, &e.follow_branch}) {
        if (*pin && mind::store::unsafe_ref_reason(**pin)) std::abort();  // POL-33
      }
      if (p.sources.pinned && !e.pinned()) std::abort();  // POL-21
    }
    return static_cast<long>(p.sources.allow.size() * 131 + p.sources.auto_meld.size() * 7 +
                             p.review.refuse.size() + (p.sources.lock ? 1 : 0));
  } catch (const mind::Error& e) {
    if (e.kind() != mind::ErrorKind::invalid_policy) std::abort();
    return -1;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  if (outcome(bytes) != outcome(bytes)) std::abort();
  (void)mind::store::validate_policy_text(bytes, "policy.toml", "0.1.0");  // never throws
  for (std::size_t cut = 0; cut < bytes.size() && cut < 64; cut += 7) {
    (void)mind::store::allow_pattern_matches(bytes.substr(0, cut), bytes.substr(cut));
  }
  return 0;
}
