/// The module parser's shared state, split over files by concern:
/// js/module_tokens.cpp (reading tokens), js/module_parser.cpp (scopes, the
/// program and module items), js/module_statements.cpp,
/// js/module_functions.cpp, js/module_classes.cpp,
/// js/module_expressions.cpp (operators and operands), js/module_calls.cpp
/// (members, calls), js/module_arrows.cpp, js/module_literals.cpp (objects,
/// templates, names) and js/module_patterns.cpp (destructuring, binding and
/// assignment targets: the early errors a cover grammar defers). Its types
/// are in js/module_tree.hpp, its memory in js/module_buffers.hpp. Internal
/// to discovery/js/; the interface is js/module_parser.hpp.
///
/// Expressions are kept as a small tree in an arena (`nodes_`), because a
/// parenthesised list or an object literal may turn out to be a pattern only
/// at the `=>` or `=` after it. The arena is cut back after every statement,
/// so it holds one statement's expressions at most.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <deque>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "discovery/js/module_buffers.hpp"
#include "discovery/js/module_parser.hpp"
#include "discovery/js/module_tree.hpp"
#include "discovery/js/name_table.hpp"
#include "discovery/js/source.hpp"
#include "discovery/js/token.hpp"

namespace mind::discovery::js::module {

class Parser {
 public:
  explicit Parser(Source& source)
      : source_(source), text_(source.text().data()), size_(source.size()) {}
  void program();

 private:
  // --- tokens (js/module_tokens.cpp)
  [[noreturn]] void raise(std::size_t at, std::string problem);
  [[noreturn]] void unsure(std::size_t at, std::string problem);
  [[noreturn]] void unexpected() { unexpected(cur_.start); }
  [[noreturn]] void unexpected(std::size_t at);
  void take(Token&& token, std::size_t end);
  void settle(std::size_t end);  // cur_ was just read: check it and set what follows from it
  [[noreturn]] void fail_on(const Token& token);
  void recheck_unicode_regex(Token& token, std::size_t end);
  bool raw_template_part(std::size_t from, Token& token, std::size_t& end) const;
  void next();
  void next_token();  // next() for any token
  // next()'s other quick tokens (plain, after the token before, or after
  // plain spaces and line breaks: `newline` when one was among them).
  void next_after_blanks(std::size_t at);
  void next_punctuator(std::size_t at, bool newline);
  void begin_quick_token(TokenKind kind, std::size_t at, std::size_t end, bool newline);
  void next_name(std::size_t at, bool newline);
  void next_operator(std::size_t at, bool newline);
  void lex_next();  // next() by the lexer, for the tokens next() does not read itself
  void classify_word();
  [[noreturn]] void escaped_keyword();
  void read_regex();
  void continue_template();
  // The next token, when it is an ASCII name or a quick punctuator after
  // plain spaces and line breaks (what next() reads itself); `known` false
  // when the lexer must say.
  struct QuickPeek {
    bool known = false;
    bool name = false;  // else a punctuator
    bool newline_before = false;
    std::string_view text;
  };
  QuickPeek quick_peek() const;
  // A plain name that assignment() would read as only that name when the
  // quick look ahead sees it followed by the right token (not yield, await,
  // async, nor escaped).
  bool at_lone_name_candidate() const;
  // Such a name followed by `one` or `other` (each a one-byte punctuator).
  bool at_lone_name(char one, char other) const;
  // A statement that starts with such a name: a label (`a:`), a statement of
  // that name alone (`a;`, `a }`, or `a` with a name on the next line that
  // is no operator), or neither (`none`: the general path).
  enum class LoneStatement { none, label, name };
  LoneStatement at_lone_statement() const;
  Token peek_token() const;
  int peek_char() const;  // the first byte of the next token, -1 at the end
  bool peek_newline() const;
  bool is_keyword() const { return cur_keyword_; }
  bool at_name() const { return cur_.kind == TokenKind::identifier && !cur_keyword_; }
  // cur_code_ is 0 unless the token is a punctuator.
  bool at(std::string_view punctuator) const { return cur_code_ == pack(punctuator); }
  bool at_kw(std::string_view keyword) const {
    return cur_.kind == TokenKind::identifier && cur_value_ == keyword;
  }
  bool at_word(std::string_view word) const {
    return cur_.kind == TokenKind::identifier && !cur_.escaped && cur_value_ == word;
  }
  bool at_string() const { return cur_.kind == TokenKind::string; }
  bool at_number() const {
    return cur_.kind == TokenKind::number || cur_.kind == TokenKind::bigint;
  }
  bool at_template() const {
    return cur_.kind == TokenKind::template_full || cur_.kind == TokenKind::template_head;
  }
  bool at_assign_op() const { return cur_assign_; }
  bool eat(std::string_view punctuator) {
    if (!at(punctuator)) return false;
    next();
    return true;
  }
  bool eat_kw(std::string_view keyword) {
    if (!at_kw(keyword)) return false;
    next();
    return true;
  }
  bool eat_word(std::string_view word) {
    if (!at_word(word)) return false;
    next();
    return true;
  }
  void expect(std::string_view punctuator) {
    if (!at(punctuator)) unexpected();
    next();
  }
  void expect_kw(std::string_view keyword);
  void expect_word(std::string_view word);
  bool may_end_here() const;
  void semicolon();
  // Inline, so that `close` is a constant the compare folds.
  bool list_ends(std::string_view close, bool first) {
    if (eat(close)) return true;
    if (first) return false;
    expect(",");
    return eat(close);
  }
  int precedence() const { return cur_precedence_; }
  void enter() {
    if (++depth_ > kMaxModuleNesting) too_deep();
  }
  [[noreturn]] void too_deep();
  void leave() { --depth_; }

