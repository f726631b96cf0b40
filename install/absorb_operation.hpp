#pragma once
/// The whole `absorb` verb as one operation (ABS-1..12): select the unmanaged
/// item, confirm moving the user's files (ABS-7, ABS-11), find or ask for the
/// destination (ABS-2, ABS-3), then absorb it (install/absorb).

#include <functional>
#include <optional>
#include <string>

#include "install/absorb.hpp"
#include "install/front_end.hpp"

namespace mind::install {

/// The front end's answer to "which destination?" (ABS-3): the chosen path,
/// and whether to save it as `absorb-to`. nullopt: no answer.
struct DestinationAnswer {
  std::string path;
  bool save = false;
};
using DestinationAsker =
    std::function<std::optional<DestinationAnswer>(const std::string& personal)>;

struct AbsorbOptions {
  std::string ref;
  std::optional<std::string> to;  // --to
  bool force = false;             // ABS-6
  Asker asker;                    // the move confirmation
  bool require_yes = false;       // --json: moving a user's files needs --yes (ABS-7)
  /// Asked when no destination is configured; null or nobody to ask:
  /// `confirmation-required` naming the built-in destination.
  DestinationAsker ask_destination;
};

struct AbsorbResult {
  std::string item_key;  // the unmanaged item's key
  AbsorbOutcome done;
};

AbsorbResult run_absorb(Session& session, const AbsorbOptions& options);

}  // namespace mind::install
