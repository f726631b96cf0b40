#include "review/review_tokens.hpp"

#include "core/ascii_case.hpp"

#include <algorithm>
#include <unordered_set>

#include "discovery/workflow_checks.hpp"
#include "namespacing/expansion_gate.hpp"
#include "namespacing/markdown_code.hpp"

namespace mind::review {
namespace {

using namespacing::Token;

// 1-based line of a byte offset; offsets are asked for in increasing order.
class LineCounter {
 public:
  explicit LineCounter(std::string_view text) : text_(text) {}
  std::uint32_t line_of(std::size_t offset) {
    if (offset < at_) {  // out of order: count from the start again
      at_ = 0;
      line_ = 1;
    }
    for (; at_ < offset && at_ < text_.size(); ++at_) {
      if (text_[at_] == '\n') ++line_;
    }
    return line_;
  }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
  std::uint32_t line_ = 1;
};

std::vector<Token> all_tokens(std::string_view text) {
  std::vector<Token> tokens = namespacing::lex_name_tokens(text).tokens;
  for (const Token& t : namespacing::lex_path_tokens(text).tokens) tokens.push_back(t);
  std::sort(tokens.begin(), tokens.end(),
            [](const Token& a, const Token& b) { return a.begin < b.begin; });
  return tokens;
}

// Whether a `{{...}}` body is written as one of mind's token families
// (`ns:`, `tools:`, `path:`, `self`): another language's template (Helm's
// `{{ include "x" . }}`, Ansible's `{{ var }}`, Grafana's, BibTeX's doubled
// braces) is that language's, never a token that failed to expand (issue 35).
bool looks_like_mind_token(std::string_view body) {
  while (!body.empty() && (body.front() == ' ' || body.front() == '\t')) body.remove_prefix(1);
  while (!body.empty() && (body.back() == ' ' || body.back() == '\t')) body.remove_suffix(1);
  const std::string lower = ascii_lower(std::string(body.substr(0, 6)));
  return lower.starts_with("ns:") || lower.starts_with("tools:") || lower.starts_with("path:") ||
         ascii_lower(std::string(body)) == "self";
}

// Every `{{...}}` span (to the first `}}`) written as a mind token and every
// `<<ns:...>>` token, in text order.
// A `{{` in a run of three or more braces opens none (CLI-223's `{{...}}` is a
// token's shape; `{{{x}}}` is a Python f-string's escaped brace around `{x}`).
std::vector<std::pair<std::size_t, std::string_view>> inert_spans(
    std::string_view text, const std::vector<Token>& tokens) {
  std::vector<std::pair<std::size_t, std::string_view>> spans;
  for (std::size_t open = text.find("{{"); open != std::string_view::npos;) {
    // A run of three or more braces is another language's escaping (a Python
    // f-string's `{{{name}}}`, a Handlebars raw block), never a token: skip it.
    std::size_t run = open + 2;
    while (run < text.size() && text[run] == '{') ++run;
    if (run > open + 2 || (open > 0 && text[open - 1] == '{')) {
      open = text.find("{{", run);
      continue;
    }
    const std::size_t close = text.find("}}", open + 2);
    if (close == std::string_view::npos) break;  // NS-13: the rest is text
    if (looks_like_mind_token(text.substr(open + 2, close - open - 2))) {
      spans.emplace_back(open, text.substr(open, close + 2 - open));
    }
    open = text.find("{{", close + 2);
  }
  for (const Token& t : tokens) {
    if (t.spelling == namespacing::TokenSpelling::angles) spans.emplace_back(t.begin, t.written);
  }
  std::sort(spans.begin(), spans.end());
  return spans;
}

std::string listed(const std::vector<std::string_view>& written, std::size_t total) {
  std::string list;
  for (std::string_view w : written) list += (list.empty() ? "" : ", ") + shown_name(w);
  if (total > written.size()) list += " and " + std::to_string(total - written.size()) + " more";
  return list;
}

// CLI-139: a name token in the frontmatter `name:` field namespaces the
// item's own name, which install never does (the prefix comes from outside).
void misplaced_in_name(std::string_view text, const std::vector<Token>& tokens,
                       const install::ItemFile& file, std::vector<Finding>& out) {
  if (!text.starts_with("---")) return;
  const std::size_t close = text.find("\n---", 3);
  if (close == std::string_view::npos) return;
  for (std::size_t at = text.find("\nname:"); at != std::string_view::npos && at < close;
       at = text.find("\nname:", at + 1)) {
    const std::size_t end = std::min(text.find('\n', at + 1), close);
    for (const Token& t : tokens) {
      if (t.family != namespacing::TokenFamily::name || t.begin <= at || t.begin >= end) continue;
      out.push_back(make_finding(Severity::hard, "misplaced-reference",
                                 "the frontmatter name: holds " + shown_name(t.written) +
                                     "; an item must not namespace its own name (the prefix is "
                                     "applied at install)",
                                 file.source_path, LineCounter(text).line_of(t.begin)));
      return;
    }
  }
}

// CLI-139, NS-24: where a name token cannot mean a sibling; nullopt when it can.
// A workflow's tokens all expand and are never misplaced (WF-27).
std::optional<std::string_view> misplacement(
    std::string_view text, const Token& t, namespacing::Admission admission,
    const std::vector<std::pair<std::size_t, std::size_t>>& code) {
  if (t.family != namespacing::TokenFamily::name) return std::nullopt;
  if (admission == namespacing::Admission::workflow) return std::nullopt;
  if (admission == namespacing::Admission::copied) return "in a non-markdown file";
  if (namespacing::in_ranges(code, t.begin)) return "in code";
  const char before = t.begin > 0 ? text[t.begin - 1] : ' ';
  const char after = t.end < text.size() ? text[t.end] : ' ';
  if (before == '/' || before == '~' || after == '/') return "next to a path separator";
  return std::nullopt;
}

}  // namespace

void check_file_tokens(const ReviewScope& scope, TokenResolver& resolver, std::size_t item,
                       const install::ItemFile& file, std::vector<Finding>& out) {
  if (!file.text || !namespacing::may_hold_tokens(*file.text)) return;
  const std::string_view text = *file.text;
  const discovery::CatalogItem& ci = scope.catalog.items[item];
  const namespacing::Admission admission =
      namespacing::admit_file(ci.kind, file.item_path, ci.expand);
  const bool expands = admission != namespacing::Admission::copied;
  const Severity severity = expands ? Severity::hard : Severity::advisory;

  const std::vector<Token> tokens = all_tokens(text);
  if (admission == namespacing::Admission::markdown) misplaced_in_name(text, tokens, file, out);
  LineCounter lines(text);
  std::unordered_set<std::size_t> reported;  // spans bad-reference already named (CLI-223)
  std::size_t bad = 0;
  std::vector<std::string_view> tool_names;
  for (const Token& t : tokens) {
    const std::optional<std::string> why = resolver.failure(t);
    if (!why) {
      if (t.family == namespacing::TokenFamily::name && resolver.names_only_tools(t.name) &&
          tool_names.size() < kMaxListedTokens &&
          std::find(tool_names.begin(), tool_names.end(), t.name) == tool_names.end()) {
        tool_names.push_back(t.name);
      }
      continue;
    }
    reported.insert(t.begin);
    if (++bad > kMaxTokenFindingsPerFile) continue;
    // NS-12: a bad token in a file that expands fails the item's install.
    const std::string consequence =
        expands ? "this file expands at install, so installing the item would fail"
                : "this file never expands, so the token is dead text";
    out.push_back(make_finding(severity, "bad-reference",
                               "token " + shown_name(t.written) + " " + *why + "; " + consequence,
                               file.source_path, lines.line_of(t.begin)));
  }
  if (bad > kMaxTokenFindingsPerFile) {
    out.push_back(make_finding(
        severity, "bad-reference",
        std::to_string(bad - kMaxTokenFindingsPerFile) + " more unresolved token(s) not listed",
        file.source_path));
  }
  // CLI-139: advisory, once per file, naming a bounded list; the spans are not
  // repeated as inert tokens (CLI-223).
  const auto code =
      admission == namespacing::Admission::copied || admission == namespacing::Admission::workflow
          ? std::vector<std::pair<std::size_t, std::size_t>>{}
          : namespacing::markdown_code_ranges(text);
  std::string misplaced;
  std::size_t misplaced_count = 0;
  std::optional<std::size_t> first_misplaced;
  for (const Token& t : tokens) {
    if (reported.contains(t.begin)) continue;
    const auto where = misplacement(text, t, admission, code);
    if (!where) continue;
    reported.insert(t.begin);
    if (!first_misplaced) first_misplaced = t.begin;
    if (++misplaced_count <= kMaxListedTokens) {
      misplaced += (misplaced.empty() ? "" : ", ") + shown_name(t.written) + " (" +
                   std::string(*where) + ")";
    }
  }
  if (misplaced_count > 0) {
    if (misplaced_count > kMaxListedTokens)
      misplaced += " and " + std::to_string(misplaced_count - kMaxListedTokens) + " more";
    out.push_back(make_finding(Severity::advisory, "misplaced-reference",
                               "{{ns:}} where it cannot name an item: " + misplaced +
                                   "; code and paths want a path token ({{path:...}}, "
                                   "{{tools:...}}, {{self}})",
                               file.source_path, LineCounter(text).line_of(*first_misplaced)));
  }
  if (!tool_names.empty()) {  // CLI-192
    out.push_back(make_finding(Severity::advisory, "ns-tool-reference",
                               "{{ns:}} names only a tool (" +
                                   listed(tool_names, tool_names.size()) +
                                   "); tools are not linked, so write {{tools:NAME}} for the "
                                   "entrypoint or {{path:tool:NAME}} for its directory",
                               file.source_path));
  }
  if (expands) return;  // WF-27: tokens expand there, nothing is inert

  std::vector<std::string_view> inert;
  std::size_t inert_count = 0;
  std::optional<std::size_t> first;
  for (const auto& [begin, written] : inert_spans(text, tokens)) {
    if (reported.contains(begin)) continue;
    if (!first) first = begin;
    if (inert.size() < kMaxListedTokens) inert.push_back(written);
    ++inert_count;
  }
  if (inert_count == 0) return;
  out.push_back(make_finding(
      Severity::advisory, "inert-token",
      listed(inert, inert_count) +
          " will never expand: this file is not markdown and not listed in the item's "
          "`expand:`. List it in `expand:` to have it expanded, move the text into a markdown "
          "file, or drop the braces if they are not meant as a token",
      file.source_path, LineCounter(text).line_of(*first)));
}

}  // namespace mind::review
