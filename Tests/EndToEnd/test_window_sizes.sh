# The window's size follows what the docs say of it. Closing the tuning panel gives back the
# window the panel found: on a 1280 × 800 screen, showcase's 1024 × 700 window could widen by
# 256 of the column's 420 points and came back 860 wide, the scene shrunk; a 400 × 300 window
# the panel's rows made taller stayed taller. Switching to another scene of the same size gives
# the window that size again (a window made 640 × 480 stayed so).
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb 1280x800
size_of() { xdotool getwindowgeometry "$1" | sed -n 's/.*Geometry: //p'; }
expect_size() {
  local got
  got=$(size_of "$1")
  [ "$got" = "$2" ] || { echo "window $got, expected $2 ($3)"; exit 1; }
}

"$MOTION_SANDBOX" run --scene showcase --out out >run.log 2>&1 &
app=$!
w=$(find_window "showcase")
sleep 0.5
expect_size "$w" 1024x700 "showcase at start"
xdotool key --window "$w" t
sleep 0.8
expect_size "$w" 1280x700 "with the panel, held to the screen"
xdotool key --window "$w" t
sleep 0.8
expect_size "$w" 1024x700 "the panel closed"

xdotool windowsize "$w" 400 300
sleep 0.8
xdotool key --window "$w" t
sleep 0.8
[ "$(size_of "$w" | cut -dx -f2)" -gt 300 ] || { echo "the panel's rows did not make the window taller"; exit 1; }
xdotool key --window "$w" t
sleep 0.8
expect_size "$w" 400x300 "the panel closed in a small window"

xdotool key --window "$w" 2                               # stickers: 800 × 600
sleep 1
expect_size "$w" 800x600 "stickers"
xdotool windowsize "$w" 640 480
sleep 0.8
xdotool key --window "$w" 3                               # toss, 800 × 600 as well
sleep 1
expect_size "$w" 800x600 "a switch to a scene of the same size"
press_to_close "$w" Escape
wait "$app"
