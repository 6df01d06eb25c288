# A replay writes exactly the files its script names plus final.json and final.png; the dumps
# describe the scene; two runs give identical files; bad input exits 2 and writes nothing.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out one 2>/dev/null
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out two 2>/dev/null
expected="destination-moving.json destination-moving.png final.json final.png in-flight.json in-flight.png landing.json landing.png toss.jsonl toss.png"
[ "$(ls one | sort | tr '\n' ' ')" = "$expected " ] || { echo "wrote: $(ls one)"; exit 1; }
for f in one/*; do cmp "$f" "two/$(basename "$f")"; done
file one/in-flight.png | grep -q "PNG image data, 800 x 600"
python3 - <<'PY'
import json
d = json.load(open("one/in-flight.json"))
assert [e["name"] for e in d["elements"]] == ["circle", "square"], d["elements"]
assert d["t"] == 0.35
assert [i["type"] for i in d["interactions"]] == ["draggable", "tossable"]
assert {g["element"] for g in d["gestures"]} == {"scene", "circle"}
final = json.load(open("one/final.json"))
sq = next(e for e in final["elements"] if e["name"] == "square")
ci = next(e for e in final["elements"] if e["name"] == "circle")
assert final["atRest"] and sq["position"] == ci["position"], (sq, ci)
PY

# Bad script: every fault named with its line, exit 2, no output folder.
printf '{"t": 0, "touch": "down", "id": 1, "x": 1, "y": 2}\n{"t": 0.1, "touch": "sideways", "id": 1, "x": 1, "y": 2}\n{"t": 0.05, "dump": "a.json"}\n' >bad.jsonl
set +e
"$MOTION_SANDBOX" replay bad.jsonl --scene toss --out bad-out 2>err.txt
status=$?
set -e
[ "$status" -eq 2 ] || { echo "bad script exit $status"; exit 1; }
grep -q '^error: bad.jsonl:2: ' err.txt
grep -q '^error: bad.jsonl:3: ' err.txt
[ ! -e bad-out ] || { echo "bad script wrote bad-out"; exit 1; }

# Bad scene file: the line of the fault, exit 2, nothing written.
printf '{"size": [100, 100],\n "elements": [\n  {"name": "a", "position": [1, 1], "size": [10, -3]}\n ]}\n' >bad.json
set +e
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene bad.json --out bad-out 2>err.txt
status=$?
set -e
[ "$status" -eq 2 ] && grep -q '^error: bad.json:3: ' err.txt && [ ! -e bad-out ] || { cat err.txt; exit 1; }

# check: every error of every file, exit 2; good files exit 0.
set +e
"$MOTION_SANDBOX" check bad.json bad.jsonl >out.txt 2>err.txt
status=$?
set -e
[ "$status" -eq 2 ] && [ "$(grep -c '^error: ' err.txt)" -ge 3 ] || { cat out.txt err.txt; exit 1; }
"$MOTION_SANDBOX" check "$assets/scenes/toss.json" "$assets/scripts/toss.jsonl" >/dev/null
