# Hot reload (docs/tuning.md): saving the scene file given to `run` reloads it in the same
# window, keeping pause, overlay and the tuning panel; an edit that does not load keeps the last
# good scene running and shows its error (file:line) in the window and on stdout until fixed;
# a recording holds each reload as a press of r.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
cp "$E2E_DIR/../../Assets/scenes/toss.json" mine.json
"$MOTION_SANDBOX" run --scene mine.json --out caps --record rec.jsonl >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
xdotool key --window "$w" space o t

# Waits until a `d` press writes a dump in which the circle is at ($1, $2); gives up after 3 s.
circle_at() {
  for _ in $(seq 1 10); do
    sleep 0.3
    rm -f caps/*.json
    xdotool key --window "$w" d
    sleep 0.2
    if python3 - "$1" "$2" caps/*.json <<'PY'
import json, sys
x, y, path = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
c = next(e for e in json.load(open(path))["elements"] if e["name"] == "circle")
sys.exit(0 if c["position"] == [x, y] else 1)
PY
    then return 0; fi
  done
  return 1
}

circle_at 620 170
# An editor that writes a new file and renames it over the old one.
sed 's/\[620, 170\]/[560, 240]/' mine.json >mine.json.new && mv mine.json.new mine.json
circle_at 560 240 || { echo "the edit was not reloaded"; cat run.log; exit 1; }

# A broken edit: the error is printed with file and line, the last good scene keeps running.
sed 's/"size": \[70, 70\]/"size": [70, -70]/' mine.json >broken && cat broken >mine.json
sleep 0.8
grep -q 'mine.json:7: ' run.log || { echo "no error with file:line"; cat run.log; exit 1; }
import -window "$w" broken.png
circle_at 560 240
# The banner darkens the bottom of the window (the background there is #1E1E28).
python3 - <<'PY'
import subprocess
out = subprocess.run(["convert", "broken.png", "-crop", "1x1+790+585", "-depth", "8", "txt:-"],
                     capture_output=True, text=True).stdout
rgb = out.splitlines()[1].split("(")[1].split(")")[0].split(",")[:3]
assert sum(int(float(v)) for v in rgb) < 0x1E + 0x1E + 0x28 - 20, out
PY

# Fixed again: reloaded, the pause kept (a paused scene does not move).
sed 's/\[560, 240\]/[500, 300]/' mine.json | sed 's/"size": \[70, -70\]/"size": [70, 70]/' >fixed && cat fixed >mine.json
circle_at 500 300 || { echo "the fix was not reloaded"; cat run.log; exit 1; }
import -window "$w" fixed.png
python3 - <<'PY'
import subprocess
out = subprocess.run(["convert", "fixed.png", "-crop", "1x1+790+585", "-depth", "8", "txt:-"],
                     capture_output=True, text=True).stdout
rgb = [int(float(v)) for v in out.splitlines()[1].split("(")[1].split(")")[0].split(",")[:3]]
assert rgb == [0x1E, 0x1E, 0x28], ("the error banner is still shown", out)
PY
press_to_close "$w" Escape
wait "$app"
grep -c "error" run.log
# The two reloads that loaded (not the broken edit) are in the recording as presses of r, so
# its replay resets the scene when the live session did.
[ "$(grep -c '"key": "down", "name": "r"' rec.jsonl)" -eq 2 ] || { echo "reloads recorded:"; cat rec.jsonl; exit 1; }
"$MOTION_SANDBOX" check rec.jsonl
