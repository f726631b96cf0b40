#include "discovery/near_miss.hpp"

#include <algorithm>
#include <map>
#include <system_error>

#include "core/sanitize.hpp"
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

  std::vector<NearMiss> run() {
    walk(root_, "", 0);
    std::vector<NearMiss> out;
    for (auto& [what, g] : groups_) {
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
  void add(const std::string& what, const std::string& remedy, const std::string& path) {
    Group& g = groups_[what];
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
      if (type == fs::file_type::directory) {
        if (name == ".claude-plugin" && !rel.empty()) {
          add("plugin manifest(s) below the root",
              "meld with --add-root " + in_quotes(rel) +
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
    if (name == "tools" || name == "workflows") markdown_in(parent, name, path);
    if (parent.empty()) return;
    for (Kind k : kAllKinds) {
      if (k == Kind::skill || traits(k).container != name) continue;  // skills: skill_file
      add("kind folder(s) under " + in_quotes(parent + "/"),
          "meld with --root " + in_quotes(parent) +
              " (repeatable), or list the folder in mind.toml [source] roots",
          parent + "/" + name + "/");
    }
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
    if (parent == "skills") return;  // the layout itself (found unless unusable)
    if (dir.empty()) {
      add("SKILL.md at the root",
          "the root itself is one skill: meld it as an item link, "
          "or declare it in mind.toml as [[items]] kind = \"skill\" path = \".\"",
          "SKILL.md");
    } else if (d.parent_path().filename() == "skills") {
      const std::string root = d.parent_path().parent_path().generic_string();
      add("skill folder(s) under " + in_quotes(parent + "/"),
          "meld with --root " + in_quotes(root.empty() ? "." : root), dir + "/SKILL.md");
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
  std::size_t seen_ = 0;
  std::map<std::string, Group> groups_;
};

}  // namespace

std::string convention_layouts() {
  return "skills/<name>/SKILL.md, agents/<name>.md, rules/<name>.md, commands/<name>.md, "
         "workflows/<name>.js, tools/<name>/ (at the root or under --root folders), a "
         ".claude-plugin/ manifest, or the items a mind.toml lists";
}

std::vector<NearMiss> find_near_misses(const fs::path& root) { return Walker(root).run(); }

}  // namespace mind::discovery
