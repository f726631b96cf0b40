#include "install/lobes/lobe_target.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/error.hpp"
#include "install/lobes/lobe_presets.hpp"
#include "install/lobes/local_lobe.hpp"
#include "store/paths.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using discovery::Kind;
using mind::testing::TempDir;

std::string kind_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return std::string(e.slug());
  }
  return "";
}

// spec: HARN-4
// spec: WF-12
// spec: HARN-3
TEST(LobeTarget, EveryPresetButClaudeCodeAdmitsSkillsAndAProjectBaseGivesItsProjectFolder) {
  for (const LobePreset& p : lobe_presets()) {
    if (p.name == "claude-code") {
      EXPECT_FALSE(p.global_kinds);  // WF-13: a Claude lobe has no filter
      continue;
    }
    ASSERT_TRUE(p.global_kinds) << p.name;
    EXPECT_NE(std::find(p.global_kinds->begin(), p.global_kinds->end(), Kind::skill),
              p.global_kinds->end())
        << p.name;
    EXPECT_EQ(std::find(p.global_kinds->begin(), p.global_kinds->end(), Kind::rule),
              p.global_kinds->end())
        << p.name;  // HARN-3: rules stay with Claude
  }
  TempDir base;
  const ResolvedLobeTarget t =
      resolve_lobe_target({base.path().string(), "windsurf", std::nullopt});
  EXPECT_EQ(t.spec.path, (base / ".windsurf").string());
  EXPECT_EQ(t.spec.kinds, std::vector<Kind>{Kind::skill});
  EXPECT_TRUE(t.project);
  const ResolvedLobeTarget g = resolve_lobe_target({std::nullopt, "gemini", std::nullopt});
  EXPECT_EQ(g.spec.path, (store::home_dir() / ".gemini").string());  // not .gemini/config
  EXPECT_FALSE(g.project);
}

// spec: HARN-10
TEST(LobeTarget, SubdirIsSkillOnlyAndTheErrorsAreNamed) {
  TempDir base;
  const store::LobeSpec spec =
      resolve_lobe_target({base.path().string(), std::nullopt, ".cursor"}).spec;
  EXPECT_EQ(spec.path, (base / ".cursor").string());
  EXPECT_EQ(spec.kinds, std::vector<Kind>{Kind::skill});
  EXPECT_EQ(kind_of([] { resolve_lobe_target({}); }), "lobe-target-required");
  EXPECT_EQ(kind_of([] {
              resolve_lobe_target({std::nullopt, "no-such-agent", std::nullopt});
            }),
            "unknown-preset");
  EXPECT_EQ(kind_of([&] {
              resolve_lobe_target({(base / "no").string(), "gemini", std::nullopt});
            }),
            "lobe-base-missing");
  const store::LobeSpec bare =
      resolve_lobe_target({(base / "p/.claude").string(), std::nullopt, std::nullopt}).spec;
  EXPECT_FALSE(bare.kinds);  // WF-13: a bare lobe admits every kind
}

// spec: HARN-21
TEST(LocalLobe, DeepestProjectLobeContainingTheCwdWins) {
  TempDir t;
  fs::create_directories(t / "work/app/sub/.claude");
  fs::create_directories(t / "work/app/src");
  std::vector<Lobe> lobes = {{t / "work/app/.windsurf", std::nullopt},
                             {t / "work/app/sub/.claude", std::nullopt}};
  auto hit = project_lobe_for(lobes, t / "work/app/src");
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->path, t / "work/app/.windsurf");
  hit = project_lobe_for(lobes, t / "work/app/sub");
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->path, t / "work/app/sub/.claude");
  EXPECT_FALSE(project_lobe_for(lobes, t / "work"));
}

}  // namespace
}  // namespace mind::install
