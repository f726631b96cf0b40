#include "reporting/error_envelope.hpp"

#include <nlohmann/json.hpp>

#include "reporting/json_render.hpp"

namespace mind::reporting {

std::string error_json_with_details(const std::string& kind, const std::string& message,
                                    const std::string& details_json) {
  using nlohmann::ordered_json;
  const ordered_json details = ordered_json::parse(details_json, nullptr, false);
  ordered_json error = {{"kind", kind}, {"message", message}};
  if (!details.is_discarded()) error["details"] = details;
  const ordered_json j = {{"schema", 1}, {"error", error}};
  return j.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

std::string error_envelope(const Error& error) {
  if (error.details_json().empty()) return error_json(error.kind(), error.what());
  return error_json_with_details(error.kind(), error.what(), error.details_json());
}

}  // namespace mind::reporting
