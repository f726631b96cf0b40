#pragma once
/// The browser's modal dialogs: a yes/no question, a line to type, a list to
/// choose from, a list to read. Each draws the state with its box on top and
/// reads keys until it is answered; the answer goes back to the action that
/// asked (browser/app.cpp). A question asked while a hook holds the terminal
/// is asked there, on stderr and stdin, as the command line asks it.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "browser/state.hpp"
#include "browser/terminal.hpp"

namespace mind::browser {

class Dialogs {
 public:
  /// `yes`: every question is answered yes without asking (`--yes`).
  /// `tick_ms`: how long a read waits before the box is drawn again.
  Dialogs(Screen& screen, State& state, bool yes, int tick_ms)
      : screen_(screen), state_(state), yes_(yes), tick_ms_(tick_ms) {}

  /// Asks `title` under `lines` (raw: sanitized when shown on the terminal);
  /// Enter answers `default_yes`, Esc and Ctrl-C no.
  bool confirm(const std::string& title, const std::vector<std::string>& lines, bool default_yes);
  /// A typed line; none when cancelled or left empty.
  std::optional<std::string> input(const std::string& title, const std::vector<std::string>& lines);
  /// The index of a choice; typing jumps to the first choice starting so.
  std::optional<std::size_t> choose(const std::string& title,
                                    const std::vector<std::string>& choices);
  /// `lines` in a box ("none" when empty) until any key.
  void read(const std::string& title, const std::vector<std::string>& lines);

 private:
  int key();  // the next key, the box drawn while waiting
  void open(const std::string& title, std::string footer);

  Screen& screen_;
  State& state_;
  bool yes_;
  int tick_ms_;
};

}  // namespace mind::browser
