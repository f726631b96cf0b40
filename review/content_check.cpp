#include "review/content_check.hpp"

#include <string>

#include "review/risky_content.hpp"

namespace mind::review {

std::vector<install::ContentFlag> content_flags(std::string_view text) {
  std::vector<install::ContentFlag> flags;
  for (const RiskHit& hit : find_risky_content(text)) {
    for (const RiskExample& ex : hit.examples) {
      flags.push_back({std::string(risk_tag(hit.kind)), ex.line});
    }
  }
  return flags;
}

}  // namespace mind::review
