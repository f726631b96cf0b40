#include "reporting/error_envelope.hpp"

#include <nlohmann/json.hpp>

#include "core/sanitize.hpp"
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
  // The sink: the message is cleaned of control characters here, once.
  const std::string kind(error.slug());
  const std::string message = mind::sanitize_display(error.what());
  if (error.details_json().empty()) return error_json(kind, message);
  return error_json_with_details(kind, message, error.details_json());
}

}  // namespace mind::reporting
