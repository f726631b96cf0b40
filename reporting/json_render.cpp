#include "reporting/json_render.hpp"

#include <nlohmann/json.hpp>

namespace mind::reporting {
namespace {

using nlohmann::ordered_json;

ordered_json optional(const std::optional<std::string>& v) {
  return v ? ordered_json(*v) : ordered_json(nullptr);
}

void put_identity(ordered_json& j, const ItemIdentity& id) {
  j["source"] = id.source;
  j["kind"] = id.kind;
  j["name"] = id.effective_name();
  j["bare_name"] = id.bare_name;
  j["prefix"] = id.prefix.empty() ? ordered_json(nullptr) : ordered_json(id.prefix);
  j["effective_name"] = id.effective_name();
  j["plugin"] = optional(id.plugin);
}

ordered_json meta_json(const discovery::WorkflowMeta& meta) {
  ordered_json j;
  j["name"] = optional(meta.name);
  j["description"] = optional(meta.description);
  j["when_to_use"] = optional(meta.when_to_use);
  j["status"] = meta.status == discovery::MetaStatus::ok       ? "ok"
                : meta.status == discovery::MetaStatus::unread ? "unread"
                                                               : "invalid";
  const std::string_view reason = discovery::to_slug(meta.reason);
  j["reason"] = reason.empty() ? ordered_json(nullptr) : ordered_json(std::string(reason));
  return j;
}

// WF-60, WF-62: a workflow's harness-facing fields, `when_to_use` only when declared.
void put_harness(ordered_json& j, const std::optional<std::string>& when_to_use,
                 const HarnessView* harness) {
  if (when_to_use) j["when_to_use"] = *when_to_use;
  if (!harness) return;
  j["harness_name"] = optional(harness->harness_name);
  j["workflow_findings"] = harness->findings;
}

std::string dump(const ordered_json& j) {
  // Invalid UTF-8 cannot reach here (sanitized at capture); replace defensively.
  return j.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

// The listings are written one element at a time, never as one tree of the
// whole document (issue 34: at 10,000 items the tree of recall --json held
// more memory than the state it shows), in exactly the text dump() would give.

// What a listing is written into: a buffer handed to the sink whenever it
// passes a piece's size (no sink: the whole document stays in `text`).
struct Writer {
  std::string text;
  const JsonSink* sink = nullptr;
  void element_done() {
    if (sink != nullptr && text.size() >= kPiece) flush();
  }
  void flush() {
    if (sink != nullptr && !text.empty()) (*sink)(text);
    text.clear();
  }
  static constexpr std::size_t kPiece = 64 * 1024;
};

// `j` as dump() writes it `depth` levels deep: each line after the first
// indented by two spaces a level (a JSON string holds no raw line break).
void append_at(std::string& out, const ordered_json& j, int depth) {
  const std::string text = j.dump(2, ' ', false, ordered_json::error_handler_t::replace);
  const std::string pad(static_cast<std::size_t>(depth) * 2, ' ');
  for (const char c : text) {
    out += c;
    if (c == '\n') out += pad;
  }
}

// An array of `count` elements `depth` levels deep, element i written by `put(i, depth + 1)`.
template <typename Put>
void append_array(Writer& w, std::size_t count, int depth, Put put) {
  if (count == 0) {
    w.text += "[]";
    return;
  }
  const std::string inner(static_cast<std::size_t>(depth + 1) * 2, ' ');
  w.text += "[\n";
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) w.text += ",\n";
    w.text += inner;
    put(i, depth + 1);
    w.element_done();
  }
  w.text += "\n" + std::string(static_cast<std::size_t>(depth) * 2, ' ') + "]";
}

// `j`, whose last member is an empty array, with that array written by `fill`
// in its place (`depth` as in append_at).
template <typename Fill>
void append_with_last_array(Writer& w, const ordered_json& j, int depth, Fill fill) {
  std::string head;
  append_at(head, j, depth);
  const std::size_t at = head.rfind("[]");
  w.text.append(head, 0, at);
  fill();
  w.text.append(head, at + 2, std::string::npos);
}

}  // namespace

namespace {

void write_probe(Writer& w, const std::vector<ProbeRow>& rows) {
  const ordered_json doc = {{"schema", 1}, {"items", ordered_json::array()}};
  append_with_last_array(w, doc, 0, [&] {
    append_array(w, rows.size(), 1, [&](std::size_t i, int depth) {
      const ProbeRow& row = rows[i];
      ordered_json j;
      j["installed"] = row.installed;
      put_identity(j, row.id);
      j["hash"] = optional(row.hash);
      j["description"] = optional(row.description);
      if (row.when_to_use) j["when_to_use"] = *row.when_to_use;  // WF-62: only when declared
      if (row.meta) j["meta"] = meta_json(*row.meta);
      if (row.unmanaged) j["unmanaged"] = true;  // UNM-3: with empty source and null hash
      if (!row.unmanaged) j["dependencies"] = row.dependencies;  // DEP-62
      append_at(w.text, j, depth);
    });
  });
  w.text += '\n';
}

}  // namespace

