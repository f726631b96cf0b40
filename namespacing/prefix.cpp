#include "namespacing/prefix.hpp"

#include <array>

#include "core/error.hpp"
#include "discovery/kind.hpp"
#include "discovery/name_safety.hpp"
#include "discovery/sanitize.hpp"
#include "discovery/utf8.hpp"

namespace mind::namespacing {

namespace {

// NS-29: permanent and append-only; the kind words come from the trait table.
constexpr std::array<std::string_view, 6> kReservedWords = {"hook",   "mcp",  "plugin",
                                                            "prompt", "mode", "output-style"};

bool is_valid_utf8(std::string_view text) noexcept {
  for (std::size_t at = 0; at < text.size();) {
    const discovery::utf8::DecodedCodePoint decoded = discovery::utf8::decode_at(text, at);
    if (!decoded.valid) return false;
    at += decoded.length;
  }
  return true;
}

std::optional<std::string> unsafe_reason(std::string_view prefix) {
  if (auto why = discovery::unsafe_name_reason(prefix)) return why;
  if (prefix.front() == '~') return std::string("it starts with '~'");
  if (prefix.find(':') != std::string_view::npos) return std::string("it contains ':'");
  if (!is_valid_utf8(prefix)) return std::string("it is not valid UTF-8");
  // NS-73: the whole format (Cf) class, variation selectors and tag characters,
  // a superset of the display sanitizer's blocked list.
  if (const auto found = discovery::utf8::find_control_or_invisible(prefix); found.found) {
    return "it contains the invisible character " + discovery::utf8::code_point_label(found.value);
  }
  return std::nullopt;
}

}  // namespace

bool is_reserved_prefix(std::string_view prefix) noexcept {
  if (discovery::parse_kind(prefix)) return true;  // NS-25, WF-52
  for (std::string_view word : kReservedWords) {
    if (prefix == word) return true;
  }
  return false;
}

std::optional<PrefixRefusal> prefix_refusal(std::string_view prefix) {
  if (prefix.empty()) return std::nullopt;
  if (auto why = unsafe_reason(prefix)) return PrefixRefusal{"unsafe-prefix", *why};
  if (is_reserved_prefix(prefix)) {
    return PrefixRefusal{"reserved-prefix",
                         "it is a reserved word (a kind word reads as a kind in `kind:name` refs)"};
  }
  return std::nullopt;
}

void validate_prefix(std::string_view prefix, std::string_view where) {
  const auto refusal = prefix_refusal(prefix);
  if (!refusal) return;
  throw Error(refusal->kind,
              std::string(where) + " '" + discovery::sanitize_display(prefix) +
                  "' cannot be a prefix: " + refusal->reason,
              {"choose another prefix: one path component without ':', '/', '\\' or invisible "
               "characters, and not skill, agent, rule, command, tool, workflow, hook, mcp, "
               "plugin, prompt, mode or output-style"});
}

std::string resolve_prefix(const PrefixChoices& choices) {
  std::string outer;
  if (choices.consumer_alias) {
    outer = *choices.consumer_alias;
  } else if (choices.declared) {
    outer = *choices.declared;
  } else if (choices.plugin_name) {
    outer = *choices.plugin_name;
  }
  if (!choices.marketplace_entry) return outer;
  if (outer.empty()) return *choices.marketplace_entry;
  return outer + ":" + *choices.marketplace_entry;
}

}  // namespace mind::namespacing
