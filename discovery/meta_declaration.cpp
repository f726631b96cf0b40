#include "discovery/meta_declaration.hpp"

#include <string>
#include <string_view>
#include <utility>

#include "core/utf8.hpp"

namespace mind::discovery {

// A regular expression inside the meta is bounded by the lexer's own limit:
// the two agree, so a file is not refused for depth by one and read by the other.
static_assert(kMaxMetaNestingDepth == js::kMaxRegexGroupDepth);

namespace {

using js::Token;
using js::TokenKind;

bool is_reserved_key(std::string_view key) {
  return key == "__proto__" || key == "constructor" || key == "prototype";
}

MetaReason reason_for(js::TokenError error) {
  switch (error) {
    case js::TokenError::syntax:
      return MetaReason::syntax_error;
    case js::TokenError::unsupported:
      return MetaReason::not_pure_literal;
    case js::TokenError::too_deep:
      return MetaReason::too_deep;
  }
  return MetaReason::syntax_error;
}

// After a line break, whether the token starts a new statement, so the
// declaration ends before it. Any identifier or keyword does (see the
// header), except `in` and `instanceof`: unescaped they continue the
// expression, and escaped they are a syntax error.
bool starts_statement_after_line_break(const Token& token) {
  switch (token.kind) {
    case TokenKind::identifier:
      return token.value != "in" && token.value != "instanceof";
    case TokenKind::string:
    case TokenKind::number:
    case TokenKind::bigint:
      return true;
    case TokenKind::punctuator:
      return token.value == "{" || token.value == "!" || token.value == "~" ||
             token.value == "++" || token.value == "--";
    default:
      return false;
  }
}

bool is_key_start(const Token& token) {
  return token.kind == TokenKind::identifier || token.kind == TokenKind::string ||
         token.kind == TokenKind::number || token.kind == TokenKind::bigint ||
         token.kind == TokenKind::private_name || token.is_punctuator("[") ||
         token.is_punctuator("*");
}

class MetaDeclarationReader {
 public:
  explicit MetaDeclarationReader(js::Lexer& lexer) : lexer_(lexer) {}

  MetaDeclaration read() {
    MetaDeclaration result;
    if (read_declaration()) result.keys = std::move(keys_);
    result.failure = std::move(failure_);
    return result;
  }

 private:
  void advance(bool regex_allowed) { current_ = lexer_.next(regex_allowed); }

  bool fail(MetaReason reason, std::string what, std::size_t offset) {
    if (!failure_) failure_ = DeclarationFailure{reason, std::move(what), offset};
    return false;
  }
  bool fail_at_current(MetaReason reason, std::string what) {
    return fail(reason, std::move(what), current_.start);
  }
  bool fail_on_error_token() {
    return fail_at_current(reason_for(current_.error_kind), current_.error);
  }

  bool read_declaration() {
    advance(false);
    if (!current_.is_punctuator("=")) {
      if (current_.kind == TokenKind::error) return fail_on_error_token();
      return fail_at_current(
          MetaReason::syntax_error,
          "expected '=' after `export const meta`, found " + js::describe_token(current_));
    }
    advance(true);
    const std::size_t initializer_offset = current_.start;
    MetaValue initializer;
    if (!read_value(0, /*record_keys=*/true, initializer)) return false;
    if (initializer.kind != MetaValueKind::object) {
      return fail(MetaReason::not_pure_literal,
                  "meta is initialised by " + std::string(describe_kind(initializer.kind)) +
                      ", not an object literal",
                  initializer_offset);
    }
    return read_declaration_end();
  }

  // After the object: `;`, the end of the file, or a line break before a
  // token that cannot continue the expression (automatic semicolon insertion).
  bool read_declaration_end() {
    if (current_.kind == TokenKind::end || current_.is_punctuator(";")) return true;
    if (current_.kind == TokenKind::error) return fail_on_error_token();
    if (current_.is_punctuator(",")) {
      return fail_at_current(MetaReason::not_first_statement,
                             "the declaration has more than one declarator");
    }
    const std::string construct = js::continuation_construct(current_);
    if (!construct.empty()) {
      return fail_at_current(MetaReason::not_pure_literal,
                             construct + " continues the meta initialiser");
    }
    if (current_.newline_before && starts_statement_after_line_break(current_)) {
      if (!current_.is_punctuator("++") && !current_.is_punctuator("--")) return true;
      // A prefix update needs an operand it can assign to: `-->` is not an
      // HTML comment in a module, and `++` before anything else is an error.
      advance(false);
      if (current_.kind == TokenKind::identifier && !current_.escaped &&
          !js::is_reserved_word(current_.value)) {
        return true;
      }
      return fail_at_current(MetaReason::syntax_error,
                             js::describe_token(current_) + " after a prefix update");
    }
    return fail_at_current(MetaReason::syntax_error,
                           js::describe_token(current_) + " after the meta object");
  }

  bool too_deep(int depth) {
    if (depth <= kMaxMetaNestingDepth) return false;
    fail_at_current(MetaReason::too_deep,
                    "nesting deeper than " + std::to_string(kMaxMetaNestingDepth) + " levels");
    return true;
  }

