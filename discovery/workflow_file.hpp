#pragma once
/// Reading a workflow file's `meta` from disk (WF-5, WF-55): only as much of
/// the file as the reader needs. It starts with a small prefix and grows it
/// (x4) only while the reader's verdict depends on bytes past the end, so a
/// large workflow whose `meta` sits at the top costs a few KiB of I/O, not its
/// size; when the verdict is the whole-module parse's (the harness's quick
/// path refuses the file), the rest is read at once, so the file is parsed
/// whole once rather than once per step. A file over mind's metadata cap is
/// not read at all and is `unread`.

#include <cstdint>
#include <filesystem>

#include "discovery/meta_reader.hpp"

namespace mind::discovery {

inline constexpr std::uint64_t kWorkflowFirstRead = 4096;

struct WorkflowFileRead {
  WorkflowMeta meta;
  std::uint64_t bytes_read = 0;  // I/O actually done (for benchmarks)
};

/// `size` is the file's size from the scan's lstat; `cap` 0 means unlimited.
WorkflowFileRead read_workflow_file(const std::filesystem::path& file, std::uint64_t size,
                                    std::uint64_t cap);

}  // namespace mind::discovery
