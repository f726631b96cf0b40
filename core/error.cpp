#include "core/error.hpp"

#include <cstring>
#include <utility>

namespace mind {
namespace {

constexpr std::pair<ErrorKind, std::string_view> kSlugs[] = {
    {ErrorKind::absorb_collision, "absorb-collision"},
    {ErrorKind::agent_collision, "agent-collision"},
    {ErrorKind::ambiguous_hook_target, "ambiguous-hook-target"},
    {ErrorKind::ambiguous_item, "ambiguous-item"},
    {ErrorKind::ambiguous_source, "ambiguous-source"},
    {ErrorKind::bad_ignore_pattern, "bad-ignore-pattern"},
    {ErrorKind::bad_item_link, "bad-item-link"},
    {ErrorKind::bad_metadata_size, "bad-metadata-size"},
    {ErrorKind::bad_pin_spec, "bad-pin-spec"},
    {ErrorKind::bad_reference, "bad-reference"},
    {ErrorKind::broken_symlink_path, "broken-symlink-path"},
    {ErrorKind::build_event_requires_item_target, "build-event-requires-item-target"},
    {ErrorKind::config_toml, "config-toml"},
    {ErrorKind::confirmation_required, "confirmation-required"},
    {ErrorKind::conflicting_pin, "conflicting-pin"},
    {ErrorKind::destination_not_repo, "destination-not-repo"},
    {ErrorKind::duplicate_item, "duplicate-item"},
    {ErrorKind::expands_ignored_file, "expands-ignored-file"},
    {ErrorKind::git, "git"},
    {ErrorKind::git_auth, "git-auth"},
    {ErrorKind::home_dir_not_found, "home-dir-not-found"},
    {ErrorKind::hook_aborted, "hook-aborted"},
    {ErrorKind::hook_failed, "hook-failed"},
    {ErrorKind::hooks_not_run, "hooks-not-run"},
    {ErrorKind::ignores_own_anchor, "ignores-own-anchor"},
    {ErrorKind::incompatible_version, "incompatible-version"},
    {ErrorKind::invalid_item_ref, "invalid-item-ref"},
    {ErrorKind::invalid_learn_pattern, "invalid-learn-pattern"},
    {ErrorKind::invalid_ref, "invalid-ref"},
    {ErrorKind::invalid_repo_spec, "invalid-repo-spec"},
    {ErrorKind::invalid_root, "invalid-root"},
    {ErrorKind::io, "io"},
    {ErrorKind::item_not_found, "item-not-found"},
    {ErrorKind::json, "json"},
    {ErrorKind::learn_pattern_no_match, "learn-pattern-no-match"},
    {ErrorKind::link_collision, "link-collision"},
    {ErrorKind::link_kind_mismatch, "link-kind-mismatch"},
    {ErrorKind::link_not_a_skill, "link-not-a-skill"},
    {ErrorKind::link_occupied, "link-occupied"},
    {ErrorKind::linked_source_gone, "linked-source-gone"},
    {ErrorKind::lobe_base_missing, "lobe-base-missing"},
    {ErrorKind::lobe_target_required, "lobe-target-required"},
    {ErrorKind::metadata_too_large, "metadata-too-large"},
    {ErrorKind::mind_toml, "mind-toml"},
    {ErrorKind::not_a_directory, "not-a-directory"},
    {ErrorKind::not_installed, "not-installed"},
    {ErrorKind::plugin_manifest, "plugin-manifest"},
    {ErrorKind::reserved_prefix, "reserved-prefix"},
    {ErrorKind::review_failed, "review-failed"},
    {ErrorKind::source_gone, "source-gone"},
    {ErrorKind::source_not_found, "source-not-found"},
    {ErrorKind::state_too_new, "state-too-new"},
    {ErrorKind::sync_failed, "sync-failed"},
    {ErrorKind::unknown_kind, "unknown-kind"},
    {ErrorKind::unknown_lobe, "unknown-lobe"},
    {ErrorKind::unknown_preset, "unknown-preset"},
    {ErrorKind::unsafe_clone_path, "unsafe-clone-path"},
    {ErrorKind::unsafe_prefix, "unsafe-prefix"},
    {ErrorKind::unsafe_repo_spec, "unsafe-repo-spec"},
    {ErrorKind::upgrade_rename_collision, "upgrade-rename-collision"},
};

}  // namespace

std::string_view slug(ErrorKind kind) noexcept {
  for (const auto& [k, s] : kSlugs) {
    if (k == kind) return s;
  }
  return "error";
}

std::vector<ErrorKind> all_error_kinds() {
  std::vector<ErrorKind> out;
  for (const auto& [k, s] : kSlugs) out.push_back(k);
  return out;
}

std::optional<ErrorKind> error_kind_from_slug(std::string_view text) noexcept {
  for (const auto& [k, s] : kSlugs) {
    if (s == text) return k;
  }
  return std::nullopt;
}

Error::Error(ErrorKind kind, const std::string& message, std::vector<std::string> hints)
    : std::runtime_error(message), kind_(kind), hints_(std::move(hints)) {}

Error io_error(const std::string& what, const std::string& path, int errno_value) {
  std::string message = what + " '" + path + "'";
  if (errno_value != 0) message += ": " + std::string(std::strerror(errno_value));
  return Error(ErrorKind::io, message);
}

}  // namespace mind