  // Precondition: current_ is the value's first token, lexed where a regular
  // expression may start. Postcondition: current_ is the token after it.
  bool read_value(int depth, bool record_keys, MetaValue& value) {
    switch (current_.kind) {
      case TokenKind::error:
        return fail_on_error_token();
      case TokenKind::end:
        return fail_at_current(MetaReason::syntax_error, "the file ends inside the meta object");
      case TokenKind::string:
      case TokenKind::template_full:
        value.kind = MetaValueKind::string;
        value.text = std::move(current_.value);
        value.lone_surrogate = current_.lone_surrogate;
        advance(false);
        return true;
      case TokenKind::template_head:
        return fail_at_current(MetaReason::not_pure_literal, "a template with a ${} substitution");
      case TokenKind::number:
        value.kind = MetaValueKind::number;
        advance(false);
        return true;
      case TokenKind::bigint:
        value.kind = MetaValueKind::bigint;
        advance(false);
        return true;
      case TokenKind::regex:
        value.kind = MetaValueKind::regex;
        advance(false);
        return true;
      case TokenKind::private_name:
        return fail_at_current(MetaReason::syntax_error, "a private name");
      case TokenKind::identifier:
        return read_identifier_value(value);
      case TokenKind::punctuator:
        break;
    }
    const std::string& text = current_.value;
    if (text == "{") return read_object(depth + 1, record_keys, value);
    if (text == "[") return read_array(depth + 1, value);
    if (text == "(") return read_parenthesized(depth + 1, record_keys, value);
    if (text == "-") return read_negated_number(depth, value);
    if (text == "+" || text == "!" || text == "~") {
      return fail_at_current(MetaReason::not_pure_literal, "a unary '" + text + "' expression");
    }
    if (text == "++" || text == "--") {
      return fail_at_current(MetaReason::not_pure_literal, "an update expression");
    }
    if (text == "...") return fail_at_current(MetaReason::not_pure_literal, "a spread element");
    return fail_at_current(MetaReason::syntax_error, js::describe_unexpected(current_));
  }

  bool read_identifier_value(MetaValue& value) {
    if (current_.is_word("true") || current_.is_word("false")) {
      value.kind = MetaValueKind::boolean;
      advance(false);
      return true;
    }
    if (current_.is_word("null")) {
      value.kind = MetaValueKind::null;
      advance(false);
      return true;
    }
    const std::size_t offset = current_.start;
    const std::string identifier = current_.value;
    if (!current_.escaped) {
      if (identifier == "function")
        return fail(MetaReason::not_pure_literal, "a function expression", offset);
      if (identifier == "class")
        return fail(MetaReason::not_pure_literal, "a class expression", offset);
      if (identifier == "new" || identifier == "typeof" || identifier == "void" ||
          identifier == "delete" || identifier == "await" || identifier == "yield") {
        return fail(MetaReason::not_pure_literal, "a '" + identifier + "' expression", offset);
      }
    }
    // Name the construct the identifier heads, when the next token says so.
    advance(false);
    std::string construct = js::continuation_construct(current_);
    if (construct.empty() || construct.rfind("a binary", 0) == 0 || construct == "an assignment") {
      construct = "identifier '" + utf8::printable(identifier) + "'";
    }
    return fail(MetaReason::not_pure_literal, construct, offset);
  }

  // `-` applied directly to a number literal, also through parentheses: `-1`,
  // `-(1)`. Not `- -1`, `-1n` or `-x`.
  bool read_negated_number(int depth, MetaValue& value) {
    const std::size_t offset = current_.start;
    advance(true);
    int parentheses = 0;
    while (current_.is_punctuator("(")) {
      ++parentheses;
      if (too_deep(depth + parentheses)) return false;
      advance(true);
    }
    if (current_.kind == TokenKind::error) return fail_on_error_token();
    if (current_.kind == TokenKind::bigint) {
      return fail(MetaReason::not_pure_literal, "'-' applied to a BigInt", offset);
    }
    if (current_.kind != TokenKind::number) {
      return fail(MetaReason::not_pure_literal,
                  "'-' applied to something other than a number literal", offset);
    }
    advance(false);
    for (; parentheses > 0; --parentheses) {
      if (!current_.is_punctuator(")")) return fail_after_value("a parenthesised number");
      advance(false);
    }
    value.kind = MetaValueKind::number;
    return true;
  }

  // A token after a complete value that is not the separator or closer the
  // container expects.
  bool fail_after_value(std::string_view container) {
    if (current_.kind == TokenKind::error) return fail_on_error_token();
    const std::string construct = js::continuation_construct(current_);
    if (!construct.empty()) return fail_at_current(MetaReason::not_pure_literal, construct);
    if (current_.kind == TokenKind::end) {
      return fail_at_current(MetaReason::syntax_error, "the file ends inside the meta object");
    }
    return fail_at_current(MetaReason::syntax_error,
                           js::describe_unexpected(current_) + " in " + std::string(container));
  }

