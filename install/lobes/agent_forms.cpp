#include "install/lobes/agent_forms.hpp"

#include "core/utf8.hpp"
#include "discovery/frontmatter.hpp"
#include "install/lobes/opencode_agent.hpp"
#include "install/lobes/quoted_scalar.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view kGeminiSuffix = ".gemini.toml";
constexpr std::string_view kOpenCodeSuffix = ".opencode.md";

// The body of a TOML multi-line basic string: `\` escaped, no `"""` left
// unbroken, control characters but newline and tab escaped.
std::string multiline_body(std::string_view s) {
  std::string out;
  int quotes = 0;
  for (char c : s) {
    if (c == '"') {
      out += ++quotes == 3 ? (quotes = 0, std::string("\\\"")) : std::string("\"");
      continue;
    }
    quotes = 0;
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\n' || c == '\t') {
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      append_unicode_escape(c, out);
    } else {
      out += c;
    }
  }
  return out;
}

std::string replace_all(std::string s, std::string_view from, std::string_view to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) {
    s.replace(at, from.size(), to);
  }
  return s;
}

}  // namespace

// The markdown after a closed leading `---` block (the whole text without one).
std::string_view markdown_body(std::string_view text) {
  if (!(text.starts_with("---\n") || text.starts_with("---\r\n"))) return text;
  std::size_t at = text.find('\n') + 1;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    std::string_view line = text.substr(at, end == std::string_view::npos ? end : end - at);
    if (line.ends_with('\r')) line.remove_suffix(1);
    if (line == "---") return end == std::string_view::npos ? "" : text.substr(end + 1);
    if (end == std::string_view::npos) break;
    at = end + 1;
  }
  return text;  // not closed: no frontmatter
}

// TOML and YAML hold only UTF-8: every invalid sequence becomes U+FFFD.
std::string valid_utf8_text(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const utf8::DecodedCodePoint cp = utf8::decode_at(text, at);
    utf8::append(out, cp.value);
    at += cp.length == 0 ? 1 : cp.length;
  }
  return out;
}

std::optional<AgentForm> agent_form(const fs::path& lobe, discovery::Kind kind,
                                    const std::string& name) {
  const std::string folder = lobe.filename().string();
  if (folder == ".gemini" && kind == discovery::Kind::command) {  // Gemini CLI custom commands
    return AgentForm{"commands/" + name + ".toml", FormKind::gemini_command_toml};
  }
  if ((folder == ".copilot" || folder == ".github") && kind == discovery::Kind::agent) {
    // Copilot CLI custom agents: ~/.copilot/agents/, a project's .github/agents/
    return AgentForm{"agents/" + name + ".agent.md", std::nullopt};
  }
  if ((folder == "opencode" || folder == ".opencode") && kind == discovery::Kind::agent) {
    // OpenCode agents: ~/.config/opencode/agents/<n>.md, in OpenCode's frontmatter
    return AgentForm{"agents/" + name + ".md", FormKind::opencode_agent_md};
  }
  return std::nullopt;
}

std::string form_path(const std::string& store_path, FormKind form) {
  switch (form) {
    case FormKind::gemini_command_toml:
      return store_path + std::string(kGeminiSuffix);
    case FormKind::opencode_agent_md:
      return store_path + std::string(kOpenCodeSuffix);
  }
  return store_path;
}

std::optional<FormKind> form_of_path(std::string_view path) {
  if (path.ends_with(kGeminiSuffix)) return FormKind::gemini_command_toml;
  if (path.ends_with(kOpenCodeSuffix)) return FormKind::opencode_agent_md;
  return std::nullopt;
}

std::string link_file_stem(discovery::Kind kind, std::string_view filename) {
  const bool agent = kind == discovery::Kind::agent;
  for (std::string_view ext : {agent ? ".agent.md" : ".toml", ".md"}) {  // the forms' link names
    if (filename.size() > ext.size() && filename.ends_with(ext)) {
      return std::string(filename.substr(0, filename.size() - ext.size()));
    }
  }
  return std::string(filename);
}

std::string link_rel_for_lobe(const fs::path& lobe, discovery::Kind kind, const std::string& rel) {
  if (kind != discovery::Kind::agent && kind != discovery::Kind::command) return rel;
  const discovery::KindTraits& t = discovery::traits(kind);
  const std::string folder = std::string(t.container) + "/";
  if (!rel.starts_with(folder) || rel.find('/', folder.size()) != std::string::npos) return rel;
  const std::string_view file = std::string_view(rel).substr(folder.size());
  const std::string name = link_file_stem(kind, file);
  if (name.size() == file.size()) return rel;  // no form's extension: a custom link
  if (auto form = agent_form(lobe, kind, name)) return form->link_rel;
  return folder + name + std::string(t.extension);
}

std::string link_target(const std::string& store_path, const std::string& link,
                        discovery::Kind kind) {
  const fs::path l(link);
  const fs::path lobe = l.parent_path().parent_path();
  const std::string name = link_file_stem(kind, l.filename().string());
  const auto form = agent_form(lobe, kind, name);
  if (form && form->translated && l == lobe / form->link_rel) {
    return form_path(store_path, *form->translated);
  }
  return store_path;
}

std::string gemini_command_toml(std::string_view source) {
  const std::string text = valid_utf8_text(source);
  const std::string_view markdown = text;
  std::string out;
  if (auto description = discovery::read_frontmatter(markdown).get("description")) {
    out += "description = " + double_quoted(*description) + "\n\n";
  }
  std::string body(markdown_body(markdown));
  while (body.starts_with('\n') || body.starts_with("\r\n")) body.erase(0, body[0] == '\r' ? 2 : 1);
  if (!body.empty() && !body.ends_with('\n')) body += '\n';
  // Claude Code's `$ARGUMENTS` is what the user typed after the command: Gemini's `{{args}}`.
  body = replace_all(std::move(body), "$ARGUMENTS", "{{args}}");
  return out + "prompt = \"\"\"\n" + multiline_body(body) + "\"\"\"\n";
}

std::string translate(FormKind form, std::string_view source) {
  switch (form) {
    case FormKind::gemini_command_toml:
      return gemini_command_toml(source);
    case FormKind::opencode_agent_md:
      return opencode_agent_md(source);
  }
  return std::string(source);
}

}  // namespace mind::install
