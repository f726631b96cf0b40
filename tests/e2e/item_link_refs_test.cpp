// End-to-end: an item link's references to other items (LNK-18, LNK-19). A
// link's catalog is its one item, so a `requires:` entry naming anything else
// is dropped, warned about and recorded, and the item installs; a token naming
// a sibling stops the install with `link-ref-unsatisfiable` and a command that
// replaces the link by its whole repository, which the test then runs.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using nlohmann::json;

std::string skill(const std::string& name, const std::string& front, const std::string& body) {
  return "---\nname: " + name + "\ndescription: the " + name + " skill\n" + front + "---\n" + body +
         "\n";
}

class ItemLinkRefs : public ::testing::Test {
 protected:
  ItemLinkRefs() : up(sandbox / "up" / "kit") {
    up.commit_file("skills/a/SKILL.md", skill("a", "requires: skill:b c agent:a\n", "a"));
    up.commit_file("skills/b/SKILL.md", skill("b", "", "b"));
    up.commit_file("skills/c/SKILL.md", skill("c", "", "use {{ns:b}} first"));
  }
  std::string link(const std::string& tail) const { return up.url() + "/tree/main/" + tail; }
  json manifest() const {
    return json::parse(read_file(sandbox.mind_home() / "manifest.json"))["items"];
  }
  json sources() const {
    return json::parse(read_file(sandbox.mind_home() / "sources.json"))["sources"];
  }
  // The remedy the error printed, run as a shell would run it when pasted:
  // `mind ... && mind ...`, words single-quoted (CLI-225).
  RunResult run_remedy(const std::string& hint) const {
    const std::string prefix = "replace the link by its whole repository: ";
    EXPECT_EQ(hint.rfind(prefix, 0), 0u) << hint;
    const std::string command = hint.substr(prefix.size());
    std::vector<std::vector<std::string>> steps(1);
    std::string word;
    bool quoted = false, in_word = false;
    for (std::size_t i = 0; i < command.size(); ++i) {
      const char c = command[i];
      if (quoted) {
        if (c == '\'')
          quoted = false;
        else
          word += c;
      } else if (c == '\'') {
        quoted = in_word = true;
      } else if (c == ' ') {
        if (in_word) steps.back().push_back(word);
        word.clear();
        in_word = false;
      } else if (c == '&' && i + 1 < command.size() && command[i + 1] == '&') {
        steps.emplace_back();
        ++i;
      } else {
        word += c;
        in_word = true;
      }
    }
    if (in_word) steps.back().push_back(word);
    RunResult last;
    for (std::vector<std::string>& step : steps) {
      EXPECT_EQ(step.front(), "mind");
      step.erase(step.begin());
      last = sandbox.run(step);
      if (last.exit_code != 0) return last;
    }
    return last;
  }
  Sandbox sandbox;
  GitRepo up;
};

