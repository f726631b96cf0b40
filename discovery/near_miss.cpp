#include "discovery/near_miss.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <system_error>
#include <utility>

#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/glob.hpp"
#include "discovery/kind.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

constexpr int kMaxDepth = 6;
constexpr std::size_t kMaxEntries = 20000;
constexpr std::size_t kExamples = 3;
constexpr std::size_t kMaxHints = 8;

struct Group {
  std::string remedy;
  std::vector<std::string> paths;
};

class Walker {
 public:
  explicit Walker(const fs::path& root) : root_(root) {}

  // A walk that names only what the offered items leave unreached.
  Walker(const fs::path& root, const std::vector<std::string>& offered)
      : root_(root), adding_(true) {
    for (const std::string& path : offered) {
      offered_.insert(path);
      const std::string parent = fs::path(path).parent_path().generic_string();
      reached_.insert(parent);
    }
  }

  std::vector<NearMiss> run() {
    walk(root_, "", 0);
    std::vector<NearMiss> out;
    for (auto& [key, g] : groups_) {
      const std::string& what = key.first;
      std::sort(g.paths.begin(), g.paths.end());
      if (out.size() == kMaxHints) {
        out.push_back({std::to_string(groups_.size() - kMaxHints) + " more place(s) like these",
                       "see `mind review` of the source for the whole list"});
        break;
      }
      std::string examples;
      for (std::size_t i = 0; i < g.paths.size() && i < kExamples; ++i) {
        examples += (i ? ", " : "") + in_quotes(g.paths[i]);
      }
      if (g.paths.size() > kExamples) {
        examples += " and " + std::to_string(g.paths.size() - kExamples) + " more";
      }
      out.push_back(
          {std::to_string(g.paths.size()) + " " + what + " (" + examples + ")", g.remedy});
    }
    return out;
  }

 private:
  // Grouped by what and remedy: two plugins below the root are two remedies.
  void add(const std::string& what, const std::string& remedy, const std::string& path) {
    Group& g = groups_[{what, remedy}];
    g.remedy = remedy;
    g.paths.push_back(path);
  }

