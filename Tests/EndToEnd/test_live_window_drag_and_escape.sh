#!/usr/bin/env bash
# The live window opens under Xvfb, an xdotool press-and-drag arrives as a touch that drags the
# circle (seen in the dump the `d` key writes while the button is held), and Esc exits with 0.
set -euo pipefail
source "$E2E_DIR/x11.sh"
start_xvfb

"$MOTION_SANDBOX" run --scene toss --out caps >run.log 2>&1 &
app=$!
win=$(open_window "motion-sandbox")
[ "$(xdotool getwindowname "$win")" = "motion-sandbox — toss" ]
eval "$(xdotool getwindowgeometry --shell "$win")"
[ "$WIDTH" = 800 ] && [ "$HEIGHT" = 600 ]

drag_hold "$win" 620 170 700 230
sleep 0.2
xdotool key d
sleep 0.3
xdotool mouseup 1
sleep 0.2
xdotool key Escape
status=0
wait "$app" || status=$?
cat run.log
[ "$status" -eq 0 ]

dump=$(ls caps/dump-*.json)
grep -qx "$dump" run.log
python3 - "$dump" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
circle = next(e for e in d["elements"] if e["name"] == "circle")
drag = next(g for g in d["gestures"] if g["element"] == "circle")
assert drag["touches"] == 1 and drag["state"] in ("began", "changed"), drag
assert abs(circle["position"][0] - 700) < 1e-9 and abs(circle["position"][1] - 230) < 1e-9, circle
assert d["atRest"] is False
PY
