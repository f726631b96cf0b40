#include "discovery/js/token.hpp"

#include "core/utf8.hpp"

namespace mind::discovery::js {
namespace {

bool is_binary_operator(std::string_view text) {
  static constexpr std::string_view kOperators[] = {
      "+",   "-",   "*",  "/",  "%",   "**", "<", ">", "<=", ">=", "==", "!=",
      "===", "!==", "<<", ">>", ">>>", "&",  "|", "^", "&&", "||", "??"};
  for (std::string_view op : kOperators) {
    if (text == op) return true;
  }
  return false;
}

bool is_assignment_operator(std::string_view text) {
  return text.size() >= 2 && text.back() == '=' && text != "==" && text != "===" && text != "!=" &&
         text != "!==" && text != "<=" && text != ">=";
}

}  // namespace

std::string continuation_construct(const Token& token) {
  if (token.kind == TokenKind::template_full || token.kind == TokenKind::template_head) {
    return "a tagged template";
  }
  if (token.is_word("in") || token.is_word("instanceof")) {
    return "a binary expression ('" + token.value + "')";
  }
  if (token.kind != TokenKind::punctuator) return {};
  const std::string& text = token.value;
  if (text == "(") return "a call expression";
  if (text == "." || text == "?." || text == "[") return "a member expression";
  if (text == "?") return "a conditional expression";
  if (text == "=" || is_assignment_operator(text)) return "an assignment";
  if (text == "=>") return "an arrow function";
  if (is_binary_operator(text)) return "a binary expression ('" + text + "')";
  return {};
}

std::string describe_token(const Token& token) {
  switch (token.kind) {
    case TokenKind::end:
      return "the end of the file";
    case TokenKind::identifier:
      return "identifier '" + utf8::printable(token.value) + "'";
    case TokenKind::punctuator:
      return "'" + token.value + "'";
    case TokenKind::string:
      return "a string";
    case TokenKind::template_full:
    case TokenKind::template_head:
      return "a template";
    case TokenKind::number:
      return "a number";
    case TokenKind::bigint:
      return "a BigInt";
    case TokenKind::regex:
      return "a regular expression";
    case TokenKind::private_name:
      return "a private name";
    case TokenKind::error:
      return token.error;
  }
  return "a token";
}

std::string describe_unexpected(const Token& token) {
  if (token.kind == TokenKind::error) return token.error;
  std::string what = describe_token(token);
  for (const std::string_view article : {"a ", "an ", "the "}) {
    if (what.starts_with(article)) {
      what.erase(0, article.size());
      break;
    }
  }
  return "an unexpected " + what;
}

bool regex_may_follow(const Token& previous) {
  switch (previous.kind) {
    case TokenKind::punctuator:
      return previous.value != ")" && previous.value != "]";
    case TokenKind::identifier: {
      if (previous.escaped || previous.value.size() < 2 || previous.value.size() > 10) {
        return false;
      }
      static constexpr std::string_view kKeywords[] = {
          "return", "typeof", "instanceof", "in",      "of",     "new",
          "delete", "void",   "throw",      "case",    "do",     "else",
          "yield",  "await",  "export",     "default", "extends"};
      for (std::string_view keyword : kKeywords) {
        if (previous.value == keyword) return true;
      }
      return false;
    }
    default:
      return false;
  }
}

bool is_reserved_word(std::string_view word) {
  static constexpr std::string_view kReservedWords[] = {
      "await",    "break",   "case",       "catch",     "class",    "const",  "continue",
      "debugger", "default", "delete",     "do",        "else",     "enum",   "export",
      "extends",  "false",   "finally",    "for",       "function", "if",     "implements",
      "import",   "in",      "instanceof", "interface", "let",      "new",    "null",
      "package",  "private", "protected",  "public",    "return",   "static", "super",
      "switch",   "this",    "throw",      "true",      "try",      "typeof", "var",
      "void",     "while",   "with",       "yield"};
  for (std::string_view reserved : kReservedWords) {
    if (word == reserved) return true;
  }
  return false;
}

}  // namespace mind::discovery::js
