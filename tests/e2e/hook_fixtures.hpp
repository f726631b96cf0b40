#pragma once
// Fixtures the hooks e2e tests share: sources shaped like the reference's
// `examples/explicit` (an item declaring install and uninstall hooks that
// call its own scripts), and readers of the registry and manifest.

#include <nlohmann/json.hpp>

#include <string>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {

inline const std::string kDanger = "--dangerously-skip-install-hook-check";

inline nlohmann::json registry(const Sandbox& sandbox) {
  return nlohmann::json::parse(testing::read_file(sandbox.mind_home() / "sources.json"));
}

inline nlohmann::json manifest_item(const Sandbox& sandbox, const std::string& key) {
  return nlohmann::json::parse(
      testing::read_file(sandbox.mind_home() / "manifest.json"))["items"][key];
}

// A skill `scan` under components/ whose [[items]] entry declares an install
// hook (hooks/post.sh) and an uninstall hook (hooks/pre.sh); returns the commit.
inline std::string item_hooked_source(testing::GitRepo& up, const std::string& post_sh) {
  up.commit_file("components/scan/SKILL.md", "---\nname: scan\ndescription: d\n---\nbody\n");
  up.commit_file("components/scan/hooks/post.sh", post_sh);
  return up.commit_file("mind.toml",
                        "[[items]]\nkind = \"skill\"\nname = \"scan\"\npath = \"components/scan\"\n"
                        "install = \"sh ./hooks/post.sh\"\nuninstall = \"sh ./hooks/pre.sh\"\n");
}

}  // namespace mind::e2e
