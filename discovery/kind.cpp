#include "discovery/kind.hpp"

#include "core/reserved_words.hpp"

namespace mind::discovery {
namespace {

// DSC-10..14, WF-1, TOOL-1: the convention layout. WF-3: a workflow is exactly `.js`.
constexpr std::array<KindTraits, 6> kTraits = {{
    {Kind::skill, "skill", "skills", Shape::directory, "", "SKILL.md", true},
    {Kind::agent, "agent", "agents", Shape::file, ".md", "", true},
    {Kind::rule, "rule", "rules", Shape::file, ".md", "", true},
    {Kind::command, "command", "commands", Shape::file, ".md", "", true},
    {Kind::tool, "tool", "tools", Shape::directory, "", "", false},
    {Kind::workflow, "workflow", "workflows", Shape::file, ".js", "", true},
}};

constexpr bool words_agree() {
  for (std::size_t i = 0; i < kTraits.size(); ++i) {
    if (kTraits[i].word != kKindWords[i]) return false;
  }
  return kTraits.size() == kKindWords.size();
}
static_assert(words_agree(), "core/reserved_words.hpp's kind words are the trait table's");

}  // namespace

const KindTraits& traits(Kind kind) noexcept { return kTraits[static_cast<std::size_t>(kind)]; }

std::string_view kind_word(Kind kind) noexcept { return traits(kind).word; }

std::optional<Kind> parse_kind(std::string_view word) noexcept {
  for (const auto& t : kTraits) {
    if (t.word == word) return t.kind;
  }
  return std::nullopt;
}

}  // namespace mind::discovery
