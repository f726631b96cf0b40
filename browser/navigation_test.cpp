#include "browser/navigation.hpp"

#include <gtest/gtest.h>

#include "browser/test_model.hpp"

namespace mind::browser {
namespace {

State loaded(std::size_t sources, std::size_t per_source) {
  State s;
  s.model = synthetic_model(sources, per_source, 0);
  s.rebuild();
  return s;
}

TEST(BrowserNavigation, MovesPagesAndJumpsToTheEnds) {
  State s = loaded(1, 40);
  const std::size_t start = s.selected;
  EXPECT_TRUE(navigate(s, Action::move_down, 10));
  EXPECT_EQ(s.selected, start + 1);
  EXPECT_TRUE(navigate(s, Action::page_down, 10));
  EXPECT_EQ(s.selected, start + 11);
  EXPECT_TRUE(navigate(s, Action::last, 10));
  EXPECT_EQ(s.selected, s.rows.size() - 1);
  EXPECT_TRUE(navigate(s, Action::first, 10));
  EXPECT_EQ(s.selected, 0U);
  EXPECT_TRUE(navigate(s, Action::move_up, 10));  // clamped at the top
  EXPECT_EQ(s.selected, 0U);
}

TEST(BrowserNavigation, EnterOpensAnItemsDetailsAndTogglesANode) {
  State s = loaded(1, 4);
  const std::size_t open = s.rows.size();
  EXPECT_TRUE(navigate(s, Action::activate, 20));  // the group row: closes it
  EXPECT_LT(s.rows.size(), open);
  EXPECT_EQ(s.mode, Mode::tree);
  EXPECT_TRUE(navigate(s, Action::activate, 20));  // and opens it again
  EXPECT_EQ(s.rows.size(), open);
  s.select_first_item(20);
  EXPECT_TRUE(navigate(s, Action::activate, 20));
  EXPECT_EQ(s.mode, Mode::details);
  EXPECT_TRUE(navigate(s, Action::close, 20));
  EXPECT_EQ(s.mode, Mode::tree);
}

TEST(BrowserNavigation, TheSearchLineErasesWholeCodePointsAndCancelClearsIt) {
  State s = loaded(2, 8);
  EXPECT_TRUE(navigate(s, Action::search, 20));
  EXPECT_EQ(s.mode, Mode::search);
  s.filter.query = "item-1\xC3\xA9";  // what typing "item-1é" leaves
  EXPECT_TRUE(navigate(s, Action::search_erase, 20));
  EXPECT_EQ(s.filter.query, "item-1");  // é is two bytes, one key
  EXPECT_TRUE(navigate(s, Action::search_accept, 20));
  EXPECT_EQ(s.mode, Mode::tree);
  ASSERT_NE(s.current(), nullptr);
  ASSERT_EQ(s.current()->type, RowKind::item);
  EXPECT_EQ(s.current()->item->name.rfind("item-1", 0), 0U);
  s.mode = Mode::search;
  EXPECT_TRUE(navigate(s, Action::search_cancel, 20));
  EXPECT_EQ(s.filter.query, "");
  EXPECT_EQ(s.mode, Mode::tree);
}

TEST(BrowserNavigation, TheKindAndSourceFiltersCycleAndClearResetsThem) {
  State s = loaded(2, 8);
  EXPECT_TRUE(navigate(s, Action::cycle_kind, 20));
  EXPECT_EQ(s.filter.kind, std::optional<std::string>("agent"));  // the kinds, sorted
  EXPECT_TRUE(navigate(s, Action::cycle_source, 20));
  EXPECT_EQ(s.filter.source, std::optional<std::string>(s.model.sources.front()));
  for (const Row& row : s.rows) {
    if (row.type == RowKind::item) EXPECT_EQ(row.item->kind, "agent");
  }
  EXPECT_TRUE(navigate(s, Action::clear, 20));
  EXPECT_FALSE(s.filter.kind);
  EXPECT_FALSE(s.filter.source);
}

TEST(BrowserNavigation, AnOperationIsNotANavigationAndChangesNothing) {
  State s = loaded(1, 4);
  const std::size_t selected = s.selected;
  for (const Action action :
       {Action::learn, Action::forget, Action::meld, Action::unmeld, Action::sync, Action::upgrade,
        Action::lobes, Action::warnings, Action::refresh, Action::quit, Action::none}) {
    EXPECT_FALSE(navigate(s, action, 20));
  }
  EXPECT_EQ(s.selected, selected);
  EXPECT_EQ(s.mode, Mode::tree);
}

TEST(BrowserNavigation, TheLobesListMovesWithinItsLinesAndCloses) {
  State s;
  s.mode = Mode::lobes;
  s.lobe_paths = {"/a", "/b"};
  EXPECT_TRUE(navigate_lobes(s, Action::move_down));
  EXPECT_TRUE(navigate_lobes(s, Action::move_down));  // clamped at the last lobe
  EXPECT_EQ(s.lobe_selected, 1U);
  EXPECT_TRUE(navigate_lobes(s, Action::move_up));
  EXPECT_EQ(s.lobe_selected, 0U);
  EXPECT_FALSE(navigate_lobes(s, Action::lobe_add));  // asks first: the app's
  EXPECT_FALSE(navigate_lobes(s, Action::lobe_remove));
  EXPECT_TRUE(navigate_lobes(s, Action::close));
  EXPECT_EQ(s.mode, Mode::tree);
}

}  // namespace
}  // namespace mind::browser
