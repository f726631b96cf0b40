#include "browser/app.hpp"

#include <unistd.h>

#include <iostream>
#include <set>

#include "browser/actions.hpp"
#include "browser/dialogs.hpp"
#include "browser/draw.hpp"
#include "browser/navigation.hpp"
#include "browser/refresh.hpp"
#include "browser/state.hpp"
#include "browser/terminal.hpp"
#include "core/error.hpp"
#include "core/fd_write.hpp"
#include "core/sanitize.hpp"
#include "core/utf8.hpp"
#include "install/lobes/lobe_presets.hpp"
#include "reporting/hook_disclosure.hpp"
#include "reporting/lifecycle_views.hpp"

namespace mind::browser {
namespace {

constexpr int kTickMs = 250;  // the idle read: the live refresh's poll period

void write_fd(int fd, const std::string& text) {
  (void)write_all(fd, text);  // a closed terminal or stderr: nothing to do
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  std::string line;
  for (char c : text) {
    if (c == '\n') {
      out.push_back(line);
      line.clear();
    } else {
      line += c;
    }
  }
  if (!line.empty()) out.push_back(line);
  return out;
}

class App {
 public:
  explicit App(const BrowserOptions& options)
      : options_(options),
        screen_(options.fancy),
        refresher_(options.paths),
        actions_(options.paths, options.scan, front_end()) {
    state_.filter = options.seed;
    state_.fancy = options.fancy;
  }

  int run() {
    // The screen first, then the first read (a large catalog takes a scan).
    state_.loading = true;
    draw(screen_, state_);
    reload();
    state_.loading = false;
    if (!state_.filter.query.empty()) state_.select_first_item(height());
    for (;;) {
      draw(screen_, state_);
      const int key = screen_.read_key(kTickMs);
      if (key == key_none) {
        if (refresher_.changed()) reload();
        continue;
      }
      if (key == key_resize) {
        state_.scroll_into_view(height());
        continue;
      }
      const Action action = action_for(state_.mode, key);
      if (action == Action::interrupt) {
        if (state_.armed) return 130;
        state_.armed = true;
        continue;
      }
      state_.armed = false;
      if (state_.mode == Mode::search && action == Action::none) {
        if (is_text(key)) type_search(static_cast<char32_t>(key));
        continue;
      }
      if (action == Action::quit) return 0;
      handle(action);
    }
  }

 private:
  int height() const { return tree_height(screen_.rows(), state_.messages.size()); }

  void reload() {
    refresher_.mark();  // before the read: a change during it is seen next tick
    try {
      state_.model = load_model(options_.paths, options_.scan);
    } catch (const Error& e) {
      state_.model = {};
      show({"error: " + sanitize_display(e.what())}, true);
    }
    state_.rebuild();
    state_.scroll_into_view(height());
  }

  void show(std::vector<std::string> lines, bool failed) {
    state_.messages = std::move(lines);
    state_.failed = failed;
  }

  void type_search(char32_t cp) {
    utf8::append(state_.filter.query, cp);
    state_.rebuild();
    state_.select_first_item(height());
  }

  // ---- the front end the operations see ----

  FrontEnd front_end() {
    FrontEnd f;
    f.asker.yes = options_.yes;
    f.asker.can_ask = true;
    f.asker.ask = [this](const install::Question& q) {
      // What the operation said before its question (a closure's tree,
      // DEP-40; an upgrade's pending list) is shown with it.
      std::vector<std::string> lines;
      for (const std::string& said : said_)
        for (std::string& l : split_lines(said)) lines.push_back(std::move(l));
      said_.clear();
      lines.insert(lines.end(), pending_.begin(), pending_.end());
      pending_.clear();
      if (q.show_statement)
        for (std::string& l : split_lines(q.statement)) lines.push_back(std::move(l));
      return dialogs_.confirm(q.prompt, lines, q.default_yes);
    };
    f.note = [this](const std::string& text) { say(text, 2); };
    gate_.run_unasked = false;  // the browser has no dangerous flag (HOOK-23)
    gate_.interactive = true;
    gate_.disclose = [this](const install::HookSite& site, const install::PlannedHook& hook,
                            bool ask) {
      screen_.suspend();  // HOOK-20 on the normal terminal, as the command line shows it
      write_fd(2, "\n" + reporting::hook_disclosure(site, hook) + "\n");
      if (!ask) return install::HookAnswer::run;
      const bool two_way = !install::can_abort(site, hook);
      write_fd(2, reporting::hook_prompt(two_way));
      std::string answer;
      if (!std::getline(std::cin, answer)) return install::HookAnswer::skip;
      return reporting::parse_hook_answer(answer, two_way);
    };
    gate_.say = [this](const std::string& text) { say(text, 1); };
    gate_.note = [this](const std::string& text) { say(text, 2); };
    gate_.skipped = [this](const std::string& target, install::HookEvent event,
                           const std::vector<install::PlannedHook>& skipped) {
      for (const std::string& line : reporting::skipped_hooks_note(target, event, skipped))
        say(line, 2);
    };
    f.gate = &gate_;
    return f;
  }

