// libFuzzer target for the strict mind.toml parser (DSC-30..41, DSC-71..73,
// DSC-81, DSC-97, IGN-4) and an item folder's hooks-only mind.toml (HOOK-131): no crash, no throw,
// the same bytes always give the same answer, an accepted file's names and paths obey the safety
// rules, and a refusal's message carries no control character.

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "discovery/mind_toml.hpp"
#include "discovery/name_safety.hpp"

namespace {

bool has_control(std::string_view message) {
  for (unsigned char c : message) {
    if (c < 0x20 || c == 0x7f) return true;
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mind::discovery;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const ItemHooksParse item_first = parse_item_mind_toml(bytes);  // HOOK-131
  const ItemHooksParse item_second = parse_item_mind_toml(bytes);
  if (item_first.hooks != item_second.hooks || item_first.error != item_second.error) std::abort();
  if (item_first.hooks.has_value() == item_first.error.has_value()) std::abort();
  if (item_first.error && has_control(item_first.error->message)) std::abort();
  const MindTomlParse first = parse_mind_toml(bytes);
  const MindTomlParse second = parse_mind_toml(bytes);
  if (first.toml != second.toml || first.error != second.error) std::abort();
  if (first.toml.has_value() == first.error.has_value()) std::abort();
  if (first.error) {
    if (has_control(first.error->message)) std::abort();
    return 0;
  }
  for (const DeclaredItem& item : first.toml->items) {
    if (unsafe_name_reason(item.name) || unsafe_relative_path_reason(item.path)) std::abort();
    if (item.link && unsafe_link_reason(item.kind, *item.link)) std::abort();
  }
  return 0;
}
