#include "namespacing/token_expansion.hpp"

#include "core/utf8.hpp"
#include "namespacing/token_lexer.hpp"

namespace mind::namespacing {
namespace {

using discovery::Kind;

struct Rendered {
  std::string text;
  std::optional<std::string_view> why_not;  // a reason from the table in token_expansion.hpp
};

Rendered miss(std::string_view reason) { return {{}, reason}; }

std::string store_path(const ExpansionScope& scope, const Sibling& s, PathForm form) {
  const std::string absolute = std::string(scope.store_root) + "/" +
                               std::string(discovery::kind_word(s.kind)) + "/" + s.effective_name;
  if (form == PathForm::home_relative && !scope.home.empty()) {
    std::string home(scope.home);
    if (home.back() != '/') home += '/';
    if (absolute.starts_with(home)) return "~/" + absolute.substr(home.size());  // TOOL-16
  }
  return absolute;
}

// NS-11, NS-42: an agent-only name renders as the agent's link name; a name an
// agent shares with another kind is that other item's effective name.
Rendered render_name(const ExpansionScope& scope, std::string_view name) {
  const Sibling* agent = nullptr;
  for (const Sibling& s : scope.siblings) {
    if (s.bare_name != name) continue;
    if (s.kind != Kind::agent) return {installed_reference_name(s), std::nullopt};
    agent = &s;
  }
  if (agent == nullptr) return miss(kNoMatch);
  return {installed_reference_name(*agent), std::nullopt};
}

const Sibling* find(const ExpansionScope& scope, Kind kind, std::string_view name) {
  for (const Sibling& s : scope.siblings) {
    if (s.kind == kind && s.bare_name == name) return &s;
  }
  return nullptr;
}

// TOOL-11, TOOL-18: one match renders; several kinds are ambiguous.
Rendered render_path(const ExpansionScope& scope, const Token& t, PathForm form) {
  if (t.kind_qualified) {
    const auto kind = discovery::parse_kind(t.kind_word);
    const Sibling* s = kind ? find(scope, *kind, t.name) : nullptr;
    if (s == nullptr) return miss(kNoMatch);
    return {store_path(scope, *s, form), std::nullopt};
  }
  const Sibling* hit = nullptr;
  for (const Sibling& s : scope.siblings) {
    if (s.bare_name != t.name) continue;
    if (hit != nullptr) return miss(kAmbiguousKinds);
    hit = &s;
  }
  if (hit == nullptr) return miss(kNoMatch);
  return {store_path(scope, *hit, form), std::nullopt};
}

// TOOL-12, TOOL-17: a miss (a non-tool included) or a tool without `bin`.
Rendered render_tool(const ExpansionScope& scope, const Token& t, PathForm form) {
  const Sibling* tool = find(scope, Kind::tool, t.name);
  if (tool == nullptr) return miss(kNoMatch);
  if (!tool->bin || tool->bin->empty()) return miss(kNoEntrypoint);
  return {store_path(scope, *tool, form) + "/" + *tool->bin, std::nullopt};
}

Rendered render_self(const ExpansionScope& scope, PathForm form) {
  const Sibling* self = find(scope, scope.self_kind, scope.self_bare);
  if (self != nullptr) return {store_path(scope, *self, form), std::nullopt};
  // The caller always lists the item itself; this keeps `{{self}}` right if not.
  Sibling fallback{
      scope.self_kind, std::string(scope.self_bare), std::string(scope.self_bare), {}, {}};
  return {store_path(scope, fallback, form), std::nullopt};
}

Rendered render(const ExpansionScope& scope, const Token& t, PathForm form) {
  switch (t.family) {
    case TokenFamily::name:
      return render_name(scope, t.name);
    case TokenFamily::self:
      return render_self(scope, form);
    case TokenFamily::tools:
      return render_tool(scope, t, form);
    case TokenFamily::path:
      return render_path(scope, t, form);
  }
  return miss(kNoMatch);
}

// One pass: the tokens `lexed` found in `text` replaced by their renderings.
Expansion apply(std::string_view text, const LexedTokens& lexed, const ExpansionScope& scope,
                PathForm form) {
  Expansion out;
  if (lexed.tokens.empty()) {
    out.text = std::string(text);
    return out;
  }
  out.text.reserve(text.size());
  std::size_t at = 0;
  for (const Token& t : lexed.tokens) {
    Rendered r = render(scope, t, form);
    if (r.why_not) {
      out.failure = TokenFailure{std::string(t.written), std::string(*r.why_not)};
      out.text = std::string(text);
      return out;
    }
    out.text.append(text.substr(at, t.begin - at));
    out.text.append(r.text);
    at = t.end;
  }
  out.text.append(text.substr(at));
  out.changed = out.text != text;
  return out;
}

}  // namespace

std::string installed_reference_name(const Sibling& s) {
  if (s.kind != Kind::agent) return s.effective_name;
  return s.agent_link_name.empty() ? s.bare_name : s.agent_link_name;
}

bool is_valid_utf8(std::string_view text) noexcept {
  for (std::size_t at = 0; at < text.size();) {
    const auto decoded = mind::utf8::decode_at(text, at);
    if (!decoded.valid) return false;
    at += decoded.length;
  }
  return true;
}

Expansion expand_tokens(std::string_view text, const ExpansionScope& scope, PathForm form) {
  if (!may_hold_tokens(text) || !is_valid_utf8(text)) return {std::string(text), false, {}};
  Expansion names = apply(text, lex_name_tokens(text), scope, form);
  if (names.failure) return {std::string(text), false, names.failure};
  Expansion paths = apply(names.text, lex_path_tokens(names.text), scope, form);
  if (paths.failure) return {std::string(text), false, paths.failure};
  paths.changed = paths.text != text;
  return paths;
}

}  // namespace mind::namespacing
