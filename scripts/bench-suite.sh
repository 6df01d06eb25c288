#!/usr/bin/env bash
# The suite at scale (issue 39, docs/performance.md "A thousand cases"): a suite of COPIES copies
# (default 125) of each built-in case, 1,000 cases, all passing, films and tracks included, run
# with `test --jobs JOBS` (default 2). Prints the time, the cases a second and, when BASELINE names
# another build of motion-sandbox (today's runner, say a checkout of main), its time on the same
# suite in the same run and the ratio. Usage: scripts/bench-suite.sh BIN [BASELINE]
set -euo pipefail
bin=$(realpath "${1:?usage: bench-suite.sh PATH-TO-motion-sandbox [BASELINE-motion-sandbox]}")
baseline=${2:-}
[ -z "$baseline" ] || baseline=$(realpath "$baseline")
copies=${COPIES:-125}
jobs=${JOBS:-2}
builtin=$(cd "$(dirname "$0")/../Assets/suites/builtin" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each copy is a folder of its own (a case reached twice runs once) holding its case.json, and
# links to the built-in case's script and goldens: a thousand cases in a few megabytes.
mkdir "$work/suite"
for case in "$builtin"/*/; do
  name=$(basename "$case")
  for i in $(seq -w 1 "$copies"); do
    copy="$work/suite/$name-$i"
    mkdir "$copy"
    cp "$case/case.json" "$copy/case.json"
    ln -s "$(realpath "$case/script.jsonl")" "$copy/script.jsonl"
    ln -s "$(realpath "$case/expected")" "$copy/expected"
  done
done
count=$(find "$work/suite" -mindepth 1 -maxdepth 1 -type d | wc -l)

# Seconds (with milliseconds) that `$@` takes; fails unless every case passes.
run_suite() {
  local start end
  start=$(date +%s.%N)
  "$@" test "$work/suite" --jobs "$jobs" --reporter dot >"$work/out.txt" || {
    tail -20 "$work/out.txt" >&2
    echo "bench-suite: $1 did not pass the suite" >&2
    return 1
  }
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

seconds=$(run_suite "$bin")
printf 'suite of %d cases, --jobs %d: %.1f s, %.1f cases a second\n' "$count" "$jobs" "$seconds" \
  "$(echo "$count / $seconds" | bc -l)"
if [ -n "$baseline" ]; then
  before=$(run_suite "$baseline")
  printf 'baseline %s: %.1f s, %.1f cases a second; this build takes %.2f of its time\n' "$baseline" \
    "$before" "$(echo "$count / $before" | bc -l)" "$(echo "$seconds / $before" | bc -l)"
fi
