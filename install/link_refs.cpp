#include "install/link_refs.hpp"

#include <nlohmann/json.hpp>

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "install/sources/closure.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

// Sanitized for display (DSC-95), then shell-quoted (CLI-225).
std::string quoted(const std::string& value) { return shell_quoted(sanitize_display(value)); }

// Whether the whole-repository scan of the clone offers an item of `kind` at
// exactly `item_path` (a namesake elsewhere does not count). Any scan error
// counts as not reachable (LNK-18).
bool declared_at(const SourceCatalog& sc, discovery::Kind kind, const std::string& item_path) {
  store::Source whole = *sc.source;
  whole.item_path.reset();
  whole.item_kind.reset();
  try {
    const discovery::Catalog catalog = scan_source_dir(sc.dir, discovery::ScanOptions{}, whole);
    const std::string wanted = fs::path(item_path).lexically_normal().generic_string();
    for (const discovery::CatalogItem& item : catalog.items) {
      if (item.kind == kind &&
          fs::path(item.relative_path).lexically_normal().generic_string() == wanted) {
        return true;
      }
    }
  } catch (const std::exception&) {
    return false;
  }
  return false;
}

}  // namespace

std::vector<std::string> link_dropped_requires(const SourceCatalog& sc,
                                               const discovery::CatalogItem& item) {
  if (!sc.source->item_path) return {};
  return unmatched_requires(item, sc.catalog.items);
}

std::string dropped_requires_warning(const std::string& key,
                                     const std::vector<std::string>& dropped) {
  std::vector<std::string> shown;
  for (const std::string& entry : dropped) shown.push_back("'" + sanitize_display(entry) + "'");
  return sanitize_display(key) + " is a single-item link with no siblings: its requires " +
         bounded_list(shown) +
         " dropped (recorded; `mind recall` shows it). Meld the whole repository to install "
         "what it requires";
}

std::optional<std::string> link_remedy_root(const std::string& item_path, discovery::Kind kind) {
  const fs::path path = fs::path(item_path).lexically_normal();
  fs::path parent = path.parent_path();
  auto or_dot = [](const fs::path& p) { return p.empty() ? std::string(".") : p.generic_string(); };
  if (kind == discovery::Kind::skill) {
    if (parent.filename() == "skills") parent = parent.parent_path();
    return or_dot(parent);
  }
  // A file link: reachable only inside its kind's conventional directory.
  if (parent.filename() != std::string(discovery::kind_word(kind)) + "s") return std::nullopt;
  return or_dot(parent.parent_path());
}

std::string glob_escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '*' || c == '?' || c == '[') {
      out += '[';
      out += c;
      out += ']';
    } else {
      out += c;
    }
  }
  return out;
}

Error link_ref_unsatisfiable(const SourceCatalog& sc, const discovery::CatalogItem& item,
                             const Error& expansion) {
  const store::Source& source = *sc.source;
  const std::string& item_path = *source.item_path;
  const std::string kind(discovery::kind_word(item.kind));
  std::string message = std::string(expansion.what()) + ": '" + sanitize_display(source.name) +
                        "' is a single-item link, with no siblings for a token to name";
  const std::string unmeld = "mind unmeld " + quoted(glob_escaped(source.name)) + " --yes && ";
  const std::string learn =
      " --learn " + quoted(glob_escaped(kind + ":" + item.bare_name)) + " --yes";
  std::optional<std::string> command;
  if (declared_at(sc, item.kind, item_path)) {
    command = unmeld + "mind meld " + quoted(source.url) + learn;
  } else if (const auto root = link_remedy_root(item_path, item.kind)) {
    command = unmeld + "mind meld " + quoted(source.url) + " --add-root " + quoted(*root) + learn;
  } else {
    message += "; '" + sanitize_display(item_path) + "' is outside a conventional " + kind +
               "s/ directory, so no scan of the repository reaches it";
  }
  // The command is in the JSON document too, as `details.remedy`.
  nlohmann::json details = {{"token_error", sanitize_display(expansion.what())},
                            {"remedy", command ? nlohmann::json(*command) : nlohmann::json()}};
  std::vector<std::string> hints;
  if (command) {
    hints.push_back("replace the link by its whole repository: " + *command);
  } else {
    hints.push_back("ask the repository to declare it, or copy it into a source of your own");
  }
  Error error(ErrorKind::link_ref_unsatisfiable, message, std::move(hints));
  error.with_details_json(details.dump());
  return error;
}

}  // namespace mind::install
