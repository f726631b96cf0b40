#include "discovery/js/name_table.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <deque>
#include <map>
#include <random>
#include <string>
#include <utility>

namespace mind::discovery::js::module {
namespace {

// The table answers like a map under any mix of sets and erases: the
// backward shift of an erase never loses an entry that probed past it.
TEST(JsNameTable, AgreesWithAMapUnderSetsExchangesAndErases) {
  NameTable table;
  std::map<std::pair<std::uint32_t, std::string>, std::uint64_t> reference;
  std::deque<std::string> names;  // the table keeps views: the names must stay put
  for (int i = 0; i < 3000; ++i) names.push_back("n" + std::to_string(i % 1500));
  std::mt19937 random(33);
  for (int step = 0; step < 60000; ++step) {
    const std::string& name = names[random() % names.size()];
    const std::uint32_t space = random() % 7;
    const std::uint64_t value = 1 + random() % 1000;
    switch (random() % 4) {
      case 0: {  // exchange answers what get would have, then holds the new value
        const auto found = reference.find({space, name});
        EXPECT_EQ(table.exchange(space, name, value), found == reference.end() ? 0 : found->second);
        reference[{space, name}] = value;
        break;
      }
      case 1:
      case 2: {
        const bool fresh = reference.find({space, name}) == reference.end();
        EXPECT_EQ(table.set(space, name, value), fresh);
        reference[{space, name}] = value;
        break;
      }
      default:
        table.erase(space, name);
        reference.erase({space, name});
    }
    if (step % 997 == 0) {
      for (const auto& [key, expected] : reference) {
        ASSERT_EQ(table.get(key.first, key.second), expected) << key.second << " in " << key.first;
      }
    }
  }
  std::size_t visited = 0;
  table.for_each([&](std::uint32_t space, std::string_view name, std::uint64_t value) {
    ++visited;
    EXPECT_EQ((reference[{space, std::string(name)}]), value);
  });
  EXPECT_EQ(visited, reference.size());
  EXPECT_EQ(table.get(99, "absent"), 0u);
}

}  // namespace
}  // namespace mind::discovery::js::module
