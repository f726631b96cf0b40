#pragma once
/// Everything the browser shows, in one value: the model, the filter, what is
/// expanded, the visible rows, the highlight and scroll, the mode, and the
/// results of the last action. The draw pass reads only this; the key loop
/// changes only this (then draws). Pure, so navigation and search are tested
/// without a terminal.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "browser/keys.hpp"
#include "browser/model.hpp"
#include "browser/search.hpp"
#include "browser/tree.hpp"

namespace mind::browser {

/// A box on top of the screen: a question, a line to type, a list to choose from.
struct Dialog {
  std::string title;
  std::vector<std::string> lines;  // sanitized
  std::string footer;              // the keys it takes
  bool input = false;              // a line is typed (shown after `> `)
  std::string text;                // what was typed
  std::vector<std::string> choices;
  std::size_t choice = 0;
};

struct State {
  Model model;
  Filter filter;
  Expansion expansion;
  std::vector<Row> rows;
  std::size_t selected = 0;
  std::size_t top = 0;       // first visible row
  RowKey selected_key;       // the highlighted row, by identity
  std::string selected_ref;  // the highlighted item's ref, when it is an item
  Mode mode = Mode::tree;
  bool armed = false;                 // one Ctrl-C seen: a second quits
  std::vector<std::string> messages;  // the last action's result lines
  bool failed = false;                // ... and whether it failed
  std::optional<Dialog> dialog;
  std::vector<std::string> lobes;  // Mode::lobes: one line per configured lobe
  std::vector<std::string> lobe_paths;
  std::size_t lobe_selected = 0;
  bool fancy = false;  // the color and Unicode gate
  bool loading = false;  // the first read is under way

  /// Recomputes the rows (after a model, filter or expansion change),
  /// keeping the highlighted node where it still exists.
  void rebuild();
  const Row* current() const;
  /// Moves the highlight by `delta` rows (clamped) and keeps it in `height`.
  void move(long delta, int height);
  void select(std::size_t index, int height);
  /// Right / Left / Space on the highlighted node; Left on an item or a
  /// closed node goes to its parent.
  void expand(bool open, int height);
  void toggle(int height);
  /// After a search is kept: the highlight on the first matching item.
  void select_first_item(int height);
  void scroll_into_view(int height);

 private:
  void remember();
};

}  // namespace mind::browser
