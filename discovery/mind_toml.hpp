#pragma once
/// The root `mind.toml` model and its strict parser (DSC-3, DSC-30..41,
/// DSC-53, DSC-66, DSC-71..73, DSC-81, DSC-82, DSC-96, DSC-97, DSC-109 shape,
/// IGN-1, IGN-4, TOOL-7, WF-6, WF-8; schema: discovery digest Reference B).
///
/// `parse_mind_toml` is a pure function of the bytes: every rule that needs
/// only the text is checked here (unknown keys, types, names, paths, links,
/// glob patterns, pins, version syntax, duplicate declarations), so the fuzz
/// target exercises all of them. Rules that need the tree (does the path
/// exist, is it a directory, where does a glob match) are the scan's. It never
/// throws: a refusal comes back as a MindTomlError with the spec's slug, the
/// 1-based line where toml++ knows it, and a message whose source-controlled
/// parts are sanitized (DSC-95).

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "discovery/catalog.hpp"
#include "discovery/kind.hpp"

namespace mind::discovery {

struct DeclaredItem {  // one `[[items]]` entry
  Kind kind = Kind::skill;
  std::string name;                                // raw, checked DSC-71/96
  std::string path;                                // repo-relative, checked DSC-73
  std::optional<std::string> link;                 // checked DSC-72/97
  std::optional<std::string> description;          // raw; sanitized at capture (DSC-94)
  std::optional<std::string> bin;                  // tool only (TOOL-7)
  std::optional<std::string> build;                // tool only (TOOL-7)
  std::optional<std::vector<std::string>> ignore;  // replaces `[source].ignore` (IGN-1)
  std::vector<HookDecl> hooks;                     // `[[items.hooks]]` + install/update/uninstall
  std::size_t line = 0;                            // where the entry starts, 0 unknown
  bool operator==(const DeclaredItem&) const = default;
};

struct DiscoverGlobs {  // `[discover].<kind>`
  std::vector<std::string> include;
  std::vector<std::string> exclude;
  bool operator==(const DiscoverGlobs&) const = default;
};

struct MindToml {
  // [source]
  std::optional<std::string> description;  // raw
  std::optional<std::string> namespace_;   // `namespace`, legacy `prefix` (DSC-82)
  std::optional<std::string> min_mind_version;
  std::optional<PinDirective> pin;
  std::optional<std::vector<std::string>> roots;  // unset != [] (DSC-50)
  bool flat_skills = false;
  std::vector<std::string> ignore;
  std::optional<std::string> install_hook;  // deprecated `[source].install`

  std::vector<HookDecl> hooks;
  std::vector<DeclaredItem> items;
  std::array<DiscoverGlobs, 6> discover{};  // indexed by Kind
  std::vector<NestedSource> sources;        // `[discover].sources`

  /// DSC-3: any `[[items]]` or any non-empty `[discover].<kind>.include`.
  bool authoritative() const;
  const DiscoverGlobs& globs(Kind kind) const { return discover[static_cast<std::size_t>(kind)]; }
  bool operator==(const MindToml&) const = default;
};

struct MindTomlError {
  ErrorKind kind =
      ErrorKind::mind_toml;  // or unknown_kind, conflicting_pin, invalid_ref, bad_ignore_pattern,
                             // duplicate_item, reserved_prefix, unsafe_prefix
  std::string message;   // sanitized, without the file name
  std::size_t line = 0;  // 1-based; 0 when unknown
  bool operator==(const MindTomlError&) const = default;
};

struct MindTomlParse {
  std::optional<MindToml> toml;
  std::optional<MindTomlError> error;
};

MindTomlParse parse_mind_toml(std::string_view text) noexcept;

/// HOOK-131, DSC-98: a skill's or tool's own `mind.toml`, which may hold only
/// `[[hooks]]` (the same entries as the root's); any other key, bad TOML or an
/// unknown event is an error. Never throws.
struct ItemHooksParse {
  std::optional<std::vector<HookDecl>> hooks;
  std::optional<MindTomlError> error;
};
ItemHooksParse parse_item_mind_toml(std::string_view text) noexcept;

/// DSC-40: one or more `.`-separated, non-empty, ASCII-digit components.
bool is_dotted_version(std::string_view version) noexcept;
/// Compares dotted versions component-wise, missing = 0; a pre-release tag on
/// `running` (`0.2.0-rc1`) is ignored. <0, 0, >0 like strcmp.
int compare_versions(std::string_view required, std::string_view running) noexcept;

/// DSC-66: why a pin value cannot be a git ref, or nullopt.
std::optional<std::string> unsafe_ref_reason(std::string_view ref);

/// DSC-72, DSC-97, WF-8: why `link` cannot be the link of a `kind` item, or nullopt.
std::optional<std::string> unsafe_link_reason(Kind kind, std::string_view link);

/// IGN-4: `entry` normalized (trimmed, leading `./` removed), or why it is refused.
struct IgnorePattern {
  std::string pattern;  // normalized; a trailing `/` kept (directory-only)
  std::optional<std::string> refused;
};
IgnorePattern normalize_ignore_pattern(std::string_view entry);

}  // namespace mind::discovery
