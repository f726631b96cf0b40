#include "install/lobes/lobe_target.hpp"

#include <gtest/gtest.h>

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
TEST(LobeTarget, EveryPresetAdmitsSkillsOnly) {
  for (const LobePreset& p : lobe_presets()) {
    EXPECT_EQ(p.kinds, std::vector<Kind>{Kind::skill}) << p.name;
  }
  TempDir base;
  const store::LobeSpec spec =
      resolve_lobe_target({base.path().string(), "windsurf", std::nullopt});
  EXPECT_EQ(spec.path, (base / ".windsurf").string());
  EXPECT_EQ(spec.kinds, std::vector<Kind>{Kind::skill});
}

// spec: HARN-10
TEST(LobeTarget, SubdirIsSkillOnlyAndTheErrorsAreNamed) {
  TempDir base;
  const store::LobeSpec spec = resolve_lobe_target({base.path().string(), std::nullopt, ".cursor"});
  EXPECT_EQ(spec.path, (base / ".cursor").string());
  EXPECT_EQ(spec.kinds, std::vector<Kind>{Kind::skill});
  EXPECT_EQ(kind_of([] { resolve_lobe_target({}); }), "lobe-target-required");
  EXPECT_EQ(kind_of([] {
              resolve_lobe_target({std::nullopt, "cursor", std::nullopt});
            }),
            "unknown-preset");
  EXPECT_EQ(kind_of([&] {
              resolve_lobe_target({(base / "no").string(), "gemini", std::nullopt});
            }),
            "lobe-base-missing");
  const store::LobeSpec bare =
      resolve_lobe_target({(base / "p/.claude").string(), std::nullopt, std::nullopt});
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
