#include "reporting/hook_views.hpp"

#include <nlohmann/json.hpp>

#include "core/sanitize.hpp"
#include "reporting/table.hpp"

namespace mind::reporting {
namespace {

using nlohmann::ordered_json;

std::string status(const install::ListedHook& h) {
  if (!h.recorded) return "";
  if (!h.pending) return "ran at " + h.ran_at->substr(0, 7);
  return h.ran_at ? "pending (last ran at " + h.ran_at->substr(0, 7) + ")" : "pending";
}

void add_rows(std::vector<Row>& rows, const std::string& what,
              const std::vector<install::ListedHook>& hooks) {
  for (const install::ListedHook& h : hooks) {
    rows.push_back({what, std::string(install::event_name(h.hook.event)),
                    h.hook.optional ? "optional" : "required", sanitize_display(h.hook.command),
                    status(h)});
  }
}

ordered_json hooks_json(const std::vector<install::ListedHook>& hooks) {
  ordered_json list = ordered_json::array();
  for (const install::ListedHook& h : hooks) {
    ordered_json j = {{"event", install::event_name(h.hook.event)},
                      {"required", !h.hook.optional},
                      {"command", sanitize_display(h.hook.command)}};
    if (h.recorded) {
      j["status"] = h.pending ? "pending" : "ran";
      j["ran_at"] = h.ran_at ? ordered_json(*h.ran_at) : ordered_json(nullptr);
    }
    list.push_back(std::move(j));
  }
  return list;
}

}  // namespace

std::string hooks_list_text(const std::vector<install::SourceHookListing>& sources) {
  std::string out;
  for (const install::SourceHookListing& s : sources) {
    out += sanitize_display(s.source) + "\n";
    std::vector<Row> rows = {{"HOOK OF", "EVENT", "", "COMMAND", "STATUS"}};
    add_rows(rows, "source", s.hooks);
    for (const auto& item : s.items) add_rows(rows, sanitize_display(item.item), item.hooks);
    out += rows.size() == 1 ? "  (no hooks)\n" : render_table(rows, "  ");
  }
  return out;
}

std::string hooks_list_json(const std::string& target,
                            const std::vector<install::SourceHookListing>& sources) {
  ordered_json doc = {
      {"schema", 1}, {"action", "hooks-list"}, {"target", sanitize_display(target)}};
  ordered_json list = ordered_json::array();
  for (const install::SourceHookListing& s : sources) {
    ordered_json items = ordered_json::array();
    for (const auto& item : s.items) {
      items.push_back({{"item", sanitize_display(item.item)}, {"hooks", hooks_json(item.hooks)}});
    }
    list.push_back(
        {{"source", sanitize_display(s.source)}, {"hooks", hooks_json(s.hooks)}, {"items", items}});
  }
  doc["sources"] = std::move(list);
  return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string item_hooks_list_text(const std::vector<install::ListedItemHooks>& items) {
  std::string out;
  for (const install::ListedItemHooks& item : items) {
    out += sanitize_display(item.source) + "#" + sanitize_display(item.item) + "\n";
    if (item.undeclared) {
      out +=
          "  (its source no longer declares it, so its hooks are unknown; see `mind "
          "introspect`)\n";
      continue;
    }
    std::vector<Row> rows = {{"EVENT", "", "COMMAND", "STATUS"}};
    for (const install::ListedHook& h : item.hooks) {
      rows.push_back({std::string(install::event_name(h.hook.event)),
                      h.hook.optional ? "optional" : "required", sanitize_display(h.hook.command),
                      status(h)});
    }
    out += rows.size() == 1 ? "  (no hooks)\n" : render_table(rows, "  ");
  }
  return out;
}

std::string item_hooks_list_json(const std::string& target,
                                 const std::vector<install::ListedItemHooks>& items) {
  ordered_json doc = {
      {"schema", 1}, {"action", "hooks-list"}, {"target", sanitize_display(target)}};
  ordered_json list = ordered_json::array();
  for (const install::ListedItemHooks& item : items) {
    // CLI-224, issue 46: names from a source are shown cleaned, in JSON too
    ordered_json row = {{"item", sanitize_display(item.item)},
                        {"source", sanitize_display(item.source)}};
    if (item.undeclared) row["undeclared"] = true;  // its hooks are unknown
    row["hooks"] = hooks_json(item.hooks);
    list.push_back(std::move(row));
  }
  doc["items"] = std::move(list);
  return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string hooks_run_json(const std::string& target, install::HookEvent event,
                           const HooksRunTally& tally) {
  ordered_json doc = {{"schema", 1},
                      {"action", "hooks-run"},
                      {"target", target},
                      {"event", install::event_name(event)},
                      {"existed", tally.existed},
                      {"ran", tally.ran},
                      {"skipped", tally.skipped}};
  return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace mind::reporting
