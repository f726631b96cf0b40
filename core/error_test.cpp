#include "core/error.hpp"

#include <cerrno>
#include <filesystem>
#include <new>
#include <set>
#include <stdexcept>

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

bool is_kebab_case(std::string_view s) {
  if (s.empty() || s.front() == '-' || s.back() == '-') return false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '-' && s[i - 1] == '-') return false;
    if (!(c == '-' || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
  }
  return true;
}

// spec: CLI-182 (one stable kebab-case slug per kind; the set is exhaustive)
TEST(Error, EveryKindHasAUniqueKebabSlugAndARemedy) {
  const std::vector<ErrorKind> kinds = all_error_kinds();
  ASSERT_FALSE(kinds.empty());
  std::set<std::string_view> seen;
  for (const ErrorKind kind : kinds) {
    const std::string_view s = slug(kind);
    EXPECT_TRUE(is_kebab_case(s)) << "'" << s << "'";
    EXPECT_TRUE(seen.insert(s).second) << "duplicate slug " << s;
    EXPECT_FALSE(remedy(kind).empty()) << s << " has no remedy";
  }
  EXPECT_TRUE(remedy(static_cast<ErrorKind>(kinds.size())).empty());  // past the list
  EXPECT_FALSE(is_kebab_case("Bad_Slug"));
  EXPECT_FALSE(is_kebab_case("a--b"));
}

// spec: CLI-181 (a failure mind did not raise is still one error with a message)
TEST(Error, AForeignExceptionBecomesAnInternalError) {
  const auto from = [](auto thrown) {
    try {
      throw thrown;
    } catch (...) {
      return error_from_exception(std::current_exception());
    }
  };
  const Error fs_error = from(std::filesystem::filesystem_error(
      "cannot open", "/tmp/x", std::make_error_code(std::errc::permission_denied)));
  EXPECT_EQ(fs_error.kind(), ErrorKind::internal);
  EXPECT_EQ(fs_error.slug(), "internal");
  EXPECT_NE(std::string(fs_error.what()).find("/tmp/x"), std::string::npos) << fs_error.what();
  EXPECT_NE(std::string(fs_error.what()).find("internal error: "), std::string::npos);

  const Error alloc = from(std::bad_alloc());
  EXPECT_EQ(alloc.kind(), ErrorKind::internal);
  EXPECT_STREQ(alloc.what(), "internal error: out of memory");

  EXPECT_EQ(from(std::runtime_error("library said no")).kind(), ErrorKind::internal);
  EXPECT_STREQ(from(42).what(), "internal error: an exception of an unknown type");
  EXPECT_EQ(error_from_exception(nullptr).kind(), ErrorKind::internal);

  // A mind::Error passes through whole: kind, message, hints and details.
  const Error own =
      from(Error(ErrorKind::item_not_found, "no item", {"try probe"}).with_details_json("{}"));
  EXPECT_EQ(own.kind(), ErrorKind::item_not_found);
  EXPECT_STREQ(own.what(), "no item");
  EXPECT_EQ(own.hints(), std::vector<std::string>{"try probe"});
  EXPECT_EQ(own.details_json(), "{}");
}

// spec: STO-30
TEST(Error, IoErrorNamesThePath) {
  Error e = io_error("cannot read", "/tmp/nowhere", ENOENT);
  EXPECT_EQ(e.kind(), ErrorKind::io);
  EXPECT_NE(std::string(e.what()).find("/tmp/nowhere"), std::string::npos);
  EXPECT_NE(std::string(e.what()).find("No such file"), std::string::npos);
}

// spec: STO-30 (a hint per cause: the disk that is full says how to recover)
TEST(Error, IoErrorHintsAtItsCause) {
  const Error full = io_error("cannot write", "/m/manifest.journal", ENOSPC);
  EXPECT_NE(std::string(full.what()).find("No space left on device"), std::string::npos);
  ASSERT_EQ(full.hints().size(), 1u);
  EXPECT_NE(full.hints()[0].find("free space"), std::string::npos);
  EXPECT_NE(full.hints()[0].find("mind introspect --fix"), std::string::npos);
  EXPECT_EQ(io_error("x", "/p", EDQUOT).hints(), full.hints());
  // Each cause its own remedy, none of them the full disk's.
  std::set<std::string> seen{full.hints()[0]};
  for (int cause : {EACCES, EROFS, ENOENT, EMFILE, EIO}) {
    const Error e = io_error("cannot write", "/p", cause);
    ASSERT_EQ(e.hints().size(), 1u) << cause;
    EXPECT_TRUE(seen.insert(e.hints()[0]).second) << cause;
  }
  // A cause without a remedy of its own falls back to the kind's.
  EXPECT_TRUE(io_error("cannot write", "/p", EINVAL).hints().empty());
  EXPECT_TRUE(io_error("cannot write", "/p", 0).hints().empty());
}

// A full disk fails every later write too, on both threads of a batch: the
// error reported is the first (the write that found the disk full), not a
// later one caused by it (issue 48). Other causes are each their own.
TEST(Error, AFullDiskIsReportedByItsFirstFailure) {
  const Error first = io_error("cannot write", "/m/.tmp/staging/skill/a/SKILL.md", ENOSPC);
  const Error later = io_error("cannot append to", "/m/manifest.journal", ENOSPC);
  EXPECT_STREQ(later.what(), first.what());
  EXPECT_NE(std::string(later.what()).find("No space left on device"), std::string::npos);
  EXPECT_EQ(later.hints(), first.hints());
  const Error other = io_error("cannot append to", "/m/manifest.journal", EACCES);
  EXPECT_NE(std::string(other.what()).find("/m/manifest.journal"), std::string::npos);
}

}  // namespace mind
