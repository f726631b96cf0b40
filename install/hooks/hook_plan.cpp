#include "install/hooks/hook_plan.hpp"

#include <algorithm>

namespace mind::install {
namespace {

bool blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); });
}

std::string_view record_event(const store::HookRecord& r) {
  return r.event ? std::string_view(*r.event) : std::string_view("install");
}

void add_declared(std::vector<PlannedHook>& out, const std::vector<discovery::HookDecl>& decls,
                  HookEvent event) {
  for (const discovery::HookDecl& d : decls) {
    if (d.event != event_name(event) || blank(d.run)) continue;  // HOOK-3
    out.push_back(
        {d.name && !blank(*d.name) ? *d.name : d.run, d.run, d.optional, event, {}, false});
  }
}

std::string joined_commands(const std::vector<PlannedHook>& hooks) {
  std::string out;
  for (const PlannedHook& h : hooks) out += (out.empty() ? "" : "; ") + h.command;
  return out;
}

}  // namespace

std::string_view event_name(HookEvent event) noexcept {
  switch (event) {
    case HookEvent::install:
      return "install";
    case HookEvent::update:
      return "update";
    case HookEvent::uninstall:
      return "uninstall";
    case HookEvent::build:
      break;
  }
  return "build";
}

std::optional<HookEvent> event_from_name(std::string_view name) noexcept {
  for (HookEvent e :
       {HookEvent::install, HookEvent::update, HookEvent::uninstall, HookEvent::build}) {
    if (event_name(e) == name) return e;
  }
  return std::nullopt;
}

std::vector<PlannedHook> source_hooks(const discovery::Catalog& catalog, HookEvent event,
                                      const std::optional<std::string>& override_command) {
  std::vector<PlannedHook> declared;
  if (event == HookEvent::install && catalog.install_hook && !blank(*catalog.install_hook)) {
    declared.push_back({*catalog.install_hook, *catalog.install_hook, false, event, {}, false});
  }
  add_declared(declared, catalog.hooks, event);
  if (event == HookEvent::build || !override_command || blank(*override_command)) return declared;
  PlannedHook one{*override_command, *override_command, false, event, {}, true};  // HOOK-56, 59
  if (!declared.empty()) one.replaces = joined_commands(declared);
  return {one};
}

std::vector<PlannedHook> item_hooks(const discovery::CatalogItem& item, HookEvent event) {
  std::vector<PlannedHook> out;
  if (event == HookEvent::build) {
    if (item.kind == discovery::Kind::tool && item.build && !blank(*item.build)) {
      out.push_back({"build", *item.build, false, event, {}, false});
    }
    return out;
  }
  add_declared(out, item.hooks, event);
  return out;
}

bool is_pending(const std::vector<store::HookRecord>& records, const PlannedHook& hook,
                const std::string& commit) {
  for (const store::HookRecord& r : records) {
    if (r.command == hook.command && record_event(r) == event_name(hook.event)) {
      return !r.ran_at || *r.ran_at != commit;
    }
  }
  return true;
}

void record_hooks(std::vector<store::HookRecord>& records, const std::vector<PlannedHook>& ran,
                  const std::vector<PlannedHook>& skipped, const std::string& commit) {
  auto put = [&](const PlannedHook& h, std::optional<std::string> at) {
    if (h.event == HookEvent::uninstall || h.event == HookEvent::build) return;
    const std::string ev(event_name(h.event));
    for (store::HookRecord& r : records) {
      if (r.command == h.command && record_event(r) == ev) {
        r.ran_at = std::move(at);
        r.event = ev;
        return;
      }
    }
    records.push_back({h.command, std::move(at), ev});
  };
  for (const PlannedHook& h : ran) put(h, commit);
  for (const PlannedHook& h : skipped) put(h, std::nullopt);
}

}  // namespace mind::install
