# The player (replay --window): it plays at real speed; space pauses, Home and Right seek, the
# timeline can be dragged, `.` steps a frame, and `d` dumps the state shown. Every such dump is
# exactly (tolerance 0) the headless replay's state at the same t.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
script="$E2E_DIR/../../Assets/scripts/toss.jsonl"
"$MOTION_SANDBOX" replay "$script" --scene toss --window --out win >player.log 2>&1 &
player=$!
w=$(find_window "toss")
sleep 0.25
xdotool key --window "$w" space             # pause while playing
xdotool key --window "$w" d
sleep 0.2
xdotool key --window "$w" Home
xdotool key --window "$w" Right             # t = 1 s
xdotool key --window "$w" d
sleep 0.2
xdotool mousemove --window "$w" 400 625 click 1   # the middle of the timeline: t ≈ 0.5 s
sleep 0.2
xdotool key --window "$w" d
sleep 0.2
xdotool key --window "$w" period           # one frame on
xdotool key --window "$w" d
sleep 0.2
press_to_close "$w" q
wait "$player"
ls win/player-*.json >/dev/null
python3 - "$script" <<'PY'
import glob, json, sys
dumps = sorted(glob.glob("win/player-*.json"))
# A dump is named by its t, and the state at a t is always the same: when the pause lands on the
# frame the timeline click seeks to (t = 0.5), both dumps are one file.
times = [json.load(open(p))["t"] for p in dumps]
assert len(dumps) == 4 or (len(dumps) == 3 and any(abs(t - 0.5) < 0.05 for t in times)), dumps
times = sorted(json.load(open(p))["t"] for p in dumps)
assert 0.05 < times[0] < 0.95, f"the first dump should be mid-script at real speed, not {times[0]}"
assert times[-1] == 1.0, times
assert any(abs(t - 0.5) < 0.05 for t in times), times
assert any(abs(a - b - 1 / 60) < 1e-9 for a in times for b in times), f"no frame step among {times}"
lines = [l for l in open(sys.argv[1]).read().splitlines() if l.strip() and not l.startswith("#")]
for p in dumps:
    t = json.load(open(p))["t"]
    lines.append(json.dumps({"t": t, "dump": "at-" + p.split("/")[-1]}))
lines.sort(key=lambda l: json.loads(l)["t"])   # stable: a dump comes after the inputs of its t
open("with-dumps.jsonl", "w").write("\n".join(lines) + "\n")
PY
"$MOTION_SANDBOX" replay with-dumps.jsonl --scene toss --out headless 2>/dev/null
for p in win/player-*.json; do
  "$MOTION_SANDBOX" compare "headless/at-$(basename "$p")" "$p" --tolerance 0
done

# A finger dragged past the scene's edge: the player's window must not hold it at the edge (SDL's
# renderer clamps pushed finger coordinates to its viewport); the state at the end is the
# headless one.
python3 - <<'PY'
lines = ['{"t": 0, "touch": "down", "id": 1, "x": 620, "y": 170}']
lines += ['{"t": %g, "touch": "move", "id": 1, "x": %d, "y": %d}' % (i * 0.05, 620 + 10 * i, 170 + 20 * i) for i in range(1, 21)]
open("past-edge.jsonl", "w").write("\n".join(lines) + "\n")
PY
"$MOTION_SANDBOX" replay past-edge.jsonl --scene toss --window --out edge >player-edge.log 2>&1 &
player=$!
w=$(find_window "toss")
xdotool key --window "$w" End
xdotool key --window "$w" d
sleep 0.3
press_to_close "$w" q
wait "$player"
"$MOTION_SANDBOX" compare edge/final.json edge/player-t11.000.json --tolerance 0
python3 -c "import json; d = json.load(open('edge/final.json')); c = [e for e in d['elements'] if e['name'] == 'circle'][0]; assert c['position'] == [820.0, 570.0], c"

# Frame steps through a drag, from Home while paused: each state is the headless one exactly
# (the steps drain their pushed lines inside the frame loop's own event poll).
"$MOTION_SANDBOX" replay "$script" --scene toss --window --out steps >player-steps.log 2>&1 &
player=$!
w=$(find_window "toss")
xdotool key --window "$w" space
xdotool key --window "$w" Home
for _ in 1 2 3 4 5 6; do
  xdotool key --window "$w" period
  xdotool key --window "$w" d
  sleep 0.1
done
sleep 0.2
press_to_close "$w" q
wait "$player"
python3 - "$script" <<'PY'
import glob, json, sys
dumps = sorted(glob.glob("steps/player-*.json"))
times = [json.load(open(p))["t"] for p in dumps]
assert [round(t * 60) for t in times] == [1, 2, 3, 4, 5, 6], times
lines = [l for l in open(sys.argv[1]).read().splitlines() if l.strip() and not l.startswith("#")]
for p, t in zip(dumps, times):
    lines.append(json.dumps({"t": t, "dump": "at-" + p.split("/")[-1]}))
lines.sort(key=lambda l: json.loads(l)["t"])
open("steps.jsonl", "w").write("\n".join(lines) + "\n")
PY
"$MOTION_SANDBOX" replay steps.jsonl --scene toss --out steps-headless 2>/dev/null
for p in steps/player-*.json; do
  "$MOTION_SANDBOX" compare "steps-headless/at-$(basename "$p")" "$p" --tolerance 0
done
