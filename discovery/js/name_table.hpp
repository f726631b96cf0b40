/// A flat hash table from (a number, a name) to a number: the module parser's
/// bindings per scope, labels, exports and private names (js/module_parser.hpp).
/// One table of views into the source replaces a `std::unordered_map` of
/// copied strings per scope, so declaring a name allocates nothing, looking
/// one up costs one hash, and opening and closing a scope costs nothing: a
/// scope is a number (`space`) that is never reused. A value of 0 reads as
/// absent; a closed scope's names are erased, so the table stays as small
/// as what is live (and its memory bounded by the input).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace mind::discovery::js::module {

class NameTable {
 public:
  /// The hash the table files (`space`, `name`) under: FNV-1a over the
  /// name, seeded with the space and with a number chosen once per process,
  /// so that a hostile file cannot be written to put its names in one
  /// cluster (the table would turn quadratic); names are short.
  static std::uint32_t hash_of(std::uint32_t space, std::string_view name) {
    std::uint64_t h = kSeed ^ (static_cast<std::uint64_t>(space) * 0x9E3779B97F4A7C15ull);
    for (const char c : name) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 32;
    return static_cast<std::uint32_t>(h);
  }

  /// The value stored for (`space`, `name`), 0 when none.
  std::uint64_t get(std::uint32_t space, std::string_view name) const {
    if (slots_.empty()) return 0;
    const std::uint32_t hash = hash_of(space, name);
    for (std::size_t at = hash & mask_;; at = (at + 1) & mask_) {
      const Slot& slot = slots_[at];
      if (slot.space == kEmpty) return 0;
      if (slot.hash == hash && slot.space == space && holds(slot, name)) {
        return slot.value;
      }
    }
  }

  /// Stores `value` for (`space`, `name`); returns whether the entry is new.
  /// `name` must outlive the entry.
  bool set(std::uint32_t space, std::string_view name, std::uint64_t value) {
    return set(hash_of(space, name), space, name, value);
  }

  /// The same with `hash` = hash_of(`space`, `name`).
  bool set(std::uint32_t hash, std::uint32_t space, std::string_view name, std::uint64_t value) {
    bool fresh = false;
    place(hash, space, name, fresh).value = value;
    return fresh;
  }

  /// Stores `value` for (`space`, `name`) and returns the value it replaces
  /// (0 when the entry is new): a get and a set for one hash.
  std::uint64_t exchange(std::uint32_t space, std::string_view name, std::uint64_t value) {
    return exchange(hash_of(space, name), space, name, value);
  }

  /// The same with `hash` = hash_of(`space`, `name`), kept by a caller that
  /// comes back to the entry (a label, erased when its statement ends).
  std::uint64_t exchange(std::uint32_t hash, std::uint32_t space, std::string_view name,
                         std::uint64_t value) {
    bool fresh = false;
    return std::exchange(place(hash, space, name, fresh).value, value);  // a new slot holds 0
  }

  /// The value stored for (`space`, `name`) with `hash` = hash_of(`space`,
  /// `name`), as a reference to read and then write (a get and a set for
  /// one probe); made, holding 0, when there is none, and `fresh` says so.
  /// Valid until the next entry is made.
  std::uint64_t& value_of(std::uint32_t hash, std::uint32_t space, std::string_view name,
                          bool& fresh) {
    fresh = false;
    return place(hash, space, name, fresh).value;
  }

  /// Removes (`space`, `name`), so that the table holds only what is live
  /// (a closed scope's names): linear probing with backward shifts.
  void erase(std::uint32_t space, std::string_view name) {
    erase(hash_of(space, name), space, name);
  }

  /// The same with `hash` = hash_of(`space`, `name`).
  void erase(std::uint32_t hash, std::uint32_t space, std::string_view name) {
    if (slots_.empty()) return;
    std::size_t hole = hash & mask_;
    for (;; hole = (hole + 1) & mask_) {
      const Slot& slot = slots_[hole];
      if (slot.space == kEmpty) return;
      if (slot.hash == hash && slot.space == space && holds(slot, name)) {
        break;
      }
    }
    for (std::size_t next = (hole + 1) & mask_; slots_[next].space != kEmpty;
         next = (next + 1) & mask_) {
      const std::size_t home = slots_[next].hash & mask_;
      const bool stays =
          hole <= next ? (hole < home && home <= next) : (hole < home || home <= next);
      if (stays) continue;
      slots_[hole] = slots_[next];
      hole = next;
    }
    slots_[hole] = Slot{};
    --count_;
  }

  /// Calls `visit(space, name, value)` for every entry whose value is not 0.
  template <typename Visit>
  void for_each(Visit visit) const {
    for (const Slot& slot : slots_) {
      if (slot.space != kEmpty && slot.value != 0) {
        visit(slot.space, std::string_view(slot.data, slot.size), slot.value);
      }
    }
  }

 private:
  static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;

  struct Slot;
  // Names are short and a matching hash almost always means the same name:
  // a loop here costs less than a call to memcmp.
  static bool holds(const Slot& slot, std::string_view name) {
    if (slot.size != name.size()) return false;
    for (std::size_t i = 0; i < name.size(); ++i) {
      if (slot.data[i] != name[i]) return false;
    }
    return true;
  }

  struct Slot {
    const char* data = nullptr;
    std::uint32_t size = 0;
    std::uint32_t space = kEmpty;
    std::uint32_t hash = 0;
    std::uint64_t value = 0;
  };

  // The slot of (`space`, `name`), made (its value 0) when there is none;
  // `fresh` says which. The one probe set and exchange share.
  Slot& place(std::uint32_t hash, std::uint32_t space, std::string_view name, bool& fresh) {
    if ((count_ + 1) * 2 > slots_.size()) grow();
    for (std::size_t at = hash & mask_;; at = (at + 1) & mask_) {
      Slot& slot = slots_[at];
      if (slot.space == kEmpty) {
        slot = Slot{name.data(), static_cast<std::uint32_t>(name.size()), space, hash, 0};
        ++count_;
        fresh = true;
        return slot;
      }
      if (slot.hash == hash && slot.space == space && holds(slot, name)) return slot;
    }
  }

  static std::uint64_t process_seed() {
    static const char anchor = 0;  // its address differs per process (ASLR)
    const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
    return 14695981039346656037ull ^ reinterpret_cast<std::uintptr_t>(&anchor) ^
           static_cast<std::uint64_t>(now) * 0x94D049BB133111EBull;
  }

  // Set before main (a namespace-scope initializer), so a lookup reads it
  // without the guard a function's static would check on every call.
  inline static const std::uint64_t kSeed = process_seed();

  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 64 : old.size() * 2, Slot{});
    mask_ = slots_.size() - 1;
    count_ = 0;
    for (const Slot& slot : old) {
      if (slot.space == kEmpty) continue;
      for (std::size_t at = slot.hash & mask_;; at = (at + 1) & mask_) {
        if (slots_[at].space == kEmpty) {
          slots_[at] = slot;
          ++count_;
          break;
        }
      }
    }
  }

  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  std::size_t count_ = 0;
};

}  // namespace mind::discovery::js::module
