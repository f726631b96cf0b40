#include "store/manifest.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

InstalledItem sample_item(discovery::Kind kind, const std::string& name, const std::string& bare) {
  InstalledItem item;
  item.kind = kind;
  item.name = name;
  item.bare_name = bare;
  item.source = "local/w/kit";
  item.commit = "0000000000000000000000000000000000000000";
  item.hash = "xxh3-128:00";
  item.store = "store/" + std::string(discovery::kind_word(kind)) + "/" + name;
  return item;
}

// spec: STO-23
TEST(Manifest, MissingFileIsEmpty) {
  TempDir dir;
  EXPECT_TRUE(load_manifest(dir / "manifest.json").items.empty());
}

// spec: STO-20
// spec: STO-21
TEST(Manifest, RoundTripsItemsKeyedByKindAndEffectiveName) {
  TempDir dir;
  Manifest m;
  InstalledItem item = sample_item(discovery::Kind::workflow, "jk:release", "release");
  item.links = {"/home/u/.claude/workflows/jk:release.js"};
  m.items.emplace(item.key(), item);
  save_manifest(dir / "manifest.json", m);
  EXPECT_NE(read_file(dir / "manifest.json").find("\"workflow:jk:release\""), std::string::npos);
  Manifest back = load_manifest(dir / "manifest.json");
  const InstalledItem* got = back.find("workflow:jk:release");
  ASSERT_NE(got, nullptr);
  EXPECT_EQ(got->bare_name, "release");
  EXPECT_EQ(got->links, item.links);
  EXPECT_FALSE(got->description);
  EXPECT_FALSE(got->plugin_root);
}

// Issue 44: a plugin root round-trips, and the journal line carries it too.
TEST(Manifest, RoundTripsAPluginRoot) {
  TempDir dir;
  Manifest m;
  InstalledItem item = sample_item(discovery::Kind::command, "kit:scan", "scan");
  item.plugin_root = "store/plugin/kit@0123456789abcdef";
  item.plugin_root_hash = "xxh3-128/2:0123456789abcdef0123456789abcdef";
  m.items.emplace(item.key(), item);
  save_manifest(dir / "manifest.json", m);
  const Manifest back = load_manifest(dir / "manifest.json");
  const InstalledItem* got = back.find("command:kit:scan");
  ASSERT_NE(got, nullptr);
  EXPECT_EQ(got->plugin_root, item.plugin_root);
  EXPECT_EQ(got->plugin_root_hash, item.plugin_root_hash);
  append_journal(dir / "manifest.journal", item.key(), &item);
  Manifest replayed;
  ASSERT_TRUE(replay_journal(dir / "manifest.journal", replayed));
  EXPECT_EQ(replayed.items.at("command:kit:scan").plugin_root, item.plugin_root);
}

// spec: STO-31
TEST(Manifest, UnknownKindIsAJsonError) {
  TempDir dir;
  write_file(dir / "manifest.json", R"({"version":1,"items":{"gizmo:x":{"kind":"gizmo",
    "name":"x","bare_name":"x","source":"s","commit":"c","hash":"h","store":"s","links":[]}}})");
  try {
    load_manifest(dir / "manifest.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::json);
  }
}

// Design decision 8: the plugin is part of the identity and survives a round trip.
TEST(Manifest, RecordsThePluginAnItemCameFrom) {
  TempDir dir;
  Manifest m;
  InstalledItem a =
      sample_item(discovery::Kind::agent, "feature-dev:code-reviewer", "code-reviewer");
  a.source = "github.com/o/market";
  a.plugin = "feature-dev";
  InstalledItem b = a;
  b.name = "solo";
  b.bare_name = "solo";
  b.plugin.reset();
  m.items.emplace(a.key(), a);
  m.items.emplace(b.key(), b);
  save_manifest(dir / "manifest.json", m);
  const Manifest back = load_manifest(dir / "manifest.json");
  const InstalledItem* got = back.find(a.key());
  ASSERT_NE(got, nullptr);
  EXPECT_EQ(got->identity(), a.identity());
  EXPECT_TRUE(got->plugin_recorded);
  const InstalledItem* plain = back.find("agent:solo");
  ASSERT_NE(plain, nullptr);
  EXPECT_FALSE(plain->plugin);
  EXPECT_TRUE(plain->plugin_recorded);
  EXPECT_NE(read_file(dir / "manifest.json").find("\"plugin\": null"), std::string::npos);
}

