#include "reporting/error_sink.hpp"

#include <filesystem>
#include <sstream>
#include <stdexcept>

#include <gtest/gtest.h>

namespace mind::reporting {
namespace {

struct Sunk {
  int exit_code = 0;
  std::string document;
  std::string diagnostics;
};

template <typename Thrown>
Sunk sink(const Thrown& thrown, bool json) {
  Sunk out;
  std::ostringstream diagnostics;
  try {
    throw thrown;
  } catch (...) {
    out.exit_code =
        report_failure(std::current_exception(), json,
                       {[&](const std::string& text) { out.document += text; }, diagnostics});
  }
  out.diagnostics = diagnostics.str();
  return out;
}

// spec: CLI-181
TEST(ErrorSink, EnvelopeIsTheOneDocumentAndStderrStaysEmpty) {
  const Sunk s = sink(Error(ErrorKind::item_not_found, "no item", {"run `mind probe`"}), true);
  EXPECT_EQ(s.exit_code, 1);  // CLI-175
  EXPECT_EQ(s.document,
            "{\n  \"schema\": 1,\n  \"error\": {\n    \"kind\": \"item-not-found\",\n"
            "    \"message\": \"no item\"\n  }\n}\n");
  EXPECT_EQ(s.diagnostics, "");  // CLI-208: no hint under --json
}

// spec: CLI-221
TEST(ErrorSink, DetailsTravelInsideTheErrorObjectOnlyWhenRecorded) {
  const Sunk with =
      sink(Error(ErrorKind::review_failed, "bad").with_details_json("{\"n\":1}"), true);
  EXPECT_NE(with.document.find("\"details\": {\n      \"n\": 1"), std::string::npos)
      << with.document;
  const Sunk without = sink(Error(ErrorKind::review_failed, "bad"), true);
  EXPECT_EQ(without.document.find("details"), std::string::npos);
}

// spec: CLI-181 (text mode: the message, then the remedies, on stderr)
// spec: CLI-224 (the sink strips control characters from message and hints)
TEST(ErrorSink, TextNamesTheMessageAndItsHintsCleaned) {
  const Sunk s = sink(Error(ErrorKind::link_occupied, "'a\x1b[31mb' exists", {"move\nit"}), false);
  EXPECT_EQ(s.exit_code, 1);
  EXPECT_EQ(s.document, "");
  EXPECT_EQ(s.diagnostics, "error: 'ab' exists\nhint: move it\n");
}

// The kind's remedy stands in when the error names no hint of its own.
// spec: CLI-182
TEST(ErrorSink, AnErrorWithoutHintsGetsItsKindsRemedy) {
  const Sunk s = sink(Error(ErrorKind::confirmation_required, "say yes"), false);
  EXPECT_EQ(s.diagnostics, "error: say yes\nhint: " +
                               std::string(remedy(ErrorKind::confirmation_required)) + "\n");
}

// spec: CLI-181 (a failure mind did not raise is kind `internal`, not `io`)
TEST(ErrorSink, AForeignExceptionIsReportedAsInternal) {
  const Sunk json =
      sink(std::filesystem::filesystem_error("cannot copy", "/tmp/from",
                                             std::make_error_code(std::errc::no_space_on_device)),
           true);
  EXPECT_EQ(json.exit_code, 1);
  EXPECT_NE(json.document.find("\"kind\": \"internal\""), std::string::npos) << json.document;
  EXPECT_NE(json.document.find("/tmp/from"), std::string::npos) << json.document;
  EXPECT_EQ(json.diagnostics, "");

  const Sunk text = sink(std::logic_error("unexpected state"), false);
  EXPECT_EQ(text.diagnostics.rfind("error: internal error: unexpected state\nhint: ", 0), 0u)
      << text.diagnostics;
}

}  // namespace
}  // namespace mind::reporting
