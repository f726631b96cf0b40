#include "install/transaction.hpp"

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <functional>
#include <optional>
#include <set>

#include "core/error.hpp"
#include "core/path_text.hpp"
#include "core/sanitize.hpp"
#include "install/displaced.hpp"
#include "install/fault_point.hpp"
#include "install/file_moves.hpp"
#include "install/input_stage.hpp"
#include "install/link_plan.hpp"
#include "install/plugin_roots.hpp"
#include "install/stage_ahead.hpp"
#include "namespacing/agent_link_name.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

class Transaction {
 public:
  Transaction(const store::MindPaths& paths, const std::vector<Lobe>& lobes,
              const InstallInput& input)
      : paths_(paths), input_(input), item_(*input.item) {
    // NS-40: an agent links under its harness name, never prefixed.
    plan_ = plan_links(paths, lobes, item_.kind, input.effective_name,
                       namespacing::agent_link_name(item_), &known_dirs(), item_.link);
    staging_ = tmp_path("staging");
  }

  ~Transaction() {
    if (!committed_) rollback();
  }
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  store::InstalledItem run() {
    check_clobber();  // LIFE-41: before anything is staged
    const std::string hash = staged();
    if (input_.plugin_roots != nullptr)
      plugin_root_ = input_.plugin_roots->place_for(paths_, item_);
    build();
    swap_into_store();
    write_forms();
    for (std::size_t i = 0; i < plan_.links.size(); ++i) link(i, plan_.links[i]);
    install_hooks();
    commit();
    store::InstalledItem rec = record(hash);
    rec.install_hooks = std::move(hook_records_);
    return rec;
  }

 private:
  // What is at each link path, read once: the clobber check decides on it and
  // link() acts on it (nothing else moves a lobe entry under the state lock).
  enum class AtLink { absent, ours, foreign };
  struct LinkSlot {
    AtLink what = AtLink::absent;
    fs::path previous_target;   // for `ours`: restored if the install rolls back
    bool from_listing = false;  // `absent` by the batch's listing, not asked
  };

  LinkSlot inspect(const std::string& link) {
    if (known_dirs().surely_absent(link)) return {AtLink::absent, {}, true};
    return inspect_on_disk(link);
  }

  LinkSlot inspect_on_disk(const std::string& link) {
    const KnownDirectories::At at = known_dirs().at(link);
    struct stat st {};
    if (::fstatat(at.dir, at.name, &st, AT_SYMLINK_NOFOLLOW) != 0 &&
        (errno == ENOENT || errno == ENOTDIR)) {
      return {};  // as symlink_status says not_found
    }
    std::error_code ec;
    if (!is_own_link(link, paths_)) return {AtLink::foreign, {}};
    return {AtLink::ours, fs::read_symlink(link, ec)};
  }

  static Error occupied(const std::string& link) {
    return Error(ErrorKind::link_occupied,
                 "'" + mind::sanitize_display(link) + "' already exists and mind did not create it",
                 {"remove it, `mind forget` the item that owns it, or re-run with --force"});
  }

  void check_clobber() {
    for (const std::string& link : plan_.links) {
      slots_.push_back(inspect(link));
      if (slots_.back().what != AtLink::foreign || input_.force) continue;
      throw occupied(link);
    }
  }

