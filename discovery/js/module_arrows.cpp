// The module parser's arrow functions and function and class expressions:
// an arrow's parameters, read first as a parenthesised expression, become
// patterns at the `=>` (js/module_parser_internal.hpp).

#include <span>

#include "discovery/js/module_parser_internal.hpp"

namespace mind::discovery::js::module {

int Parser::arrow(std::size_t start, std::span<const int> params, bool is_async, int for_init) {
  const std::size_t saved_yield = first_yield_;
  const std::size_t saved_await = first_await_;
  const std::size_t saved_await_name = first_await_name_;
  open_function(is_async, false, kArrow);
  first_yield_ = first_await_ = first_await_name_ = 0;
  if (params.size() == 1) {
    // One parameter (`a => ...`, the common case) needs no list buffer.
    const int one = to_pattern(params[0], true);
    arrow_body(start, std::span<const int>(&one, 1), for_init);
  } else {
    arrow_params(start, params, for_init);
  }
  first_yield_ = saved_yield;
  first_await_ = saved_await;
  first_await_name_ = saved_await_name;
  return make(Ty::arrow, start);
}

void Parser::arrow_params(std::size_t start, std::span<const int> params, int for_init) {
  Scratch patterns(pool_);
  for (const int param : params) patterns->push_back(to_pattern(param, true));
  arrow_body(start, *patterns, for_init);
}

[[gnu::always_inline]] inline void Parser::arrow_body(std::size_t start,
                                                      std::span<const int> patterns, int for_init) {
  if (at("{")) {
    function_body(start, -1, patterns);
    return;
  }
  assignment(for_init);
  // The scope closes next and an expression body declares nothing in it:
  // the parameters are checked, not recorded (one name: only its spelling).
  if (patterns.size() == 1 && node(patterns[0]).type == Ty::identifier) {
    check_target(patterns[0], kCheckOnly);
  } else {
    declare_params(patterns, false, kCheckOnly);
  }
  close_scope();
}

int Parser::class_expression() {
  const std::size_t start = cur_.start;
  const bool was_strict = class_head();
  const int id = at_name() ? name() : -1;
  class_rest(id, was_strict);
  return make(Ty::other, start);
}

int Parser::function_expression(std::size_t start, bool is_async) {
  open_function(is_async, eat("*"), 0);
  const std::size_t saved_await_name = first_await_name_;
  const int id = at_name() ? name() : -1;
  first_await_name_ = saved_await_name;
  function_rest(id);
  return make(Ty::other, start);
}
}  // namespace mind::discovery::js::module
