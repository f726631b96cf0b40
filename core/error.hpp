#pragma once
/// mind::Error: the one exception type every operation throws at the point of
/// failure. `cli/` catches it once and renders it as text on stderr or as the
/// `--json` error envelope (CLI-181).
///
/// Its kind is a CLOSED list (ErrorKind), the way libgit2's `git_error_code`
/// is: callers branch on the enum, never on message text. Each kind has one
/// stable kebab-case slug, the `kind` of the JSON envelope, never renamed
/// (CLI-182). Adding a failure variant means adding an enumerator here.

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace mind {

enum class ErrorKind {
  absorb_collision,
  agent_collision,
  ambiguous_hook_target,
  ambiguous_item,
  ambiguous_source,
  bad_ignore_pattern,
  bad_item_link,
  bad_metadata_size,
  bad_pin_spec,
  bad_reference,
  broken_symlink_path,
  build_event_requires_item_target,
  config_toml,
  confirmation_required,
  conflicting_pin,
  destination_not_repo,
  duplicate_item,
  expands_ignored_file,
  git,
  git_auth,
  home_dir_not_found,
  hook_aborted,
  hook_failed,
  hooks_not_run,
  ignores_own_anchor,
  incompatible_version,
  invalid_item_ref,
  invalid_learn_pattern,
  invalid_ref,
  invalid_repo_spec,
  invalid_root,
  io,
  item_not_found,
  json,
  learn_pattern_no_match,
  link_collision,
  link_kind_mismatch,
  link_not_a_skill,
  link_occupied,
  linked_source_gone,
  lobe_base_missing,
  lobe_target_required,
  metadata_too_large,
  mind_toml,
  not_a_directory,
  not_installed,
  plugin_manifest,
  reserved_prefix,
  review_failed,
  source_gone,
  source_not_found,
  state_too_new,
  sync_failed,
  unknown_kind,
  unknown_lobe,
  unknown_preset,
  unsafe_clone_path,
  unsafe_prefix,
  unsafe_repo_spec,
  upgrade_rename_collision,
};

/// The kind's slug (`item-not-found`, `link-occupied`, ...).
std::string_view slug(ErrorKind kind) noexcept;
/// Every kind, in slug order (for tests and documentation).
std::vector<ErrorKind> all_error_kinds();
/// The kind a slug names, or nullopt (for state that carries a slug back in).
std::optional<ErrorKind> error_kind_from_slug(std::string_view slug) noexcept;

class Error : public std::runtime_error {
 public:
  /// `message` is the display text. The renderer in `cli/` strips control
  /// characters once, at the sink, so callers compose it from raw values.
  Error(ErrorKind kind, const std::string& message, std::vector<std::string> hints = {});

  ErrorKind kind() const noexcept { return kind_; }
  std::string_view slug() const noexcept { return mind::slug(kind_); }
  /// Remedies printed on stderr in text mode only (never in the JSON envelope,
  /// CLI-208: suppressed under --json).
  const std::vector<std::string>& hints() const noexcept { return hints_; }

  /// Structured findings the failing verb recorded, as one JSON value's text,
  /// carried as the envelope's `details` under --json (CLI-221; first user: a
  /// hard-failing `review`). Empty: the envelope has no `details` member.
  const std::string& details_json() const noexcept { return details_json_; }
  Error& with_details_json(std::string json) {
    details_json_ = std::move(json);
    return *this;
  }

 private:
  ErrorKind kind_;
  std::vector<std::string> hints_;
  std::string details_json_;
};

/// An `io` error naming the path involved (STO-30).
Error io_error(const std::string& what, const std::string& path, int errno_value);

}  // namespace mind
