#include "store/source_argument.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

namespace fs = std::filesystem;

// Runs each test in a fresh folder: the rule reads the working directory.
class SourceArgumentTest : public ::testing::Test {
 protected:
  void SetUp() override {
    previous_ = fs::current_path();
    fs::current_path(dir_.path());
  }
  void TearDown() override { fs::current_path(previous_); }

  std::string refusal(const std::string& text) {
    try {
      read_source_argument(text, "meld");
    } catch (const Error& e) {
      std::string all = e.what();
      for (const auto& h : e.hints()) all += " | " + h;
      return all;
    }
    return "";
  }

  mind::testing::TempDir dir_;
  fs::path previous_;
};

// spec: CLI-214 (an existing folder wins; the other reading is named)
TEST_F(SourceArgumentTest, AnExistingFolderWinsOverTheShorthand) {
  fs::create_directories("snap/kit");
  const SourceArgument a = read_source_argument("snap/kit", "meld");
  EXPECT_EQ(a.spec, "./snap/kit");
  ASSERT_TRUE(a.note.has_value());
  EXPECT_NE(a.note->find("mind meld github:snap/kit"), std::string::npos) << *a.note;
}

// spec: CLI-11 (the shorthand is GitHub when nothing of that name is here)
TEST_F(SourceArgumentTest, TheShorthandStaysRemoteWhenNoSuchPathExists) {
  const SourceArgument a = read_source_argument("snap/kit", "meld");
  EXPECT_EQ(a.spec, "snap/kit");
  EXPECT_FALSE(a.note.has_value());
  EXPECT_EQ(read_source_argument("github:snap/kit", "meld").spec, "github:snap/kit");
}

TEST_F(SourceArgumentTest, TheExplicitGithubFormIsNeverLocal) {
  fs::create_directories("snap/kit");
  EXPECT_EQ(read_source_argument("github:snap/kit", "meld").spec, "github:snap/kit");
}

TEST_F(SourceArgumentTest, AFileThatAlsoReadsAsTheShorthandIsRefusedNamingBoth) {
  mind::testing::write_file(dir_.path() / "notes/todo", "x");
  const std::string why = refusal("notes/todo");
  EXPECT_NE(why.find("local file ./notes/todo"), std::string::npos) << why;
  EXPECT_NE(why.find("github.com/notes/todo"), std::string::npos) << why;
  EXPECT_NE(why.find("mind meld github:notes/todo"), std::string::npos) << why;
}

TEST_F(SourceArgumentTest, AFolderNameThatIsNotASpecIsThatFolder) {
  fs::create_directories("my-skills");
  EXPECT_EQ(read_source_argument("my-skills", "meld").spec, "./my-skills");
  EXPECT_EQ(read_source_argument("my-skills/", "meld").spec, "./my-skills");
}

TEST_F(SourceArgumentTest, ANameCloseToAFolderHereGetsDidYouMean) {
  fs::create_directories("my-skills");
  const std::string why = refusal("my-skill");
  EXPECT_NE(why.find("did you mean ./my-skills?"), std::string::npos) << why;
  EXPECT_NE(why.find("mind meld ./my-skills"), std::string::npos) << why;
  EXPECT_EQ(refusal("zzzz-unrelated"), "");  // the parser's own refusal comes later
}

// spec: CLI-11 (the github.com forms people paste)
TEST_F(SourceArgumentTest, GithubHostFormsAreReadAsTheRepository) {
  EXPECT_EQ(read_source_argument("github.com/o/r", "meld").spec, "https://github.com/o/r");
  EXPECT_EQ(read_source_argument("github.com/o/r/", "meld").spec, "https://github.com/o/r");
}

// spec: LNK-1, LNK-2 (a tree or blob URL is an item link where the verb takes one)
TEST_F(SourceArgumentTest, GithubTreeAndBlobUrlsAreItemLinksForMeld) {
  EXPECT_EQ(read_source_argument("https://github.com/o/r/tree/main/skills/pdf", "meld").spec,
            "https://github.com/o/r/tree/main/skills/pdf");
  EXPECT_EQ(read_source_argument("github.com/o/r/blob/main/agents/dev.md", "meld").spec,
            "https://github.com/o/r/blob/main/agents/dev.md");
  EXPECT_FALSE(read_source_argument("github.com/o/r/tree/main/skills/pdf", "meld").note);
}

// spec: CLI-11 (review takes a repository: a tree URL is answered with its spelling)
TEST_F(SourceArgumentTest, GithubTreeUrlsAreAnsweredWithTheRepositoryWhereNoLinkIsTaken) {
  const auto refused = [](const std::string& text) {
    try {
      read_source_argument(text, "review", ItemLinks::refused);
    } catch (const Error& e) {
      return std::string(e.what()) + " | " + (e.hints().empty() ? "" : e.hints().front());
    }
    return std::string();
  };
  EXPECT_EQ(read_source_argument("https://github.com/o/r/tree", "review", ItemLinks::refused).spec,
            "https://github.com/o/r");
  const std::string why = refused("https://github.com/o/r/tree/main/skills/pdf");
  EXPECT_NE(why.find("tree URL of 'main'"), std::string::npos) << why;
  EXPECT_NE(why.find("mind review https://github.com/o/r"), std::string::npos) << why;
  EXPECT_NE(refused("github.com/o/r/blob/main/README.md").find("blob URL"), std::string::npos);
}

TEST_F(SourceArgumentTest, LocationNamesTheFolderTheUrlAndTheFileUrl) {
  fs::create_directories("src/kit");
  const std::string abs = fs::canonical("src/kit").string();
  EXPECT_TRUE(location_names("src/kit", abs));
  EXPECT_TRUE(location_names("./src/kit/", abs));
  EXPECT_TRUE(location_names("file://" + abs, "file://" + abs));
  EXPECT_TRUE(location_names("file://" + abs, abs));
  EXPECT_TRUE(location_names("github.com/o/r", "https://github.com/o/r.git"));
  EXPECT_FALSE(location_names("src/other", abs));
}

}  // namespace
}  // namespace mind::store
