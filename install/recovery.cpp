#include "install/recovery.hpp"

#include <fstream>
#include <sstream>

#include "core/sanitize.hpp"
#include "discovery/entry_type.hpp"
#include "install/link_plan.hpp"

namespace mind::install {
namespace fs = std::filesystem;
using discovery::exists_no_follow;
namespace {

std::vector<fs::path> children(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    out.push_back(it->path());
  }
  return out;
}

// `.tmp/backup/<kind>/<name>` back to `store/<kind>/<name>`.
void restore_backups(const store::MindPaths& paths, std::vector<std::string>& notes) {
  for (const fs::path& kind_dir : children(paths.tmp() / "backup")) {
    for (const fs::path& backup : children(kind_dir)) {
      const fs::path live = paths.store() / kind_dir.filename() / backup.filename();
      std::error_code ec;
      fs::remove_all(live, ec);
      fs::create_directories(live.parent_path(), ec);
      fs::rename(backup, live, ec);
      if (ec) {
        notes.push_back("could not restore the previous copy '" +
                        sanitize_display(backup.string()) + "': " + ec.message());
      } else if (const std::string name = backup.filename().string(); form_of_path(name)) {
        // decision 15: an agent's translated copy, `<n>.<form>`, beside the item's backup
        notes.push_back("restored the translated copy '" + sanitize_display(name) + "' of " +
                        sanitize_display(kind_dir.filename().string()) +
                        " from an interrupted install");
      } else {
        notes.push_back(
            "restored " +
            sanitize_display(kind_dir.filename().string() + ":" + backup.filename().string()) +
            " from an interrupted install");
      }
    }
  }
}

// `.tmp/foreign-stash/<n>` back to the path named in `<n>.origin`.
void restore_stashes(const store::MindPaths& paths, std::vector<std::string>& notes) {
  const fs::path dir = paths.tmp() / "foreign-stash";
  for (const fs::path& entry : children(dir)) {
    if (entry.extension() == ".origin") {
      if (!exists_no_follow(fs::path(entry).replace_extension())) fs::remove(entry);
      continue;
    }
    const fs::path origin_file = fs::path(entry).concat(".origin");
    std::ifstream in(origin_file);
    std::string origin;
    if (!in || !std::getline(in, origin) || origin.empty() || !fs::path(origin).is_absolute()) {
      notes.push_back("a file set aside by an interrupted forced install is kept at '" +
                      sanitize_display(entry.string()) + "' (its original path is unknown)");
      continue;
    }
    in.close();
    const fs::path target(origin);
    if (exists_no_follow(target) && !is_own_link(target, paths)) {
      notes.push_back("a file set aside by an interrupted forced install is kept at '" +
                      sanitize_display(entry.string()) + "': '" + sanitize_display(origin) +
                      "' is occupied again");
      continue;
    }
    std::error_code ec;
    fs::remove(target, ec);
    fs::rename(entry, target, ec);
    if (ec) {
      notes.push_back("could not put back '" + sanitize_display(origin) + "' from '" +
                      sanitize_display(entry.string()) + "': " + ec.message());
      continue;
    }
    fs::remove(origin_file, ec);
    notes.push_back("put back your file '" + sanitize_display(origin) +
                    "' that an interrupted forced install had set aside");
  }
}

}  // namespace

std::vector<std::string> interrupted_leftovers(const store::MindPaths& paths) {
  std::vector<std::string> out;
  for (const char* area : {"staging", "backup"}) {
    for (const fs::path& kind_dir : children(paths.tmp() / area)) {
      for (const fs::path& p : children(kind_dir)) {
        out.push_back(fs::relative(p, paths.tmp()).generic_string());
      }
    }
  }
  for (const fs::path& p : children(paths.tmp() / "trash")) {
    out.push_back(fs::relative(p, paths.tmp()).generic_string());
  }
  for (const fs::path& p : children(paths.tmp() / "foreign-stash")) {
    if (p.extension() != ".origin") out.push_back(fs::relative(p, paths.tmp()).generic_string());
  }
  return out;
}

std::vector<std::string> recover_interrupted(const store::MindPaths& paths) {
  std::vector<std::string> notes;
  std::error_code ec;
  if (!fs::is_directory(paths.tmp(), ec)) return notes;
  fs::remove_all(paths.tmp() / "staging", ec);
  fs::remove_all(paths.tmp() / "trash", ec);
  restore_backups(paths, notes);
  restore_stashes(paths, notes);
  return notes;
}

}  // namespace mind::install