  // --- scopes and names (js/module_parser.cpp)
  void open_scope(int flags);
  void materialize_block();
  void push_scope(int flags, std::size_t start);
  void close_scope();
  Scope& scope() { return scopes_.back(); }
  int scope_index() const { return static_cast<int>(scopes_.size()) - 1; }
  bool in_body(int flag) const;
  bool can_await() const;
  void declare(const Node& id, int kind);
  void refuse_reserved_word(std::string_view name, std::size_t at) {
    if (name.size() >= 2 && may_be_restricted(name)) refuse_restricted_word(name, at);
  }
  void refuse_restricted_word(std::string_view name, std::size_t at);
  bool scope_declare(int index, std::string_view name, int kind, std::size_t at);
  std::uint64_t bindings_of(int index, std::string_view name) const;
  std::string_view keep(std::string_view text);  // a copy that lives as long as the parse
  // `shadowed`: what label_index_ held for a named label before it was
  // entered there (labeled() enters it while checking it is new: one hash).
  void push_label(std::string_view name, int kind, std::size_t body_start,
                  std::uint64_t shadowed = 0, std::uint32_t hash = 0);
  void pop_label();

  // --- module items (js/module_parser.cpp)
  bool at_module_item() const;
  void module_item();
  void exported_declaration();
  void default_export();
  void record_export(std::string_view name, std::size_t at);
  void record_exports(int node);
  int export_name();
  int string_literal();
  void import_specifiers();
  void import_attributes();

  // --- statements (js/module_statements.cpp)
  void statement(Ctx ctx);
  void statement_here(Ctx ctx);
  void statement_at(Ctx ctx);
  bool at_let_declaration(Ctx ctx) const;
  bool at_async_function() const;
  std::string_view using_kind(bool in_for) const;
  void if_statement();
  void return_statement(std::size_t start);
  void while_statement();
  void do_statement();
  void throw_statement();
  void block(bool new_scope);
  void labeled(const Node& label, Ctx ctx);
  void jump(bool is_break);
  void switch_statement();
  void try_statement();
  void declaration_statement(std::string_view kind, Ctx ctx);
  struct Declarators {
    explicit Declarators(Scratch::Pool& pool) : ids(pool) {}
    int count = 0;
    bool first_has_init = false;
    bool first_is_identifier = false;
    Scratch ids;
  };
  Declarators declaration(std::string_view kind, int for_init);
  void for_statement();
  void for_each(std::size_t start, bool is_var_declaration, const Declarators* declarators,
                std::string_view kind, long await_at);
  void for_body();

  // --- expressions (js/module_expressions.cpp; literals and names in js/module_literals.cpp)
  int expression(int for_init = 0, Doubts* doubts = nullptr);
  int assignment(int for_init = 0, Doubts* doubts = nullptr);
  int parenthesized_item(Doubts* doubts);  // an item of `( ... )`: assignment(0, doubts)
  int operators(int expr, std::size_t start, int for_init);
  int assign_to(int left, std::size_t start, Doubts& doubts, long second_proto, int for_init);
  int not_private(int index) {
    if (node(index).type == Ty::private_name) unexpected(node(index).start);
    return index;
  }
  int yield_expression(int for_init);
  int binary(int left, std::size_t start, int min_precedence, int for_init);
  int right_operand(int node);
  int unary(Doubts* doubts, bool after_prefix, bool in_update, int for_init);
  int unary_here(Doubts* doubts, bool after_prefix, bool in_update, int for_init);
  bool may_start_unary_operator() const;
  int unary_operator(Doubts* doubts, bool after_prefix, bool in_update, int for_init);
  int unary_tail(int result, std::size_t start, Doubts* doubts, bool after_prefix, bool in_update,
                 int for_init);
  int exponent(int result, std::size_t start, bool after_prefix, bool in_update, int for_init);
  int prefixed(Doubts* doubts, bool in_update, int for_init);
  int subscripted(Doubts* doubts, int for_init);
  int operand(Doubts* doubts, int for_init);
  int atom(Doubts* doubts, int for_init, bool in_new);
  int atom_other(Doubts* doubts, int for_init, bool in_new);
  int parenthesized(Doubts* doubts, int for_init);
  int array_literal(Doubts* doubts);
  int name_or_arrow(int for_init);
  int parentheses_or_arrow(int for_init);
  struct Parens {
    std::size_t start = 0;
    std::size_t saved_yield = 0;
    std::size_t saved_await = 0;
    bool arrow_here = false;
    Doubts doubts;
  };
  int parentheses_list(Parens& parens, int first, int for_init);
  int parentheses_arrow(Parens& parens, std::span<const int> params, int for_init);
  int new_expression();
  int template_literal(bool tagged);
  int object(Doubts* doubts);
  int object_member(Doubts* doubts, bool& seen_proto);
  int property(Doubts* doubts);
  int property_name();
  int literal(bool with_value = true);  // a string node's name is its value
  int private_name();
  int any_name();
  int any_name_here();
  int name();
  int plain_name();
  void check_delete(int node, std::size_t at);
  void use_private_name(std::string_view name, std::size_t at, int class_index);