  void say(const std::string& text, int fd) {
    if (screen_.suspended()) {
      write_fd(fd, text + "\n");
    } else {
      said_.push_back(sanitize_display(text));
    }
  }

  // After an action: back from the normal terminal if a hook took it, then
  // the result inline and the state read again.
  void finish(const Outcome& outcome) {
    if (screen_.suspended()) {
      write_fd(2, "\n[mind] press Enter to return to the browser ");
      std::string ignored;
      std::getline(std::cin, ignored);
      screen_.resume();
    }
    std::vector<std::string> lines = std::move(said_);
    said_.clear();
    const std::set<std::string> known(state_.model.warnings.begin(), state_.model.warnings.end());
    for (const std::string& l : outcome.lines) {
      // The scan's standing warnings are counted in the title (w), not repeated per action.
      if (l.rfind("warning: ", 0) == 0 && known.count(l.substr(9)) != 0) continue;
      lines.push_back(l);
    }
    show(std::move(lines), outcome.failed);
    if (state_.mode == Mode::details) state_.mode = Mode::tree;
    reload();
  }

  // ---- actions ----

  void learn() {
    const Row* row = state_.current();
    if (row == nullptr) return;
    if (row->type == RowKind::item && row->item->is_discovered_source()) {
      return meld_spec(row->item->name);
    }
    std::vector<std::string> refs, keys;
    for (std::size_t i = state_.selected; i < state_.rows.size(); ++i) {
      const Row& r = state_.rows[i];
      if (i > state_.selected && r.depth <= row->depth) break;
      if (r.type == RowKind::item && r.group == Group::available &&
          !r.item->is_discovered_source()) {
        refs.push_back(r.item->ref());
        keys.push_back(sanitize_display(r.item->key()) + "  (" + sanitize_display(r.item->source) +
                       ")");
      }
    }
    if (row->type != RowKind::item && !row->expanded) {  // a closed node: its items from the model
      collect_closed(*row, refs, keys);
    }
    if (refs.empty()) {
      show({row->group == Group::installed ? "already installed; nothing to learn"
                                           : "nothing to learn here"},
           false);
      return;
    }
    std::vector<std::string> lines = keys;
    if (lines.size() > 12) {
      lines.resize(12);
      lines.push_back("... and " + std::to_string(keys.size() - 12) + " more");
    }
    const std::string what = refs.size() == 1
                                 ? "learn " + keys.front().substr(0, keys.front().find("  ")) + "?"
                                 : "learn these " + std::to_string(refs.size()) + " items?";
    if (!dialogs_.confirm(what, refs.size() == 1 ? std::vector<std::string>{} : lines, true)) {
      show({"cancelled; nothing installed"}, false);
      return;
    }
    finish(actions_.learn(refs));
  }

  void collect_closed(const Row& row, std::vector<std::string>& refs,
                      std::vector<std::string>& keys) {
    const Matcher matcher(state_.filter);
    for (const Item& item : state_.model.items) {
      if (item.group != Group::available || item.is_discovered_source() || !matcher.matches(item))
        continue;
      if (row.type != RowKind::group && item.source != row.source) continue;
      if (row.type == RowKind::kind && item.kind != row.kind) continue;
      refs.push_back(item.ref());
      keys.push_back(sanitize_display(item.key()) + "  (" + sanitize_display(item.source) + ")");
    }
  }

  void forget() {
    const Row* row = state_.current();
    if (row == nullptr || row->type != RowKind::item || row->group == Group::available) {
      show({"forget works on an installed or unmanaged item"}, false);
      return;
    }
    const Item item = *row->item;
    const bool unmanaged = item.group == Group::unmanaged;
    std::vector<std::string> lines = {
        unmanaged ? "This deletes your own lobe entry (mind did not install it)."
                  : "This removes it from every lobe and from the store."};
    if (!dialogs_.confirm("forget " + sanitize_display(item.key()) + "?", lines,
                          false)) {  // asks explicitly
      show({"cancelled; nothing removed"}, false);
      return;
    }
    finish(actions_.forget(unmanaged ? item.key() : item.ref(), unmanaged));
  }

