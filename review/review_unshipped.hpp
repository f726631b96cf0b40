#pragma once
/// `unshipped-tooling` (CLI-190, CLI-193), for a local git working tree only:
/// a tool's resolved entrypoint or its `TOOL.md`, or an authoritative
/// `mind.toml`, that exists but git does not track, so a clone of the source
/// would be missing it. Tools with a build command are skipped (the build makes
/// the entrypoint). A metadata-only `mind.toml` is not flagged. The same tag
/// covers an item file addressed by `{{self}}/...` or `{{path:...}}/...` that
/// exists but is untracked, naming the file and the token (CLI-191).

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "install/item_files.hpp"
#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

/// A file of the source a path token addresses (`{{self}}/bin/run`).
struct AddressedFile {
  std::filesystem::path path;  // absolute, inside the addressed item, an existing regular file
  std::string token;           // the token and its path, as written
  std::string source_path;     // where it is written
  std::uint32_t line = 0;
};

/// The existing files `file`'s `{{self}}/...` and `{{path:...}}/...` tokens
/// address (CLI-191). A path that leaves its item is ignored.
std::vector<AddressedFile> addressed_files(const ReviewScope& scope, std::size_t item,
                                           const install::ItemFile& file);

void check_unshipped(const ReviewScope& scope, const std::filesystem::path& root,
                     const std::vector<AddressedFile>& addressed, std::vector<Finding>& out);

}  // namespace mind::review
