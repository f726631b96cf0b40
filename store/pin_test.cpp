#include "store/pin.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

namespace mind::store {
namespace {

std::string error_kind(const std::string& text) {
  try {
    parse_pin_request(text);
  } catch (const Error& e) {
    return std::string(e.slug());
  }
  return "";
}

// spec: CLI-200
// spec: CLI-201
TEST(Pin, ParsesFreezingAndFloatingForms) {
  EXPECT_EQ(parse_pin_request("HEAD").kind, PinRequest::Kind::freeze_head);
  EXPECT_EQ(parse_pin_request("v1.2").kind, PinRequest::Kind::freeze_ref);
  EXPECT_EQ(parse_pin_request("branch=dev").kind, PinRequest::Kind::follow_branch);
  EXPECT_EQ(parse_pin_request("branch=dev").value, "dev");
  EXPECT_EQ(parse_pin_request("tag=v1").kind, PinRequest::Kind::tag);
  EXPECT_EQ(parse_pin_request("feature/x").value, "feature/x");
}

// spec: CLI-201
TEST(Pin, OtherKeyFormIsBadPinSpec) {
  EXPECT_EQ(error_kind("commit=abc"), "bad-pin-spec");
  EXPECT_EQ(error_kind(""), "bad-pin-spec");
}

// spec: DSC-66
TEST(Pin, ArgumentInjectionAndTraversalAreInvalidRefs) {
  EXPECT_EQ(error_kind("--upload-pack=touch /tmp/pwned"), "invalid-ref");
  EXPECT_EQ(error_kind("-x"), "invalid-ref");
  EXPECT_EQ(error_kind("branch=--upload-pack=x"), "invalid-ref");
  EXPECT_EQ(error_kind("a..b"), "invalid-ref");
  EXPECT_EQ(error_kind("tag=../../etc"), "invalid-ref");
  EXPECT_EQ(error_kind("v1\x1b[31m"), "invalid-ref");
  EXPECT_EQ(error_kind("v1\nx"), "invalid-ref");
  EXPECT_EQ(error_kind("has space"), "invalid-ref");
  EXPECT_EQ(error_kind("branch="), "invalid-ref");
  EXPECT_EQ(error_kind("x@{1}"), "invalid-ref");
}

TEST(Pin, Describes) {
  EXPECT_EQ(describe_pin({Pin::Kind::tag, "v1"}), "tag v1");
  EXPECT_EQ(describe_pin({Pin::Kind::ref, "0123456789abcdef"}), "ref 0123456");
  EXPECT_EQ(describe_pin({}), "default branch");
}

}  // namespace
}  // namespace mind::store
