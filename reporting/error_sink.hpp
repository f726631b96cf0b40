#pragma once
/// The error sink: the one place a failed verb's error reaches the user, in
/// text or as the `--json` error envelope (CLI-175, CLI-181, CLI-221). Every
/// verb's failure comes here, whatever threw it: a mind::Error keeps its kind,
/// anything else is kind `internal` (core/error.hpp, error_from_exception).
/// Control characters are stripped from the message and the hints here, once
/// (CLI-224), so callers compose messages from raw values.

#include <exception>
#include <functional>
#include <ostream>
#include <string>

#include "core/error.hpp"

namespace mind::reporting {

/// CLI-175: the exit code of a runtime error.
inline constexpr int kRuntimeErrorExit = 1;

/// `{"schema":1,"error":{"kind":K,"message":M}}`, with `"details":D` when the
/// error carries structured findings (CLI-221; absent, never null, otherwise).
std::string error_envelope(const Error& error);

/// Text mode: `error: <message>` then a `hint: ` line per hint, or the kind's
/// remedy when the error names no hint of its own.
std::string error_text(const Error& error);

/// Where the sink writes: the channel of the one `--json` document (the real
/// stdout) and the diagnostics stream (stderr).
struct ErrorChannels {
  std::function<void(const std::string&)> document;
  std::ostream& diagnostics;
};

/// Reports `failure` (std::current_exception() in a `catch (...)`): under
/// `json` the envelope as the one document on stdout and nothing on stderr
/// (CLI-181), else the text on stderr. Returns kRuntimeErrorExit.
int report_failure(std::exception_ptr failure, bool json, const ErrorChannels& channels);

}  // namespace mind::reporting
