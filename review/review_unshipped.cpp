#include "review/review_unshipped.hpp"

#include <algorithm>
#include <set>

#include "install/sources/sibling_set.hpp"
#include "namespacing/token_lexer.hpp"
#include "discovery/workflow_checks.hpp"
#include "store/git.hpp"

namespace mind::review {
namespace fs = std::filesystem;
namespace {

bool regular_file(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(fs::symlink_status(path, ec));
}

bool ends_path(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\'' || c == '"' || c == '`' ||
         c == ')' || c == ']' || c == '>' || c == '<' || c == ',' || c == ';' || c == '}' ||
         c == '|';
}

// The catalog item a resolved path token names, or nullopt.
std::optional<std::size_t> addressed_item(const ReviewScope& scope, std::size_t self,
                                          const namespacing::Token& t) {
  if (t.family == namespacing::TokenFamily::self) return self;
  std::optional<std::size_t> hit;
  const auto kind = t.kind_qualified ? discovery::parse_kind(t.kind_word) : std::nullopt;
  if (t.kind_qualified && !kind) return std::nullopt;
  for (std::size_t i = 0; i < scope.siblings.size(); ++i) {
    const namespacing::Sibling& s = scope.siblings[i];
    if (s.bare_name != t.name || (kind && s.kind != *kind)) continue;
    if (hit) return std::nullopt;  // ambiguous: bad-reference says so
    hit = i;
  }
  return hit;
}

}  // namespace

std::vector<AddressedFile> addressed_files(const ReviewScope& scope, std::size_t item,
                                           const install::ItemFile& file) {
  std::vector<AddressedFile> out;
  if (!file.text) return out;
  const std::string_view text = *file.text;
  std::uint32_t line = 1;
  std::size_t counted = 0;
  for (const namespacing::Token& t : namespacing::lex_path_tokens(text).tokens) {
    if (t.family == namespacing::TokenFamily::tools) continue;  // the entrypoint: CLI-190
    if (t.end >= text.size() || text[t.end] != '/') continue;
    std::size_t end = t.end + 1;
    while (end < text.size() && !ends_path(text[end])) ++end;
    const std::string rest(text.substr(t.end + 1, end - t.end - 1));
    const auto target = addressed_item(scope, item, t);
    if (rest.empty() || !target) continue;
    const fs::path base = scope.catalog.items[*target].path;
    const fs::path path = (base / rest).lexically_normal();
    const std::string inside = path.lexically_relative(base).generic_string();
    if (inside.empty() || inside.starts_with("..") || !regular_file(path)) continue;
    for (; counted < t.begin; ++counted) line += text[counted] == '\n' ? 1 : 0;
    out.push_back({path, std::string(text.substr(t.begin, end - t.begin)), file.source_path, line});
  }
  return out;
}

void check_unshipped(const ReviewScope& scope, const fs::path& root,
                     const std::vector<AddressedFile>& addressed, std::vector<Finding>& out) {
  std::vector<fs::path> candidates;
  for (const discovery::CatalogItem& item : scope.catalog.items) {
    if (item.kind != discovery::Kind::tool || (item.build && !item.build->empty())) continue;
    if (auto bin = install::resolve_tool_bin(item); bin && regular_file(item.path / *bin))
      candidates.push_back(item.path / *bin);
    if (regular_file(item.path / "TOOL.md")) candidates.push_back(item.path / "TOOL.md");
  }
  if (scope.catalog.origin == discovery::CatalogOrigin::mind_toml &&
      regular_file(root / "mind.toml"))
    candidates.push_back(root / "mind.toml");  // CLI-193: authoritative only
  for (const AddressedFile& a : addressed) candidates.push_back(a.path);
  if (candidates.empty()) return;
  const auto untracked = store::untracked_files(root, candidates);
  if (!untracked) return;  // not a git working tree: nothing to say
  std::set<fs::path> reported;
  for (const AddressedFile& a : addressed) {  // CLI-191: names the file and the token
    if (std::find(untracked->begin(), untracked->end(), a.path) == untracked->end()) continue;
    reported.insert(a.path);
    out.push_back(make_finding(
        Severity::advisory, "unshipped-tooling",
        shown_name(a.token) + " addresses " + a.path.lexically_relative(root).generic_string() +
            ", which exists here but git does not track, so a clone of the source will not have "
            "it",
        a.source_path, a.line));
  }
  for (const fs::path& path : *untracked) {
    if (reported.contains(path)) continue;
    const std::string rel = path.lexically_relative(root).generic_string();
    out.push_back(make_finding(Severity::advisory, "unshipped-tooling",
                               "exists here but git does not track it, so a clone of the source "
                               "will not have it; commit it (or drop it from .gitignore)",
                               rel));
  }
}

}  // namespace mind::review
