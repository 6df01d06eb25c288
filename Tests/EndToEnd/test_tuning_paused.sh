# Paused mid-flight with the tuning panel open: the speed graph neither scrolls nor draws a
# flat line at the frozen speed (the same pixels a second later, after a redraw), and the
# window waits for events (under 2 % of a core, CPU time from /proc).
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
"$MOTION_SANDBOX" run --scene toss --out live >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
xdotool key --window "$w" t
sleep 0.4
drag_in_window "$w" 150 460 300 360 5
xdotool mouseup 1
sleep 0.08
xdotool key --window "$w" space
sleep 0.5
# The speed graph lies in the column right of the 800-point scene, below the response curve.
import -window "$w" -crop 404x140+808+360 +repage first.png
before=$(cpu_ticks "$app")
sleep 4
after=$(cpu_ticks "$app")
xdotool mousemove --window "$w" 400 300 key --window "$w" shift   # an event: one redraw
sleep 0.3
import -window "$w" -crop 404x140+808+360 +repage second.png
press_to_close "$w" Escape
wait "$app"
used=$((after - before))
echo "paused with the panel: $used ticks in 4 s"
[ "$used" -lt 8 ] || { echo "the paused window used $used ticks in 4 s"; exit 1; }
differing=$(compare -metric AE first.png second.png null: 2>&1 || true)
[ "$differing" = "0" ] || { echo "the paused speed graph changed: $differing pixels"; exit 1; }
