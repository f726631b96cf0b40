// The module parser's statements: declarations, control flow, labels,
// functions and classes (js_module_parser_internal.hpp).

#include <string>
#include <utility>

#include "core/utf8.hpp"
#include "discovery/js_lexer.hpp"
#include "discovery/js_module_parser_internal.hpp"

namespace mind::discovery::js::module {
namespace {

// What private_names_ holds for a name: taken for good, or a getter or a
// setter (+1 when static) that the other accessor may still join.
constexpr std::uint64_t kPrivateTaken = 1, kPrivateGetter = 2, kPrivateSetter = 4;

struct Nesting {
  explicit Nesting(int& depth) : depth_(depth) {}
  ~Nesting() { --depth_; }
  int& depth_;
};

}  // namespace

void Parser::statement(Ctx ctx) { statement_here(ctx); }

[[gnu::always_inline]] inline void Parser::statement_here(Ctx ctx) {
  const std::size_t nodes = nodes_.size();
  const std::size_t lists = lists_.size();
  statement_at(ctx);
  nodes_.resize(nodes);
  lists_.resize(lists);
}

void Parser::statement_at(Ctx ctx) {
  enter();
  const Nesting nesting(depth_);
  const bool exporting = std::exchange(exporting_, false);
  const std::size_t start = cur_.start;
  if (cur_.kind == TokenKind::punctuator) {
    if (at("{")) return block(true);
    if (at(";")) return next();
  }
  if (cur_keyword_) {
    const std::string_view keyword = cur_value_;  // into the source: outlives next()
    if (keyword == "var" || keyword == "const") {
      if (ctx != Ctx::list && keyword != "var") unexpected();
      const Declarators declared = declaration(keyword, 0);
      semicolon();
      if (exporting) {
        for (const int id : *declared.ids) record_exports(id);
      }
      return;
    }
    if (keyword == "if") return if_statement();
    if (keyword == "return") return return_statement(start);
    if (keyword == "function") {
      if (ctx != Ctx::list) unexpected();
      next();
      const std::size_t nodes = nodes_.size();
      function_declaration(start, false, false);
      if (exporting) record_exports(static_cast<int>(nodes));
      return;
    }
    if (keyword == "class") {
      if (ctx != Ctx::list) unexpected();
      const std::size_t nodes = nodes_.size();
      class_declaration();
      if (exporting) record_exports(static_cast<int>(nodes));
      return;
    }
    if (keyword == "for") return for_statement();
    if (keyword == "while") return while_statement();
    if (keyword == "do") return do_statement();
    if (keyword == "break" || keyword == "continue") return jump(keyword == "break");
    if (keyword == "switch") return switch_statement();
    if (keyword == "throw") return throw_statement();
    if (keyword == "try") return try_statement();
    if (keyword == "with") raise(start, "a `with` statement, which module code does not allow");
    if (keyword == "debugger") {
      next();
      return semicolon();
    }
    if (at_module_item()) raise(start, "`import` or `export` below the top level");
    expression();
    return semicolon();
  }
  if (at_name()) {
    // Only `let`, `async`, `await` and `using` may start a declaration here:
    // most names skip the three looks ahead.
    const bool may_declare = !cur_.escaped && (cur_value_.size() == 3 || cur_value_.size() == 5);
    if (may_declare && at_let_declaration(ctx)) {
      if (ctx != Ctx::list) unexpected();
      const Declarators declared = declaration("let", 0);
      semicolon();
      if (exporting) {
        for (const int id : *declared.ids) record_exports(id);
      }
      return;
    }
    if (may_declare && at_async_function()) {
      if (ctx != Ctx::list) unexpected();
      next();
      next();
      const std::size_t nodes = nodes_.size();
      function_declaration(start, true, false);
      if (exporting) record_exports(static_cast<int>(nodes));
      return;
    }
    const std::string_view kind = may_declare ? using_kind(false) : std::string_view();
    if (!kind.empty()) {
      if (kind == "await using" && !can_await()) {
        raise(start, "`await using` outside an async function");
      }
      declaration_statement(kind, Ctx::list);
      return;
    }
    const LoneStatement lone = at_lone_statement();
    if (lone != LoneStatement::none) {
      // What expression() would do for a lone name: the depth check of its
      // assignment and unary levels, at the name, then the name; the token
      // after it ends the expression.
      if (depth_ + 2 > kMaxModuleNesting) too_deep();
      const int id = name();
      if (lone == LoneStatement::name) return semicolon();
      next();  // the `:`
      return labeled(node(id), ctx);
    }
    const int expr = expression();
    if (node(expr).type == Ty::identifier && eat(":")) return labeled(node(expr), ctx);
    return semicolon();
  }
  expression();
  semicolon();
}

// A name the quick look ahead may read alone, without the expression levels
// a name would otherwise go through. The names that an expression reads
// otherwise (`yield`, `await`, `async`) and escaped ones take the general
// path; name() refuses the reserved words as the expression would.
bool Parser::at_lone_name_candidate() const {
  if (!at_name() || cur_.escaped) return false;
  return cur_value_.size() != 5 ||
         (cur_value_ != "yield" && cur_value_ != "await" && cur_value_ != "async");
}

// Such a name with `one` or `other` after it (an item before `,` or `)`).
bool Parser::at_lone_name(char one, char other) const {
  if (!at_lone_name_candidate()) return false;
  const QuickPeek after = quick_peek();
  return after.known && !after.name && after.text.size() == 1 &&
         (after.text[0] == one || after.text[0] == other);
}

Parser::LoneStatement Parser::at_lone_statement() const {
  if (!at_lone_name_candidate()) return LoneStatement::none;
  const QuickPeek after = quick_peek();
  if (!after.known) return LoneStatement::none;
  if (after.name) {
    // On the next line, a name ends the statement unless it is an operator.
    return after.newline_before && after.text != "in" && after.text != "instanceof"
               ? LoneStatement::name
               : LoneStatement::none;
  }
  if (after.text.size() != 1) return LoneStatement::none;
  if (after.text[0] == ':') return LoneStatement::label;
  return after.text[0] == ';' || after.text[0] == '}' ? LoneStatement::name : LoneStatement::none;
}

bool Parser::at_let_declaration(Ctx ctx) const {
  if (!at_word("let")) return false;
  // What follows is most often a plain name: the lexer is not needed to say so.
  const QuickPeek quick = quick_peek();
  if (quick.known && quick.name) {
    return ctx == Ctx::list && quick.text != "in" && quick.text != "instanceof";
  }
  if (quick.known) return quick.text == "[" || (ctx == Ctx::list && quick.text == "{");
  const Token after = peek_token();
  if (after.kind == TokenKind::punctuator && after.value == "[") return true;
  if (after.kind == TokenKind::identifier) {
    if (after.escaped) return true;
    if (ctx != Ctx::list) return false;
    return after.value != "in" && after.value != "instanceof";
  }
  return ctx == Ctx::list && after.kind == TokenKind::punctuator && after.value == "{";
}

bool Parser::at_async_function() const {
  if (!at_word("async")) return false;
  const QuickPeek quick = quick_peek();
  if (quick.known) return quick.name && quick.text == "function" && !quick.newline_before;
  const Token after = peek_token();
  return after.kind == TokenKind::identifier && !after.escaped && after.value == "function" &&
         !after.newline_before;
}

std::string_view Parser::using_kind(bool in_for) const {
  const bool is_await = at_word("await");
  if (!is_await && !at_word("using")) return {};
  Lexer lexer(source_, LexMode::values, cur_end_);
  const Token after = lexer.next(false);
  if (after.newline_before) return {};
  if (is_await) {
    if (after.kind != TokenKind::identifier || after.escaped || after.value != "using") return {};
    if (lexer.position() == source_.size()) return {};
    const Token third = lexer.next(false);
    return third.newline_before ? std::string_view() : std::string_view("await using");
  }
  if (after.kind != TokenKind::identifier) return {};
  if (in_for && !after.escaped && after.value == "of") return {};
  return "using";
}

void Parser::declaration_statement(std::string_view kind, Ctx ctx) {
  if (ctx != Ctx::list && kind != "var") unexpected();
  declaration(kind, 0);
  semicolon();
}

Parser::Declarators Parser::declaration(std::string_view kind, int for_init) {
  const bool is_using = kind == "using" || kind == "await using";
  Declarators result(pool_);
  next();
  if (kind == "await using") next();
  do {
    const int id = is_using ? name() : binding_target();
    check_pattern(id, kind == "var" ? kVar : kLexical);
    bool has_init = false;
    if (eat("=")) {
      assignment(for_init);
      has_init = true;
    } else if (!at_kw("in") && !at_word("of")) {
      if (kind == "const") unexpected();
      if (is_using) {
        raise(last_end_, "a `" + std::string(kind) + "` declaration without an initializer");
      }
    }
    const bool identifier = node(id).type == Ty::identifier;
    if (!has_init && !identifier && !(for_init != 0 && (at_kw("in") || at_word("of")))) {
      raise(last_end_, "a destructuring declaration without an initializer");
    }
    if (result.count == 0) {
      result.first_has_init = has_init;
      result.first_is_identifier = identifier;
    }
    ++result.count;
    result.ids->push_back(id);
  } while (eat(","));
  return result;
}

void Parser::if_statement() {
  next();
  expect("(");
  expression();
  expect(")");
  statement(Ctx::if_);
  if (eat_kw("else")) statement(Ctx::if_);
}

void Parser::return_statement(std::size_t) {
  // A top-level `return` is allowed: the harness parses with
  // allowReturnOutsideFunction.
  next();
  if (!at(";") && !may_end_here()) expression();
  semicolon();
}

void Parser::while_statement() {
  next();
  expect("(");
  expression();
  expect(")");
  push_label({}, 1, 0);
  statement(Ctx::body);
  pop_label();
}

void Parser::do_statement() {
  next();
  push_label({}, 1, 0);
  statement(Ctx::body);
  pop_label();
  expect_kw("while");
  expect("(");
  expression();
  expect(")");
  eat(";");
}

void Parser::throw_statement() {
  next();
  if (cur_.newline_before) raise(last_end_, "a line break after `throw`");
  expression();
  semicolon();
}

void Parser::block(bool new_scope) {
  expect("{");
  // statement() in this frame: nested blocks recur through two frames per
  // level, not three.
  if (!new_scope) {
    while (!at("}")) statement_here(Ctx::list);
    next();
    return;
  }
  // The block's scope waits for materialize_block (most blocks declare
  // nothing); the one around it may be waiting too.
  const PendingBlock around = pending_block_;
  const int outer = scope_index();
  pending_block_ = PendingBlock{cur_.start, true};
  while (!at("}")) statement_here(Ctx::list);
  if (scope_index() != outer) close_scope();
  pending_block_ = around;
  next();
}

// The labelled statement is read with statement() in this frame: a chain of
// labels (`a: b: c: for ...`) recurs through two frames per label, not three
// (statement_at keeps its small frame: nested blocks recur through it).
void Parser::labeled(const Node& label, Ctx ctx) {
  const std::string_view label_name = label.name;
  const std::size_t label_start = label.start;
  // Entered now, as the label push_label adds below (its index), so that the
  // check that it is new and the entry cost one hash; a duplicate ends the parse.
  const std::uint32_t hash = NameTable::hash_of(0, label_name);
  const std::uint64_t shadowed = label_index_.exchange(hash, 0, label_name, labels_.size() + 1);
  if (shadowed > labels_base_) {
    raise(label_start, "the label '" + utf8::printable(label_name) + "' is already declared");
  }
  const int kind = at_kw("for") || at_kw("while") || at_kw("do") ? 1 : at_kw("switch") ? 2 : 0;
  // `a: b: for ...`: every label of the chain labels the loop; the first
  // one holds the kind for all.
  const bool chained = labels_.size() > labels_base_ && !labels_.back().name.empty() &&
                       labels_.back().body_start == label_start;
  const int chain = chained ? labels_.back().chain : static_cast<int>(labels_.size());
  push_label(label_name, kind, cur_.start, shadowed, hash);
  labels_.back().chain = chain;
  labels_[static_cast<std::size_t>(chain)].kind = kind;
  statement_here(ctx == Ctx::list || ctx == Ctx::label ? Ctx::label : Ctx::body);
  pop_label();
}

void Parser::jump(bool is_break) {
  const std::size_t start = cur_.start;
  next();
  std::string_view target;
  bool has_target = false;
  if (!at(";") && !may_end_here()) {
    const int label = plain_name();
    target = node(label).name;
    has_target = true;
  }
  semicolon();
  bool found = false;
  if (has_target) {
    const std::uint64_t index = label_index_.get(0, target);
    found = index > labels_base_ &&
            (is_break || labels_[static_cast<std::size_t>(labels_[index - 1].chain)].kind == 1);
  } else {
    found = open_loops_ > 0 || (is_break && open_switches_ > 0);
  }
  if (!found) {
    raise(start, std::string(is_break ? "a `break`" : "a `continue`") +
                     " with no enclosing target" +
                     (has_target ? " labelled '" + utf8::printable(target) + "'" : ""));
  }
}

void Parser::switch_statement() {
  next();
  expect("(");
  expression();
  expect(")");
  expect("{");
  push_label({}, 2, 0);
  open_scope(0);
  bool seen_default = false;
  while (!at("}")) {
    const std::size_t clause = cur_.start;
    if (eat_kw("case")) {
      expression();
    } else {
      expect_kw("default");
      if (seen_default) raise(clause, "a second `default` clause");
      seen_default = true;
    }
    expect(":");
    while (!at_kw("case") && !at_kw("default") && !at("}")) statement(Ctx::list);
  }
  close_scope();
  next();
  pop_label();
}

void Parser::try_statement() {
  const std::size_t start = cur_.start;
  next();
  block(true);
  bool handled = false;
  if (eat_kw("catch")) {
    const int param = eat("(") ? binding_target() : -1;
    open_scope(0);
    if (param >= 0) {
      check_pattern(param, node(param).type == Ty::identifier ? kCatchParam : kLexical);
      expect(")");
    }
    block(false);
    close_scope();
    handled = true;
  }
  if (eat_kw("finally")) {
    block(true);
    handled = true;
  }
  if (!handled) raise(start, "a `try` without `catch` or `finally`");
}

void Parser::for_statement() {
  const std::size_t start = cur_.start;
  next();
  const long await_at = can_await() && eat_word("await") ? static_cast<long>(last_start_) : -1;
  push_label({}, 1, 0);
  open_scope(0);
  expect("(");
  std::string_view kind;
  if (at_kw("var") || at_kw("const")) {
    kind = cur_value_;
  } else if (at_let_declaration(Ctx::list)) {
    kind = "let";
  } else {
    kind = using_kind(true);
  }
  if (!kind.empty()) {
    const Declarators declared = declaration(kind, kNoIn);
    if (declared.count == 1 && (at_kw("in") || at_word("of"))) {
      return for_each(start, true, &declared, kind, await_at);
    }
  } else if (!at(";")) {
    const bool starts_with_let = at_word("let");
    const bool starts_with_async = at_word("async");
    Doubts doubts;
    const int init = await_at >= 0 ? subscripted(&doubts, kForAwait) : expression(kNoIn, &doubts);
    const bool is_of = at_word("of");
    if (is_of || at_kw("in")) {
      if (!is_of && await_at >= 0) unexpected(static_cast<std::size_t>(await_at));
      if (is_of && await_at < 0 && starts_with_async && node(init).type == Ty::identifier) {
        unexpected();
      }
      if (is_of && starts_with_let) raise(node(init).start, "a for-of head starting with `let`");
      assignment_target(init, &doubts);
      return for_each(start, false, nullptr, kind, await_at);
    }
    settle_as_expression(&doubts);
  }
  if (await_at >= 0) unexpected(static_cast<std::size_t>(await_at));
  expect(";");
  if (!at(";")) expression();
  expect(";");
  if (!at(")")) expression();
  for_body();
}

void Parser::for_each(std::size_t, bool is_var_declaration, const Declarators* declarators,
                      std::string_view, long await_at) {
  const bool is_in = at_kw("in");
  if (is_in && await_at >= 0) unexpected(static_cast<std::size_t>(await_at));
  next();
  if (is_var_declaration && declarators != nullptr && declarators->first_has_init) {
    raise(last_start_, std::string("a for-") + (is_in ? "in" : "of") +
                           " loop variable declaration with an initializer");
  }
  if (is_in) {
    expression();
  } else {
    assignment();
  }
  for_body();
}

void Parser::for_body() {
  expect(")");
  statement(Ctx::body);
  close_scope();
  pop_label();
}

// ---------------------------------------------------------------- functions

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

// ---------------------------------------------------------------- classes

bool Parser::class_head() {
  next();
  return true;  // module code is strict before and inside the class
}

void Parser::class_declaration() {
  const bool was_strict = class_head();
  if (!at_name()) unexpected();
  const int id = bound();
  class_rest(id, was_strict);
}

void Parser::class_rest(int, bool) {
  const bool derived = eat_kw("extends");
  if (derived) subscripted(nullptr, 0);
  classes_.emplace_back();
  classes_.back().space = ++spaces_;
  expect("{");
  bool seen_constructor = false;
  while (!at("}")) {
    if (eat(";")) continue;
    class_member(derived);
    (void)seen_constructor;
  }
  next();
  ClassInfo done = std::move(classes_.back());
  classes_.pop_back();
  const int outer = static_cast<int>(classes_.size()) - 1;
  for (const auto& [used, at] : done.used) {
    if (private_names_.get(done.space, used) == 0) use_private_name(used, at, outer);
  }
}

bool Parser::at_property_name() const {
  return cur_.kind == TokenKind::identifier || at_number() || at_string() || at("[");
}

bool Parser::at_member_name() const {
  return at_property_name() || cur_.kind == TokenKind::private_name;
}

void Parser::static_block() {
  const std::size_t saved_base = std::exchange(labels_base_, labels_.size());
  const int saved_loops = std::exchange(open_loops_, 0);
  const int saved_switches = std::exchange(open_switches_, 0);
  open_scope(kStaticBlock | kMethod);
  while (!at("}")) statement(Ctx::list);
  next();
  close_scope();
  labels_base_ = saved_base;
  open_loops_ = saved_loops;
  open_switches_ = saved_switches;
}

void Parser::class_member(bool derived) {
  bool is_static = false;
  bool is_async = false;
  bool generator = false;
  bool modifier_is_key = false;
  PropKind accessor = PropKind::init;
  if (eat_word("static")) {
    if (eat("{")) return static_block();
    is_static = at_member_name() || at("*");
    modifier_is_key = !is_static;
  }
  if (!modifier_is_key && eat_word("async")) {
    is_async = (at_member_name() || at("*")) && !cur_.newline_before;
    modifier_is_key = !is_async;
  }
  if (!modifier_is_key) generator = eat("*");
  if (!modifier_is_key && !is_async && !generator) {
    const bool is_get = at_word("get");
    if (eat_word(is_get ? "get" : "set")) {
      modifier_is_key = !at_member_name();
      if (!modifier_is_key) accessor = is_get ? PropKind::get : PropKind::set;
    }
  }
  const bool computed = !modifier_is_key && at("[");
  std::string_view key_name;
  bool key_known = false;
  bool is_private = false;
  std::size_t key_start = 0;
  if (modifier_is_key) {
    key_name = source_.text().substr(last_start_, last_end_ - last_start_);
    key_known = true;
    key_start = last_start_;
  } else if (cur_.kind == TokenKind::private_name) {
    if (cur_value_ == "#constructor") raise(cur_.start, "a class element named '#constructor'");
    const int key = private_name();
    key_name = node(key).name;
    key_start = node(key).start;
    is_private = true;
  } else {
    const bool literal_key = at_string() || at_name() || is_keyword();
    const bool string_key = at_string();
    const int key = property_name();
    key_start = node(key).start;
    if (!computed && literal_key) {
      key_name = node(key).name;
      key_known = true;
    }
    (void)string_key;
  }
  if (at("(") || accessor != PropKind::init || generator || is_async) {
    const bool is_constructor = !is_static && key_known && key_name == "constructor";
    if (is_constructor && accessor != PropKind::init) {
      raise(key_start, "a constructor that is a getter or setter");
    }
    if (is_constructor && generator) raise(key_start, "a constructor that is a generator");
    if (is_constructor && is_async) raise(key_start, "a constructor that is async");
    if (is_static && key_known && key_name == "prototype") {
      raise(key_start, "a static method named 'prototype'");
    }
    method(is_async, generator, accessor,
           is_constructor && derived ? kMethod | kDerivedConstructor : kMethod);
    ClassInfo& info = classes_.back();
    if (is_constructor) {
      if (info.has_constructor) raise(key_start, "a second constructor in one class");
      info.has_constructor = true;
    } else if (is_private) {
      // A getter and a setter of one name (both static or neither) pair up.
      const std::uint64_t own = accessor == PropKind::get   ? kPrivateGetter
                                : accessor == PropKind::set ? kPrivateSetter
                                                            : kPrivateTaken;
      const std::uint64_t pair = accessor == PropKind::get   ? kPrivateSetter
                                 : accessor == PropKind::set ? kPrivateGetter
                                                             : 0;
      const std::uint64_t stat = is_static ? 1 : 0;
      const std::uint64_t found = private_names_.get(info.space, key_name);
      if (found != 0 && (pair == 0 || found != pair + stat)) {
        raise(key_start,
              "the private name '#" + utf8::printable(key_name) + "' is already declared");
      }
      private_names_.set(info.space, key_name,
                         found == 0 && pair != 0 ? own + stat : kPrivateTaken);
    }
    return;
  }
  if (key_known && key_name == "constructor") raise(key_start, "a class field named 'constructor'");
  if (is_static && key_known && key_name == "prototype") {
    raise(key_start, "a static class field named 'prototype'");
  }
  if (is_private) {
    ClassInfo& info = classes_.back();
    if (private_names_.get(info.space, key_name) != 0) {
      raise(key_start, "the private name '#" + utf8::printable(key_name) + "' is already declared");
    }
    private_names_.set(info.space, key_name, kPrivateTaken);
  }
  if (eat("=")) {
    open_scope(kFieldInit | kMethod);
    assignment();
    close_scope();
  }
  semicolon();
}

}  // namespace mind::discovery::js::module
