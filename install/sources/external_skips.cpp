#include "install/sources/external_skips.hpp"

#include <cstddef>
#include <map>

namespace mind::install {
namespace {

constexpr std::size_t kNamesShown = 3;  // the summary names a few; `-v` names all

std::string count_of(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Why the entries of one file were left out, counted by cause.
std::string causes(const std::vector<const ExternalSkip*>& group) {
  std::size_t tried_offline = 0, untried = 0, auth = 0, other = 0;
  for (const ExternalSkip* s : group) {
    if (s->untried) {
      ++untried;
    } else if (s->reason == "network_unreachable") {
      ++tried_offline;
    } else if (s->reason == "auth_failure") {
      ++auth;
    } else {
      ++other;
    }
  }
  std::vector<std::string> parts;
  if (untried > 0) {
    parts.push_back("the network is unreachable (a clone could not reach its host, so " +
                    count_of(untried, "other was", "others were") + " not tried)");
  } else if (tried_offline > 0) {
    parts.push_back(
        count_of(tried_offline, "could not reach its host", "could not reach their hosts"));
  }
  if (auth > 0) parts.push_back(count_of(auth, "asked for credentials", "asked for credentials"));
  if (other > 0)
    parts.push_back(
        count_of(other, "could not be cloned or scanned", "could not be cloned or scanned"));
  std::string text;
  for (const std::string& p : parts) text += (text.empty() ? "" : "; ") + p;
  return text;
}

std::string summary(const std::vector<const ExternalSkip*>& group) {
  std::string names;
  for (std::size_t i = 0; i < group.size() && i < kNamesShown; ++i) {
    names += (i == 0 ? "'" : ", '") + group[i]->name + "'";
  }
  if (group.size() > kNamesShown)
    names += " and " + std::to_string(group.size() - kNamesShown) + " more";
  return "skipped " + std::to_string(group.size()) + " external plugins listed in '" +
         group.front()->listed_in + "' (" + names + "): " + causes(group) + "; -v lists each";
}

}  // namespace

std::vector<std::string> external_skip_lines(const std::vector<ExternalSkip>& skips, bool each) {
  std::vector<std::string> files;  // first-seen order
  std::map<std::string, std::vector<const ExternalSkip*>> by_file;
  for (const ExternalSkip& s : skips) {
    auto& group = by_file[s.listed_in];
    if (group.empty()) files.push_back(s.listed_in);
    group.push_back(&s);
  }
  std::vector<std::string> lines;
  for (const std::string& file : files) {
    const auto& group = by_file[file];
    if (each || group.size() == 1) {
      for (const ExternalSkip* s : group) lines.push_back(s->line);
    } else {
      lines.push_back(summary(group));
    }
  }
  return lines;
}

}  // namespace mind::install
