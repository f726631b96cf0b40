#include "reporting/hook_views.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace mind::reporting {
namespace {

// U+202E (RIGHT-TO-LEFT OVERRIDE) in a name a source chose: it would turn the
// rest of a terminal line around when a script prints the JSON value.
const std::string kOverride = "\xE2\x80\xAE";

// Issue 46: `hooks list --json` printed an item's name raw; the listing is
// shown cleaned, in JSON as in text.
// spec: CLI-224
TEST(HookViews, TheJsonListingShowsSourceControlledNamesCleaned) {
  install::ListedItemHooks item;
  item.item = "skill:ab" + kOverride + "cd";
  item.source = "local/evil" + kOverride + "src";
  install::SourceHookListing source;
  source.source = item.source;
  source.items.push_back(item);
  for (const std::string& doc :
       {hooks_list_json("all", {source}), item_hooks_list_json("skill:x", {item})}) {
    EXPECT_EQ(doc.find(kOverride), std::string::npos) << doc;
    EXPECT_EQ(doc.find("\\u202e"), std::string::npos) << doc;
    const nlohmann::json parsed = nlohmann::json::parse(doc);
    EXPECT_NE(parsed.dump().find("abcd"), std::string::npos) << doc;
  }
  EXPECT_EQ(hooks_list_text({source}).find(kOverride), std::string::npos);
}

}  // namespace
}  // namespace mind::reporting
