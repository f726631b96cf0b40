#!/usr/bin/env bash
# make bench: every benchmark, each printing its ratio against a baseline
# measured in the same run. BENCH_SMALL=1 runs the scan benchmarks at 1/10 size.
set -euo pipefail
build=$1
scale=${BENCH_SMALL:+10}
scale=${scale:-1}
for bench in "$build"/bench/*_bench; do
  [ -x "$bench" ] || continue
  echo "== $(basename "$bench")"
  case $(basename "$bench") in
    workflow_scan_bench) "$bench" $((10000 / scale)) 100 "$build/mind" ;;
    scan_bench) "$bench" $((10000 / scale)) ;;
    recall_bench) "$bench" "$build/mind" $((5000 / scale)) ;;
    # 1 and 10 items: the fixed costs of a small meld (issue 34), 9 rounds.
    store_link_bench) "$bench" "$build/mind" 9 1 10 $((100 / scale)) $((1000 / scale)) $((10000 / scale)) ;;
    browser_bench) "$bench" "$build/mind" $((10000 / scale)) 20 ;;
    lifecycle_bench) "$bench" "$build/mind" $((100 / scale)) $((1000 / scale)) $((10000 / scale)) ;;
    local_clone_bench) "$bench" "$build/mind" "" $((10 / scale)) ;;
    *) "$bench" ;;
  esac
done
