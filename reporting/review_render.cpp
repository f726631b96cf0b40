#include "reporting/review_render.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace mind::reporting {
namespace {

using nlohmann::ordered_json;

// The same layout as every other document (json_render.cpp); invalid UTF-8
// cannot reach here (findings are sanitized), replaced defensively.
std::string dump(const ordered_json& j) {
  return j.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

ordered_json finding_json(const Finding& f) {
  ordered_json j = {{"kind", f.tag}, {"message", located_message(f)}};
  if (!f.file.empty()) j["file"] = f.file;
  if (f.line) j["line"] = *f.line;
  return j;
}

ordered_json sarif_result(const Finding& f, std::size_t rule_index) {
  ordered_json result = {{"ruleId", f.tag},
                         {"ruleIndex", rule_index},
                         {"level", f.severity == Severity::hard ? "error" : "warning"},
                         {"message", {{"text", f.message}}}};
  // Code scanning needs a location on every result: a finding about the source
  // as a whole is placed at its root manifest.
  ordered_json physical = {{"artifactLocation",
                            {{"uri", f.file.empty() || f.file == "." ? "mind.toml" : f.file},
                             {"uriBaseId", "SRCROOT"}}}};
  if (f.line) physical["region"] = {{"startLine", *f.line}};
  result["locations"] = ordered_json::array({{{"physicalLocation", physical}}});
  return result;
}

}  // namespace

const std::vector<TagDescription>& review_tags() {
  static const std::vector<TagDescription> tags = {
      {"toml-parse-error", "mind.toml fails to parse or violates the schema"},
      {"conflicting-pin", "[source] declares more than one pin directive"},
      {"incompatible-version", "min-mind-version is newer than this mind"},
      {"unknown-kind", "mind.toml names an unknown item kind"},
      {"plugin-manifest-error", "a .claude-plugin/ manifest fails to parse or is refused"},
      {"scan-error", "the source could not be scanned"},
      {"remote-code", "text that runs downloaded or decoded code (curl | sh, base64 -d | sh)"},
      {"reverse-shell", "text that opens a shell to a remote host"},
      {"credential-access", "text that reads or sends credentials, keys or the environment"},
      {"destructive-command", "text that deletes or overwrites the home directory or the root"},
      {"settings-write", "text that writes agent settings, shell start-up files or the crontab"},
      {"prompt-injection", "text that tells the agent to ignore its instructions"},
      {"concealment", "text that tells the agent to hide what it does from the user"},
      {"invisible-text", "invisible or direction-changing characters (tags, bidi, zero-width)"},
      {"metadata-too-large", "a command file exceeds the metadata read cap"},
      {"bad-reference", "a token names no item of the source"},
      {"misplaced-reference", "{{ns:}} where it cannot mean a sibling (the frontmatter name:)"},
      {"bad-expand", "an expand: entry names a file the item does not ship"},
      {"install-hook", "the source runs a hook on the installing machine"},
      {"item-hook", "an item runs a hook on the installing machine"},
      {"deprecated-field", "mind.toml uses a deprecated field"},
      {"missing-description", "an item has no description"},
      {"frontmatter-unreadable", "an item's frontmatter is not YAML Claude Code reads"},
      {"agent-name-refused", "an agent name Claude Code refuses in ~/.claude/agents"},
      {"custom-link", "an [[items]] entry overrides its link target"},
      {"command-content", "a command declares allowed-tools or runs a bash directive"},
      {"workflow-content", "a workflow is a program the harness runs; mind does not validate it"},
      {"spec-frontmatter", "a skill's frontmatter the Agent Skills reference cannot read"},
      {"spec-frontmatter-key", "a skill frontmatter key the Agent Skills spec does not define"},
      {"spec-name", "a skill name that breaks the Agent Skills spec"},
      {"spec-description", "a skill description that breaks the Agent Skills spec"},
      {"spec-compatibility", "a skill compatibility that breaks the Agent Skills spec"},
      {"workflow-unread", "a workflow is over mind's metadata read cap; it was not read"},
      {"workflow-unloadable", "the harness would skip this workflow"},
      {"workflow-name", "a workflow's meta.name differs from its effective name"},
      {"workflow-name-collision", "two workflows of the source answer to one harness name"},
      {"unguarded-reference", "a sibling is named in prose without a token under a prefix"},
      {"plugin-reference",
       "a plugin names an item of its own by plugin:name that it does not offer"},
      {"agent-name-collision", "two agents of the source link under one harness name"},
      {"forged-namespace", "a bare name contains ':' while no prefix is in effect"},
      {"harness-reserved-name", "a name Claude Code ignores in a project's .claude/"},
      {"inert-token", "a token in a file that never expands"},
      {"missing-plugin-path", "a path under ${CLAUDE_PLUGIN_ROOT} the plugin does not hold"},
      {"plugin-root-outside-plugin", "${CLAUDE_PLUGIN_ROOT} in an item that is not in a plugin"},
      {"hardcoded-path", "a literal install path where a token would be portable"},
      {"ns-tool-reference", "{{ns:}} names only a tool"},
      {"bare-tool-reference", "a sibling tool is named in prose without a token"},
      {"unshipped-tooling", "a file the source needs is not tracked by git"},
      {"duplicate-tooling", "the same non-markdown file ships in several items"},
  };
  return tags;
}

std::string located_message(const Finding& f) {
  if (f.file.empty()) return f.message;
  std::string where = f.file;
  if (f.line) where += ":" + std::to_string(*f.line);
  return where + ": " + f.message;
}

std::string review_text(const ReviewReport& report, Severity severity) {
  const std::string_view word = severity == Severity::hard ? "error" : "advisory";
  std::string text;
  for (const Finding& f : report.findings) {
    if (f.severity != severity) continue;
    text.append(word).append(" [").append(f.tag).append("]: ").append(located_message(f)) += '\n';
  }
  return text;
}

std::string review_class_summary(const ReviewReport& report) {
  if (report.findings.empty()) return {};
  const auto& tags = review_tags();
  std::vector<std::pair<std::size_t, std::size_t>> counts(tags.size() + 1);  // hard, advisory
  std::vector<std::string> unknown;  // a tag missing from the table still shows
  for (const Finding& f : report.findings) {
    std::size_t i = 0;
    while (i < tags.size() && tags[i].tag != f.tag) ++i;
    if (i == tags.size() && std::find(unknown.begin(), unknown.end(), f.tag) == unknown.end())
      unknown.push_back(f.tag);
    (f.severity == Severity::hard ? counts[i].first : counts[i].second) += 1;
  }
  std::size_t width = 0;
  for (std::size_t i = 0; i < tags.size(); ++i) {
    if (counts[i].first + counts[i].second > 0) width = std::max(width, tags[i].tag.size());
  }
  std::string text = "findings by class:\n";
  const auto line = [&](std::string_view tag, std::size_t hard, std::size_t advisory) {
    text += "  " + std::string(tag) + std::string(width > tag.size() ? width - tag.size() : 0, ' ');
    if (hard > 0) text += "  " + std::to_string(hard) + " error";
    if (advisory > 0) text += "  " + std::to_string(advisory) + " advisory";
    text += '\n';
  };
  for (std::size_t i = 0; i < tags.size(); ++i) {
    if (counts[i].first + counts[i].second > 0)
      line(tags[i].tag, counts[i].first, counts[i].second);
  }
  for (const std::string& tag : unknown) {
    std::size_t hard = 0, advisory = 0;
    for (const Finding& f : report.findings) {
      if (f.tag == tag) (f.severity == Severity::hard ? hard : advisory) += 1;
    }
    line(tag, hard, advisory);
  }
  return text;
}

std::string_view review_outcome(const ReviewReport& report) {
  if (report.failed()) return "failed";
  return report.findings.empty() ? "clean" : "advisory";
}

std::string review_json(const ReviewReport& report) {
  ordered_json hard = ordered_json::array();
  ordered_json advisory = ordered_json::array();
  for (const Finding& f : report.findings) {
    (f.severity == Severity::hard ? hard : advisory).push_back(finding_json(f));
  }
  const ordered_json j = {
      {"schema", 1},  {"action", "review"},   {"outcome", review_outcome(report)},
      {"hard", hard}, {"advisory", advisory}, {"fixed", ordered_json::array()}};
  return dump(j);
}

std::string review_fix_json(const review::FixReport& report, const std::string& target) {
  ordered_json fixed = ordered_json::array();
  for (const auto& f : report.rewritten)
    fixed.push_back({{"file", f.path}, {"rewrites", f.rewrites}});
  ordered_json left = ordered_json::array();
  for (const auto& f : report.left) left.push_back({{"file", f.path}, {"mentions", f.rewrites}});
  const ordered_json j = {
      {"schema", 1},      {"action", "review"},
      {"target", target}, {"outcome", report.rewritten.empty() ? "clean" : "fixed"},
      {"fixed", fixed},   {"rewrites", report.rewrites()},
      {"left", left}};
  return dump(j);
}

std::string review_sarif(const ReviewReport& report, std::string_view tool_version) {
  const auto& tags = review_tags();
  ordered_json rules = ordered_json::array();
  for (const TagDescription& t : tags) {
    rules.push_back(
        {{"id", t.tag}, {"name", t.tag}, {"shortDescription", {{"text", t.description}}}});
  }
  ordered_json results = ordered_json::array();
  for (const Finding& f : report.findings) {
    std::size_t index = 0;
    while (index < tags.size() && tags[index].tag != f.tag) ++index;
    results.push_back(sarif_result(f, index));
  }
  const ordered_json driver = {{"name", "mind"}, {"version", tool_version}, {"rules", rules}};
  const ordered_json j = {
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", ordered_json::array({{{"tool", {{"driver", driver}}}, {"results", results}}})}};
  return dump(j);
}

}  // namespace mind::reporting
