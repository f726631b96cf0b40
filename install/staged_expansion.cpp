#include "install/staged_expansion.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/utf8.hpp"
#include "namespacing/expansion_gate.hpp"
#include "namespacing/plugin_staging.hpp"
#include "namespacing/token_lexer.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

// Where the file is in the source, for the message: `skills/lint/bin/go.sh`.
std::string source_file(const discovery::CatalogItem& item, std::string_view item_relative) {
  if (item_relative.empty()) return item.relative_path;
  if (item.relative_path.empty() || item.relative_path == ".") return std::string(item_relative);
  return item.relative_path + "/" + std::string(item_relative);
}

[[noreturn]] void bad_reference(const ExpansionSubject& subject, const std::string& file,
                                const std::string& referent, std::string_view reason,
                                std::string hint) {
  throw Error(ErrorKind::bad_reference,
              sanitize_display(subject.item_label) + ": " + sanitize_display(file) +
                  ": reference " + sanitize_display(mind::utf8::printable(referent, 120)) + " " +
                  std::string(reason) + " in source '" + sanitize_display(subject.source_name) +
                  "'",
              {std::move(hint)});
}

}  // namespace

std::optional<std::string> expand_file_text(std::string_view text, std::string_view gate_path,
                                            std::string_view item_relative,
                                            const discovery::CatalogItem& item,
                                            const namespacing::ExpansionScope& scope,
                                            const ExpansionSubject& subject) {
  const namespacing::Admission admission =
      namespacing::admit_file(item.kind, gate_path, item.expand);
  if (admission == namespacing::Admission::copied) return std::nullopt;  // never read (NS-13)
  // Decision 18: a plugin's references to its own items, then its tokens.
  std::optional<std::string> plugin_text =
      namespacing::stage_plugin_names(text, item, scope, item_relative.empty());
  if (plugin_text) text = *plugin_text;
  // No opener, nothing to expand (NS-13): asked first, as expand_tokens
  // would hand back a copy of every file of every item to say so.
  if (!namespacing::may_hold_tokens(text)) return plugin_text;
  namespacing::Expansion expanded =
      namespacing::expand_tokens(text, scope, namespacing::path_form(admission));
  if (expanded.failure) {
    bad_reference(subject, source_file(item, item_relative), expanded.failure->token,
                  expanded.failure->reason,
                  "name an item of the same source by its bare name ({{ns:name}}, "
                  "{{path:kind:name}}, {{tools:name}}); a file outside markdown, workflows and "
                  "`expand:` is never expanded");
  }
  if (!expanded.changed) return plugin_text;
  return std::move(expanded.text);
}

void check_expand_entries(const std::vector<std::string>& regular_files,
                          const discovery::CatalogItem& item, const ExpansionSubject& subject) {
  for (const std::string& entry : item.expand) {
    const bool present = !namespacing::expand_entry_problem(entry) &&
                         std::binary_search(regular_files.begin(), regular_files.end(),
                                            fs::path(entry).lexically_normal().generic_string());
    if (present) continue;
    bad_reference(subject, source_file(item, ""), "expand: " + entry,
                  "does not match any file of the item",
                  "list files of the item by their item-relative path (`expand: bin/run.py`); "
                  "only skills and tools have files to list");
  }
}

}  // namespace mind::install
