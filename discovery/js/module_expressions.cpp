// The module parser's expressions: operators, operands, arrays, parenthesised
// expressions and `new` (js/module_parser_internal.hpp; members and calls are
// in js/module_calls.cpp, arrows and function and class expressions in
// js/module_arrows.cpp, literals, objects and names in js/module_literals.cpp).
// A parenthesised list, an array or an object is parsed as an expression and
// its `Doubts` kept until the token after it says whether it was a pattern.

#include <array>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "discovery/js/module_parser_internal.hpp"

namespace mind::discovery::js::module {
namespace {

struct Nesting {
  explicit Nesting(int& depth) : depth_(depth) {}
  ~Nesting() { --depth_; }
  int& depth_;
};

}  // namespace

int Parser::expression(int for_init, Doubts* doubts) {
  const std::size_t start = cur_.start;
  const int first = assignment(for_init, doubts);
  if (!at(",")) return first;
  Scratch items(pool_);
  items->push_back(first);
  while (eat(",")) items->push_back(assignment(for_init, doubts));
  return add_list(Ty::sequence, start, *items);
}

int Parser::assignment(int for_init, Doubts* given) {
  enter();
  const Nesting nesting(depth_);
  const std::size_t start = cur_.start;
  if (at_word("yield") && in_body(kGenerator)) return yield_expression(for_init);
  if (at_name() || at("(")) {
    arrow_may_start_at_ = static_cast<long>(start);
    arrow_is_in_for_await_ = for_init == kForAwait;
  }
  Doubts local;
  Doubts& doubts = given != nullptr ? *given : local;
  const long saved_target = doubts.parenthesized_target;
  const long saved_comma = doubts.comma_after_spread;
  const long saved_proto = doubts.second_proto;
  doubts.parenthesized_target = doubts.comma_after_spread = -1;
  int expr = unary_here(&doubts, false, false, for_init);
  if ((precedence() > 0 || cur_code_ == '?') && !doubts.must_be_pattern()) {
    expr = operators(expr, start, for_init);
  }
  expr = not_private(expr);
  if (!at_assign_op()) {
    if (given == nullptr) settle_as_expression(&doubts);
    if (saved_target >= 0) doubts.parenthesized_target = saved_target;
    if (saved_comma >= 0) doubts.comma_after_spread = saved_comma;
    return expr;
  }
  return assign_to(expr, start, doubts, saved_proto, for_init);
}

// The binary operators and the conditional after an operand.
int Parser::operators(int expr, std::size_t start, int for_init) {
  if (precedence() > 0 && (node(expr).type != Ty::arrow || node(expr).start != start)) {
    expr = binary(expr, start, 0, for_init);
  }
  if (eat("?")) {
    not_private(expr);
    assignment();
    expect(":");
    assignment(for_init);
    expr = make(Ty::other, start);
  }
  return expr;
}

int Parser::assign_to(int left, std::size_t start, Doubts& doubts, long second_proto,
                      int for_init) {
  const bool plain = at("=");
  int target = left;
  if (plain) {
    target = assignment_target(left, &doubts);
  } else {
    check_target(left);
  }
  doubts.parenthesized_target = doubts.comma_after_spread = -1;
  doubts.second_proto = -1;
  if (doubts.shorthand_default >= static_cast<long>(node(left).start)) {
    doubts.shorthand_default = -1;
  }
  next();
  const int right = assignment(for_init);
  doubts.second_proto = second_proto;
  const int result = make(Ty::assign, start, target, right);
  node(result).plain_assign = plain;
  return result;
}

int Parser::yield_expression(int for_init) {
  const std::size_t start = cur_.start;
  if (first_yield_ == 0) first_yield_ = start + 1;
  next();
  bool has_argument = false;
  if (!cur_.newline_before) {
    if (at("*")) {
      has_argument = true;
    } else if (cur_.kind == TokenKind::identifier) {
      const std::string_view v = cur_value_;
      has_argument = !cur_keyword_ || v == "class" || v == "delete" || v == "false" ||
                     v == "function" || v == "import" || v == "new" || v == "null" ||
                     v == "super" || v == "this" || v == "true" || v == "typeof" || v == "void";
    } else if (cur_.kind == TokenKind::punctuator) {
      const std::string_view v = cur_value_;
      has_argument = v == "!" || v == "~" || v == "+" || v == "-" || v == "++" || v == "--" ||
                     v == "[" || v == "{" || v == "(" || v == "/" || v == "/=";
    } else {
      has_argument = cur_.kind != TokenKind::end;
    }
  }
  if (has_argument) {
    eat("*");
    assignment(for_init);
  }
  return make(Ty::other, start);
}

// A binary expression is never a pattern and its node refers to neither
// operand: once an operand is checked, the nodes it was read into and the
// node of the operation before are dead, and the arena is cut back to them,
// so a statement of one long expression holds a few nodes, not one per
// operand and operator (megabytes at the cap, written once and dropped).
int Parser::binary(int left, std::size_t start, int min_precedence, int for_init) {
  bool made_here = false;  // `left` is the last node, made by this loop
  for (;;) {
    const int prec = precedence();
    if (prec <= min_precedence) break;
    if (for_init != 0 && at_kw("in")) break;
    const bool coalesce = at("??");
    const int own = coalesce ? 2 : prec;
    const std::size_t kept_nodes = made_here ? static_cast<std::size_t>(left) : nodes_.size();
    const std::size_t kept_lists = lists_.size();
    next();
    const std::size_t right_start = cur_.start;
    int right = unary(nullptr, false, false, for_init);
    if (precedence() > own) right = binary(right, right_start, own, for_init);
    right_operand(right);
    if (own <= 2) not_private(left);
    nodes_.resize(kept_nodes);
    lists_.resize(kept_lists);
    left = make(Ty::other, start);
    made_here = true;
    if (own > 2) continue;
    if (coalesce ? (at("||") || at("&&")) : at("??")) {
      raise(cur_.start, "`??` mixed with `||` or `&&` without parentheses");
    }
  }
  return left;
}

[[gnu::always_inline]] inline int Parser::right_operand(int index) {
  if (node(index).type == Ty::private_name) {
    raise(node(index).start, "a private name on the right of a binary operator");
  }
  return index;
}

namespace {

// The single-character punctuators that start a unary operator.
constexpr std::array<bool, 256> kPrefixPunctuator = [] {
  std::array<bool, 256> table{};
  for (const char c : std::string_view("!~+-")) table[static_cast<unsigned char>(c)] = true;
  return table;
}();

}  // namespace

// Most operands start with no operator: they go straight to subscripted and
// back, through a frame that holds nothing else (unary_operator has the rest).
int Parser::unary(Doubts* doubts, bool after_prefix, bool in_update, int for_init) {
  return unary_here(doubts, after_prefix, in_update, for_init);
}

// unary() in its caller's frame: assignment() reads its operand so, so that
// nesting through an assignment (`((a))`, `[[a]]`, `{a:{a:1}}`) recurs
// through one frame per level where it went through two.
[[gnu::always_inline]] inline int Parser::unary_here(Doubts* doubts, bool after_prefix,
                                                     bool in_update, int for_init) {
  enter();
  const Nesting nesting(depth_);
  if (may_start_unary_operator()) [[unlikely]] {
    // `!`, `~`, `+`, `-` (runs of them nest): straight to their operand.
    if (cur_code_ != 0 && cur_code_ <= 0xff) return prefixed(doubts, in_update, for_init);
    return unary_operator(doubts, after_prefix, in_update, for_init);
  }
  const std::size_t start = cur_.start;
  const int result = operand(doubts, for_init);
  // `++`, `--` and `**` are the longer punctuators: a single one ends here.
  if (cur_code_ <= 0xff) [[likely]]
    return result;
  return unary_tail(result, start, doubts, after_prefix, in_update, for_init);
}

[[gnu::always_inline]] inline bool Parser::may_start_unary_operator() const {
  if (cur_code_ != 0) {
    return cur_code_ <= 0xff ? kPrefixPunctuator[cur_code_]
                             : cur_code_ == pack("++") || cur_code_ == pack("--");
  }
  // `typeof`, `void`, `delete` are keywords, `await` has five letters.
  if (cur_.kind == TokenKind::identifier) return cur_keyword_ || cur_value_.size() == 5;
  return cur_.kind == TokenKind::private_name;
}

int Parser::unary_operator(Doubts* doubts, bool after_prefix, bool in_update, int for_init) {
  const std::size_t start = cur_.start;
  int result = -1;
  const bool punct = cur_.kind == TokenKind::punctuator;
  if ((punct && (at("!") || at("~") || at("+") || at("-"))) || at_kw("typeof") || at_kw("void") ||
      at_kw("delete")) {
    return prefixed(doubts, in_update, for_init);
  }
  if (punct && (at("++") || at("--"))) {
    next();
    const int argument = not_private(unary(nullptr, true, true, for_init));
    settle_as_expression(doubts);
    check_target(argument);
    result = make(Ty::other, start);
  } else if (at_word("await") && can_await()) {
    if (first_await_ == 0) first_await_ = start + 1;
    next();
    not_private(unary(nullptr, true, false, for_init));
    after_prefix = true;
    result = make(Ty::other, start);
  } else if (cur_.kind == TokenKind::private_name && !after_prefix) {
    if (for_init != 0 || classes_.empty()) unexpected();
    const int name_node = private_name();
    if (!at_kw("in")) unexpected();
    return name_node;
  } else {
    return unary_tail(subscripted(doubts, for_init), start, doubts, after_prefix, in_update,
                      for_init);
  }
  return exponent(result, start, after_prefix, in_update, for_init);
}

// An operand's postfix `++`/`--` and a `**` after it.
int Parser::unary_tail(int result, std::size_t start, Doubts* doubts, bool after_prefix,
                       bool in_update, int for_init) {
  if (doubts != nullptr && doubts->must_be_pattern()) return result;
  while ((at("++") || at("--")) && !cur_.newline_before) {
    check_target(result);
    next();
    result = make(Ty::other, start);
  }
  return exponent(result, start, after_prefix, in_update, for_init);
}

int Parser::exponent(int result, std::size_t start, bool after_prefix, bool in_update,
                     int for_init) {
  if (!at("**") || in_update) return result;
  next();
  if (after_prefix) unexpected(last_start_);
  right_operand(unary(nullptr, false, false, for_init));
  return make(Ty::other, start);
}

// A run of prefix operators (`!`, `~`, `+`, `-`, `typeof`, `void`,
// `delete`) is read in a loop rather than one call of unary and prefixed per
// operator: each operator after the first counts one level of nesting as its
// own unary would, and the checks each would make after its operand are
// made in the same order, innermost first.
int Parser::prefixed(Doubts* doubts, bool in_update, int for_init) {
  const std::size_t base = prefix_run_.size();
  int levels = 0;
  for (;;) {
    prefix_run_.push_back({cur_.start, at_kw("delete")});
    next();
    const bool another = (cur_code_ != 0 && cur_code_ <= 0xff && kPrefixPunctuator[cur_code_]) ||
                         at_kw("typeof") || at_kw("void") || at_kw("delete");
    if (!another) break;
    enter();  // the unary this operator would have been read in
    ++levels;
  }
  int argument = unary(nullptr, true, false, for_init);
  for (std::size_t i = prefix_run_.size(); i-- > base;) {
    const PrefixOperator op = prefix_run_[i];
    const bool outermost = i == base;
    not_private(argument);
    if (outermost) settle_as_expression(doubts);
    if (op.is_delete) check_delete(argument, op.start);
    if (!(outermost && in_update) && eat("**")) unexpected(last_start_);
    argument = make(Ty::other, op.start);
  }
  prefix_run_.resize(base);
  depth_ -= levels;
  return argument;
}

void Parser::check_delete(int index, std::size_t at) {
  if (node(index).type == Ty::identifier) raise(at, "`delete` of a plain name in module code");
  const int inner = node(index).type == Ty::chain ? node(index).a : index;
  if (node(inner).type == Ty::member && node(inner).b >= 0 &&
      node(node(inner).b).type == Ty::private_name) {
    raise(at, "`delete` of a private field");
  }
}

namespace {

// The single-character punctuators that continue an operand: a call, a
// computed member, a member.
constexpr std::array<bool, 256> kSubscriptStart = [] {
  std::array<bool, 256> table{};
  for (const char c : std::string_view("([.")) table[static_cast<unsigned char>(c)] = true;
  return table;
}();

}  // namespace

int Parser::subscripted(Doubts* doubts, int for_init) { return operand(doubts, for_init); }

// subscripted() inlined where the nesting passes through it (unary).
[[gnu::always_inline]] inline int Parser::operand(Doubts* doubts, int for_init) {
  const std::size_t start = cur_.start;
  const int base = atom(doubts, for_init, false);
  const Ty type = node(base).type;
  if (type == Ty::arrow && source_.text()[last_start_] != ')') return base;
  // Most operands are not followed by a call, a member or a template.
  const bool continues = cur_code_ <= 0xff ? kSubscriptStart[cur_code_] : cur_code_ == pack("?.");
  if (!continues && !at_template() && type != Ty::super_) [[likely]]
    return base;
  return subscripted_rest(base, start, doubts, for_init);
}

// Inlined into atom (so into unary): nested arrays recur through one frame
// fewer per level, which is a call and a return fewer per level.
[[gnu::always_inline]] inline int Parser::array_literal(Doubts* doubts) {
  const std::size_t start = cur_.start;
  next();
  if (eat("]")) return add_list(Ty::array, start, {});
  // Most nested arrays hold one element: no list buffer for it.
  const int first = at(",") ? -1 : at("...") ? spread(doubts) : assignment(0, doubts);
  if (eat("]")) return add_list(Ty::array, start, std::span<const int>(&first, 1));
  Scratch elements(pool_);
  elements->push_back(first);
  while (!list_ends("]", false)) {
    elements->push_back(at(",") ? -1 : at("...") ? spread(doubts) : assignment(0, doubts));
  }
  return add_list(Ty::array, start, *elements);
}

// The operands nesting is made of first: a name, a parenthesised
// expression, an array, an object; atom_other has the rest.
[[gnu::always_inline]] inline int Parser::atom(Doubts* doubts, int for_init, bool in_new) {
  if (cur_.kind == TokenKind::identifier && !cur_keyword_) return name_or_arrow(for_init);
  if (cur_code_ == '(') return parenthesized(doubts, for_init);
  if (cur_code_ == '[') return array_literal(doubts);
  if (cur_code_ == '{') return object(doubts);
  return atom_other(doubts, for_init, in_new);
}

[[gnu::always_inline]] inline int Parser::parenthesized(Doubts* doubts, int for_init) {
  const std::size_t start = cur_.start;
  const int inner = parentheses_or_arrow(for_init);
  if (doubts != nullptr) {
    const Ty type = node(inner).type;
    if (doubts->parenthesized_target < 0 && type != Ty::identifier && type != Ty::member) {
      doubts->parenthesized_target = static_cast<long>(start);
    }
    if (doubts->parenthesized < 0) doubts->parenthesized = static_cast<long>(start);
  }
  return inner;
}

int Parser::atom_other(Doubts* doubts, int for_init, bool in_new) {
  if (at("/") || at("/=")) read_regex();
  const std::size_t start = cur_.start;
  switch (cur_.kind) {
    case TokenKind::number:
    case TokenKind::bigint:
    case TokenKind::string:
    case TokenKind::regex:
      return literal(false);  // a string's value matters only as a key or a name
    case TokenKind::template_full:
    case TokenKind::template_head:
      template_literal(false);
      return make(Ty::other, start);
    case TokenKind::identifier:
      break;
    case TokenKind::punctuator: {
      if (at("(")) return parenthesized(doubts, for_init);
      if (at("[")) return array_literal(doubts);
      if (at("{")) return object(doubts);
      unexpected();
    }
    default:
      unexpected();
  }
  if (!cur_keyword_) return name_or_arrow(for_init);
  const std::string_view keyword = cur_value_;  // into the source: outlives next()
  if (keyword == "this" || keyword == "null" || keyword == "true" || keyword == "false") {
    next();
    return make(Ty::literal, start);
  }
  if (keyword == "function") {
    next();
    return function_expression(start, false);
  }
  if (keyword == "class") return class_expression();
  if (keyword == "new") return new_expression();
  if (keyword == "super") {
    const int this_flags = scopes_[scope().this_scope].flags;
    if ((this_flags & kMethod) == 0) raise(start, "`super` outside a method");
    next();
    if (at("(") && (this_flags & kDerivedConstructor) == 0) {
      raise(start, "`super()` outside the constructor of a subclass");
    }
    if (!at(".") && !at("[") && !at("(")) unexpected();
    return make(Ty::super_, start);
  }
  if (keyword == "import") {
    next();
    if (at("(") && !in_new) return dynamic_import(start);
    if (at(".")) return meta_property("import", "meta", start);
    unexpected();
  }
  unexpected();
}

[[gnu::always_inline]] inline int Parser::name_or_arrow(int for_init) {
  const std::size_t start = cur_.start;
  const bool escaped = cur_.escaped;
  const bool arrow_here = arrow_may_start_at_ == static_cast<long>(start);
  const int id = name();
  if (cur_.newline_before) return id;
  const bool is_async = node(id).name == "async" && !escaped;
  if (is_async && at_kw("function")) {
    next();
    return function_expression(start, true);
  }
  if (!arrow_here) return id;
  if (eat("=>")) return arrow(start, std::span<const int>(&id, 1), false, for_init);
  if (is_async && at_name() && !(arrow_is_in_for_await_ && at_word("of"))) {
    const int param = name();
    if (cur_.newline_before) unexpected();
    expect("=>");
    return arrow(start, std::span<const int>(&param, 1), true, for_init);
  }
  return id;
}

// Most parenthesised expressions hold one expression and are no arrow's
// parameters: they are read here without a list (parentheses_list has the
// others, parentheses_arrow the arrows).
// Inlined into parenthesized (so into unary), its one caller: nested
// parentheses recur through one frame fewer per level.
[[gnu::always_inline]] inline int Parser::parentheses_or_arrow(int for_init) {
  Parens parens;
  parens.start = cur_.start;
  parens.saved_yield = first_yield_;
  parens.saved_await = first_await_;
  parens.arrow_here = arrow_may_start_at_ == static_cast<long>(parens.start);
  next();
  first_yield_ = first_await_ = 0;
  if (at(")") || at("...")) return parentheses_list(parens, -1, for_init);
  const int first = parenthesized_item(&parens.doubts);
  if (!at(")")) return parentheses_list(parens, first, for_init);
  next();
  if (parens.arrow_here && !cur_.newline_before && at("=>")) {
    return parentheses_arrow(parens, std::span<const int>(&first, 1), for_init);
  }
  settle_as_expression(&parens.doubts);
  if (parens.saved_yield != 0) first_yield_ = parens.saved_yield;
  if (parens.saved_await != 0) first_await_ = parens.saved_await;
  return first;
}

// A lone name before `,` or `)` (an arrow's parameter, most often) is what
// assignment() would make of it, read without its levels: their depth check
// at the name, then the name (assignment leaves the doubts of a lone name as
// they were).
// Inlined: nested parentheses recur through assignment() alone.
[[gnu::always_inline]] inline int Parser::parenthesized_item(Doubts* doubts) {
  if (at_lone_name(',', ')')) {
    if (depth_ + 2 > kMaxModuleNesting) too_deep();
    return name();
  }
  return assignment(0, doubts);
}

int Parser::parentheses_list(Parens& parens, int first, int for_init) {
  Scratch scratch(pool_);
  std::vector<int>& items = *scratch;
  if (first >= 0) items.push_back(first);
  int rest = -1;
  bool trailing_comma = false;
  while (!at(")")) {
    if (!items.empty()) {
      expect(",");
      if (at(")")) {
        trailing_comma = true;
        break;
      }
    }
    if (at("...")) {
      rest = rest_binding();
      break;
    }
    items.push_back(parenthesized_item(&parens.doubts));
  }
  expect(")");
  if (parens.arrow_here && !cur_.newline_before && at("=>")) {
    if (rest >= 0) items.push_back(rest);
    return parentheses_arrow(parens, items, for_init);
  }
  if (rest >= 0) unexpected(node(rest).start);
  if (items.empty() || trailing_comma) unexpected(last_start_);
  settle_as_expression(&parens.doubts);
  if (parens.saved_yield != 0) first_yield_ = parens.saved_yield;
  if (parens.saved_await != 0) first_await_ = parens.saved_await;
  if (items.size() == 1) return items[0];
  return add_list(Ty::sequence, parens.start, items);
}

// At the `=>` after the parameters (and their rest, -1 for none).
int Parser::parentheses_arrow(Parens& parens, std::span<const int> params, int for_init) {
  next();
  settle_as_pattern(&parens.doubts, true);
  check_param_defaults();
  first_yield_ = parens.saved_yield;
  first_await_ = parens.saved_await;
  return arrow(parens.start, params, false, for_init);
}

int Parser::new_expression() {
  const std::size_t start = cur_.start;
  next();
  if (at(".")) return meta_property("new", "target", start);
  const std::size_t callee_start = cur_.start;
  const int callee = atom(nullptr, 0, true);
  if (!(node(callee).type == Ty::super_ && at("("))) subscripts(callee, callee_start, false, 0);
  if (eat("(")) {
    Doubts doubts;
    Scratch arguments(pool_);
    call_arguments(doubts, *arguments);
    settle_as_expression(&doubts);
  }
  return make(Ty::other, start);
}

}  // namespace mind::discovery::js::module
