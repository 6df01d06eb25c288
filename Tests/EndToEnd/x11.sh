# Sourced by the end-to-end tests that need a display: starts a private Xvfb (1280×800×24) on a
# free display number, exports DISPLAY, and stops it when the test's shell exits.
# Also gives `open_window NAME` (waits for the window and prints its id) and `drag`.
start_xvfb() {
  local fd_file
  fd_file=$(mktemp)
  Xvfb -displayfd 9 -screen 0 1280x800x24 -nolisten tcp 9>"$fd_file" >/dev/null 2>&1 &
  XVFB_PID=$!
  trap 'kill "$XVFB_PID" 2>/dev/null || true' EXIT
  for _ in $(seq 100); do
    [ -s "$fd_file" ] && break
    sleep 0.05
  done
  [ -s "$fd_file" ] || { echo "Xvfb did not start"; return 1; }
  DISPLAY=":$(tr -d '\n' <"$fd_file")"
  export DISPLAY
  unset WAYLAND_DISPLAY
}

# Waits (at most 15 s) for a window whose title contains NAME and prints its id.
open_window() {
  local id
  id=$(timeout 15 xdotool search --sync --name "$1" | head -1)
  [ -n "$id" ] || { echo "no window named $1"; return 1; }
  xdotool windowfocus --sync "$id" 2>/dev/null || true
  echo "$id"
}

# drag WINDOW X0 Y0 X1 Y1 [STEPS]: moves in steps from (X0, Y0) to (X1, Y1) with the button held,
# coordinates relative to the window. Leaves the button down.
drag_hold() {
  local w=$1 x0=$2 y0=$3 x1=$4 y1=$5 steps=${6:-6}
  xdotool mousemove --window "$w" "$x0" "$y0" mousedown 1
  for i in $(seq 1 "$steps"); do
    sleep 0.03
    xdotool mousemove --window "$w" $((x0 + (x1 - x0) * i / steps)) $((y0 + (y1 - y0) * i / steps))
  done
}
