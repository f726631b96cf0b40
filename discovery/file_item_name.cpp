#include "discovery/file_item_name.hpp"

namespace mind::discovery {

std::optional<std::string> file_item_name(Kind kind, std::string_view file_name) {
  constexpr std::string_view kCopilotAgent = ".agent.md";  // Copilot's agent files
  const std::string_view ext = traits(kind).extension;
  if (ext.empty() || file_name.size() <= ext.size() || !file_name.ends_with(ext)) {
    return std::nullopt;
  }
  const std::size_t cut = kind == Kind::agent && file_name.size() > kCopilotAgent.size() &&
                                  file_name.ends_with(kCopilotAgent)
                              ? kCopilotAgent.size()
                              : ext.size();
  return std::string(file_name.substr(0, file_name.size() - cut));
}

}  // namespace mind::discovery
