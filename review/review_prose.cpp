#include "review/review_prose.hpp"

#include <algorithm>

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"
#include "discovery/workflow_checks.hpp"
#include "namespacing/expansion_gate.hpp"
#include "namespacing/unguarded_references.hpp"
#include "review/hardcoded_paths.hpp"
#include "review/review_tokens.hpp"
#include "review/risky_content.hpp"

namespace mind::review {
namespace {

constexpr std::string_view kHookNote =
    " (a path the source's own install hook populates is intentional; ignore this then)";

// CLI-137, CLI-146: a sibling tool named in prose, whatever the prefix; tools
// are never linked, so the name alone finds nothing.
void bare_tools(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
                std::vector<Finding>& out) {
  std::vector<namespacing::Sibling> tools = scope.siblings_mentioned(*file.text, item);
  std::erase_if(tools,
                [](const namespacing::Sibling& s) { return s.kind != discovery::Kind::tool; });
  if (tools.empty()) return;
  const auto refs = namespacing::find_unguarded_references(
      *file.text, tools, scope.catalog.items[item].bare_name, namespacing::MentionForm::any_word);
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

// CLI-145, CLI-146: which case applies, with the token when the mapping is
// certain: the text that follows "hardcoded install path <path>".
std::string hardcoded_case(const ReviewScope& scope, std::size_t item, const HardcodedPath& hit) {
  std::size_t index = 0;
  const namespacing::Sibling* s = sibling_for(scope, hit, index);
  if (s == nullptr) {
    return " names no item of this source; it depends on what else is installed" +
           std::string(kHookNote);
  }
  const std::string bare = shown_name(s->bare_name);
  if (index == item) {
    // Under a prefix the lobe holds the item by its effective name, so a path
    // spelled with the bare name is not where it lands (issue 35).
    if (hit.name != s->effective_name) {
      return " is this item's own directory by its bare name, but it is installed as " +
             shown_name(s->effective_name) + ", so the path is broken; write {{self}} instead";
    }
    return " is this item's own directory: it works, but is fragile under a prefix or a second "
           "lobe; write {{self}} instead";
  }
  if (s->kind == discovery::Kind::tool) {
    return " names tool " + bare +
           (hit.in_store ? ", whose store path changes with the prefix"
                         : ", but tools are never linked into a lobe, so the path is broken") +
           "; write {{tools:" + bare + "}} (or {{path:tool:" + bare + "}})" +
           std::string(kHookNote);
  }
  return " names another item; write {{path:" + std::string(discovery::kind_word(s->kind)) + ":" +
         bare + "}} instead" + std::string(kHookNote);
}

// One finding per case per file (bounded per defect): the paths it applies to,
// five named with their lines and the rest counted.
void hardcoded(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
               std::vector<Finding>& out) {
  struct Case {
    std::string text;
    std::vector<std::string> paths;  // the first kMaxNamedInReport, with their lines
    std::size_t count = 0;
    std::size_t first_line = 0;
  };
  std::vector<Case> cases;
  for (const HardcodedPath& hit : find_hardcoded_paths(*file.text)) {
    std::string text = hardcoded_case(scope, item, hit);
    auto it =
        std::find_if(cases.begin(), cases.end(), [&](const Case& c) { return c.text == text; });
    if (it == cases.end()) {
      cases.push_back({std::move(text), {}, 0, hit.line});
      it = cases.end() - 1;
    }
    if (it->count++ < mind::kMaxNamedInReport)
      it->paths.push_back(shown_name(hit.written) + " (line " + std::to_string(hit.line) + ")");
  }
  for (const Case& c : cases) {
    const std::string message =
        c.count == 1
            ? "hardcoded install path " + c.paths[0].substr(0, c.paths[0].rfind(" (line ")) + c.text
            : "hardcoded install paths " + mind::bounded_list(c.paths, c.count) + ": each" + c.text;
    out.push_back(make_finding(Severity::advisory, "hardcoded-path", message, file.source_path,
                               static_cast<std::uint32_t>(c.first_line)));
  }
}

}  // namespace

void check_file_prose(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
                      std::vector<Finding>& out) {
  if (!file.text) return;
  hardcoded(scope, item, file, out);
  bare_tools(scope, item, file, out);
  risky(file, out);
}

void UnguardedReferences::add(const ReviewScope& scope, std::size_t item,
                              const install::ItemFile& file) {
  if (!file.text || scope.names[item].prefix.empty()) return;  // NS-23
  // NS-53: a token expands only where the gate admits it; a bare name in a
  // script or a data file (`.py`, `.csv`) is not a mention a token could guard.
  const discovery::CatalogItem& ci = scope.catalog.items[item];
  if (namespacing::admit_file(ci.kind, file.item_path, ci.expand) ==
      namespacing::Admission::copied) {
    return;
  }
  const auto candidates = scope.siblings_mentioned(*file.text, item);
  if (candidates.empty()) return;
  auto found = namespacing::find_unguarded_references(*file.text, candidates,
                                                      scope.catalog.items[item].bare_name);
  if (found.empty()) return;
  if (refs_.empty()) {
    first_file_ = file.source_path;
    first_line_ = found.front().line;
  }
  ++files_;
  namespacing::merge_unguarded_references(refs_, std::move(found));
}

void UnguardedReferences::report(const ReviewScope& scope, std::size_t item,
                                 std::vector<Finding>& out) {
  if (!refs_.empty()) {
    std::string message = namespacing::unguarded_reference_message(scope.label(item),
                                                                   scope.names[item].prefix, refs_);
    if (files_ > 1) message += " (in " + std::to_string(files_) + " of its files)";
    out.push_back(make_finding(Severity::advisory, "unguarded-reference", message, first_file_,
                               static_cast<std::uint32_t>(first_line_)));
  }
  *this = UnguardedReferences();
}

}  // namespace mind::review
