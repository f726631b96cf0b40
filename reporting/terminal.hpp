#pragma once
/// The color and Unicode gate (CLI-151, CLI-152, CLI-154) and the glyphs it
/// selects. The gate is on only when stdout is a TTY whose TERM is not `dumb`,
/// the locale is UTF-8, NO_COLOR is unset or empty (design decision 7, which
/// departs from CLI-154: no-color.org treats an empty value as unset), and
/// neither --json nor --ascii.

#include <string>
#include <string_view>

namespace mind::reporting {

struct Style {
  bool fancy = false;     // the gate: color and Unicode glyphs
  std::size_t width = 0;  // stdout's terminal columns, 0 when not a terminal: tables cut to it

  std::string ellipsis() const { return fancy ? "\u2026" : "..."; }

  std::string ok() const { return fancy ? "\x1b[32m\u2713\x1b[0m" : "+"; }
  std::string stale() const { return fancy ? "\x1b[33m\u2191\x1b[0m" : "^"; }
  std::string available() const { return fancy ? "\x1b[2m\u25cb\x1b[0m" : "-"; }
  std::string warn() const { return fancy ? "\x1b[33m!\x1b[0m" : "!"; }
  std::string error() const { return fancy ? "\x1b[31m\u2717\x1b[0m" : "x"; }
};

/// Reads the environment (NO_COLOR, LC_ALL, LC_CTYPE, LANG) and isatty(1).
bool color_gate(bool stdout_is_tty, bool json, bool ascii);

/// The width a cell takes on screen, ignoring escape sequences (for alignment).
std::size_t display_width(std::string_view cell);

}  // namespace mind::reporting
