#include "store/checkout.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "tests/support/git_repo.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::TempDir;

const GitContext kCtx{"local/test/repo", false};

std::string error_kind_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return std::string(e.slug());
  }
  return "";
}

struct Fixture {
  TempDir tmp;
  MindPaths paths{tmp / "mind"};
  GitRepo upstream{tmp / "up" / "repo"};
};

// spec: STO-70
TEST(Checkout, CloneLeafEncodesAliasAndItemPath) {
  Source s;
  s.repo = "kit";
  EXPECT_EQ(clone_leaf(s), "kit");
  s.as_alias = "team";
  EXPECT_EQ(clone_leaf(s), "kit@team");
  s.item_path = "skills/a%b";
  EXPECT_EQ(clone_leaf(s), "kit#skills%2Fa%25b@team");
  s.item_path = std::string(200, 'x');
  EXPECT_EQ(clone_leaf(s).size(), std::string("kit#").size() + 16 + std::string("@team").size());
}

// spec: STO-69
TEST(Checkout, UnconfinedClonePathIsRefused) {
  MindPaths paths{"/m"};
  Source s;
  s.name = "evil";
  s.host = "local";
  s.owner = "..";
  s.repo = "..";
  EXPECT_EQ(error_kind_of([&] { clone_path(paths, s); }), "unsafe-clone-path");
  s.owner = "a";
  s.repo = "b";
  EXPECT_EQ(clone_path(paths, s), fs::path("/m/sources/local/a/b"));
}

// spec: CLI-18
TEST(Checkout, DefaultBranchThatIsNotMainIsCloned) {
  TempDir tmp;
  GitRepo up(tmp / "up" / "repo", "trunk");
  const std::string tip = up.commit_skill("a");
  MindPaths paths{tmp / "mind"};
  StagedClone staged(paths, up.url(), Pin{}, std::nullopt, kCtx);
  EXPECT_EQ(staged.point().commit, tip);
  EXPECT_EQ(staged.point().pin.kind, Pin::Kind::default_branch);
  EXPECT_TRUE(fs::exists(staged.dir() / "skills/a/SKILL.md"));
  const fs::path stage = staged.dir();
  EXPECT_TRUE(stage.string().starts_with(paths.tmp().string()));
}

// spec: CLI-200
TEST(Checkout, FreezingResolvesToARefPin) {
  Fixture f;
  const std::string first = f.upstream.commit_skill("a");
  f.upstream.git("tag v1");
  f.upstream.commit_skill("b");
  StagedClone staged(f.paths, f.upstream.url(), Pin{}, parse_pin_request("v1"), kCtx);
  EXPECT_EQ(staged.point().pin.kind, Pin::Kind::ref);
  EXPECT_EQ(staged.point().pin.value, first);
  EXPECT_FALSE(fs::exists(staged.dir() / "skills/b"));
  StagedClone head(f.paths, f.upstream.url(), Pin{}, parse_pin_request("HEAD"), kCtx);
  EXPECT_EQ(head.point().pin.value, f.upstream.head());
  StagedClone by_sha(f.paths, f.upstream.url(), Pin{}, parse_pin_request(first.substr(0, 10)),
                     kCtx);
  EXPECT_EQ(by_sha.point().commit, first);
}

// spec: CLI-18
TEST(Checkout, UnresolvablePinIsAGitErrorAndLeavesNoStage) {
  Fixture f;
  f.upstream.commit_skill("a");
  EXPECT_EQ(error_kind_of([&] {
              StagedClone s(f.paths, f.upstream.url(), Pin{}, parse_pin_request("tag=nope"), kCtx);
            }),
            "git");
  EXPECT_TRUE(fs::is_empty(f.paths.tmp()));
}

TEST(Checkout, UnreachableUrlIsAGitErrorNamingTheSource) {
  TempDir tmp;
  MindPaths paths{tmp / "mind"};
  try {
    StagedClone s(paths, "file://" + (tmp / "missing").string(), Pin{}, std::nullopt, kCtx);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::git);
    EXPECT_NE(std::string(e.what()).find("local/test/repo"), std::string::npos);
  }
}

// spec: CLI-55
TEST(Checkout, SyncMovesABranchFollowsAForcePushAndKeepsATag) {
  Fixture f;
  const std::string first = f.upstream.commit_skill("a");
  f.upstream.git("tag v1");
  const fs::path branch_dir = f.tmp / "branch-clone";
  const fs::path tag_dir = f.tmp / "tag-clone";
  {
    StagedClone b(f.paths, f.upstream.url(), Pin{}, parse_pin_request("branch=main"), kCtx);
    b.move_into_place(branch_dir);
    StagedClone t(f.paths, f.upstream.url(), Pin{}, parse_pin_request("tag=v1"), kCtx);
    t.move_into_place(tag_dir);
  }
  const Pin branch_pin{Pin::Kind::follow_branch, "main"};
  const Pin tag_pin{Pin::Kind::tag, "v1"};
  const std::string second = f.upstream.commit_skill("b");
  EXPECT_EQ(update_clone(branch_dir, branch_pin, std::nullopt, kCtx).commit, second);
  EXPECT_EQ(update_clone(tag_dir, tag_pin, std::nullopt, kCtx).commit, first);
  EXPECT_TRUE(fs::exists(branch_dir / "skills/b"));
  EXPECT_FALSE(fs::exists(tag_dir / "skills/b"));

  // A force-push rewrites main; the branch clone follows it.
  f.upstream.git("reset -q --hard " + first);
  const std::string rewritten = f.upstream.commit_skill("c");
  EXPECT_EQ(update_clone(branch_dir, branch_pin, std::nullopt, kCtx).commit, rewritten);
  EXPECT_FALSE(fs::exists(branch_dir / "skills/b"));
  // A moved tag is followed (CLI-55).
  f.upstream.git("tag -f v1 " + rewritten);
  EXPECT_EQ(update_clone(tag_dir, tag_pin, std::nullopt, kCtx).commit, rewritten);
}

// spec: DSC-66
TEST(Checkout, HandEditedPinValueIsRefusedBeforeGitWork) {
  Fixture f;
  f.upstream.commit_skill("a");
  const Pin evil{Pin::Kind::follow_branch, "--upload-pack=touch /tmp/x"};
  EXPECT_EQ(
      error_kind_of([&] { StagedClone s(f.paths, f.upstream.url(), evil, std::nullopt, kCtx); }),
      "invalid-ref");
}

TEST(Checkout, SweepRemovesOnlyCloneStages) {
  TempDir tmp;
  MindPaths paths{tmp / "mind"};
  fs::create_directories(paths.tmp() / "clone-abc/x");
  fs::create_directories(paths.tmp() / "staging");
  sweep_stale_stages(paths);
  EXPECT_FALSE(fs::exists(paths.tmp() / "clone-abc"));
  EXPECT_TRUE(fs::exists(paths.tmp() / "staging"));
}

}  // namespace
}  // namespace mind::store
