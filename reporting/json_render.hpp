#pragma once
/// The JSON renderer: each function returns ONE document (CLI-217) carrying
/// `"schema": 1` (CLI-167, CLI-168). The only file that includes nlohmann-json
/// in this module.

#include <functional>
#include <string>
#include <vector>

#include "install/introspect.hpp"
#include "reporting/results.hpp"

namespace mind::reporting {

/// Where a listing is written as it is made, in pieces of about 64 KiB, so
/// that no verb holds the whole document (issue 34); the pieces make one document.
using JsonSink = std::function<void(const std::string& piece)>;

std::string probe_json(const std::vector<ProbeRow>& rows);
void write_probe_json(const std::vector<ProbeRow>& rows, const JsonSink& sink);
std::string mutation_json(const MutationResult& result);
std::string recall_json(const std::vector<RecallSource>& sources);
void write_recall_json(const std::vector<RecallSource>& sources, const JsonSink& sink);
/// `recall <item> --json`: the manifest record; a workflow's `harness` adds
/// `when_to_use` (when declared), `harness_name` and `workflow_findings` (WF-60).
std::string recall_item_json(const store::InstalledItem& item, const ItemIdentity& id,
                             const HarnessView* harness = nullptr);
/// `sync`: `{"schema":1,"action":"sync","target","outcome","sources":[{name,
/// outcome, old_commit, commit}]}` (CLI-153), plus, when not empty,
/// `registered` (nested sources newly listed upstream, DSC-57) and `skipped`
/// ([{source, reason}], DSC-69, DSC-79).
/// With `--upgrade`, the pass folds in as `upgrade` (CLI-217): {outcome
/// (`up-to-date`, `upgraded`, `renamed`, `declined`), installed, removed,
/// skipped}.
struct SyncUpgrade {
  std::string outcome;
  std::vector<std::string> installed, removed;
  std::vector<std::pair<std::string, std::string>> skipped;
};
std::string sync_json(const std::string& target, const std::string& outcome,
                      const std::vector<SyncRow>& rows,
                      const std::vector<std::string>& registered = {},
                      const std::vector<std::pair<std::string, std::string>>& skipped = {},
                      const SyncUpgrade* upgrade = nullptr);
/// `recall --sources --json`: `{"schema":1,"items":[<Reference C source record>...]}`
/// (CLI-73): each record exactly as sources.json stores it, pin included.
std::string recall_sources_json(const std::vector<store::Source>& sources);
/// `config show --json`: config_file, lobes, default_lobe, ssh, absorb_to,
/// max_metadata_size, max_metadata_size_bytes, agent_homes_override.
std::string config_show_json(const ConfigView& view);
/// `config lobes list --json`: `{"schema":1,"lobes":[{path, resolved, kinds}]}`.
std::string lobes_list_json(const std::vector<LobeRow>& lobes);
/// `config lobes detect --json`: `{"schema":1,"action":"lobe-detect","detected":[{preset,
/// path,kinds,scope}],"added":bool,"guidance":[...]}`.
std::string lobes_detect_json(const LobeDetectResult& result);

/// `config lobes presets --json`: `{"schema":1,"action":"lobe-presets","presets":[{name, agent,
/// global, project, global_kinds, project_kinds, installed, global_source, project_source}]}`;
/// `global`/`project` are null where the agent has no such folder, and each is
/// the lobe (the parent of its `skills/`).
std::string lobes_presets_json(const std::vector<PresetRow>& rows);
/// `introspect --json` (CLI-92, CLI-189): `{"schema":1,"issues":[{kind,target,
/// message}],"sources":N,"items":N}`, exactly; after --fix, the issues that remain.
std::string introspect_json(const install::IntrospectReport& report);
/// A mutation result with `skipped: [{source, reason}]` (CLI-211: sources the
/// run could not check).
std::string mutation_json(const MutationResult& result,
                          const std::vector<std::pair<std::string, std::string>>& skipped);

}  // namespace mind::reporting
