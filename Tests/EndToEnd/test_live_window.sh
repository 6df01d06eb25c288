# The built program opens a window under X, an xdotool press-and-drag arrives as a touch
# (seen in dumps written by the `d` key), and Esc closes it with exit status 0.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene toss --out caps >run.log 2>&1 &
app=$!
w=$(find_window "toss")
[ -n "$w" ] || { echo "no window titled toss"; exit 1; }
sleep 0.5
# The circle sits at (620, 170): drag it by (-120, +130) and dump while the button is held.
drag_in_window "$w" 620 170 500 300 10
sleep 0.2
xdotool key --window "$w" d
sleep 0.3
xdotool mouseup 1
sleep 0.2
xdotool key --window "$w" d
sleep 0.3
press_to_close "$w" Escape
wait "$app"
status=$?
[ "$status" -eq 0 ] || { echo "exit status $status"; cat run.log; exit 1; }
ls caps/*.json | sort >dumps.txt
[ "$(wc -l <dumps.txt)" -eq 2 ] || { echo "expected two dumps"; cat run.log; exit 1; }
grep -q "caps/dump-" run.log || { echo "the dump's path was not printed"; cat run.log; exit 1; }
python3 - "$(sed -n 1p dumps.txt)" "$(sed -n 2p dumps.txt)" <<'PY'
import json, sys
held, released = (json.load(open(p)) for p in sys.argv[1:3])
drag = next(g for g in held["gestures"] if g["element"] == "circle")
assert drag["kind"] == "drag" and drag["touches"] == 1 and drag["state"] in ("began", "changed"), drag
assert held["atRest"] is False
circle = next(e for e in released["elements"] if e["name"] == "circle")
assert abs(circle["position"][0] - 500) < 1e-6 and abs(circle["position"][1] - 300) < 1e-6, circle
drag = next(g for g in released["gestures"] if g["element"] == "circle")
assert drag["state"] == "ended" and drag["touches"] == 0, drag
PY
