#include "discovery/harness_quick_meta.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace mind::discovery {
namespace {

constexpr std::string_view kMeta = "export const meta = { name: 'w', description: 'd' }";

// spec: WF-5 (the harness lists a quick-read workflow without parsing its body)
TEST(HarnessQuickMeta, AcceptsThePlainDeclarationWhateverTheBody) {
  for (const std::string& text : {
           std::string(kMeta),
           std::string(kMeta) + ";\n this is not ( javascript",
           std::string(kMeta) + "\nreturn 'done'",
           "// leading comment\n/* block */\n\xEF\xBB\xBF" + std::string(kMeta),
           std::string("export  const\tmeta\n=\n{ 'name': \"w\", description: `d`, n: -1.5e3,"
                       " list: [1, 'a', true, null, { x: [] },], }"),
           std::string("export const meta = { name: 'a', name: 'w', description: 'd\\x41' }\r\nx"),
       }) {
    const QuickPath quick = harness_quick_path(text);
    EXPECT_TRUE(quick.accepted) << text;
  }
}

// spec: WF-5 (any other shape sends the harness to the whole-file parse)
TEST(HarnessQuickMeta, RefusesWhatItsReaderCannotRead) {
  for (const std::string& text : {
           std::string("#!/usr/bin/env node\n") + std::string(kMeta),
           std::string("export const meta = ({ name: 'w', description: 'd' })"),
           std::string("export /* c */ const meta = { name: 'w', description: 'd' }"),
           std::string("export const meta = { name: 'w', description: 'd', n: 0x1 }"),
           std::string("export const meta = { name: 'w', description: 'd', n: 1_0 }"),
           std::string("export const meta = { name: 'w', description: 'd', r: /x/ }"),
           std::string("export const meta = { name: `w${1}`, description: 'd' }"),
           std::string("export const meta = { name: 'w', description: 'd', __proto__: 1 }"),
           std::string("export const meta = { name: 'w', description: 'd', f() {} }"),
           std::string("export const meta = { name: '', description: 'd' }"),
           std::string("export const meta = { name: 'w' }"),
           std::string("export const meta = { name: 'w', description: 'd' } + 1"),
           std::string("export const meta = { name: 'w', description: 'd' }\n(x)"),
           std::string("export const meta = { name: 'w', description: 'd' }\nin x"),
           std::string("export const meta = { name: 'w', description: '\\07' }"),
           std::string("export const meta = { name: 'w', description: 'd' } /* open"),
           std::string("let x; export const meta = { name: 'w', description: 'd' }"),
       }) {
    EXPECT_FALSE(harness_quick_path(text).accepted) << text;
  }
}

TEST(HarnessQuickMeta, SaysWhenTheAnswerDependedOnTheEnd) {
  EXPECT_TRUE(harness_quick_path(kMeta).looked_at_end);
  EXPECT_FALSE(harness_quick_path(std::string(kMeta) + ";\nmore").looked_at_end);
  EXPECT_TRUE(harness_quick_path("export const meta = { name: 'w', desc").looked_at_end);
}

}  // namespace
}  // namespace mind::discovery
