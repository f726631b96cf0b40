#include "browser/tree.hpp"

namespace mind::browser {
namespace {

const char* group_word(Group g) {
  switch (g) {
    case Group::installed:
      return "installed";
    case Group::available:
      return "available";
    case Group::unmanaged:
      return "unmanaged";
  }
  return "";
}

std::string source_id(Group g, const std::string& source) {
  return std::string("s/") + group_word(g) + "/" + source;
}
std::string kind_id(Group g, const std::string& source, const std::string& kind) {
  return std::string("k/") + group_word(g) + "/" + source + "/" + kind;
}

// The matching items, grouped as the tree nests them (the model is sorted so
// each node's items are contiguous).
struct KindNode {
  std::string kind;
  std::vector<const Item*> items;
};
struct SourceNode {
  std::string source;
  std::vector<KindNode> kinds;
  std::size_t count = 0;
};
struct GroupNode {
  Group group;
  std::vector<SourceNode> sources;
  std::size_t count = 0;
};

}  // namespace

std::string group_title(Group group) {
  switch (group) {
    case Group::installed:
      return "Installed";
    case Group::available:
      return "Available";
    case Group::unmanaged:
      return "Unmanaged";
  }
  return "";
}

bool Expansion::is_open(const std::string& id, RowKind type, std::size_t model_size) const {
  if (auto it = chosen_.find(id); it != chosen_.end()) return it->second;
  return type == RowKind::group || model_size <= kOpenAllBelow;
}

std::vector<Row> visible_rows(const Model& model, const Filter& filter,
                              const Expansion& expansion) {
  std::vector<Row> rows;
  visible_rows(model, filter, expansion, rows);
  return rows;
}

namespace {

// The items `filter` matches, grouped as the tree nests them.
void gather(const Model& model, const Filter& filter, GroupNode (&groups)[3]) {
  const Matcher matcher(filter);
  for (const Item& item : model.items) {
    if (!matcher.matches(item)) continue;
    GroupNode& g = groups[static_cast<int>(item.group)];
    if (g.sources.empty() || g.sources.back().source != item.source)
      g.sources.push_back({item.source, {}, 0});
    SourceNode& s = g.sources.back();
    if (s.kinds.empty() || s.kinds.back().kind != item.kind) s.kinds.push_back({item.kind, {}});
    s.kinds.back().items.push_back(&item);
    ++s.count;
    ++g.count;
  }
}

// What every row of one pass shares: a search opens every node.
struct Pass {
  const Expansion& expansion;
  bool searching;
  std::size_t size;  // the model's, for a node's default openness
  std::vector<Row>& rows;
  bool open(const Row& row) const { return searching || expansion.is_open(row.id, row.type, size); }
};

// A kind's row and, when it is open, its items'.
void add_kind(const Pass& pass, Group group, const std::string& source, const KindNode& k,
              int depth) {
  Row kr;
  kr.type = RowKind::kind;
  kr.depth = depth;
  kr.id = kind_id(group, source, k.kind);
  kr.group = group;
  kr.source = source;
  kr.kind = k.kind;
  kr.count = k.items.size();
  kr.expanded = pass.open(kr);
  pass.rows.push_back(kr);
  if (!kr.expanded) return;
  for (const Item* item : k.items) {
    Row ir;
    ir.type = RowKind::item;
    ir.depth = depth + 1;
    ir.group = group;
    ir.item = item;
    ir.count = 1;
    pass.rows.push_back(std::move(ir));
  }
}

// A source's row and, when it is open, its kinds'; Unmanaged has no source
// level (kind -> item).
void add_source(const Pass& pass, Group group, const SourceNode& s) {
  int depth = 1;
  if (group != Group::unmanaged) {
    Row sr;
    sr.type = RowKind::source;
    sr.depth = depth;
    sr.id = source_id(group, s.source);
    sr.group = group;
    sr.source = s.source;
    sr.count = s.count;
    sr.expanded = pass.open(sr);
    pass.rows.push_back(sr);
    if (!sr.expanded) return;
    depth = 2;
  }
  for (const KindNode& k : s.kinds) add_kind(pass, group, s.source, k, depth);
}

}  // namespace

void visible_rows(const Model& model, const Filter& filter, const Expansion& expansion,
                  std::vector<Row>& rows) {
  GroupNode groups[3] = {
      {Group::installed, {}, 0}, {Group::available, {}, 0}, {Group::unmanaged, {}, 0}};
  gather(model, filter, groups);
  const Pass pass{expansion, !filter.query.empty(), model.items.size(), rows};
  rows.clear();
  rows.reserve(pass.size + 64);
  for (const GroupNode& g : groups) {
    // Installed and Available always show (empty, they say so); the others
    // only with items; a filter hides empty groups.
    if (g.count == 0 && (filter.active() || g.group == Group::unmanaged)) continue;
    Row gr;
    gr.type = RowKind::group;
    gr.id = std::string("g/") + group_word(g.group);
    gr.group = g.group;
    gr.count = g.count;
    gr.expanded = pass.open(gr);
    rows.push_back(gr);
    if (!gr.expanded) continue;
    for (const SourceNode& s : g.sources) add_source(pass, g.group, s);
  }
}

RowKey Row::key() const {
  return {type, group, source_of(), kind_of(), item != nullptr ? item->name : std::string()};
}

bool Row::is(const RowKey& k) const {
  if (type != k.type || group != k.group || source_of() != k.source || kind_of() != k.kind)
    return false;
  return item == nullptr ? k.name.empty() : item->name == k.name;
}

std::size_t find_row(const std::vector<Row>& rows, const RowKey& key, std::size_t fallback) {
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (rows[i].is(key)) return i;
  if (rows.empty()) return 0;
  return fallback < rows.size() ? fallback : rows.size() - 1;
}

std::size_t find_row(const std::vector<Row>& rows, const std::string& id, std::size_t fallback) {
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (rows[i].item == nullptr && rows[i].id == id) return i;
  if (rows.empty()) return 0;
  return fallback < rows.size() ? fallback : rows.size() - 1;
}

std::size_t first_item(const std::vector<Row>& rows, std::size_t from) {
  for (std::size_t i = from; i < rows.size(); ++i)
    if (rows[i].type == RowKind::item) return i;
  return rows.size();
}

std::string parent_id(const Row& row) {
  switch (row.type) {
    case RowKind::group:
      return "";
    case RowKind::source:
      return std::string("g/") + group_word(row.group);
    case RowKind::kind:
      return row.group == Group::unmanaged ? std::string("g/") + group_word(row.group)
                                           : source_id(row.group, row.source);
    case RowKind::item:
      return kind_id(row.group, row.source_of(), row.kind_of());
  }
  return "";
}

}  // namespace mind::browser
