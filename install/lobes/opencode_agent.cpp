#include "install/lobes/opencode_agent.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "core/ascii_case.hpp"
#include "core/ascii_trim.hpp"
#include "discovery/frontmatter.hpp"
#include "install/lobes/agent_forms.hpp"
#include "install/lobes/quoted_scalar.hpp"

namespace mind::install {
namespace {

// Claude Code's tool names (and the aliases of GitHub's agent profiles, which
// share the agents folder) -> OpenCode 1.18's tools (`opencode debug agent`).
constexpr std::array<std::pair<std::string_view, std::string_view>, 20> kTools{{
    {"bash", "bash"},
    {"shell", "bash"},
    {"execute", "bash"},
    {"read", "read"},
    {"notebookread", "read"},
    {"write", "write"},
    {"edit", "edit"},
    {"multiedit", "edit"},
    {"notebookedit", "edit"},
    {"glob", "glob"},
    {"ls", "glob"},
    {"grep", "grep"},
    {"webfetch", "webfetch"},
    {"websearch", "websearch"},
    {"todowrite", "todowrite"},
    {"todoread", "todowrite"},
    {"task", "task"},
    {"agent", "task"},
    {"skill", "skill"},
    {"askuserquestion", "question"},
}};

// Claude Code's named agent colors as the `#RRGGBB` OpenCode checks for.
constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kColors{{
    {"red", "#FF0000"},
    {"blue", "#0000FF"},
    {"green", "#008000"},
    {"yellow", "#FFFF00"},
    {"purple", "#800080"},
    {"orange", "#FFA500"},
    {"pink", "#FFC0CB"},
    {"cyan", "#00FFFF"},
}};

// OpenCode's theme color names, which it also accepts.
constexpr std::array<std::string_view, 7> kThemeColors{"primary", "secondary", "accent", "success",
                                                       "warning", "error",     "info"};

bool is_word(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-';
  });
}

std::string_view unquoted(std::string_view s) {
  s = trim_ascii_blanks(s);
  if (s.size() >= 2 && (s.front() == '"' || s.front() == '\'') && s.back() == s.front()) {
    s = s.substr(1, s.size() - 2);
  }
  return trim_ascii_blanks(s);
}

// `Read, Grep`, `[Read, Grep]`, `['read', 'edit']`: the names, commas inside
// parentheses (`Bash(git add:*, git commit:*)`) kept with their name.
std::vector<std::string> split_list(std::string_view value) {
  value = trim_ascii_blanks(value);
  if (value.size() >= 2 && value.front() == '[' && value.back() == ']') {
    value = value.substr(1, value.size() - 2);
  }
  std::vector<std::string> out;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= value.size(); ++i) {
    const char c = i < value.size() ? value[i] : ',';
    if (c == '(') ++depth;
    if (c == ')' && depth > 0) --depth;
    if (c != ',' || depth > 0) continue;
    if (std::string_view name = unquoted(value.substr(start, i - start)); !name.empty()) {
      out.emplace_back(name);
    }
    start = i + 1;
  }
  return out;
}

// The lines of the closed frontmatter block (without the `---` lines).
std::vector<std::string_view> frontmatter_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  const std::string_view body = markdown_body(text);
  if (body.size() == text.size()) return lines;  // no closed block
  std::string_view block = text.substr(0, text.size() - body.size());
  for (std::size_t at = 0; at < block.size();) {
    std::size_t end = block.find('\n', at);
    if (end == std::string_view::npos) end = block.size();
    std::string_view line = block.substr(at, end - at);
    if (line.ends_with('\r')) line.remove_suffix(1);
    lines.push_back(line);
    at = end + 1;
  }
  if (!lines.empty()) lines.erase(lines.begin());  // the opening `---`
  if (!lines.empty()) lines.pop_back();            // the closing `---`
  return lines;
}

// A key's value as a list: its scalar (`tools: Read, Grep`, a flow list), or
// the `- item` lines of a block list under it. nullopt: the key is absent.
std::optional<std::vector<std::string>> list_value(std::string_view text,
                                                   const discovery::Frontmatter& fm,
                                                   const std::string& key) {
  const auto scalar = fm.get(key);
  if (!scalar) return std::nullopt;
  if (const auto list = fm.lists.find(key); list != fm.lists.end()) {  // a YAML sequence
    std::vector<std::string> items;
    for (const std::string& item : list->second) {
      if (std::string_view name = trim_ascii_blanks(item); !name.empty()) items.emplace_back(name);
    }
    return items;
  }
  if (!trim_ascii_blanks(*scalar).empty()) return split_list(*scalar);
  std::vector<std::string> items;
  const std::vector<std::string_view> lines = frontmatter_lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (trim_ascii_blanks(lines[i]) != key + ":") continue;
    if (lines[i].front() == ' ' || lines[i].front() == '\t') continue;  // nested, not top level
    items.clear();
    for (std::size_t j = i + 1; j < lines.size(); ++j) {
      const std::string_view item = trim_ascii_blanks(lines[j]);
      if (item.empty()) continue;
      if (!item.starts_with('-')) break;
      if (std::string_view name = unquoted(item.substr(1)); !name.empty()) items.emplace_back(name);
    }
  }
  return items;
}

