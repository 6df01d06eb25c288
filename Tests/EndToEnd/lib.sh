# Shared by the end-to-end tests: a private X server and window lookup.

# Starts Xvfb on the first free display from :90 and exports DISPLAY; stops it on exit.
start_xvfb() {
  local n
  for n in $(seq 90 120); do
    [ -e "/tmp/.X$n-lock" ] && continue
    Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    XVFB_PID=$!
    export DISPLAY=":$n"
    for _ in $(seq 1 50); do
      xdotool getmouselocation >/dev/null 2>&1 && { trap 'kill $XVFB_PID 2>/dev/null' EXIT; return 0; }
      sleep 0.1
    done
    kill "$XVFB_PID" 2>/dev/null
  done
  echo "could not start Xvfb" >&2
  return 1
}

# Waits for a window whose title contains $1 and prints its id.
find_window() {
  timeout 20 xdotool search --sync --name "$1" | head -n 1
}

# Drags with the left button inside window $1 from ($2,$3) to ($4,$5) in N steps ($6).
drag_in_window() {
  local w=$1 x0=$2 y0=$3 x1=$4 y1=$5 steps=${6:-10} i
  xdotool mousemove --window "$w" "$x0" "$y0" mousedown 1
  for i in $(seq 1 "$steps"); do
    xdotool mousemove --window "$w" $((x0 + (x1 - x0) * i / steps)) $((y0 + (y1 - y0) * i / steps))
    sleep 0.02
  done
}

# Presses key $2 in window $1 to close it. Only the press is sent: the program quits on the
# press, and a release sent after it would name a window that no longer exists (BadWindow).
press_to_close() {
  xdotool keydown --window "$1" "$2"
}
