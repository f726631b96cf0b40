#include "namespacing/workflow_meta_rename.hpp"

#include "discovery/meta_reader.hpp"
#include "namespacing/token_lexer.hpp"

namespace mind::namespacing {
namespace {

bool is_ident_byte(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '$';
}

bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Whether the literal opening at `open` is the value of a `name` key:
// `name: '…'`, `"name": "…"`, `'name': '…'`.
bool is_name_value(std::string_view text, std::size_t open) noexcept {
  std::size_t i = open;
  while (i > 0 && is_space(text[i - 1])) --i;
  if (i == 0 || text[i - 1] != ':') return false;
  --i;
  while (i > 0 && is_space(text[i - 1])) --i;
  if (i > 0 && (text[i - 1] == '\'' || text[i - 1] == '"')) --i;
  if (i < 4 || text.substr(i - 4, 4) != "name") return false;
  const std::size_t before = i - 4;
  if (before > 0 && (text[before - 1] == '\'' || text[before - 1] == '"')) return true;
  return before == 0 || !is_ident_byte(text[before - 1]);
}

bool reads_the_same(const discovery::WorkflowMeta& was, const discovery::WorkflowMeta& now,
                    std::string_view name) {
  return now.status == was.status && now.name && *now.name == name &&
         now.description == was.description && now.when_to_use == was.when_to_use;
}

}  // namespace

std::optional<std::string> rename_workflow_meta(std::string_view text, std::string_view name) {
  const discovery::WorkflowMeta was = discovery::read_workflow_meta(text);
  if (was.status != discovery::MetaStatus::ok || !was.name) return std::nullopt;
  const std::size_t examined = std::min(was.bytes_examined, text.size());
  for (std::size_t open = 0; open < examined; ++open) {
    if (text.substr(open).starts_with("//") || text.substr(open).starts_with("/*")) {
      // A comment's apostrophe opens no literal ("the Workflow tool's", Straitjacket).
      const bool line = text[open + 1] == '/';
      const std::size_t close = text.find(line ? "\n" : "*/", open + 2);
      if (close == std::string_view::npos) break;
      open = close + (line ? 0 : 1);
      continue;
    }
    const char quote = text[open];
    if (quote != '\'' && quote != '"' && quote != '`') continue;
    const std::size_t close = text.find(quote, open + 1);
    if (close == std::string_view::npos || close >= examined) break;
    const std::string_view content = text.substr(open + 1, close - open - 1);
    if (trim_token_space(content) == *was.name && content.find('\\') == std::string_view::npos &&
        is_name_value(text, open)) {
      std::string out(text.substr(0, open + 1));
      out.append(name).append(text.substr(close));
      if (reads_the_same(was, discovery::read_workflow_meta(out), name)) return out;
    }
    open = close;  // a literal's inside is never a key
  }
  return std::nullopt;
}

}  // namespace mind::namespacing
