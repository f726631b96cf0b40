#include "core/error.hpp"

#include <cerrno>

#include <gtest/gtest.h>

namespace mind {

// spec: CLI-182 (the kind is a slug carried beside the display message)
TEST(Error, CarriesKindMessageAndHints) {
  Error e(ErrorKind::item_not_found, "no item matches 'x'", {"run `mind probe x`"});
  EXPECT_EQ(e.kind(), ErrorKind::item_not_found);
  EXPECT_STREQ(e.what(), "no item matches 'x'");
  ASSERT_EQ(e.hints().size(), 1u);
}

// spec: CLI-182 (every kind has one slug, and the slug names the kind back)
TEST(Error, EverySlugRoundTrips) {
  const std::vector<ErrorKind> kinds = all_error_kinds();
  for (const ErrorKind kind : kinds) {
    const std::string_view s = slug(kind);
    EXPECT_NE(s, "error");
    EXPECT_EQ(error_kind_from_slug(s), kind) << s;
  }
  // The table covers the enum: its enumerators are 0..N-1, each with a slug.
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    EXPECT_NE(slug(static_cast<ErrorKind>(k)), "error") << k;
  }
  EXPECT_EQ(slug(static_cast<ErrorKind>(kinds.size())), "error");
  EXPECT_EQ(Error(ErrorKind::plugin_manifest, "m").slug(), "plugin-manifest");
  EXPECT_FALSE(error_kind_from_slug("no-such-kind"));
}

// spec: STO-30
TEST(Error, IoErrorNamesThePath) {
  Error e = io_error("cannot read", "/tmp/nowhere", ENOENT);
  EXPECT_EQ(e.kind(), ErrorKind::io);
  EXPECT_NE(std::string(e.what()).find("/tmp/nowhere"), std::string::npos);
  EXPECT_NE(std::string(e.what()).find("No such file"), std::string::npos);
}

}  // namespace mind
