#include "review/init_source.hpp"

#include <fstream>
#include <sstream>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/item_files.hpp"
#include "install/sources/closure.hpp"
#include "namespacing/prefix.hpp"
#include "namespacing/unguarded_references.hpp"
#include "review/review_scope.hpp"
#include "store/atomic_file.hpp"

namespace mind::review {
namespace fs = std::filesystem;
namespace {

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// DSC-82: an existing file's deprecated `prefix =` line becomes `namespace =`.
bool replace_prefix_line(const fs::path& file, const std::string& ns) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream buf;
  buf << in.rdbuf();
  std::string text = buf.str(), out, line;
  std::istringstream lines(text);
  bool changed = false;
  while (std::getline(lines, line)) {
    const auto first = line.find_first_not_of(" \t");
    if (!changed && first != std::string::npos && line.compare(first, 6, "prefix") == 0) {
      const auto eq = line.find_first_not_of(" \t", first + 6);
      if (eq != std::string::npos && line[eq] == '=') {
        out += "namespace = " + quoted(ns) + "\n";
        changed = true;
        continue;
      }
    }
    out += line + "\n";
  }
  if (changed) store::write_file_atomically(file, out);
  return changed;
}

std::string marketplace_scaffold(const std::string& name) {
  return "{\n  \"name\": " + quoted(name) +
         ",\n  \"owner\": { \"name\": \"TODO: your name\" },\n  \"plugins\": [\n    {\n"
         "      \"name\": " +
         quoted(name) +
         ",\n      \"source\": \"./\",\n      \"description\": \"TODO: what this plugin "
         "offers\"\n    }\n  ]\n}\n";
}

}  // namespace

std::string mind_toml_scaffold(const InitSourceRequest& r) {
  std::string out =
      "# mind.toml: how mind reads this source (see `mind help`, docs/mind-toml.md).\n"
      "[source]\n"
      "description = \"TODO: what this source offers\"\n";
  if (r.namespace_ && !r.namespace_->empty()) {
    out += "namespace = " + quoted(*r.namespace_) + "\n";  // DSC-82: the canonical key
  } else {
    out += "# namespace = \"my-prefix\"   # prefix for every item name (consumers may override)\n";
  }
  if (r.flat_skills) out += "flat-skills = true   # a skill is any <name>/SKILL.md folder\n";
  out +=
      "\n"
      "# Install hooks (HOOK-57): commands run in this repository's clone when it is\n"
      "# melded, only after the consumer agrees (or passes\n"
      "# --dangerously-skip-install-hook-check). Uncomment what you need.\n"
      "#\n"
      "# [[hooks]]\n"
      "# name = \"setup\"\n"
      "# event = \"install\"        # runs at meld, and again when an upgrade moves the source\n"
      "# run = \"./scripts/setup.sh\"\n"
      "#\n"
      "# [[hooks]]\n"
      "# name = \"teardown\"\n"
      "# event = \"uninstall\"      # runs at unmeld\n"
      "# run = \"./scripts/teardown.sh\"\n"
      "#\n"
      "# [[hooks]]\n"
      "# name = \"extras\"\n"
      "# event = \"install\"\n"
      "# run = \"./scripts/extras.sh\"\n"
      "# optional = true           # optional: a failure is reported and the meld goes on;\n"
      "#                           # a required hook that fails stops the meld\n";
  return out;
}

InitSourceReport init_source(const InitSourceRequest& r, const discovery::ScanOptions& scan_base) {
  std::error_code ec;
  if (!fs::is_directory(r.dir, ec)) {
    throw Error(ErrorKind::not_a_directory,
                "'" + sanitize_display(r.dir.string()) + "' is not a directory",
                {"run mind init-source inside the repository, or give its path"});
  }
  if (r.namespace_ && !r.namespace_->empty()) {
    namespacing::validate_prefix(*r.namespace_, "--namespace");
  }
  InitSourceReport report;
  const fs::path toml = r.dir / "mind.toml";
  if (!fs::exists(toml, ec)) {  // INIT-3: never overwritten
    store::write_file_atomically(toml, mind_toml_scaffold(r));
    report.written.push_back("mind.toml");
  } else if (r.namespace_ && !r.namespace_->empty() && replace_prefix_line(toml, *r.namespace_)) {
    report.notes.push_back("mind.toml: replaced the deprecated `prefix =` with `namespace =`");
  } else {
    report.notes.push_back("mind.toml exists; left as it is");
  }
  if (r.marketplace) {
    const fs::path market = r.dir / ".claude-plugin" / "marketplace.json";
    if (!fs::exists(market, ec)) {
      fs::create_directories(market.parent_path());
      fs::path abs = fs::absolute(r.dir).lexically_normal();
      if (!abs.has_filename()) abs = abs.parent_path();  // `.` normalizes to `<dir>/`
      const std::string name = abs.filename().string();
      store::write_file_atomically(market,
                                   marketplace_scaffold(name.empty() ? "my-plugins" : name));
      report.written.push_back(".claude-plugin/marketplace.json");
    } else {
      report.notes.push_back(".claude-plugin/marketplace.json exists; left as it is");
    }
  }
  discovery::ScanOptions scan = scan_base;
  scan.flat_skills = scan.flat_skills || r.flat_skills;
  if (r.template_) report.rewritten = fix_source(r.dir, scan, r.namespace_);  // INIT-5
  const discovery::Catalog catalog = discovery::scan_source(r.dir, scan);
  const ReviewScope scope(catalog, scan.metadata_cap, r.namespace_);
  const install::DependencyGraph graph(catalog.items);
  for (std::size_t i = 0; i < catalog.items.size(); ++i) {
    const discovery::CatalogItem& item = catalog.items[i];
    InitItemReport row;
    row.key = std::string(discovery::kind_word(item.kind)) + ":" + sanitize_display(item.bare_name);
    try {
      for (const discovery::CatalogItem* dep : graph.of(&item)) {
        row.references.push_back(std::string(discovery::kind_word(dep->kind)) + ":" +
                                 sanitize_display(dep->bare_name));
      }
    } catch (const Error& e) {
      report.notes.push_back(e.what());
    }
    std::vector<namespacing::UnguardedReference> refs;
    install::for_each_item_file(item, scope.cap, [&](const install::ItemFile& file) {
      if (!file.text) return;
      namespacing::merge_unguarded_references(
          refs, namespacing::find_unguarded_references(
                    *file.text, scope.siblings_mentioned(*file.text, i), item.bare_name));
    });
    for (const auto& ref : refs) row.mentions.push_back(sanitize_display(ref.name));
    report.items.push_back(std::move(row));
  }
  return report;
}

}  // namespace mind::review
