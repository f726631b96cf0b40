#include "namespacing/unguarded_references.hpp"

#include <algorithm>

#include "core/sanitize.hpp"
#include "core/utf8.hpp"

namespace mind::namespacing {
namespace {

struct Span {
  std::size_t begin, end;
};

bool is_word_code_point(char32_t cp) noexcept {
  if (cp < 0x80) {
    return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') ||
           cp == '_' || cp == '-';
  }
  if (cp <= 0xBF) return cp == 0xAA || cp == 0xB5 || cp == 0xBA;  // Latin-1 punctuation
  if (cp == 0xD7 || cp == 0xF7) return false;                     // multiplication, division
  if (cp >= 0x2000 && cp <= 0x2BFF) return false;  // punctuation, symbols, arrows, boxes
  if (cp >= 0x3000 && cp <= 0x303F) return false;  // CJK punctuation
  if (cp >= 0xFE30 && cp <= 0xFE6F) return false;  // compatibility punctuation
  if (cp >= 0xFF00 && cp <= 0xFF0F) return false;  // fullwidth punctuation
  return !mind::utf8::is_control_or_invisible(cp);
}

bool is_word_before(std::string_view text, std::size_t at) noexcept {
  if (at == 0) return false;
  std::size_t start = at - 1;
  while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
  return is_word_code_point(mind::utf8::decode_at(text, start).value);
}

bool is_word_after(std::string_view text, std::size_t at) noexcept {
  if (at >= text.size()) return false;
  return is_word_code_point(mind::utf8::decode_at(text, at).value);
}

// `{{...}}` and `<<ns:...>>` spans: what a token is, or may be, is not prose.
std::vector<Span> token_spans(std::string_view text) {
  std::vector<Span> spans;
  auto collect = [&](std::string_view open, std::string_view close) {
    for (std::size_t at = text.find(open); at != std::string_view::npos; at = text.find(open, at)) {
      const std::size_t end = text.find(close, at + open.size());
      if (end == std::string_view::npos) {
        spans.push_back({at, text.size()});
        break;
      }
      spans.push_back({at, end + close.size()});
      at = end + close.size();
    }
  };
  collect("{{", "}}");
  collect("<<ns:", ">>");
  return spans;
}

bool inside(const std::vector<Span>& spans, std::size_t at) {
  return std::any_of(spans.begin(), spans.end(),
                     [at](const Span& s) { return at >= s.begin && at < s.end; });
}

// NS-42: a name only agents carry is correct bare, since agents always link bare.
bool is_agent_only(std::span<const Sibling> siblings, std::string_view name) {
  return std::none_of(siblings.begin(), siblings.end(), [&](const Sibling& s) {
    return s.bare_name == name && s.kind != discovery::Kind::agent;
  });
}

}  // namespace

std::vector<UnguardedReference> find_unguarded_references(std::string_view text,
                                                          std::span<const Sibling> siblings,
                                                          std::string_view self_bare) {
  std::vector<UnguardedReference> found;
  if (!is_valid_utf8(text)) return found;
  const std::vector<Span> spans = token_spans(text);
  for (const Sibling& s : siblings) {
    const std::string& name = s.bare_name;
    if (name.empty() || name == self_bare || is_agent_only(siblings, name)) continue;
    if (std::any_of(found.begin(), found.end(), [&](const auto& f) { return f.name == name; })) {
      continue;  // a name shared by two kinds is one mention
    }
    UnguardedReference ref{name, 0, 0};
    for (std::size_t at = text.find(name); at != std::string_view::npos;
         at = text.find(name, at + 1)) {
      if (is_word_before(text, at) || is_word_after(text, at + name.size())) continue;
      if (inside(spans, at)) continue;
      if (ref.count++ == 0) {
        ref.line = 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + at, '\n'));
      }
    }
    if (ref.count > 0) found.push_back(std::move(ref));
  }
  return found;
}

std::string listed_reference_names(std::span<const UnguardedReference> refs) {
  std::string list;
  for (std::size_t i = 0; i < refs.size() && i < kMaxListedReferences; ++i) {
    list += (list.empty() ? "" : ", ") + mind::shown_name(refs[i].name);
  }
  if (refs.size() > kMaxListedReferences)
    list += " and " + std::to_string(refs.size() - kMaxListedReferences) + " more";
  return list;
}

std::string unguarded_reference_message(std::string_view label, std::string_view prefix,
                                        std::span<const UnguardedReference> refs) {
  return mind::sanitize_display(label) + " mentions sibling(s) " +
         listed_reference_names(refs) + " as bare words; under prefix '" +
         mind::sanitize_display(prefix) +
         "' they name nothing. Write {{ns:" + mind::shown_name(refs.front().name) +
         "}} where an item name is meant";
}

}  // namespace mind::namespacing
