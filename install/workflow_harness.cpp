#include "install/workflow_harness.hpp"

#include <algorithm>
#include <filesystem>

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"
#include "discovery/workflow_file.hpp"
#include "install/lobes/unmanaged.hpp"

namespace mind::install {
namespace fs = std::filesystem;

InstalledWorkflow read_installed_workflow(const store::MindPaths& paths,
                                          const store::InstalledItem& item, std::uint64_t cap) {
  const fs::path file = paths.root / item.store;
  InstalledWorkflow read;
  try {
    std::error_code ec;
    const fs::file_status status = fs::symlink_status(file, ec);
    if (ec || !fs::is_regular_file(status)) {
      read.meta.detail = "mind cannot read its installed copy " +
                         mind::sanitize_display(item.store) + ": not a regular file";
      return read;
    }
    read.size_bytes = fs::file_size(file, ec);
    if (ec) read.size_bytes = 0;
    read.meta = discovery::read_workflow_file(file, read.size_bytes, cap).meta;
  } catch (const std::exception& e) {  // WF-31: a check never fails the verb
    read.meta = {};
    read.meta.detail = mind::sanitize_display(e.what());
  }
  return read;
}

HarnessCensus take_census(const store::MindPaths& paths, const std::vector<install::Lobe>& lobes,
                          const store::Manifest& manifest, std::uint64_t cap) {
  HarnessCensus census;
  for (const auto& [key, item] : manifest.items) {
    if (item.kind != discovery::Kind::workflow) continue;
    InstalledWorkflow read = read_installed_workflow(paths, item, cap);
    if (auto name = discovery::harness_name(read.meta)) census.claims.push_back({*name, key, false});
    census.reads.emplace(key, std::move(read));
  }
  for (const install::UnmanagedWorkflow& w :  // WF-61
       install::unmanaged_workflows(paths, lobes, manifest, cap)) {
    if (auto name = discovery::harness_name(w.meta)) {
      census.claims.push_back({*name, "workflow:" + w.name + " (unmanaged)", false});
    }
  }
  for (const discovery::HarnessClaim& claim : census.claims) {
    census.claimants[claim.harness_name].push_back(claim.claimant);
  }
  for (auto& [name, keys] : census.claimants) std::sort(keys.begin(), keys.end());
  return census;
}

std::vector<discovery::NameCollision> collisions_for(const HarnessCensus& census,
                                                  const std::set<std::string>& subjects) {
  if (subjects.empty()) return {};
  std::vector<discovery::HarnessClaim> claims = census.claims;
  bool any = false;
  for (discovery::HarnessClaim& claim : claims) {
    claim.subject = subjects.contains(claim.claimant);  // an unmanaged key never matches
    any = any || claim.subject;
  }
  if (!any) return {};
  return discovery::harness_name_collisions(std::move(claims));
}

std::optional<discovery::NameCollision> collision_of(const HarnessCensus& census,
                                                  const std::string& key) {
  const auto read = census.reads.find(key);
  if (read == census.reads.end()) return std::nullopt;
  const std::optional<std::string> name = discovery::harness_name(read->second.meta);
  if (!name) return std::nullopt;
  const auto group = census.claimants.find(*name);
  if (group == census.claimants.end() || group->second.size() < 2) return std::nullopt;
  std::vector<std::string> named = {key};  // the subject first, then the others sorted
  for (const std::string& other : group->second) {
    if (named.size() == discovery::kMaxNamedClaimants) break;
    if (other != key) named.push_back(other);
  }
  return discovery::collision_report(*name, named, group->second.size());
}

HarnessView harness_view(const HarnessCensus& census, const store::InstalledItem& item,
                         std::uint64_t cap, bool with_divergence) {
  const auto found = census.reads.find(item.key());
  static const InstalledWorkflow kNothing{};
  const InstalledWorkflow& read = found == census.reads.end() ? kNothing : found->second;
  HarnessView view;
  view.harness_name = discovery::harness_name(read.meta);
  view.when_to_use = read.meta.when_to_use;
  const std::string effective = item.name;
  const discovery::WorkflowSubject subject{read.meta, effective, item.bare_name, read.size_bytes, cap};
  if (with_divergence) {
    view.findings = discovery::workflow_messages(subject);
  } else {  // WF-24 is absent from the recall listing
    view.findings = discovery::unloadable_reasons(read.meta, read.size_bytes);
    if (auto unread = discovery::unread_message(read.meta, read.size_bytes, cap)) {
      view.findings.push_back(std::move(*unread));
    }
  }
  if (auto collision = collision_of(census, item.key())) {
    view.findings.push_back(std::move(collision->message));
  }
  if (view.when_to_use) view.when_to_use = mind::sanitize_display(*view.when_to_use);
  return view;
}

namespace {

// One defect's subjects: a single one keeps its own full message; several are
// ONE bounded report (WF-59's reasoning applied to every per-item warning), so
// a source of 2 000 alike workflows costs one line, not 2 000.
struct DefectGroup {
  std::string summary;                // `{n} workflows ...: ` precedes the list
  std::string remedy;                 // after the list, or empty
  std::vector<std::string> messages;  // `key: message`, one per message
  std::vector<std::string> named;     // `key (detail)`, one per subject
  void add(const std::string& key, const std::vector<std::string>& found,
           const std::string& detail) {
    if (found.empty()) return;
    for (const std::string& m : found) messages.push_back(mind::sanitize_display(key) + ": " + m);
    named.push_back(mind::sanitize_display(key) + detail);
  }
  void render(std::vector<std::string>& out) const {
    if (named.size() == 1) {
      out.insert(out.end(), messages.begin(), messages.end());
    } else if (!named.empty()) {
      out.push_back(std::to_string(named.size()) + " " + summary + ": " + bounded_list(named) +
                    (remedy.empty() ? "" : "; " + remedy));
    }
  }
};

}  // namespace

std::vector<std::string> touched_workflow_warnings(const store::MindPaths& paths,
                                                   const std::vector<install::Lobe>& lobes,
                                                   const store::Manifest& manifest,
                                                   const std::vector<std::string>& touched,
                                                   std::uint64_t cap) {
  std::set<std::string> subjects;
  for (const std::string& key : touched) {
    const store::InstalledItem* item = manifest.find(key);
    if (item && item->kind == discovery::Kind::workflow) subjects.insert(key);
  }
  if (subjects.empty()) return {};
  const HarnessCensus census = take_census(paths, lobes, manifest, cap);
  // WF-30
  DefectGroup unloadable{"workflows the harness will not load",
                         "`mind recall <item>` shows each one's reasons",
                         {},
                         {}};
  DefectGroup unread{"workflows whose meta mind did not read (over its metadata read cap of " +
                         std::to_string(cap) + " bytes)",
                     "raise it with --max-metadata-size",
                     {},
                     {}};
  DefectGroup diverged{"workflows answer to a harness name other than their effective name",
                       "write name: '{{ns:<bare name>}}' in each one's meta to make them agree",
                       {},
                       {}};
  for (const std::string& key : subjects) {
    const store::InstalledItem& item = *manifest.find(key);
    const InstalledWorkflow& read = census.reads.at(key);
    unloadable.add(key, discovery::unloadable_reasons(read.meta, read.size_bytes), "");
    if (auto message = discovery::unread_message(read.meta, read.size_bytes, cap)) {
      unread.add(key, {*message}, "");
    }
    if (auto message = discovery::divergence_message(read.meta, item.name, item.bare_name)) {
      diverged.add(key, {*message}, " as '" + shown_name(*discovery::harness_name(read.meta)) + "'");
    }
  }
  std::vector<std::string> warnings;
  unloadable.render(warnings);
  unread.render(warnings);
  diverged.render(warnings);
  const std::vector<discovery::NameCollision> collisions = collisions_for(census, subjects);
  for (std::size_t i = 0; i < collisions.size() && i < kMaxNamedInReport; ++i) {
    warnings.push_back(collisions[i].message);
  }
  if (collisions.size() > kMaxNamedInReport) {  // WF-59: the rest counted, not listed
    warnings.push_back(std::to_string(collisions.size() - kMaxNamedInReport) +
                       " more harness names are shared by several workflows; `mind review` "
                       "lists them");
  }
  return warnings;
}

}  // namespace mind::install
