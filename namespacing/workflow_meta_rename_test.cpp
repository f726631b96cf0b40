#include "namespacing/workflow_meta_rename.hpp"

#include <gtest/gtest.h>

#include "discovery/meta_reader.hpp"

namespace mind::namespacing {
namespace {

// Decision 18: the staged copy reads as its source did, its name aside.
TEST(WorkflowMetaRename, OnlyTheNameLiteralChanges) {
  const std::string src =
      "// a comment: name: 'w'\nexport const meta = {\n  description: 'named w',\n"
      "  name: 'w',\n  whenToUse: 'w',\n}\nexport default async function w() { return 'w' }\n";
  const std::optional<std::string> out = rename_workflow_meta(src, "p:w");
  ASSERT_TRUE(out);
  EXPECT_EQ(
      *out,
      "// a comment: name: 'w'\nexport const meta = {\n  description: 'named w',\n"
      "  name: 'p:w',\n  whenToUse: 'w',\n}\nexport default async function w() { return 'w' }\n");
  const discovery::WorkflowMeta meta = discovery::read_workflow_meta(*out);
  EXPECT_EQ(meta.status, discovery::MetaStatus::ok);
  EXPECT_EQ(meta.name, "p:w");
  EXPECT_EQ(meta.description, "named w");
}

// KemonoNeco/Straitjacket's tdd-cycle.js: apostrophes in its header comments.
TEST(WorkflowMetaRename, CommentsOpenNoLiteral) {
  const auto out = rename_workflow_meta(
      "// the Workflow tool's inline script\n/* it's */\nexport const meta = { name: 'go', "
      "description: 'd' }\n",
      "p:go");
  ASSERT_TRUE(out);
  EXPECT_NE(out->find("name: 'p:go'"), std::string::npos) << *out;
}

TEST(WorkflowMetaRename, QuotedKeysAndDoubleQuotes) {
  const auto out = rename_workflow_meta(
      "export const meta = { \"name\": \"go\", \"description\": \"d\" }\n", "p:go");
  ASSERT_TRUE(out);
  EXPECT_EQ(*out, "export const meta = { \"name\": \"p:go\", \"description\": \"d\" }\n");
}

TEST(WorkflowMetaRename, WhatItCannotPointAtIsLeftAlone) {
  EXPECT_FALSE(
      rename_workflow_meta("export const meta = { name: 'g\\x6f', description: 'd' }\n", "p:go"));
  EXPECT_FALSE(rename_workflow_meta("export const meta = 1\n", "p:go"));
  EXPECT_FALSE(rename_workflow_meta("const x = { name: 'go', description: 'd' }\n", "p:go"));
}

}  // namespace
}  // namespace mind::namespacing
