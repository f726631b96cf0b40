#include "store/item_key.hpp"

#include "core/sanitize.hpp"

namespace mind::store {

std::string display(const ItemKey& key) {
  std::string out = std::string(discovery::kind_word(key.kind)) + ":" +
                    sanitize_display(key.bare_name) + " of " + sanitize_display(key.source);
  if (key.plugin) out += " (plugin " + sanitize_display(*key.plugin) + ")";
  return out;
}

}  // namespace mind::store
