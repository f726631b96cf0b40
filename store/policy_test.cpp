#include "store/policy.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>

#include "core/error.hpp"

namespace mind::store {
namespace {

namespace fs = std::filesystem;

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

struct TempDir {
  fs::path path = fs::temp_directory_path() /
                  ("mind-policy-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
  TempDir() { fs::create_directories(path); }
  ~TempDir() { fs::remove_all(path); }
  static inline int counter = 0;
};

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

// spec: POL-10
TEST(Policy, StarMatchesWithinOneSegment) {
  EXPECT_TRUE(allow_pattern_matches("github.com/acme/*", "github.com/acme/tools"));
  EXPECT_FALSE(allow_pattern_matches("github.com/acme/*", "github.com/acme/a/b"));
  EXPECT_FALSE(allow_pattern_matches("github.com/*", "github.com/acme/tools"));
  EXPECT_TRUE(allow_pattern_matches("github.com/*/tools", "github.com/acme/tools"));
  EXPECT_TRUE(allow_pattern_matches("github.com/ac*e/t*s", "github.com/acme/tools"));
  EXPECT_FALSE(allow_pattern_matches("github.com/acme/*", "github.com/acmeX/tools"));
  EXPECT_TRUE(allow_pattern_matches("ghe.example.com:8443/p/*", "ghe.example.com:8443/p/r"));
  EXPECT_FALSE(allow_pattern_matches("ghe.example.com/p/*", "ghe.example.com:8443/p/r"));
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

// spec: POL-1
// spec: POL-2
TEST(Policy, TheSystemFileWinsAndTheEnvFileOnlyWhenItExists) {
  TempDir dir;
  const fs::path system = dir.path / "system.toml", env = dir.path / "env.toml";
  EXPECT_FALSE(locate_policy(system, std::nullopt));
  EXPECT_FALSE(locate_policy(system, env.string()));  // set but missing: no policy
  std::ofstream(env) << "";
  auto where = locate_policy(system, env.string());
  ASSERT_TRUE(where);
  EXPECT_EQ(where->file, env);
  EXPECT_TRUE(where->from_env);
  std::ofstream(system) << "";
  where = locate_policy(system, env.string());
  ASSERT_TRUE(where);
  EXPECT_EQ(where->file, system);  // not relocatable by the environment
  EXPECT_FALSE(where->from_env);
#if defined(__linux__)
  EXPECT_EQ(system_policy_path(), fs::path("/etc/mind/policy.toml"));
#endif
}

// spec: POL-64
// spec: POL-65
TEST(Policy, AWritableSystemFileWarnsButAnEnvFileIsNotChecked) {
  TempDir dir;
  const fs::path file = dir.path / "policy.toml";
  std::ofstream(file) << "[sources]\nlock = false\n";
  ::chmod(dir.path.c_str(), 0755);
  ::chmod(file.c_str(), 0666);
  const Policy system = load_policy_at({file, false}, "0.1.0");
  ASSERT_FALSE(system.warnings.empty());
  EXPECT_NE(system.warnings.front().find("group/world-writable"), std::string::npos);
  const Policy env = load_policy_at({file, true}, "0.1.0");
  EXPECT_TRUE(env.warnings.empty());
  ::chmod(file.c_str(), 0644);
  if (::geteuid() == 0) EXPECT_TRUE(load_policy_at({file, false}, "0.1.0").warnings.empty());
}

// spec: POL-50
TEST(Policy, ValidationReportsHardFindingsAndAdvisories) {
  auto codes = [](const std::string& text) {
    std::vector<std::string> out;
    for (const auto& f : validate_policy_text(text, "p.toml", "0.1.0")) {
      out.push_back(f.code + (f.hard ? "!" : ""));
    }
    return out;
  };
  EXPECT_EQ(codes("[sources]\nlock = true\n"), std::vector<std::string>{"lock-without-allow"});
  EXPECT_EQ(codes("[[sources.auto_meld]]\nrepo = \"acme/x\"\n"),
            std::vector<std::string>{"unpinned-auto-meld"});
  EXPECT_EQ(codes("[sources]\npinned = true\n[[sources.auto_meld]]\nrepo = \"acme/x\"\n"),
            std::vector<std::string>{"invalid-policy!"});
  EXPECT_TRUE(codes("[[sources.auto_meld]]\nrepo = \"acme/x\"\ntag = \"v1\"\n").empty());
}

TEST(Policy, DescribeShowsTheEffectivePolicy) {
  const std::string text =
      describe_policy(parse("[sources]\nallow = [\"github.com/a/*\"]\nlock = true"));
  EXPECT_NE(text.find("policy: /etc/mind/policy.toml"), std::string::npos);
  EXPECT_NE(text.find("allow = [\"github.com/a/*\"]"), std::string::npos);
  EXPECT_NE(text.find("lock = true"), std::string::npos);
}

}  // namespace
}  // namespace mind::store
