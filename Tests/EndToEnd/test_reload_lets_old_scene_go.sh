# A reload of a scene of thousands of tossables shows the new scene, lets the old one go in
# slices between frames, and then waits for events again (under 2 % of a core, CPU time from
# /proc): letting go ends. A drag made while the old scene is let go of still moves an element.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
python3 - <<'PY'
import json
n = 4000
elements = [{"name": "big", "position": [400, 300], "size": [120, 120], "color": "#42A5F5"}]
elements += [{"name": f"e{i}", "position": [20 + i % 700, 20 + (i // 700) * 4], "size": [6, 4],
              "color": "#FFCA28"} for i in range(n)]
interactions = [{"type": "draggable", "element": "big"}]
interactions += [{"type": "tossable", "element": f"e{i}", "destination": e["position"]}
                 for i, e in enumerate(elements[1:])]
json.dump({"name": "crowd", "size": [800, 600], "background": "#1E1E28",
           "elements": elements, "interactions": interactions}, open("crowd.json", "w"))
PY
"$MOTION_SANDBOX" run --scene crowd.json --out live >run.log 2>&1 &
app=$!
w=$(find_window "crowd")
sleep 2
xdotool key --window "$w" r
# The reload is under way or done; the drag lands while the old scene is let go of.
sleep 0.5
drag_in_window "$w" 400 300 520 420 6
xdotool mouseup 1
# Idle again once the old scene is gone: two quiet seconds within half a minute.
quiet=no
for _ in $(seq 1 15); do
  before=$(cpu_ticks "$app")
  sleep 2
  after=$(cpu_ticks "$app")
  echo "$((after - before)) ticks in 2 s"
  if [ $((after - before)) -lt 4 ]; then quiet=yes; break; fi
done
import -window "$w" -crop 800x600+0+0 +repage shown.png
press_to_close "$w" Escape
wait "$app"
cat run.log
grep -q "reloaded crowd" run.log || { echo "no reload was reported"; exit 1; }
[ "$quiet" = yes ] || { echo "the window never went idle after the reload"; exit 1; }
# The dragged square (#42A5F5) lies under the drag's end, and no longer where it began.
python3 - <<'PY'
import subprocess
def pixel(x, y):
    out = subprocess.run(["convert", "shown.png", "-format", f"%[fx:int(255*p{{{x},{y}}}.r)],%[fx:int(255*p{{{x},{y}}}.g)],%[fx:int(255*p{{{x},{y}}}.b)]", "info:"],
                         capture_output=True, text=True, check=True).stdout
    return tuple(int(v) for v in out.strip().split(","))
def blue(rgb):
    return abs(rgb[0] - 0x42) < 12 and abs(rgb[1] - 0xA5) < 12 and abs(rgb[2] - 0xF5) < 12
moved, left = pixel(520, 420), pixel(400, 300)
print("at the drag's end:", moved, "where it began:", left)
assert blue(moved) and not blue(left), "the square did not follow the drag made while the old scene was let go of"
PY
