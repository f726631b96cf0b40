#include "discovery/js/source.hpp"

namespace mind::discovery::js {

std::size_t line_of(std::string_view text, std::size_t offset) {
  std::size_t line = 1;
  for (std::size_t at = 0; at < offset && at < text.size(); ++at) {
    const char c = text[at];
    if (c == '\n') {
      ++line;
    } else if (c == '\r') {
      if (at + 1 >= offset || text[at + 1] != '\n') ++line;
    } else if (c == '\xE2' && at + 2 < offset && text[at + 1] == '\x80' &&
               (text[at + 2] == '\xA8' || text[at + 2] == '\xA9')) {
      ++line;
    }
  }
  return line;
}

}  // namespace mind::discovery::js
