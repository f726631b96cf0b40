#include "discovery/meta_keys.hpp"

#include <gtest/gtest.h>

#include <string>

namespace mind::discovery {
namespace {

MetaValue text(std::string value) {
  MetaValue result;
  result.kind = MetaValueKind::string;
  result.text = std::move(value);
  return result;
}

MetaValue of_kind(MetaValueKind kind) {
  MetaValue result;
  result.kind = kind;
  return result;
}

MetaKeys keys(MetaValue name, MetaValue description) {
  MetaKeys result;
  result.record("name", std::move(name));
  result.record("description", std::move(description));
  return result;
}

// spec: WF-5
TEST(MetaKeys, UsableKeysLoad) {
  MetaKeys found = keys(text("  review "), text(" Review files "));
  found.record("whenToUse", text("after a change"));
  found.record("other", text("ignored"));
  const WorkflowMeta meta = judge_meta_keys(found);
  EXPECT_EQ(meta.status, MetaStatus::ok);
  EXPECT_EQ(meta.reason, MetaReason::none);
  EXPECT_EQ(meta.name, "review");                 // trimmed (WF-58)
  EXPECT_EQ(meta.description, " Review files ");  // verbatim (WF-63)
  EXPECT_EQ(meta.when_to_use, "after a change");
  EXPECT_EQ(meta.detail, "");
}

// spec: WF-5 (a repeated key: the last one wins)
TEST(MetaKeys, LastRecordWins) {
  MetaKeys found = keys(text("first"), text("d"));
  found.record("name", text("second"));
  EXPECT_EQ(judge_meta_keys(found).name, "second");
}

// spec: WF-58 (a name mind cannot use is bad_name, and carries no name)
TEST(MetaKeys, UnusableNames) {
  MetaValue lone = text("\xEF\xBF\xBD");
  lone.lone_surrogate = true;
  const std::pair<MetaValue, std::string> cases[] = {
      {of_kind(MetaValueKind::number), "meta.name is a number, not a string"},
      {text(" \t"), "meta.name is empty"},
      {lone, "meta.name contains an unpaired surrogate escape"},
      {text("a\x07"
            "b"),
       "meta.name contains a control or invisible character"},
  };
  for (const auto& [name, detail] : cases) {
    SCOPED_TRACE(detail);
    const WorkflowMeta meta = judge_meta_keys(keys(name, text("d")));
    EXPECT_EQ(meta.status, MetaStatus::invalid);
    EXPECT_EQ(meta.reason, MetaReason::bad_name);
    EXPECT_FALSE(meta.name.has_value());
    EXPECT_EQ(meta.description, "d");
    EXPECT_EQ(meta.detail.rfind(detail, 0), 0u) << meta.detail;
  }
  MetaKeys nameless;
  nameless.record("description", text("d"));
  EXPECT_EQ(judge_meta_keys(nameless).detail, "meta has no name");
}

// spec: WF-63 (a blank or non-string description is no value)
TEST(MetaKeys, UnusableDescriptions) {
  const WorkflowMeta blank = judge_meta_keys(keys(text("n"), text("\n ")));
  EXPECT_EQ(blank.reason, MetaReason::bad_description);
  EXPECT_EQ(blank.detail, "meta.description is empty");
  EXPECT_EQ(blank.name, "n");
  EXPECT_FALSE(blank.description.has_value());
  EXPECT_EQ(judge_meta_keys(keys(text("n"), of_kind(MetaValueKind::array))).detail,
            "meta.description is an array, not a string");
  MetaKeys no_description;
  no_description.record("name", text("n"));
  EXPECT_EQ(judge_meta_keys(no_description).detail, "meta has no description");
}

// spec: WF-63 (whenToUse only when a non-empty string; it never refuses)
TEST(MetaKeys, WhenToUseIsOptional) {
  MetaKeys found = keys(text("n"), text("d"));
  found.record("whenToUse", of_kind(MetaValueKind::boolean));
  const WorkflowMeta meta = judge_meta_keys(found);
  EXPECT_EQ(meta.status, MetaStatus::ok);
  EXPECT_FALSE(meta.when_to_use.has_value());
}

}  // namespace
}  // namespace mind::discovery
