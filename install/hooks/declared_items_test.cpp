// DeclaredItems (forget's uninstall hooks, `hooks run|list`): an installed item
// paired with its source's declaration, read without keeping the files' bytes
// (issue 34: a forget of 10,000 skills held the source's whole text).

#include "install/hooks/declared_items.hpp"

#include <gtest/gtest.h>

#include "install/learn.hpp"
#include "install/meld.hpp"
#include "install/test_home.hpp"

namespace mind::install {
namespace {

TEST(DeclaredItems, PairsAnInstalledItemAndKeepsNoFileBytesEvenInAWriteSession) {
  testing::TestHome h;
  Session s = h.open();
  s.scan.keep_file_bytes = true;  // what a writing verb's session asks of its scans
  MeldRequest request;
  request.spec = h.source.string();
  meld(s, request);
  learn(s, {{"skill:b"}});
  const store::InstalledItem* record = s.manifest.find("skill:b");
  ASSERT_NE(record, nullptr);

  DeclaredItems declared(s);
  const OfferedItem* found = declared.find(*record);
  ASSERT_NE(found, nullptr);
  const SourceCatalog* catalog = declared.catalog(record->source);
  ASSERT_NE(catalog, nullptr);
  ASSERT_EQ(catalog->catalog.items.size(), 2U);
  for (const discovery::CatalogItem& item : catalog->catalog.items) {
    EXPECT_EQ(item.scanned_file, nullptr) << item.bare_name;
  }
  EXPECT_TRUE(s.scan.keep_file_bytes);  // the session's own options are left as they were
}

}  // namespace
}  // namespace mind::install
