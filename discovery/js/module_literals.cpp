// The module parser's literals and names: templates, objects and their
// properties (with the `__proto__` rule), strings with their values, private
// names, and plain names with the reserved-word check
// (js/module_parser_internal.hpp).

#include <span>
#include <string>
#include <utility>

#include "core/utf8.hpp"
#include "discovery/js/literal.hpp"
#include "discovery/js/module_parser_internal.hpp"

namespace mind::discovery::js::module {

int Parser::template_literal(bool tagged) {
  const std::size_t start = cur_.start;
  for (;;) {
    if (invalid_template_ && !tagged) {
      raise(cur_.start, "an invalid escape in an untagged template");
    }
    if (cur_.kind == TokenKind::template_full) {
      next();
      break;
    }
    next();  // past the head, into the substitution
    expression();
    if (!at("}")) unexpected();
    continue_template();
  }
  return make(Ty::other, start);
}

int Parser::object(Doubts* doubts) {
  const std::size_t start = cur_.start;
  next();
  bool seen_proto = false;
  if (eat("}")) return add_list(Ty::object, start, {});
  // Most nested objects hold one member: no list buffer for it.
  const int first = object_member(doubts, seen_proto);
  if (eat("}")) return add_list(Ty::object, start, std::span<const int>(&first, 1));
  Scratch properties(pool_);
  properties->push_back(first);
  while (!list_ends("}", false)) properties->push_back(object_member(doubts, seen_proto));
  return add_list(Ty::object, start, *properties);
}

[[gnu::always_inline]] inline int Parser::object_member(Doubts* doubts, bool& seen_proto) {
  if (at("...")) return spread(doubts);
  const int prop = property(doubts);
  const Node& p = node(prop);
  const Node& key = node(p.a);
  const bool proto_key =
      (key.type == Ty::identifier || key.type == Ty::string) && key.name == "__proto__";
  if (proto_key && p.kind == PropKind::init && !p.computed && !p.method && !p.shorthand) {
    if (seen_proto && doubts == nullptr) {
      raise(key.start, "a second `__proto__` in one object literal");
    }
    if (seen_proto && doubts != nullptr && doubts->second_proto < 0) {
      doubts->second_proto = static_cast<long>(key.start);
    }
    seen_proto = true;
  }
  return prop;
}

// Inlined into object_member (so into object), its one caller: nested
// objects recur through one frame fewer per level.
[[gnu::always_inline]] inline int Parser::property(Doubts* doubts) {
  const std::size_t start = cur_.start;
  bool generator = eat("*");
  bool is_async = false;
  bool computed = at("[");
  const std::string_view word = at_name() && !cur_.escaped && !generator ? cur_value_ : "";
  // A name key (the commonest) read in this frame: what property_name() does.
  int key = cur_.kind == TokenKind::identifier ? any_name_here() : property_name();
  if (word == "async" && !cur_.newline_before && (at_property_name() || at("*"))) {
    is_async = true;
    generator = eat("*");
    computed = at("[");
    key = property_name();
  }
  PropKind kind = PropKind::init;
  bool is_method = false;
  bool shorthand = false;
  int value = -1;
  if (at("(")) {
    is_method = true;
    method(is_async, generator, kind, kMethod);
  } else if (is_async || generator) {
    unexpected();
  } else if (eat(":")) {
    value = assignment(0, doubts);
  } else if ((word == "get" || word == "set") && !at(",") && !at("}") && !at("=")) {
    kind = word == "get" ? PropKind::get : PropKind::set;
    computed = at("[");
    key = property_name();
    method(false, false, kind, kMethod);
  } else {
    shorthand = true;
    const Node& k = node(key);
    if (computed || k.type != Ty::identifier) unexpected();
    refuse_reserved_word(k.name, k.start);
    value = key;
    if (at("=") && doubts != nullptr) {
      if (doubts->shorthand_default < 0) doubts->shorthand_default = static_cast<long>(cur_.start);
      next();
      const int fallback = assignment();
      value = make(Ty::assign_pattern, node(key).start, key, fallback);
    }
  }
  const int result = make(Ty::property, start, key, value);
  Node& p = node(result);
  p.kind = kind;
  p.method = is_method;
  p.shorthand = shorthand;
  p.computed = computed;
  return result;
}

int Parser::property_name() {
  if (at_number() || at_string()) return literal();
  if (!eat("[")) return any_name();
  const int inner = assignment();
  expect("]");
  (void)inner;
  return make(Ty::other, last_start_);
}

int Parser::literal(bool with_value) {
  Node created;
  created.type = cur_.kind == TokenKind::string ? Ty::string : Ty::literal;
  created.start = cur_.start;
  created.end = cur_end_;
  if (cur_.kind == TokenKind::string && with_value) {
    // The lexer cooks no value (LexMode::syntax): a string of plain ASCII
    // is its own value; any other is read again, once, with its value.
    const std::string_view raw = source_.text().substr(cur_.start + 1, cur_end_ - cur_.start - 2);
    bool plain = true;
    for (const char c : raw) {
      if (c == '\\' || static_cast<unsigned char>(c) >= 0x80) {
        plain = false;
        break;
      }
    }
    if (plain) {
      created.name = raw;
    } else {
      std::string value;
      read_string(source_, cur_.start, &value);
      created.name = keep(value);
    }
  }
  next();
  return add(std::move(created));
}

int Parser::private_name() {
  Node created;
  created.type = Ty::private_name;
  created.start = cur_.start;
  created.end = cur_end_;
  created.name =
      cur_.escaped || !cur_.value.empty() ? keep(cur_value_.substr(1)) : cur_value_.substr(1);
  next();
  const int index = add(std::move(created));
  use_private_name(node(index).name, node(index).start, static_cast<int>(classes_.size()) - 1);
  return index;
}

void Parser::use_private_name(std::string_view private_name, std::size_t at, int class_index) {
  if (class_index < 0) {
    raise(at, "the private name '#" + utf8::printable(private_name) +
                  "' outside a class that declares it");
  }
  classes_[static_cast<std::size_t>(class_index)].used.emplace_back(private_name, at);
}

int Parser::any_name() { return any_name_here(); }

// any_name() in its caller's frame (name(), the commonest operand's read).
[[gnu::always_inline]] inline int Parser::any_name_here() {
  if (cur_.kind != TokenKind::identifier) unexpected();
  keyword_is_name_ = true;
  const int index = static_cast<int>(nodes_.size());
  Node& created = nodes_.emplace_back();
  created.type = Ty::identifier;
  created.start = cur_.start;
  created.end = cur_end_;
  created.name = cur_.escaped ? keep(cur_value_) : cur_value_;
  next();
  return index;
}

int Parser::name() {
  if (cur_.kind != TokenKind::identifier) unexpected();
  const int id = any_name_here();
  refuse_reserved_word(node(id).name, node(id).start);
  return id;
}

int Parser::plain_name() {
  if (!at_name()) unexpected();
  return name();
}

}  // namespace mind::discovery::js::module
