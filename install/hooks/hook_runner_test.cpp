// The pure parts of running hooks: the browse link of a disclosure (HOOK-24)
// and who may abort (HOOK-52, HOOK-83); a real run is in tests/e2e.

#include "install/hooks/hook_runner.hpp"

#include <gtest/gtest.h>

namespace mind::install {
namespace {

// spec: HOOK-24
TEST(HookRunner, ABrowseLinkOnlyForGithubShapedHttpsHosts) {
  EXPECT_EQ(browse_url("https://github.com/o/r.git", "github.com", "o", "r", "abc"),
            "https://github.com/o/r/tree/abc");
  EXPECT_EQ(browse_url("https://gitlab.com/o/r", "gitlab.com", "o", "r", "abc"), std::nullopt);
  EXPECT_EQ(browse_url("https://bitbucket.org/o/r", "bitbucket.org", "o", "r", "abc"),
            std::nullopt);
  EXPECT_EQ(browse_url("git@github.com:o/r.git", "github.com", "o", "r", "abc"), std::nullopt);
  EXPECT_EQ(browse_url("/home/me/kit", "local", "me", "kit", "abc"), std::nullopt);
  EXPECT_EQ(browse_url("https://github.com/o/r", "github.com", "o", "r", ""), std::nullopt);
}

// spec: HOOK-52
// spec: HOOK-83
TEST(HookRunner, OnlyARequiredSourceHookCanAbort) {
  HookSite source_site;
  HookSite item_site;
  item_site.item = "skill:scan";
  const PlannedHook required{"b", "make", false, HookEvent::install, {}, false};
  const PlannedHook optional{"c", "make c", true, HookEvent::install, {}, false};
  EXPECT_TRUE(can_abort(source_site, required));
  EXPECT_FALSE(can_abort(source_site, optional));
  EXPECT_FALSE(can_abort(item_site, required));
}

}  // namespace
}  // namespace mind::install
