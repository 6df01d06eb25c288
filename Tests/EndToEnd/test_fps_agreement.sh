# The toss scene's dumps, mid-flight and at the end, agree within 1e-6 between 24, 30, 60 and
# 240 frames per second, and two runs at one rate are identical.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
for fps in 24 30 60 240; do
  "$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --fps "$fps" --out "fps-$fps"
done
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --fps 60 --out again
for fps in 24 30 240; do
  python3 "$E2E_DIR/compare_dumps.py" fps-60 "fps-$fps" 1e-6
done
python3 "$E2E_DIR/compare_dumps.py" fps-60 again 0
for f in fps-60/*.json; do cmp "$f" "again/$(basename "$f")"; done
# The mid-flight dump really is mid-flight, so the agreement above is not that of rest.
python3 - <<'PY'
import json
d = json.load(open("fps-60/in-flight.json"))
assert d["atRest"] is False, d
square = next(e for e in d["elements"] if e["name"] == "square")
assert abs(square["velocity"][0]) + abs(square["velocity"][1]) > 10, square
final = json.load(open("fps-60/final.json"))
assert final["atRest"] is True
PY
# A pause, a step with `.` and a resume in the middle of a toss: the step moves motion time on by
# the same 1/60 s at every rate, so the dumps still agree (one step was 1/fps, so 24 and 240
# fps put the square 100 points apart).
cat > stepped.jsonl <<'JSONL'
{"t": 0, "touch": "down", "id": 1, "x": 150, "y": 460}
{"t": 0.05, "touch": "move", "id": 1, "x": 180, "y": 440}
{"t": 0.1, "touch": "move", "id": 1, "x": 210, "y": 420}
{"t": 0.1, "touch": "up", "id": 1, "x": 210, "y": 420}
{"t": 0.15, "key": "down", "name": "space"}
{"t": 0.15, "key": "up", "name": "space"}
{"t": 0.3, "key": "down", "name": "."}
{"t": 0.3, "key": "up", "name": "."}
{"t": 0.4, "dump": "paused.json"}
{"t": 0.5, "key": "down", "name": "space"}
{"t": 0.5, "key": "up", "name": "space"}
{"t": 0.6, "dump": "resumed.json"}
JSONL
for fps in 24 60 240; do
  "$MOTION_SANDBOX" replay stepped.jsonl --scene toss --fps "$fps" --out "stepped-$fps"
done
for fps in 24 240; do
  for dump in paused resumed; do
    "$MOTION_SANDBOX" compare "stepped-60/$dump.json" "stepped-$fps/$dump.json" --tolerance 1e-6
  done
done
python3 - <<'PY'
import json
# The step moved the square (the paused state is not the state at the pause).
a = json.load(open("stepped-60/paused.json"))
b = json.load(open("stepped-60/resumed.json"))
assert a["atRest"] is False and a["elements"] != b["elements"], (a, b)
PY
