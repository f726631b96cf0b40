#include "discovery/link_scan.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/frontmatter.hpp"
#include "discovery/name_safety.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

std::string quoted(const std::string& raw) { return "'" + sanitize_display(raw) + "'"; }

Kind checked_kind(const std::string& word, bool file) {
  const std::optional<Kind> kind = parse_kind(word);
  if (!kind) {
    throw Error(ErrorKind::unknown_kind, quoted(word) + " is not an item kind",
                {"use agent, rule or command for a file link"});
  }
  if (file && (*kind == Kind::skill || *kind == Kind::tool || *kind == Kind::workflow)) {
    throw Error(ErrorKind::link_kind_mismatch,
                "a file link cannot be a " + std::string(kind_word(*kind)),
                {"a skill is linked by its directory; give agent, rule or command"});
  }
  if (!file && *kind != Kind::skill) {
    throw Error(ErrorKind::link_kind_mismatch,
                "a directory link is always a skill, not a " + std::string(kind_word(*kind)),
                {"drop the kind, or link the .md file of the " + std::string(kind_word(*kind))});
  }
  return *kind;
}

Kind file_kind(const ItemBuilder& b, const fs::path& file, const std::string& item_path,
               const std::optional<std::string>& explicit_kind) {
  if (explicit_kind) return checked_kind(*explicit_kind, true);
  const std::string parent = file.parent_path().filename().string();
  for (Kind k : {Kind::agent, Kind::rule, Kind::command}) {
    if (parent == traits(k).container) return k;
  }
  const Frontmatter fm = read_frontmatter(read_metadata_file(file, b.options().metadata_cap));
  if (std::optional<std::string> word = fm.get("kind")) return checked_kind(*word, true);
  throw Error(ErrorKind::unknown_kind,
              "cannot tell what kind of item " + quoted(item_path) +
                  " is: it is not under agents/, rules/ or commands/ and its frontmatter has no "
                  "kind:",
              {"give --kind agent|rule|command, or add `kind:` to the file's frontmatter"});
}

}  // namespace

CatalogItem linked_item(ItemBuilder& b, const std::string& item_path,
                        const std::optional<std::string>& explicit_kind) {
  const fs::path path = b.root() / item_path;
  const std::string name =
      item_path.ends_with(".md") ? path.stem().string() : path.filename().string();
  if (auto why = unsafe_name_reason(name)) {
    throw Error(ErrorKind::bad_item_link, "the linked item's name " + quoted(name) + " " + *why,
                {"meld the repository instead"});
  }
  const bool file = item_path.ends_with(".md");
  const bool symlinked = has_symlink_component(b.root(), item_path);
  if (!file) {
    if (explicit_kind) checked_kind(*explicit_kind, false);
    if (symlinked || !is_real_directory(path) || !is_real_file(path / "SKILL.md")) {
      throw Error(ErrorKind::link_not_a_skill,
                  "the link names " + quoted(item_path) +
                      ", which is not a skill directory with a SKILL.md in the clone",
                  {"check the path in the link; nothing was registered"});
    }
    return b.make(Kind::skill, path, name);
  }
  if (symlinked || !is_real_file(path)) {
    throw Error(ErrorKind::link_not_a_skill, quoted(item_path) + " is not a file in the clone",
                {"check the path in the link; nothing was registered"});
  }
  const Kind kind = file_kind(b, path, item_path, explicit_kind);
  return b.make(kind, path, name);
}

}  // namespace mind::discovery
