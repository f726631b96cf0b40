// The module parser's functions: declarations, expressions and arrows, their
// parameters, bodies and `"use strict"` directives, and methods
// (js/module_parser_internal.hpp).

#include <span>
#include <string>

#include "discovery/js/lexer.hpp"
#include "discovery/js/module_parser_internal.hpp"

namespace mind::discovery::js::module {

void Parser::function_declaration(std::size_t start, bool is_async, bool in_statement) {
  if (in_statement && at("*")) unexpected();
  const bool generator = eat("*");
  named_function(start, is_async, generator, in_statement);
}

void Parser::named_function(std::size_t, bool is_async, bool is_generator, bool in_statement) {
  const int id = name();
  materialize_block();
  if (!in_statement) check_target(id, scope().functions_are_vars ? kVar : kLexical);
  open_function(is_async, is_generator, 0);
  function_rest(id);
}

void Parser::open_function(bool is_async, bool is_generator, int flags) {
  open_scope(kFunction | flags | (is_async ? kAsync : 0) | (is_generator ? kGenerator : 0));
}

Parser::Params Parser::function_rest(int id) {
  const std::size_t saved_yield = first_yield_;
  const std::size_t saved_await = first_await_;
  const std::size_t saved_await_name = first_await_name_;
  first_yield_ = first_await_ = first_await_name_ = 0;
  Params params(pool_);
  params.start = cur_.start;
  expect("(");
  while (!list_ends(")", params.nodes->empty())) {
    if (at("...")) {
      params.nodes->push_back(last_binding(")"));
      break;
    }
    params.nodes->push_back(binding_element());
  }
  check_param_defaults();
  function_body(params.start, id, *params.nodes);
  first_yield_ = saved_yield;
  first_await_ = saved_await;
  first_await_name_ = saved_await_name;
  return params;
}

bool Parser::says_use_strict() const {
  const std::string_view text = source_.text();
  std::size_t at = cur_end_;
  for (;;) {
    Lexer lexer(source_, LexMode::values, at);
    const Token token = lexer.next(false);
    if (token.kind != TokenKind::string) return false;
    const std::size_t end = lexer.position();
    const bool is_use_strict =
        end == token.start + 12 && text.substr(token.start + 1, 10) == "use strict";
    Lexer probe(source_, LexMode::values, end);
    const Token after = probe.next(false);
    if (is_use_strict) {
      if (after.kind == TokenKind::punctuator && (after.value == ";" || after.value == "}")) {
        return true;
      }
      if (!after.newline_before) return false;
      if (after.kind == TokenKind::end) return true;
      if (after.kind == TokenKind::template_full || after.kind == TokenKind::template_head) {
        return false;
      }
      if (after.kind == TokenKind::punctuator) {
        const char c = after.value[0];
        if (std::string_view("(.[+-/*%<>=,?^&").find(c) != std::string_view::npos) return false;
        if (after.value.rfind("!=", 0) == 0) return false;
      }
      return true;
    }
    at = after.kind == TokenKind::punctuator && after.value == ";" ? probe.position() : end;
  }
}

void Parser::function_body(std::size_t start, int id, std::span<const int> params) {
  const bool simple = is_simple_list(params);
  if (!simple && says_use_strict()) {
    raise(start, "a 'use strict' directive in a function with non-simple parameters");
  }
  // A function's body sees no label outside it.
  const std::size_t saved_base = std::exchange(labels_base_, labels_.size());
  const int saved_loops = std::exchange(open_loops_, 0);
  const int saved_switches = std::exchange(open_switches_, 0);
  declare_params(params, false);
  if (id >= 0) check_target(id, kCheckOnly);
  block(false);
  labels_base_ = saved_base;
  open_loops_ = saved_loops;
  open_switches_ = saved_switches;
  close_scope();
}

void Parser::declare_params(std::span<const int> params, bool sloppy_simple, int kind) {
  const bool single = params.size() == 1 && node(params[0]).type == Ty::identifier;
  const std::uint32_t names = sloppy_simple || single ? 0 : ++spaces_;
  for (const int param : params) check_element(param, kind, names);
  if (param_entries_.size() >= kShortParameterList) {
    for (const std::string_view name : param_entries_) param_names_.erase(names, name);
  }
  param_entries_.clear();
  param_filter_ = 0;
}

void Parser::method(bool is_async, bool is_generator, PropKind kind, int flags) {
  open_function(is_async, is_generator, flags);
  const Params params = function_rest(-1);
  if (kind == PropKind::get && !params.nodes->empty()) {
    raise(params.start, "a getter with parameters");
  }
  if (kind == PropKind::set && params.nodes->size() != 1) {
    raise(params.start, "a setter without exactly one parameter");
  }
  if (kind == PropKind::set && node((*params.nodes)[0]).type == Ty::rest) {
    raise(node((*params.nodes)[0]).start, "a setter with a rest parameter");
  }
}
}  // namespace mind::discovery::js::module
