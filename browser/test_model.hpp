#pragma once
/// A model built in code for the browser's unit tests (and its benchmark):
/// `sources` sources of `per_source` items each, the kinds in turn, with
/// descriptions that the search can find.

#include <algorithm>
#include <string>

#include "browser/model.hpp"

namespace mind::browser {

inline Model synthetic_model(std::size_t sources, std::size_t per_source,
                             std::size_t installed_every = 10) {
  static const char* kKinds[] = {"agent", "command", "rule", "skill"};
  Model model;
  for (std::size_t s = 0; s < sources; ++s) {
    const std::string source = "github.com/owner" + std::to_string(s) + "/repo";
    model.sources.push_back(source);
    for (std::size_t i = 0; i < per_source; ++i) {
      Item item;
      item.source = source;
      item.kind = kKinds[i % 4];
      item.name = "item-" + std::to_string(s) + "-" + std::to_string(i);
      item.bare_name = item.name;
      item.description =
          "does thing number " + std::to_string(i) + " for project " + std::to_string(s);
      item.group =
          installed_every != 0 && i % installed_every == 0 ? Group::installed : Group::available;
      if (item.group == Group::installed) item.commit = "abc1234";
      item.haystack = item.name + "\n" + item.description;
      model.items.push_back(std::move(item));
    }
  }
  // The model's order: Installed, then Available; each by source, kind, name.
  std::stable_sort(model.items.begin(), model.items.end(), [](const Item& a, const Item& b) {
    if (a.group != b.group) return a.group < b.group;
    if (a.source != b.source) return a.source < b.source;
    if (a.kind != b.kind) return a.kind < b.kind;
    return a.name < b.name;
  });
  return model;
}

}  // namespace mind::browser
