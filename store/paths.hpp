#pragma once
/// Where mind keeps its state and where the default lobe is (STO-1, STO-15,
/// STO-16, CLI-170, Reference A/F). Every path comes from the environment
/// through here; nothing else hard-codes `~/.mind` or `~/.claude`.

#include <filesystem>
#include <string>
#include <string_view>

namespace mind::store {

struct MindPaths {
  std::filesystem::path root;  // $MIND_HOME or ~/.mind, absolute

  std::filesystem::path store() const { return root / "store"; }
  std::filesystem::path sources() const { return root / "sources"; }
  std::filesystem::path tmp() const { return root / ".tmp"; }
  std::filesystem::path lock_file() const { return root / ".lock"; }
  std::filesystem::path sources_json() const { return root / "sources.json"; }
  std::filesystem::path manifest_json() const { return root / "manifest.json"; }
  std::filesystem::path config_toml() const { return root / "config.toml"; }

  /// `root / rel` (rel relative, `/`-separated) spelled as `/` would spell
  /// it, made as text: for paths built once per item of a batch, where each
  /// `/` on a path re-splits its components.
  std::filesystem::path under(std::string_view rel) const;
};

/// `base / rel` for a relative `rel`, spelled as `/` would spell it but made
/// as text (one split into components, not one per `/`).
std::filesystem::path joined(const std::filesystem::path& base, std::string_view rel);

/// The user's home directory ($HOME, else the password database), or `home-dir-not-found`.
std::filesystem::path home_dir();

/// $MIND_HOME (made absolute) or ~/.mind (STO-1).
MindPaths resolve_mind_paths();

/// The default lobe as the user wrote it: $MIND_DEFAULT_LOBE, else $CLAUDE_HOME,
/// else the literal `~/.claude` (STO-15, CLI-170). Empty variables count as unset.
std::string default_lobe_spelling();

/// `~` expanded and a relative path joined onto the cwd, lexically (STO-16).
std::filesystem::path absolute_lobe_path(const std::string& spelling);

/// `path` made absolute against the cwd with `.`/`..` resolved lexically (STO-72).
std::filesystem::path lexically_absolute(const std::filesystem::path& path);

/// Creates the layout directories (root, sources, store) if missing.
void ensure_layout(const MindPaths& paths);

}  // namespace mind::store
