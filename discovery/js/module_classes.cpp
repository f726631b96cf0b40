// The module parser's classes: heads, members, private names, static blocks
// and class expressions (js/module_parser_internal.hpp).

#include <string>
#include <utility>

#include "core/utf8.hpp"
#include "discovery/js/module_parser_internal.hpp"

namespace mind::discovery::js::module {
namespace {

// What private_names_ holds for a name: taken for good, or a getter or a
// setter (+1 when static) that the other accessor may still join.
constexpr std::uint64_t kPrivateTaken = 1, kPrivateGetter = 2, kPrivateSetter = 4;

}  // namespace

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
