#pragma once
/// An item link's references to other items (LNK-18, LNK-19). A link's catalog
/// is its one item, so a reference to anything else can never resolve. The two
/// forms differ (DEP-4): a `requires:` entry is metadata, so a dangling one is
/// dropped, warned about and recorded on the installed item; a token is
/// rewritten into the text, so one naming a sibling stops the install with
/// `link-ref-unsatisfiable` and a paste-ready command replacing the link by
/// its whole repository.

#include <string>
#include <vector>

#include "core/error.hpp"
#include "install/sources/source_catalog.hpp"

namespace mind::install {

/// The `requires:` entries `item` of the link `sc` drops (LNK-18 (a)); empty
/// for a source that is not a link. A malformed or cross-source entry is still
/// the DEP-7 `bad-reference`.
std::vector<std::string> link_dropped_requires(const SourceCatalog& sc,
                                               const discovery::CatalogItem& item);

/// The one warning for an install that dropped `dropped` (LNK-18, LNK-19).
std::string dropped_requires_warning(const std::string& key,
                                     const std::vector<std::string>& dropped);

/// The `link-ref-unsatisfiable` error for a token of `item` (an item of the
/// link `sc`) that `expansion` (the `bad-reference` of the expansion) says
/// names no item (LNK-18 (b)), with the remedy the rescan of the clone as a
/// whole repository decides.
Error link_ref_unsatisfiable(const SourceCatalog& sc, const discovery::CatalogItem& item,
                             const Error& expansion);

/// `<root>` for the `--add-root` remedy (LNK-18): a skill's parent dir, or its
/// grandparent when the parent is `skills/`; for a file link the parent of its
/// `<kind>s/` dir; nullopt for a file outside that dir (no root reaches it).
std::optional<std::string> link_remedy_root(const std::string& item_path, discovery::Kind kind);

/// `*`, `?` and `[` as bracket classes, so a glob matches them literally.
std::string glob_escaped(const std::string& text);

}  // namespace mind::install
