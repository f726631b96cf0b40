// End-to-end: `dump` of a source whose path, roots, namespace, pin and item
// names hold quotes, backslashes, control characters and non-ASCII text, where
// each is legal, melded again in a fresh home: the same sources, settings and
// items, and a second dump that lists every entry of the first unchanged.

#include <gtest/gtest.h>

#include <toml++/toml.h>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using nlohmann::json;

// The source's folder name: double quotes, `$`, brackets, and two-, three-
// and four-byte UTF-8 (its repository part is one plain name, CLI-204: no
// `/`, `\`, `#` or `@`); a folder above it holds those too. No single quote:
// the fixture's shell commands quote the repository path with them.
const std::string kPathChars = "q\"uo\"te $HOME [x] \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80";
const std::string kAboveChars = "g\\r#a@n{d} \"\xC3\xA9\"";
// A relative root may hold anything but NUL and `..`: single quotes, a
// backslash and control characters too (a tab, and U+0001).
const std::string kRootChars = "r\"o'o\\t \t\x01 \xC3\xA9";

std::string skill_file(const std::string& name) {
  return "---\nname: " + name + "\ndescription: a skill\n---\nbody\n";
}

std::set<std::string> manifest_keys(const Sandbox& s) {
  std::set<std::string> keys;
  const json m = json::parse(read_file(s.mind_home() / "manifest.json"));
  for (const auto& [key, item] : m["items"].items()) keys.insert(key);
  return keys;
}

// What the dump reproduces of each registered source, by its name.
std::map<std::string, json> source_settings(const Sandbox& s) {
  std::map<std::string, json> out;
  const json sources = json::parse(read_file(s.mind_home() / "sources.json"))["sources"];
  for (const json& src : sources) {
    json kept;
    for (const char* key : {"url", "commit", "alias", "roots", "add_roots", "flat_skills"}) {
      if (src.contains(key)) kept[key] = src[key];
    }
    out[src["name"].get<std::string>()] = kept;
  }
  return out;
}

// The dump's entries, each as its TOML text (toml++'s own, so key order and
// spelling are the same for equal entries).
std::set<std::string> dumped_entries(const std::string& text) {
  std::set<std::string> out;
  toml::table doc;
  try {
    doc = toml::parse(text);
  } catch (const toml::parse_error& e) {
    ADD_FAILURE() << e.description() << " at line " << e.source().begin.line << "\n" << text;
    return out;
  }
  if (const toml::array* sources = doc["discover"]["sources"].as_array()) {
    for (const toml::node& e : *sources) {
      std::ostringstream one;
      one << toml::toml_formatter(*e.as_table());
      out.insert(one.str());
    }
  }
  return out;
}

// spec: DUMP-7 (every string a source holds round-trips through dump and meld)
// spec: DUMP-1
// spec: DUMP-2
// spec: DUMP-4
// spec: DUMP-11
TEST(DumpRoundTrip, HostileStringsSurviveDumpAndMeldOnAFreshHome) {
  Sandbox first;
  GitRepo repo(first / kAboveChars / "owner" / ("src " + kPathChars));
  const std::string odd_skill = "sk\"i'll \xC3\xA9";  // a name may hold quotes and non-ASCII
  repo.commit_file(kRootChars + "/skills/" + odd_skill + "/SKILL.md", skill_file(odd_skill));
  repo.commit_file(kRootChars + "/skills/plain/SKILL.md", skill_file("plain"));
  repo.commit_file("extra\\" + kPathChars + "/skills/more/SKILL.md", skill_file("more"));
  const std::string branch = "br\"an'ch-\xC3\xA9";  // a legal git branch name
  repo.git("branch '" + std::string("br\"an'\\''ch-\xC3\xA9") + "'");

  const RunResult meld = first.run({"meld", repo.dir().string(), "--pin", "branch=" + branch,
                                    "--namespace", "n\"\xC3\xA9", "--root", kRootChars,
                                    "--add-root", "extra\\" + kPathChars, "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err << meld.out;
  const RunResult forget = first.run({"forget", "skill:plain", "--yes"});
  ASSERT_EQ(forget.exit_code, 0) << forget.err;
  ASSERT_EQ(manifest_keys(first).size(), 2u) << forget.out;  // the odd skill and `more`

  fs::create_directories(first / "dumped");
  const RunResult dumped = first.run({"dump", "--output", (first / "dumped/mind.toml").string()});
  ASSERT_EQ(dumped.exit_code, 0) << dumped.err;
  const std::string text = read_file(first / "dumped/mind.toml");
  const std::set<std::string> entries = dumped_entries(text);
  ASSERT_EQ(entries.size(), 1u) << text;
  EXPECT_NE(entries.begin()->find("install-items"), std::string::npos) << text;  // DUMP-2

  Sandbox fresh;
  const RunResult again = fresh.run({"meld", (first / "dumped").string(), "--yes"});
  ASSERT_EQ(again.exit_code, 0) << again.err << again.out;
  EXPECT_EQ(manifest_keys(fresh), manifest_keys(first));
  const std::map<std::string, json> before = source_settings(first);
  const std::map<std::string, json> after = source_settings(fresh);
  ASSERT_EQ(before.size(), 1u);
  const json& settings_first = before.begin()->second;  // what the dump had to carry
  EXPECT_EQ(settings_first["roots"], json::array({kRootChars})) << settings_first;
  EXPECT_EQ(settings_first["add_roots"], json::array({"extra\\" + kPathChars}));
  EXPECT_EQ(settings_first["alias"], "n\"\xC3\xA9");
  EXPECT_NE(settings_first["url"].get<std::string>().find(kAboveChars), std::string::npos);
  EXPECT_TRUE(settings_first["commit"].is_string());
  for (const auto& [name, settings] : before) {
    ASSERT_TRUE(after.contains(name)) << name;
    EXPECT_EQ(after.at(name), settings) << name;
  }

  // The fresh home's own dump lists the same entry, byte for byte once parsed
  // (beside one for the dump folder it melded).
  const RunResult second = fresh.run({"dump"});
  ASSERT_EQ(second.exit_code, 0) << second.err;
  const std::set<std::string> second_entries = dumped_entries(second.out);
  for (const std::string& e : entries) EXPECT_TRUE(second_entries.contains(e)) << e << second.out;
}

}  // namespace
}  // namespace mind::e2e
