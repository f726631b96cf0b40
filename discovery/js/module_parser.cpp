#include "discovery/js/module_parser.hpp"

#include <algorithm>
#include <array>
#include <new>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>

#include "core/utf8.hpp"
#include "discovery/js/chars.hpp"
#include "discovery/js/lexer.hpp"
#include "discovery/js/module_parser_internal.hpp"

namespace mind::discovery::js {
namespace module {

namespace {

// A word of up to eight bytes as one number (no name holds a NUL, so words
// of different lengths never meet).
constexpr std::uint64_t pack_word(std::string_view word) {
  std::uint64_t packed = 0;
  for (const char c : word) packed = (packed << 8) | static_cast<unsigned char>(c);
  return packed;
}

// Per first byte, the lengths (as bits) of the words below that start with
// it, so that most names are refused by one load and a shift: no keyword
// starts with a, g, h, ..., and no restricted word starting with `a` has four
// letters. Each list holds every word its switch below answers true for.
constexpr std::array<std::uint16_t, 256> shapes(std::string_view words) {
  std::array<std::uint16_t, 256> table{};
  for (std::size_t at = 0; at < words.size();) {
    std::size_t end = at;
    while (end < words.size() && words[end] != ' ') ++end;
    table[static_cast<unsigned char>(words[at])] |= static_cast<std::uint16_t>(1u << (end - at));
    at = end + 1;
  }
  return table;
}
constexpr std::string_view kKeywordWords =
    "break case catch class const continue debugger default delete do else export extends "
    "false finally for function if import in instanceof new null return super switch this "
    "throw true try typeof var void while with";
constexpr std::array<std::uint16_t, 256> kKeywordShapes = shapes(kKeywordWords);
constexpr std::array<std::uint16_t, 256> kRestrictedShapes = [] {
  std::array<std::uint16_t, 256> table = shapes(
      "let static yield await enum eval package private public implements interface protected "
      "arguments");
  for (std::size_t c = 0; c < table.size(); ++c) table[c] |= kKeywordShapes[c];
  return table;
}();
bool has_shape(const std::array<std::uint16_t, 256>& shapes, std::string_view word) {
  return ((shapes[static_cast<unsigned char>(word[0])] >> word.size()) & 1u) != 0;
}

}  // namespace

bool is_keyword_word(std::string_view word) {
  if (word.size() < 2 || word.size() > 10) return false;
  if (!has_shape(kKeywordShapes, word)) return false;
  if (word.size() > 8) return word == "instanceof";
  switch (pack_word(word)) {
    case pack_word("break"):
    case pack_word("case"):
    case pack_word("catch"):
    case pack_word("class"):
    case pack_word("const"):
    case pack_word("continue"):
    case pack_word("debugger"):
    case pack_word("default"):
    case pack_word("delete"):
    case pack_word("do"):
    case pack_word("else"):
    case pack_word("export"):
    case pack_word("extends"):
    case pack_word("false"):
    case pack_word("finally"):
    case pack_word("for"):
    case pack_word("function"):
    case pack_word("if"):
    case pack_word("import"):
    case pack_word("in"):
    case pack_word("new"):
    case pack_word("null"):
    case pack_word("return"):
    case pack_word("super"):
    case pack_word("switch"):
    case pack_word("this"):
    case pack_word("throw"):
    case pack_word("true"):
    case pack_word("try"):
    case pack_word("typeof"):
    case pack_word("var"):
    case pack_word("void"):
    case pack_word("while"):
    case pack_word("with"):
      return true;
    default:
      return false;
  }
}

bool may_be_restricted(std::string_view name) {
  if (name.size() < 2 || name.size() > 10) return false;
  if (!has_shape(kRestrictedShapes, name)) return false;
  if (name.size() > 8) {
    return name == "instanceof" || name == "implements" || name == "interface" ||
           name == "protected" || name == "arguments";
  }
  switch (pack_word(name)) {
    case pack_word("let"):
    case pack_word("static"):
    case pack_word("yield"):
    case pack_word("await"):
    case pack_word("enum"):
    case pack_word("eval"):
    case pack_word("package"):
    case pack_word("private"):
    case pack_word("public"):
      return true;
    default:
      return is_keyword_word(name);
  }
}

// ---------------------------------------------------------------- scopes

void Parser::open_scope(int flags) {
  materialize_block();
  push_scope(flags, cur_.start);
}

// A block's scope is opened only once something needs it: a declaration, a
// scope inside it, a function declaration's kind. Until then the block binds
// nothing, and every question asked of the current scope (its body, its
// `this`) has the same answer in the scope around it.
void Parser::materialize_block() {
  if (!pending_block_.waiting) [[likely]]
    return;
  pending_block_.waiting = false;
  push_scope(0, pending_block_.start);
}

void Parser::push_scope(int flags, std::size_t start) {
  const int outer = scopes_.empty() ? -1 : scope_index();
  const int index = static_cast<int>(scopes_.size());
  const bool is_body = (flags & (kProgram | kFunction | kStaticBlock | kFieldInit)) != 0;
  const int body = is_body || outer < 0 ? index : scopes_[outer].body;
  const int this_scope =
      (is_body && (flags & kArrow) == 0) || outer < 0 ? index : scopes_[outer].this_scope;
  Scope& created = scopes_.emplace_back();  // made in place: nothing above is read after this
  created.flags = flags;
  created.outer = outer;
  created.functions_are_vars = (flags & kFunction) != 0;
  created.start = start;
  created.space = ++spaces_;
  created.undo_begin = lexical_undo_.size();
  created.body = body;
  created.this_scope = this_scope;
}

void Parser::close_scope() {
  if (scopes_.size() <= 1) return;
  const Scope& closed = scopes_.back();
  // The names it bound lexically are no longer bound in an open scope.
  while (lexical_undo_.size() > closed.undo_begin) {
    const auto& [name, previous] = lexical_undo_.back();
    if (previous == 0) {
      lexical_scope_.erase(0, name);
    } else {
      lexical_scope_.set(0, name, previous);
    }
    lexical_undo_.pop_back();
  }
  // Its names leave bindings_, and their list entries go to the free list.
  for (int entry = closed.entries; entry >= 0;) {
    ScopeEntry& named = scope_entries_[static_cast<std::size_t>(entry)];
    bindings_.erase(named.hash, closed.space, named.name);
    const int next_entry = named.before;
    named.before = free_entries_;
    free_entries_ = entry;
    entry = next_entry;
  }
  scopes_.pop_back();
}

bool Parser::in_body(int flag) const { return (scopes_[scopes_.back().body].flags & flag) != 0; }

bool Parser::can_await() const { return in_body(kProgram) ? true : in_body(kAsync); }

std::uint64_t Parser::bindings_of(int index, std::string_view name) const {
  const Scope& s = scopes_[index];
  const std::uint64_t own = bindings_.get(s.space, name) % 16;
  if (s.body == index) return own;
  const std::uint64_t body_bits = bindings_.get(scopes_[s.body].space, name);
  return body_bits >= s.start * 16 ? own | (body_bits & 1) : own;
}

// One scope's answer to declaring `name` as `kind`; a var is recorded in the
// function's body scope (declare checks the blocks between). The scope's own
// entry is read and written through one probe of bindings_ (a conflict ends
// the parse, so the entry it made is never read). Inlined into declare(),
// its one caller.
[[gnu::always_inline]] inline bool Parser::scope_declare(int index, std::string_view name, int kind,
                                                         std::size_t at) {
  Scope& s = scopes_[index];
  std::uint64_t from_body = 0;  // a var the body records after this block began
  if (s.body != index) {
    const std::uint64_t body_bits = bindings_.get(scopes_[s.body].space, name);
    if (body_bits >= s.start * 16) from_body = body_bits & 1;
  }
  const std::uint32_t hash = NameTable::hash_of(s.space, name);
  bool fresh = false;
  std::uint64_t& own = bindings_.value_of(hash, s.space, name, fresh);
  const std::uint64_t existing = (own % 16) | from_body;
  std::uint64_t conflicts = 0;
  if (kind == kLexical) {
    conflicts = ~std::uint64_t{0};
  } else if (kind == kSloppyFunction) {
    conflicts = 10 | (s.functions_are_vars ? 0 : 1);
  } else if (kind == kVar) {
    conflicts = 2 | (s.functions_are_vars ? 0 : 4);
  }
  if ((existing & conflicts) != 0) return false;
  own = (existing | static_cast<std::uint64_t>(kind)) +
        (kind == kVar ? static_cast<std::uint64_t>(at) * 16 : 0);
  if (fresh) {
    int entry = free_entries_;
    if (entry >= 0) {
      free_entries_ = scope_entries_[static_cast<std::size_t>(entry)].before;
      scope_entries_[static_cast<std::size_t>(entry)] = {name, s.entries, hash};
    } else {
      entry = static_cast<int>(scope_entries_.size());
      scope_entries_.push_back({name, s.entries, hash});
    }
    s.entries = entry;
  }
  // A body's own lexical names are not entered in lexical_scope_: only a
  // scope between a `var` and its body can conflict with it there, and
  // every open scope past the body is a block.
  if ((kind & (kLexical | kSloppyFunction)) != 0 && s.body != index) {
    const std::uint64_t innermost = static_cast<std::uint64_t>(index) + 1;
    const std::uint64_t previous = lexical_scope_.get(0, name);
    if (previous != innermost) {
      lexical_undo_.emplace_back(name, previous);
      lexical_scope_.set(0, name, innermost);
    }
  }
  return true;
}

void Parser::declare(const Node& id, int kind) {
  materialize_block();
  const std::string_view name = id.name;
  const std::size_t at = id.start;
  int index = scope_index();
  if (kind == kVar && scopes_[index].body != index) {
    // A var in a block: no block between here and the function body may
    // bind the name lexically; it is recorded in the body.
    const int body = scopes_[index].body;
    if (lexical_scope_.get(0, name) > static_cast<std::uint64_t>(body) + 1) {
      raise(at, "the identifier '" + utf8::printable(name) + "' is already declared");
    }
    index = body;
  }
  if (!scope_declare(index, name, kind, at)) {
    raise(at, "the identifier '" + utf8::printable(name) + "' is already declared");
  }
  if (index == top_) exports_to_define_.erase(0, name);
}

std::string_view Parser::keep(std::string_view text) { return owned_.emplace_back(text); }

void Parser::push_label(std::string_view name, int kind, std::size_t body_start,
                        std::uint64_t shadowed, std::uint32_t hash) {
  Label label;
  label.name = name;
  label.kind = kind;
  label.body_start = body_start;
  label.chain = static_cast<int>(labels_.size());
  if (name.empty()) {
    open_loops_ += kind == 1;
    open_switches_ += kind == 2;
  } else {
    label.shadowed = shadowed;
    label.hash = hash;
  }
  labels_.push_back(label);
}

void Parser::pop_label() {
  const Label& label = labels_.back();
  if (label.name.empty()) {
    open_loops_ -= label.kind == 1;
    open_switches_ -= label.kind == 2;
  } else {
    if (label.shadowed == 0) {
      label_index_.erase(label.hash, 0, label.name);
    } else {
      label_index_.set(label.hash, 0, label.name, label.shadowed);
    }
  }
  labels_.pop_back();
}

void Parser::refuse_restricted_word(std::string_view name, std::size_t at) {
  static constexpr std::array<std::string_view, 9> kStrictReserved = {
      "implements", "interface", "let",    "package", "private",
      "protected",  "public",    "static", "yield"};
  const bool keyword = is_keyword_word(name);
  const bool strict_reserved =
      std::find(kStrictReserved.begin(), kStrictReserved.end(), name) != kStrictReserved.end();
  const bool other = name == "await" || name == "enum" || name == "arguments" || name == "eval";
  if (!keyword && !strict_reserved && !other) return;
  if (name == "yield" && in_body(kGenerator)) {
    raise(at, "'yield' used as an identifier inside a generator");
  }
  if (name == "await" && in_body(kAsync)) {
    raise(at, "'await' used as an identifier inside an async function");
  }
  if (name == "arguments" && (scopes_[scope().this_scope].flags & kFieldInit) != 0) {
    raise(at, "'arguments' in a class field initializer");
  }
  if ((name == "arguments" || name == "await") && in_body(kStaticBlock)) {
    raise(at, "'" + std::string(name) + "' in a class static block");
  }
  const std::string word(name);
  if (keyword) raise(at, "the keyword '" + word + "' used as a name");
  if (name == "await") raise(at, "'await' used as a name in a module");
  if (name == "enum" || strict_reserved) raise(at, "the reserved word '" + word + "'");
}

// ---------------------------------------------------------------- arena

// ---------------------------------------------------------------- program

void Parser::program() {
  Lexer start(source_, LexMode::values, 0);
  start.skip_hashbang();
  cur_end_ = start.position();
  open_scope(kProgram);
  top_ = scope_index();
  {
    Lexer lexer(source_, LexMode::syntax, cur_end_);
    Token token = lexer.next(false);
    take(std::move(token), lexer.position());
  }
  while (cur_.kind != TokenKind::end) {
    const std::size_t nodes = nodes_.size();
    const std::size_t lists = lists_.size();
    if (at_module_item()) {
      module_item();
    } else {
      statement(Ctx::list);
    }
    nodes_.resize(nodes);
    lists_.resize(lists);
  }
  // The first `export {name}` whose name the module never declared.
  std::uint64_t first = 0;
  std::string_view undefined;
  exports_to_define_.for_each([&](std::uint32_t, std::string_view name, std::uint64_t at) {
    if (first == 0 || at < first) {
      first = at;
      undefined = name;
    }
  });
  if (first != 0)
    raise(first - 1, "the export '" + utf8::printable(undefined) + "' is not defined");
}

bool Parser::at_module_item() const {
  if (at_kw("import")) {
    const int c = peek_char();
    return c != '(' && c != '.';
  }
  return at_kw("export");
}

void Parser::module_item() {
  if (eat_kw("import")) {
    import_specifiers();
    string_literal();
    import_attributes();
    return;
  }
  next();  // export
  if (eat("*")) {
    if (eat_word("as")) {
      const int name = export_name();
      record_export(node(name).name, node(name).start);
    }
    expect_word("from");
    string_literal();
    import_attributes();
    return;
  }
  if (eat_kw("default")) {
    record_export("default", last_start_);
    default_export();
    return;
  }
  if (eat("{")) {
    std::vector<int> locals;
    for (bool first = true; !list_ends("}", first); first = false) {
      const int local = export_name();
      const int exported = eat_word("as") ? export_name() : local;
      record_export(node(exported).name, node(exported).start);
      locals.push_back(local);
    }
    if (eat_word("from")) {
      string_literal();
      import_attributes();
    } else {
      for (const int local : locals) {
        const Node& n = node(local);
        if (n.type == Ty::string) {
          raise(n.start, "a string used as an exported binding without `from`");
        }
        refuse_reserved_word(n.name, n.start);
        if (bindings_of(top_, n.name) == 0 && exports_to_define_.get(0, n.name) == 0) {
          exports_to_define_.set(0, n.name, n.start + 1);
        }
      }
      semicolon();
    }
    return;
  }
  exported_declaration();
}

void Parser::exported_declaration() {
  const bool declaration = at_kw("var") || at_kw("const") || at_kw("class") || at_kw("function") ||
                           at_let_declaration(Ctx::list) || at_async_function();
  if (!declaration) unexpected();
  const std::size_t nodes = nodes_.size();
  const std::size_t lists = lists_.size();
  // A declaration statement records its bound names through record_exports
  // (statement_at sees exporting_ and calls it).
  exporting_ = true;
  statement_at(Ctx::list);
  exporting_ = false;
  nodes_.resize(nodes);
  lists_.resize(lists);
}

void Parser::default_export() {
  const std::size_t start = cur_.start;
  const bool is_async = at_async_function();
  if (is_async || at_kw("function")) {
    next();
    if (is_async) next();
    const bool generator = eat("*");
    if (at_name()) {
      named_function(start, is_async, generator, false);
      return;
    }
    open_function(is_async, generator, 0);
    function_rest(-1);
    return;
  }
  if (at_kw("class")) {
    const bool was_strict = class_head();
    const int id = at_name() ? bound() : -1;
    class_rest(id, was_strict);
    return;
  }
  assignment();
  semicolon();
}

void Parser::record_export(std::string_view name, std::size_t at) {
  if (exported_.exchange(0, name, 1) != 0) {
    raise(at, "a duplicate export '" + utf8::printable(name) + "'");
  }
}

void Parser::record_exports(int index) {
  if (index < 0) return;
  const Node n = node(index);
  switch (n.type) {
    case Ty::identifier:
      return record_export(n.name, n.start);
    case Ty::assign_pattern:
      return record_exports(n.a);
    case Ty::rest:
      return record_exports(n.a);
    case Ty::array_pattern:
      for (int i = 0; i < n.b; ++i) record_exports(item(n, i));
      return;
    case Ty::object_pattern:
      for (int i = 0; i < n.b; ++i) {
        const int member = item(n, i);
        record_exports(node(member).type == Ty::property ? node(member).b : member);
      }
      return;
    default:
      return;
  }
}

int Parser::export_name() {
  if (!at_string()) return any_name();
  if (cur_.lone_surrogate) raise(cur_.start, "an export name holding a lone surrogate");
  return literal();
}

int Parser::string_literal() {
  if (!at_string()) unexpected();
  return literal(false);  // a module specifier or an attribute's value
}

void Parser::import_specifiers() {
  if (at_string()) return;
  bool more = true;
  if (at_name()) {
    bound();
    more = eat(",");
  }
  if (more && eat("*")) {
    expect_word("as");
    bound();
  } else if (more) {
    expect("{");
    for (bool first = true; !list_ends("}", first); first = false) {
      const int imported = export_name();
      int local = -1;
      if (eat_word("as")) {
        local = name();
      } else if (node(imported).type == Ty::identifier) {
        refuse_reserved_word(node(imported).name, node(imported).start);
        local = imported;
      } else {
        raise(node(imported).start, "a string imported without `as`");
      }
      check_target(local, kLexical);
    }
  }
  expect_word("from");
}

void Parser::import_attributes() {
  if (eat_kw("with")) {
    std::unordered_set<std::string_view> keys;
    expect("{");
    for (bool first = true; !list_ends("}", first); first = false) {
      const int key = at_string() ? literal() : any_name();
      expect(":");
      string_literal();
      if (!keys.insert(node(key).name).second) {
        raise(node(key).start,
              "a duplicate import attribute '" + utf8::printable(node(key).name) + "'");
      }
    }
  }
  semicolon();
}

}  // namespace module

ModuleSyntax check_module_syntax(Source& source) noexcept {
  ModuleSyntax result;
  try {
    module::Parser parser(source);
    parser.program();
  } catch (const module::Failure& failure) {
    result.verdict = failure.unsure ? ModuleVerdict::unsure : ModuleVerdict::syntax_error;
    result.offset = failure.offset;
    result.problem = failure.problem;
  } catch (const std::bad_alloc&) {
    result.verdict = ModuleVerdict::unsure;
    result.problem = "mind ran out of memory parsing the file";
  } catch (...) {
    result.verdict = ModuleVerdict::unsure;
    result.problem = "mind could not parse the file";
  }
  // The verdict is about the whole file: record that the end was looked at.
  source.peek(source.size());
  return result;
}

}  // namespace mind::discovery::js
