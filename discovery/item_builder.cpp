#include "discovery/item_builder.hpp"

#include <sys/stat.h>

#include <system_error>

#include "core/path_text.hpp"
#include "core/sanitize.hpp"
#include "discovery/body_description.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/frontmatter.hpp"
#include "discovery/mind_toml.hpp"
#include "discovery/name_safety.hpp"
#include "discovery/workflow_file.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

std::vector<std::string> split_words(const std::optional<std::string>& value) {
  std::vector<std::string> out;
  if (!value) return out;
  std::size_t i = 0;
  const std::string& s = *value;
  while (i < s.size()) {
    i = s.find_first_not_of(" \t\r\n", i);
    if (i == std::string::npos) break;
    std::size_t end = s.find_first_of(" \t\r\n", i);
    if (end == std::string::npos) end = s.size();
    out.push_back(s.substr(i, end - i));
    i = end;
  }
  return out;
}

std::string agent_line_breaks(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == 'n') {
      out += '\n';
      ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace

bool is_real_directory(const fs::path& p) {
  std::error_code ec;
  return fs::symlink_status(p, ec).type() == fs::file_type::directory;
}

bool is_real_file(const fs::path& p) {
  std::error_code ec;
  return fs::symlink_status(p, ec).type() == fs::file_type::regular;
}

bool has_symlink_component(const fs::path& root, std::string_view rel) {
  fs::path at = root;
  for (const fs::path& part : fs::path(rel)) {
    if (part == "." || part.empty()) continue;
    at /= part;
    std::error_code ec;
    if (fs::symlink_status(at, ec).type() == fs::file_type::symlink) return true;
  }
  return false;
}

bool ScannedFile::is_at(const fs::path& item, std::string_view rel) const {
  const std::string_view at = path, dir = item.native();
  if (rel.empty()) return at == dir;
  return at.size() == dir.size() + 1 + rel.size() && at.starts_with(dir) && at[dir.size()] == '/' &&
         at.ends_with(rel);
}

std::optional<std::string> CatalogItem::when_to_use() const {
  if (!workflow) return std::nullopt;
  return sanitized_nonblank(workflow->when_to_use);
}

std::string ItemBuilder::display_path(const fs::path& p) const {
  const fs::path rel = p.lexically_relative(root_);
  const std::string shown =
      rel.empty() || rel.native().starts_with("..") ? p.string() : rel.generic_string();
  return sanitize_display(shown);
}

bool ItemBuilder::usable_scanned_name(Kind kind, const std::string& name,
                                      const std::string& where) {
  const auto why = unsafe_name_reason(name);
  if (!why) return true;
  warn("skipping " + std::string(kind_word(kind)) + " '" + sanitize_display(name) + "' at '" +
       display_path(where) + "' in '" + sanitize_display(root_.string()) +
       "': its name is unsafe because " + *why);
  return false;
}

CatalogItem ItemBuilder::located(Kind kind, fs::path path, std::string name) const {
  CatalogItem item;
  item.kind = kind;
  item.path = std::move(path);
  // A path the scan made under the root is the root's text, `/`, the rest:
  // taken as text, as lexically_relative would give it, without its cost.
  const std::string_view at = item.path.native(), root = root_.native();
  if (at.size() > root.size() + 1 && at.starts_with(root) && at[root.size()] == '/' &&
      !root.ends_with('/') && at.find("/.", root.size()) == std::string_view::npos &&
      at.find("//", root.size()) == std::string_view::npos && !at.ends_with('/')) {
    item.relative_path = std::string(at.substr(root.size() + 1));
  } else {
    const fs::path rel = item.path.lexically_relative(root_);
    item.relative_path = rel.empty() ? "." : rel.generic_string();
  }
  item.bare_name = std::move(name);
  return item;
}

std::optional<std::string> ItemFolder::read(std::string_view file_name, const std::string& path,
                                            std::uint64_t cap, std::uint64_t& size,
                                            std::uint32_t* mode) const {
  if (!may_hold(file_name)) return std::nullopt;
  if (listed != nullptr) {
    return read_regular_metadata_file_at(listed->fd(), std::string(file_name).c_str(), path, cap,
                                         size, mode);
  }
  if (name.empty()) return read_regular_metadata_file(path, cap, size, mode);
  return read_regular_metadata_file_at(parent, path_join(name, file_name).c_str(), path, cap, size,
                                       mode);
}

std::optional<ScannedFile> ItemBuilder::read_anchor(std::string file, const ItemFolder& at) const {
  ScannedFile read;
  std::uint64_t size = 0;
  const std::string_view file_name = std::string_view(file).substr(file.find_last_of('/') + 1);
  std::optional<std::string> text =
      at.read(file_name, file, options_.metadata_cap, size, &read.mode);
  if (!text) return std::nullopt;
  read.path = std::move(file);
  read.bytes = std::move(*text);
  return read;
}

CatalogItem ItemBuilder::make_anchored(Kind kind, fs::path path, std::string name,
                                       ScannedFile anchor, const ItemFolder& at) {
  CatalogItem item = located(kind, std::move(path), std::move(name));
  apply_markdown(item, std::move(anchor));
  if (item.relative_path != ".") read_item_toml(item, at);  // HOOK-131: a directory item
  if (at.listed != nullptr && options_.keep_file_bytes)
    item.scanned_listing = at.listed->flat_files();
  return item;
}

CatalogItem ItemBuilder::make(Kind kind, const fs::path& path, std::string name, bool read_metadata,
                              bool read_hooks) {
  CatalogItem item = located(kind, path, std::move(name));
  // Each metadata file is looked at once: opened (never through a symlink)
  // and fstat'ed, which says both that it is a regular file and its size.
  switch (kind) {
    case Kind::skill:
      if (read_metadata) read_markdown(item, path / "SKILL.md");
      break;
    case Kind::tool:
      if (read_metadata) read_markdown(item, path / "TOOL.md");
      break;
    case Kind::workflow:
      record_size(item);
      if (read_metadata && item.size_bytes != kNotRegular) read_workflow(item);
      if (item.size_bytes == kNotRegular) item.size_bytes = 0;
      break;
    default:
      if (read_metadata) {
        read_markdown(item, path);
      } else {
        record_size(item);
        if (item.size_bytes == kNotRegular) item.size_bytes = 0;
      }
  }
  // An item at the source root has the root's mind.toml, not one of its own.
  if (read_metadata && read_hooks && traits(kind).shape == Shape::directory &&
      item.relative_path != ".") {
    read_item_toml(item);
  }
  return item;
}

// HOOK-131, HOOK-132, DSC-98: a skill's or tool's own mind.toml holds only
// [[hooks]]; when it declares any, they are the item's hooks (the meta file's
// scalars are then not used). Anything else drops just this item, with a warning.
void ItemBuilder::read_item_toml(CatalogItem& item, const ItemFolder& at) {
  if (!at.may_hold("mind.toml")) return;  // the usual item: its listing has none
  const std::string file = path_join(item.path.native(), "mind.toml");
  std::uint64_t size = 0;
  const std::optional<std::string> text = at.read("mind.toml", file, options_.metadata_cap, size);
  if (!text) return;
  ItemHooksParse parsed = parse_item_mind_toml(*text);
  if (parsed.error) {
    const std::string at =
        display_path(file) + (parsed.error->line ? ":" + std::to_string(parsed.error->line) : "");
    warn("skipping " + std::string(kind_word(item.kind)) + " '" + sanitize_display(item.bare_name) +
         "': " + at + ": " + parsed.error->message +
         "; an item's own mind.toml may hold only [[hooks]] entries (fix or remove it)");
    item.dropped = true;
    return;
  }
  if (parsed.hooks->empty()) return;
  item.hooks = std::move(*parsed.hooks);
  item.hooks_from = display_path(file);
}

void ItemBuilder::record_size(CatalogItem& item) {
  struct stat st {};
  const bool regular = ::lstat(item.path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
  item.size_bytes = regular ? static_cast<std::uint64_t>(st.st_size) : kNotRegular;
}

// A file-shaped item's own file gives its size (WF-7); an anchor (SKILL.md,
// TOOL.md) does not, and may be absent (a tool needs none).
void ItemBuilder::read_markdown(CatalogItem& item, const fs::path& file) {
  if (std::optional<ScannedFile> read = read_anchor(file)) apply_markdown(item, std::move(*read));
}

void ItemBuilder::apply_markdown(CatalogItem& item, ScannedFile file) {
  if (traits(item.kind).shape == Shape::file) item.size_bytes = file.bytes.size();
  const Frontmatter fm = read_frontmatter(file.bytes);
  if (fm.problem && !fm.refused) {  // a refused block: mind reads less (missing-description)
    item.frontmatter_problem = sanitize_display(*fm.problem);
    item.frontmatter_problem_line = fm.problem_line;
  }
  std::optional<std::string> description = fm.get("description");
  // Claude Code shows a `\n` (backslash, n) in an agent's description as a
  // line break (measured with 2.1.334; skills and commands keep it): agent
  // files written by its agent creator carry their examples that way.
  if (description && item.kind == Kind::agent) *description = agent_line_breaks(*description);
  item.description = sanitized_nonblank(description);
  // Claude Code lists a command or a skill without a description under its
  // body's first line (body_description; measured with 2.1.334 in user scope
  // and in a plugin); an agent without one it does not load in user scope.
  // (Not after mind's own refusal of an anchor: Claude Code reads that block.)
  if (!item.description && !fm.refused &&
      (item.kind == Kind::command || item.kind == Kind::skill)) {
    item.description = sanitized_nonblank(body_description(file.bytes));
    item.description_from_body = item.description.has_value();
  }
  if (item.kind == Kind::agent) item.agent_name = fm.get("name");
  item.requires_refs = split_words(fm.get("requires"));
  item.expand = split_words(fm.get("expand"));
  if (item.kind == Kind::tool) {
    item.bin = fm.get("bin");
    item.build = fm.get("build");
  }
  for (const char* event : {"install", "update", "uninstall"}) {  // HOOK-130: any kind
    if (std::optional<std::string> run = fm.get(event)) {
      if (run->find_first_not_of(" \t\r\n") != std::string::npos) {
        item.hooks.push_back(HookDecl{*run, std::nullopt, false, event});
        item.hooks_from = display_path(file.path);
      }
    }
  }
  const std::uint64_t size = file.bytes.size();
  if (options_.keep_file_bytes && size <= kKeepFileLimit && kept_bytes_ + size <= kKeepTotalLimit) {
    kept_bytes_ += size;
    item.scanned_file = std::make_shared<const ScannedFile>(std::move(file));
  }
}

// WF-5, WF-55: a workflow's metadata is its code; an over-cap file is unread,
// not an error, and only as much of it is read as the reader needs.
void ItemBuilder::read_workflow(CatalogItem& item) {
  WorkflowMeta meta = read_workflow_file(item.path, item.size_bytes, options_.metadata_cap).meta;
  item.description = sanitized_nonblank(meta.description);
  item.workflow = std::move(meta);
}

}  // namespace mind::discovery
