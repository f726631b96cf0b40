// The module parser's calls and members: the subscripts after an operand
// (`.name`, `[key]`, `?.`, tagged templates), call arguments and spreads,
// `new.target`/`import.meta` and `import(...)` (js/module_parser_internal.hpp).

#include <string>

#include "core/utf8.hpp"
#include "discovery/js/module_parser_internal.hpp"

namespace mind::discovery::js::module {

int Parser::subscripted_rest(int base, std::size_t start, Doubts* doubts, int for_init) {
  const int result = subscripts(base, start, true, for_init);
  if (doubts != nullptr && node(result).type == Ty::member) {
    const long from = static_cast<long>(node(result).start);
    if (doubts->parenthesized_target >= from) doubts->parenthesized_target = -1;
    if (doubts->parenthesized >= from) doubts->parenthesized = -1;
    if (doubts->comma_after_spread >= from) doubts->comma_after_spread = -1;
  }
  return result;
}

int Parser::subscripts(int base, std::size_t start, bool calls_allowed, int for_init) {
  const Node& b = node(base);
  const bool maybe_async_arrow = arrow_may_start_at_ == static_cast<long>(b.start) &&
                                 b.type == Ty::identifier && b.name == "async" &&
                                 b.end - b.start == 5 && b.end == last_end_ && !cur_.newline_before;
  int current = base;
  bool chained = false;
  for (;;) {
    const bool optional = eat("?.");
    if (optional && !calls_allowed) {
      raise(last_start_, "optional chaining in the callee of `new`");
    }
    if (at("(") && calls_allowed) {
      const int called = call(current, start, maybe_async_arrow && !optional, for_init);
      current = called;
      if (node(called).type == Ty::arrow) break;
    } else if (at_template() && node(current).type != Ty::super_) {
      if (chained || optional) raise(cur_.start, "optional chaining in the tag of a template");
      template_literal(true);
      current = make(Ty::other, start);
    } else if (at("[") || optional || at(".")) {
      const bool computed = at("[");
      int property = -1;
      if (computed) {
        next();
        expression();
        expect("]");
      } else {
        if (!optional) next();
        property = cur_.kind == TokenKind::private_name && node(current).type != Ty::super_
                       ? private_name()
                       : any_name();
      }
      current = make(Ty::member, start, current, property);
      node(current).computed = computed;
    } else {
      break;
    }
    chained = chained || optional;
  }
  if (node(current).type == Ty::super_) unexpected();
  return chained ? make(Ty::chain, start, current) : current;
}

int Parser::call(int callee, std::size_t start, bool maybe_async_arrow, int for_init) {
  (void)callee;
  const std::size_t saved_yield = first_yield_;
  const std::size_t saved_await = first_await_;
  const std::size_t saved_await_name = first_await_name_;
  Doubts doubts;
  next();
  first_yield_ = first_await_ = first_await_name_ = 0;
  Scratch arguments(pool_);
  call_arguments(doubts, *arguments);
  if (maybe_async_arrow && !cur_.newline_before && eat("=>")) {
    settle_as_pattern(&doubts, true);
    check_param_defaults();
    if (first_await_name_ != 0) {
      raise(first_await_name_ - 1, "'await' as a parameter name of an async arrow");
    }
    first_yield_ = saved_yield;
    first_await_ = saved_await;
    first_await_name_ = saved_await_name;
    return arrow(start, *arguments, true, for_init);
  }
  settle_as_expression(&doubts);
  if (saved_yield != 0) first_yield_ = saved_yield;
  if (saved_await != 0) first_await_ = saved_await;
  if (saved_await_name != 0) first_await_name_ = saved_await_name;
  return make(Ty::call, start);
}

void Parser::call_arguments(Doubts& doubts, std::vector<int>& arguments) {
  while (!list_ends(")", arguments.empty())) {
    arguments.push_back(at("...") ? spread(&doubts) : assignment(0, &doubts));
  }
}

int Parser::spread(Doubts* doubts) {
  const std::size_t start = cur_.start;
  next();
  const int argument = assignment(0, doubts);
  if (doubts != nullptr && at(",") && doubts->comma_after_spread < 0) {
    doubts->comma_after_spread = static_cast<long>(cur_.start);
  }
  return make(Ty::spread, start, argument);
}

int Parser::meta_property(std::string_view meta_view, std::string_view property_view,
                          std::size_t start) {
  next();  // the `.`
  const bool escaped = cur_.escaped;
  const int name_node = any_name();
  const std::string meta(meta_view), property(property_view);
  if (node(name_node).name != property) {
    raise(node(name_node).start, "`" + meta + "." + utf8::printable(node(name_node).name) +
                                     "`, where only `" + meta + "." + property + "` exists");
  }
  if (escaped) raise(start, "`" + meta + "." + property + "` spelled with an escape");
  if (meta == "new" && scope().this_scope == top_) {
    raise(start, "`new.target` outside a function");
  }
  return make(Ty::other, start);
}

int Parser::dynamic_import(std::size_t start) {
  next();  // the `(`
  assignment();
  if (!list_ends(")", false)) {
    assignment();
    if (!list_ends(")", false)) unexpected();
  }
  return make(Ty::call, start);
}
}  // namespace mind::discovery::js::module
