#pragma once
/// EffectiveName: a bare item name under an optional namespace prefix. It
/// renders `prefix:bare` or `bare`, and is what store paths, link paths and
/// manifest keys are built from (STO-3, WF-22). Identity stays the bare name.

#include <string>

namespace mind::namespacing {

struct EffectiveName {
  std::string prefix;  // empty: no prefix
  std::string bare;

  std::string str() const { return prefix.empty() ? bare : prefix + ":" + bare; }
  bool operator==(const EffectiveName&) const = default;
};

}  // namespace mind::namespacing
