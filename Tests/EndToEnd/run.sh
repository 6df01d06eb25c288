#!/usr/bin/env bash
# Runs every end-to-end test (Tests/EndToEnd/test_*.sh), or those named after the program
# (`run.sh BIN test_suite test_cli`), against the built program and prints the plain closing
# line "N passed, N failed".
set -uo pipefail
bin=$(realpath "${1:?usage: run.sh PATH-TO-motion-sandbox [TEST-NAME...]}")
shift
here=$(cd "$(dirname "$0")" && pwd)
scripts=()
for name in "$@"; do
  [ -f "$here/${name%.sh}.sh" ] || { echo "run.sh: no end-to-end test ${name%.sh}.sh in $here" >&2; exit 2; }
  scripts+=("$here/${name%.sh}.sh")
done
[ ${#scripts[@]} -gt 0 ] || scripts=("$here"/test_*.sh)
export MOTION_SANDBOX="$bin" E2E_DIR="$here"
# The Python with junitparser that scripts/bootstrap.sh test makes.
export E2E_PYTHON="$here/../../.build/e2e-python/bin/python3"
# Scripts run E2E_JOBS at a time (default 2, one a core here): most of their time is spent
# waiting on windows, browsers and child programs, and each has its own folder and X server.
jobs=${E2E_JOBS:-2}
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
# A script that fails is run once more in a new folder, as Playwright's retries do: one that
# passes then counts as passed but is named FLAKY here and in the closing lines, so a rare fault
# of the environment (an X server that goes away) neither fails the run nor goes unseen.
run_one() {
  local t=$1 work=$2
  (cd "$work" && bash "$t") >"$work/log" 2>&1
}
# Runs one script (and its retry) and writes what it printed and its verdict into $results.
run_script() {
  local t=$1 name work retry started verdict
  name=$(basename "$t" .sh)
  work=$(mktemp -d)
  started=$SECONDS
  {
    if run_one "$t" "$work"; then
      echo "e2e: $name passed ($((SECONDS - started)) s)"
      verdict=passed
    else
      echo "e2e: $name failed on its first run ($((SECONDS - started)) s); running it again"
      sed 's/^/    /' "$work/log" | tail -40
      retry=$(mktemp -d)
      started=$SECONDS
      if run_one "$t" "$retry"; then
        echo "e2e: $name FLAKY: passed on its second run ($((SECONDS - started)) s)"
        verdict=flaky
      else
        echo "e2e: $name FAILED ($((SECONDS - started)) s)"
        sed 's/^/    /' "$retry/log" | tail -40
        verdict=failed
      fi
      rm -rf "$retry"
    fi
  } >"$results/$name.out"
  rm -rf "$work"
  echo "$verdict" >"$results/$name.verdict"
  cat "$results/$name.out"
}
running=0
for t in "${scripts[@]}"; do
  [ -e "$t" ] || continue
  if [ "$running" -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
  run_script "$t" &
  running=$((running + 1))
done
wait
passed=0
failed=0
flaky=()
for verdict in "$results"/*.verdict; do
  [ -e "$verdict" ] || continue
  case $(cat "$verdict") in
    passed) passed=$((passed + 1)) ;;
    flaky) passed=$((passed + 1)) flaky+=("$(basename "$verdict" .verdict)") ;;
    *) failed=$((failed + 1)) ;;
  esac
done
expected=${#scripts[@]}
if [ $((passed + failed)) -ne "$expected" ]; then
  echo "e2e: only $((passed + failed)) of $expected scripts reported a verdict"
  failed=$((failed + expected - passed - failed))
fi
[ ${#flaky[@]} -eq 0 ] || echo "e2e: flaky (failed once, then passed): ${flaky[*]}"
echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
