# xdotool drives a live session with --record (a drag, a Ctrl-drag pinch, a toss and `d`
# presses); replaying the recording gives the same dumps within 1e-6.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene showcase --record session.jsonl --out live >run.log 2>&1 &
app=$!
w=$(find_window "showcase")
sleep 0.5
drag_in_window "$w" 174 195 250 240 10        # drag the heart sticker
xdotool mouseup 1
sleep 0.2
xdotool keydown ctrl
drag_in_window "$w" 420 544 440 520 10        # Ctrl-drag: pinch and turn the label
xdotool mouseup 1
xdotool keyup ctrl
sleep 0.2
xdotool key --window "$w" d
drag_in_window "$w" 700 530 760 460 5         # toss the square
xdotool mouseup 1
sleep 0.15
xdotool key --window "$w" d                   # mid-flight
sleep 1.5
xdotool key --window "$w" d                   # landed
sleep 0.2
press_to_close "$w" Escape
wait "$app"
[ "$(ls live/*.json | wc -l)" -eq 3 ] || { ls live; cat run.log; exit 1; }
grep -q '"mods": \["ctrl"\]' session.jsonl || { echo "no Ctrl-drag recorded"; exit 1; }
[ "$(grep -c '"dump"' session.jsonl)" -eq 3 ]
"$MOTION_SANDBOX" replay session.jsonl --scene showcase --out replayed 2>/dev/null
python3 "$E2E_DIR/compare_dumps.py" live replayed 1e-6
python3 - <<'PY'
import glob, json
dumps = [json.load(open(p)) for p in sorted(glob.glob("live/*.json"))]
label = lambda d: next(e for e in d["elements"] if e["name"] == "label")
assert abs(label(dumps[0])["scale"] - 1) > 0.05, "the Ctrl-drag did not pinch the label"
assert not dumps[1]["atRest"], "the second dump should be mid-flight"
PY
