#include "namespacing/unguarded_references.hpp"

#include <algorithm>

#include "core/sanitize.hpp"
#include "core/utf8.hpp"
#include "namespacing/byte_ranges.hpp"
#include "namespacing/markdown_code.hpp"

namespace mind::namespacing {
namespace {

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
  const std::size_t start = mind::utf8::code_point_start(text, at - 1);
  return is_word_code_point(mind::utf8::decode_at(text, start).value);
}

bool is_word_after(std::string_view text, std::size_t at) noexcept {
  if (at >= text.size()) return false;
  return is_word_code_point(mind::utf8::decode_at(text, at).value);
}

using Ranges = ByteRanges;

// `{{...}}` and `<<ns:...>>` spans (what a token is, or may be, is not prose),
// and the markdown syntax of NS-52/NS-55 (code, link destinations, autolinks),
// applied to every file: it can only remove reports. Sorted and disjoint.
Ranges merged_with_tokens(std::string_view text, Ranges spans) {
  auto collect = [&](std::string_view open, std::string_view close) {
    for (std::size_t at = text.find(open); at != std::string_view::npos; at = text.find(open, at)) {
      const std::size_t end = text.find(close, at + open.size());
      if (end == std::string_view::npos) {
        spans.emplace_back(at, text.size());
        break;
      }
      spans.emplace_back(at, end + close.size());
      at = end + close.size();
    }
  };
  collect("{{", "}}");
  collect("<<ns:", ">>");
  return merged_ranges(std::move(spans));
}

Ranges token_ranges(std::string_view text) { return merged_with_tokens(text, {}); }
Ranges not_prose(std::string_view text) {
  return merged_with_tokens(text, markdown_syntax_ranges(text));
}

bool is_ascii_alnum(char c) noexcept {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// The sibling's own kind word after a name: "use the pdf skill", "the setup
// command" (a "hookify rule" is no rule item named hookify).
bool kind_word_after(std::string_view text, std::size_t at, discovery::Kind kind) noexcept {
  while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) ++at;
  const std::string_view kind_word = discovery::kind_word(kind);
  for (std::string_view word :
       {kind_word, kind == discovery::Kind::agent ? "subagent" : kind_word}) {
    if (at + word.size() > text.size()) continue;
    bool same = true;
    for (std::size_t i = 0; i < word.size() && same; ++i) {
      const char c = text[at + i];
      same = (c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c) == word[i];
    }
    if (same && (at + word.size() == text.size() || !is_ascii_alnum(text[at + word.size()]) ||
                 text[at + word.size()] == 's'))
      return true;
  }
  return false;
}

// Whether the whole-word mention at [at, end) is written as an item reference.
// Never a reference: a file name with an extension (`output.docx`), an
// extension (`.pdf`), a path segment (`skills/pdf/`, `a/pdf`), a qualified
// name (`plugin:name`, already namespaced, either half). Always one: a slash command
// (`/name` at a word start) or an `@name` mention. Otherwise a name of several
// words (`writing-plans`) is one, and a one-word name (`status`, `setup`) is
// ordinary prose unless a kind word follows it ("the setup command").
bool written_as_reference(std::string_view text, std::size_t at, std::size_t end,
                          discovery::Kind kind) noexcept {
  const char before = at > 0 ? text[at - 1] : '\n';
  const char after = end < text.size() ? text[end] : '\n';
  if (after == '.' && end + 1 < text.size() && is_ascii_alnum(text[end + 1])) return false;
  if (after == '/' || before == '.' || before == '\\' || before == '~') return false;
  if (before == ':' && at >= 2 && text[at - 2] != ' ') return false;
  // The plugin half of a plugin-qualified name (`agentType: 'swarm:verifier'`)
  // names the plugin, not the sibling: decision 18 resolves the whole name.
  if (after == ':' && end + 1 < text.size() && is_ascii_alnum(text[end + 1])) return false;
  if (before == '/') {
    const char slash_before = at >= 2 ? text[at - 2] : '\n';
    return slash_before == ' ' || slash_before == '\n' || slash_before == '\t' ||
           slash_before == '(' || slash_before == '"' || slash_before == '\'';
  }
  if (before == '@') return true;
  if (text.substr(at, end - at).find('-') != std::string_view::npos) return true;
  return kind_word_after(text, end, kind);
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
                                                          std::string_view self_bare,
                                                          MentionForm form) {
  std::vector<UnguardedReference> found;
  if (!is_valid_utf8(text)) return found;
  const Ranges spans = form == MentionForm::reference ? not_prose(text) : token_ranges(text);
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
      if (in_ranges(spans, at)) continue;
      if (form == MentionForm::reference &&
          !written_as_reference(text, at, at + name.size(), s.kind))
        continue;
      if (ref.count++ == 0) {
        ref.line = 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + at, '\n'));
      }
    }
    if (ref.count > 0) found.push_back(std::move(ref));
  }
  return found;
}

GuardedText guard_unguarded_references(std::string_view text, std::span<const Sibling> siblings,
                                       std::string_view self_bare) {
  GuardedText out{std::string(text), 0};
  if (!is_valid_utf8(text)) return out;
  const Ranges spans = not_prose(text);
  std::vector<std::pair<std::size_t, std::size_t>> hits;  // begin, end
  for (const Sibling& s : siblings) {
    const std::string& name = s.bare_name;
    if (name.empty() || name == self_bare || is_agent_only(siblings, name)) continue;
    for (std::size_t at = text.find(name); at != std::string_view::npos;
         at = text.find(name, at + 1)) {
      const std::size_t end = at + name.size();
      if (is_word_before(text, at) || is_word_after(text, end)) continue;
      if (in_ranges(spans, at) || !written_as_reference(text, at, end, s.kind)) continue;
      // A slash command stays as written: `/{{ns:x}}` would be a token beside a
      // path separator, which review itself flags as misplaced (NS-24).
      if (at > 0 && text[at - 1] == '/') continue;
      hits.emplace_back(at, end);
    }
  }
  std::sort(hits.begin(), hits.end());
  std::string rewritten;
  std::size_t from = 0;
  for (const auto& [begin, end] : hits) {
    if (begin < from) continue;  // overlapping names: the first (longest at a start) wins
    rewritten.append(text.substr(from, begin - from));
    rewritten += "{{ns:";
    rewritten.append(text.substr(begin, end - begin));
    rewritten += "}}";
    from = end;
    ++out.rewrites;
  }
  if (out.rewrites == 0) return out;
  rewritten.append(text.substr(from));
  out.text = std::move(rewritten);
  return out;
}

void merge_unguarded_references(std::vector<UnguardedReference>& into,
                                std::vector<UnguardedReference> more) {
  for (UnguardedReference& ref : more) {
    auto seen =
        std::find_if(into.begin(), into.end(), [&](const auto& r) { return r.name == ref.name; });
    if (seen == into.end()) {
      into.push_back(std::move(ref));
    } else {
      seen->count += ref.count;
    }
  }
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
  return mind::sanitize_display(label) + " mentions sibling(s) " + listed_reference_names(refs) +
         " as bare words; under prefix '" + mind::sanitize_display(prefix) +
         "' they name nothing. Write {{ns:" + mind::shown_name(refs.front().name) +
         "}} where an item name is meant";
}

}  // namespace mind::namespacing
