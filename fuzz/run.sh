#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 60) on the nightly toolchain, and prints
# each target's executions and findings. Inputs that crash land in fuzz/crashes/TARGET/:
# commit them, and `cargo test` replays them on stable from then on. New corpus entries go to
# target/fuzz-corpus/ (not committed; the committed seeds in fuzz/corpus/ are read too).
#
#   bash fuzz/run.sh 600
set -euo pipefail
seconds=${1:-60}
cd "$(dirname "$0")"
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
status=0
for target in $(cargo +nightly fuzz list); do
    scratch=../target/fuzz-corpus/$target
    mkdir -p "$scratch" "crashes/$target"
    log=../target/fuzz-$target.log
    if cargo +nightly fuzz run "$target" "$scratch" "corpus/$target" -- \
        -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
        -artifact_prefix="crashes/$target/" >"$log" 2>&1; then
        found="0 crashes"
    else
        found="FOUND: see $log and crashes/$target/"
        status=1
    fi
    runs=$(grep -oE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 || true)
    echo "$target: ${runs:-no summary (see $log)}; $found"
done
exit $status
