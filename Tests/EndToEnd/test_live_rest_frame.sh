# The window shows the frame where motion comes to rest: after a toss lands, what the idle window
# holds is what a fresh redraw (forced by a key that changes nothing) shows, overlay included.
# It once stopped drawing one frame early, on the square a point short of the circle and the
# overlay still saying the toss was active.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene toss --out caps >run.log 2>&1 &
app=$!
w=$(find_window "toss")
[ -n "$w" ] || { echo "no window titled toss"; exit 1; }
sleep 0.5
xdotool windowfocus --sync "$w"
xdotool key o
# Toss the square towards the circle at (620, 170); it flies there on its spring.
drag_in_window "$w" 150 460 330 340 6
xdotool mouseup 1
sleep 3
import -window "$w" rested.png
xdotool key shift
sleep 0.5
import -window "$w" redrawn.png
press_to_close "$w" Escape
wait "$app"
# The circle's neighbourhood and the overlay's label for it, away from the HUD's timings.
for shot in rested redrawn; do convert "$shot.png" -crop 300x260+470+60 +repage "$shot-crop.png"; done
differing=$(compare -metric AE rested-crop.png redrawn-crop.png null: 2>&1 || true)
[ "$differing" = "0" ] || { echo "the idle window differs from a redraw in $differing pixels"; exit 1; }
