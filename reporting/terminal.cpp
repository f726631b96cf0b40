#include "reporting/terminal.hpp"
#include "core/ascii_case.hpp"

#include <cstdlib>

#include "core/environment.hpp"
#include "core/utf8.hpp"

namespace mind::reporting {
namespace {

bool locale_is_utf8() {
  for (EnvVar var : {EnvVar::lc_all, EnvVar::lc_ctype, EnvVar::lang}) {
    auto value = env_non_empty(var);
    if (!value) continue;
    const std::string v = ascii_lower(*value);
    return v.find("utf-8") != std::string::npos || v.find("utf8") != std::string::npos;
  }
  return false;  // none set: not UTF-8
}

}  // namespace

bool color_gate(bool stdout_is_tty, bool json, bool ascii) {
  if (!stdout_is_tty || json || ascii) return false;
  // Design decision 7 (no-color.org), departing from CLI-154: an empty
  // NO_COLOR is as if unset, and a `dumb` terminal takes no escape codes.
  if (env_non_empty(EnvVar::no_color)) return false;
  if (env_value(EnvVar::term) == "dumb") return false;
  return locale_is_utf8();
}

std::size_t display_width(std::string_view cell) {
  std::size_t width = 0;
  for (std::size_t i = 0; i < cell.size(); ++i) {
    const auto c = static_cast<unsigned char>(cell[i]);
    if (c == 0x1b) {  // skip a CSI sequence
      while (i < cell.size() && !(cell[i] >= 0x40 && cell[i] <= 0x7E && cell[i] != '[')) ++i;
      continue;
    }
    ++width;  // code points, not bytes: the one codec reads them
    i += utf8::decode_at(cell, i).length - 1;
  }
  return width;
}

}  // namespace mind::reporting
