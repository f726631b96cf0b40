#pragma once
/// ItemBuilder: the one place a CatalogItem is made, whichever layer found it
/// (convention, `[[items]]`, `[discover]` glob, plugin). It applies the name
/// rule for scanned names (DSC-96: skipped with ONE warning), reads the item's
/// metadata through the capped reader without following a symlink (DSC-91,
/// DSC-108), sanitizes the description once (DSC-94) and records the
/// frontmatter lists later verbs need (`requires` DEP-4, `expand` NS-57,
/// TOOL.md `bin`/`build` TOOL-5).

#include <fcntl.h>

#include <filesystem>
#include <optional>
#include <string>

#include "discovery/catalog.hpp"
#include "discovery/listed_folder.hpp"
#include "discovery/scan.hpp"

namespace mind::discovery {

bool is_real_directory(const std::filesystem::path& p);
bool is_real_file(const std::filesystem::path& p);
/// True when any component of `rel` under `root` (including the last) is a symlink.
bool has_symlink_component(const std::filesystem::path& root, std::string_view rel);

/// Where a directory item's own files are opened from: a descriptor of the
/// folder that holds it and the item folder's name there, so each open walks
/// two names instead of the whole path (a scan opens two files per item).
/// The default: from the whole path.
struct ItemFolder {
  int parent = AT_FDCWD;
  std::string_view name;  // empty: open by the whole path
  /// The folder itself, opened and listed by the scan: its files are then
  /// opened from it, and one it does not list is not looked for.
  const ListedFolder* listed = nullptr;
  /// False only when the folder was listed without `file_name` in it.
  bool may_hold(std::string_view file_name) const {
    return listed == nullptr || listed->type_of(file_name) != std::filesystem::file_type::not_found;
  }
  /// The item folder's file `file_name`, whose whole path is `path`, read as
  /// read_regular_metadata_file reads it: from `parent` when there is one.
  std::optional<std::string> read(std::string_view file_name, const std::string& path,
                                  std::uint64_t cap, std::uint64_t& size,
                                  std::uint32_t* mode = nullptr) const;
};

class ItemBuilder {
 public:
  ItemBuilder(const std::filesystem::path& root, const ScanOptions& options, Catalog& catalog)
      : root_(root), options_(options), catalog_(catalog) {}

  /// Whether a name taken from the filesystem can be an item name; when not,
  /// warns once, naming the kind, the sanitized name, the place and why.
  bool usable_scanned_name(Kind kind, const std::string& name, const std::string& where);

  /// An item at `path` (inside the root) named `name`, with its metadata read
  /// (unless `read_metadata` is false: a declared path through a symlink).
  /// `read_hooks` false: a root `[[items]]` entry supplies the hooks, so the
  /// item folder's `mind.toml` is never read (HOOK-132).
  CatalogItem make(Kind kind, const std::filesystem::path& path, std::string name,
                   bool read_metadata = true, bool read_hooks = true);

  /// A directory item's anchor (SKILL.md) when it is a regular file, else
  /// nothing: the read is the type test, so no lstat comes before it. Paths
  /// here are text: a scan makes one or two per item, and a path object
  /// would split each into components it never uses.
  /// `at`: where to open it from (see ItemFolder).
  std::optional<ScannedFile> read_anchor(std::string file, const ItemFolder& at = {}) const;
  /// make() for a directory item whose anchor `read_anchor` already read.
  CatalogItem make_anchored(Kind kind, std::filesystem::path path, std::string name,
                            ScannedFile anchor, const ItemFolder& at = {});

  void add(CatalogItem item) { catalog_.items.push_back(std::move(item)); }
  void warn(std::string message) { catalog_.warnings.push_back(std::move(message)); }

  const std::filesystem::path& root() const { return root_; }
  const ScanOptions& options() const { return options_; }
  Catalog& catalog() { return catalog_; }
  std::string display_path(const std::filesystem::path& p) const;

 private:
  void read_markdown(CatalogItem& item, const std::filesystem::path& file);
  void apply_markdown(CatalogItem& item, ScannedFile file);
  CatalogItem located(Kind kind, std::filesystem::path path, std::string name) const;
  void read_workflow(CatalogItem& item);
  void read_item_toml(CatalogItem& item, const ItemFolder& at = {});
  /// lstat's size of the item's own file, or kNotRegular.
  static void record_size(CatalogItem& item);
  static constexpr std::uint64_t kNotRegular = UINT64_MAX;

  std::filesystem::path root_;
  const ScanOptions& options_;
  Catalog& catalog_;
  // Bytes kept on items (CatalogItem::scanned_file): a bounded cache, so a
  // source of large or many files costs a second read, never the memory.
  // 2 MiB holds every file of a source of two thousand 1 KiB skills; at 10,000
  // (issue 34) the rest are read again when staged, about 3 us each, where
  // keeping them all held 9.5 MB more of a meld's peak.
  std::uint64_t kept_bytes_ = 0;
  static constexpr std::uint64_t kKeepFileLimit = 64 * 1024;
  static constexpr std::uint64_t kKeepTotalLimit = 2 * 1024 * 1024;
};

}  // namespace mind::discovery
