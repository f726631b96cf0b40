/// The module parser's memory: the node arena cut back after every statement
/// and the stack of scratch lists a nested construct takes and gives back, so
/// a parse allocates once per nesting level, not once per node or list.
/// Internal to discovery/js/; the parser is js/module_parser_internal.hpp.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <type_traits>
#include <vector>

namespace mind::discovery::js::module {

/// A list of node indices being built (arguments, elements, parameters) in a
/// buffer taken from a stack of buffers and given back at the end of its
/// scope. Scratch lists nest strictly (each is a local of a call that
/// returns before its caller's), so taking one is moving a counter: the
/// parse allocates a list's buffer once per nesting level, not once per
/// list, and never moves buffers in and out of a pool.
class Scratch {
 public:
  class Pool {
   public:
    [[gnu::always_inline]] std::vector<int>* take() {
      if (used_ == buffers_.size()) [[unlikely]]
        grow();
      std::vector<int>* buffer = buffers_[used_++].get();
      buffer->clear();
      return buffer;
    }
    void give_back(std::vector<int>* buffer) {
      // Always the last one taken (the lists nest); a buffer given back out
      // of turn is simply not reused.
      if (used_ > 0 && buffers_[used_ - 1].get() == buffer) --used_;
    }

   private:
    [[gnu::noinline]] void grow() { buffers_.push_back(std::make_unique<std::vector<int>>()); }
    std::vector<std::unique_ptr<std::vector<int>>> buffers_;
    std::size_t used_ = 0;
  };
  explicit Scratch(Pool& pool) : pool_(&pool), items_(pool.take()) {}
  Scratch(Scratch&& other) noexcept : pool_(other.pool_), items_(other.items_) {
    other.pool_ = nullptr;
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  Scratch& operator=(Scratch&&) = delete;
  ~Scratch() {
    if (pool_ != nullptr) pool_->give_back(items_);
  }
  std::vector<int>& operator*() { return *items_; }
  const std::vector<int>& operator*() const { return *items_; }
  std::vector<int>* operator->() { return items_; }
  const std::vector<int>* operator->() const { return items_; }

 private:
  Pool* pool_;
  std::vector<int>* items_;
};

/// The nodes and node lists of the statement being parsed (`Node::a` is a
/// list's first index): a buffer that grows by doubling and is cut back
/// after each statement, appended to with one capacity check per append
/// (a list's items without a check each).
template <typename T>
class Arena {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

 public:
  Arena() = default;
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  ~Arena() { std::allocator<T>().deallocate(data_, capacity_); }
  std::size_t size() const { return size_; }
  T& operator[](std::size_t at) { return data_[at]; }
  const T& operator[](std::size_t at) const { return data_[at]; }
  void resize(std::size_t smaller) { size_ = smaller; }  // only ever cuts back
  // `count` slots, not constructed: the caller writes each.
  T* extend(std::size_t count) {
    if (capacity_ - size_ < count) [[unlikely]]
      grow(count);
    T* appended = data_ + size_;
    size_ += count;
    return appended;
  }
  T& emplace_back() { return *new (extend(1)) T{}; }
  void push_back(const T& item) { new (extend(1)) T(item); }

 private:
  // Fresh room is neither zeroed nor constructed; what is kept is copied.
  [[gnu::noinline]] void grow(std::size_t count) {
    const std::size_t capacity = std::max(2 * capacity_, std::max<std::size_t>(size_ + count, 64));
    T* data = std::allocator<T>().allocate(capacity);
    if (size_ > 0) std::memcpy(static_cast<void*>(data), data_, size_ * sizeof(T));
    std::allocator<T>().deallocate(data_, capacity_);
    data_ = data;
    capacity_ = capacity;
  }
  T* data_ = nullptr;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

}  // namespace mind::discovery::js::module