// `provider/model` kept; a Claude id (`claude-sonnet-4-5`) as Anthropic's;
// an alias (`sonnet`, `inherit`) dropped: the subagent takes its caller's model.
std::optional<std::string> opencode_model(std::string_view model) {
  model = unquoted(model);
  const bool safe = !model.empty() && std::all_of(model.begin(), model.end(), [](char c) {
    return is_word(std::string_view(&c, 1)) || c == '.' || c == '/' || c == ':' || c == '@';
  });
  if (!safe) return std::nullopt;
  const std::size_t slash = model.find('/');
  if (slash != std::string_view::npos) {
    if (slash == 0 || slash + 1 == model.size()) return std::nullopt;
    return std::string(model);
  }
  if (ascii_lower(model).starts_with("claude-")) return "anthropic/" + std::string(model);
  return std::nullopt;
}

std::optional<std::string> opencode_color(std::string_view color) {
  color = unquoted(color);
  const std::string lower = ascii_lower(color);
  for (const auto& [name, hex] : kColors) {
    if (lower == name) return std::string(hex);
  }
  if (std::find(kThemeColors.begin(), kThemeColors.end(), lower) != kThemeColors.end()) {
    return lower;
  }
  const bool hex =
      color.size() == 7 && color[0] == '#' &&
      std::all_of(color.begin() + 1, color.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
      });
  return hex ? std::optional<std::string>(std::string(color)) : std::nullopt;
}

void add_tools(std::vector<std::pair<std::string, bool>>& tools,
               const std::vector<std::string>& names, bool allowed) {
  for (const std::string& name : names) {
    for (std::string& tool : opencode_tools(name)) {
      const auto same = [&](const auto& t) { return t.first == tool; };
      if (auto it = std::find_if(tools.begin(), tools.end(), same); it != tools.end()) {
        it->second = it->second && allowed;  // denied anywhere: denied
      } else {
        tools.emplace_back(std::move(tool), allowed);
      }
    }
  }
}

}  // namespace

std::vector<std::string> opencode_tools(std::string_view claude_tool) {
  const std::string name = ascii_lower(unquoted(claude_tool));
  if (name.starts_with("mcp__")) {  // `mcp__<server>__<tool>`: OpenCode's `<server>_<tool>`
    const std::string_view rest = std::string_view(name).substr(5);
    const std::size_t sep = rest.find("__");
    const std::string_view server = rest.substr(0, sep);
    if (!is_word(server)) return {};
    if (sep == std::string_view::npos) return {std::string(server) + "_*"};
    const std::string_view tool = rest.substr(sep + 2);
    if (!is_word(tool)) return {};
    return {std::string(server) + "_" + std::string(tool)};
  }
  if (name == "search") return {"grep", "glob"};
  for (const auto& [claude, opencode] : kTools) {
    if (name == claude) return {std::string(opencode)};
  }
  return {};
}

std::string opencode_agent_md(std::string_view source) {
  std::string text = valid_utf8_text(source);
  if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);  // a BOM before the frontmatter
  const discovery::Frontmatter fm = discovery::read_frontmatter(text);
  std::string out = "---\n";
  if (auto description = fm.get("description")) {
    out += "description: " + double_quoted(*description) + "\n";
  }
  out += "mode: subagent\n";  // a Claude Code agent is a subagent the main agent hands work to
  if (auto model = fm.get("model")) {
    if (auto m = opencode_model(*model)) out += "model: " + double_quoted(*m) + "\n";
  }
  if (auto color = fm.get("color")) {
    if (auto c = opencode_color(*color)) out += "color: " + double_quoted(*c) + "\n";
  }
  std::vector<std::pair<std::string, bool>> tools;
  const auto allowed = list_value(text, fm, "tools");
  const bool allow_list =
      allowed && !(allowed->size() == 1 && (*allowed)[0] == "*");  // `*`: every tool
  if (allow_list) {
    tools.emplace_back("*", false);  // Claude's list allows those tools and no other
    add_tools(tools, *allowed, true);
  }
  if (auto denied = list_value(text, fm, "disallowedTools")) add_tools(tools, *denied, false);
  if (!tools.empty()) {
    out += "tools:\n";
    for (const auto& [tool, on] : tools) {
      out += "  " + double_quoted(tool) + (on ? ": true\n" : ": false\n");
    }
  }
  out += "---\n";
  return out + std::string(markdown_body(text));
}

}  // namespace mind::install
