#pragma once
// The real Claude Code run offline on a home (tests/tools/claude-home-loads,
// the version pinned in tests/tools/claude-version), for the e2e tests whose
// question is what the client lists.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <set>
#include <string>

namespace mind::e2e {

/// Whether the tool can run the client here: node and npm (it fetches the
/// client once), unshare (offline) and python3.
inline bool claude_client_can_run() {
  for (const char* program : {"node", "npm", "unshare", "python3"}) {
    bool found = false;
    for (const char* dir : {"/usr/bin", "/bin", "/usr/local/bin"}) {
      if (std::filesystem::exists(std::filesystem::path(dir) / program)) found = true;
    }
    if (!found) return false;
  }
  return true;
}

/// `kind name` lines Claude Code lists from `home`'s user scope and, given
/// one, from `project`'s `.claude/` (the tool's exit status checked).
inline std::set<std::string> claude_lists(const std::filesystem::path& home,
                                          const std::filesystem::path& project = {}) {
  std::string cmd = std::string(MIND_TEST_TOOLS) + "/claude-home-loads '" + home.string() + "'";
  if (!project.empty()) cmd += " '" + project.string() + "'";
  cmd += " 2>&1";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(::popen(cmd.c_str(), "r"), ::pclose);
  std::set<std::string> lines;
  std::array<char, 4096> buf{};
  std::string all;
  while (pipe && std::fgets(buf.data(), buf.size(), pipe.get())) {
    std::string line = buf.data();
    all += line;
    if (!line.empty() && line.back() == '\n') line.pop_back();
    lines.insert(line);
  }
  const int status = pipe ? ::pclose(pipe.release()) : -1;
  EXPECT_EQ(status, 0) << "claude-home-loads failed:\n" << all;
  return lines;
}

}  // namespace mind::e2e
