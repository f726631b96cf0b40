#include "review/review_prose.hpp"

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"
#include "namespacing/unguarded_references.hpp"
#include "review/hardcoded_paths.hpp"
#include "review/review_tokens.hpp"
#include "review/risky_content.hpp"
#include "review/workflow_checks.hpp"

namespace mind::review {
namespace {

constexpr std::string_view kHookNote =
    " (a path the source's own install hook populates is intentional; ignore this then)";

void unguarded(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
               std::vector<Finding>& out) {
  const std::string& prefix = scope.names[item].prefix;
  if (prefix.empty()) return;  // NS-23: bare mentions are then correct
  const auto candidates = scope.siblings_mentioned(*file.text);
  if (candidates.empty()) return;
  const auto refs = namespacing::find_unguarded_references(*file.text, candidates,
                                                           scope.catalog.items[item].bare_name);
  if (refs.empty()) return;
  out.push_back(
      make_finding(Severity::advisory, "unguarded-reference",
                   namespacing::unguarded_reference_message(scope.label(item), prefix, refs),
                   file.source_path, static_cast<std::uint32_t>(refs.front().line)));
}

// CLI-137, CLI-146: a sibling tool named in prose, whatever the prefix; tools
// are never linked, so the name alone finds nothing.
void bare_tools(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
                std::vector<Finding>& out) {
  std::vector<namespacing::Sibling> tools = scope.siblings_mentioned(*file.text);
  std::erase_if(tools,
                [](const namespacing::Sibling& s) { return s.kind != discovery::Kind::tool; });
  if (tools.empty()) return;
  const auto refs = namespacing::find_unguarded_references(*file.text, tools,
                                                           scope.catalog.items[item].bare_name);
  if (refs.empty()) return;
  const std::string list = namespacing::listed_reference_names(refs);
  out.push_back(make_finding(Severity::advisory, "bare-tool-reference",
                             "names tool(s) " + list +
                                 " without a token; tools are not linked into a lobe, so where "
                                 "the tool itself is meant, {{tools:" +
                                 shown_name(refs.front().name) + "}} gives its path" +
                                 std::string(kHookNote),
                             file.source_path, static_cast<std::uint32_t>(refs.front().line)));
}

// One finding per class per file, naming the first lines it matched (each with
// the matched text, sanitized by make_finding) and counting the rest.
void risky(const install::ItemFile& file, std::vector<Finding>& out) {
  for (const RiskHit& hit : find_risky_content(*file.text)) {
    std::vector<std::string> shown;
    for (const RiskExample& e : hit.examples)
      shown.push_back("line " + std::to_string(e.line) + " `" + e.text + "`");
    std::string message = std::string(risk_phrase(hit.kind)) + ": " +
                          mind::bounded_list(shown, hit.lines) + "; read it before melding";
    out.push_back(make_finding(Severity::advisory, risk_tag(hit.kind), message, file.source_path,
                               static_cast<std::uint32_t>(hit.examples.front().line)));
  }
}

const namespacing::Sibling* sibling_for(const ReviewScope& scope, const HardcodedPath& hit,
                                        std::size_t& index) {
  for (index = 0; index < scope.siblings.size(); ++index) {
    const namespacing::Sibling& s = scope.siblings[index];
    if (s.kind == hit.kind && (s.effective_name == hit.name || s.bare_name == hit.name)) return &s;
  }
  return nullptr;
}

// CLI-145, CLI-146: which case applies, with the token when the mapping is certain.
std::string hardcoded_message(const ReviewScope& scope, std::size_t item,
                              const HardcodedPath& hit) {
  const std::string written = shown_name(hit.written);
  std::size_t index = 0;
  const namespacing::Sibling* s = sibling_for(scope, hit, index);
  if (s == nullptr) {
    return "hardcoded install path " + written +
           " names no item of this source; it depends on what else is installed" +
           std::string(kHookNote);
  }
  const std::string bare = shown_name(s->bare_name);
  if (index == item) {
    return "hardcoded install path " + written +
           " is this item's own directory: it works, but is fragile under a prefix or a second "
           "lobe; write {{self}} instead";
  }
  if (s->kind == discovery::Kind::tool) {
    return "hardcoded install path " + written + " names tool " + bare +
           (hit.in_store ? ", whose store path changes with the prefix"
                         : ", but tools are never linked into a lobe, so the path is broken") +
           "; write {{tools:" + bare + "}} (or {{path:tool:" + bare + "}})" +
           std::string(kHookNote);
  }
  return "hardcoded install path " + written +
         " names another item; write {{path:" + std::string(discovery::kind_word(s->kind)) + ":" +
         bare + "}} instead" + std::string(kHookNote);
}

void hardcoded(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
               std::vector<Finding>& out) {
  const std::vector<HardcodedPath> hits = find_hardcoded_paths(*file.text);
  for (std::size_t i = 0; i < hits.size() && i < kMaxListedTokens; ++i) {
    out.push_back(make_finding(Severity::advisory, "hardcoded-path",
                               hardcoded_message(scope, item, hits[i]), file.source_path,
                               static_cast<std::uint32_t>(hits[i].line)));
  }
  if (hits.size() > kMaxListedTokens) {
    out.push_back(make_finding(Severity::advisory, "hardcoded-path",
                               std::to_string(hits.size() - kMaxListedTokens) +
                                   " more hardcoded install path(s) not listed",
                               file.source_path));
  }
}

}  // namespace

void check_file_prose(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
                      std::vector<Finding>& out) {
  if (!file.text) return;
  unguarded(scope, item, file, out);
  hardcoded(scope, item, file, out);
  bare_tools(scope, item, file, out);
  risky(file, out);
}

}  // namespace mind::review
