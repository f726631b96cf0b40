#pragma once
/// Kind: the six item kinds and their one trait table. Every place that needs
/// to know how a kind is shaped (container directory, file or directory,
/// extension, linked or store-only) asks `traits(kind)` instead of switching.

#include <array>
#include <optional>
#include <string_view>

namespace mind::discovery {

enum class Kind { skill, agent, rule, command, tool, workflow };

inline constexpr std::array<Kind, 6> kAllKinds = {Kind::skill,   Kind::agent, Kind::rule,
                                                  Kind::command, Kind::tool,  Kind::workflow};

enum class Shape { directory, file };

struct KindTraits {
  Kind kind;
  std::string_view word;       // `skill`: the kind word in refs, JSON and manifest keys
  std::string_view container;  // `skills`: the convention directory under a scan root
  Shape shape;
  std::string_view extension;  // for file kinds: `.md` / `.js` (compared case-sensitively)
  std::string_view anchor;     // for directory kinds: the file that makes it an item
  bool linked;                 // false for the store-only tool (TOOL-3)
};

const KindTraits& traits(Kind kind) noexcept;
std::string_view kind_word(Kind kind) noexcept;
/// The kind named by `word` (`skill`, `workflow`, ...), if it is one.
std::optional<Kind> parse_kind(std::string_view word) noexcept;

}  // namespace mind::discovery