std::string probe_json(const std::vector<ProbeRow>& rows) {
  Writer w;
  write_probe(w, rows);
  return std::move(w.text);
}

void write_probe_json(const std::vector<ProbeRow>& rows, const JsonSink& sink) {
  Writer w{{}, &sink};
  write_probe(w, rows);
  w.flush();
}

// Decision 10: where each user's file came from, where it is kept, which item took its place.
static ordered_json displaced_json(const std::vector<install::DisplacedFile>& list) {
  ordered_json out = ordered_json::array();
  for (const auto& f : list) {
    out.push_back({{"path", f.original.string()}, {"kept_at", f.kept.string()}, {"item", f.item}});
  }
  return out;
}

std::string mutation_json(const MutationResult& r) {
  ordered_json j = {
      {"schema", 1}, {"action", r.action}, {"target", r.target}, {"outcome", r.outcome}};
  if (!r.installed.empty()) j["installed"] = r.installed;
  if (!r.removed.empty()) j["removed"] = r.removed;
  if (r.pending_items) j["pending_items"] = *r.pending_items;
  if (r.count) j["count"] = *r.count;
  if (r.key) j["key"] = *r.key;
  if (!r.skipped.empty()) {
    ordered_json list = ordered_json::array();
    for (const install::SkippedItem& s : r.skipped) {
      list.push_back(
          {{"key", s.key}, {"source", s.source}, {"reason", s.reason}, {"held_by", s.held_by}});
    }
    j["skipped"] = std::move(list);
  }
  if (!r.displaced.empty()) j["displaced"] = displaced_json(r.displaced);
  if (!r.restored.empty()) j["restored"] = displaced_json(r.restored);
  if (r.empty_source) {  // CLI-205: the explanation the text run prints
    ordered_json& e = j["empty_source"];
    e["looked_for"] = r.empty_source->looked_for;
    e["close"] = ordered_json::array();
    for (const auto& [what, remedy] : r.empty_source->close) {
      e["close"].push_back({{"what", what}, {"remedy", remedy}});
    }
    e["next"] = r.empty_source->next;
  }
  return dump(j);
}

namespace {

void write_recall(Writer& w, const std::vector<RecallSource>& sources) {
  const ordered_json doc = {{"schema", 1}, {"items", ordered_json::array()}};
  append_with_last_array(w, doc, 0, [&] {
    append_array(w, sources.size(), 1, [&](std::size_t si, int source_depth) {
      const RecallSource& rs = sources[si];
      ordered_json s;
      s["name"] = rs.source->name;
      s["url"] = rs.source->url;
      s["commit"] = optional(rs.source->commit);
      s["alias"] = optional(rs.source->alias);
      s["items"] = ordered_json::array();
      append_with_last_array(w, s, source_depth, [&] {
        append_array(w, rs.items.size(), source_depth + 1, [&](std::size_t i, int depth) {
          const RecallItem& item = rs.items[i];
          ordered_json j;
          j["key"] = item.id.key();
          put_identity(j, item.id);
          j["installed"] = item.installed;
          j["commit"] = optional(item.commit);
          j["description"] = optional(item.description);
          put_harness(j, item.when_to_use, item.harness ? &*item.harness : nullptr);
          if (item.orphaned) j["orphaned"] = true;
          append_at(w.text, j, depth);
        });
      });
    });
  });
  w.text += '\n';
}

}  // namespace

std::string recall_json(const std::vector<RecallSource>& sources) {
  Writer w;
  write_recall(w, sources);
  return std::move(w.text);
}

void write_recall_json(const std::vector<RecallSource>& sources, const JsonSink& sink) {
  Writer w{{}, &sink};
  write_recall(w, sources);
  w.flush();
}

std::string recall_item_json(const store::InstalledItem& item, const ItemIdentity& id,
                             const HarnessView* harness) {
  ordered_json j;
  j["schema"] = 1;
  j["kind"] = id.kind;
  j["name"] = item.name;
  j["bare_name"] = item.bare_name;
  j["prefix"] = id.prefix.empty() ? ordered_json(nullptr) : ordered_json(id.prefix);
  j["effective_name"] = item.name;
  j["source"] = item.source;
  j["plugin"] = optional(item.plugin);
  j["commit"] = item.commit;
  j["hash"] = item.hash;
  j["store"] = item.store;
  j["links"] = item.links;
  j["forms"] = item.forms;  // decision 15: translated copies, `store/<kind>/<n>.<form>`
  j["description"] = optional(item.description);
  ordered_json hooks = ordered_json::array();
  for (const auto& h : item.install_hooks) {
    hooks.push_back({{"command", h.command}, {"ran_at", optional(h.ran_at)}});
  }
  j["install_hooks"] = hooks;
  if (!item.dropped_requires.empty()) j["dropped_requires"] = item.dropped_requires;  // LNK-19
  if (harness) put_harness(j, harness->when_to_use, harness);
  return dump(j);
}

