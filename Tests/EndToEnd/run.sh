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
for t in "$here"/test_*.sh; do
  [ -e "$t" ] || continue
  name=$(basename "$t" .sh)
  work=$(mktemp -d)
  started=$SECONDS
  if (cd "$work" && bash "$t") >"$work/log" 2>&1; then
    echo "e2e: $name passed ($((SECONDS - started)) s)"
    passed=$((passed + 1))
  else
    echo "e2e: $name FAILED ($((SECONDS - started)) s)"
    sed 's/^/    /' "$work/log" | tail -40
    failed=$((failed + 1))
  fi
  rm -rf "$work"
done
echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
