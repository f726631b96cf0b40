#pragma once
/// mind::Error: the one exception type every operation throws at the point of
/// failure. `cli/` catches it once and renders it as text on stderr or as the
/// `--json` error envelope (CLI-181).
///
/// Its kind is a CLOSED list (ErrorKind), the way libgit2's `git_error_code`
/// is: callers branch on the enum, never on message text. Each kind has one
/// stable kebab-case slug, the `kind` of the JSON envelope, never renamed
/// (CLI-182), and a remedy. Adding a failure variant means adding one row to
/// MIND_ERROR_KINDS. `internal` is the kind of a failure mind did not raise
/// itself (a std::exception from the library or the runtime): see
/// error_from_exception.

#include <exception>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace mind {

// The kinds, written once: each row is X(enumerator, slug, remedy). The enum,
// the slug table and the remedy table are all expanded from this list, so a
// kind cannot exist without its slug and its remedy (core/error_test.cpp
// checks that each slug is kebab-case and unique and each remedy non-empty).
// The remedy is the general way out of that failure; an Error's own hints
// name the specific one and take its place when given.
// clang-format off
#define MIND_ERROR_KINDS(X) \
  X(absorb_collision, "absorb-collision", \
    "an item of that kind and name already exists in the destination; rename or remove " \
    "one of them, then absorb again") \
  X(agent_collision, "agent-collision", \
    "two sources offer an agent with the same link name; forget the installed one or meld" \
    " one source under a namespace (`--namespace`)") \
  X(ambiguous_hook_target, "ambiguous-hook-target", \
    "name the hook target fully, as `source#kind:name`") \
  X(ambiguous_item, "ambiguous-item", \
    "name the item fully, as `source#kind:name` (`mind recall` lists the installed ones)") \
  X(ambiguous_source, "ambiguous-source", \
    "name the source by its full identity (`mind recall` lists the melded sources)") \
  X(bad_ignore_pattern, "bad-ignore-pattern", \
    "fix the `ignore` entry in the source's mind.toml: a relative glob inside the item, " \
    "without `..`") \
  X(bad_item_link, "bad-item-link", \
    "give <repo>/tree/<ref>/<skill-dir>, <repo>/blob/<ref>/<skill-dir>/SKILL.md or " \
    "<repo>/blob/<ref>/<file>.md, or meld the repository instead") \
  X(bad_metadata_size, "bad-metadata-size", \
    "give a size such as `8MiB`, `512KiB` or `unlimited`") \
  X(bad_pin_spec, "bad-pin-spec", \
    "use `--pin <ref>`, `--pin branch=<name>` or `--pin tag=<name>`") \
  X(bad_reference, "bad-reference", \
    "fix the reference in the source so it names an item the source offers") \
  X(broken_symlink_path, "broken-symlink-path", \
    "remove the dangling link or point it at an existing directory, then retry") \
  X(build_event_requires_item_target, "build-event-requires-item-target", \
    "name an installed item (`kind:name`) as the target of a build hook") \
  X(config_toml, "config-toml", \
    "fix the named line of config.toml (under MIND_HOME), or remove the file to start " \
    "from the defaults") \
  X(confirmation_required, "confirmation-required", \
    "run it again on a terminal to answer the prompt, or pass `--yes`") \
  X(conflicting_pin, "conflicting-pin", \
    "keep one pin: `follow-branch`, `pin-tag` or `pin-ref` (or one `--pin` flag)") \
  X(destination_not_repo, "destination-not-repo", \
    "give a directory that is a git repository, or a new path for mind to create") \
  X(duplicate_item, "duplicate-item", \
    "give each item of a kind its own name in the source") \
  X(expands_ignored_file, "expands-ignored-file", \
    "remove the file from the item's `ignore` list or from its `expand` list") \
  X(git, "git", \
    "check the source's URL, the network and your git credentials, then retry") \
  X(git_auth, "git-auth", \
    "set up access: the SSH form of the URL, `ssh = true` in config.toml, or a git " \
    "credential helper") \
  X(home_dir_not_found, "home-dir-not-found", \
    "set HOME (or MIND_HOME) to a directory") \
  X(hook_aborted, "hook-aborted", \
    "nothing was changed; run the command again and accept the hook to go on") \
  X(hook_failed, "hook-failed", \
    "read the hook's output above, fix what it needs, then run `mind hooks run` again") \
  X(hooks_not_run, "hooks-not-run", \
    "run the hooks with `mind hooks run`, or accept them with `--yes`") \
  X(ignores_own_anchor, "ignores-own-anchor", \
    "remove the `ignore` entry that excludes the item's own SKILL.md or file") \
  X(incompatible_version, "incompatible-version", \
    "upgrade mind to the version the source asks for, or meld an older commit with " \
    "`--pin`") \
  X(internal, "internal", \
    "mind did not expect this failure: if the message names a file or a permission, fix " \
    "that and retry; otherwise report it as a bug with the command you ran") \
  X(invalid_item_ref, "invalid-item-ref", \
    "write the item as `kind:name`, `name` or `source#kind:name`") \
  X(invalid_learn_pattern, "invalid-learn-pattern", \
    "write the pattern as `kind:name` or `name`, with `*` for any run of characters") \
  X(invalid_policy, "invalid-policy", \
    "fix the named key of the policy file (ask its administrator), or check it with " \
    "`mind review --policy <file>`") \
  X(invalid_ref, "invalid-ref", \
    "give a git ref name: a branch, a tag or a commit id, without spaces, `..` or control" \
    " characters") \
  X(invalid_repo_spec, "invalid-repo-spec", \
    "give `owner/repo`, a URL (`https://`, `ssh://`, `file://`) or a local path") \
  X(invalid_root, "invalid-root", \
    "give a relative directory inside the source, without `..`") \
  X(io, "io", \
    "check that the named path exists and that you may read and write it, then retry") \
  X(item_not_found, "item-not-found", \
    "list what is offered with `mind probe` and what is installed with `mind recall`") \
  X(json, "json", \
    "fix or restore the named file; mind never treats a malformed file as empty") \
  X(learn_pattern_no_match, "learn-pattern-no-match", \
    "list what the source offers with `mind probe`, then adjust the pattern") \
  X(link_collision, "link-collision", \
    "forget the item that holds the link, or meld one source under a namespace " \
    "(`--namespace`)") \
  X(link_kind_mismatch, "link-kind-mismatch", \
    "link a skill by its directory and an agent, rule or command by its .md file") \
  X(link_not_a_skill, "link-not-a-skill", \
    "check the path in the link against the repository; nothing was registered") \
  X(link_ref_unsatisfiable, "link-ref-unsatisfiable", \
    "replace the link by its whole repository, as the printed command does") \
  X(link_occupied, "link-occupied", \
    "move the file mind did not create out of the way, or absorb it with `mind absorb`") \
  X(linked_source_gone, "linked-source-gone", \
    "restore the working tree at its path, or `mind unmeld` the source") \
  X(lobe_base_missing, "lobe-base-missing", \
    "create the base directory, or give one that exists") \
  X(lobe_target_required, "lobe-target-required", \
    "give a lobe path, `--preset <name>` or `--subdir <REL>`") \
  X(lobes_locked, "lobes-locked", \
    "the policy fixes the agent homes; ask its administrator to change `[lobes]`") \
  X(metadata_too_large, "metadata-too-large", \
    "raise the cap with `--max-metadata-size` (or MIND_MAX_METADATA_SIZE), or shrink the " \
    "file") \
  X(mind_toml, "mind-toml", \
    "fix the named line of the source's mind.toml (docs/mind-toml.md describes the " \
    "format)") \
  X(not_a_directory, "not-a-directory", \
    "give a path that is a directory") \
  X(not_installed, "not-installed", \
    "list the installed items with `mind recall`") \
  X(plugin_manifest, "plugin-manifest", \
    "fix the named field of the plugin's manifest (plugin.json or marketplace.json)") \
  X(reserved_prefix, "reserved-prefix", \
    "choose another namespace: a kind word reads as a kind in `kind:name` references") \
  X(review_failed, "review-failed", \
    "fix the hard findings the review lists, then review again") \
  X(review_refused, "review-refused", \
    "the policy refuses items whose content review flags with that class; read the " \
    "named line with `mind review`, or ask the policy's administrator") \
  X(source_gone, "source-gone", \
    "run `mind sync` to fetch the source again, or `mind unmeld` it") \
  X(source_not_allowed, "source-not-allowed", \
    "the policy allows only the sources its `[sources].allow` lists; ask its administrator " \
    "to add this one") \
  X(source_not_found, "source-not-found", \
    "list the melded sources with `mind recall`, or meld it with `mind meld`") \
  X(state_too_new, "state-too-new", \
    "a newer mind wrote this state; upgrade mind to read it") \
  X(sync_failed, "sync-failed", \
    "read the failures above, fix each source, then run `mind sync` again") \
  X(unknown_kind, "unknown-kind", \
    "use one of the kinds skill, agent, rule, command, tool or workflow") \
  X(unknown_lobe, "unknown-lobe", \
    "list the configured lobes with `mind config lobes list`") \
  X(unknown_preset, "unknown-preset", \
    "use one of the presets gemini, codex, universal or windsurf") \
  X(unpinned_source_forbidden, "unpinned-source-forbidden", \
    "the policy asks for pinned sources: meld with `--pin tag=<t>` or `--pin <commit>`") \
  X(unsafe_clone_path, "unsafe-clone-path", \
    "move or remove what occupies the clone's path under MIND_HOME, then retry") \
  X(unsafe_prefix, "unsafe-prefix", \
    "choose a namespace that is one plain name: no `/`, `:`, leading `~`, control or " \
    "invisible characters") \
  X(unsafe_repo_spec, "unsafe-repo-spec", \
    "give a source whose host, owner and repository are plain names (no `/`, `..` or " \
    "control characters)") \
  X(upgrade_rename_collision, "upgrade-rename-collision", \
    "forget the item that holds the new name, or pin the source at its old commit")
// clang-format on

enum class ErrorKind {
#define MIND_ERROR_KIND_ENUMERATOR(kind, slug, remedy) kind,
  MIND_ERROR_KINDS(MIND_ERROR_KIND_ENUMERATOR)
#undef MIND_ERROR_KIND_ENUMERATOR
};

/// The kind's slug (`item-not-found`, `link-occupied`, ...).
std::string_view slug(ErrorKind kind) noexcept;
/// The kind's general remedy: what a user does about a failure of this kind
/// (printed as the hint when the error carries none of its own).
std::string_view remedy(ErrorKind kind) noexcept;
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

/// The Error a caught exception stands for: a mind::Error as it is; any other
/// exception (std::filesystem_error, std::bad_alloc, a library's
/// std::exception, or something not derived from it) as kind `internal`, its
/// message kept. Call with std::current_exception() inside a `catch (...)`.
Error error_from_exception(std::exception_ptr failure);

/// An `io` error naming the path involved (STO-30).
Error io_error(const std::string& what, const std::string& path, int errno_value);

}  // namespace mind
