#include "core/reserved_words.hpp"

#include <algorithm>

namespace mind {

bool is_kind_word(std::string_view word) noexcept {
  return std::find(kKindWords.begin(), kKindWords.end(), word) != kKindWords.end();
}

bool is_reserved_word(std::string_view word) noexcept {
  return is_kind_word(word) || std::find(kReservedExtraWords.begin(), kReservedExtraWords.end(),
                                         word) != kReservedExtraWords.end();
}

}  // namespace mind
