#pragma once
/// One draw pass from the State: the title line, the tree, the details pane
/// of the highlighted row (beside the tree on a wide terminal), the result
/// lines, the key hints or the search being typed, then any overlay (details
/// with actions, help, lobes, a dialog). Every name, description and message
/// goes through the display sanitizer here (no control, bidi or invisible
/// character reaches the terminal: DSC-94, DSC-95).

#include <string>
#include <vector>

#include "browser/state.hpp"
#include "browser/terminal.hpp"

namespace mind::browser {

/// The rows the tree pane has on a screen of `screen_rows` lines.
int tree_height(int screen_rows, std::size_t messages);

/// One row of the tree as text (pure): indent, glyph, name, commit, markers,
/// description.
std::string row_text(const Row& row, bool fancy);

/// The details of the highlighted row (pure): kind, source, plugin, commit,
/// status, description, a workflow's harness name and findings (WF-30), a
/// skill's file tree, and the actions valid for it.
std::vector<std::string> details_lines(const Row& row, bool fancy, int width);

/// The action keys valid on `row`, e.g. `l learn`.
std::vector<std::string> actions_for(const Row& row);

/// `text` broken into lines of at most `width` columns (at spaces when it can).
std::vector<std::string> wrap(const std::string& text, int width);

void draw(Screen& screen, const State& state);

}  // namespace mind::browser