  void meld_spec(const std::string& spec) {
    if (!dialogs_.confirm("meld " + sanitize_display(spec) + "?", {}, true)) {
      show({"cancelled; nothing melded"}, false);
      return;
    }
    finish(actions_.meld(spec));
  }

  void meld() {
    const std::optional<std::string> spec =
        dialogs_.input("meld a source", {"a local path, a file:// or https:// URL, or owner/repo"});
    if (spec) meld_spec(*spec);
  }

  void unmeld() {
    const Row* row = state_.current();
    if (row == nullptr || row->type == RowKind::group || row->group == Group::unmanaged) {
      show({"unmeld works on a source (or an item of it)"}, false);
      return;
    }
    const std::string source = row->source_of();
    std::size_t installed = 0;
    for (const Item& item : state_.model.items)
      installed += item.group == Group::installed && item.source == source ? 1 : 0;
    if (!dialogs_.confirm(
            "unmeld " + sanitize_display(source) + "?",
            {"Its " + std::to_string(installed) + " installed item(s) are forgotten too."},
            false)) {
      show({"cancelled; nothing removed"}, false);
      return;
    }
    finish(actions_.unmeld(source));
  }

  void sync() {
    if (!dialogs_.confirm("sync every source?",
                          {"Fetches each source and re-reads what it offers."}, true)) {
      show({"cancelled"}, false);
      return;
    }
    finish(actions_.sync());
  }

  void upgrade() {
    const Row* row = state_.current();
    std::optional<std::string> filter;
    if (row != nullptr && row->type == RowKind::item && row->group == Group::installed)
      filter = row->item->ref();
    // LIFE-45: the operation asks after showing the deltas (CLI-60, CLI-61).
    const Outcome outcome = actions_.upgrade(filter, [this](const install::UpgradePlan& plan) {
      pending_ = {std::to_string(plan.pending.size()) + " upgrade(s) pending:"};
      for (const std::string& l : split_lines(reporting::upgrade_plan_text(plan, {})))
        pending_.push_back(l);
    });
    pending_.clear();
    finish(outcome);
  }

  void open_lobes() {
    try {
      const std::vector<LobeLine> lobes = actions_.lobes();
      state_.lobes.clear();
      state_.lobe_paths.clear();
      for (const LobeLine& l : lobes) {
        state_.lobes.push_back(l.path + "  (" + l.kinds + ")");
        state_.lobe_paths.push_back(l.path);
      }
      state_.lobe_selected = 0;
      state_.mode = Mode::lobes;
    } catch (const Error& e) {
      show({"error: " + sanitize_display(e.what())}, true);
    }
  }

  void lobe_add() {
    std::vector<std::string> names;
    for (const install::LobePreset& p : install::lobe_presets()) names.emplace_back(p.name);
    const std::optional<std::size_t> choice = dialogs_.choose("add a preset's lobe", names);
    if (!choice) return;
    if (!dialogs_.confirm("add the " + names[*choice] + " lobe?", {}, true)) return;
    finish(actions_.add_lobe(names[*choice]));
    open_lobes();
  }

  void lobe_remove() {
    if (state_.lobe_paths.empty()) return;
    const std::string path = state_.lobe_paths[state_.lobe_selected];
    if (!dialogs_.confirm("remove the lobe " + sanitize_display(path) + "?",
                          {"Its links stay recorded; forget still removes them."}, false))
      return;
    finish(actions_.remove_lobe(path));
    open_lobes();
  }

  void handle(Action action) {
    if (state_.mode == Mode::lobes) {
      if (navigate_lobes(state_, action)) return;
      if (action == Action::lobe_add) return lobe_add();
      if (action == Action::lobe_remove) return lobe_remove();
      return;
    }
    if (navigate(state_, action, height())) return;
    switch (action) {
      case Action::learn:
        return learn();
      case Action::forget:
        return forget();
      case Action::meld:
        return meld();
      case Action::unmeld:
        return unmeld();
      case Action::sync:
        return sync();
      case Action::upgrade:
        return upgrade();
      case Action::lobes:
        return open_lobes();
      case Action::warnings:
        return dialogs_.read("warnings", state_.model.warnings);
      case Action::refresh:
        return reload();
      default:
        return;
    }
  }

  BrowserOptions options_;
  Screen screen_;
  Refresher refresher_;
  install::HookGate gate_;
  std::vector<std::string> pending_;  // an upgrade's deltas, shown with its question
  std::vector<std::string> said_;     // an operation's notes during the action
  State state_;
  Dialogs dialogs_{screen_, state_, options_.yes, kTickMs};
  Actions actions_;
};

}  // namespace

int run_browser(const BrowserOptions& options) {
  App app(options);
  return app.run();
}

}  // namespace mind::browser
