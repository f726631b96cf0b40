#include "store/source_spec.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

namespace mind::store {
namespace {

std::string error_kind(const std::string& text) {
  try {
    parse_source_spec(text);
  } catch (const Error& e) {
    return std::string(e.slug());
  }
  return "";
}

// spec: CLI-11
TEST(SourceSpec, ParsesRemoteForms) {
  EXPECT_EQ(parse_source_spec("acme/kit").identity(), "github.com/acme/kit");
  EXPECT_EQ(parse_source_spec("github:acme/kit").url, "https://github.com/acme/kit");
  EXPECT_EQ(parse_source_spec("https://gitlab.com/acme/kit.git").identity(), "gitlab.com/acme/kit");
  EXPECT_EQ(parse_source_spec("git@host.io:acme/kit.git").identity(), "host.io/acme/kit");
  EXPECT_EQ(parse_source_spec("ssh://git@host.io:22/acme/kit").identity(), "host.io/acme/kit");
}

// spec: STO-72
// spec: STO-11
TEST(SourceSpec, LocalPathIsMadeAbsoluteLexically) {
  SourceSpec s = parse_source_spec("/work/team/kit/../kit2/");
  EXPECT_TRUE(s.local);
  EXPECT_EQ(s.url, "/work/team/kit2");
  EXPECT_EQ(s.identity(), "local/team/kit2");
}

// spec: CLI-204
TEST(SourceSpec, UnsafePartsAreRefused) {
  EXPECT_EQ(error_kind("acme/ki#t"), "unsafe-repo-spec");
  EXPECT_EQ(error_kind("https://h/acme/a@b"), "unsafe-repo-spec");
  EXPECT_EQ(error_kind("https://h/../kit"), "unsafe-repo-spec");
}

// spec: STO-67
TEST(SourceSpec, HttpsUserinfoIsRefusedSshUserIsKept) {
  EXPECT_EQ(error_kind("https://user:tok@github.com/a/b"), "unsafe-repo-spec");
  EXPECT_EQ(parse_source_spec("ssh://deploy@host.io/a/b").url, "ssh://deploy@host.io/a/b");
}

TEST(SourceSpec, PlainHttpIsOnlyForThisMachine) {
  const SourceSpec local = parse_source_spec("http://127.0.0.1:8080/acme/kit.git");
  EXPECT_EQ(local.host, "127.0.0.1");
  EXPECT_EQ(local.repo, "kit");
  EXPECT_EQ(parse_source_spec("http://localhost/acme/kit").owner, "acme");
  EXPECT_EQ(error_kind("http://github.com/acme/kit"), "unsafe-repo-spec");
  EXPECT_EQ(error_kind("http://u:p@127.0.0.1/acme/kit"), "unsafe-repo-spec");
}

// spec: CLI-11
TEST(SourceSpec, UnrecognizedFormIsInvalid) {
  EXPECT_EQ(error_kind(""), "invalid-repo-spec");
  EXPECT_EQ(error_kind("just-a-word"), "invalid-repo-spec");
  EXPECT_EQ(error_kind("ftp://h/a/b"), "invalid-repo-spec");
}

// spec: STO-11
TEST(SourceSpec, FileUrlIsALocalCloneNotALink) {
  SourceSpec s = parse_source_spec("file:///srv/git/team/kit.git/");
  EXPECT_TRUE(s.local);
  EXPECT_TRUE(s.file_url);
  EXPECT_EQ(s.url, "file:///srv/git/team/kit.git");
  EXPECT_EQ(s.identity(), "local/team/kit");
  EXPECT_EQ(error_kind("file://relative/x"), "invalid-repo-spec");
}

// spec: STO-58
// spec: CLI-13
TEST(SourceSpec, IdentityAliasComesLast) {
  EXPECT_EQ(with_alias(parse_source_spec("acme/kit"), "team").identity(),
            "github.com/acme/kit@team");
  EXPECT_EQ(with_alias(parse_source_spec("acme/kit"), "").identity(), "github.com/acme/kit");
  EXPECT_THROW(with_alias(parse_source_spec("acme/kit"), "a:b"), Error);
  EXPECT_THROW(with_alias(parse_source_spec("acme/kit"), "skill"), Error);
}

// spec: STO-64
TEST(SourceSpec, OwnerMayHoldAtButRepoAndHostMayNot) {
  EXPECT_EQ(parse_source_spec("/work/proj@v2/kit").owner, "proj@v2");
  EXPECT_EQ(error_kind("/work/proj/kit@v2"), "unsafe-repo-spec");
  EXPECT_EQ(error_kind("https://h#x/a/b"), "unsafe-repo-spec");
}

}  // namespace
}  // namespace mind::store
