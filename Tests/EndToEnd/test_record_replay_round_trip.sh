#!/usr/bin/env bash
# xdotool drives `run --record`: a drag, a Ctrl-drag pinch, a toss and a `d`. Replaying the
# recording gives the same dump within 1e-6, and it shows that each gesture did something.
set -euo pipefail
source "$E2E_DIR/x11.sh"
start_xvfb

"$MOTION_SANDBOX" run --scene showcase --out live --record session.jsonl >run.log 2>&1 &
app=$!
win=$(open_window "motion-sandbox")
drag_hold "$win" 174 195 224 225 5          # drag the heart
xdotool mouseup 1
sleep 0.2
xdotool mousemove --window "$win" 428 544 keydown ctrl
drag_hold "$win" 428 544 448 504 5          # pinch and turn the label about its centre
xdotool mouseup 1 keyup ctrl
sleep 0.2
drag_hold "$win" 700 530 745 485 3          # toss the square
xdotool mouseup 1
sleep 0.15
xdotool key d
sleep 0.2
xdotool key Escape
wait "$app"
cat session.jsonl
grep -q '"mods": \["ctrl"\]' session.jsonl
grep -q '"dump": "dump-' session.jsonl

"$MOTION_SANDBOX" replay session.jsonl --scene showcase --out replayed
live=$(ls live/dump-*.json)
again="replayed/$(basename "$live")"
python3 - "$live" "$again" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
def close(x, y, path=""):
    if isinstance(x, dict):
        assert x.keys() == y.keys(), path
        for k in x: close(x[k], y[k], path + "." + k)
    elif isinstance(x, list):
        assert len(x) == len(y), path
        for i, (p, q) in enumerate(zip(x, y)): close(p, q, f"{path}[{i}]")
    elif isinstance(x, (int, float)) and not isinstance(x, bool):
        assert abs(x - y) <= 1e-6, (path, x, y)
    else:
        assert x == y, (path, x, y)
close(a, b)
els = {e["name"]: e for e in a["elements"]}
assert els["heart"]["position"] != [110.0, 120.0], els["heart"]
assert els["label"]["scale"] > 1.2 and els["label"]["rotation"] < -0.3, els["label"]
assert els["square"]["position"] != [110.0, 470.0], els["square"]
PY
