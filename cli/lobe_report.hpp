#pragma once
/// Rendering a lobe add, shared by `config lobes add` and `link-project`:
/// CLI-153 `lobe-add` result under --json, prose and the gitignore note
/// (HARN-11) otherwise; backfill failures as warnings (HARN-7).

#include "cli/context.hpp"
#include "install/lobes/lobe_admin.hpp"
#include "install/lobes/lobe_snapshot.hpp"

namespace mind::cli {

int report_lobe_add(Context& ctx, install::Session& session, const install::LobeAddResult& result);

/// `--snapshot` (HARN-12, HARN-14): "wrote N frozen ..." and the commit note,
/// or under --json one `lobe-add` result with outcome `snapshot` or `no-op`.
int report_lobe_snapshot(Context& ctx, const install::LobeSnapshotResult& result);

}  // namespace mind::cli