// spec: LNK-18
// spec: LNK-19
TEST_F(ItemLinkRefs, ARequiresEntryNamingNoItemIsDroppedRecordedAndTheItemInstalls) {
  const RunResult r = sandbox.run({"learn", link("skills/a"), "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  parse_one_document(r);  // the warning is on stderr, the document alone on stdout
  EXPECT_NE(r.err.find("skill:a is a single-item link with no siblings: its requires 'skill:b', "
                       "'c', 'agent:a' dropped"),
            std::string::npos)
      << r.err;
  const json items = manifest();
  ASSERT_TRUE(items.contains("skill:a")) << items;
  EXPECT_FALSE(items.contains("skill:b"));  // nothing else installed
  EXPECT_EQ(items["skill:a"]["dropped_requires"], json::array({"skill:b", "c", "agent:a"}));
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/a/SKILL.md"));

  const RunResult recall = sandbox.run({"recall", "skill:a"});
  EXPECT_NE(recall.out.find("dropped"), std::string::npos) << recall.out;
  EXPECT_NE(recall.out.find("requires skill:b"), std::string::npos) << recall.out;
  const json detail = parse_one_document(sandbox.run({"recall", "skill:a", "--json"}));
  EXPECT_EQ(detail["dropped_requires"], json::array({"skill:b", "c", "agent:a"})) << detail;

  const RunResult introspect = sandbox.run({"introspect", "--json"});
  EXPECT_NE(introspect.out.find("dropped-requires"), std::string::npos) << introspect.out;
  EXPECT_NE(introspect.out.find("skill:b"), std::string::npos) << introspect.out;
  // --fix does not repair it: replacing the link is the user's call.
  sandbox.run({"introspect", "--fix", "--yes"});
  EXPECT_EQ(manifest()["skill:a"]["dropped_requires"].size(), 3u);
}

// spec: LNK-19
TEST_F(ItemLinkRefs, AnOrdinaryInstallRecordsNoDroppedRequires) {
  up.commit_file("skills/g/SKILL.md", skill("g", "requires: skill:b\n", "g"));
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  const RunResult r = sandbox.run({"learn", "skill:g", "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const json items = manifest();
  EXPECT_FALSE(items["skill:g"].contains("dropped_requires")) << items;
  EXPECT_TRUE(items.contains("skill:b"));  // the whole repo resolves it (DEP-4)
  const std::string file = read_file(sandbox.mind_home() / "manifest.json");
  EXPECT_EQ(file.find("dropped_requires"), std::string::npos);  // omitted when empty
  const json detail = parse_one_document(sandbox.run({"recall", "skill:g", "--json"}));
  EXPECT_FALSE(detail.contains("dropped_requires")) << detail;
}

// spec: LNK-18
// spec: DEP-7
TEST_F(ItemLinkRefs, AMalformedOrCrossSourceRequiresStaysAHardError) {
  up.commit_file("skills/x/SKILL.md", skill("x", "requires: acme/other#skill:y\n", "x"));
  up.commit_file("skills/y/SKILL.md", skill("y", "requires: bogus:thing\n", "y"));
  for (const char* tail : {"skills/x", "skills/y"}) {
    const RunResult r = sandbox.run({"learn", link(tail), "--yes", "--json"});
    EXPECT_EQ(r.exit_code, 1) << tail << r.out;
    EXPECT_EQ(parse_one_document(r)["error"]["kind"], "bad-reference") << tail << r.out;
  }
  const fs::path file = sandbox.mind_home() / "manifest.json";
  EXPECT_TRUE(!fs::exists(file) || manifest().empty());
}

// spec: LNK-18
// spec: CLI-225
TEST_F(ItemLinkRefs, ATokenNamingASiblingRefusesAndTheRemedyReplacesTheLink) {
  const RunResult r = sandbox.run({"learn", link("skills/c"), "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 1) << r.out << r.err;
  const json error = parse_one_document(r)["error"];
  EXPECT_EQ(error["kind"], "link-ref-unsatisfiable") << error;
  const std::string message = error["message"];
  EXPECT_NE(message.find("{{ns:b}}"), std::string::npos) << message;
  EXPECT_NE(message.find("single-item link"), std::string::npos) << message;
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills/c"));  // nothing installed
  // The instance stays registered, which is why the remedy unmelds it first.
  const std::string identity = "local/up/kit#skills/c";
  EXPECT_EQ(sources()[0]["name"], identity);
  const std::string hint =
      "replace the link by its whole repository: " + error["details"]["remedy"].get<std::string>();
  EXPECT_NE(hint.find("mind unmeld '" + identity + "' --yes && mind meld '" + up.url() +
                      "' --learn 'skill:c' --yes"),
            std::string::npos)
      << hint;
  const RunResult fixed = run_remedy(hint);
  ASSERT_EQ(fixed.exit_code, 0) << fixed.out << fixed.err;
  const json items = manifest();
  EXPECT_TRUE(items.contains("skill:c")) << items;
  EXPECT_FALSE(items.contains("skill:c") && items["skill:c"]["source"] != "local/up/kit");
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/c/SKILL.md").find("{{ns:b}}"), std::string::npos);
}

// spec: LNK-18
// spec: DSC-84
TEST_F(ItemLinkRefs, ASkillTheRepoDoesNotDeclareGetsAnAddRootRemedy) {
  up.commit_file("vendor/pkg/skills/d/SKILL.md", skill("d", "", "see {{ns:e}}"));
  up.commit_file("vendor/pkg/skills/e/SKILL.md", skill("e", "", "e"));
  const RunResult r = sandbox.run({"learn", link("vendor/pkg/skills/d"), "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 1) << r.out;
  const json error = parse_one_document(r)["error"];
  EXPECT_EQ(error["kind"], "link-ref-unsatisfiable");
  const std::string hint =
      "replace the link by its whole repository: " + error["details"]["remedy"].get<std::string>();
  EXPECT_NE(hint.find("--add-root 'vendor/pkg' --learn 'skill:d' --yes"), std::string::npos)
      << hint;
  const RunResult fixed = run_remedy(hint);
  ASSERT_EQ(fixed.exit_code, 0) << fixed.out << fixed.err;
  EXPECT_TRUE(manifest().contains("skill:d"));
  EXPECT_EQ(manifest()["skill:d"]["source"], "local/up/kit");
}

// spec: LNK-18
// spec: LNK-20
TEST_F(ItemLinkRefs, AFileOutsideItsKindsDirectoryGetsNoUnmeldCommand) {
  up.commit_file("notes/plain.md", "---\nkind: rule\n---\nsee {{ns:b}}\n");
  const RunResult r =
      sandbox.run({"learn", up.url() + "/blob/main/notes/plain.md", "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 1) << r.out;
  const json error = parse_one_document(r)["error"];
  EXPECT_EQ(error["kind"], "link-ref-unsatisfiable") << error;
  EXPECT_NE(std::string(error["message"]).find("outside a conventional rules/ directory"),
            std::string::npos)
      << error;
  EXPECT_TRUE(error["details"]["remedy"].is_null()) << error;
  EXPECT_EQ(error.dump().find("mind unmeld"), std::string::npos) << error;
  // In text, the same: an explanation and no destroy-then-fail command.
  const RunResult text = sandbox.run({"learn", up.url() + "/blob/main/notes/plain.md", "--yes"});
  EXPECT_NE(text.err.find("outside a conventional rules/ directory"), std::string::npos);
  EXPECT_EQ(text.err.find("mind unmeld"), std::string::npos) << text.err;
}

// spec: LNK-18
// spec: LNK-19
TEST_F(ItemLinkRefs, AnUpgradeReDerivesTheDroppedEntriesAndNeverFails) {
  up.commit_file("skills/f/SKILL.md", skill("f", "", "f"));
  ASSERT_EQ(sandbox.run({"learn", link("skills/f"), "--yes"}).exit_code, 0);
  EXPECT_FALSE(manifest()["skill:f"].contains("dropped_requires"));
  up.commit_file("skills/f/SKILL.md", skill("f", "requires: skill:b\n", "f, now needing b"));
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  const RunResult r = sandbox.run({"upgrade", "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("its requires 'skill:b' dropped"), std::string::npos) << r.err;
  EXPECT_EQ(manifest()["skill:f"]["dropped_requires"], json::array({"skill:b"}));
}

}  // namespace
}  // namespace mind::e2e
