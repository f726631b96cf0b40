#pragma once
/// The terminal while the browser owns it: ncurses set up on construction and
/// restored on destruction, so every way out of the browser (q, Ctrl-C twice,
/// an exception from an action, a return from anywhere) leaves the terminal
/// as it found it; a crash or termination signal restores it too before the
/// process dies of that signal. `suspend` hands the normal terminal back for a
/// hook's disclosure and prompt (def_prog_mode/endwin) and `resume` takes it
/// again. Nothing here writes an escape sequence: ncurses does.

#include <cstdio>
#include <string>

namespace mind::browser {

/// One cell attribute choice of the draw pass, mapped to color pairs when
/// the color gate is on and to plain attributes (bold, reverse, dim) when not.
enum class Paint { normal, title, selected, installed, stale, available, error, dim, frame };

class Screen {
 public:
  /// The real terminal (stdin, stdout); `color` is the color gate
  /// (reporting::color_gate). Throws `io` when ncurses cannot start.
  explicit Screen(bool color);
  /// A screen on other streams (the benchmark draws to /dev/null).
  Screen(bool color, const char* term, std::FILE* out, std::FILE* in);
  ~Screen();
  Screen(const Screen&) = delete;
  Screen& operator=(const Screen&) = delete;

  int rows() const;
  int cols() const;
  /// The next key (browser/keys.hpp's codes), or key_none after `timeout_ms`.
  int read_key(int timeout_ms);
  void suspend();
  void resume();
  bool suspended() const { return suspended_; }

  // The draw pass's primitives: all text is UTF-8, already sanitized.
  void clear();
  /// Writes `text` at (y, x), cut to `width` columns, in `paint`.
  void put(int y, int x, const std::string& text, int width, Paint paint);
  /// Fills the rest of a line from x with spaces in `paint` (a highlight bar).
  void fill(int y, int x, int width, Paint paint);
  void box(int y, int x, int height, int width);
  void show();

 private:
  void start(bool color, const char* term, std::FILE* out, std::FILE* in);
  bool color_ = false;
  bool fancy_ = false;  // the gate: line-drawing characters, else ASCII
  bool suspended_ = false;
  void* screen_ = nullptr;  // SCREEN*
};

/// The number of columns `text` takes on the terminal (wcwidth per code point).
int text_width(const std::string& text);
/// `text` cut to at most `width` columns.
std::string fit(const std::string& text, int width);

}  // namespace mind::browser
