// The mind.toml reader: one of the translation units that include toml++ (the
// others are store/config.cpp, for config.toml, and install/dump.cpp, which
// writes dump's super-source with toml++'s serializer; design.md §6).
#include "discovery/mind_toml.hpp"

#include <toml++/toml.h>
#include <initializer_list>
#include <set>

#include "core/ascii_trim.hpp"
#include "core/reserved_words.hpp"
#include "core/sanitize.hpp"
#include "discovery/glob.hpp"
#include "discovery/name_safety.hpp"

namespace mind::discovery {
namespace {

// Reported through a thrown Refusal inside this file only; parse_mind_toml
// turns it into a value, so nothing escapes.
struct Refusal {
  MindTomlError error;
};

std::size_t line_of(const toml::node& node) { return node.source().begin.line; }

[[noreturn]] void refuse(const toml::node* at, std::string message,
                         ErrorKind kind = ErrorKind::mind_toml) {
  throw Refusal{{kind, std::move(message), at ? line_of(*at) : 0}};
}

void only_keys(const toml::table& table, std::string_view where,
               std::initializer_list<std::string_view> allowed) {
  for (const auto& [key, node] : table) {
    bool known = false;
    for (std::string_view a : allowed) known = known || a == key.str();
    if (!known) refuse(&node, "unknown key " + in_quotes(key.str()) + " in " + std::string(where));
  }
}

std::string string_at(const toml::node& node, std::string_view what) {
  if (const auto* s = node.as_string()) return s->get();
  refuse(&node, std::string(what) + " must be a string");
}

std::optional<std::string> opt_string(const toml::table& t, std::string_view key,
                                      std::string_view where) {
  const toml::node* n = t.get(key);
  if (!n) return std::nullopt;
  return string_at(*n, std::string(where) + "." + std::string(key));
}

bool bool_at(const toml::node& node, std::string_view what) {
  if (const auto* b = node.as_boolean()) return b->get();
  refuse(&node, std::string(what) + " must be true or false");
}

std::vector<std::string> strings_at(const toml::node& node, std::string_view what) {
  const auto* arr = node.as_array();
  if (!arr) refuse(&node, std::string(what) + " must be an array of strings");
  std::vector<std::string> out;
  for (const toml::node& el : *arr) out.push_back(string_at(el, what));
  return out;
}

const toml::table& table_at(const toml::node& node, std::string_view what) {
  if (const auto* t = node.as_table()) return *t;
  refuse(&node, std::string(what) + " must be a table");
}

void check_ref(const toml::node& at, std::string_view key, const std::string& value) {
  if (auto why = unsafe_ref_reason(value)) {
    refuse(&at, std::string(key) + " " + in_quotes(value) + " is not a valid git ref: " + *why,
           ErrorKind::invalid_ref);
  }
}

// DSC-41 / DSC-59: at most one pin directive.
std::optional<PinDirective> read_pin(const toml::table& t, std::string_view where) {
  std::optional<PinDirective> pin;
  for (auto [key, kind] :
       {std::pair{"follow-branch", PinKind::follow_branch}, std::pair{"pin-tag", PinKind::pin_tag},
        std::pair{"pin-ref", PinKind::pin_ref}}) {
    const toml::node* n = t.get(key);
    if (!n) continue;
    if (pin) {
      refuse(n,
             std::string(where) + " declares more than one of follow-branch, pin-tag and pin-ref",
             ErrorKind::conflicting_pin);
    }
    const std::string value = string_at(*n, std::string(where) + "." + key);
    check_ref(*n, key, value);
    pin = PinDirective{kind, value};
  }
  return pin;
}

std::vector<std::string> read_ignore(const toml::node& node, std::string_view where) {
  std::vector<std::string> out;
  const auto entries = strings_at(node, where);
  for (const std::string& e : entries) {
    IgnorePattern p = normalize_ignore_pattern(e);
    if (p.refused) {
      refuse(&node, std::string(where) + " entry " + in_quotes(e) + " is refused: " + *p.refused,
             ErrorKind::bad_ignore_pattern);
    }
    out.push_back(std::move(p.pattern));
  }
  return out;
}

HookDecl read_hook(const toml::table& t, std::string_view where) {
  only_keys(t, where, {"run", "name", "optional", "event"});
  HookDecl h;
  const toml::node* run = t.get("run");
  if (!run) refuse(&t, std::string(where) + " needs a 'run' command");
  h.run = string_at(*run, std::string(where) + ".run");
  if (auto name = opt_string(t, "name", where)) h.name = *name;
  if (const toml::node* o = t.get("optional")) h.optional = bool_at(*o, "hooks.optional");
  if (auto ev = opt_string(t, "event", where)) {
    if (*ev != "install" && *ev != "update" && *ev != "uninstall") {
      refuse(t.get("event"),
             "unknown hook event " + in_quotes(*ev) + "; expected install, update or uninstall");
    }
    h.event = *ev;
  }
  return h;
}

std::vector<HookDecl> read_hooks(const toml::node& node, std::string_view where) {
  const auto* arr = node.as_array();
  if (!arr) refuse(&node, std::string(where) + " must be an array of tables");
  std::vector<HookDecl> out;
  for (const toml::node& el : *arr) {
    HookDecl h = read_hook(table_at(el, where), where);
    if (h.run.find_first_not_of(" \t\r\n") != std::string::npos) out.push_back(std::move(h));
  }
  return out;
}

void read_source(const toml::table& t, MindToml& m) {
  only_keys(t, "[source]",
            {"description", "namespace", "prefix", "min-mind-version", "follow-branch", "pin-tag",
             "pin-ref", "roots", "flat-skills", "ignore", "install"});
  m.description = opt_string(t, "description", "source");
  m.namespace_ = opt_string(t, "prefix", "source");
  if (auto ns = opt_string(t, "namespace", "source")) m.namespace_ = ns;  // canonical wins
  if (m.namespace_ && !m.namespace_->empty()) {
    const toml::node* at = t.get("namespace") ? t.get("namespace") : t.get("prefix");
    if (auto why = unsafe_name_reason(*m.namespace_);
        why || m.namespace_->find(':') != std::string::npos) {
      refuse(at,
             "[source] namespace " + in_quotes(*m.namespace_) +
                 " is not a safe prefix: " + (why ? *why : std::string("it contains ':'")),
             ErrorKind::unsafe_prefix);
    }
    if (is_reserved_word(*m.namespace_)) {
      refuse(at,
             "[source] namespace " + in_quotes(*m.namespace_) +
                 " is a reserved word (a kind word reads as a kind in `kind:name` refs)",
             ErrorKind::reserved_prefix);
    }
  }
  if (auto v = opt_string(t, "min-mind-version", "source")) {
    if (!is_dotted_version(*v)) {
      refuse(t.get("min-mind-version"), "min-mind-version " + in_quotes(*v) +
                                            " is not a dotted version (digits and dots only)");
    }
    m.min_mind_version = v;
  }
  m.pin = read_pin(t, "[source]");
  if (const toml::node* r = t.get("roots")) m.roots = strings_at(*r, "source.roots");
  if (const toml::node* f = t.get("flat-skills")) m.flat_skills = bool_at(*f, "source.flat-skills");
  if (const toml::node* i = t.get("ignore")) m.ignore = read_ignore(*i, "source.ignore");
  m.install_hook = opt_string(t, "install", "source");
  // HOOK-3: an empty or whitespace-only command counts as absent.
  if (m.install_hook && m.install_hook->find_first_not_of(" \t\r\n") == std::string::npos) {
    m.install_hook.reset();
  }
}

void check_item_name(const toml::node& at, Kind kind, const std::string& name) {
  if (auto why = unsafe_name_reason(name)) {  // DSC-71, DSC-96: declared -> hard error
    refuse(&at, std::string(kind_word(kind)) + " name " + in_quotes(name) + " is unsafe: " + *why);
  }
}

DeclaredItem read_item(const toml::table& t) {
  only_keys(t, "[[items]]",
            {"kind", "name", "path", "link", "description", "bin", "build", "install", "update",
             "uninstall", "hooks", "ignore"});
  DeclaredItem item;
  item.line = line_of(t);
  const toml::node* kind = t.get("kind");
  const toml::node* name = t.get("name");
  const toml::node* path = t.get("path");
  if (!kind) refuse(&t, "an [[items]] entry needs 'kind'");
  const std::string word = string_at(*kind, "items.kind");
  const auto parsed = parse_kind(word);
  if (!parsed) {  // DSC-31
    refuse(kind,
           "unknown kind " + in_quotes(word) +
               "; expected skill, agent, rule, command, workflow or tool",
           ErrorKind::unknown_kind);
  }
  item.kind = *parsed;
  if (!name) refuse(&t, "an [[items]] entry needs 'name'");
  item.name = string_at(*name, "items.name");
  check_item_name(*name, item.kind, item.name);
  if (!path) refuse(&t, "[[items]] " + in_quotes(item.name) + " needs 'path'");
  item.path = string_at(*path, "items.path");
  if (auto why = unsafe_relative_path_reason(item.path)) {  // DSC-73
    refuse(path, "[[items]] " + in_quotes(item.name) + " path " + in_quotes(item.path) +
                     " is unsafe: " + *why);
  }
  if (const toml::node* l = t.get("link")) {
    item.link = string_at(*l, "items.link");
    if (auto why = unsafe_link_reason(item.kind, *item.link)) {  // DSC-72, DSC-97, WF-8
      refuse(l, "[[items]] " + in_quotes(item.name) + " link " + in_quotes(*item.link) +
                    " is refused: " + *why);
    }
  }
  item.description = opt_string(t, "description", "items");
  for (auto [key, field] :
       {std::pair{"bin", &DeclaredItem::bin}, std::pair{"build", &DeclaredItem::build}}) {
    const toml::node* n = t.get(key);
    if (!n) continue;
    if (item.kind != Kind::tool) {  // TOOL-7
      refuse(n, std::string("'") + key + "' is only for tools, not for " +
                    std::string(kind_word(item.kind)) + " " + in_quotes(item.name));
    }
    item.*field = string_at(*n, std::string("items.") + key);
  }
  if (item.bin) {
    if (auto why = unsafe_relative_path_reason(*item.bin)) {
      refuse(t.get("bin"), "tool " + in_quotes(item.name) + " bin " + in_quotes(*item.bin) +
                               " is unsafe: " + *why);
    }
  }
  for (const char* event : {"install", "update", "uninstall"}) {
    if (auto run = opt_string(t, event, "items")) {
      item.hooks.push_back(HookDecl{*run, std::nullopt, false, event});
    }
  }
  if (const toml::node* h = t.get("hooks")) {
    for (HookDecl& hook : read_hooks(*h, "[[items.hooks]]")) item.hooks.push_back(std::move(hook));
  }
  if (const toml::node* i = t.get("ignore")) item.ignore = read_ignore(*i, "items.ignore");
  return item;
}

DiscoverGlobs read_globs(const toml::node& node, std::string_view where) {
  const toml::table& t = table_at(node, where);
  only_keys(t, where, {"include", "exclude"});
  DiscoverGlobs g;
  if (const toml::node* i = t.get("include"))
    g.include = strings_at(*i, std::string(where) + ".include");
  if (const toml::node* e = t.get("exclude"))
    g.exclude = strings_at(*e, std::string(where) + ".exclude");
  for (const auto* list : {&g.include, &g.exclude}) {
    for (const std::string& p : *list) {
      if (auto why = unsafe_glob_reason(p)) {  // DSC-81
        refuse(&node, std::string(where) + " glob " + in_quotes(p) + " is refused: " + *why);
      }
    }
  }
  return g;
}

NestedSource read_nested_source(const toml::table& t) {
  only_keys(
      t, "[[discover.sources]]",
      {"source", "namespace", "as", "kind", "install", "install-items", "follow-branch", "pin-tag",
       "pin-ref", "roots", "add-roots", "flat-skills", "hooks", "on-auth-failure"});
  NestedSource s;
  const toml::node* src = t.get("source");
  if (!src) refuse(&t, "a [discover].sources entry needs 'source'");
  s.spec = string_at(*src, "sources.source");
  s.namespace_ = opt_string(t, "as", "sources");
  if (auto ns = opt_string(t, "namespace", "sources")) s.namespace_ = ns;  // DSC-78
  if (auto k = opt_string(t, "kind", "sources")) {
    if (*k != "agent" && *k != "rule" && *k != "command") {  // DSC-100
      refuse(t.get("kind"), "unknown kind " + in_quotes(*k) + "; expected agent, rule, or command",
             ErrorKind::unknown_kind);
    }
    s.link_kind = k;
  }
  if (const toml::node* i = t.get("install")) s.install = bool_at(*i, "sources.install");
  if (const toml::node* i = t.get("install-items")) {
    s.install_items = strings_at(*i, "sources.install-items");
  }
  if (s.install && s.install_items && !s.install_items->empty()) {  // DSC-64
    refuse(&t, "a [discover].sources entry cannot set both install = true and install-items");
  }
  s.pin = read_pin(t, "[discover].sources entry");
  if (const toml::node* r = t.get("roots")) s.roots = strings_at(*r, "sources.roots");
  if (const toml::node* r = t.get("add-roots")) s.add_roots = strings_at(*r, "sources.add-roots");
  if (const toml::node* f = t.get("flat-skills"))
    s.flat_skills = bool_at(*f, "sources.flat-skills");
  if (const toml::node* h = t.get("hooks")) s.hooks = read_hooks(*h, "[[discover.sources.hooks]]");
  if (const toml::node* a = t.get("on-auth-failure")) {
    const toml::table& at = table_at(*a, "on-auth-failure");
    only_keys(at, "on-auth-failure", {"action", "message"});
    const toml::node* action = at.get("action");
    if (!action) refuse(a, "on-auth-failure needs 'action'");
    const std::string act = string_at(*action, "on-auth-failure.action");
    if (act != "error" && act != "skip") {
      refuse(action, "on-auth-failure action " + in_quotes(act) + " must be \"error\" or \"skip\"");
    }
    s.on_auth_failure_action = act;
    if (auto msg = opt_string(at, "message", "on-auth-failure")) {
      s.on_auth_failure_message = sanitize_display(*msg);
    }
  }
  return s;
}

void read_discover(const toml::table& t, MindToml& m) {
  only_keys(t, "[discover]",
            {"skills", "agents", "rules", "commands", "workflows", "tools", "sources"});
  for (Kind kind : kAllKinds) {
    const std::string_view key = traits(kind).container;
    if (const toml::node* n = t.get(key)) {
      m.discover[static_cast<std::size_t>(kind)] = read_globs(*n, "[discover]." + std::string(key));
    }
  }
  if (const toml::node* s = t.get("sources")) {
    const auto* arr = s->as_array();
    if (!arr) refuse(s, "[discover].sources must be an array of tables");
    for (const toml::node& el : *arr) {
      m.sources.push_back(read_nested_source(table_at(el, "[discover].sources entry")));
    }
  }
}

MindToml read_document(const toml::table& doc) {
  only_keys(doc, "mind.toml", {"source", "hooks", "items", "discover"});
  MindToml m;
  if (const toml::node* s = doc.get("source")) read_source(table_at(*s, "[source]"), m);
  if (const toml::node* h = doc.get("hooks")) m.hooks = read_hooks(*h, "[[hooks]]");
  if (const toml::node* items = doc.get("items")) {
    const auto* arr = items->as_array();
    if (!arr) refuse(items, "items must be an array of tables ([[items]])");
    std::set<std::pair<Kind, std::string>> seen;
    for (const toml::node& el : *arr) {
      DeclaredItem item = read_item(table_at(el, "[[items]]"));
      if (!seen.emplace(item.kind, item.name).second) {  // DSC-53
        refuse(&el,
               "two [[items]] entries declare " + std::string(kind_word(item.kind)) + " " +
                   in_quotes(item.name),
               ErrorKind::duplicate_item);
      }
      m.items.push_back(std::move(item));
    }
  }
  if (const toml::node* d = doc.get("discover")) read_discover(table_at(*d, "[discover]"), m);
  return m;
}

}  // namespace

bool MindToml::authoritative() const {
  if (!items.empty()) return true;
  for (const DiscoverGlobs& g : discover) {
    if (!g.include.empty()) return true;
  }
  return false;
}

namespace {

// The one way a mind.toml's bytes become a document: toml++ errors and
// refusals become a MindTomlError, whatever `read` builds is the result.
template <typename Result, typename Read>
Result parse_toml_with(std::string_view text, Read read) noexcept {
  Result out;
  try {
    toml::table doc;
    try {
      doc = toml::parse(text);
    } catch (const toml::parse_error& e) {
      out.error =
          MindTomlError{ErrorKind::mind_toml, "invalid TOML: " + sanitize_display(e.description()),
                        e.source().begin.line};
      return out;
    }
    read(doc, out);
  } catch (const Refusal& r) {
    out.error = r.error;
  } catch (const std::exception& e) {
    out.error =
        MindTomlError{ErrorKind::mind_toml, "cannot read: " + sanitize_display(e.what()), 0};
  }
  return out;
}

}  // namespace

MindTomlParse parse_mind_toml(std::string_view text) noexcept {
  return parse_toml_with<MindTomlParse>(
      text, [](const toml::table& doc, MindTomlParse& out) { out.toml = read_document(doc); });
}

ItemHooksParse parse_item_mind_toml(std::string_view text) noexcept {
  return parse_toml_with<ItemHooksParse>(text, [](const toml::table& doc, ItemHooksParse& out) {
    only_keys(doc, "an item's mind.toml", {"hooks"});
    const toml::node* h = doc.get("hooks");
    out.hooks = h ? read_hooks(*h, "[[hooks]]") : std::vector<HookDecl>{};
  });
}

bool is_dotted_version(std::string_view version) noexcept {
  if (version.empty()) return false;
  std::size_t digits = 0;
  for (char c : version) {
    if (c == '.') {
      if (digits == 0) return false;
      digits = 0;
    } else if (c >= '0' && c <= '9') {
      ++digits;
    } else {
      return false;
    }
  }
  return digits > 0;
}

int compare_versions(std::string_view required, std::string_view running) noexcept {
  if (auto dash = running.find_first_of("-+"); dash != std::string_view::npos) {
    running = running.substr(0, dash);
  }
  auto next = [](std::string_view& s) {
    // Compare as digit strings so a huge component cannot overflow.
    const std::size_t dot = s.find('.');
    std::string_view part = s.substr(0, dot);
    s = dot == std::string_view::npos ? std::string_view{} : s.substr(dot + 1);
    while (part.size() > 1 && part.front() == '0') part.remove_prefix(1);
    if (part.empty()) part = "0";
    return part;
  };
  while (!required.empty() || !running.empty()) {
    const std::string_view a = next(required), b = next(running);
    if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
    if (a != b) return a < b ? -1 : 1;
  }
  return 0;
}

std::optional<std::string> unsafe_ref_reason(std::string_view ref) {
  if (ref.empty()) return "it is empty";
  if (ref.front() == '-') return "it starts with '-'";
  if (ref.find("..") != std::string_view::npos) return "it contains '..'";
  for (unsigned char c : ref) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      return "it contains whitespace";
    }
  }
  if (has_blocked_text(ref)) return "it contains a control character";
  return std::nullopt;
}