  // --- functions (js/module_functions.cpp)
  void function_declaration(std::size_t start, bool is_async, bool in_statement);
  void named_function(std::size_t start, bool is_async, bool is_generator, bool in_statement);
  void open_function(bool is_async, bool is_generator, int flags);
  struct Params {
    explicit Params(Scratch::Pool& pool) : nodes(pool) {}
    Scratch nodes;
    std::size_t start = 0;
  };
  Params function_rest(int id);
  void function_body(std::size_t start, int id, std::span<const int> params);
  void declare_params(std::span<const int> params, bool sloppy_simple, int kind = kVar);
  void method(bool is_async, bool is_generator, PropKind kind, int flags);
  bool says_use_strict() const;

  // --- classes (js/module_classes.cpp)
  void class_declaration();
  bool class_head();
  void class_rest(int id, bool was_strict);
  void class_member(bool derived);
  bool at_property_name() const;
  bool at_member_name() const;
  void static_block();

  // --- calls and members (js/module_calls.cpp)
  int subscripted_rest(int base, std::size_t start, Doubts* doubts, int for_init);
  int subscripts(int base, std::size_t start, bool calls_allowed, int for_init);
  int call(int callee, std::size_t start, bool maybe_async_arrow, int for_init);
  void call_arguments(Doubts& doubts, std::vector<int>& arguments);
  int spread(Doubts* doubts);
  int meta_property(std::string_view meta, std::string_view property, std::size_t start);
  int dynamic_import(std::size_t start);

  // --- arrows, function and class expressions (js/module_arrows.cpp)
  int arrow(std::size_t start, std::span<const int> params, bool is_async, int for_init);
  void arrow_params(std::size_t start, std::span<const int> params, int for_init);
  void arrow_body(std::size_t start, std::span<const int> patterns, int for_init);
  int class_expression();
  int function_expression(std::size_t start, bool is_async);

  // --- patterns and targets (js/module_patterns.cpp)
  // `names`: the space in param_names_ of a parameter list whose names must
  // be distinct, 0 for none.
  void check_target(int node, int kind = 0, std::uint32_t names = 0);
  static constexpr std::size_t kShortParameterList = 16;
  void note_parameter(const Node& name, std::uint32_t names);
  void check_pattern(int node, int kind = 0, std::uint32_t names = 0);
  void check_element(int node, int kind, std::uint32_t names);
  void settle_as_expression(const Doubts* doubts) {
    if (doubts != nullptr && doubts->must_be_pattern()) refuse_as_expression(doubts);
  }
  [[noreturn]] void refuse_as_expression(const Doubts* doubts);
  void settle_as_pattern(const Doubts* doubts, bool binding);
  void check_param_defaults();
  int to_pattern(int node, bool binding, const Doubts* doubts = nullptr);
  int assignment_target(int expression, const Doubts* doubts);
  int innermost_of_chain(int node);
  void list_to_pattern(int node, bool binding);
  int to_pattern_member(int node, bool binding);
  int to_rest(int node, bool binding);
  int bound();
  int binding_target();
  int binding_property();
  int binding_element(int target = -1);
  int rest_binding();
  int last_binding(std::string_view close);
  bool is_simple_list(std::span<const int> params) const;

