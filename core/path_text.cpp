#include "core/path_text.hpp"

namespace mind {

std::string path_join(std::string_view base, std::string_view rel) {
  std::string text;
  text.reserve(base.size() + 1 + rel.size());
  text.append(base);
  if (!text.empty() && !text.ends_with('/')) text += '/';
  return text.append(rel);
}

}  // namespace mind
