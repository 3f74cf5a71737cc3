#!/usr/bin/env bash
# Runs the fuzz targets (all, or those named) for SECONDS each (default 60) on the nightly
# toolchain, and prints each target's executions and findings. Inputs that crash land in
# fuzz/crashes/TARGET/: commit them, and `cargo test` replays them on stable from then on. New
# corpus entries go to target/fuzz-corpus/ (not committed; the committed seeds in fuzz/corpus/
# are read too).
#
# The targets are built without AddressSanitizer (`-s none`): the workspace forbids unsafe
# code, so the sanitizer has nothing of ours to watch and would cost half the executions.
# SANITIZER=address brings it back. RUNS=N stops each target after N executions, or at
# SECONDS if that comes first; MAX_LEN=N caps an input at N bytes (libFuzzer lets inputs grow
# to 4 KB; shorter ones run faster where each line of input is a whole game's work).
#
#   bash fuzz/run.sh 600
#   bash fuzz/run.sh 600 words_game treasure_console
#   RUNS=10000000 bash fuzz/run.sh 7200 classic_line
#   MAX_LEN=600 bash fuzz/run.sh 3600 web_message
set -euo pipefail
seconds=${1:-60}
shift || true
cd "$(dirname "$0")"
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
sanitizer=${SANITIZER:-none}
limits=()
[ -z "${RUNS:-}" ] || limits+=(-runs="$RUNS")
[ -z "${MAX_LEN:-}" ] || limits+=(-max_len="$MAX_LEN")
targets=("$@")
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(cargo +nightly fuzz list)
status=0
for target in "${targets[@]}"; do
    scratch=../target/fuzz-corpus/$target
    mkdir -p "$scratch" "crashes/$target"
    log=../target/fuzz-$target.log
    # Findings are the inputs libFuzzer writes to crashes/TARGET/ (a crash, a timeout or
    # running out of memory); a run stopped by Ctrl-C also exits with an error, but finds none.
    known=$(find "crashes/$target" -type f | wc -l)
    stopped=""
    cargo +nightly fuzz run -s "$sanitizer" "$target" "$scratch" "corpus/$target" -- \
        -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
        -artifact_prefix="crashes/$target/" "${limits[@]}" >"$log" 2>&1 || stopped="; stopped early, see $log"
    if [ "$(find "crashes/$target" -type f | wc -l)" -gt "$known" ]; then
        found="FOUND: see $log and crashes/$target/"
        status=1
    else
        found="0 crashes, timeouts or out-of-memory$stopped"
        [ -z "$stopped" ] || status=1
    fi
    done=$(grep -oE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 || true)
    [ -n "$done" ] || done=$(grep -oE '^#[0-9]+' "$log" | tail -1 | sed 's/#/about /; s/$/ runs/' || true)
    echo "$target: ${done:-no summary (see $log)}; $found"
done
exit $status
