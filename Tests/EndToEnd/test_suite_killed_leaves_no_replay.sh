# A `test` killed while its replays run, even with SIGKILL (which it cannot catch), leaves no
# replay running: each replay worker ends with the test that started it. The temporary folder a
# SIGKILL leaves is removed by the next run.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
# A folder name of this run's own, so the replays found are this test's.
suite="killed-suite-$$"
mkdir "$suite" tmp
export TMPDIR="$PWD/tmp/"
for name in gallery toss; do cp -rL "$assets/suites/builtin/$name" "$suite/$name"; done
for signal in KILL TERM; do
  "$MOTION_SANDBOX" test "$suite" --jobs 2 >/dev/null 2>&1 &
  pid=$!
  for _ in $(seq 1 300); do
    pgrep -f "replay-worker $suite" >/dev/null && break
    sleep 0.1
  done
  pgrep -f "replay-worker $suite" >/dev/null || { echo "no replay started" >&2; exit 1; }
  kill "-$signal" "$pid"
  wait "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do
    pgrep -f "replay-worker $suite" >/dev/null || break
    sleep 0.1
  done
  if pgrep -f "replay-worker $suite" >/dev/null; then
    echo "a replay outlived the test killed with SIG$signal" >&2
    exit 1
  fi
done

# The SIGKILLed run's folder is there; the next run removes it (its process is gone).
ls tmp
killed=$(ls tmp | grep -c '^motion-sandbox-test-' || true)
[ "$killed" -ge 1 ]
"$MOTION_SANDBOX" test "$suite" --filter toss --jobs 1 >next.txt
grep -q '^1 passed, 0 failed' next.txt
[ -z "$(ls tmp | grep '^motion-sandbox-test-' || true)" ]
