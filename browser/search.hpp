#pragma once
/// The browser's filter: an incremental, case-insensitive substring search
/// over an item's effective name and description (CLI-85's rule, as the
/// listing applies it), composed with the kind and source filters (CLI-83,
/// CLI-86). Pure: the tree asks it of every item on each keystroke.

#include <optional>
#include <string>
#include <vector>

#include "browser/model.hpp"

namespace mind::browser {

struct Filter {
  std::string query;                  // as typed; matched lowercased
  std::optional<std::string> kind;    // kind word
  std::optional<std::string> source;  // a selector or glob (install::source_selector_matches)

  bool active() const { return !query.empty() || kind || source; }
};

/// A filter prepared once per keystroke: the query lowercased.
class Matcher {
 public:
  explicit Matcher(const Filter& filter);
  /// The kind and source filters, then the query against name and description.
  /// A source filter leaves the unmanaged group out (UNM-3).
  bool matches(const Item& item) const;
  /// How well a matching item answers the query, lower is better: 0 its bare
  /// name begins with it, 1 its name holds it, 2 only its description does.
  /// The highlight goes to the best (then the first in the tree) when a
  /// search is kept, so `/pyth` lands on `python-pro`, not on an item that
  /// merely mentions Python.
  int rank(const Item& item) const;

 private:
  const Filter& filter_;
  std::string needle_;
};

/// The next value of a cycling filter: none, then each of `values` in order,
/// then none again.
std::optional<std::string> cycle(const std::optional<std::string>& current,
                                 const std::vector<std::string>& values);

}  // namespace mind::browser
