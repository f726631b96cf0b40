#include "store/policy.hpp"

#include <algorithm>

#include <toml++/toml.h>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/version.hpp"
#include "discovery/mind_toml.hpp"
#include "store/pin.hpp"
#include "store/policy_allow.hpp"
#include "store/source_spec.hpp"

namespace mind::store {
namespace {

std::string where_text(const std::filesystem::path& file, std::size_t line) {
  return file.string() + (line != 0 ? ":" + std::to_string(line) : std::string());
}

[[noreturn]] void invalid(const std::filesystem::path& file, std::size_t line,
                          const std::string& why) {
  throw invalid_policy_error(file, line, why);
}

std::size_t line_of(const toml::node& node) { return node.source().begin.line; }

bool boolean(const std::filesystem::path& file, const toml::node& node, std::string_view key) {
  auto v = node.value<bool>();
  if (!node.is_boolean() || !v)
    invalid(file, line_of(node), "`" + std::string(key) + "` is true or false");
  return *v;
}

std::string string_value(const std::filesystem::path& file, const toml::node& node,
                         std::string_view key) {
  if (!node.is_string()) invalid(file, line_of(node), "`" + std::string(key) + "` is a string");
  return *node.value<std::string>();
}

std::vector<std::string> strings(const std::filesystem::path& file, const toml::node& node,
                                 std::string_view key) {
  const toml::array* arr = node.as_array();
  if (arr == nullptr)
    invalid(file, line_of(node), "`" + std::string(key) + "` is a list of strings");
  std::vector<std::string> out;
  for (const toml::node& item : *arr) out.push_back(string_value(file, item, key));
  return out;
}

[[noreturn]] void unknown_key(const std::filesystem::path& file, const toml::node& node,
                              std::string_view table, std::string_view key) {
  invalid(file, line_of(node),
          "unknown key `" + sanitize_display(std::string(key)) + "`" +
              (table.empty() ? std::string() : " in [" + std::string(table) + "]"));
}

void check_pin(const std::filesystem::path& file, std::size_t line, std::string_view key,
               const std::string& value) {
  if (auto why = unsafe_ref_reason(value)) {  // POL-33: as mind.toml pins (DSC-66)
    invalid(file, line, "auto_meld `" + std::string(key) + "` " + *why);
  }
}

AutoMeld parse_auto_meld(const std::filesystem::path& file, const toml::node& node) {
  const toml::table* t = node.as_table();
  if (t == nullptr) invalid(file, line_of(node), "`sources.auto_meld` is a list of tables");
  AutoMeld entry;
  entry.line = line_of(node);
  bool has_repo = false;
  int pins = 0;
  for (const auto& [key, value] : *t) {
    const std::string_view k = key.str();
    if (k == "repo") {
      entry.repo = string_value(file, value, k);
      has_repo = true;
    } else if (k == "tag" || k == "ref" || k == "follow_branch") {
      std::string v = string_value(file, value, k);
      check_pin(file, line_of(value), k, v);
      (k == "tag" ? entry.tag : k == "ref" ? entry.ref : entry.follow_branch) = std::move(v);
      ++pins;
    } else if (k == "install") {
      entry.install = boolean(file, value, k);
    } else if (k == "run-build-hooks") {
      entry.run_build_hooks = boolean(file, value, k);
    } else {
      unknown_key(file, value, "[sources.auto_meld]", k);
    }
  }
  if (!has_repo) invalid(file, entry.line, "an auto_meld entry needs `repo`");
  if (pins > 1)
    invalid(file, entry.line, "an auto_meld entry takes at most one of tag, ref, follow_branch");
  return entry;
}

void parse_sources(const std::filesystem::path& file, const toml::table& t, SourcesPolicy& out) {
  for (const auto& [key, value] : t) {
    const std::string_view k = key.str();
    if (k == "allow") {
      out.allow = strings(file, value, k);
      for (const std::string& p : out.allow) {
        if (auto why = bad_allow_pattern(p)) invalid(file, line_of(value), *why);
      }
    } else if (k == "lock") {
      out.lock = boolean(file, value, k);
    } else if (k == "allow-local") {
      out.allow_local = boolean(file, value, k);
    } else if (k == "pinned") {
      out.pinned = boolean(file, value, k);
    } else if (k == "auto_meld") {
      const toml::array* arr = value.as_array();
      if (arr == nullptr) invalid(file, line_of(value), "`sources.auto_meld` is a list of tables");
      for (const toml::node& entry : *arr) out.auto_meld.push_back(parse_auto_meld(file, entry));
    } else {
      unknown_key(file, value, "sources", k);
    }
  }
}

void parse_lobes(const std::filesystem::path& file, const toml::table& t, LobesPolicy& out) {
  for (const auto& [key, value] : t) {
    const std::string_view k = key.str();
    if (k == "lock") {
      out.lock = boolean(file, value, k);
    } else if (k == "targets") {
      out.targets = strings(file, value, k);
    } else {
      unknown_key(file, value, "lobes", k);
    }
  }
}

void parse_review(const std::filesystem::path& file, const toml::table& t, ReviewPolicy& out) {
  for (const auto& [key, value] : t) {
    const std::string_view k = key.str();
    if (k != "refuse" && k != "warn") unknown_key(file, value, "review", k);
    std::vector<std::string> classes = strings(file, value, k);
    for (const std::string& c : classes) {
      const auto& known = review_risk_classes();
      if (std::find(known.begin(), known.end(), c) == known.end()) {
        std::string list;
        for (auto name : known) list += (list.empty() ? "" : ", ") + std::string(name);
        invalid(file, line_of(value),
                "unknown review risk class '" + sanitize_display(c) + "' (classes: " + list + ")");
      }
    }
    (k == "refuse" ? out.refuse : out.warn) = std::move(classes);
  }
}

// decision 16: `[binary]` is accepted and validated; it governs nothing here.
void parse_binary(const std::filesystem::path& file, const toml::table& t, Policy& out) {
  for (const auto& [key, value] : t) {
    if (key.str() != "self-update") unknown_key(file, value, "binary", key.str());
    if (value.is_boolean()) {
      out.self_update = *value.value<bool>() ? "true" : "false";
    } else if (value.is_string()) {
      const std::string v = value.value_or(std::string{});
      const std::string bare = v.starts_with("v") ? v.substr(1) : v;
      if (!discovery::is_dotted_version(bare)) {
        invalid(file, line_of(value), "`self-update` is true, false or a dotted version");
      }
      out.self_update = bare;
    } else {
      invalid(file, line_of(value), "`self-update` is true, false or a dotted version");
    }
  }
}

const toml::table& table_of(const std::filesystem::path& file, const toml::node& node,
                            std::string_view key) {
  const toml::table* t = node.as_table();
  if (t == nullptr) invalid(file, line_of(node), "`" + std::string(key) + "` is a table");
  return *t;
}

// POL-61..63: the version gate, from a lenient look at the document (any key
// may be unknown to this binary; only `min-mind-version` is read).
void check_min_version(const std::filesystem::path& file, const toml::table& doc,
                       std::string_view running, Policy& out) {
  const toml::node* node = doc.get("min-mind-version");
  if (node == nullptr) return;
  if (!node->is_string()) invalid(file, line_of(*node), "`min-mind-version` is a version string");
  const std::string v = *node->value<std::string>();
  if (!discovery::is_dotted_version(v)) {  // POL-63
    invalid(
        file, line_of(*node),
        "`min-mind-version` '" + sanitize_display(v) + "' is not a dotted version such as 0.15.0");
  }
  if (discovery::compare_versions(v, running) > 0) {  // POL-62
    invalid(file, line_of(*node),
            "managed policy requires mind >= " + v + ", running " + std::string(running) +
                "; run `mind evolve` (mind is updated by its package: upgrade the mind package)");
  }
  out.min_mind_version = v;
}

// POL-21, POL-31: the rules between keys.
void check_rules(const std::filesystem::path& file, const Policy& p) {
  for (const AutoMeld& e : p.sources.auto_meld) {
    if (p.sources.pinned && !e.pinned()) {  // POL-21
      invalid(file, e.line,
              "auto_meld '" + sanitize_display(e.repo) +
                  "' must declare `tag` or `ref` because `pinned = true` (rule sources.pinned)");
    }
    SourceSpec spec;
    try {
      spec = parse_source_spec(e.repo);
    } catch (const Error& err) {  // POL-31: an entry whose repo does not parse
      invalid(file, e.line, "auto_meld repo '" + sanitize_display(e.repo) + "': " + err.what());
    }
    const std::string base = spec.host + "/" + spec.owner + "/" + spec.repo;
    if (p.sources.lock && !identity_allowed(p, base)) {  // POL-31
      invalid(file, e.line,
              "auto_meld '" + sanitize_display(e.repo) + "' (" + sanitize_display(base) +
                  ") matches no `allow` pattern under `lock = true` (rule sources.allow)");
    }
  }
}

}  // namespace

Error invalid_policy_error(const std::filesystem::path& file, std::size_t line,
                           const std::string& why) {
  return Error(ErrorKind::invalid_policy,
               "invalid managed policy at " + where_text(file, line) + ": " + why,
               {"validate it with: mind review --policy " + file.string(),
                "see docs/policy.md for every key"});
}

const std::vector<std::string_view>& review_risk_classes() {
  static const std::vector<std::string_view> kClasses = {
      "remote-code",    "reverse-shell",    "credential-access", "destructive-command",
      "settings-write", "prompt-injection", "concealment",       "invisible-text"};
  return kClasses;
}

std::string AutoMeld::pin_flag() const {
  if (tag) return "tag=" + *tag;
  if (ref) return *ref;
  if (follow_branch) return "branch=" + *follow_branch;
  return {};
}

Policy parse_policy(std::string_view text, const std::filesystem::path& file,
                    std::string_view running_version) {
  toml::table doc;
  try {
    doc = toml::parse(text, file.string());
  } catch (const toml::parse_error& e) {
    invalid(file, e.source().begin.line, std::string(e.description()));
  }
  Policy p;
  p.file = file;
  check_min_version(file, doc, running_version, p);  // POL-61: before any other key
  for (const auto& [key, value] : doc) {
    const std::string_view k = key.str();
    if (k == "min-mind-version") continue;
    if (k == "sources") {
      parse_sources(file, table_of(file, value, k), p.sources);
    } else if (k == "lobes") {
      parse_lobes(file, table_of(file, value, k), p.lobes);
    } else if (k == "review") {
      parse_review(file, table_of(file, value, k), p.review);
    } else if (k == "binary") {
      parse_binary(file, table_of(file, value, k), p);
    } else {
      unknown_key(file, value, "", k);
    }
  }
  check_rules(file, p);
  return p;
}

}  // namespace mind::store