// A manifest written before `plugin` existed loads; its records stay of unknown
// plugin (they match by names) through a save, never turning into "no plugin".
TEST(Manifest, ARecordWithoutPluginFieldKeepsItUnknown) {
  TempDir dir;
  write_file(dir / "manifest.json", R"({"version":1,"items":{"agent:p:x":{"kind":"agent",
    "name":"p:x","bare_name":"x","source":"s","commit":"c","hash":"h","store":"s","links":[]}}})");
  Manifest m = load_manifest(dir / "manifest.json");
  ASSERT_NE(m.find("agent:p:x"), nullptr);
  EXPECT_FALSE(m.find("agent:p:x")->plugin_recorded);
  save_manifest(dir / "manifest.json", m);
  EXPECT_EQ(read_file(dir / "manifest.json").find("\"plugin\""), std::string::npos);
  EXPECT_FALSE(load_manifest(dir / "manifest.json").find("agent:p:x")->plugin_recorded);
}

// The manifest is written directly, not through a json tree: its text must be
// exactly what nlohmann's dump(2) makes of it (sorted keys, escapes, nulls,
// empty lists), so a file written before reads and diffs the same.
TEST(Manifest, TextIsWhatAJsonDumpWouldWrite) {
  TempDir dir;
  Manifest m;
  InstalledItem plain = sample_item(discovery::Kind::skill, "review", "review");
  plain.links = {"/h/.claude/skills/review", "/h/.codex/skills/review"};
  m.items.emplace(plain.key(), plain);
  InstalledItem odd = sample_item(discovery::Kind::agent, "p:caf\xC3\xA9", "caf\xC3\xA9");
  odd.plugin = "p";
  odd.description = "quote \" back\\slash tab\t nl\n bell\x07 del\x7f \xE2\x80\x8B";
  odd.install_hooks = {{"make \"all\"", "2026-01-01T00:00:00Z", std::nullopt},
                       {"true", std::nullopt, std::string("update")}};
  odd.dropped_requires = {"skill:gone"};
  m.items.emplace(odd.key(), odd);
  InstalledItem unknown = sample_item(discovery::Kind::rule, "r", "r");
  unknown.plugin_recorded = false;
  m.items.emplace(unknown.key(), unknown);
  save_manifest(dir / "manifest.json", m);
  const std::string text = read_file(dir / "manifest.json");
  EXPECT_EQ(text, nlohmann::json::parse(text).dump(2) + "\n");
  const Manifest back = load_manifest(dir / "manifest.json");
  ASSERT_NE(back.find(odd.key()), nullptr);
  EXPECT_EQ(back.find(odd.key())->description, odd.description);
  EXPECT_EQ(back.find(odd.key())->install_hooks.size(), 2u);

  append_journal(dir / "manifest.journal", odd.key(), &odd);
  append_journal(dir / "manifest.journal", plain.key(), nullptr);
  const std::string journal = read_file(dir / "manifest.journal");
  const std::size_t nl = journal.find('\n');
  ASSERT_NE(nl, std::string::npos);
  for (const std::string& line :
       {journal.substr(0, nl), journal.substr(nl + 1, journal.size() - nl - 2)}) {
    EXPECT_EQ(line, nlohmann::json::parse(line).dump());
  }
  Manifest replayed = load_manifest(dir / "manifest.json");
  ASSERT_TRUE(replay_journal(dir / "manifest.journal", replayed));
  EXPECT_EQ(replayed.find(plain.key()), nullptr);
  EXPECT_EQ(replayed.find(odd.key())->dropped_requires, odd.dropped_requires);
}

// Every byte a string must escape (or, past ASCII, check), at every place in
// and across the writer's 8-byte steps, still reads as dump(2) writes it.
TEST(Manifest, EveryEscapedByteAtEveryPlaceIsWrittenAsADumpWould) {
  TempDir dir;
  Manifest m;
  std::vector<std::string> specials = {"\"", "\\", "\x7f", "\xC3\xA9"};
  for (char c = 0; c < 0x20; ++c) specials.emplace_back(1, c);
  int n = 0;
  for (const std::string& special : specials) {
    for (std::size_t at = 0; at <= 17; ++at) {
      InstalledItem item = sample_item(discovery::Kind::skill, "s" + std::to_string(n), "s");
      item.description = std::string(at, 'a') + special + std::string(17 - at, 'b');
      m.items.emplace(item.key(), item);
      ++n;
    }
  }
  save_manifest(dir / "manifest.json", m);
  const std::string text = read_file(dir / "manifest.json");
  EXPECT_EQ(text, nlohmann::json::parse(text).dump(2) + "\n");
  EXPECT_EQ(load_manifest(dir / "manifest.json").items.size(), m.items.size());
}

}  // namespace
}  // namespace mind::store
