#include "browser/keys.hpp"

#include <gtest/gtest.h>

#include <set>

namespace mind::browser {

TEST(BrowserKeys, TheTreeMapsNavigationSearchAndActions) {
  EXPECT_EQ(action_for(Mode::tree, key_down), Action::move_down);
  EXPECT_EQ(action_for(Mode::tree, 'j'), Action::move_down);
  EXPECT_EQ(action_for(Mode::tree, '/'), Action::search);
  EXPECT_EQ(action_for(Mode::tree, key_enter), Action::activate);
  EXPECT_EQ(action_for(Mode::tree, ' '), Action::toggle);
  EXPECT_EQ(action_for(Mode::tree, 'l'), Action::learn);
  EXPECT_EQ(action_for(Mode::tree, 'd'), Action::forget);
  EXPECT_EQ(action_for(Mode::tree, 'm'), Action::meld);
  EXPECT_EQ(action_for(Mode::tree, 'M'), Action::unmeld);
  EXPECT_EQ(action_for(Mode::tree, 'S'), Action::sync);
  EXPECT_EQ(action_for(Mode::tree, 'u'), Action::upgrade);
  EXPECT_EQ(action_for(Mode::tree, 'L'), Action::lobes);
  EXPECT_EQ(action_for(Mode::tree, '?'), Action::help);
  EXPECT_EQ(action_for(Mode::tree, 'q'), Action::quit);
  EXPECT_EQ(action_for(Mode::tree, key_ctrl_c), Action::interrupt);
  EXPECT_EQ(action_for(Mode::tree, 'Z'), Action::none);
}

TEST(BrowserKeys, WhileTypingLettersAreTextNotActions) {
  EXPECT_EQ(action_for(Mode::search, 'l'), Action::none);
  EXPECT_EQ(action_for(Mode::search, 'q'), Action::none);
  EXPECT_TRUE(is_text('q'));
  EXPECT_TRUE(is_text(0x00e9));
  EXPECT_FALSE(is_text(key_up));
  EXPECT_FALSE(is_text(27));
  EXPECT_EQ(action_for(Mode::search, key_enter), Action::search_accept);
  EXPECT_EQ(action_for(Mode::search, key_escape), Action::search_cancel);
  EXPECT_EQ(action_for(Mode::search, key_backspace), Action::search_erase);
  EXPECT_EQ(action_for(Mode::search, key_ctrl_c), Action::interrupt);
}

TEST(BrowserKeys, EscClosesOverlaysAndCtrlCWorksEverywhere) {
  for (Mode m : {Mode::details, Mode::help, Mode::lobes}) {
    EXPECT_EQ(action_for(m, key_escape), Action::close);
    EXPECT_EQ(action_for(m, key_ctrl_c), Action::interrupt);
  }
  EXPECT_EQ(action_for(Mode::details, 'l'), Action::learn);  // the details' actions
  EXPECT_EQ(action_for(Mode::lobes, 'a'), Action::lobe_add);
}

TEST(BrowserKeys, NoKeyIsBoundTwiceInOneMode) {
  std::set<std::pair<int, int>> seen;
  for (const Binding& b : bindings())
    EXPECT_TRUE(seen.insert({static_cast<int>(b.mode), b.key}).second) << b.key;
}

TEST(BrowserKeys, TheHelpNamesEveryKeyItShows) {
  const std::string text = keys_text();
  for (const char* word : {"Enter", "Esc", "Ctrl-C", "search", "learn", "forget", "meld", "unmeld",
                           "sync", "upgrade", "lobes", "quit"})
    EXPECT_NE(text.find(word), std::string::npos) << word;
}

}  // namespace mind::browser
