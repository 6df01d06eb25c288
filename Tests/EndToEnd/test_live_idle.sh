# At rest with no input the live window waits for events instead of redrawing: it uses well
# under 2 % of a core (CPU time read from /proc, not wall time), with both renderers; and an
# input after the idle stretch still acts at once.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
for renderer in "" "--software"; do
  "$MOTION_SANDBOX" run --scene toss --out live $renderer >run.log 2>&1 &
  app=$!
  w=$(find_window "toss")
  sleep 1
  before=$(cpu_ticks "$app")
  sleep 4
  after=$(cpu_ticks "$app")
  used=$((after - before))   # in 1/100 s over 4 s: 8 ticks would be 2 % of a core
  echo "renderer ${renderer:-default}: $used ticks in 4 s"
  [ "$used" -lt 8 ] || { echo "idle window used $used ticks in 4 s"; exit 1; }
  drag_in_window "$w" 150 460 300 360 5
  xdotool mouseup 1
  sleep 0.1
  xdotool key --window "$w" d
  sleep 0.3
  press_to_close "$w" q
  wait "$app"
  python3 - <<'PY'
import glob, json
dump = json.load(open(sorted(glob.glob("live/*.json"))[-1]))
square = next(e for e in dump["elements"] if e["name"] == "square")
assert square["position"] != [150.0, 460.0], "the drag after the idle stretch did nothing"
PY
  rm -rf live
done
