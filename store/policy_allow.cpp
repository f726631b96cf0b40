#include "store/policy_allow.hpp"

#include "core/sanitize.hpp"

namespace mind::store {

bool allow_pattern_matches(std::string_view pattern, std::string_view identity) noexcept {
  // Iterative glob with one backtrack point; `*` never crosses a `/`.
  std::size_t p = 0, s = 0, star = std::string_view::npos, mark = 0;
  while (s < identity.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      mark = s;
    } else if (p < pattern.size() && pattern[p] == identity[s]) {
      ++p;
      ++s;
    } else if (star != std::string_view::npos && identity[mark] != '/') {
      p = star + 1;
      s = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

bool identity_allowed(const Policy& policy, std::string_view base_identity) noexcept {
  for (const std::string& pattern : policy.sources.allow) {
    if (allow_pattern_matches(pattern, base_identity)) return true;
  }
  return false;
}

std::optional<std::string> bad_allow_pattern(std::string_view pattern) {
  for (unsigned char c : pattern) {
    if (c <= ' ' || c == 0x7f) {
      return "allow pattern '" + sanitize_display(std::string(pattern)) +
             "' has whitespace or a control character";
    }
  }
  int segments = 1;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= pattern.size(); ++i) {
    if (i == pattern.size() || pattern[i] == '/') {
      if (i == start) {
        return "allow pattern '" + sanitize_display(std::string(pattern)) +
               "' has an empty segment (the form is host/owner/repo)";
      }
      if (i < pattern.size()) ++segments;
      start = i + 1;
    }
  }
  if (segments != 3) {
    return "allow pattern '" + sanitize_display(std::string(pattern)) +
           "' is not host/owner/repo (`*` matches within one segment)";
  }
  return std::nullopt;
}

}  // namespace mind::store
