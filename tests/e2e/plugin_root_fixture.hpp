#pragma once
/// A Claude plugin whose items name its own folder, the shape real plugins
/// have (issue 44): plugin `kit` with a command calling
/// `${CLAUDE_PLUGIN_ROOT}/scripts/scan.sh`, a skill naming
/// `$CLAUDE_PLUGIN_ROOT/examples/report.md` and an agent naming neither, in a
/// sandbox with one lobe; with what the plugin-root tests read back.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {

namespace plugin_root_fixture {
namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;
struct PluginSource {
  Sandbox sandbox;
  fs::path src = sandbox / "src/kit";

  PluginSource() {
    write_file(src / ".claude-plugin/plugin.json", R"({"name": "kit", "version": "1.0.0"})");
    write_file(src / "scripts/scan.sh", "#!/bin/sh\necho version 1\n");
    write_file(src / "examples/report.md", "an example\n");
    write_file(src / "commands/scan.md",
               "---\ndescription: scan\n---\nRun `bash ${CLAUDE_PLUGIN_ROOT}/scripts/scan.sh`.\n");
    write_file(src / "skills/report/SKILL.md",
               "---\ndescription: report\n---\nSee \"$CLAUDE_PLUGIN_ROOT/examples/report.md\".\n");
    write_file(src / "agents/helper.md", "---\ndescription: helper\n---\nNo root here.\n");
    fs::create_directories(sandbox.lobe());
  }

  RunResult meld() const { return sandbox.run({"meld", src.string(), "--yes"}); }

  json items() const {
    return json::parse(read_file(sandbox.mind_home() / "manifest.json"))["items"];
  }

  // The plugin roots the store holds (relative to the mind root).
  std::set<std::string> roots_in_store() const {
    std::set<std::string> out;
    std::error_code ec;
    for (fs::directory_iterator it(sandbox.mind_home() / "store/plugin", ec), end; !ec && it != end;
         it.increment(ec)) {
      out.insert("store/plugin/" + it->path().filename().string());
    }
    return out;
  }

  // The one root the items record; every item naming the variable records it.
  std::string recorded_root() const {
    std::set<std::string> roots;
    const json all = items();  // named: the loop must not iterate a destroyed temporary
    for (const auto& [key, item] : all.items()) {
      if (item.contains("plugin_root")) roots.insert(item["plugin_root"].get<std::string>());
    }
    EXPECT_EQ(roots.size(), 1u);
    return roots.empty() ? std::string() : *roots.begin();
  }

  std::string installed_text(const std::string& key, const std::string& file = "") const {
    const std::string store = items()[key]["store"].get<std::string>();
    const fs::path at = sandbox.mind_home() / store;  // a command's store copy is one file
    return read_file(file.empty() ? at : at / file);
  }

  json introspect_issues() const {
    const RunResult r = sandbox.run({"introspect", "--json"});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return json::parse(r.out)["issues"];
  }
};

// The item keys, whatever prefix the plugin's items take.
inline std::string key_of(const json& items, const std::string& kind, const std::string& bare) {
  for (const auto& [key, item] : items.items()) {
    if (item["kind"] == kind && item["bare_name"] == bare) return key;
  }
  ADD_FAILURE() << kind << " " << bare << " not installed";
  return {};
}

}  // namespace plugin_root_fixture

using plugin_root_fixture::key_of;
using plugin_root_fixture::PluginSource;

}  // namespace mind::e2e
