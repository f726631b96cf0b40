#include "core/path_text.hpp"

#include <gtest/gtest.h>

#include <filesystem>

namespace mind {

// The text join spells a path exactly as std::filesystem's `/` does, so a
// path made either way compares equal as text.
TEST(PathText, JoinsAsThePathOperatorSpellsIt) {
  for (const auto& [base, rel] : std::initializer_list<std::pair<const char*, const char*>>{
           {"/home/u/.mind", "store/skill/a"},
           {"/home/u/.mind/", "store/skill/a"},
           {"/", "skills/a"},
           {"relative/dir", "x.md"},
       }) {
    EXPECT_EQ(path_join(base, rel), (std::filesystem::path(base) / rel).native()) << base;
  }
  EXPECT_EQ(path_join("", "a/b"), "a/b");
}

}  // namespace mind
