#pragma once
/// A batch's stage-ahead worker: one thread that stages the batch's items in
/// the batch's order (input_stage.hpp, the same copy at the same path as the
/// transaction would make) while the transactions before them swap, link and
/// journal theirs. Staging is the larger half of an item's work (a folder
/// made, every file read, hashed and written), and the other half (the
/// rename into the store, the links, the journal line) waits on the disk as
/// much: on two cores a batch of many items takes about the time of the
/// longer half instead of the sum of both (issue 34).
///
/// Nothing about the install changes: each transaction still checks its links
/// before it swaps anything into the store or a lobe (LIFE-41), takes its
/// item's staged copy (or the error the staging threw, thrown in its place),
/// and undoes it on failure; the copies live only under `.tmp/staging`, which
/// recovery empties after a kill (LIFE-48). A copy no transaction takes (its
/// item skipped, or the batch stopped by an error) is removed when the worker
/// is destroyed.

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "install/input_stage.hpp"
#include "store/paths.hpp"

namespace mind::install {

class StageAhead {
 public:
  /// The worker for `inputs` (the batch's items in install order; what they
  /// point into must outlive it and not change while it runs). Nothing
  /// starts until start().
  StageAhead(const store::MindPaths& paths, std::vector<StagingInput> inputs);
  /// Stops the worker after the item it is staging, waits for it and removes
  /// every staged copy no transaction took.
  ~StageAhead();
  StageAhead(const StageAhead&) = delete;
  StageAhead& operator=(const StageAhead&) = delete;

  /// Starts the thread (once); until it runs, and when it cannot be started,
  /// take() answers nullopt and every transaction stages its own item.
  void start();

  /// Waits until inputs[index] is staged at `staging` and returns its hash,
  /// or throws what its staging threw; the copy is then the caller's. nullopt:
  /// not staged ahead (no worker, or another path asked); the caller stages it.
  std::optional<std::string> take(std::size_t index, const std::string& staging);

  /// A batch smaller than this stages in the transactions: starting a thread
  /// costs about what staging a few items does.
  static constexpr std::size_t kFromItems = 8;
  /// Whether a batch of `items` is worth a worker: enough items, and a second
  /// core to run it on (on one, the worker would only take turns with the
  /// transactions).
  static bool pays(std::size_t items);

 private:
  enum class State { waiting, staged, taken };
  struct Slot {
    State state = State::waiting;
    std::string hash;
    std::exception_ptr error;
  };

  void run() noexcept;
  // Where inputs_[index] stages: the transaction's own staging path.
  std::string path_of(std::size_t index) const;

  const store::MindPaths& paths_;
  const std::vector<StagingInput> inputs_;
  std::vector<Slot> slots_;  // one per input
  std::mutex mutex_;
  std::condition_variable changed_;
  bool stop_ = false;      // set by the destructor
  bool finished_ = false;  // the worker has returned
  bool started_ = false;   // set by start() alone, before any take()
  std::thread worker_;
};

}  // namespace mind::install
