#pragma once
/// Every key the browser answers, in one table: the mode it applies in, the
/// action it maps to and the words `?`, `mind help probe`, the man page and
/// docs/commands.md show for it. Keys are the terminal layer's translation of
/// what ncurses reads (a character is its code point; the named keys below
/// lie past Unicode), so this file is pure and tested without a terminal.

#include <optional>
#include <string>
#include <vector>

namespace mind::browser {

enum Key : int {
  key_up = 0x110000,
  key_down,
  key_left,
  key_right,
  key_page_up,
  key_page_down,
  key_home,
  key_end,
  key_enter,
  key_escape,
  key_backspace,
  key_resize,
  key_ctrl_c,
  key_none,  // a read timed out (the refresh tick)
};

/// Where the browser is: what the keys mean depends on it.
enum class Mode { tree, search, details, help, lobes };

enum class Action {
  none,
  quit,
  interrupt,  // Ctrl-C: the first arms, the second quits
  move_up,
  move_down,
  page_up,
  page_down,
  first,
  last,
  expand,
  collapse,
  toggle,
  activate,  // Enter: an item's details, a node's toggle
  search,
  clear,  // Esc in the tree: drop the search and the filters
  close,  // Esc in an overlay
  cycle_kind,
  cycle_source,
  help,
  learn,
  forget,
  meld,
  unmeld,
  sync,
  upgrade,
  lobes,
  lobe_add,
  lobe_remove,
  refresh,
  warnings,       // the scan's warnings, kept off the terminal while browsing (DSC-102)
  search_accept,  // Enter while typing a search
  search_cancel,  // Esc while typing
  search_erase,   // Backspace while typing
};

struct Binding {
  Mode mode;
  int key;
  Action action;
  const char* label;  // how the help names the key, "" to fold into the previous line
  const char* help;
};

/// The table itself, in the order the help shows it.
const std::vector<Binding>& bindings();

/// The action of `key` in `mode`. While typing a search, a printable key not
/// in the table is text (Action::none, and `typed` says so).
Action action_for(Mode mode, int key);

/// True when `key` is text to add to a search or an entered line.
bool is_text(int key);

/// The help lines for one mode (`  keys  what`), aligned.
std::vector<std::string> help_lines(Mode mode);

/// The help of every mode as plain text, for `mind help probe`, the man page
/// and docs/commands.md.
std::string keys_text();

}  // namespace mind::browser
