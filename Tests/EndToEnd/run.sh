#!/usr/bin/env bash
# Runs every end-to-end test (Tests/EndToEnd/test_*.sh) against the built program and prints
# the plain closing line "N passed, N failed".
set -uo pipefail
bin=$(realpath "${1:?usage: run.sh PATH-TO-motion-sandbox}")
here=$(cd "$(dirname "$0")" && pwd)
export MOTION_SANDBOX="$bin" E2E_DIR="$here"
# The Python with junitparser that scripts/bootstrap.sh test makes.
export E2E_PYTHON="$here/../../.build/e2e-python/bin/python3"
passed=0
failed=0
flaky=()
# A script that fails is run once more in a new folder, as Playwright's retries do: one that
# passes then counts as passed but is named FLAKY here and in the closing lines, so a rare fault
# of the environment (an X server that goes away) neither fails the run nor goes unseen.
run_one() {
  local t=$1 work=$2
  (cd "$work" && bash "$t") >"$work/log" 2>&1
}
for t in "$here"/test_*.sh; do
  [ -e "$t" ] || continue
  name=$(basename "$t" .sh)
  work=$(mktemp -d)
  started=$SECONDS
  if run_one "$t" "$work"; then
    echo "e2e: $name passed ($((SECONDS - started)) s)"
    passed=$((passed + 1))
  else
    echo "e2e: $name failed on its first run ($((SECONDS - started)) s); running it again"
    sed 's/^/    /' "$work/log" | tail -40
    retry=$(mktemp -d)
    started=$SECONDS
    if run_one "$t" "$retry"; then
      echo "e2e: $name FLAKY: passed on its second run ($((SECONDS - started)) s)"
      flaky+=("$name")
      passed=$((passed + 1))
    else
      echo "e2e: $name FAILED ($((SECONDS - started)) s)"
      sed 's/^/    /' "$retry/log" | tail -40
      failed=$((failed + 1))
    fi
    rm -rf "$retry"
  fi
  rm -rf "$work"
done
[ ${#flaky[@]} -eq 0 ] || echo "e2e: flaky (failed once, then passed): ${flaky[*]}"
echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
