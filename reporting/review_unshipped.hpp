#pragma once
/// `unshipped-tooling` (CLI-190, CLI-193), for a local git working tree only:
/// a tool's resolved entrypoint or its `TOOL.md`, or an authoritative
/// `mind.toml`, that exists but git does not track, so a clone of the source
/// would be missing it. Tools with a build command are skipped (the build makes
/// the entrypoint). A metadata-only `mind.toml` is not flagged. Not checked yet:
/// files addressed by `{{self}}/...` or `{{path:...}}/...` (CLI-191).

#include <filesystem>
#include <vector>

#include "reporting/finding.hpp"
#include "reporting/review_scope.hpp"

namespace mind::reporting {

void check_unshipped(const ReviewScope& scope, const std::filesystem::path& root,
                     std::vector<Finding>& out);

}  // namespace mind::reporting
