#pragma once
/// Shell quoting for remedy commands printed for the user to paste (CLI-225):
/// a name a source or a user typed may hold `;`, spaces or `$(...)`, which a
/// pasted hint must never run.

#include <string>

namespace mind {

/// `text` in single quotes, each `'` written as `'\''`.
std::string shell_quote(const std::string& text);

}  // namespace mind
