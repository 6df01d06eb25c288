# The player as a place to study a toss: `[` halves the playback speed down to ⅛×, `,` steps
# one frame back while paused (the state shown is the headless replay's at that frame), and
# `t` opens the tuning panel in a column the window grows by, `p` and `o` turning trails and
# the overlay on; a seek back to the start keeps them.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
# The toss without its film and track: the player opens after the headless pass, which would
# otherwise draw a film frame for every frame of the script first.
grep -v -e '"film"' -e '"track"' "$E2E_DIR/../../Assets/scripts/toss.jsonl" >toss.jsonl
script=toss.jsonl
"$MOTION_SANDBOX" replay "$script" --scene toss --window --out win >player.log 2>&1 &
player=$!
w=$(find_window "toss")
width_before=$(xdotool getwindowgeometry "$w" | sed -n 's/.*Geometry: \([0-9]*\)x.*/\1/p')
xdotool key --window "$w" bracketleft bracketleft bracketleft bracketleft   # ⅛× (one press too many)
xdotool key --window "$w" t p o Home          # panel, trails, overlay; from the start at ⅛×
sleep 1.6
xdotool key --window "$w" space               # pause
xdotool key --window "$w" d
sleep 0.2
xdotool key --window "$w" comma comma         # two frames back
xdotool key --window "$w" d
sleep 0.3
import -window root study.png
width_after=$(xdotool getwindowgeometry "$w" | sed -n 's/.*Geometry: \([0-9]*\)x.*/\1/p')
press_to_close "$w" q
wait "$player"
cat player.log
[ "$((width_after - width_before))" -eq 420 ] || { echo "the window grew by $((width_after - width_before))"; exit 1; }
python3 - <<'PY'
import glob, json
times = sorted(json.load(open(p))["t"] for p in glob.glob("win/player-*.json"))
assert len(times) == 2, times
# 1.6 s at ⅛× is 0.2 s of script time (at 1× the 1 s script would have ended).
assert 0.05 < times[1] < 0.4, f"⅛× should have reached about 0.2 s, not {times[1]}"
assert abs(times[1] - times[0] - 2 / 60) < 1e-9, f"two frames back: {times}"
PY
# The dump two frames back is the headless replay's state at that t.
t=$(python3 -c 'import glob,json; print(min(json.load(open(p))["t"] for p in glob.glob("win/player-*.json")))')
python3 - "$script" "$t" <<'PY'
import json, sys
lines = [l for l in open(sys.argv[1]) if l.strip() and not l.startswith("#")]
t = float(sys.argv[2])
at = next((i for i, l in enumerate(lines) if json.loads(l)["t"] > t), len(lines))
lines.insert(at, json.dumps({"t": t, "dump": "back.json"}) + "\n")
open("at.jsonl", "w").writelines(lines)
PY
"$MOTION_SANDBOX" replay at.jsonl --scene toss --out headless >/dev/null
name=$(python3 -c "print('win/player-t%.3f.json' % $t)")
"$MOTION_SANDBOX" compare headless/back.json "$name" --tolerance 0
# The screenshot shows the panel's column: its opaque grey fills the right of the window.
python3 - <<'PY'
import subprocess
out = subprocess.run(["convert", "study.png", "-crop", "40x40+1230+600", "-format", "%[fx:mean*255]", "info:"],
                     capture_output=True, text=True).stdout
assert 20 <= float(out) <= 30, f"the panel's column should be its grey, not {out}"
PY
