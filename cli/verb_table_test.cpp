#include "cli/verb_table.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace mind::cli {
namespace {

std::vector<std::string_view> words(std::initializer_list<std::string_view> list) { return list; }

// The table's words are the ones the verbs declare: a verb added, renamed or
// given an alias without its row here would be parsed with the whole table
// only (slower, never wrong), and this says so.
TEST(VerbTable, NamesEveryVerbByTheWordsItsSubcommandDeclares) {
  CLI::App app;
  std::set<std::string> declared;
  for (const VerbEntry& verb : verb_table()) {
    verb.add(app);
  }
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
    declared.insert(sub->get_name());
    for (const std::string& alias : sub->get_aliases()) declared.insert(alias);
  }
  std::set<std::string> listed;
  for (const VerbEntry& verb : verb_table()) {
    listed.emplace(verb.name);
    for (std::string_view alias : verb.aliases) listed.emplace(alias);
  }
  EXPECT_EQ(listed, declared);
}

TEST(VerbTable, OneVerbIsBuiltAloneOnlyWhenNothingElseCouldReadTheLineDifferently) {
  EXPECT_EQ(sole_verb(words({"meld", "file:///x", "--yes"}))->name, "meld");
  // the value of the one valued global flag is not the verb
  EXPECT_EQ(sole_verb(words({"--json", "--max-metadata-size", "recall", "recall"}))->name,
            "recall");
  EXPECT_EQ(sole_verb(words({"--max-metadata-size", "1MiB", "rm", "x"}))->name, "unmeld");
  EXPECT_EQ(sole_verb(words({"-y", "learn", "skill:a"}))->name, "learn");
  // a later word that names a verb: CLI11 may take it as that verb
  EXPECT_EQ(sole_verb(words({"learn", "install"})), nullptr);
  // help and completions read every verb; an unknown word is the whole table's error
  EXPECT_EQ(sole_verb(words({"help", "meld"})), nullptr);
  EXPECT_EQ(sole_verb(words({"completions", "bash"})), nullptr);
  EXPECT_EQ(sole_verb(words({"evolve"})), nullptr);
  EXPECT_EQ(sole_verb(words({"--version"})), nullptr);
  EXPECT_EQ(sole_verb(words({"--", "meld"})), nullptr);
  EXPECT_EQ(sole_verb(words({})), nullptr);
}

}  // namespace
}  // namespace mind::cli
