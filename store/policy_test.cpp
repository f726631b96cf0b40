#include "store/policy.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

namespace mind::store {
namespace {

Policy parse(const std::string& text, std::string_view version = "0.1.0") {
  return parse_policy(text, "/etc/mind/policy.toml", version);
}

std::string error_of(const std::string& text, std::string_view version = "0.1.0") {
  try {
    parse(text, version);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::invalid_policy);
    return e.what();
  }
  ADD_FAILURE() << "parsed: " << text;
  return {};
}

TEST(Policy, ParsesEveryKey) {
  const Policy p = parse(R"(min-mind-version = "0.1"
[sources]
allow = ["github.com/acme/*", "local/mirrors/*"]
lock = true
allow-local = false
pinned = true
[[sources.auto_meld]]
repo = "acme/baseline"
tag = "v1.4.0"
install = true
run-build-hooks = true
[lobes]
lock = true
targets = ["~/.claude"]
[review]
refuse = ["remote-code", "reverse-shell"]
warn = ["concealment"]
[binary]
self-update = "v0.14.0"
)");
  EXPECT_EQ(p.min_mind_version, "0.1");
  EXPECT_EQ(p.sources.allow.size(), 2u);
  EXPECT_TRUE(p.sources.lock);
  EXPECT_FALSE(p.sources.allow_local);
  EXPECT_TRUE(p.sources.pinned);
  ASSERT_EQ(p.sources.auto_meld.size(), 1u);
  EXPECT_EQ(p.sources.auto_meld[0].pin_flag(), "tag=v1.4.0");
  EXPECT_TRUE(p.sources.auto_meld[0].install);
  EXPECT_TRUE(p.sources.auto_meld[0].run_build_hooks);
  EXPECT_TRUE(p.lobes.lock);
  EXPECT_EQ(p.review.refuse.size(), 2u);
  EXPECT_EQ(p.self_update, "0.14.0");
}

// spec: POL-4
TEST(Policy, AnEmptyFileControlsNothing) {
  const Policy p = parse("");
  EXPECT_FALSE(p.sources.lock);
  EXPECT_TRUE(p.sources.allow_local);  // spec: POL-57
  EXPECT_FALSE(p.lobes.lock);
  EXPECT_TRUE(p.review.refuse.empty());
}

// spec: POL-5
TEST(Policy, UnparseableUnknownKeyAndMistypedValuesFailClosed) {
  EXPECT_NE(error_of("[sources\nlock = true").find("/etc/mind/policy.toml:"), std::string::npos);
  EXPECT_NE(error_of("[sources]\nlokc = true").find("unknown key `lokc`"), std::string::npos);
  EXPECT_NE(error_of("colour = 1").find("unknown key"), std::string::npos);
  EXPECT_NE(error_of("[sources]\nlock = \"yes\"").find("true or false"), std::string::npos);
  EXPECT_NE(error_of("[sources]\nallow = [\"github.com/acme\"]").find("host/owner/repo"),
            std::string::npos);
  EXPECT_NE(error_of("[review]\nrefuse = [\"rude-words\"]").find("unknown review risk class"),
            std::string::npos);
  EXPECT_NE(error_of("[binary]\nself-update = \"soon\"").find("dotted version"), std::string::npos);
}

// spec: POL-21
TEST(Policy, PinnedRequiresEveryAutoMeldPinned) {
  EXPECT_NE(error_of("[sources]\npinned = true\n[[sources.auto_meld]]\nrepo = \"acme/x\"")
                .find("must declare `tag` or `ref`"),
            std::string::npos);
  EXPECT_NE(error_of("[sources]\npinned = true\n[[sources.auto_meld]]\nrepo = \"acme/x\"\n"
                     "follow_branch = \"main\"")
                .find("must declare"),
            std::string::npos);
  EXPECT_NO_THROW(parse(
      "[sources]\npinned = true\n[[sources.auto_meld]]\nrepo = \"acme/x\"\nref = \"abc123\""));
}

// spec: POL-31
TEST(Policy, LockedAutoMeldMustMatchAllowAndParse) {
  EXPECT_NE(error_of("[sources]\nlock = true\nallow = [\"github.com/acme/*\"]\n"
                     "[[sources.auto_meld]]\nrepo = \"other/x\"")
                .find("matches no `allow` pattern"),
            std::string::npos);
  EXPECT_NE(error_of("[[sources.auto_meld]]\nrepo = \"::not a repo::\"").find("auto_meld repo"),
            std::string::npos);
  EXPECT_NO_THROW(
      parse("[sources]\nlock = true\nallow = [\"github.com/acme/*\"]\n"
            "[[sources.auto_meld]]\nrepo = \"acme/x\""));
}

// spec: POL-33
TEST(Policy, AutoMeldPinsAreCheckedLikeMindTomlPins) {
  for (const char* bad : {"-upload-pack=x", "a b", "a..b", "a\\u0001b"}) {
    EXPECT_NE(
        error_of(std::string("[[sources.auto_meld]]\nrepo = \"acme/x\"\ntag = \"") + bad + "\"")
            .find("auto_meld `tag`"),
        std::string::npos)
        << bad;
  }
}

// spec: POL-61
// spec: POL-62
TEST(Policy, MinVersionIsCheckedBeforeUnknownKeys) {
  const std::string e = error_of("min-mind-version = \"9.0\"\n[future]\nkey = 1\n", "0.1.0");
  EXPECT_NE(e.find("requires mind >= 9.0, running 0.1.0"), std::string::npos) << e;
  EXPECT_NE(e.find("mind evolve"), std::string::npos);
  EXPECT_EQ(e.find("unknown key"), std::string::npos);
  EXPECT_NO_THROW(parse("min-mind-version = \"0.1.0\"", "0.1.0"));
}

// spec: POL-63
TEST(Policy, MalformedMinVersionIsAHardError) {
  EXPECT_NE(error_of("min-mind-version = \"soon\"").find("not a dotted version"),
            std::string::npos);
  EXPECT_NE(error_of("min-mind-version = 1").find("version string"), std::string::npos);
}

}  // namespace
}  // namespace mind::store
