#include "core/reserved_words.hpp"

#include <gtest/gtest.h>

namespace mind {

// spec: NS-25 (kind words), NS-29 (the append-only list)
TEST(ReservedWords, KindWordsAndTheAppendOnlyList) {
  for (std::string_view w : {"skill", "agent", "rule", "command", "tool", "workflow"}) {
    EXPECT_TRUE(is_kind_word(w)) << w;
    EXPECT_TRUE(is_reserved_word(w)) << w;
  }
  for (std::string_view w : {"hook", "mcp", "plugin", "prompt", "mode", "output-style"}) {
    EXPECT_FALSE(is_kind_word(w)) << w;
    EXPECT_TRUE(is_reserved_word(w)) << w;
  }
  EXPECT_FALSE(is_reserved_word("team"));
  EXPECT_FALSE(is_reserved_word("Skill"));  // case-sensitive, as refs are
}

}  // namespace mind
