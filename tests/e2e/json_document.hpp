#pragma once
/// The one-document check every --json e2e test makes (CLI-217): stdout parses
/// as exactly one JSON document, or the test fails showing what was there.

#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {

inline nlohmann::json parse_one_document(const RunResult& r) {
  nlohmann::json doc = nlohmann::json::parse(r.out, nullptr, /*allow_exceptions=*/false);
  EXPECT_FALSE(doc.is_discarded()) << "stdout is not one JSON document:\n" << r.out << r.err;
  return doc;
}

/// `recall --json` of a home holding one melded source: each item's
/// description by its key (`skill:name`), null where it has none.
inline std::map<std::string, nlohmann::json> recalled_descriptions(const Sandbox& sandbox) {
  const nlohmann::json doc = parse_one_document(sandbox.run({"recall", "--json"}));
  std::map<std::string, nlohmann::json> by_key;
  for (const nlohmann::json& item : doc["items"][0]["items"])
    by_key[item["key"].get<std::string>()] = item["description"];
  return by_key;
}

}  // namespace mind::e2e
