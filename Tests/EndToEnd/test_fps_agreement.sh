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
