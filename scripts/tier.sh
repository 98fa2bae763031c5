#!/usr/bin/env bash
# Runs one tier of the test run (`tier.sh NAME command...`) and prints how long it took and how
# busy the machine was at its start and end: a slow run on a loaded machine is not a slow suite.
# When FLOCK_TIER_LOG names a file, the tier's figures are appended to it for .ci/run's summary.
set -uo pipefail
name=$1
shift
load() { cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?'; }
load_start=$(load)
start=$(date +%s%N)
"$@"
status=$?
seconds=$(( ($(date +%s%N) - start) / 1000000 ))
seconds=$(printf '%d.%d' $((seconds / 1000)) $((seconds % 1000 / 100)))
load_end=$(load)
outcome=$([ "$status" -eq 0 ] && echo ok || echo "failed ($status)")
echo "== ${name}: ${seconds}s, load ${load_start} -> ${load_end}, ${outcome}"
if [ -n "${FLOCK_TIER_LOG:-}" ]; then
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$seconds" "$load_start" "$load_end" "$outcome" >>"$FLOCK_TIER_LOG"
fi
exit "$status"
