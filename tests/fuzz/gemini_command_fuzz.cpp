// libFuzzer target for the Gemini CLI command translation (design decision
// 15): whatever a hostile command file holds, the TOML mind writes parses, has
// a string `prompt`, and the same bytes always give the same file.

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <toml++/toml.h>

#include "install/lobes/agent_forms.hpp"

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
  return 0;
}
