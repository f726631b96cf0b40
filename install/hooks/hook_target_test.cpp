// resolve_hook_target (HOOK-105): which reading a `hooks run|list` target gets.
// Only the registry and the manifest are read, so the session is built in memory.

#include "install/hooks/hook_target.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

namespace mind::install {
namespace {

// An item-link instance `local/x/kit#probe` beside the whole source
// `local/x/kit`, which installed a skill `probe`.
Session two_readings() {
  Session s;
  for (const char* name : {"local/x/kit", "local/x/kit#probe"}) {
    store::Source source;
    source.name = name;
    source.host = "local";
    source.owner = "x";
    source.repo = "kit";
    s.registry.sources.push_back(source);
  }
  store::InstalledItem probe;
  probe.kind = discovery::Kind::skill;
  probe.name = probe.bare_name = "probe";
  probe.source = "local/x/kit";
  s.manifest.items.emplace(probe.key(), probe);
  return s;
}

// spec: HOOK-105
TEST(HookTarget, AnIdentityThatAlsoReadsAsAnInstalledItemIsAmbiguous) {
  const Session s = two_readings();
  try {
    resolve_hook_target(s, "local/x/kit#probe");
    FAIL() << "expected ambiguous-hook-target";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::ambiguous_hook_target);
    EXPECT_NE(std::string(e.what()).find("source:local/x/kit#probe"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("local/x/kit#skill:probe"), std::string::npos);
  }
}

// spec: HOOK-105
TEST(HookTarget, SourcePrefixForcesTheSourceAndAKindForcesTheItem) {
  const Session s = two_readings();
  const HookTarget source = resolve_hook_target(s, "source:local/x/kit#probe");
  EXPECT_EQ(source.sources, std::vector<std::string>{"local/x/kit#probe"});
  EXPECT_FALSE(source.is_item());
  const HookTarget item = resolve_hook_target(s, "local/x/kit#skill:probe");
  EXPECT_EQ(item.item_keys, std::vector<std::string>{"skill:probe"});
  const HookTarget plain = resolve_hook_target(s, "kit");  // no `#`: a source selector
  EXPECT_EQ(plain.sources, std::vector<std::string>{"local/x/kit"});
  const HookTarget by_ref = resolve_hook_target(s, "kit#probe");  // not an identity: an item
  EXPECT_EQ(by_ref.item_keys, std::vector<std::string>{"skill:probe"});
}

}  // namespace
}  // namespace mind::install
