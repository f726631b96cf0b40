// The class names a managed policy's `[review]` may list (store/policy) are
// exactly the review risk classes (decision 17): a class added to the scanners
// must be added there too, or a policy could not name it.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "review/risky_content.hpp"
#include "store/policy.hpp"

namespace mind::review {
namespace {

TEST(PolicyClasses, ThePolicyNamesEveryRiskClassAndNoOther) {
  std::vector<std::string> scanners;
  for (std::size_t i = 0; i < kRiskKinds; ++i) {
    scanners.emplace_back(risk_tag(static_cast<RiskKind>(i)));
  }
  std::vector<std::string> policy;
  for (std::string_view c : store::review_risk_classes()) policy.emplace_back(c);
  EXPECT_EQ(policy, scanners);
}

}  // namespace
}  // namespace mind::review
