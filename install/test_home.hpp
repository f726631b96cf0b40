#pragma once
/// Test support for the install operations: a throwaway home with a real
/// MIND_HOME, one lobe and a local source of two skills (`a` uses `{{ns:b}}`),
/// shared by the operation tests so each shows only the situation it proves.

#include <filesystem>
#include <string>

#include "install/session.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install::testing {

struct TestHome {
  mind::testing::TempDir dir;
  store::MindPaths paths{dir / ".mind"};
  std::filesystem::path lobe = dir / ".claude";
  std::filesystem::path source = dir / "src/kit";

  TestHome() {
    std::filesystem::create_directories(lobe);
    write_skill("b", "the helper");
    write_skill("a", "Use {{ns:b}}.");
  }

  void write_skill(const std::string& name, const std::string& body) const {
    mind::testing::write_file(source / "skills" / name / "SKILL.md",
                              "---\ndescription: " + name + "\n---\n" + body + "\n");
  }

  /// A write session whose one lobe is `lobe`.
  Session open() const {
    Session s = open_session(paths, {}, Access::write);
    s.lobes = {{lobe, std::nullopt}};
    return s;
  }
};

}  // namespace mind::install::testing
