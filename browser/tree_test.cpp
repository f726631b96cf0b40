#include "browser/tree.hpp"

#include <gtest/gtest.h>

#include "browser/state.hpp"
#include "browser/test_model.hpp"

namespace mind::browser {
namespace {

std::vector<std::string> ids(const std::vector<Row>& rows) {
  std::vector<std::string> out;
  for (const Row& r : rows) out.push_back(r.id);
  return out;
}

}  // namespace

// spec: UNM-6
TEST(BrowserTree, GroupsSourcesKindsAndItemsNestInOrder) {
  Model model = synthetic_model(2, 4);  // items 0 of each source installed
  Item u;
  u.group = Group::unmanaged;
  u.kind = "skill";
  u.name = "mine";
  u.haystack = "mine";
  model.items.push_back(u);
  const std::vector<Row> rows = visible_rows(model, {}, {});
  ASSERT_FALSE(rows.empty());
  EXPECT_EQ(rows[0].id, "g/installed");
  EXPECT_EQ(rows[0].count, 2u);
  EXPECT_EQ(rows[1].type, RowKind::source);
  EXPECT_EQ(rows[2].type, RowKind::kind);
  EXPECT_EQ(rows[3].type, RowKind::item);
  EXPECT_EQ(rows[3].depth, 3);
  const std::vector<std::string> all = ids(rows);
  const auto unmanaged = std::find(all.begin(), all.end(), "g/unmanaged");
  ASSERT_NE(unmanaged, all.end());
  // Unmanaged has no source level: kind -> item.
  EXPECT_EQ(*(unmanaged + 1), "k/unmanaged//skill");
  EXPECT_EQ(rows.back().item->name, "mine");
}

TEST(BrowserTree, CollapsingHidesChildrenAndTheChoiceOutlivesARebuild) {
  State s;
  s.model = synthetic_model(1, 4, 0);
  s.rebuild();
  const std::size_t open = s.rows.size();
  s.select(find_row(s.rows, "g/available", 0), 20);
  s.toggle(20);
  EXPECT_LT(s.rows.size(), open);
  EXPECT_EQ(s.current()->id, "g/available");
  s.model = synthetic_model(1, 5, 0);  // a refresh: new items, same choice
  s.rebuild();
  EXPECT_FALSE(s.rows[s.selected].expanded);
  EXPECT_EQ(s.current()->id, "g/available");
}

TEST(BrowserTree, ASearchOpensEveryNodeHoldingAMatchAndHidesTheRest) {
  Model model = synthetic_model(3, 400, 0);  // large: sources start closed
  Filter f;
  EXPECT_EQ(visible_rows(model, f, {}).size(), 5u);  // Installed (empty), Available, 3 sources
  f.query = "item-2-17";
  const std::vector<Row> rows = visible_rows(model, f, {});
  ASSERT_LT(first_item(rows), rows.size());
  std::size_t items = 0;
  bool exact = false;
  for (const Row& r : rows) {
    if (r.type != RowKind::item) continue;
    ++items;
    exact = exact || r.item->name == "item-2-17";
    EXPECT_EQ(r.source_of(), "github.com/owner2/repo");
  }
  EXPECT_TRUE(exact);
  EXPECT_EQ(items, 1u + 10u);  // item-2-17 and item-2-170..179
}

TEST(BrowserTree, KeepingASearchHighlightsTheFirstMatch) {
  State s;
  s.model = synthetic_model(2, 8, 0);
  s.filter.query = "item-1-3";
  s.rebuild();
  s.select_first_item(20);
  ASSERT_NE(s.current()->item, nullptr);
  EXPECT_EQ(s.current()->item->name, "item-1-3");
}

TEST(BrowserTree, KeepingASearchPrefersANameThatBeginsWithIt) {
  State s;
  s.model = synthetic_model(1, 4, 0);
  s.model.items[0].description = "mentions zebra";  // first in the tree, description only
  s.model.items[0].haystack = s.model.items[0].name + "\nmentions zebra";
  s.model.items[2].name = s.model.items[2].bare_name = "zebra-tool";
  s.model.items[2].haystack = "zebra-tool\n";
  s.filter.query = "zeb";
  s.rebuild();
  s.select_first_item(20);
  ASSERT_NE(s.current()->item, nullptr);
  EXPECT_EQ(s.current()->item->name, "zebra-tool");
}

TEST(BrowserTree, LeftGoesToTheParentAndMovesClampAtTheEnds) {
  State s;
  s.model = synthetic_model(1, 4, 0);
  s.rebuild();
  s.select_first_item(20);
  const std::string item = s.current()->item->name;
  s.expand(false, 20);
  EXPECT_EQ(s.current()->type, RowKind::kind);
  s.move(-100, 20);
  EXPECT_EQ(s.selected, 0u);
  s.move(100, 20);
  EXPECT_EQ(s.selected, s.rows.size() - 1);
  EXPECT_NE(item, "");
}

TEST(BrowserTree, TheHighlightStaysInView) {
  State s;
  s.model = synthetic_model(1, 100, 0);
  s.rebuild();
  s.select(90, 10);
  EXPECT_LE(s.top, 90u);
  EXPECT_GT(s.top + 10, 90u);
}

}  // namespace mind::browser
