#include "install/staged_expansion.hpp"

#include <fstream>
#include <sstream>

#include "core/error.hpp"
#include "discovery/sanitize.hpp"
#include "discovery/utf8.hpp"
#include "namespacing/expansion_gate.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

using discovery::sanitize_display;

std::string read_all(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw io_error("cannot read", file.string(), errno);
  std::ostringstream text;
  text << in.rdbuf();
  return std::move(text).str();
}

void write_all(const fs::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);  // keeps the file's mode
  out << text;
  out.flush();
  if (!out) throw io_error("cannot write", file.string(), errno);
}

// Where the file is in the source, for the message: `skills/lint/bin/go.sh`.
std::string source_file(const discovery::CatalogItem& item, std::string_view item_relative) {
  if (item_relative.empty()) return item.relative_path;
  if (item.relative_path.empty() || item.relative_path == ".") return std::string(item_relative);
  return item.relative_path + "/" + std::string(item_relative);
}

[[noreturn]] void bad_reference(const ExpansionSubject& subject, const std::string& file,
                                const std::string& referent, std::string_view reason,
                                std::string hint) {
  throw Error("bad-reference",
              sanitize_display(subject.item_label) + ": " + sanitize_display(file) +
                  ": reference " + sanitize_display(discovery::utf8::printable(referent, 120)) +
                  " " + std::string(reason) + " in source '" +
                  sanitize_display(subject.source_name) + "'",
              {std::move(hint)});
}

void expand_file(const fs::path& file, std::string_view gate_path, std::string_view item_relative,
                 const discovery::CatalogItem& item, const namespacing::ExpansionScope& scope,
                 const ExpansionSubject& subject) {
  const namespacing::Admission admission =
      namespacing::admit_file(item.kind, gate_path, item.expand);
  if (admission == namespacing::Admission::copied) return;  // never read (NS-13)
  const std::string text = read_all(file);
  const namespacing::Expansion expanded =
      namespacing::expand_tokens(text, scope, namespacing::path_form(admission));
  if (expanded.failure) {
    bad_reference(subject, source_file(item, item_relative), expanded.failure->token,
                  expanded.failure->reason,
                  "name an item of the same source by its bare name ({{ns:name}}, "
                  "{{path:kind:name}}, {{tools:name}}); a file outside markdown, workflows and "
                  "`expand:` is never expanded");
  }
  if (expanded.changed) write_all(file, expanded.text);
}

// NS-57: an entry that can name no file of the item fails staging.
void check_expand_entries(const fs::path& staged, const discovery::CatalogItem& item,
                          const ExpansionSubject& subject) {
  const bool directory = discovery::traits(item.kind).shape == discovery::Shape::directory;
  for (const std::string& entry : item.expand) {
    std::error_code ec;
    const bool present = directory && !namespacing::expand_entry_problem(entry) &&
                         fs::is_regular_file(fs::symlink_status(staged / entry, ec));
    if (present) continue;
    bad_reference(subject, source_file(item, ""), "expand: " + entry,
                  "does not match any file of the item",
                  "list files of the item by their item-relative path (`expand: bin/run.py`); "
                  "only skills and tools have files to list");
  }
}

}  // namespace

void expand_staged_item(const fs::path& staged, const discovery::CatalogItem& item,
                        const namespacing::ExpansionScope& scope, const ExpansionSubject& subject) {
  check_expand_entries(staged, item, subject);
  std::error_code ec;
  if (!fs::is_directory(fs::symlink_status(staged, ec))) {
    // A single-file item: the gate reads the source path's extension (NS-53).
    expand_file(staged, item.relative_path, "", item, scope, subject);
    return;
  }
  for (fs::recursive_directory_iterator it(staged, ec), end; it != end; it.increment(ec)) {
    if (ec) break;
    if (!it->is_regular_file(ec) || it->is_symlink(ec)) continue;  // staging holds no symlinks
    const std::string relative = it->path().lexically_relative(staged).generic_string();
    expand_file(it->path(), relative, relative, item, scope, subject);
  }
  if (ec) throw io_error("cannot list", staged.string(), ec.value());
}

}  // namespace mind::install
