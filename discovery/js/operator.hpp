#pragma once
/// How long an operator punctuator is, from its first byte: the one rule the
/// lexer (Lexer::lex_punctuator) and the module parser's own quick read of a
/// punctuator (js/module_parser.cpp) both follow, so the two can never read
/// `a?.5`, `>>>=` or `**=` differently.

#include <cstddef>

#include "discovery/js/chars.hpp"

namespace mind::discovery::js {

/// The length of the operator that starts with `c`, one of `?=!+-*%^&|<>/`.
/// `peek(k)` is the byte `k` places after the operator's start (any value
/// that is no operator byte past the end); at most three places are asked.
template <class Peek>
constexpr std::size_t operator_length(char c, Peek peek) {
  std::size_t n = 1;
  auto extend_if = [&](char expected) {
    if (peek(n) != expected) return false;
    ++n;
    return true;
  };
  switch (c) {
    case '?':  // `?.` is optional chaining unless a digit follows (`a?.5:b`)
      if (peek(1) == '.' && !is_decimal_digit(peek(2))) {
        ++n;
      } else if (extend_if('?')) {
        extend_if('=');
      }
      break;
    case '=':
      if (extend_if('>')) break;
      if (extend_if('=')) extend_if('=');
      break;
    case '!':
      if (extend_if('=')) extend_if('=');
      break;
    case '+':
    case '-':
      if (!extend_if(c)) extend_if('=');
      break;
    case '*':
      extend_if('*');
      extend_if('=');
      break;
    case '%':
    case '^':
    case '/':
      extend_if('=');
      break;
    case '&':
    case '|':
      extend_if(c);
      extend_if('=');
      break;
    case '<':
      extend_if('<');
      extend_if('=');
      break;
    default:  // '>'
      if (extend_if('>')) extend_if('>');
      extend_if('=');
      break;
  }
  return n;
}

}  // namespace mind::discovery::js
