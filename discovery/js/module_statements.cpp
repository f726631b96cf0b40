// The module parser's statements: declarations, control flow and labels
// (js/module_parser_internal.hpp; functions are in js/module_functions.cpp,
// classes in js/module_classes.cpp).

#include <string>
#include <utility>

#include "core/utf8.hpp"
#include "discovery/js/lexer.hpp"
#include "discovery/js/module_parser_internal.hpp"

namespace mind::discovery::js::module {
namespace {

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

}  // namespace mind::discovery::js::module