  // --- the arena
  int add(const Node& created) {
    nodes_.push_back(created);
    return static_cast<int>(nodes_.size()) - 1;
  }
  // Inline: an array or object of one item (nesting) makes its list and
  // node in the caller's frame.
  [[gnu::always_inline]] int add_list(Ty type, std::size_t start, std::span<const int> items) {
    const int first = static_cast<int>(lists_.size());
    // Most lists are short: a loop, not a call to memmove.
    int* to = lists_.extend(items.size());
    for (const int item : items) *to++ = item;
    return make(type, start, first, static_cast<int>(items.size()));
  }
  Node& node(int index) { return nodes_[static_cast<std::size_t>(index)]; }
  int item(const Node& list, int i) const { return lists_[static_cast<std::size_t>(list.a + i)]; }
  [[gnu::always_inline]] int make(Ty type, std::size_t start, int a = -1, int b = -1) {
    Node created;
    created.type = type;
    created.start = start;
    created.end = last_end_;
    created.a = a;
    created.b = b;
    return add(created);
  }

  Source& source_;
  const char* text_;  // source_.text(), for next()
  std::size_t size_;
  Token cur_;
  std::uint32_t cur_code_ = 0;  // pack(value) of a punctuator, else 0
  // The current token's text: an identifier's name, a punctuator, a private
  // name with its `#`; empty for other tokens. Into the source unless the
  // name is spelled with an escape (then into cur_.value).
  std::string_view cur_value_;
  int cur_precedence_ = 0;  // a binary operator's precedence (`in` included), else 0
  // The flags every token sets side by side, so that clearing them is one
  // store (next() clears them for each token).
  bool cur_keyword_ = false;          // an identifier spelled as a keyword
  bool cur_assign_ = false;           // an assignment operator
  bool keyword_is_name_ = false;      // the current keyword token is read as a name
  bool invalid_template_ = false;     // the current template part has an invalid escape
  bool cur_escaped_keyword_ = false;  // a keyword spelled with an escape
  // cur_ was read by next() itself: its fields other than kind, start and
  // newline_before hold their defaults (settle() clears this).
  bool cur_plain_ = false;
  bool exporting_ = false;  // the next declaration statement is exported
  bool in_template_continuation_ = false;
  std::size_t cur_end_ = 0;
  std::size_t last_start_ = 0;
  std::size_t last_end_ = 0;
  int depth_ = 0;

  Arena<Node> nodes_;
  Arena<int> lists_;
  Scratch::Pool pool_;  // the buffers of Scratch lists
  std::vector<Scope> scopes_;
  struct PendingBlock {
    std::size_t start = 0;  // where its scope starts, once opened
    bool waiting = false;   // the innermost block has no scope yet
  };
  PendingBlock pending_block_;
  int top_ = 0;
  std::uint32_t spaces_ = 0;  // the last space handed out (scopes, classes, parameter lists)
  NameTable bindings_;        // (scope space, name) -> kinds | last var offset * 16
  // (0, name) -> 1 + the innermost open scope other than a body binding it
  // lexically (only a block between a `var` and its body can conflict).
  NameTable lexical_scope_;
  std::vector<std::pair<std::string_view, std::uint64_t>> lexical_undo_;
  // Every scope's names, as lists through `before` (the entry before), so
  // that closing a scope erases them from bindings_ (with the hash their
  // declaration computed: no second hash).
  struct ScopeEntry {
    std::string_view name;
    int before = -1;
    std::uint32_t hash = 0;
  };
  std::vector<ScopeEntry> scope_entries_;
  int free_entries_ = -1;  // scope_entries_ no scope uses, a list likewise
  // The names declare_params checked so far; past kShortParameterList, in
  // param_names_ too.
  std::vector<std::string_view> param_entries_;
  std::uint64_t param_filter_ = 0;  // note_parameter's bits of param_entries_
  std::vector<Label> labels_;
  std::size_t labels_base_ = 0;  // labels_ before it are outside the current function
  int open_loops_ = 0;           // unlabelled loops and switches since labels_base_
  int open_switches_ = 0;
  NameTable label_index_;  // (0, name) -> 1 + its index in labels_
  std::vector<ClassInfo> classes_;
  NameTable private_names_;        // (class space, name) -> kPrivate* (statements)
  NameTable param_names_;          // (list space, name) -> 1
  NameTable exported_;             // (0, name) -> 1
  NameTable exports_to_define_;    // (0, name) -> 1 + the offset of `export {name}`
  std::deque<std::string> owned_;  // cooked strings and escaped names that nodes point to
  long arrow_may_start_at_ = -1;
  bool arrow_is_in_for_await_ = false;
  std::size_t first_yield_ = 0;  // 1 + offset, 0 when none
  std::size_t first_await_ = 0;
  std::size_t first_await_name_ = 0;
  struct PrefixOperator {
    std::size_t start = 0;
    bool is_delete = false;
  };
  std::vector<PrefixOperator> prefix_run_;  // prefixed(): the operators of the runs being read
  bool target_doubt_ = false;               // assignment_target: check_pattern must walk the target
};

}  // namespace mind::discovery::js::module
