# A rubber band's spring-back is tunable like a toss's spring: the panel selects the sheet's
# draggable, a step is recorded as its `set` line, the stretched sheet springs back on the
# tuned spring (the replay's dumps equal the live ones), and `w` writes the spring into the
# draggable, in a file `check` accepts.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene constraints --record session.jsonl --out live >run.log 2>&1 &
app=$!
w=$(find_window "constraints")
sleep 0.5
xdotool key --window "$w" t
sleep 0.3
xdotool key --window "$w" Tab ctrl+Left                 # the sheet's spring-back: stiffness ÷2
sleep 0.1
drag_in_window "$w" 400 500 400 590 6                   # stretch the sheet past its bounds
xdotool mouseup 1
sleep 0.1
xdotool key --window "$w" d                             # springing back
sleep 1.5
xdotool key --window "$w" d w
sleep 0.3
press_to_close "$w" Escape
wait "$app"
cat run.log
python3 - <<'PY'
import json
lines = [json.loads(l) for l in open("session.jsonl") if l.strip() and not l.startswith("#")]
sets = [l["set"] for l in lines if "set" in l]
assert sets == [{"interaction": 1, "spring": {"stiffness": 171}}], sets
tuned = json.load(open("live/constraints-tuned-1.json"))
sheet = tuned["interactions"][1]
assert sheet["type"] == "draggable" and sheet["spring"]["stiffness"] == 171, sheet
PY
mkdir tuned && mv live/constraints-tuned-1* tuned/
"$MOTION_SANDBOX" check tuned/constraints-tuned-1.json
"$MOTION_SANDBOX" replay session.jsonl --scene constraints --out replayed 2>/dev/null
python3 "$E2E_DIR/compare_dumps.py" live replayed 1e-6
