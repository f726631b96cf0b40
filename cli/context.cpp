#include "cli/context.hpp"
#include "core/ascii_case.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <iostream>

#include "core/environment.hpp"
#include "core/fd_write.hpp"
#include "core/sanitize.hpp"
#include "install/lobes/local_lobe.hpp"
#include "review/content_check.hpp"
#include "store/metadata_cap.hpp"

namespace mind::cli {
namespace {

void write_fd(int fd, const std::string& text) {
  (void)write_all(fd, text);  // a closed terminal or stderr: nothing to do
}

}  // namespace

void Output::start(bool json) {
  stdout_tty_ = ::isatty(1) != 0;
  if (!json) return;
  std::cout.flush();
  document_fd_ = ::fcntl(1, F_DUPFD_CLOEXEC, 3);
  if (document_fd_ < 0)
    document_fd_ = 1;
  else
    ::dup2(2, 1);
}

void Output::stdout_text(const std::string& text) const { write_fd(document_fd_, text); }

void Output::note(const std::string& text) const { write_fd(2, text + "\n"); }

void Output::prompt(const std::string& text) const { write_fd(2, text); }

void Output::warn(const std::string& text) const { write_fd(2, "warning: " + text + "\n"); }

void Context::prepare(StateUse use) {
  use_ = use;
  paths_ = store::resolve_mind_paths();
  scan_.metadata_cap = store::resolve_metadata_cap(global.max_metadata_size, paths_).bytes;
  scan_.keep_file_bytes = use == StateUse::write;  // a writing verb stages or hashes what it scans
  scan_.list_skipped = global.verbose;             // -v: each unmapped entry by its path (issue 35)
  if (use == StateUse::none) return;
  std::error_code ec;
  if (use == StateUse::read && !std::filesystem::exists(paths_.root, ec))
    return;  // creates nothing
  lock_ = std::make_unique<store::StateLock>(
      paths_.lock_file(),
      use == StateUse::write ? store::StateLock::Mode::exclusive : store::StateLock::Mode::shared);
}

install::Session& Context::session() {
  if (scanned_) return scanned_->session;
  if (!session_) {
    if (use_ == StateUse::none) throw std::logic_error("this verb declared no state");
    session_ = install::open_session(
        paths_, scan_, use_ == StateUse::write ? install::Access::write : install::Access::read);
    session_->content_check = review::content_flags;  // decision 17: the review gate's scanner
  }
  return *session_;
}

install::ScannedSession& Context::scanned_session(install::ScanFailure failures) {
  if (!scanned_) {
    if (use_ == StateUse::none) throw std::logic_error("this verb declared no state");
    if (session_) throw std::logic_error("the session is already open without catalogs");
    scanned_ = install::open_scanned_session(
        paths_, scan_, use_ == StateUse::write ? install::Access::write : install::Access::read,
        failures);
    scanned_->session.content_check = review::content_flags;  // decision 17
  }
  return *scanned_;
}

void Context::flush_warnings(install::Session& session) const {
  for (const auto& w : session.warnings) out.warn(w);
  session.warnings.clear();
}

bool Context::interactive() const {
  if (auto v = env_value(EnvVar::mind_tty)) {
    const std::string s = ascii_lower(*v);
    return !(s.empty() || s == "0" || s == "false" || s == "no" || s == "off");
  }
  return ::isatty(0) != 0;
}

bool Context::confirm(const std::string& question) const {
  write_fd(2, question + " [Y/n] ");
  std::string answer;
  if (!std::getline(std::cin, answer)) return false;
  return answer.empty() || answer == "y" || answer == "Y" || answer == "yes";
}

bool Context::confirm_no_default(const std::string& question) const {
  write_fd(2, question + " [y/N] ");
  std::string answer;
  if (!std::getline(std::cin, answer)) return false;
  return answer == "y" || answer == "Y" || answer == "yes";
}

}  // namespace mind::cli

namespace mind::cli {

void apply_local_scope(const Context& ctx, install::Session& session, bool local) {
  if (local) {
    install::narrow_to_local_lobe(session);
    if (!ctx.global.json) {
      ctx.out.note("--local: linking only into " +
                   mind::sanitize_display(session.lobes.front().path.string()));
    }
    return;
  }
  if (ctx.global.json) return;
  if (auto lobe = install::project_lobe_for(session.lobes, std::filesystem::current_path())) {
    ctx.out.note("note: you are inside the project lobe " +
                 mind::sanitize_display(lobe->path.string()) + "; add --local to link only there");
  }
}

}  // namespace mind::cli
