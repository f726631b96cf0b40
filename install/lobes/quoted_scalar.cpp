#include "install/lobes/quoted_scalar.hpp"

#include <cstdio>

namespace mind::install {

void append_unicode_escape(char c, std::string& out) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\u%04X", static_cast<unsigned char>(c));
  out += buf;
}

std::string double_quoted(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      append_unicode_escape(c, out);
    } else {
      out += c;
    }
  }
  return out + "\"";
}

}  // namespace mind::install
