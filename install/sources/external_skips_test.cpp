#include "install/sources/external_skips.hpp"

#include <gtest/gtest.h>

namespace mind::install {
namespace {

ExternalSkip skip(const std::string& file, const std::string& name, const std::string& reason,
                  bool untried = false) {
  return {file, name, reason, untried, "skipped marketplace entry '" + name + "' of " + file};
}

// spec: MKT-7
// spec: DSC-79
TEST(ExternalSkips, ManyEntriesOfOneFileAreOneLineNamingAFewAndWhy) {
  std::vector<ExternalSkip> skips{skip("m.json", "a", "network_unreachable")};
  for (const char* n : {"b", "c", "d", "e"})
    skips.push_back(skip("m.json", n, "network_unreachable", true));
  const std::vector<std::string> lines = external_skip_lines(skips, false);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0],
            "skipped 5 external plugins listed in 'm.json' ('a', 'b', 'c' and 2 more): the network "
            "is unreachable (a clone could not reach its host, so 4 others were not tried); -v "
            "lists each");
}

// spec: DSC-79
TEST(ExternalSkips, CausesAreCountedApartAndEachFileHasItsLine) {
  const std::vector<ExternalSkip> skips{
      skip("m.json", "a", "clone_failure"), skip("n.json", "z", "clone_failure"),
      skip("m.json", "b", "auth_failure"), skip("m.json", "c", "clone_failure")};
  const std::vector<std::string> lines = external_skip_lines(skips, false);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0],
            "skipped 3 external plugins listed in 'm.json' ('a', 'b', 'c'): 1 asked for "
            "credentials; 2 could not be cloned or scanned; -v lists each");
  EXPECT_EQ(lines[1], "skipped marketplace entry 'z' of n.json");  // one alone keeps its line
}

// spec: MKT-7
TEST(ExternalSkips, EachListsEveryEntryInOrder) {
  const std::vector<ExternalSkip> skips{skip("m.json", "a", "network_unreachable"),
                                        skip("m.json", "b", "network_unreachable", true)};
  const std::vector<std::string> lines = external_skip_lines(skips, true);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "skipped marketplace entry 'a' of m.json");
  EXPECT_EQ(lines[1], "skipped marketplace entry 'b' of m.json");
  EXPECT_TRUE(external_skip_lines({}, false).empty());
}

}  // namespace
}  // namespace mind::install
