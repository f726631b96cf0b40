// The module parser's patterns and targets: turning an expression into the
// destructuring pattern it turned out to be, and the early errors on what may
// be bound or assigned (js/module_parser_internal.hpp).

#include <string>
#include <vector>

#include "core/utf8.hpp"
#include "discovery/js/module_parser_internal.hpp"

namespace mind::discovery::js::module {
namespace {

bool strict_restricted(std::string_view name) {
  if (!may_be_restricted(name)) return false;
  return name == "implements" || name == "interface" || name == "let" || name == "package" ||
         name == "private" || name == "protected" || name == "public" || name == "static" ||
         name == "yield" || name == "eval" || name == "arguments" || name == "enum" ||
         name == "await";
}

}  // namespace

void Parser::check_target(int index, int kind, std::uint32_t names) {
  const Node& n = node(index);  // nothing below adds a node
  const char* verb = kind != 0 ? "binding" : "assigning to";
  switch (n.type) {
    case Ty::identifier:
      if (n.name.size() >= 2 && strict_restricted(n.name)) {  // no such word is shorter
        raise(n.start, std::string(verb) + " '" + std::string(n.name) + "' in module code");
      }
      if (kind == kLexical && n.name == "let") raise(n.start, "`let` bound as a lexical name");
      if (names != 0) note_parameter(n, names);
      if (kind != 0 && kind != kCheckOnly) declare(n, kind);
      return;
    case Ty::chain:
      raise(n.start, "optional chaining on the left of an assignment");
    case Ty::member:
      if (kind != 0) raise(n.start, "a member expression in a binding");
      return;
    default:
      raise(n.start, std::string(verb) + " something that is not a name or a member");
  }
}

// A short list's names are compared with each other, which costs less than
// a table; past kShortParameterList names they move to param_names_.
void Parser::note_parameter(const Node& n, std::uint32_t names) {
  const std::size_t seen = param_entries_.size();
  bool repeated = false;
  // A bit per (first byte, length) of the names so far: a name whose bit is
  // clear matches none of them, and most parameters are compared with none.
  const std::uint64_t bit =
      n.name.empty()
          ? 1
          : std::uint64_t{1} << ((static_cast<unsigned char>(n.name.front()) + n.name.size() * 13) &
                                 63);
  const bool may_repeat = (param_filter_ & bit) != 0;
  param_filter_ |= bit;
  if (seen < kShortParameterList) {
    for (std::size_t i = 0; may_repeat && i < seen; ++i) {
      const std::string_view before = param_entries_[i];
      if (before.size() == n.name.size() &&
          (before.empty() || (before.front() == n.name.front() && before == n.name))) {
        repeated = true;
        break;
      }
    }
  } else {
    repeated = param_names_.get(names, n.name) != 0;
  }
  if (repeated) raise(n.start, "the parameter name '" + utf8::printable(n.name) + "' repeated");
  param_entries_.push_back(n.name);
  if (seen + 1 == kShortParameterList) {
    for (const std::string_view name : param_entries_) param_names_.set(names, name, 1);
  } else if (seen + 1 > kShortParameterList) {
    param_names_.set(names, n.name, 1);
  }
}

void Parser::check_pattern(int index, int kind, std::uint32_t names) {
  const Node& n = node(index);  // nothing below adds a node
  if (n.type == Ty::object_pattern) {
    for (int i = 0; i < n.b; ++i) {
      const int member = item(n, i);
      check_element(node(member).type == Ty::property ? node(member).b : member, kind, names);
    }
  } else if (n.type == Ty::array_pattern) {
    for (int i = 0; i < n.b; ++i) {
      const int element = item(n, i);
      if (element >= 0) check_element(element, kind, names);
    }
  } else {
    check_target(index, kind, names);
  }
}

void Parser::check_element(int index, int kind, std::uint32_t names) {
  const Node& n = node(index);
  if (n.type == Ty::assign_pattern || n.type == Ty::rest) index = n.a;
  check_pattern(index, kind, names);
}

void Parser::refuse_as_expression(const Doubts* doubts) {
  if (doubts->shorthand_default >= 0) {
    raise(static_cast<std::size_t>(doubts->shorthand_default),
          "a shorthand property with a default (`{a = 1}`) outside a destructuring pattern");
  }
  raise(static_cast<std::size_t>(doubts->second_proto),
        "a second `__proto__` in one object literal");
}

void Parser::settle_as_pattern(const Doubts* doubts, bool binding) {
  if (doubts == nullptr) return;
  if (doubts->comma_after_spread >= 0) {
    raise(static_cast<std::size_t>(doubts->comma_after_spread), "a comma after a rest element");
  }
  if (binding && doubts->parenthesized >= 0) {
    raise(static_cast<std::size_t>(doubts->parenthesized), "a parenthesized binding pattern");
  }
  if (!binding && doubts->parenthesized_target >= 0) {
    raise(static_cast<std::size_t>(doubts->parenthesized_target),
          "assigning to a parenthesized pattern");
  }
}

void Parser::check_param_defaults() {
  if (first_yield_ != 0 && (first_await_ == 0 || first_yield_ < first_await_)) {
    raise(first_yield_ - 1, "a `yield` expression in a parameter default");
  }
  if (first_await_ != 0) raise(first_await_ - 1, "an `await` expression in a parameter default");
}

int Parser::to_pattern(int index, bool binding, const Doubts* doubts) {
  // What is read of the node is read before anything below adds a node.
  const Node& n = node(index);
  switch (n.type) {
    case Ty::identifier:
      if (n.name == "await" && in_body(kAsync)) {
        raise(n.start, "'await' used as a name inside an async function");
      }
      if (!binding && n.name.size() >= 2 && strict_restricted(n.name)) target_doubt_ = true;
      return index;
    case Ty::array_pattern:
    case Ty::assign_pattern:
    case Ty::object_pattern:
    case Ty::rest:
      target_doubt_ = true;  // made a pattern before: not walked here
      return index;
    case Ty::object:
    case Ty::array:
      settle_as_pattern(doubts, false);
      list_to_pattern(innermost_of_chain(index), binding);
      return index;
    case Ty::spread:
      return to_rest(index, binding);
    case Ty::assign: {
      if (!n.plain_assign) {
        raise(node(n.a).end, "a compound assignment where a default value (`=`) belongs");
      }
      const std::size_t start = n.start, end = n.end;
      const int right = n.b;
      const int left = to_pattern(n.a, binding);
      const Ty left_type = node(left).type;
      if (left_type == Ty::assign_pattern || left_type == Ty::rest) target_doubt_ = true;
      const int result = make(Ty::assign_pattern, start, left, right);
      node(result).end = end;
      return result;
    }
    case Ty::chain:
      raise(n.start, "optional chaining on the left of an assignment");
    case Ty::member:
      if (!binding) return index;
      break;
    default:
      break;
  }
  raise(n.start, "assigning to something that is not a name, member or pattern");
}

// What `=` or a for-in/of head assigns to: the expression as a pattern, and
// check_pattern's early errors. to_pattern visits every target check_pattern
// would, in the same order, and notes (target_doubt_) anything check_pattern
// could refuse: a restricted name, a pattern made before, a default on a
// default; check_pattern walks the pattern again only then.
int Parser::assignment_target(int expression, const Doubts* doubts) {
  target_doubt_ = false;
  const int target = to_pattern(expression, false, doubts);
  const Ty type = node(target).type;
  if (target_doubt_ || type == Ty::assign_pattern || type == Ty::rest) check_pattern(target);
  return target;
}

// A run of arrays and objects of one item each (`[[[a]]]`, `{a:{b:{c}}}`)
// is walked in a loop, not by a call per level: each becomes its pattern in
// place, as to_pattern would make it (an object's member is checked first,
// and one the checks would refuse ends the run, so the walk below refuses
// it). Returns the last of the run, for the walk.
int Parser::innermost_of_chain(int index) {
  for (;;) {
    Node& list = node(index);
    if (list.b != 1) return index;
    const int item = lists_[static_cast<std::size_t>(list.a)];
    if (item < 0) return index;
    int inner = item;
    if (list.type == Ty::object) {
      const Node& member = node(item);
      if (member.type == Ty::spread || member.kind != PropKind::init || member.b < 0) return index;
      inner = member.b;
    }
    const Ty inner_type = node(inner).type;
    if (inner_type != Ty::array && inner_type != Ty::object) return index;
    list.type = list.type == Ty::array ? Ty::array_pattern : Ty::object_pattern;
    index = inner;
  }
}

// An object or an array becomes its pattern in place: nothing reads it as
// an expression once it is known to be a pattern.
void Parser::list_to_pattern(int index, bool binding) {
  const Node& n = node(index);
  const int first = n.a, count = n.b;
  if (n.type == Ty::object) {
    for (int i = 0; i < count; ++i) {
      const auto at = static_cast<std::size_t>(first) + static_cast<std::size_t>(i);
      lists_[at] = to_pattern_member(lists_[at], binding);
    }
    node(index).type = Ty::object_pattern;
    return;
  }
  for (int i = 0; i < count; ++i) {
    const auto at = static_cast<std::size_t>(first) + static_cast<std::size_t>(i);
    const int element = lists_[at];
    if (element >= 0) lists_[at] = to_pattern(element, binding);
  }
  node(index).type = Ty::array_pattern;
}

int Parser::to_pattern_member(int index, bool binding) {
  const Node n = node(index);
  if (n.type == Ty::spread) {
    const int rest = to_rest(index, binding);
    const Ty argument = node(node(rest).a).type;
    if (argument == Ty::object_pattern || argument == Ty::array_pattern ||
        argument == Ty::assign_pattern) {
      unexpected(node(node(rest).a).start);
    }
    return rest;
  }
  if (n.kind == PropKind::get || n.kind == PropKind::set) {
    raise(node(n.a).start, "a getter or setter in an object pattern");
  }
  if (n.b < 0) raise(n.start, "a method in an object pattern");
  const int value = to_pattern(n.b, binding);
  node(index).b = value;
  return index;
}

int Parser::to_rest(int index, bool binding) {
  const Node n = node(index);
  const int argument = to_pattern(n.a, binding);
  if (node(argument).type == Ty::assign_pattern) {
    raise(node(argument).start, "a rest element with a default value");
  }
  const int result = make(Ty::rest, n.start, argument);
  node(result).end = n.end;
  return result;
}

int Parser::bound() {
  const int id = name();
  check_target(id, kLexical);
  return id;
}

int Parser::binding_target() {
  const std::size_t start = cur_.start;
  if (eat("[")) {
    Scratch elements(pool_);
    while (!list_ends("]", elements->empty())) {
      if (at("...")) {
        elements->push_back(last_binding("]"));
        break;
      }
      elements->push_back(at(",") ? -1 : binding_element());
    }
    return add_list(Ty::array_pattern, start, *elements);
  }
  if (!eat("{")) return name();
  Scratch properties(pool_);
  while (!list_ends("}", properties->empty())) properties->push_back(binding_property());
  return add_list(Ty::object_pattern, start, *properties);
}

int Parser::binding_property() {
  const std::size_t start = cur_.start;
  if (eat("...")) {
    const int argument = name();
    if (at(",")) raise(cur_.start, "a comma after a rest element");
    return make(Ty::rest, start, argument);
  }
  const bool computed = at("[");
  const int key = property_name();
  const bool shorthand = !eat(":");
  if (shorthand && at("(")) unexpected();
  int value = -1;
  if (shorthand) {
    const Node& k = node(key);
    if (computed || k.type != Ty::identifier) unexpected();
    refuse_reserved_word(k.name, k.start);
    value = binding_element(key);
  } else {
    value = binding_element();
  }
  const int result = make(Ty::property, start, key, value);
  node(result).shorthand = shorthand;
  node(result).computed = computed;
  return result;
}

int Parser::binding_element(int target) {
  if (target < 0) target = binding_target();
  if (!eat("=")) return target;
  const int fallback = assignment();
  return make(Ty::assign_pattern, node(target).start, target, fallback);
}

int Parser::rest_binding() {
  const std::size_t start = cur_.start;
  next();
  const int argument = binding_target();
  if (at(",")) raise(cur_.start, "a comma after a rest element");
  return make(Ty::rest, start, argument);
}

int Parser::last_binding(std::string_view close) {
  const int rest = rest_binding();
  expect(close);
  return rest;
}

bool Parser::is_simple_list(std::span<const int> params) const {
  for (const int param : params) {
    if (nodes_[static_cast<std::size_t>(param)].type != Ty::identifier) return false;
  }
  return true;
}

}  // namespace mind::discovery::js::module
