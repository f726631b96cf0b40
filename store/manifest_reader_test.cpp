#include "store/manifest_reader.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "store/manifest.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

using nlohmann::json;

json item_json(const std::string& name) {
  return {
      {"bare_name", name},
      {"commit", "c0"},
      {"description", "what " + name + " does"},
      {"hash", "xxh3-128/2:ab"},
      {"install_hooks", json::array({{{"command", "make"}, {"event", "update"}, {"ran_at", "c0"}},
                                     {{"command", "true"}, {"ran_at", nullptr}}})},
      {"kind", "skill"},
      {"links", {"/h/.claude/skills/" + name}},
      {"name", name},
      {"plugin", nullptr},
      {"source", "local/w/kit"},
      {"store", "store/skill/" + name}};
}

json manifest_json(int items) {
  json doc = {{"version", 1}, {"items", json::object()}};
  for (int i = 0; i < items; ++i) {
    const std::string name = "s" + std::to_string(i);
    doc["items"]["skill:" + name] = item_json(name);
  }
  return doc;
}

// The reader fills every field a record has, as the text gives it.
// spec: STO-20
// spec: STO-21
TEST(ManifestReader, ReadsEveryFieldOfEveryItem) {
  json doc = manifest_json(3);
  doc["items"]["skill:s1"]["plugin"] = "pdf-tools";
  doc["items"]["skill:s1"]["dropped_requires"] = {"skill:gone"};
  doc["items"]["skill:s2"].erase("plugin");
  doc["items"]["skill:s2"]["description"] = nullptr;
  const ManifestText read = read_manifest_text(doc.dump(2));
  ASSERT_FALSE(read.syntax);
  ASSERT_FALSE(read.structure) << *read.structure;
  EXPECT_EQ(read.version, 1);
  ASSERT_EQ(read.manifest.items.size(), 3U);
  const InstalledItem& s0 = read.manifest.items.at("skill:s0");
  EXPECT_EQ(s0.kind, discovery::Kind::skill);
  EXPECT_EQ(s0.name, "s0");
  EXPECT_EQ(s0.bare_name, "s0");
  EXPECT_EQ(s0.source, "local/w/kit");
  EXPECT_EQ(s0.commit, "c0");
  EXPECT_EQ(s0.hash, "xxh3-128/2:ab");
  EXPECT_EQ(s0.store, "store/skill/s0");
  EXPECT_EQ(s0.links, std::vector<std::string>{"/h/.claude/skills/s0"});
  EXPECT_EQ(s0.description, "what s0 does");
  EXPECT_TRUE(s0.plugin_recorded);
  EXPECT_FALSE(s0.plugin);
  ASSERT_EQ(s0.install_hooks.size(), 2U);
  EXPECT_EQ(s0.install_hooks[0].command, "make");
  EXPECT_EQ(s0.install_hooks[0].event, "update");
  EXPECT_EQ(s0.install_hooks[0].ran_at, "c0");
  EXPECT_EQ(s0.install_hooks[1].command, "true");
  EXPECT_FALSE(s0.install_hooks[1].event);
  EXPECT_FALSE(s0.install_hooks[1].ran_at);
  EXPECT_EQ(read.manifest.items.at("skill:s1").plugin, "pdf-tools");
  EXPECT_EQ(read.manifest.items.at("skill:s1").dropped_requires,
            std::vector<std::string>{"skill:gone"});
  EXPECT_FALSE(read.manifest.items.at("skill:s2").plugin_recorded);  // written before `plugin`
  EXPECT_FALSE(read.manifest.items.at("skill:s2").description);
  EXPECT_FALSE(s0.plugin_root);  // written before the field existed: loads as none (issue 44)
}

// Issue 44: an item's plugin root and its hash are read back as written.
TEST(ManifestReader, ReadsAPluginRoot) {
  json doc = manifest_json(1);
  doc["items"]["skill:s0"]["plugin_root"] = "store/plugin/kit@0123456789abcdef";
  doc["items"]["skill:s0"]["plugin_root_hash"] = "xxh3-128/2:0123456789abcdef0123456789abcdef";
  const ManifestText read = read_manifest_text(doc.dump());
  ASSERT_FALSE(read.syntax);
  ASSERT_FALSE(read.structure) << *read.structure;
  const InstalledItem& s0 = read.manifest.items.at("skill:s0");
  EXPECT_EQ(s0.plugin_root, "store/plugin/kit@0123456789abcdef");
  EXPECT_EQ(s0.plugin_root_hash, "xxh3-128/2:0123456789abcdef0123456789abcdef");
}

