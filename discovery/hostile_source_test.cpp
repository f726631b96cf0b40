// A hostile source, built in code: everything its author controls is aimed at
// making mind read outside the clone, print control characters, or fail the
// whole scan. Scanned hazards are skipped (one warning each) or dropped;
// declared ones are refused by name; the rest of the source is still listed.

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "discovery/scan.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

ScanOptions capped(std::uint64_t cap) {
  ScanOptions options;
  options.metadata_cap = cap;
  return options;
}

namespace fs = std::filesystem;
using mind::testing::TempDir;
using mind::testing::write_file;

struct HostileSource {
  TempDir src;
  TempDir outside;
  HostileSource() {
    write_file(outside / "secret/SKILL.md", "---\ndescription: LEAKED\n---\n");
    write_file(outside / "SKILL.md", "---\ndescription: LEAKED\n---\n");
    write_file(outside / "id_rsa", "LEAKED");
    // Healthy items.
    write_file(src / "skills/good/SKILL.md", "---\ndescription: Good skill\n---\n");
    write_file(src / "agents/fine.md", "---\ndescription: \"\x1b]0;title\x07ok\"\n---\n");
    write_file(src / "workflows/small.js",
               "export const meta = { name: 'small', description: 'S' }\n");
    // A 9 MiB workflow: catalogued unread, never a scan failure (WF-55).
    write_file(
        src / "workflows/huge.js",
        "export const meta = { name: 'huge', description: 'H' }\n" + std::string(9u << 20, ' '));
    // Names with control and bidi characters: skipped with one warning each (DSC-96).
    write_file(src / "rules/bell\x07.md", "");
    write_file(src /
                   "rules/revi\xE2\x80\xAE"
                   "ew.md",
               "");
    write_file(src / "commands/esc\x1b[31m.md", "");
    // A symlinked SKILL.md and a symlinked skill directory out of the clone (DSC-108).
    fs::create_directories(src / "skills/linked-anchor");
    fs::create_symlink(outside / "SKILL.md", src / "skills/linked-anchor/SKILL.md");
    fs::create_symlink(outside / "secret", src / "skills/escape");
    fs::create_symlink(outside / "id_rsa", src / "agents/key.md");
    fs::create_symlink(outside.path(), src / "tools");
  }
};

// spec: DSC-108
// spec: DSC-96
// spec: DSC-95
// spec: WF-55
// spec: DSC-91
TEST(HostileSource, ScannedHazardsAreSkippedAndTheRestIsListed) {
  HostileSource h;
  const Catalog c = scan_source(h.src.path());
  std::vector<std::string> listed;
  for (const auto& item : c.items) listed.push_back(item.bare_name);
  EXPECT_EQ(listed, (std::vector<std::string>{"good", "fine", "huge", "small"}));
  EXPECT_EQ(c.warnings.size(), 3u);  // one per unsafe name, nothing for the symlinks
  for (const std::string& w : c.warnings) {
    for (unsigned char ch : w) EXPECT_GE(ch, 0x20) << w;
    EXPECT_EQ(w.find("\xE2\x80\xAE"), std::string::npos);
  }
  EXPECT_EQ(c.items[1].description, "ok");
  EXPECT_EQ(c.items[2].workflow->status, MetaStatus::unread);
  EXPECT_FALSE(c.items[2].description);
  for (const auto& item : c.items) EXPECT_NE(item.description, "LEAKED");
}

Error refusal(const fs::path& src, const std::string& toml) {
  write_file(src / "mind.toml", toml);
  try {
    scan_source(src);
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "expected a refusal for:\n" << toml;
  return Error(ErrorKind::io, "none");
}

// spec: DSC-71
// spec: DSC-72
// spec: DSC-73
// spec: DSC-81
// spec: DSC-97
// spec: WF-8
TEST(HostileSource, DeclaredHazardsAreRefusedByName) {
  HostileSource h;
  struct Case {
    std::string toml;
    std::string named;
  };
  const std::vector<Case> cases = {
      {"[[items]]\nkind='rule'\nname='../evil'\npath='rules/x.md'\n", "'../evil'"},
      {"[[items]]\nkind='rule'\nname=\"re\\u202Eview\"\npath='rules/x.md'\n", "name"},
      {"[[items]]\nkind='rule'\nname='r'\npath='../../etc/passwd'\n", "'../../etc/passwd'"},
      {"[discover]\nskills = { include = ['../../*'] }\n", "'../../*'"},
      {"[[items]]\nkind='rule'\nname='r'\npath='agents/fine.md'\nlink='settings.json'\n",
       "'settings.json'"},
      {"[[items]]\nkind='rule'\nname='r'\npath='agents/fine.md'\nlink='workflows/r.js'\n",
       "only a workflow"},
      {"[[items]]\nkind='rule'\nname='r'\npath='agents/fine.md'\nlink='commands/r.md'\n",
       "only a command"},
  };
  for (const Case& c : cases) {
    const Error e = refusal(h.src.path(), c.toml);
    EXPECT_EQ(e.kind(), ErrorKind::mind_toml) << c.toml;
    const std::string msg = e.what();
    EXPECT_NE(msg.find("mind.toml:"), std::string::npos) << msg;
    EXPECT_NE(msg.find(c.named), std::string::npos) << msg;
    for (unsigned char ch : msg) EXPECT_GE(ch, 0x20) << msg;
  }
}

// spec: DSC-81
TEST(HostileSource, AGlobReachingAnEscapingSymlinkIsRefused) {
  HostileSource h;
  const Error e =
      refusal(h.src.path(), "[discover]\nskills = { include = ['skills/*/SKILL.md'] }\n");
  EXPECT_NE(std::string(e.what()).find("outside the source"), std::string::npos) << e.what();
}

// spec: DSC-91
TEST(HostileSource, AnOverCapMindTomlOrManifestIsRefusedWithoutReadingIt) {
  HostileSource h;
  write_file(h.src / "mind.toml", "# " + std::string(2000, 'x') + "\n");
  try {
    scan_source(h.src.path(), capped(1000));
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::metadata_too_large);
  }
  fs::remove(h.src / "mind.toml");
  write_file(h.src / ".claude-plugin/plugin.json", "{\"name\":\"" + std::string(2000, 'x') + "\"}");
  try {
    scan_source(h.src.path(), capped(1000));
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::metadata_too_large);
  }
}

// spec: DSC-108
TEST(HostileSource, ASymlinkedMindTomlOrManifestIsNotRead) {
  HostileSource h;
  write_file(h.outside / "mind.toml", "[[items]]\nkind='rule'\nname='x'\npath='agents/fine.md'\n");
  fs::create_symlink(h.outside / "mind.toml", h.src / "mind.toml");
  fs::create_symlink(h.outside.path(), h.src / ".claude-plugin");
  EXPECT_EQ(scan_source(h.src.path()).origin, CatalogOrigin::convention);
}

}  // namespace
}  // namespace mind::discovery
