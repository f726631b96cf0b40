#pragma once
/// The tree the browser shows: Installed, Available and Unmanaged, each
/// source -> kind -> item (Unmanaged: kind -> item), flattened into the rows
/// that are visible under the filter and the expansion state. Nodes are named
/// by stable ids built from identity, never from row positions, so a refresh
/// keeps the selection and what is expanded. While a query is typed every
/// node holding a match is open, as a search result is.

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "browser/model.hpp"
#include "browser/search.hpp"

namespace mind::browser {

enum class RowKind { group, source, kind, item };

/// What a row is, by identity: the highlight is kept by this across rebuilds.
struct RowKey {
  RowKind type = RowKind::group;
  Group group = Group::available;
  std::string source, kind, name;
  bool operator==(const RowKey&) const = default;
};

/// One visible row. An item row carries only its item (no strings of its
/// own): a search keystroke over 10,000 items builds 10,000 rows.
struct Row {
  RowKind type = RowKind::item;
  int depth = 0;
  std::string id;  // a node's id (the expansion's name); "" for an item
  Group group = Group::available;
  std::string source;          // a node's
  std::string kind;            // a kind node's
  const Item* item = nullptr;  // RowKind::item only
  std::size_t count = 0;       // items under a node (matching the filter)
  bool expanded = false;

  const std::string& source_of() const { return item != nullptr ? item->source : source; }
  const std::string& kind_of() const { return item != nullptr ? item->kind : kind; }
  RowKey key() const;
  /// Whether this row is `key`, without building a string.
  bool is(const RowKey& key) const;
};

/// Which nodes are open: an explicit choice per id over a default (groups
/// open; sources and kinds open when the model is small enough to read whole).
class Expansion {
 public:
  bool is_open(const std::string& id, RowKind type, std::size_t model_size) const;
  void set(const std::string& id, bool open) { chosen_[id] = open; }

 private:
  std::map<std::string, bool> chosen_;
};

/// At most this many items: every node starts open.
inline constexpr std::size_t kOpenAllBelow = 200;

std::string group_title(Group group);

/// The visible rows, in order.
std::vector<Row> visible_rows(const Model& model, const Filter& filter, const Expansion& expansion);
/// The same into `rows`, whose storage is kept from one keystroke to the next.
void visible_rows(const Model& model, const Filter& filter, const Expansion& expansion,
                  std::vector<Row>& rows);

/// The row index with node `id` (or `key`), or the index nearest `fallback` when it is gone.
std::size_t find_row(const std::vector<Row>& rows, const std::string& id, std::size_t fallback);
std::size_t find_row(const std::vector<Row>& rows, const RowKey& key, std::size_t fallback);

/// The first item row at or after `from`, or rows.size().
std::size_t first_item(const std::vector<Row>& rows, std::size_t from = 0);

/// The id of the row's parent node ("" for a group).
std::string parent_id(const Row& row);

}  // namespace mind::browser
