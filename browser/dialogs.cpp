#include "browser/dialogs.hpp"

#include <iostream>
#include <utility>

#include "browser/draw.hpp"
#include "core/fd_write.hpp"
#include "core/sanitize.hpp"
#include "core/utf8.hpp"

namespace mind::browser {

int Dialogs::key() {
  for (;;) {
    draw(screen_, state_);
    const int key = screen_.read_key(tick_ms_);
    if (key != key_none && key != key_resize) return key;
  }
}

void Dialogs::open(const std::string& title, std::string footer) {
  state_.dialog = Dialog{};
  state_.dialog->title = title;
  state_.dialog->footer = std::move(footer);
}

bool Dialogs::confirm(const std::string& title, const std::vector<std::string>& lines,
                      bool default_yes) {
  if (yes_) return true;
  if (screen_.suspended()) {  // a hook already took the terminal: ask there
    for (const std::string& l : lines) (void)write_all(2, sanitize_display(l) + "\n");
    (void)write_all(2, title + (default_yes ? " [Y/n] " : " [y/N] "));
    std::string answer;
    if (!std::getline(std::cin, answer)) return false;
    return answer == "y" || answer == "Y" || answer == "yes" || (default_yes && answer.empty());
  }
  open(title, default_yes ? "y/Enter yes   n/Esc no" : "y yes   n/Enter/Esc no");
  state_.dialog->lines = lines;
  bool yes = false;
  for (;;) {
    const int k = key();
    if (k == 'y' || k == 'Y')
      yes = true;
    else if (k == key_enter)
      yes = default_yes;
    else if (k != 'n' && k != 'N' && k != key_escape && k != key_ctrl_c)
      continue;
    break;
  }
  state_.dialog.reset();
  return yes;
}

std::optional<std::string> Dialogs::input(const std::string& title,
                                          const std::vector<std::string>& lines) {
  open(title, "Enter accept   Esc cancel");
  state_.dialog->lines = lines;
  state_.dialog->input = true;
  std::optional<std::string> out;
  for (;;) {
    const int k = key();
    if (k == key_escape || k == key_ctrl_c) break;
    if (k == key_enter) {
      if (!state_.dialog->text.empty()) out = state_.dialog->text;
      break;
    }
    if (k == key_backspace) {
      utf8::drop_last_code_point(state_.dialog->text);
    } else if (is_text(k)) {
      utf8::append(state_.dialog->text, static_cast<char32_t>(k));
    }
  }
  state_.dialog.reset();
  return out;
}

std::optional<std::size_t> Dialogs::choose(const std::string& title,
                                           const std::vector<std::string>& choices) {
  open(title, "type to jump   Up/Down move   Enter choose   Esc cancel");
  state_.dialog->choices = choices;
  std::optional<std::size_t> out;
  std::string typed;  // type-ahead: the first choice that starts with what was typed
  for (;;) {
    const int k = key();
    std::size_t& c = state_.dialog->choice;
    if (k == key_escape || k == key_ctrl_c) break;
    if (k == key_enter) {
      out = c;
      break;
    }
    if (k == key_up && c > 0) --c;
    if (k == key_down && c + 1 < choices.size()) ++c;
    if (k == key_up || k == key_down) typed.clear();
    if (k > ' ' && k < 0x7f) {
      typed.push_back(static_cast<char>(k));
      for (std::size_t i = 0; i < choices.size(); ++i) {
        if (choices[i].starts_with(typed)) {
          c = i;
          break;
        }
      }
    }
  }
  state_.dialog.reset();
  return out;
}

void Dialogs::read(const std::string& title, const std::vector<std::string>& lines) {
  open(title, "any key closes");
  state_.dialog->lines = lines;
  if (state_.dialog->lines.empty()) state_.dialog->lines.push_back("none");
  key();
  state_.dialog.reset();
}

}  // namespace mind::browser