std::optional<std::string> unsafe_link_reason(Kind kind, std::string_view link) {
  if (auto why = unsafe_relative_path_reason(link)) return why;
  std::string_view rest = link;
  while (rest.starts_with("./")) rest.remove_prefix(2);
  const std::string_view first = rest.substr(0, rest.find_first_of("/\\"));
  for (Kind k : kAllKinds) {
    if (traits(k).container != first) continue;
    if ((k == Kind::command || k == Kind::workflow) && k != kind) {  // DSC-97, WF-8
      return "only a " + std::string(kind_word(k)) + " may link into '" + std::string(first) + "/'";
    }
    if (rest.size() == first.size()) return "it names the kind directory itself";
    return std::nullopt;
  }
  return "its first component must be a kind directory (skills/, agents/, rules/, commands/, "
         "workflows/, tools/)";
}

IgnorePattern normalize_ignore_pattern(std::string_view entry) {
  IgnorePattern out;
  entry = trim_ascii_blanks(entry);
  while (entry.starts_with("./")) {
    entry.remove_prefix(2);
    while (entry.starts_with('/')) entry.remove_prefix(1);
  }
  if (entry.empty() || entry == ".") {
    out.refused = "it is empty";
    return out;
  }
  if (auto why = unsafe_glob_reason(entry)) {
    out.refused = *why;
    return out;
  }
  out.pattern = std::string(entry);
  return out;
}

}  // namespace mind::discovery
