#include "namespacing/prefix.hpp"

#include <array>

#include "core/error.hpp"
#include "core/reserved_words.hpp"
#include "core/sanitize.hpp"
#include "core/utf8.hpp"
#include "discovery/kind.hpp"
#include "discovery/name_safety.hpp"

namespace mind::namespacing {

namespace {

bool is_valid_utf8(std::string_view text) noexcept {
  for (std::size_t at = 0; at < text.size();) {
    const mind::utf8::DecodedCodePoint decoded = mind::utf8::decode_at(text, at);
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
  if (const auto found = mind::utf8::find_control_or_invisible(prefix); found.found) {
    return "it contains the invisible character " + mind::utf8::code_point_label(found.value);
  }
  return std::nullopt;
}

}  // namespace

bool is_reserved_prefix(std::string_view prefix) noexcept {
  return is_reserved_word(prefix);  // NS-25, NS-29, WF-52
}

std::optional<PrefixRefusal> prefix_refusal(std::string_view prefix) {
  if (prefix.empty()) return std::nullopt;
  if (auto why = unsafe_reason(prefix)) return PrefixRefusal{ErrorKind::unsafe_prefix, *why};
  if (is_reserved_prefix(prefix)) {
    return PrefixRefusal{ErrorKind::reserved_prefix,
                         "it is a reserved word (a kind word reads as a kind in `kind:name` refs)"};
  }
  return std::nullopt;
}

void validate_prefix(std::string_view prefix, std::string_view where) {
  const auto refusal = prefix_refusal(prefix);
  if (!refusal) return;
  throw Error(refusal->kind,
              std::string(where) + " '" + mind::sanitize_display(prefix) +
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
