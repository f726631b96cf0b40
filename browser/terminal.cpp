#include "browser/terminal.hpp"

#include <curses.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>

#include <clocale>
#include <cwchar>

#include "browser/keys.hpp"
#include "core/error.hpp"
#include "core/utf8.hpp"

namespace mind::browser {
namespace {

// The terminal's state before ncurses touched it, restored by the crash
// handler with the one async-signal-safe call that does it (tcsetattr) after
// endwin has left the alternate screen.
termios g_saved{};
bool g_saved_valid = false;
volatile sig_atomic_t g_active = 0;

const int kFatalSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTERM, SIGHUP, SIGQUIT};

void restore_and_die(int sig) {
  if (g_active) {
    g_active = 0;
    endwin();
    if (g_saved_valid) tcsetattr(STDIN_FILENO, TCSANOW, &g_saved);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

void install_handlers() {
  struct sigaction sa {};
  sa.sa_handler = restore_and_die;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESETHAND;
  for (int sig : kFatalSignals) sigaction(sig, &sa, nullptr);
}

void remove_handlers() {
  for (int sig : kFatalSignals) signal(sig, SIG_DFL);
}

int pair_of(Paint p) {
  switch (p) {
    case Paint::title:
      return 1;
    case Paint::installed:
      return 2;
    case Paint::stale:
      return 3;
    case Paint::available:
      return 4;
    case Paint::error:
      return 5;
    case Paint::frame:
      return 6;
    default:
      return 0;
  }
}

attr_t attr_of(Paint p, bool color) {
  attr_t a = A_NORMAL;
  switch (p) {
    case Paint::title:
      a = A_BOLD;
      break;
    case Paint::selected:
      a = A_REVERSE;
      break;
    case Paint::error:
      a = A_BOLD;
      break;
    case Paint::dim:
      a = A_DIM;
      break;
    default:
      break;
  }
  if (color && pair_of(p) != 0) a |= COLOR_PAIR(pair_of(p));
  return a;
}

std::wstring widen(const std::string& text) {
  std::wstring out;
  for (std::size_t i = 0; i < text.size();) {
    const utf8::DecodedCodePoint cp = utf8::decode_at(text, i);
    out.push_back(static_cast<wchar_t>(cp.value));
    i += cp.length == 0 ? 1 : cp.length;
  }
  return out;
}

int char_width(wchar_t c) {
  const int w = ::wcwidth(c);
  return w < 0 ? 1 : w;
}

}  // namespace

int text_width(const std::string& text) {
  int w = 0;
  for (wchar_t c : widen(text)) w += char_width(c);
  return w;
}

std::string fit(const std::string& text, int width) {
  std::string out;
  int used = 0;
  for (std::size_t i = 0; i < text.size();) {
    const utf8::DecodedCodePoint cp = utf8::decode_at(text, i);
    const std::size_t len = cp.length == 0 ? 1 : cp.length;
    const int w = char_width(static_cast<wchar_t>(cp.value));
    if (used + w > width) break;
    out.append(text, i, len);
    used += w;
    i += len;
  }
  return out;
}

Screen::Screen(bool color) { start(color, nullptr, stdout, stdin); }

Screen::Screen(bool color, const char* term, std::FILE* out, std::FILE* in) {
  start(color, term, out, in);
}

void Screen::start(bool color, const char* term, std::FILE* out, std::FILE* in) {
  std::setlocale(LC_ALL, "");
  g_saved_valid = tcgetattr(fileno(in), &g_saved) == 0;
  SCREEN* s = newterm(term, out, in);
  if (s == nullptr) throw Error(ErrorKind::io, "cannot start the terminal browser (TERM?)");
  screen_ = s;
  set_term(s);
  g_active = 1;
  install_handlers();
  raw();  // Ctrl-C is a key: the first arms, the second quits
  noecho();
  nonl();
  keypad(stdscr, TRUE);
  set_escdelay(25);
  curs_set(0);
  fancy_ = color;
  color_ = color && has_colors();
  if (color_) {
    start_color();
    use_default_colors();
    init_pair(1, COLOR_CYAN, -1);
    init_pair(2, COLOR_GREEN, -1);
    init_pair(3, COLOR_YELLOW, -1);
    init_pair(4, -1, -1);
    init_pair(5, COLOR_RED, -1);
    init_pair(6, COLOR_BLUE, -1);
  }
}

Screen::~Screen() {
  if (!suspended_) endwin();
  g_active = 0;
  remove_handlers();
  delscreen(static_cast<SCREEN*>(screen_));
  if (g_saved_valid) tcsetattr(STDIN_FILENO, TCSANOW, &g_saved);
}

int Screen::rows() const { return LINES; }
int Screen::cols() const { return COLS; }

int Screen::read_key(int timeout_ms) {
  timeout(timeout_ms);
  wint_t ch = 0;
  const int r = get_wch(&ch);
  if (r == ERR) return key_none;
  if (r == KEY_CODE_YES) {
    switch (ch) {
      case KEY_UP:
        return key_up;
      case KEY_DOWN:
        return key_down;
      case KEY_LEFT:
        return key_left;
      case KEY_RIGHT:
        return key_right;
      case KEY_PPAGE:
        return key_page_up;
      case KEY_NPAGE:
        return key_page_down;
      case KEY_HOME:
        return key_home;
      case KEY_END:
        return key_end;
      case KEY_ENTER:
        return key_enter;
      case KEY_BACKSPACE:
        return key_backspace;
      case KEY_RESIZE:
        return key_resize;
      default:
        return key_none;
    }
  }
  switch (ch) {
    case '\r':
    case '\n':
      return key_enter;
    case 27:
      return key_escape;
    case 3:
      return key_ctrl_c;
    case 8:
    case 127:
      return key_backspace;
    default:
      return static_cast<int>(ch);
  }
}

void Screen::suspend() {
  if (suspended_) return;
  def_prog_mode();
  endwin();
  suspended_ = true;
}

void Screen::resume() {
  if (!suspended_) return;
  reset_prog_mode();
  suspended_ = false;
  clearok(curscr, TRUE);
  refresh();
}

void Screen::clear() { erase(); }

void Screen::put(int y, int x, const std::string& text, int width, Paint paint) {
  if (width <= 0 || y < 0 || y >= LINES) return;
  const std::wstring w = widen(fit(text, width));
  attrset(attr_of(paint, color_));
  mvaddnwstr(y, x, w.c_str(), static_cast<int>(w.size()));
  attrset(A_NORMAL);
}

void Screen::fill(int y, int x, int width, Paint paint) {
  if (width <= 0 || y < 0 || y >= LINES) return;
  attrset(attr_of(paint, color_));
  mvhline(y, x, ' ', width);
  attrset(A_NORMAL);
}

void Screen::box(int y, int x, int height, int width) {
  if (height < 2 || width < 2) return;
  attrset(attr_of(Paint::frame, color_));
  for (int r = y; r < y + height; ++r) mvhline(r, x, ' ', width);
  // --ascii, NO_COLOR: plain characters, not the terminal's line set
  const chtype h = fancy_ ? ACS_HLINE : '-', v = fancy_ ? ACS_VLINE : '|';
  const chtype ul = fancy_ ? ACS_ULCORNER : '+', ur = fancy_ ? ACS_URCORNER : '+';
  const chtype ll = fancy_ ? ACS_LLCORNER : '+', lr = fancy_ ? ACS_LRCORNER : '+';
  mvhline(y, x + 1, h, width - 2);
  mvhline(y + height - 1, x + 1, h, width - 2);
  mvvline(y + 1, x, v, height - 2);
  mvvline(y + 1, x + width - 1, v, height - 2);
  mvaddch(y, x, ul);
  mvaddch(y, x + width - 1, ur);
  mvaddch(y + height - 1, x, ll);
  mvaddch(y + height - 1, x + width - 1, lr);
  attrset(A_NORMAL);
}

void Screen::show() { refresh(); }

}  // namespace mind::browser
