#include "discovery/meta_keys.hpp"

#include <cstddef>
#include <iterator>

#include "core/utf8.hpp"

namespace mind::discovery {
namespace {

bool is_blank(std::string_view text) { return utf8::trim_js_whitespace(text).empty(); }

bool is_usable_text(const MetaKeys::Slot& slot) {
  return slot.present && slot.value.kind == MetaValueKind::string && !is_blank(slot.value.text);
}

std::string name_problem_or_empty(const MetaKeys::Slot& name) {
  if (!name.present) return "meta has no name";
  if (name.value.kind != MetaValueKind::string) {
    return "meta.name is " + std::string(describe_kind(name.value.kind)) + ", not a string";
  }
  if (name.value.lone_surrogate) return "meta.name contains an unpaired surrogate escape";
  const std::string_view trimmed = utf8::trim_js_whitespace(name.value.text);
  if (trimmed.empty()) return "meta.name is empty";
  const utf8::FoundCodePoint found = utf8::find_control_or_invisible(trimmed);
  if (found.found) {
    return "meta.name contains a control or invisible character (" +
           utf8::code_point_label(found.value) + ")";
  }
  return {};
}

std::string description_problem(const MetaKeys::Slot& description) {
  if (!description.present) return "meta has no description";
  if (description.value.kind != MetaValueKind::string) {
    return "meta.description is " + std::string(describe_kind(description.value.kind)) +
           ", not a string";
  }
  return "meta.description is empty";
}

}  // namespace

std::string_view describe_kind(MetaValueKind kind) {
  // In the order of MetaValueKind.
  static constexpr std::string_view kDescriptions[] = {
      "a string",  "a number", "a BigInt", "a boolean", "null", "a regular expression",
      "an object", "an array"};
  static_assert(std::size(kDescriptions) == static_cast<std::size_t>(MetaValueKind::array) + 1);
  const auto index = static_cast<std::size_t>(kind);
  return index < std::size(kDescriptions) ? kDescriptions[index] : "a value";
}

void MetaKeys::record(std::string_view key, MetaValue value) {
  Slot* slot = key == "name"          ? &name
               : key == "description" ? &description
               : key == "whenToUse"   ? &when_to_use
                                      : nullptr;
  if (slot == nullptr) return;
  slot->present = true;
  slot->value = std::move(value);
}

WorkflowMeta judge_meta_keys(const MetaKeys& keys) {
  WorkflowMeta result;
  result.status = MetaStatus::ok;
  result.reason = MetaReason::none;
  std::string name_problem = name_problem_or_empty(keys.name);
  if (name_problem.empty()) {
    result.name = std::string(utf8::trim_js_whitespace(keys.name.value.text));
  }
  const bool description_usable = is_usable_text(keys.description);
  if (description_usable) result.description = keys.description.value.text;
  if (is_usable_text(keys.when_to_use)) result.when_to_use = keys.when_to_use.value.text;
  if (!name_problem.empty()) {
    result.status = MetaStatus::invalid;
    result.reason = MetaReason::bad_name;
    result.detail = std::move(name_problem);
  } else if (!description_usable) {
    result.status = MetaStatus::invalid;
    result.reason = MetaReason::bad_description;
    result.detail = description_problem(keys.description);
  }
  return result;
}

}  // namespace mind::discovery
