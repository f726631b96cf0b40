#pragma once
/// The one-document check every --json e2e test makes (CLI-217): stdout parses
/// as exactly one JSON document, or the test fails showing what was there.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {

inline nlohmann::json parse_one_document(const RunResult& r) {
  nlohmann::json doc = nlohmann::json::parse(r.out, nullptr, /*allow_exceptions=*/false);
  EXPECT_FALSE(doc.is_discarded()) << "stdout is not one JSON document:\n" << r.out << r.err;
  return doc;
}

}  // namespace mind::e2e
