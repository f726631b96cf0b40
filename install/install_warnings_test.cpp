#include "install/install_warnings.hpp"

#include <gtest/gtest.h>

#include "install/meld_operation.hpp"
#include "install/test_home.hpp"

namespace mind::install {
namespace {

using mind::testing::write_file;

// One function for learn and meld: meld --yes says of a plugin's reference
// that points at nothing (decision 18) what learn says.
TEST(InstallWarnings, MeldWarnsOfAPluginReferenceThatPointsAtNothing) {
  testing::TestHome h;
  write_file(h.source / ".claude-plugin/plugin.json", R"({"name": "kit"})");
  write_file(h.source / "commands/c.md",
             "---\ndescription: c\n---\nagent('x', { agentType: 'kit:gone' })\n");
  Session s = h.open();
  MeldOptions o;
  o.request.spec = h.source.string();
  o.asker.yes = true;
  const MeldResult r = run_meld(s, o);
  ASSERT_TRUE(r.learned.has_value());
  ASSERT_EQ(r.workflow_warnings.size(), 1U) << ::testing::PrintToString(r.workflow_warnings);
  EXPECT_NE(r.workflow_warnings[0].find("names 'kit:gone', which plugin 'kit' does not offer"),
            std::string::npos)
      << r.workflow_warnings[0];
  // The same function over the same items says the same again.
  const InstalledBatch batch{&r.melded.catalogs, &r.melded.pending};
  EXPECT_EQ(install_warnings(s, {&batch, 1}, r.learned->installed), r.workflow_warnings);
}

}  // namespace
}  // namespace mind::install
