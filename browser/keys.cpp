#include "browser/keys.hpp"

#include <algorithm>

namespace mind::browser {
namespace {

// The actions on an item or a node, shared by the tree and the details view.
#define MIND_ITEM_ACTIONS(mode)                                                             \
  {mode, 'l', Action::learn, "l", "learn: the item, the kind, the source or the group"},    \
      {mode, 'i', Action::learn, "", ""},                                                   \
      {mode, 'd', Action::forget, "d", "forget the installed item (asks)"},                 \
      {mode, 'u', Action::upgrade, "u", "upgrade (shows what would change first)"},         \
      {mode, 'M', Action::unmeld, "M", "unmeld the highlighted source (asks)"},             \
      {mode, 'm', Action::meld, "m", "meld a source you type (a path, URL or owner/repo)"}, \
      {mode, 'S', Action::sync, "S", "sync every source"}, {                                \
    mode, 'L', Action::lobes, "L", "lobes: list, add a preset, remove"                      \
  }

const std::vector<Binding> kBindings = {
    {Mode::tree, key_up, Action::move_up, "Up k", "move up"},
    {Mode::tree, 'k', Action::move_up, "", ""},
    {Mode::tree, key_down, Action::move_down, "Down j", "move down"},
    {Mode::tree, 'j', Action::move_down, "", ""},
    {Mode::tree, key_page_up, Action::page_up, "PgUp PgDn", "move a screen"},
    {Mode::tree, key_page_down, Action::page_down, "", ""},
    {Mode::tree, key_home, Action::first, "Home End", "first, last row"},
    {Mode::tree, key_end, Action::last, "", ""},
    {Mode::tree, key_right, Action::expand, "Right", "expand"},
    {Mode::tree, key_left, Action::collapse, "Left", "collapse, or go to the parent"},
    {Mode::tree, ' ', Action::toggle, "Space", "expand or collapse"},
    {Mode::tree, key_enter, Action::activate, "Enter",
     "an item: its details and actions; a node: toggle"},
    {Mode::tree, '/', Action::search, "/", "search names and descriptions"},
    {Mode::tree, key_escape, Action::clear, "Esc", "clear the search and the filters"},
    {Mode::tree, 't', Action::cycle_kind, "t", "filter by kind (cycles)"},
    {Mode::tree, 's', Action::cycle_source, "s", "filter by source (cycles)"},
    MIND_ITEM_ACTIONS(Mode::tree),
    {Mode::tree, 'r', Action::refresh, "r", "re-read the sources and the manifest"},
    {Mode::tree, 'w', Action::warnings, "w", "the warnings of the last read"},
    {Mode::tree, '?', Action::help, "?", "this help"},
    {Mode::tree, 'q', Action::quit, "q", "quit"},
    {Mode::tree, key_ctrl_c, Action::interrupt, "Ctrl-C", "twice: quit"},
    {Mode::search, key_enter, Action::search_accept, "Enter",
     "keep the filter, back to the tree on the best match"},
    {Mode::search, key_escape, Action::search_cancel, "Esc", "clear the search"},
    {Mode::search, key_backspace, Action::search_erase, "Backspace", "erase a character"},
    {Mode::search, key_ctrl_c, Action::interrupt, "Ctrl-C", "twice: quit"},
    MIND_ITEM_ACTIONS(Mode::details),
    {Mode::details, key_escape, Action::close, "Esc q", "close the details"},
    {Mode::details, 'q', Action::close, "", ""},
    {Mode::details, key_ctrl_c, Action::interrupt, "Ctrl-C", "twice: quit"},
    {Mode::lobes, key_up, Action::move_up, "Up Down", "move"},
    {Mode::lobes, key_down, Action::move_down, "", ""},
    {Mode::lobes, 'a', Action::lobe_add, "a", "add a preset's lobe"},
    {Mode::lobes, 'd', Action::lobe_remove, "d", "remove the highlighted lobe (asks)"},
    {Mode::lobes, key_escape, Action::close, "Esc q", "close"},
    {Mode::lobes, 'q', Action::close, "", ""},
    {Mode::lobes, key_ctrl_c, Action::interrupt, "Ctrl-C", "twice: quit"},
    {Mode::help, key_escape, Action::close, "Esc q ?", "close the help"},
    {Mode::help, 'q', Action::close, "", ""},
    {Mode::help, '?', Action::close, "", ""},
    {Mode::help, key_ctrl_c, Action::interrupt, "Ctrl-C", "twice: quit"},
};

#undef MIND_ITEM_ACTIONS

const char* mode_title(Mode mode) {
  switch (mode) {
    case Mode::tree:
      return "In the tree";
    case Mode::search:
      return "While typing a search";
    case Mode::details:
      return "In an item's details";
    case Mode::lobes:
      return "In the lobes list";
    case Mode::help:
      return "In this help";
  }
  return "";
}

}  // namespace

const std::vector<Binding>& bindings() { return kBindings; }

Action action_for(Mode mode, int key) {
  for (const Binding& b : kBindings)
    if (b.mode == mode && b.key == key) return b.action;
  return Action::none;
}

bool is_text(int key) { return key >= 0x20 && key < 0x110000 && key != 0x7f; }

std::vector<std::string> help_lines(Mode mode) {
  std::size_t width = 0;
  for (const Binding& b : kBindings)
    if (b.mode == mode) width = std::max(width, std::string(b.label).size());
  std::vector<std::string> out;
  for (const Binding& b : kBindings) {
    if (b.mode != mode || b.label[0] == '\0') continue;
    std::string label = b.label;
    label.resize(width, ' ');
    out.push_back("  " + label + "  " + b.help);
  }
  return out;
}

std::string keys_text() {
  std::string out;
  for (Mode mode : {Mode::tree, Mode::search, Mode::details, Mode::lobes}) {
    out += std::string(mode_title(mode)) + ":\n";
    for (const std::string& line : help_lines(mode)) out += line + "\n";
  }
  return out;
}

}  // namespace mind::browser
