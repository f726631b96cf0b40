#pragma once
/// POSIX shell quoting for a command mind prints for the user to paste
/// (CLI-225: a remedy that embeds a name a source chose). A different concept
/// from display quoting (core/sanitize.hpp, `in_quotes`): this one must survive
/// the shell unchanged, so it only escapes; it never drops a character.

#include <string>
#include <string_view>

namespace mind {

/// `text` as one shell word: in single quotes, each `'` written `'\''`.
std::string shell_quoted(std::string_view text);

}  // namespace mind
