#include "namespacing/expansion_gate.hpp"

#include <gtest/gtest.h>

namespace mind::namespacing {
namespace {

using discovery::Kind;

// spec: NS-53
// spec: TOOL-19
TEST(ExpansionGate, MarkdownExtensionsAreAdmittedCaseInsensitively) {
  for (const char* f : {"SKILL.md", "docs/a.MD", "x.markdown", "x.mdown", "x.Mkd"}) {
    EXPECT_EQ(admit_file(Kind::skill, f, {}), Admission::markdown) << f;
  }
  for (const char* f : {"run.py", "x.mdx", ".md", "md", "notes.md.bak", "tpl.j2"}) {
    EXPECT_EQ(admit_file(Kind::skill, f, {}), Admission::copied) << f;
  }
}

// spec: WF-25
TEST(ExpansionGate, EveryFileOfAWorkflowIsAdmittedByKind) {
  EXPECT_EQ(admit_file(Kind::workflow, "workflows/review.js", {}), Admission::workflow);
  EXPECT_EQ(path_form(Admission::workflow), PathForm::home_relative);
}

// spec: WF-26
// spec: NS-57
TEST(ExpansionGate, ExpandListedFilesOfDirectoryItemsRenderAbsolute) {
  const std::vector<std::string> expand{"helpers/collect.py"};
  EXPECT_EQ(admit_file(Kind::skill, "helpers/collect.py", expand), Admission::expand_listed);
  EXPECT_EQ(admit_file(Kind::tool, "helpers/collect.py", expand), Admission::expand_listed);
  EXPECT_EQ(admit_file(Kind::skill, "helpers/other.py", expand), Admission::copied);
  EXPECT_EQ(path_form(Admission::expand_listed), PathForm::absolute);
  EXPECT_EQ(path_form(Admission::markdown), PathForm::home_relative);
  // Single-file kinds have no files to list.
  EXPECT_EQ(admit_file(Kind::rule, "rules/r.txt", {"rules/r.txt"}), Admission::copied);
}

TEST(ExpansionGate, ExpandEntriesThatCanNameNoFileAreProblems) {
  EXPECT_FALSE(expand_entry_problem("bin/run.py"));
  EXPECT_TRUE(expand_entry_problem("/etc/passwd"));
  EXPECT_TRUE(expand_entry_problem("../x"));
  EXPECT_TRUE(expand_entry_problem("~/x"));
}

}  // namespace
}  // namespace mind::namespacing
