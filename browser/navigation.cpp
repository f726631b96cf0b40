#include "browser/navigation.hpp"

#include <set>
#include <string>
#include <vector>

#include "core/utf8.hpp"

namespace mind::browser {
namespace {

std::vector<std::string> kinds_of(const Model& model) {
  std::set<std::string> set;
  for (const Item& item : model.items) set.insert(item.kind);
  return {set.begin(), set.end()};
}

// After the filter changed: the rows again, the highlight kept in view.
void refilter(State& state, int height) {
  state.rebuild();
  state.scroll_into_view(height);
}

// The highlight and the nodes: moves, pages, ends, open, close.
bool move(State& state, Action action, int height) {
  switch (action) {
    case Action::move_up:
      state.move(-1, height);
      return true;
    case Action::move_down:
      state.move(1, height);
      return true;
    case Action::page_up:
      state.move(-height, height);
      return true;
    case Action::page_down:
      state.move(height, height);
      return true;
    case Action::first:
      state.select(0, height);
      return true;
    case Action::last:
      state.select(state.rows.size(), height);
      return true;
    case Action::expand:
      state.expand(true, height);
      return true;
    case Action::collapse:
      state.expand(false, height);
      return true;
    case Action::toggle:
      state.toggle(height);
      return true;
    default:
      return false;
  }
}

// The search line, the cycling filters and the clear key.
bool filter(State& state, Action action, int height) {
  switch (action) {
    case Action::search_accept:
      state.mode = Mode::tree;
      state.select_first_item(height);
      return true;
    case Action::search_cancel:
      state.mode = Mode::tree;
      state.filter.query.clear();
      refilter(state, height);
      return true;
    case Action::search_erase:
      utf8::drop_last_code_point(state.filter.query);
      state.rebuild();
      state.select_first_item(height);
      return true;
    case Action::clear:
      state.filter = {};
      refilter(state, height);
      return true;
    case Action::cycle_kind:
      state.filter.kind = cycle(state.filter.kind, kinds_of(state.model));
      refilter(state, height);
      return true;
    case Action::cycle_source:
      state.filter.source = cycle(state.filter.source, state.model.sources);
      refilter(state, height);
      return true;
    default:
      return false;
  }
}

}  // namespace

bool navigate(State& state, Action action, int height) {
  if (move(state, action, height) || filter(state, action, height)) return true;
  switch (action) {
    case Action::activate:
      if (const Row* row = state.current()) {
        if (row->type == RowKind::item)
          state.mode = Mode::details;
        else
          state.toggle(height);
      }
      return true;
    case Action::search:
      state.mode = Mode::search;
      return true;
    case Action::close:
      state.mode = Mode::tree;
      return true;
    case Action::help:
      state.mode = Mode::help;
      return true;
    default:
      return false;
  }
}

bool navigate_lobes(State& state, Action action) {
  switch (action) {
    case Action::move_up:
      if (state.lobe_selected > 0) --state.lobe_selected;
      return true;
    case Action::move_down:
      if (state.lobe_selected + 1 < state.lobe_paths.size()) ++state.lobe_selected;
      return true;
    case Action::close:
      state.mode = Mode::tree;
      return true;
    default:
      return false;
  }
}

}  // namespace mind::browser
