#include "install/displaced.hpp"

#include <algorithm>
#include <cerrno>
#include <fstream>

#include "core/error.hpp"
#include "discovery/entry_type.hpp"

namespace mind::install {
namespace fs = std::filesystem;
using discovery::exists_no_follow;
namespace {

fs::path origin_file(const fs::path& slot) { return fs::path(slot).concat(".origin"); }

// The slot's one entry: the displaced file under its own name.
std::optional<fs::path> content_of(const fs::path& slot) {
  std::error_code ec;
  for (fs::directory_iterator it(slot, ec), end; !ec && it != end; it.increment(ec)) {
    return it->path();
  }
  return std::nullopt;
}

std::optional<DisplacedFile> read_slot(const fs::path& slot) {
  std::ifstream in(origin_file(slot));
  std::string original, item;
  if (!in || !std::getline(in, original) || !fs::path(original).is_absolute()) return std::nullopt;
  std::getline(in, item);
  const std::optional<fs::path> kept = content_of(slot);
  if (!kept) return std::nullopt;
  return DisplacedFile{fs::path(original), *kept, item};
}

long slot_number(const fs::path& p) {
  const std::string s = p.stem().string();
  if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos) return -1;
  return std::stol(s);
}

}  // namespace

fs::path displaced_root(const store::MindPaths& paths) { return paths.root / "displaced"; }

DisplacedFile displace(const store::MindPaths& paths, const fs::path& from,
                       const fs::path& original, const std::string& item) {
  const fs::path root = displaced_root(paths);
  std::error_code ec;
  fs::create_directories(root, ec);
  if (ec) throw io_error("cannot create", root.string(), ec.value());
  fs::path slot;
  for (long n = 1;; ++n) {  // a slot is never reused
    slot = root / std::to_string(n);
    if (!exists_no_follow(slot) && !exists_no_follow(origin_file(slot))) break;
  }
  {
    std::ofstream out(origin_file(slot), std::ios::trunc);
    out << original.string() << "\n" << item << "\n";
    if (!out.flush()) throw io_error("cannot write", origin_file(slot).string(), errno);
  }
  fs::create_directory(slot, ec);
  const fs::path kept = slot / original.filename();
  if (!ec) fs::rename(from, kept, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(slot, ignored);
    fs::remove(origin_file(slot), ignored);
    throw io_error("cannot move '" + from.string() + "' to", kept.string(), ec.value());
  }
  return {original, kept, item};
}

std::vector<DisplacedFile> list_displaced(const store::MindPaths& paths) {
  std::vector<std::pair<long, DisplacedFile>> found;
  std::error_code ec;
  for (fs::directory_iterator it(displaced_root(paths), ec), end; !ec && it != end;
       it.increment(ec)) {
    if (it->path().extension() == ".origin") continue;
    const long n = slot_number(it->path());
    if (n < 0) continue;
    if (auto file = read_slot(it->path())) found.emplace_back(n, std::move(*file));
  }
  std::sort(found.begin(), found.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<DisplacedFile> out;
  for (auto& [n, file] : found) out.push_back(std::move(file));
  return out;
}

std::optional<DisplacedFile> restore_displaced(const store::MindPaths& paths,
                                               const fs::path& original) {
  if (exists_no_follow(original)) return std::nullopt;
  std::optional<DisplacedFile> latest;
  for (DisplacedFile& file : list_displaced(paths)) {
    if (file.original == original) latest = std::move(file);
  }
  if (!latest) return std::nullopt;
  std::error_code ec;
  fs::rename(latest->kept, original, ec);
  if (ec)
    throw io_error("cannot put back '" + latest->kept.string() + "' to", original.string(),
                   ec.value());
  const fs::path slot = latest->kept.parent_path();
  fs::remove(slot, ec);
  fs::remove(origin_file(slot), ec);
  return latest;
}

}  // namespace mind::install
