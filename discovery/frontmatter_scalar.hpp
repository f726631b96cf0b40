#pragma once
/// A YAML plain scalar as Claude Code's frontmatter values reach its loaders:
/// Bun's YAML parser resolves the YAML 1.2 core schema (null, booleans, ints,
/// floats) and the loaders turn numbers and booleans back into text with
/// JavaScript's String(). `42` stays "42", `1.50` becomes "1.5", `0x1F` "31",
/// `True` "true", `yes` stays "yes"; null (`~`, `null`, empty) is nullopt.

#include <optional>
#include <string>
#include <string_view>

namespace mind::discovery {

std::optional<std::string> resolve_plain_scalar(std::string_view text);

/// JavaScript's String(x) for a finite or infinite double.
std::string js_number_text(double x);

}  // namespace mind::discovery
