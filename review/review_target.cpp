#include "review/review_target.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/sources/source_catalog.hpp"
#include "install/sources/source_select.hpp"
#include "store/registry.hpp"
#include "store/source_argument.hpp"
#include "store/source_spec.hpp"

namespace mind::review {
namespace fs = std::filesystem;

ReviewTarget::ReviewTarget(const store::MindPaths& paths, const std::string& text, bool progress,
                           std::vector<std::string>& notes) {
  if (text.empty() || text == "." || text == "./") {  // CLI-26
    dir_ = fs::current_path();
    display_ = sanitize_display(dir_.string());
    return;
  }
  if (try_melded(paths, text)) return;
  // CLI-214, issue 35: the one rule meld reads its argument by.
  const store::SourceArgument argument =
      store::read_source_argument(text, "review", store::ItemLinks::refused);
  if (argument.note) notes.push_back(*argument.note);
  std::error_code ec;
  const bool path_form = argument.spec.starts_with("/") || argument.spec.starts_with(".");
  if (path_form && fs::is_directory(argument.spec, ec)) {  // an existing directory, taken literally
    dir_ = store::lexically_absolute(argument.spec);
    display_ = sanitize_display(dir_.string());
    return;
  }
  clone(paths, argument.spec, progress);
}

ReviewTarget::~ReviewTarget() {
  clone_.reset();  // the stage first, while the lock still protects it
  remove_created_dirs();
}

void ReviewTarget::remove_created_dirs() noexcept {
  for (const fs::path& dir : created_dirs_) {
    std::error_code ec;
    fs::remove(dir, ec);  // only when empty: another run's files stay
  }
}

void ReviewTarget::lock_shared(const store::MindPaths& paths) {
  if (!lock_)
    lock_ = std::make_unique<store::StateLock>(paths.lock_file(), store::StateLock::Mode::shared);
}

bool ReviewTarget::try_melded(const store::MindPaths& paths, const std::string& text) {
  std::error_code ec;
  if (!fs::is_directory(paths.root, ec)) return false;  // nothing melded; create nothing
  lock_shared(paths);
  const store::Registry registry = store::load_registry(paths.sources_json());
  if (registry.sources.empty()) return false;
  std::vector<std::string> names;
  try {
    names = install::select_sources(registry, text, true);
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::source_not_found) return false;
    throw;  // ambiguous: the user must say which
  }
  const store::Source* source = registry.find(names.front());
  dir_ = install::source_dir(paths, *source);
  if (!fs::is_directory(dir_, ec)) {
    throw Error(ErrorKind::source_not_found,
                "melded source '" + sanitize_display(source->name) + "' has no tree at '" +
                    sanitize_display(dir_.string()) + "'",
                {"run `mind sync " + sanitize_display(source->name) + "` to restore its clone"});
  }
  origin_ = Origin::melded_source;
  display_ = sanitize_display(source->name);
  return true;
}

void ReviewTarget::clone(const store::MindPaths& paths, const std::string& text, bool progress) {
  const store::SourceSpec spec = store::parse_source_spec(text);
  if (spec.local && !spec.file_url) {
    throw Error(ErrorKind::not_a_directory,
                "cannot review '" + sanitize_display(text) + "': it is not a directory",
                {"give a directory, a melded source, or a repository (owner/repo, a URL)"});
  }
  std::error_code ec;
  if (fs::is_directory(paths.root, ec)) {
    lock_shared(paths);
  } else {
    created_dirs_.push_back(paths.root);
  }
  if (!fs::exists(paths.tmp(), ec)) created_dirs_.insert(created_dirs_.begin(), paths.tmp());
  const store::GitContext ctx{sanitize_display(spec.identity()), progress};
  try {  // a throwing constructor runs no destructor: undo the `.tmp` here
    clone_ = std::make_unique<store::StagedClone>(paths, spec.url, store::Pin{}, std::nullopt, ctx);
  } catch (...) {
    remove_created_dirs();
    throw;
  }
  dir_ = clone_->dir();
  origin_ = Origin::clone;
  display_ = sanitize_display(spec.identity());
}

}  // namespace mind::review