  // stage(), with a link's token that names no item told as such (LNK-18).
  std::string staged() {
    try {
      return stage();
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::bad_reference || !input_.link_ref_error) throw;
      throw input_.link_ref_error(e);
    }
  }

  // Copy, expand (LIFE-1, NS-11, WF-25: on the staged copy, so a bad
  // reference leaves the store and every link as they were) and hash the
  // source, in one pass; returns the hash. A batch's worker may have staged
  // the item already (stage_ahead.hpp): then the copy, or the error its
  // staging threw, is taken from it.
  std::string stage() {
    undo_.emplace_back([this] { remove_tree(staging_); });
    std::optional<std::string> hash;
    if (input_.stage_ahead != nullptr) {
      hash = input_.stage_ahead->take(input_.stage_ahead_index, staging_);
    }
    if (hash) {
      known_dirs().make_parent_of(staging_);  // made by the worker; known here for the swap
    } else {
      hash = stage_input(paths_, staging_input(input_), known_dirs(), staging_);
    }
    fault_point("after-stage");
    return std::move(*hash);
  }

  // HOOK-71: a tool's build hook runs in the staged copy, after expansion and
  // before the swap; a failure throws, and the rollback drops the staging copy.
  void build() {
    const std::vector<PlannedHook> hooks = item_hooks(item_, HookEvent::build);
    if (hooks.empty() || input_.build_hooks == nullptr) return;
    const HookSite site = item_hook_site(input_.source_name, item_.kind, input_.effective_name,
                                         input_.commit, staging_);
    const HookRunResult done = run_hooks(*input_.build_hooks, site, hooks);
    if (!done.skipped_no_terminal.empty() && input_.build_hooks->note) {  // HOOK-72
      input_.build_hooks->note("skipped the build hook of '" + sanitize_display(*site.item) +
                               "': no terminal to ask for consent; it is installed unbuilt (re-run "
                               "with --dangerously-skip-build-hook-check to build it)");
    }
  }

  // HOOK-81: the item's install hooks run last, after the swap and the links,
  // in its store location (the item's directory, or for a single-file kind the
  // kind's directory); a failure throws and the rollback undoes this install.
  // What ran or was skipped is recorded on the item (HOOK-110).
  // HOOK-125: a re-install over the same name (upgrade's in-place swap) runs
  // the item's update hooks instead, when it declares any.
  void install_hooks() {
    HookEvent hook_event = HookEvent::install;
    std::vector<PlannedHook> hooks = item_hooks(item_, hook_event);
    if (input_.in_place_upgrade) {
      if (std::vector<PlannedHook> update = item_hooks(item_, HookEvent::update); !update.empty()) {
        hook_event = HookEvent::update;
        hooks = std::move(update);
      }
    }
    if (hooks.empty() || input_.install_hooks == nullptr) return;
    const HookSite site =
        item_hook_site(input_.source_name, item_.kind, input_.effective_name, input_.commit,
                       item_hook_dir(item_.kind, plan_.store_path));
    const HookRunResult done = run_hooks(*input_.install_hooks, site, hooks);
    record_hooks(hook_records_, done.ran, done.skipped_no_terminal, input_.commit);
    if (!done.skipped_no_terminal.empty() && input_.install_hooks->skipped) {  // HOOK-83, 106
      input_.install_hooks->skipped(input_.source_name + "#" + *site.item, hook_event,
                                    done.skipped_no_terminal);
    }
  }

  // A fresh install is one rename that refuses to replace anything; only when
  // the store already holds the item is the earlier copy moved to backup_.
  void swap_into_store() {
    known_dirs().make_parent_of(plan_.store_path);
    const KnownDirectories::At from = known_dirs().at(staging_);
    const KnownDirectories::At to = known_dirs().at(plan_.store_path);
    if (::renameat2(from.dir, from.name, to.dir, to.name, RENAME_NOREPLACE) == 0) {
      undo_.emplace_back([this] { remove_tree(plan_.store_path); });
      fault_point("after-swap");
      return;
    }
    if (errno != EEXIST && errno != ENOTEMPTY) {
      throw io_error("cannot move '" + staging_ + "' to", plan_.store_path, errno);
    }
    backup_ = tmp_path("backup");
    remove_tree(backup_);
    known_dirs().make_parent_of(backup_);
    rename_or_throw(plan_.store_path, backup_);
    backed_up_ = true;
    fault_point("after-backup");
    undo_.emplace_back([this] {
      remove_tree(plan_.store_path);
      std::error_code ignored;
      fs::rename(backup_, plan_.store_path, ignored);  // LIFE-4
    });
    rename_or_throw(staging_, plan_.store_path);
    fault_point("after-swap");
  }

  // Design decision 15: each translated copy an agent's folder reads, written
  // from the store copy just placed, inside the store (never over a user's file).
  // An earlier install's copy moves to `.tmp/backup/<kind>/<n>.<form>` first,
  // beside the store copy's backup, so a rollback puts it back byte for byte
  // and recovery after a kill restores it with the store copy (LIFE-4).
  void write_forms() {
    for (const auto& [path, form] : plan_.forms) {
      std::string backup;
      std::error_code ec;
      if (fs::symlink_status(path, ec).type() == fs::file_type::regular) {
        backup = tmp_path("backup") + path.substr(plan_.store_path.size());
        remove_tree(backup);
        known_dirs().make_parent_of(backup);
        rename_or_throw(path, backup);
        form_backups_.push_back(backup);
        fault_point("after-form-backup");
      }
      undo_.emplace_back([p = path, backup] {
        std::error_code ignored;
        fs::remove(p, ignored);
        if (!backup.empty()) fs::rename(backup, p, ignored);
      });
      write_translated(plan_.store_path, path, form);
    }
  }

  void link(std::size_t index, const std::string& link_text) {
    known_dirs().make_parent_of(link_text);
    const LinkSlot& slot = slots_[index];
    if (slot.what == AtLink::foreign) stash_foreign(index, link_text);  // forced (LIFE-43)
    auto undo = [link_text, previous_target = slot.previous_target] {
      std::error_code ignored;
      fs::remove(link_text, ignored);
      if (!previous_target.empty()) fs::create_symlink(previous_target, link_text, ignored);
    };
    if (slot.what == AtLink::absent) {
      // Nothing there: symlink(2) makes the link in one step, and refuses
      // (EEXIST) anything that appeared since the clobber check.
      const KnownDirectories::At at = known_dirs().at(link_text);
      if (::symlinkat(plan_.targets[index].c_str(), at.dir, at.name) != 0) {
        if (errno == EEXIST && slot.from_listing) {
          // Made since the listing (by a hook, say): decide on it as the
          // clobber check would have, then link again.
          slots_[index] = inspect_on_disk(link_text);
          if (slots_[index].what == AtLink::foreign && !input_.force) throw occupied(link_text);
          link(index, link_text);
          return;
        }
        if (errno == EEXIST) throw occupied(link_text);
        throw io_error("cannot create link", link_text, errno);
      }
      known_dirs().made(link_text);
      undo_.emplace_back(std::move(undo));
      fault_point("after-link");
      return;
    }
    // Build the new link beside the target, then rename over it: the path is
    // never missing, and a previous link of ours is replaced atomically.
    const fs::path link(link_text);
    const fs::path temp = link.parent_path() / ("." + link.filename().string() + ".mind-new");
    std::error_code ec;
    fs::create_symlink(plan_.targets[index], temp, ec);
    if (ec == std::errc::file_exists) {  // a killed run's leftover
      fs::remove(temp, ec);
      fs::create_symlink(plan_.targets[index], temp, ec);
    }
    if (ec) throw io_error("cannot create link", link_text, ec.value());
    rename_or_throw(temp, link);
    known_dirs().made(link_text);
    undo_.emplace_back(std::move(undo));
    fault_point("after-link");
  }

  // LIFE-43. The stash never reuses a slot (one a killed run left holds a
  // user's file until recovery puts it back), and `<n>.origin` names the path
  // it came from, written before the move so recovery can always return it.
  void stash_foreign(std::size_t index, const fs::path& link) {
    const fs::path dir = paths_.tmp() / "foreign-stash";
    fs::path stash;
    std::error_code ec;
    for (std::size_t n = index;; ++n) {
      stash = dir / std::to_string(n);
      if (fs::symlink_status(stash, ec).type() == fs::file_type::not_found &&
          !fs::exists(fs::path(stash).concat(".origin"), ec)) {
        break;
      }
    }
    known_dirs().make_parent_of(stash);
    {
      std::ofstream origin(fs::path(stash).concat(".origin"), std::ios::trunc);
      origin << link.string() << "\n";
      if (!origin.flush()) throw io_error("cannot write", stash.string() + ".origin", errno);
    }
    rename_or_throw(link, stash);
    stashes_.emplace_back(stash, link);
    fault_point("after-stash");
    undo_.emplace_back([link, stash] {
      std::error_code ignored;
      fs::remove(link, ignored);
      fs::rename(stash, link, ignored);
      if (!ignored) fs::remove(fs::path(stash).concat(".origin"), ignored);
    });
  }

  void rollback() {
    for (auto it = undo_.rbegin(); it != undo_.rend(); ++it) (*it)();
    undo_.clear();
  }

  // A backup that still exists means "not committed" to recovery, so it
  // leaves by one rename into trash before it is deleted.
  void commit() {
    committed_ = true;
    std::error_code ec;
    for (const std::string& backup : form_backups_) fs::remove(backup, ec);
    if (backed_up_) {
      const fs::path trash =
          paths_.tmp() / "trash" /
          (std::string(discovery::kind_word(item_.kind)) + "-" + input_.effective_name);
      remove_tree(trash);
      fs::create_directories(trash.parent_path(), ec);
      fs::rename(backup_, trash, ec);
      remove_tree(ec ? fs::path(backup_) : trash);
    }
    // Decision 10: the user's file is kept, never deleted. A move that fails
    // leaves it in the stash, which recovery puts back or keeps.
    const std::string key = store::manifest_key(item_.kind, input_.effective_name);
    for (const auto& [stash, link] : stashes_) {
      try {
        DisplacedFile kept = displace(paths_, stash, link, key);
        fs::remove(fs::path(stash).concat(".origin"), ec);
        if (input_.displaced != nullptr) input_.displaced->push_back(std::move(kept));
      } catch (const Error&) {
        continue;
      }
    }
  }

  store::InstalledItem record(const std::string& hash) const {
    store::InstalledItem rec;
    rec.kind = item_.kind;
    rec.name = input_.effective_name;
    rec.bare_name = item_.bare_name;
    rec.source = input_.source_name;
    rec.plugin = item_.plugin;  // design decision 8
    rec.commit = input_.commit;
    rec.hash = hash;
    rec.store = plan_.store_relative;
    rec.links = plan_.links;
    rec.forms = plan_.form_relatives;
    rec.description = item_.description;
    rec.dropped_requires = input_.dropped_requires;  // LNK-19: re-derived at every install
    if (plugin_root_) {  // issue 44: what its `${CLAUDE_PLUGIN_ROOT}` now names
      rec.plugin_root = plugin_root_->relative;
      rec.plugin_root_hash = plugin_root_->hash;
    }
    return rec;
  }

  // This item's place under `.tmp/<area>` (input_stage.hpp).
  std::string tmp_path(std::string_view area) const {
    return tmp_area_path(paths_, area, item_.kind, input_.effective_name);
  }

  KnownDirectories& known_dirs() {
    return input_.known_dirs != nullptr ? *input_.known_dirs : own_dirs_;
  }

  const store::MindPaths& paths_;
  const InstallInput& input_;
  std::vector<store::HookRecord> hook_records_;
  const discovery::CatalogItem& item_;
  KnownDirectories own_dirs_;  // when the caller passed no batch cache
  LinkPlan plan_;
  std::string staging_, backup_;           // backup_: set only when the store holds the item
  std::vector<LinkSlot> slots_;            // one per plan_.links entry
  std::vector<std::string> form_backups_;  // earlier translated copies, until commit
  std::vector<std::pair<fs::path, fs::path>> stashes_;  // (stash, the link path it left)
  std::vector<std::function<void()>> undo_;
  bool committed_ = false;
  bool backed_up_ = false;  // swap_into_store moved an earlier install to backup_
  // Issue 44: placed before the swap; a copy no record names is swept.
  std::optional<PlacedPluginRoot> plugin_root_;
};

}  // namespace

store::InstalledItem install_item(const store::MindPaths& paths, const std::vector<Lobe>& lobes,
                                  const InstallInput& input) {
  Transaction tx(paths, lobes, input);
  return tx.run();
}

}  // namespace mind::install
