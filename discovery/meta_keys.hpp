/// The keys of a `meta` object that mind reports (`name`, `description`,
/// `whenToUse`), and the harness's tests of them once the object is known to
/// be pure data: a usable trimmed name (WF-58), a non-blank description
/// (WF-63), a whenToUse kept only when it is a non-empty string. Apart from
/// the declaration reader so those tests can be read, and tested, on their own.
#pragma once

#include <string>
#include <string_view>

#include "discovery/meta_reader.hpp"

namespace mind::discovery {

enum class MetaValueKind { string, number, bigint, boolean, null, regex, object, array };

/// One value of the meta object, as far as mind needs it.
struct MetaValue {
  MetaValueKind kind = MetaValueKind::null;
  std::string text;  // string values only
  bool lone_surrogate = false;
};

/// "a string", "an object", ...: for messages.
std::string_view describe_kind(MetaValueKind kind);

struct MetaKeys {
  /// The last value written for one key (a repeated key: the last one wins,
  /// as in JavaScript).
  struct Slot {
    bool present = false;
    MetaValue value;
  };

  Slot name;
  Slot description;
  Slot when_to_use;

  /// Keeps `value` when `key` is one mind reads; ignores any other key.
  void record(std::string_view key, MetaValue value);
};

/// The verdict on a pure-data meta object: `ok` with the usable values, or
/// `bad_name` / `bad_description` with the detail. The values found usable are
/// carried either way (the header of meta_reader.hpp: only a refused
/// declaration carries none).
WorkflowMeta judge_meta_keys(const MetaKeys& keys);

}  // namespace mind::discovery
