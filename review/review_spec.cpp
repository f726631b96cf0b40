#include "review/review_spec.hpp"

#include <filesystem>
#include <map>

#include "core/bounded_list.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/kind.hpp"
#include "review/spec_frontmatter.hpp"
#include "review/spec_rules.hpp"

namespace mind::review {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view kLoads =
    "Claude Code 2.1.335 loads such a skill; a client that follows the spec may refuse it";

// What Claude Code 2.1.335 does with the skill (measured with
// tests/tools/claude-home-loads on one skill per rule).
std::string claude_note(const SpecViolation& v, const SpecFrontmatter& fm,
                        const discovery::CatalogItem& item) {
  if (v.tag == kSpecName) {
    const SpecValue* name = fm.get("name");
    if (!name || name->type != SpecValue::Type::text || name->text.empty())
      return "Claude Code 2.1.335 names it after its folder";
    if (spec_name_problems(name->text).empty())
      return "Claude Code 2.1.335 lists it by its `name:` and takes the folder name as an alias";
    return std::string(kLoads);
  }
  const bool no_description =
      item.description_from_body || !item.description || item.description->empty();
  if (v.tag == kSpecDescription && no_description)
    return "Claude Code does not offer it to the model either (missing-description)";
  if (v.tag == kSpecFrontmatter) {
    if (item.frontmatter_problem)
      return "Claude Code cannot read it either (frontmatter-unreadable)";
    if (item.description_from_body) return "Claude Code does not offer it to the model either";
    return "Claude Code 2.1.335 reads this frontmatter; a client that follows the spec may not";
  }
  return std::string(kLoads);
}

struct Listed {
  std::size_t count = 0;
  std::vector<std::string> overflow;  // labels past kMaxNamedInReport
  std::string first_file;             // where the summary points
};

void summarize(const std::map<std::string_view, Listed>& by_tag, std::vector<Finding>& out) {
  for (const auto& [tag, listed] : by_tag) {
    if (listed.overflow.empty()) continue;
    const std::string names = bounded_list(listed.overflow);
    out.push_back(make_finding(Severity::advisory, tag,
                               std::to_string(listed.overflow.size()) +
                                   " more skill(s) break this Agent Skills rule (" + names +
                                   "); `mind review -v` lists each",
                               listed.first_file));
  }
}

}  // namespace

void check_skill_spec(const ReviewScope& scope, bool list_each, std::vector<Finding>& out) {
  std::map<std::string_view, Listed> by_tag;
  for (std::size_t i = 0; i < scope.catalog.items.size(); ++i) {
    const discovery::CatalogItem& item = scope.catalog.items[i];
    if (item.kind != discovery::Kind::skill) continue;
    std::error_code ec;
    if (!fs::is_directory(fs::symlink_status(item.path, ec))) continue;  // the spec's unit
    const std::string anchor(discovery::traits(item.kind).anchor);
    std::string text;
    try {
      text = discovery::read_metadata_file(item.path / anchor, scope.cap);
    } catch (const Error&) {
      continue;  // unreadable or over the cap: the item's own findings say so
    }
    const SpecFrontmatter fm = read_spec_frontmatter(text);
    const std::string file = item.relative_path + "/" + anchor;
    fs::path folder = item.path.lexically_normal();  // `[[items]] path = "."` is the root
    if (!folder.has_filename()) folder = folder.parent_path();
    for (const SpecViolation& v : spec_violations(fm, folder.filename().string())) {
      Listed& listed = by_tag[v.tag];
      if (listed.count++ == 0) listed.first_file = file;
      if (!list_each && listed.count > kMaxNamedInReport) {
        listed.overflow.push_back(scope.label(i));
        continue;
      }
      out.push_back(make_finding(Severity::advisory, v.tag,
                                 scope.label(i) + " breaks the Agent Skills spec: " + v.what +
                                     " (" + claude_note(v, fm, item) + ")",
                                 file,
                                 v.line > 0 ? std::optional<std::uint32_t>(v.line) : std::nullopt));
    }
  }
  summarize(by_tag, out);
}

}  // namespace mind::review
