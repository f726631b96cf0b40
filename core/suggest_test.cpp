#include "core/suggest.hpp"

#include <gtest/gtest.h>

namespace mind {
namespace {

TEST(EditDistance, CountsInsertsDeletesSubstitutionsAndSwaps) {
  EXPECT_EQ(edit_distance("meld", "meld"), 0u);
  EXPECT_EQ(edit_distance("meldd", "meld"), 1u);
  EXPECT_EQ(edit_distance("mld", "meld"), 1u);
  EXPECT_EQ(edit_distance("mend", "meld"), 1u);
  EXPECT_EQ(edit_distance("pfd", "pdf"), 1u);  // a swap of two neighbours
  EXPECT_EQ(edit_distance("", "abc"), 3u);
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
}

TEST(ClosestNames, PicksTheCloseOnesClosestFirst) {
  const std::vector<std::string> verbs = {"meld", "probe", "learn", "recall", "forget", "unmeld"};
  EXPECT_EQ(closest_names("meldd", verbs), (std::vector<std::string>{"meld"}));
  EXPECT_EQ(closest_names("lern", verbs), (std::vector<std::string>{"learn"}));
  EXPECT_TRUE(closest_names("zzzzzz", verbs).empty());
  // the name itself is never suggested
  EXPECT_EQ(closest_names("meld", verbs), (std::vector<std::string>{"unmeld"}));
}

TEST(ClosestNames, IgnoresThePrefixAndCase) {
  const std::vector<std::string> items = {"document-skills:pdf", "document-skills:docx",
                                          "example-skills:xlsx", "pptx"};
  EXPECT_EQ(closest_names("pfd", items), (std::vector<std::string>{"document-skills:pdf"}));
  EXPECT_EQ(closest_names("PDF2", items), (std::vector<std::string>{"document-skills:pdf"}));
  EXPECT_EQ(closest_names("document-skills:pfd", items),
            (std::vector<std::string>{"document-skills:pdf"}));
}

TEST(ClosestNames, TheStartOfANameComesAfterTheTypos) {
  const std::vector<std::string> items = {"p:hello", "help"};
  EXPECT_EQ(closest_names("hel", items), (std::vector<std::string>{"help", "p:hello"}));
}

TEST(ClosestNames, AtMostTheLimit) {
  const std::vector<std::string> names = {"aa1", "aa2", "aa3", "aa4", "aa3"};
  EXPECT_EQ(closest_names("aa", names).size(), 3u);
  EXPECT_EQ(closest_names("aa", names, 1).size(), 1u);
}

TEST(DidYouMean, ListsTheNames) {
  EXPECT_EQ(did_you_mean({}), "");
  EXPECT_EQ(did_you_mean({"meld"}), "; did you mean 'meld'?");
  EXPECT_EQ(did_you_mean({"a", "b", "c"}), "; did you mean 'a', 'b' or 'c'?");
}

}  // namespace
}  // namespace mind
