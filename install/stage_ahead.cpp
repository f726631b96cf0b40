#include "install/stage_ahead.hpp"

#include <system_error>

#include "install/file_moves.hpp"
#include "install/input_stage.hpp"
#include "install/known_dirs.hpp"

namespace mind::install {

StageAhead::StageAhead(const store::MindPaths& paths, std::vector<StagingInput> inputs)
    : paths_(paths), inputs_(std::move(inputs)), slots_(inputs_.size()) {}

std::string StageAhead::path_of(std::size_t index) const {
  return tmp_area_path(paths_, "staging", inputs_[index].item->kind, inputs_[index].effective_name);
}

StageAhead::~StageAhead() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  changed_.notify_all();
  if (worker_.joinable()) worker_.join();
  for (std::size_t i = 0; i < slots_.size(); ++i) {
    if (slots_[i].state == State::staged) remove_tree(path_of(i));  // nobody took it
  }
}

bool StageAhead::pays(std::size_t items) {
  return items >= kFromItems && std::thread::hardware_concurrency() != 1;  // 0: unknown, try
}

void StageAhead::start() {
  if (worker_.joinable()) return;
  try {
    worker_ = std::thread([this] { run(); });
  } catch (const std::system_error&) {
    return;  // no thread: the transactions stage their own items
  }
  started_ = true;
}

std::optional<std::string> StageAhead::take(std::size_t index, const std::string& staging) {
  if (!started_ || index >= slots_.size() || path_of(index) != staging) return std::nullopt;
  std::unique_lock<std::mutex> lock(mutex_);
  Slot& slot = slots_[index];
  changed_.wait(lock, [&] { return slot.state != State::waiting || finished_; });
  if (slot.state != State::staged) return std::nullopt;
  slot.state = State::taken;
  if (slot.error) std::rethrow_exception(slot.error);
  return std::move(slot.hash);
}

void StageAhead::run() noexcept {
  KnownDirectories dirs;  // this thread's own: the batch's cache is the main thread's
  for (std::size_t i = 0; i < slots_.size(); ++i) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (stop_) break;
    }
    std::string hash;
    std::exception_ptr error;
    try {
      hash = stage_input(paths_, inputs_[i], dirs, path_of(i));
    } catch (...) {
      error = std::current_exception();
    }
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      slots_[i].hash = std::move(hash);
      slots_[i].error = error;
      slots_[i].state = State::staged;
    }
    changed_.notify_all();
  }
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    finished_ = true;
  }
  changed_.notify_all();
}

}  // namespace mind::install
