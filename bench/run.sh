#!/usr/bin/env bash
# make bench: in-process benchmarks, each printing its ratio against a baseline
# measured in the same run.
set -euo pipefail
build=$1
if [ -x "$build/bench/meta_reader_bench" ]; then
  "$build/bench/meta_reader_bench"
else
  echo "bench: meta_reader_bench not built"
fi
if [ -x "$build/bench/scan_bench" ]; then
  "$build/bench/scan_bench" 10000
else
  echo "bench: scan_bench not built"
fi
