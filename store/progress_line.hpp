#pragma once
/// The progress line a long git operation draws on stderr (design decision 2;
/// issues 20 and 35), shown unless the caller asked for silence (`--json`).
/// On a terminal: one line redrawn in place at most 10 times a second, a phase
/// change drawn at once, the same text never twice, and `finish` leaves the
/// phase's summary on its own line. Off a terminal (a log, CI): whole lines, at
/// most one a second and none in the first second, so a quick operation
/// writes only its summary and a slow one says what it is doing. Header-only:
/// the libgit2 code (store/libgit2/) draws it, the store's tests drive it.

#include <unistd.h>

#include <chrono>
#include <functional>
#include <string>

#include "core/fd_write.hpp"

namespace mind::store {

class ProgressLine {
 public:
  using Clock = std::chrono::steady_clock;
  using Write = std::function<void(const std::string&)>;

  /// On stderr, in the style its being a terminal asks for.
  ProgressLine() : ProgressLine(::isatty(2) != 0, Clock::now(), write_stderr) {}
  ProgressLine(bool terminal, Clock::time_point start, Write write)
      : terminal_(terminal),
        last_draw_(terminal ? Clock::time_point{} : start),
        write_(std::move(write)) {}

  void show(int phase, const std::string& text, Clock::time_point now = Clock::now()) {
    if (text == shown_) return;
    const auto period = std::chrono::milliseconds(terminal_ ? 100 : 1000);
    if ((phase == phase_ || !terminal_) && now - last_draw_ < period) return;
    phase_ = phase;
    last_draw_ = now;
    draw(text);
  }
  void finish(const std::string& summary) {
    if (!summary.empty() && summary != shown_) draw(summary);
    if (terminal_ && !shown_.empty()) write_("\n");
    shown_.clear();
  }

 private:
  static void write_stderr(const std::string& text) { (void)write_all(2, text); }
  void draw(const std::string& text) {
    write_(terminal_ ? "\r" + text + "\x1b[K" : text + "\n");
    shown_ = text;
  }

  bool terminal_;
  int phase_ = -1;
  Clock::time_point last_draw_;
  Write write_;
  std::string shown_;
};

}  // namespace mind::store