std::string sync_json(const std::string& target, const std::string& outcome,
                      const std::vector<SyncRow>& rows, const std::vector<std::string>& registered,
                      const std::vector<std::pair<std::string, std::string>>& skipped,
                      const SyncUpgrade* upgrade) {
  ordered_json list = ordered_json::array();
  for (const SyncRow& row : rows) {
    ordered_json j;
    j["name"] = row.name;
    j["outcome"] = row.outcome;
    j["old_commit"] = optional(row.old_commit);
    j["commit"] = optional(row.commit);
    if (!row.error_kind.empty()) j["error"] = {{"kind", row.error_kind}, {"message", row.error}};
    list.push_back(j);
  }
  ordered_json doc = {{"schema", 1},
                      {"action", "sync"},
                      {"target", target},
                      {"outcome", outcome},
                      {"sources", list}};
  if (!registered.empty()) doc["registered"] = registered;
  if (!skipped.empty()) {
    ordered_json left_out = ordered_json::array();
    for (const auto& [source, reason] : skipped) {
      left_out.push_back({{"source", source}, {"reason", reason}});
    }
    doc["skipped"] = left_out;
  }
  if (upgrade != nullptr) {
    ordered_json pass = {{"outcome", upgrade->outcome},
                         {"installed", upgrade->installed},
                         {"removed", upgrade->removed},
                         {"skipped", ordered_json::array()}};
    for (const auto& [source, reason] : upgrade->skipped) {
      pass["skipped"].push_back({{"source", source}, {"reason", reason}});
    }
    doc["upgrade"] = pass;
  }
  return dump(doc);
}

std::string recall_sources_json(const std::vector<store::Source>& sources) {
  ordered_json items = ordered_json::array();
  for (const store::Source& s : sources)
    items.push_back(ordered_json::parse(store::source_record_json(s)));
  return dump({{"schema", 1}, {"items", items}});
}

namespace {

ordered_json lobe_json(const LobeRow& lobe) {
  ordered_json j;
  j["path"] = lobe.path;
  j["resolved"] = lobe.resolved;
  j["kinds"] = lobe.kinds ? ordered_json(*lobe.kinds) : ordered_json(nullptr);
  return j;
}

}  // namespace

std::string config_show_json(const ConfigView& v) {
  ordered_json lobes = ordered_json::array();
  for (const LobeRow& l : v.lobes) lobes.push_back(lobe_json(l));
  return dump({{"schema", 1},
               {"config_file", v.config_file},
               {"lobes", lobes},
               {"default_lobe", v.default_lobe},
               {"ssh", v.ssh},
               {"absorb_to", optional(v.absorb_to)},
               {"max_metadata_size", v.max_metadata_size},
               {"max_metadata_size_bytes", v.max_metadata_size_bytes},
               {"agent_homes_override", v.agent_homes_override}});
}

std::string lobes_list_json(const std::vector<LobeRow>& rows) {
  ordered_json lobes = ordered_json::array();
  for (const LobeRow& l : rows) lobes.push_back(lobe_json(l));
  return dump({{"schema", 1}, {"lobes", lobes}});
}

std::string lobes_detect_json(const LobeDetectResult& r) {
  ordered_json detected = ordered_json::array();
  for (const DetectedLobe& d : r.detected) {
    detected.push_back({{"preset", d.preset},
                        {"path", d.path},
                        {"kinds", d.kinds},
                        {"scope", d.scope},
                        {"configured", d.configured},
                        {"shared", d.shared}});
  }
  return dump({{"schema", 1},
               {"action", "lobe-detect"},
               {"detected", detected},
               {"added", r.added},
               {"guidance", r.guidance}});
}

std::string lobes_presets_json(const std::vector<PresetRow>& rows) {
  ordered_json presets = ordered_json::array();
  auto or_null = [](const std::string& s) { return s.empty() ? ordered_json() : ordered_json(s); };
  for (const PresetRow& r : rows) {
    presets.push_back({{"name", r.name},
                       {"agent", r.agent},
                       {"global", or_null(r.global)},
                       {"project", or_null(r.project)},
                       {"global_kinds", r.global_kinds},
                       {"project_kinds", r.project_kinds},
                       {"installed", r.installed},
                       {"global_source", or_null(r.global_source)},
                       {"project_source", or_null(r.project_source)}});
  }
  return dump({{"schema", 1}, {"action", "lobe-presets"}, {"presets", presets}});
}

std::string introspect_json(const install::IntrospectReport& report) {
  ordered_json issues = ordered_json::array();
  for (const install::Issue& i : report.issues) {
    issues.push_back({{"kind", i.kind}, {"target", i.target}, {"message", i.message}});
  }
  ordered_json j = {
      {"schema", 1}, {"issues", issues}, {"sources", report.sources}, {"items", report.items}};
  j["displaced"] = displaced_json(report.displaced);
  return dump(j);
}

std::string mutation_json(const MutationResult& result,
                          const std::vector<std::pair<std::string, std::string>>& skipped) {
  ordered_json j = ordered_json::parse(mutation_json(result));
  // One `skipped` list: items left out (with their key) and sources left out.
  if (!skipped.empty()) {
    ordered_json& list = j["skipped"];
    if (!list.is_array()) list = ordered_json::array();
    for (const auto& [source, reason] : skipped)
      list.push_back({{"source", source}, {"reason", reason}});
  }
  return dump(j);
}

}  // namespace mind::reporting
