# Any scene `check` accepts replays: a 20,000-deep parent chain (hit testing recursed and
# crashed, and depth cost quadratic time), a scene smaller than a pixel and a 5000 × 5000 one
# (no canvas could be made); a scene beyond the size limit is refused by `check` and `replay`
# alike, with the limit named.
set -euo pipefail
python3 - <<'PY'
import json
n = 20000
els = [{"name": "e0", "position": [400, 300], "size": [20, 20]}]
els += [{"name": f"e{i}", "parent": f"e{i-1}", "position": [10, 10], "size": [20, 20]} for i in range(1, n)]
json.dump({"size": [800, 600], "elements": els,
           "interactions": [{"type": "draggable", "element": f"e{n-1}"}]}, open("chain.json", "w"))
for name, size in [("tiny", [0.5, 0.5]), ("large", [5000, 5000]), ("huge", [8193, 100])]:
    json.dump({"size": size, "elements": [{"name": "a", "position": [0.25, 0.25], "size": [0.5, 0.5]}]},
              open(name + ".json", "w"))
PY
cat >drag.jsonl <<'JSONL'
{"t": 0.0, "touch": "down", "id": 1, "x": 400, "y": 300}
{"t": 0.1, "touch": "move", "id": 1, "x": 420, "y": 310}
{"t": 0.2, "touch": "up", "id": 1, "x": 440, "y": 320}
JSONL
"$MOTION_SANDBOX" check chain.json
"$MOTION_SANDBOX" replay drag.jsonl --scene chain.json --out deep --settle 0.5
python3 - <<'PY'
import json
dump = json.load(open("deep/final.json"))
last = dump["elements"][-1]
assert len(dump["elements"]) == 20000, len(dump["elements"])
assert last["position"] == [50.0, 30.0], last["position"]
assert last["corners"][0] == [430.0, 310.0], last["corners"]
PY
for name in tiny large; do
  "$MOTION_SANDBOX" check "$name.json"
  "$MOTION_SANDBOX" replay drag.jsonl --scene "$name.json" --out "out-$name" --settle 0.5
  file "out-$name/final.png" | grep -q "PNG image data"
done
file out-large/final.png | grep -q "5000 x 5000"
for command in "check huge.json" "replay drag.jsonl --scene huge.json --out out-huge"; do
  status=0
  $MOTION_SANDBOX $command 2>err.txt || status=$?
  [ "$status" -eq 2 ] || { echo "$command: status $status"; exit 1; }
  grep -q 'huge.json:1: the scene.s "size" must be at most \[8192, 8192\] points' err.txt || { cat err.txt; exit 1; }
done
[ ! -e out-huge ]
