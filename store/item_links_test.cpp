#include "store/item_links.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

namespace fs = std::filesystem;
using mind::testing::TempDir;
using mind::testing::write_file;

// An item folder `item/` inside a temporary root, so a link can point beside it.
struct Item {
  TempDir root;
  fs::path dir = root / "item";
  Item() { write_file(dir / "SKILL.md", "s"); }
  void link(const std::string& target, const std::string& rel) {
    fs::create_directories((dir / rel).parent_path());
    fs::create_symlink(target, dir / rel);
  }
  std::optional<std::string> refusal(const std::string& rel,
                                     const std::vector<std::string>& ignore = {}) const {
    const Fd fd = open_directory(dir);
    const auto entries = item_entries(list_tree(fd, dir, 128), ignore);
    return link_refusal(fd, entries, rel);
  }
};

// spec: LIFE-42 (amended, issue 43: a link resolving inside the same item installs)
TEST(ItemLinks, ALinkResolvingInsideTheItemIsAccepted) {
  Item item;
  write_file(item.dir / "AGENTS.md", "a");
  write_file(item.dir / "sub/deep/notes.md", "n");
  item.link("AGENTS.md", "CLAUDE.md");
  item.link("./AGENTS.md", "dot.md");
  item.link("../CLAUDE.md", "sub/two-hops.md");     // through another link
  item.link("sub/deep", "deep");                    // a folder
  item.link("../deep/notes.md", "sub/via-dir.md");  // through a folder link
  item.link("sub/../AGENTS.md", "updown.md");
  for (const char* rel :
       {"CLAUDE.md", "dot.md", "sub/two-hops.md", "deep", "sub/via-dir.md", "updown.md"}) {
    EXPECT_EQ(item.refusal(rel), std::nullopt) << rel;
  }
}

// spec: LIFE-42 (a link that leaves the item stays refused)
TEST(ItemLinks, ALinkLeavingTheItemIsRefusedEvenWhenItComesBack) {
  Item item;
  write_file(item.root / "outside.md", "o");
  item.link("../outside.md", "out.md");
  item.link("../item/SKILL.md", "back.md");  // leaves, even to come back: the store copy moves
  item.link("out.md", "via-out.md");
  EXPECT_EQ(item.refusal("out.md"),
            "it is a symlink to '../outside.md', which leads out of the item");
  EXPECT_NE(item.refusal("back.md"), std::nullopt);
  EXPECT_NE(item.refusal("via-out.md")->find("which leads out of the item"), std::string::npos);
}

TEST(ItemLinks, AbsoluteDanglingLoopingAndIgnoredTargetsAreRefused) {
  Item item;
  item.link((item.dir / "SKILL.md").string(), "absolute.md");
  item.link("missing.md", "dangling.md");
  item.link("a.md", "b.md");
  item.link("b.md", "a.md");
  item.link(".", "self");
  item.link("..", "sub/parent");
  item.link("SKILL.md/x", "through-file.md");
  write_file(item.dir / "secret.md", "s");
  item.link("secret.md", "to-ignored.md");
  EXPECT_NE(item.refusal("absolute.md")->find("absolute path"), std::string::npos);
  EXPECT_EQ(item.refusal("absolute.md")->find(item.root.path().string()), std::string::npos);
  EXPECT_NE(item.refusal("dangling.md")->find("names nothing the item installs"),
            std::string::npos);
  EXPECT_NE(item.refusal("a.md")->find("which loops"), std::string::npos);
  EXPECT_NE(item.refusal("self")->find("holds the link itself"), std::string::npos);
  EXPECT_NE(item.refusal("sub/parent")->find("holds the link itself"), std::string::npos);
  EXPECT_NE(item.refusal("through-file.md")->find("names nothing"), std::string::npos);
  EXPECT_EQ(item.refusal("to-ignored.md"), std::nullopt);
  // IGN-10: what `ignore` leaves out is not in the item, so a link to it dangles.
  EXPECT_NE(item.refusal("to-ignored.md", {"secret.md"}), std::nullopt);
}

TEST(ItemLinks, AHostileTargetIsShownSanitized) {
  Item item;
  item.link("../\x1b[31mred", "esc.md");
  const auto why = item.refusal("esc.md");
  ASSERT_TRUE(why);
  EXPECT_EQ(why->find('\x1b'), std::string::npos) << *why;
}

}  // namespace
}  // namespace mind::store
