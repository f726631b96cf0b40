// The stage-ahead worker on real temp dirs: it stages each input where the
// transaction would, hands over the hash or the error, removes what nobody
// took; and a batch learn that stops or skips leaves no staged copy behind.

#include "install/stage_ahead.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "discovery/scan.hpp"
#include "install/input_stage.hpp"
#include "install/learn.hpp"
#include "install/meld.hpp"
#include "install/test_home.hpp"
#include "store/content_hash.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using discovery::Kind;
using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

std::string skill_name(int i) { return "s" + std::to_string(100 + i); }

struct Batch {
  TempDir dir;
  store::MindPaths paths{dir / ".mind"};
  fs::path source = dir / "src";
  discovery::Catalog catalog;
  std::vector<InstallInput> inputs;

  // `count` skills; the one at `bad` (if any) names an item that does not exist.
  explicit Batch(int count, int bad = -1) {
    for (int i = 0; i < count; ++i) {
      const std::string body = i == bad ? "see {{ns:nothing-here}}" : "body " + std::to_string(i);
      write_file(source / "skills" / skill_name(i) / "SKILL.md",
                 "---\ndescription: d\n---\n" + body + "\n");
    }
    catalog = discovery::scan_source(source);
    std::sort(catalog.items.begin(), catalog.items.end(),
              [](const auto& a, const auto& b) { return a.bare_name < b.bare_name; });
    for (const auto& item : catalog.items) {
      InstallInput input;
      input.item = &item;
      input.effective_name = item.bare_name;
      input.source_name = "local/x/src";
      inputs.push_back(std::move(input));
    }
  }

  std::vector<StagingInput> staging_inputs() const {
    std::vector<StagingInput> out;
    for (const InstallInput& input : inputs) out.push_back(staging_input(input));
    return out;
  }

  std::string staging(std::size_t i) const {
    return tmp_area_path(paths, "staging", Kind::skill, inputs[i].effective_name);
  }
};

TEST(StageAhead, StagesEachItemWhereTheTransactionWouldAndHandsOverItsHash) {
  Batch b(10);
  std::vector<std::string> hashes;
  {
    StageAhead ahead(b.paths, b.staging_inputs());
    ahead.start();
    for (std::size_t i = 0; i < b.inputs.size(); ++i) {
      const std::optional<std::string> hash = ahead.take(i, b.staging(i));
      ASSERT_TRUE(hash.has_value());
      hashes.push_back(*hash);
    }
  }
  for (std::size_t i = 0; i < b.inputs.size(); ++i) {
    // The source's hash, and the copy at the transaction's staging path.
    // spec: LIFE-15
    EXPECT_EQ(hashes[i], store::hash_item_tree(b.inputs[i].item->path));
    EXPECT_EQ(read_file(fs::path(b.staging(i)) / "SKILL.md"),
              read_file(b.inputs[i].item->path / "SKILL.md"));  // taken: the caller's now
  }
}

TEST(StageAhead, RemovesEveryStagedCopyNobodyTook) {
  Batch b(12);
  {
    StageAhead ahead(b.paths, b.staging_inputs());
    ahead.start();
    ASSERT_TRUE(ahead.take(3, b.staging(3)).has_value());  // the worker is past 3 here
  }
  for (std::size_t i = 0; i < b.inputs.size(); ++i) {
    EXPECT_EQ(fs::exists(b.staging(i)), i == 3) << b.staging(i);
  }
}

TEST(StageAhead, ThrowsAnItemsStagingErrorAtItsTakeAndStagesTheRest) {
  Batch b(9, 4);
  StageAhead ahead(b.paths, b.staging_inputs());
  ahead.start();
  for (std::size_t i = 0; i < b.inputs.size(); ++i) {
    if (i != 4) {
      EXPECT_TRUE(ahead.take(i, b.staging(i)).has_value());
      continue;
    }
    try {
      ahead.take(i, b.staging(i));
      ADD_FAILURE() << "expected bad-reference";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::bad_reference);  // spec: NS-12
    }
  }
}

TEST(StageAhead, LeavesTheItemToItsTransactionWhenNotStartedOrAskedForAnotherPlace) {
  Batch b(8);
  StageAhead idle(b.paths, b.staging_inputs());
  EXPECT_FALSE(idle.take(0, b.staging(0)).has_value());
  StageAhead ahead(b.paths, b.staging_inputs());
  ahead.start();
  EXPECT_FALSE(ahead.take(1, b.staging(2)).has_value());
  EXPECT_FALSE(ahead.take(b.inputs.size(), b.staging(0)).has_value());
}

// A batch of many items through learn, with the worker on (StageAhead::kFromItems).
struct BigHome : testing::TestHome {
  static constexpr int kSkills = 14;
  BigHome() {
    for (int i = 0; i < kSkills; ++i) write_skill(skill_name(i), "body");
  }
  Session melded() const {
    Session s = open();
    MeldRequest request;
    request.spec = source.string();
    meld(s, request);
    return s;
  }
  // Nothing staged is left: at most the kind's folder, empty.
  bool staging_is_empty() const {
    const fs::path kind = paths.root / ".tmp/staging/skill";
    return !fs::exists(kind) || fs::is_empty(kind);
  }
};

// The user's file is untouched; what landed stays recorded.
// spec: LIFE-41
// spec: LIFE-2
TEST(StageAhead, ABatchStoppedByAnOccupiedLinkLeavesNoStagedCopy) {
  BigHome h;
  write_file(h.lobe / "skills" / skill_name(6), "the user's own file");
  Session s = h.melded();
  std::vector<std::string> refs;
  refs.reserve(BigHome::kSkills);
  for (int i = 0; i < BigHome::kSkills; ++i) refs.push_back("skill:" + skill_name(i));
  try {
    learn(s, {refs});
    ADD_FAILURE() << "expected link-occupied";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::link_occupied);
  }
  EXPECT_EQ(read_file(h.lobe / "skills" / skill_name(6)), "the user's own file");
  EXPECT_TRUE(h.staging_is_empty());
  const Session after = h.open();
  for (int i = 0; i < BigHome::kSkills; ++i) {
    const bool landed = after.manifest.find("skill:" + skill_name(i)) != nullptr;
    EXPECT_EQ(landed, fs::exists(h.paths.root / "store/skill" / skill_name(i))) << i;
    EXPECT_FALSE(fs::exists(h.paths.root / "store/skill" / skill_name(6)));
  }
}

// spec: CLI-157 (an installed item is skipped, the rest installed)
TEST(StageAhead, ABatchThatSkipsAnInstalledItemRemovesItsStagedCopy) {
  BigHome h;
  Session s = h.melded();
  learn(s, {{"skill:" + skill_name(9)}});
  const std::string stored = read_file(h.paths.root / "store/skill" / skill_name(9) / "SKILL.md");
  LearnRequest request;
  request.refs = {s.registry.sources.front().name};
  request.all = true;
  const LearnOutcome out = learn(s, request);
  EXPECT_EQ(out.installed.size(), static_cast<std::size_t>(BigHome::kSkills + 2 - 1));
  EXPECT_EQ(read_file(h.paths.root / "store/skill" / skill_name(9) / "SKILL.md"), stored);
  EXPECT_TRUE(fs::is_symlink(h.lobe / "skills" / skill_name(10)));
  EXPECT_TRUE(h.staging_is_empty());
}

}  // namespace
}  // namespace mind::install