  bool read_parenthesized(int depth, bool record_keys, MetaValue& value) {
    if (too_deep(depth)) return false;
    advance(true);
    if (current_.is_punctuator(")")) {
      return fail_at_current(MetaReason::not_pure_literal, "an arrow function");
    }
    if (!read_value(depth, record_keys, value)) return false;
    if (current_.is_punctuator(",")) {
      return fail_at_current(MetaReason::not_pure_literal, "a comma expression");
    }
    if (!current_.is_punctuator(")")) return fail_after_value("parentheses");
    advance(false);
    if (current_.is_punctuator("=>")) {
      return fail_at_current(MetaReason::not_pure_literal, "an arrow function");
    }
    return true;
  }

  // Enters an array or object at `depth`: the token after its opener is
  // lexed with `regex_allowed`.
  bool open_container(int depth, MetaValueKind kind, MetaValue& value, bool regex_allowed) {
    if (too_deep(depth)) return false;
    value.kind = kind;
    advance(regex_allowed);
    return true;
  }

  // Steps past `closer` when it is the current token.
  bool take_closer(std::string_view closer) {
    if (!current_.is_punctuator(closer)) return false;
    advance(false);
    return true;
  }

  bool read_array(int depth, MetaValue& value) {
    if (!open_container(depth, MetaValueKind::array, value, true)) return false;
    for (;;) {
      if (take_closer("]")) return true;
      if (current_.is_punctuator(","))
        return fail_at_current(MetaReason::not_pure_literal, "an array hole");
      MetaValue element;
      if (!read_value(depth, false, element)) return false;
      if (current_.is_punctuator(",")) {
        advance(true);
      } else if (!current_.is_punctuator("]")) {
        return fail_after_value("an array");
      }
    }
  }

  bool read_object(int depth, bool record_keys, MetaValue& value) {
    if (!open_container(depth, MetaValueKind::object, value, false)) return false;
    for (;;) {
      if (take_closer("}")) return true;
      if (!read_property(depth, record_keys)) return false;
      if (current_.is_punctuator(",")) {
        advance(false);
      } else if (!current_.is_punctuator("}")) {
        return fail_after_value("an object");
      }
    }
  }

  bool read_property(int depth, bool record_keys) {
    const Token key = std::move(current_);
    current_ = Token{};
    current_.start = key.start;
    switch (key.kind) {
      case TokenKind::error:
        current_ = key;
        return fail_on_error_token();
      case TokenKind::identifier:
      case TokenKind::string:
      case TokenKind::number:
      case TokenKind::bigint:
        break;
      case TokenKind::punctuator:
        if (key.value == "...")
          return fail_at_current(MetaReason::not_pure_literal, "a spread property");
        if (key.value == "[")
          return fail_at_current(MetaReason::not_pure_literal, "a computed key");
        if (key.value == "*")
          return fail_at_current(MetaReason::not_pure_literal, "a generator method");
        [[fallthrough]];
      default:
        return fail_at_current(MetaReason::syntax_error,
                               js::describe_unexpected(key) + " where a key belongs");
    }
    const bool named_key = key.kind == TokenKind::identifier || key.kind == TokenKind::string;
    if (named_key && is_reserved_key(key.value)) {
      return fail_at_current(MetaReason::not_pure_literal,
                             "key '" + utf8::printable(key.value) + "'");
    }
    advance(false);
    if (!current_.is_punctuator(":")) return fail_after_key(key);
    advance(true);
    MetaValue value;
    if (!read_value(depth, false, value)) return false;
    if (record_keys && named_key) keys_.record(key.value, std::move(value));
    return true;
  }

  bool fail_after_key(const Token& key) {
    if (current_.kind == TokenKind::error) return fail_on_error_token();
    const std::string printable_key = utf8::printable(key.value);
    if (current_.is_punctuator("(")) {
      return fail(MetaReason::not_pure_literal, "a method", key.start);
    }
    if (key.kind == TokenKind::identifier) {
      if (current_.is_punctuator(",") || current_.is_punctuator("}")) {
        return fail(MetaReason::not_pure_literal, "shorthand property '" + printable_key + "'",
                    key.start);
      }
      if ((key.is_word("get") || key.is_word("set")) && is_key_start(current_)) {
        return fail(MetaReason::not_pure_literal, "an accessor ('" + key.value + "')", key.start);
      }
      if (key.is_word("async") && is_key_start(current_)) {
        return fail(MetaReason::not_pure_literal, "an async method", key.start);
      }
    }
    return fail_at_current(
        MetaReason::syntax_error,
        "expected ':' after key '" + printable_key + "', found " + js::describe_token(current_));
  }

  js::Lexer& lexer_;
  Token current_;
  std::optional<DeclarationFailure> failure_;
  MetaKeys keys_;
};

}  // namespace

MetaDeclaration read_meta_declaration(js::Lexer& lexer) {
  return MetaDeclarationReader(lexer).read();
}

}  // namespace mind::discovery
