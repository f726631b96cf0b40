#include "store/paths.hpp"

#include <gtest/gtest.h>

namespace mind::store {

// `under` is the text form of `root / rel`: the same spelling, with or
// without a trailing separator on the root (MIND_HOME=/x/ is kept as written
// by lexically_normal), so a link target made from it is recognised as the
// store's by a check built with `/`.
TEST(MindPaths, UnderSpellsWhatSlashSpells) {
  for (const char* root : {"/home/u/.mind", "/home/u/.mind/", "/"}) {
    const MindPaths paths{std::filesystem::path(root)};
    EXPECT_EQ(paths.under("store/skill/pdf"), paths.root / "store/skill/pdf") << root;
    EXPECT_EQ(paths.under("store/skill/pdf").native(), (paths.root / "store/skill/pdf").native())
        << root;
    EXPECT_TRUE(paths.under("store/skill/pdf").native().starts_with(paths.store().native() + "/"))
        << root;
  }
}

}  // namespace mind::store
