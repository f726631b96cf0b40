#include "reporting/error_sink.hpp"

#include <nlohmann/json.hpp>

#include "core/sanitize.hpp"

namespace mind::reporting {

std::string error_envelope(const Error& error) {
  using nlohmann::ordered_json;
  ordered_json body = {{"kind", std::string(error.slug())},
                       {"message", mind::sanitize_display(error.what())}};
  if (!error.details_json().empty()) {
    const ordered_json details = ordered_json::parse(error.details_json(), nullptr, false);
    if (!details.is_discarded()) body["details"] = details;
  }
  const ordered_json envelope = {{"schema", 1}, {"error", body}};
  return envelope.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

std::string error_text(const Error& error) {
  std::string out = "error: " + mind::sanitize_display(error.what()) + "\n";
  if (error.hints().empty()) return out + "hint: " + std::string(remedy(error.kind())) + "\n";
  for (const std::string& hint : error.hints())
    out += "hint: " + mind::sanitize_display(hint) + "\n";
  return out;
}

int report_failure(std::exception_ptr failure, bool json, const ErrorChannels& channels) {
  const Error error = error_from_exception(std::move(failure));
  if (json) {
    channels.document(error_envelope(error));
  } else {
    channels.diagnostics << error_text(error) << std::flush;
  }
  return kRuntimeErrorExit;
}

}  // namespace mind::reporting
