#include "browser/state.hpp"

namespace mind::browser {

void State::rebuild() {
  // The item highlighted, by identity: an item that moved group (learned,
  // forgotten) keeps the highlight.
  const std::string ref = selected_ref;
  visible_rows(model, filter, expansion, rows);
  selected = find_row(rows, selected_key, selected);
  if (rows.empty() || !rows[selected].is(selected_key)) {
    for (std::size_t i = 0; i < rows.size() && !ref.empty(); ++i) {
      if (rows[i].item != nullptr && rows[i].item->ref() == ref) {
        selected = i;
        break;
      }
    }
  }
  remember();
}

void State::remember() {
  selected_key = rows.empty() ? RowKey{} : rows[selected].key();
  selected_ref = rows.empty() || rows[selected].item == nullptr ? "" : rows[selected].item->ref();
}

const Row* State::current() const { return rows.empty() ? nullptr : &rows[selected]; }

void State::scroll_into_view(int height) {
  if (height <= 0) return;
  const auto h = static_cast<std::size_t>(height);
  if (selected < top) top = selected;
  if (selected >= top + h) top = selected - h + 1;
  if (rows.size() <= h)
    top = 0;
  else if (top > rows.size() - h)
    top = rows.size() - h;
}

void State::select(std::size_t index, int height) {
  if (rows.empty()) return;
  selected = index < rows.size() ? index : rows.size() - 1;
  remember();
  scroll_into_view(height);
}

void State::move(long delta, int height) {
  if (rows.empty()) return;
  long next = static_cast<long>(selected) + delta;
  if (next < 0) next = 0;
  select(static_cast<std::size_t>(next), height);
}

void State::expand(bool open, int height) {
  const Row* row = current();
  if (row == nullptr) return;
  if (row->type != RowKind::item && row->expanded != open && filter.query.empty()) {
    expansion.set(row->id, open);
    rebuild();
    scroll_into_view(height);
    return;
  }
  if (!open) {  // Left on an item or a closed node: to its parent
    const std::string parent = parent_id(*row);
    if (parent.empty()) return;
    select(find_row(rows, parent, selected), height);
  } else if (row->type != RowKind::item && selected + 1 < rows.size()) {
    move(1, height);  // Right on an open node: to its first child
  }
}

void State::toggle(int height) {
  const Row* row = current();
  if (row == nullptr || row->type == RowKind::item) return;
  expand(!row->expanded, height);
}

void State::select_first_item(int height) {
  const Matcher matcher(filter);
  std::size_t best = rows.size();
  int best_rank = 3;
  for (std::size_t i = first_item(rows); i < rows.size(); ++i) {
    if (rows[i].type != RowKind::item) continue;
    const int r = matcher.rank(*rows[i].item);
    if (r < best_rank) {
      best_rank = r;
      best = i;
      if (r == 0) break;
    }
  }
  select(best < rows.size() ? best : 0, height);
}

}  // namespace mind::browser
