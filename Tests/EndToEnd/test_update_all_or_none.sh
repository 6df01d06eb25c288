# test --update killed with SIGKILL at any moment leaves every case's goldens all old or all new
# (a film, a track, a capture and a dump each); a later update finishes the job and leaves no
# staging folder behind. Bad film and track goldens fail their case, not the run.
set -euo pipefail
cat >scene.json <<'JSON'
{"size": [120, 90], "elements": [
  {"name": "square", "position": [30, 60], "size": [20, 20], "color": "#FFCA28"},
  {"name": "circle", "position": [90, 20], "size": [16, 16], "color": "#26A69A", "cornerRadius": 8}],
 "interactions": [{"type": "tossable", "element": "square", "destination": {"element": "circle"}}]}
JSON
cat >script.jsonl <<'JSONL'
{"t": 0.0, "film": "toss.png", "until": 0.5}
{"t": 0.0, "track": "toss.jsonl", "until": 0.5}
{"t": 0.0, "touch": "down", "id": 1, "x": 30, "y": 60}
{"t": 0.05, "touch": "move", "id": 1, "x": 40, "y": 50}
{"t": 0.1, "touch": "up", "id": 1, "x": 50, "y": 40}
{"t": 0.3, "capture": "flight.png"}
{"t": 0.3, "dump": "flight.json"}
JSONL
mkdir suite
for i in 1 2 3 4 5 6; do
  mkdir suite/case$i
  cp scene.json script.jsonl suite/case$i/
  printf '{"scene": "scene.json", "settle": 1}\n' >suite/case$i/case.json
done
"$MOTION_SANDBOX" test suite --update --jobs 2 >/dev/null
"$MOTION_SANDBOX" test suite --jobs 2 | grep -qx '6 passed, 0 failed'

fingerprint() { (cd "$1" && find . -type f | sort | xargs sha256sum) | sha256sum | cut -d' ' -f1; }
old=$(fingerprint suite/case1/expected)
# Another spring: every golden changes.
for i in 1 2 3 4 5 6; do
  sed -i 's/"destination"/"spring": {"stiffness": 900, "damping": 12}, "destination"/' suite/case$i/scene.json
done
cp -r suite reference
"$MOTION_SANDBOX" test reference --update --jobs 2 >/dev/null
new=$(fingerprint reference/case1/expected)
[ "$old" != "$new" ]

for delay in 0.3 0.8 1.5 2.5 4; do
  "$MOTION_SANDBOX" test suite --update --jobs 2 >/dev/null 2>&1 &
  pid=$!
  sleep "$delay"
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  for i in 1 2 3 4 5 6; do
    now=$(fingerprint suite/case$i/expected)
    if [ "$now" != "$old" ] && [ "$now" != "$new" ]; then
      echo "case$i is neither all old nor all new after a kill at $delay s" >&2
      exit 1
    fi
  done
done
"$MOTION_SANDBOX" test suite --update --jobs 2 >/dev/null
for i in 1 2 3 4 5 6; do
  [ "$(fingerprint suite/case$i/expected)" = "$new" ]
  [ -z "$(find suite/case$i -maxdepth 1 -name '.expected-staging-*')" ]
done

# Bad goldens fail their case with what is wrong; the other cases still run and pass.
head -c 300 suite/case1/expected/toss.png >cut && mv cut suite/case1/expected/toss.png
cp suite/case2/expected/flight.png suite/case2/expected/toss.png
printf '{"t": 0.0, "atRest": tru\n' >suite/case3/expected/toss.jsonl
cp "$E2E_DIR/../../Assets/suites/builtin/toss/expected/toss.png" suite/case4/expected/toss.png
set +e
"$MOTION_SANDBOX" test suite --jobs 2 >bad.txt 2>err.txt; status=$?
set -e
cat bad.txt err.txt
[ "$status" -eq 1 ]
grep -q 'case1/expected/toss.png: cannot read the image: not a film: it is cut short inside a chunk (truncated)' bad.txt
grep -q 'case2/expected/toss.png: cannot read the image: not a film: it has no acTL chunk' bad.txt
grep -qE 'case3/expected/toss.jsonl:1: ' bad.txt
grep -q 'toss.png: sizes differ: expected 800×600, actual 120×90' bad.txt
grep -qx '2 passed, 4 failed' bad.txt
[ ! -s err.txt ]
