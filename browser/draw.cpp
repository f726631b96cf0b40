#include "browser/draw.hpp"

#include <algorithm>

#include "core/sanitize.hpp"

namespace mind::browser {
namespace {

std::string clean(const std::string& text) { return sanitize_display(text); }

std::string marker(const Item& item, bool fancy) {
  if (item.group == Group::unmanaged) return "?";
  if (item.is_discovered_source()) return fancy ? "\u25cb" : "-";
  if (item.group == Group::available) return fancy ? "\u25cb" : "-";
  if (item.orphaned) return "!";
  if (item.stale) return fancy ? "\u2191" : "^";
  return fancy ? "\u2713" : "+";  // CLI-152: ok
}

Paint paint_of(const Row& row) {
  if (row.type == RowKind::group) return Paint::title;
  if (row.type != RowKind::item) return Paint::normal;
  if (row.item->stale || row.item->orphaned) return Paint::stale;
  if (row.group == Group::installed) return Paint::installed;
  return Paint::normal;
}

void draw_lines(Screen& screen, int y, int x, int height, int width,
                const std::vector<std::string>& lines, Paint paint) {
  for (int i = 0; i < height && i < static_cast<int>(lines.size()); ++i)
    screen.put(y + i, x, lines[static_cast<std::size_t>(i)], width, paint);
}

// A centered box holding `lines` (cut to the screen), a title and a footer.
void draw_box(Screen& screen, const std::string& title, const std::vector<std::string>& lines,
              const std::string& footer, std::size_t highlight = static_cast<std::size_t>(-1)) {
  const int cols = screen.cols(), rows = screen.rows();
  int width = std::max(text_width(title), text_width(footer)) + 6;  // the frame and two spaces
  for (const std::string& l : lines) width = std::max(width, text_width(l) + 4);
  width = std::clamp(width, std::min(30, cols), std::max(cols - 4, 10));
  const int height = std::min(static_cast<int>(lines.size()) + 4, rows - 2);
  const int y = std::max((rows - height) / 2, 0), x = std::max((cols - width) / 2, 0);
  screen.box(y, x, height, width);
  screen.put(y, x + 2, " " + title + " ", width - 4, Paint::title);
  // A long list scrolls so that its highlighted line stays in view.
  const std::size_t visible = static_cast<std::size_t>(std::max(height - 4, 1));
  const std::size_t first = highlight != static_cast<std::size_t>(-1) && highlight >= visible
                                ? highlight - visible + 1
                                : 0;
  for (std::size_t i = 0; i < visible && first + i < lines.size(); ++i) {
    const bool hl = first + i == highlight;
    const int row = y + 2 + static_cast<int>(i);
    if (hl) screen.fill(row, x + 1, width - 2, Paint::selected);
    screen.put(row, x + 2, lines[first + i], width - 4, hl ? Paint::selected : Paint::normal);
  }
  screen.put(y + height - 1, x + 2, " " + footer + " ", width - 4, Paint::dim);
}

std::string title_line(const State& s) {
  std::size_t items = 0;
  for (const Row& r : s.rows)
    if (r.type == RowKind::group) items += r.count;
  std::string t = " mind probe  " + std::to_string(items) + " item" + (items == 1 ? "" : "s");
  if (!s.filter.query.empty()) t += "  search: " + clean(s.filter.query);
  if (s.filter.kind) t += "  kind: " + clean(*s.filter.kind);
  if (s.filter.source) t += "  source: " + clean(*s.filter.source);
  if (!s.model.warnings.empty())
    t += "  " + std::to_string(s.model.warnings.size()) + " warning" +
         (s.model.warnings.size() == 1 ? "" : "s") + " (w)";
  return t + "   ? help";
}

std::string footer_line(const State& s) {
  if (s.armed) return " press Ctrl-C again to quit";
  if (s.mode == Mode::search) return " /" + clean(s.filter.query) + "_   Enter keep  Esc clear";
  return " Enter details  / search  t kind  s source  l learn  d forget  m meld  u upgrade"
         "  S sync  L lobes  ? help  q quit";
}

}  // namespace

int tree_height(int screen_rows, std::size_t messages) {
  const int shown = static_cast<int>(std::min<std::size_t>(messages, 4));
  return std::max(screen_rows - 2 - shown, 1);
}

std::vector<std::string> wrap(const std::string& text, int width) {
  std::vector<std::string> out;
  if (width <= 0) return out;
  std::string line, word;
  auto flush_word = [&] {
    if (word.empty()) return;
    if (!line.empty() && text_width(line) + 1 + text_width(word) > width) {
      out.push_back(line);
      line.clear();
    }
    while (text_width(word) > width) {  // a word longer than the line: cut
      const std::string head = fit(word, width);
      if (!line.empty()) out.push_back(line), line.clear();
      out.push_back(head);
      word = word.substr(head.size());
    }
    line += (line.empty() ? "" : " ") + word;
    word.clear();
  };
  for (char c : text) {
    if (c == ' ')
      flush_word();
    else
      word += c;
  }
  flush_word();
  if (!line.empty()) out.push_back(line);
  return out;
}

std::string row_text(const Row& row, bool fancy) {
  std::string indent(static_cast<std::size_t>(row.depth) * 2, ' ');
  if (row.type != RowKind::item) {
    const std::string glyph = row.expanded ? (fancy ? "\u25be" : "v") : (fancy ? "\u25b8" : ">");
    std::string label;
    if (row.type == RowKind::group) label = group_title(row.group);
    if (row.type == RowKind::source) label = clean(row.source);
    if (row.type == RowKind::kind) label = clean(row.kind);
    return indent + glyph + " " + label + " (" + std::to_string(row.count) + ")";
  }
  const Item& item = *row.item;
  std::string text = indent + marker(item, fancy) + " " + clean(item.name);
  if (!item.commit.empty()) text += "  " + item.commit;
  if (item.stale) text += " (out of date)";
  if (item.orphaned) text += " (no longer offered)";
  if (!item.description.empty()) text += "  " + clean(item.description);
  return text;
}

std::vector<std::string> actions_for(const Row& row) {
  std::vector<std::string> out;
  if (row.type == RowKind::item) {
    const Item& item = *row.item;
    if (item.is_discovered_source()) {
      out.push_back("l meld it");
    } else if (item.group == Group::available) {
      out.push_back("l learn");
    } else if (item.group == Group::installed) {
      out.push_back("d forget");
      out.push_back("u upgrade");
    } else {
      out.push_back("d forget (deletes your lobe entry)");
    }
    return out;
  }
  if (row.group == Group::available) out.push_back("l learn all " + std::to_string(row.count));
  if (row.group == Group::installed) out.push_back("u upgrade");
  if (row.type == RowKind::source) out.push_back("M unmeld");
  return out;
}

std::vector<std::string> details_lines(const Row& row, bool fancy, int width) {
  std::vector<std::string> out;
  auto field = [&](const std::string& label, const std::string& value) {
    if (value.empty()) return;
    const std::vector<std::string> lines = wrap(clean(value), std::max(width - 13, 10));
    for (std::size_t i = 0; i < lines.size(); ++i) {
      std::string head = i == 0 && !label.empty() ? label + ":" : "";
      head.resize(13, ' ');
      out.push_back(head + lines[i]);
    }
  };
  if (row.type != RowKind::item) {
    std::string what = row.type == RowKind::group    ? group_title(row.group)
                       : row.type == RowKind::source ? row.source
                                                     : row.kind;
    field("node", what);
    if (row.type == RowKind::kind) field("source", row.source);
    field("items", std::to_string(row.count));
  } else {
    const Item& item = *row.item;
    field("name", item.name);
    field("kind", item.kind);
    field(item.is_discovered_source() ? "offered by" : "source",
          item.group == Group::unmanaged ? "(none: not installed by mind)" : item.source);
    if (item.plugin) field("plugin", *item.plugin);
    if (!item.commit.empty())
      field("commit", item.commit + (item.hash.empty() ? "" : "  hash " + item.hash));
    std::string status = item.group == Group::installed ? "installed" : "available";
    if (item.group == Group::unmanaged) status = "unmanaged (in a lobe, not installed by mind)";
    if (item.stale) status += ", out of date (upgrade would change it)";
    if (item.orphaned) status += ", its source no longer offers it";
    field("status", status);
    field("description", item.description);
    if (!item.when_to_use.empty()) field("when to use", item.when_to_use);
    if (item.workflow) {  // WF-30: whether the harness would load it, and why not
      field("harness", item.harness_name ? "loads it as '" + *item.harness_name + "'"
                                         : std::string("would not load it"));
      for (const std::string& f : item.harness) field("", f);
    }
    for (const std::filesystem::path& p : item.lobe_paths) field("lobe entry", p.string());
    if (item.kind == "skill") {
      const std::vector<std::string> files = item_files(item.path, 12);
      for (std::size_t i = 0; i < files.size(); ++i) field(i == 0 ? "files" : "", files[i]);
    }
  }
  std::string keys;
  for (const std::string& a : actions_for(row)) keys += (keys.empty() ? "" : "   ") + a;
  if (!keys.empty()) {
    out.emplace_back();
    field("actions", keys);
  }
  (void)fancy;
  return out;
}

namespace {

// The tree's rows from the scroll position, the highlight barred.
void draw_tree(Screen& screen, const State& s, int height, int tree_w) {
  for (int i = 0; i < height; ++i) {
    const std::size_t r = s.top + static_cast<std::size_t>(i);
    if (r >= s.rows.size()) break;
    const Row& row = s.rows[r];
    const bool hl = r == s.selected && s.mode != Mode::search;
    if (hl) screen.fill(1 + i, 0, tree_w, Paint::selected);
    screen.put(1 + i, 0, row_text(row, s.fancy), tree_w, hl ? Paint::selected : paint_of(row));
  }
  if (s.loading) {
    screen.put(2, 2, "reading the sources and the manifest...", tree_w - 4, Paint::dim);
  } else if (s.rows.empty() || (s.model.items.empty() && s.model.sources.empty())) {
    const int y = 2 + static_cast<int>(s.rows.size());
    screen.put(y, 2,
               s.filter.active() && !s.rows.empty() ? ""
               : s.filter.active() ? "nothing matches; Esc clears the search and the filters"
                                   : "no sources melded; press m to meld one",
               tree_w - 4, Paint::dim);
  }
}

// The details pane beside the tree, on a wide terminal.
void draw_side(Screen& screen, const State& s, int height, int tree_w, int cols) {
  const int x = tree_w + 1, w = cols - x;
  for (int i = 0; i < height; ++i)
    screen.put(1 + i, tree_w, s.fancy ? "\u2502" : "|", 1, Paint::frame);
  draw_lines(screen, 1, x + 1, height, w - 1, details_lines(*s.current(), s.fancy, w - 1),
             Paint::normal);
}

// The last action's result lines (the last four) under the tree.
void draw_messages(Screen& screen, const State& s, int height, int cols) {
  const std::size_t shown = std::min<std::size_t>(s.messages.size(), 4);
  for (std::size_t i = 0; i < shown; ++i) {
    const std::string& m = s.messages[s.messages.size() - shown + i];
    screen.put(1 + height + static_cast<int>(i), 1, clean(m), cols - 2,
               s.failed ? Paint::error : Paint::normal);
  }
}

// The box of the mode: details, the keys, the lobes list.
void draw_mode_box(Screen& screen, const State& s, int cols) {
  if (s.mode == Mode::details && s.current() != nullptr) {
    draw_box(screen, "details", details_lines(*s.current(), s.fancy, std::min(cols - 8, 90)),
             "Esc closes");
  } else if (s.mode == Mode::help) {
    std::vector<std::string> lines;
    for (Mode m : {Mode::tree, Mode::search, Mode::details}) {
      for (std::string& l : help_lines(m)) lines.push_back(std::move(l));
      lines.emplace_back();
    }
    draw_box(screen, "keys", lines, "Esc closes");
  } else if (s.mode == Mode::lobes) {
    std::vector<std::string> lines;
    for (const std::string& l : s.lobes) lines.push_back(clean(l));
    if (lines.empty()) lines.push_back("(no lobes configured)");
    draw_box(screen, "lobes", lines, "a add a preset  d remove  Esc close", s.lobe_selected);
  }
}

// A dialog on top of everything (browser/dialogs.hpp).
void draw_dialog(Screen& screen, const Dialog& dialog, int cols) {
  std::vector<std::string> lines;
  for (const std::string& l : dialog.lines)
    for (std::string& w : wrap(clean(l), std::min(cols - 8, 100))) lines.push_back(std::move(w));
  std::size_t hl = static_cast<std::size_t>(-1);
  if (!dialog.choices.empty()) {
    lines.emplace_back();
    hl = lines.size() + dialog.choice;
    for (const std::string& c : dialog.choices) lines.push_back(clean(c));
  }
  if (dialog.input) lines.push_back("> " + clean(dialog.text) + "_");
  draw_box(screen, dialog.title, lines, dialog.footer, hl);
}

}  // namespace

void draw(Screen& screen, const State& s) {
  screen.clear();
  const int rows = screen.rows(), cols = screen.cols();
  screen.fill(0, 0, cols, Paint::title);
  screen.put(0, 0, title_line(s), cols, Paint::title);
  const int height = tree_height(rows, s.messages.size());
  const bool side = cols >= 100;  // the details pane beside the tree
  const int tree_w = side ? cols * 11 / 20 : cols;
  draw_tree(screen, s, height, tree_w);
  if (side && s.current() != nullptr) draw_side(screen, s, height, tree_w, cols);
  draw_messages(screen, s, height, cols);
  screen.fill(rows - 1, 0, cols, Paint::dim);
  screen.put(rows - 1, 0, footer_line(s), cols, s.armed ? Paint::error : Paint::dim);
  draw_mode_box(screen, s, cols);
  if (s.dialog) draw_dialog(screen, *s.dialog, cols);
  screen.show();
}

}  // namespace mind::browser
