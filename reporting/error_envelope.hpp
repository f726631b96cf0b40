#pragma once
/// The `--json` error envelope with `details` (CLI-181, CLI-221): the verb's
/// structured findings travel inside the error object, beside its kind and
/// message. Without details the plain envelope (json_render.hpp) is used, so
/// the member is absent, never null.

#include <string>

#include "core/error.hpp"

namespace mind::reporting {

/// `{"schema":1,"error":{"kind":K,"message":M,"details":D}}`, where `details_json`
/// is one JSON value's text (as Error::details_json carries it).
std::string error_json_with_details(const std::string& kind, const std::string& message,
                                    const std::string& details_json);

/// The envelope for `error`: with `details` when it carries them (CLI-181, CLI-221).
std::string error_envelope(const Error& error);

}  // namespace mind::reporting
