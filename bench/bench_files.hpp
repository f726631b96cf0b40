#pragma once
/// The files the benchmarks write for their synthetic sources: one writer and
/// one item body, so every benchmark measures the same kind of item.

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace mind::bench {

inline void write_file(const std::filesystem::path& path, const std::string& text) {
  std::filesystem::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

/// A markdown item with a description and `lines` lines of `line_text`, numbered.
inline std::string item_markdown(const std::string& name, int lines, std::string_view line_text) {
  std::string text = "---\ndescription: benchmark item " + name + "\n---\n# " + name + "\n";
  for (int i = 0; i < lines; ++i) {
    text += std::string(line_text) + ", number " + std::to_string(i) + ".\n";
  }
  return text;
}

}  // namespace mind::bench