  void walk(const fs::path& dir, const std::string& rel, int depth) {
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      if (++seen_ > kMaxEntries) return;
      const std::string name = it->path().filename().string();
      const std::string child = rel.empty() ? name : rel + "/" + name;
      const fs::file_type type = it->symlink_status(ec).type();
      if (offered_.count(child) > 0) continue;  // an offered item's own files
      if (type == fs::file_type::directory) {
        if (name == ".claude-plugin" && !rel.empty() && !holds_offered(rel)) {
          add("plugin manifest(s) below the root",
              adding_ ? root_remedy(rel)
                      : "meld with --add-root " + in_quotes(rel) +
                            " to take that plugin's skills/, agents/ and commands/",
              child);
        }
        // Dot folders are walked (issue 43: `skills/.curated/` holds items a
        // `--add-root` takes); VCS metadata and manifests never hold items.
        // `.github/` is CI and forge metadata: its `workflows/` are GitHub Actions.
        if (name == ".claude-plugin" || name == ".github" || is_vcs_metadata(name) ||
            name == "node_modules") {
          continue;
        }
        container(rel, name, it->path());
        if (depth + 1 < kMaxDepth) walk(it->path(), child, depth + 1);
      } else if (type == fs::file_type::regular && name == "SKILL.md") {
        skill_file(rel);
      }
    }
  }

  // A kind folder below the root: the convention reaches it with --root.
  void container(const std::string& parent, const std::string& name, const fs::path& path) {
    std::error_code ec;
    // Prose in `tools/` or `workflows/` beside offered items is something
    // else's (github/awesome-copilot's `workflows/*.md` are GitHub agentic
    // workflows), not a layout mistake.
    if (!adding_ && (name == "tools" || name == "workflows")) markdown_in(parent, name, path);
    if (parent.empty() || reached_.count(parent + "/" + name) > 0) return;
    for (Kind k : kAllKinds) {
      if (k == Kind::skill || traits(k).container != name) continue;  // skills: skill_file
      if (!holds_item_of(traits(k), path)) continue;  // `agents/` of Codex TOML files
      add("kind folder(s) under " + in_quotes(parent + "/"), root_remedy(parent),
          parent + "/" + name + "/");
    }
  }

  // Whether a kind folder holds one entry of the kind's shape (a `.md` file, a
  // folder with its anchor file), looking no further than its first entries.
  static bool holds_item_of(const KindTraits& kind, const fs::path& folder) {
    std::error_code ec;
    std::size_t looked = 0;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end && looked < 256;
         it.increment(ec), ++looked) {
      const fs::file_type type = it->symlink_status(ec).type();
      const std::string name = it->path().filename().string();
      if (kind.shape == Shape::file && type == fs::file_type::regular &&
          name.ends_with(kind.extension)) {
        // an agent file opens a frontmatter (Claude Code refuses one without
        // `description`); `patterns/agents/README.md` is a folder's prose
        if (kind.kind != Kind::agent || read_file_prefix(it->path(), 3) == "---") return true;
      }
      if (kind.shape == Shape::directory && type == fs::file_type::directory) {
        if (kind.anchor.empty() ||
            fs::symlink_status(it->path() / kind.anchor, ec).type() == fs::file_type::regular) {
          return true;
        }
      }
    }
    return false;
  }

  // Whether an offered item lies in folder `rel` (a plugin an added root took).
  bool holds_offered(const std::string& rel) const {
    const auto it = reached_.lower_bound(rel);
    return it != reached_.end() && (*it == rel || it->starts_with(rel + "/"));
  }

  // The flag that takes a folder's kind folders: on top of what was offered,
  // or instead of a convention that found nothing.
  std::string root_remedy(const std::string& folder) const {
    if (adding_) return "meld with --add-root " + in_quotes(folder);
    return "meld with --root " + in_quotes(folder) +
           " (repeatable), or list the folder in mind.toml [source] roots";
  }

  // `tools/*.md`, `workflows/*.md`: prose where a layout wants a folder or `.js`.
  void markdown_in(const std::string& parent, const std::string& name, const fs::path& path) {
    std::error_code ec;
    const std::string base = parent.empty() ? name : parent + "/" + name;
    for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
      const std::string file = it->path().filename().string();
      if (!file.ends_with(".md") || it->symlink_status(ec).type() != fs::file_type::regular) {
        continue;
      }
      if (name == "tools") {
        add("markdown file(s) in a tools/ folder",
            "a tool is a folder tools/<name>/; a prompt file is an agent or a command: move it "
            "to agents/ or commands/, or declare it in mind.toml as [[items]] kind = \"command\" "
            "path = \"" +
                sanitize_display(base) + "/<file>.md\"",
            base + "/" + file);
      } else {
        add("markdown file(s) in a workflows/ folder",
            "a workflow is a workflows/<name>.js script; a prose file is a command or a rule: "
            "declare it in mind.toml as [[items]] kind = \"command\" path = \"" +
                sanitize_display(base) + "/<file>.md\"",
            base + "/" + file);
      }
    }
  }

  // A SKILL.md the convention does not reach: `skills/<n>/SKILL.md` at the root is the layout.
  void skill_file(const std::string& dir) {
    const fs::path d(dir);
    const std::string parent = d.parent_path().generic_string();
    if (parent == "skills") return;          // the layout itself (found unless unusable)
    if (reached_.count(parent) > 0) return;  // beside an offered skill: unusable, not unreached
    if (dir.empty()) {
      if (adding_) return;  // the root's own SKILL.md beside offered items: their file
      add("SKILL.md at the root",
          "the root itself is one skill: meld it as an item link, "
          "or declare it in mind.toml as [[items]] kind = \"skill\" path = \".\"",
          "SKILL.md");
    } else if (d.parent_path().filename() == "skills") {
      const std::string root = d.parent_path().parent_path().generic_string();
      add("skill folder(s) under " + in_quotes(parent + "/"),
          adding_ ? root_remedy(root.empty() ? "." : root)
                  : "meld with --root " + in_quotes(root.empty() ? "." : root),
          dir + "/SKILL.md");
    } else if (parent.empty()) {
      add("skill folder(s) at the root", "meld with --flat-skills", dir + "/SKILL.md");
    } else {
      add("skill folder(s) under " + in_quotes(parent + "/"),
          "meld with --add-root " + in_quotes(parent) + " (it takes <folder>/<name>/SKILL.md)" +
              dot_siblings(d.parent_path()),
          dir + "/SKILL.md");
    }
  }

  // A dot folder (`skills/.curated`): the one pattern that takes it and its
  // dot siblings, since a plain `*` never matches a hidden folder.
  static std::string dot_siblings(const fs::path& folder) {
    if (!folder.filename().string().starts_with('.')) return "";
    const std::string up = folder.parent_path().generic_string();
    return ", or every dot folder beside it with --add-root " +
           in_quotes(up.empty() ? std::string(".*") : up + "/.*");
  }

  fs::path root_;
  bool adding_ = false;            // remedies add roots to those that offered items
  std::set<std::string> offered_;  // offered items' paths: never walked
  std::set<std::string> reached_;  // folders holding an offered item
  std::size_t seen_ = 0;
  std::map<std::pair<std::string, std::string>, Group> groups_;  // (what, remedy)
};

}  // namespace

std::string convention_layouts() {
  return "skills/<name>/SKILL.md, agents/<name>.md, rules/<name>.md, commands/<name>.md, "
         "workflows/<name>.js, tools/<name>/ (at the root or under --root folders), a "
         ".claude-plugin/ manifest, or the items a mind.toml lists";
}

std::vector<NearMiss> find_near_misses(const fs::path& root) { return Walker(root).run(); }

std::vector<NearMiss> find_unreached_layouts(const fs::path& root,
                                             const std::vector<std::string>& offered) {
  for (const std::string& path : offered) {
    if (path == "." || path.empty()) return {};  // the root is the item
  }
  return Walker(root, offered).run();
}

}  // namespace mind::discovery
