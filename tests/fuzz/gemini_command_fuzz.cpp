// libFuzzer target for the translated agent forms (design decision 15):
// whatever a hostile command file holds, the TOML mind writes for Gemini CLI
// parses and has a string `prompt`; whatever a hostile agent file holds, the
// OpenCode agent file opens with a closed frontmatter block of only the keys
// mind writes, one `key: "value"` line each (a `tools` map of booleans), and
// keeps the source's body. The same bytes always give the same files.

#include <toml++/toml.h>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "install/lobes/agent_forms.hpp"
#include "install/lobes/opencode_agent.hpp"

namespace {

bool one_quoted_value(std::string_view rest) {
  if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"') return false;
  for (std::size_t i = 1; i + 1 < rest.size(); ++i) {
    const auto c = static_cast<unsigned char>(rest[i]);
    if (c < 0x20 || c == 0x7f) return false;  // escaped, never raw
    if (rest[i] == '\\') {
      ++i;
    } else if (rest[i] == '"') {
      return false;  // an unescaped quote would end the scalar early
    }
  }
  return true;
}

void check_opencode(std::string_view bytes) {
  const std::string md = mind::install::opencode_agent_md(bytes);
  if (md != mind::install::opencode_agent_md(bytes)) std::abort();
  if (!md.starts_with("---\n")) std::abort();
  const std::size_t close = md.find("\n---\n");
  if (close == std::string::npos) std::abort();
  std::string_view block = std::string_view(md).substr(4, close - 3);
  bool in_tools = false;
  while (!block.empty()) {
    const std::size_t nl = block.find('\n');
    const std::string_view line = block.substr(0, nl);
    block.remove_prefix(nl + 1);
    if (line == "mode: subagent") continue;
    if (line == "tools:") {
      in_tools = true;
      continue;
    }
    if (in_tools && line.starts_with("  ")) {
      const std::size_t colon = line.rfind(": ");
      const std::string_view value = line.substr(colon + 2);
      if (!one_quoted_value(line.substr(2, colon - 2)) || (value != "true" && value != "false")) {
        std::abort();
      }
      continue;
    }
    in_tools = false;
    bool known = false;
    for (std::string_view key : {"description: ", "model: ", "color: "}) {
      if (line.starts_with(key)) known = one_quoted_value(line.substr(key.size()));
    }
    if (!known) std::abort();  // a key OpenCode might refuse
  }
  std::string text = mind::install::valid_utf8_text(bytes);
  if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);
  if (md.substr(close + 5) != mind::install::markdown_body(text)) std::abort();  // the prompt kept
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const std::string toml_text = mind::install::gemini_command_toml(bytes);
  if (toml_text != mind::install::gemini_command_toml(bytes)) std::abort();
  try {
    const toml::table t = toml::parse(toml_text);
    if (!t["prompt"].is_string()) std::abort();
    if (t.contains("description") && !t["description"].is_string()) std::abort();
  } catch (const toml::parse_error&) {
    std::abort();  // mind wrote a file Gemini CLI could not read
  }
  check_opencode(bytes);
  return 0;
}
