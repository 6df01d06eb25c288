# The tuning panel live (docs/tuning.md): `t` shows it, the arrow keys and a slider drag change
# the toss's spring (also in flight), each change is recorded as a `set` line and not as the
# keys or clicks that made it, `w` writes the tuned scene as a new file, and replaying the
# recording gives the live dumps within 1e-6.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene toss --record session.jsonl --out live >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
xdotool key --window "$w" t
sleep 0.1
xdotool key --window "$w" Right Right Down Left
sleep 0.2
# The panel docks in a column right of the 800-point scene (the window grows by it); the
# stiffness slider runs under its name across the column, from x = 818 to 1202 at y = 50.
xdotool mousemove --window "$w" 830 50 mousedown 1
sleep 0.05
xdotool mousemove --window "$w" 1000 50
sleep 0.05
xdotool mouseup 1
sleep 0.2
drag_in_window "$w" 150 460 250 380 5         # toss the square
xdotool mouseup 1
sleep 0.1
xdotool key --window "$w" Right                 # stiffer again, in flight
xdotool key --window "$w" d                   # mid-flight
sleep 1.5
xdotool key --window "$w" d                   # landed
xdotool key --window "$w" w
sleep 0.3
press_to_close "$w" Escape
wait "$app"
cat run.log
[ -f live/toss-tuned-1.json ] || { ls live; exit 1; }
grep -q 'live/toss-tuned-1.json' run.log
mkdir tuned && mv live/toss-tuned-1.json tuned/
"$MOTION_SANDBOX" check tuned/toss-tuned-1.json
[ "$(ls live/*.json | wc -l)" -eq 2 ]
python3 - <<'PY'
import json
lines = [json.loads(l) for l in open("session.jsonl") if l.strip() and not l.startswith("#")]
sets = [l["set"] for l in lines if "set" in l]
assert [s["spring"] for s in sets[:3]] == [{"stiffness": 376.2}, {"stiffness": 413.8}, {"damping": 27.27}], sets
assert all(s["interaction"] == 1 for s in sets), sets
slider = [s["spring"]["stiffness"] for s in sets[3:-1]]
assert slider and all(10 <= k <= 5000 for k in slider), sets
assert "stiffness" in sets[-1]["spring"], sets[-1]
keys = [l["name"] for l in lines if "key" in l]
assert not set(keys) & {"T", "t", "Right", "Left", "Up", "Down", "W", "w"}, keys
assert not [l for l in lines if "mouse" in l and l["y"] == 50], "a click on the panel was recorded"
tuned = json.load(open("tuned/toss-tuned-1.json"))
spring = tuned["interactions"][1]["spring"]
last = {}
for s in sets:
    last.update(s["spring"])
# Written for people: the stiffness and the damping to 0.1 (the damping 27.27 as 27.3).
assert spring == {"stiffness": round(last["stiffness"], 1), "damping": 27.3, "mass": 1, "threshold": 1}, (spring, last)
PY
"$MOTION_SANDBOX" replay session.jsonl --scene toss --out replayed 2>/dev/null
python3 "$E2E_DIR/compare_dumps.py" live replayed 1e-6
python3 - <<'PY'
import glob, json
dumps = [json.load(open(p)) for p in sorted(glob.glob("live/dump-*.json"))]
assert not dumps[0]["atRest"], "the first dump should be mid-flight"
PY
