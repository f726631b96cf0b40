#include "reporting/json_render.hpp"

#include <gtest/gtest.h>

namespace mind::reporting {

// spec: CLI-153
// spec: CLI-168
TEST(JsonRender, MutationOmitsEmptyFields) {
  MutationResult r;
  r.action = "learn";
  r.target = "skill:x";
  r.outcome = "installed";
  r.installed = {"skill:x"};
  const std::string doc = mutation_json(r);
  EXPECT_NE(doc.find("\"schema\": 1"), std::string::npos);
  EXPECT_NE(doc.find("\"installed\": ["), std::string::npos);
  EXPECT_EQ(doc.find("removed"), std::string::npos);
}

// spec: WF-62 (when_to_use present only when declared)
TEST(JsonRender, ProbeRowsCarryStructuralIdentity) {
  ProbeRow wf{{"local/a/b", "workflow", "release", "jk"}, false, {}, "Ship", "after merge", {}};
  ProbeRow skill{{"local/a/b", "skill", "review", ""}, true, "xxh3-128:00", "Review", {}, {}};
  const std::string doc = probe_json({wf, skill});
  EXPECT_NE(doc.find("\"effective_name\": \"jk:release\""), std::string::npos);
  EXPECT_NE(doc.find("\"bare_name\": \"release\""), std::string::npos);
  EXPECT_NE(doc.find("\"prefix\": null"), std::string::npos);
  EXPECT_EQ(doc.find("when_to_use"), doc.rfind("when_to_use"));  // only the workflow row
  EXPECT_NE(doc.find("\"when_to_use\": \"after merge\""), std::string::npos);
}

}  // namespace mind::reporting
