# The tuning panel tuned as a designer would: the panel docks in a column right of the scene
# (the window grows by it and the scene keeps its place), a wheel over the panel does not
# reach the scene, Enter types a bounce that keeps the duration, Shift steps ×1.01, Ctrl-Z
# and Ctrl-Shift-Z undo and redo (recorded as set lines, not keys), `r` puts the square back
# and keeps the tuned spring (`w` writes it, and every platform's units beside it), and the
# recording replays to the live state.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene toss --record session.jsonl --out live >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
width() { xdotool getwindowgeometry "$w" | sed -n 's/.*Geometry: \([0-9]*\)x.*/\1/p'; }
before=$(width)
xdotool key --window "$w" t
sleep 0.4
after=$(width)
# A wheel turned over the panel: the scene would pinch the square there.
xdotool mousemove --window "$w" 1000 400 click 4 click 4 click 5
sleep 0.1
xdotool key --window "$w" shift+Right                          # stiffness ×1.01
xdotool key --window "$w" Down Down Down Down Down Return minus 0 period 2 Return   # bounce −0.2
sleep 0.1
xdotool key --window "$w" ctrl+z                                # back to bounce as it was
xdotool key --window "$w" ctrl+shift+z                          # and on again
sleep 0.1
drag_in_window "$w" 150 460 300 360 5                           # toss the square
xdotool mouseup 1
sleep 0.1
xdotool key --window "$w" r                                     # put it back, keep the tuning
sleep 0.3
import -window root panel.png
xdotool key --window "$w" d w
sleep 0.3
press_to_close "$w" Escape
wait "$app"
cat run.log
[ "$((after - before))" -eq 420 ] || { echo "the window grew by $((after - before)), not the column's 420"; exit 1; }
python3 - <<'PY'
import glob, json, math
lines = [json.loads(l) for l in open("session.jsonl") if l.strip() and not l.startswith("#")]
sets = [l["set"]["spring"] for l in lines if "set" in l]
assert not [l for l in lines if "wheel" in l], "a wheel over the panel reached the recording"
keys = {l["name"].lower() for l in lines if "key" in l}
assert not keys & {"z", "y", "return", "t", "right", "down"}, keys
assert sets[0] == {"stiffness": 345.4}, sets
# Bounce −0.2 keeps the duration 2π√(m/k): the stiffness stays, the damping gives ζ = 1/0.8.
k = 345.4
assert set(sets[1]) == {"damping"} and abs(sets[1]["damping"] - 2 * math.sqrt(k) / 0.8) < 1e-9, sets
assert sets[2] == {"damping": 30}, sets          # undone
assert sets[3] == sets[1], sets                  # redone
dump = json.load(open(sorted(glob.glob("live/dump-*.json"))[-1]))
square = next(e for e in dump["elements"] if e["name"] == "square")
assert square["position"] == [150.0, 460.0], square
# `w` after `r` writes the tuned spring: `r` kept it.
tuned = json.load(open(glob.glob("*/toss-tuned-1.json")[0]))["interactions"][1]["spring"]
# Written for people: the damping to 0.1, within 1 % of the tuned one.
assert tuned["stiffness"] == 345.4 and tuned["damping"] == round(sets[3]["damping"], 1), tuned
springs = open(glob.glob("*/toss-tuned-1-springs.txt")[0]).read()
assert "Spring(duration:" in springs and "bounce -0.2" in springs and "react-spring" in springs, springs
PY
mkdir tuned && mv live/toss-tuned-1* tuned/
"$MOTION_SANDBOX" replay session.jsonl --scene toss --out replayed 2>/dev/null
python3 "$E2E_DIR/compare_dumps.py" live replayed 1e-6