// What the manifest writer writes, the reader reads back unchanged.
TEST(ManifestReader, ReadsWhatSaveManifestWrote) {
  mind::testing::TempDir dir;
  const ManifestText first = read_manifest_text(manifest_json(50).dump());
  ASSERT_FALSE(first.structure);
  save_manifest(dir / "manifest.json", first.manifest);
  const Manifest again = load_manifest(dir / "manifest.json");
  ASSERT_EQ(again.items.size(), 50U);
  for (const auto& [key, item] : first.manifest.items) {
    const InstalledItem& back = again.items.at(key);
    EXPECT_EQ(back.links, item.links) << key;
    EXPECT_EQ(back.description, item.description) << key;
    EXPECT_EQ(back.install_hooks.size(), item.install_hooks.size()) << key;
    EXPECT_EQ(back.hash, item.hash) << key;
  }
}

// Unknown keys at any depth, and values of any shape under them, are passed over.
TEST(ManifestReader, PassesOverUnknownKeysWhateverTheyHold) {
  json doc = manifest_json(1);
  doc["future"] = {{"a", json::array({1, {{"b", nullptr}}, "c"})}};
  doc["items"]["skill:s0"]["later_field"] = {{"nested", {1, 2, {{"x", true}}}}};
  doc["items"]["skill:s0"]["install_hooks"][0]["extra"] = json::array({json::object()});
  const ManifestText read = read_manifest_text(doc.dump());
  ASSERT_FALSE(read.structure) << *read.structure;
  EXPECT_EQ(read.manifest.items.at("skill:s0").install_hooks.size(), 2U);
}

// Each way a manifest can be wrong is one message, naming the item and field.
TEST(ManifestReader, NamesTheFirstThingWrong) {
  auto structure_of = [](const json& doc) {
    const ManifestText read = read_manifest_text(doc.dump());
    EXPECT_FALSE(read.syntax);
    return read.structure.value_or("");
  };
  EXPECT_EQ(structure_of(json::array()), "the top level is not an object");
  EXPECT_EQ(structure_of(json("text")), "the top level is not an object");
  EXPECT_EQ(structure_of({{"items", json::array()}}), "`items` is not an object");
  EXPECT_EQ(structure_of({{"version", "one"}}), "`version` is not a number");
  EXPECT_EQ(structure_of({{"version", 3e73}}), "`version` is not a whole number");  // was UB: fuzz
  json missing = manifest_json(1);
  missing["items"]["skill:s0"].erase("hash");
  EXPECT_EQ(structure_of(missing), "item 'skill:s0': `hash` is missing");
  json wrong_type = manifest_json(1);
  wrong_type["items"]["skill:s0"]["links"] = "one";
  EXPECT_EQ(structure_of(wrong_type), "item 'skill:s0': `links` is a scalar");
  json bad_link = manifest_json(1);
  bad_link["items"]["skill:s0"]["links"] = {1};
  EXPECT_EQ(structure_of(bad_link), "item 'skill:s0': `links` is a non-string");
  json kind = manifest_json(1);
  kind["items"]["skill:s0"]["kind"] = "gizmo";
  EXPECT_EQ(structure_of(kind), "unknown kind 'gizmo'");
  json key = manifest_json(1);
  key["items"]["skill:other"] = key["items"]["skill:s0"];
  EXPECT_EQ(structure_of(key), "key 'skill:other' does not match its item");
  json hook = manifest_json(1);
  hook["items"]["skill:s0"]["install_hooks"][0].erase("command");
  EXPECT_EQ(structure_of(hook), "item 'skill:s0': an install hook has no `command`");
  json not_object = manifest_json(1);
  not_object["items"]["skill:s0"] = 3;
  EXPECT_EQ(structure_of(not_object), "item 'skill:s0' is not an object");
  json hooks_not_array = manifest_json(1);
  hooks_not_array["items"]["skill:s0"]["install_hooks"] = {{"command", "x"}};
  EXPECT_EQ(structure_of(hooks_not_array), "");  // not an array: no hooks, as before
}

TEST(ManifestReader, TextThatIsNotJsonIsASyntaxError) {
  for (const char* text : {"", "{", "{\"items\": {}", "{\"items\": {}} trailing", "nul"}) {
    const ManifestText read = read_manifest_text(text);
    EXPECT_TRUE(read.syntax) << text;
    // The same texts nlohmann's tree parser refuses.
    EXPECT_FALSE(json::accept(text)) << text;
  }
}

// load_manifest's order of checks: a version this build cannot read is
// reported before what is wrong inside (a newer build may write fields
// differently).
// spec: STO-31
TEST(ManifestReader, ANewerVersionIsReportedBeforeWhatIsWrongInside) {
  mind::testing::TempDir dir;
  json doc = manifest_json(1);
  doc["version"] = 99;
  doc["items"]["skill:s0"].erase("hash");
  mind::testing::write_file(dir / "manifest.json", doc.dump());
  try {
    load_manifest(dir / "manifest.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("99"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace mind::store
