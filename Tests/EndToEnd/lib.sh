# Shared by the end-to-end tests: a private X server and window lookup.

# Starts a private Xvfb on a display it picks itself (-displayfd: the server finds a free
# number and writes it out, so no lock files are read here) and exports DISPLAY; stops it on exit.
# The screen is 1280x800 unless $1 gives another size (WxH). The server resets whenever its
# last client leaves (the readiness probe below, a program that quit), and a program that
# connects while it resets is refused ("SDL_Init: x11 not available"). So an idle client
# (`xdotool sleep`, XVFB_HOLDER) stays connected from the probe until the first window shows
# (`find_window` lets it go): the probe's leaving resets nothing. Not -noreset: with it, four
# tests that start a second program after the first quit saw that program quit at once or take
# keys it was never sent. A program that connects during a later reset still meets the
# refusal: `find_window` then says so at once, and the run's retry absorbs it.
start_xvfb() {
  local number
  XVFB_NUMBER_FILE=$(mktemp)
  Xvfb -displayfd 3 -screen 0 "${1:-1280x800}x24" -nolisten tcp 3>"$XVFB_NUMBER_FILE" >/dev/null 2>&1 &
  XVFB_PID=$!
  XVFB_HOLDER=""
  trap 'kill $XVFB_HOLDER $XVFB_PID 2>/dev/null; rm -f "$XVFB_NUMBER_FILE"' EXIT
  for _ in $(seq 1 100); do
    number=$(head -n 1 "$XVFB_NUMBER_FILE" 2>/dev/null)
    if [ -n "$number" ]; then
      export DISPLAY=":$number"
      if [ -z "$XVFB_HOLDER" ]; then
        xdotool sleep 600 >/dev/null 2>&1 &
        XVFB_HOLDER=$!
        export XVFB_HOLDER
      fi
      # Ready when the server answers and the holder is still connected a moment later (one
      # refused, by a server not yet listening or resetting, has exited by then), and answers
      # again after the first probe left.
      if xdotool getmouselocation >/dev/null 2>&1 && sleep 0.2 && kill -0 "$XVFB_HOLDER" 2>/dev/null \
        && xdotool getmouselocation >/dev/null 2>&1; then
        return 0
      fi
      kill -0 "$XVFB_HOLDER" 2>/dev/null || XVFB_HOLDER=""
    fi
    kill -0 "$XVFB_PID" 2>/dev/null || break
    sleep 0.1
  done
  echo "could not start Xvfb" >&2
  return 1
}

# Waits for a window whose title contains $1 and prints its id. `replay --window` writes the
# replay's files (films included) before the player opens, which takes a debug build on a busy
# machine well over a minute: the wait is long, and a window that does open ends it at once.
# xdotool's search walks the window tree, and a window destroyed while it walks (SDL makes and
# drops windows while it starts) fails the whole search with BadWindow: search again until the
# window shows or 150 s pass. The program is process $2 (by default the last one started in
# the background, `$!`): once it has exited no window can show, so the wait ends there, saying
# so with the program's last words from the logs in this folder, and fails.
find_window() {
  local found="" deadline=$((SECONDS + 150)) program=${2:-$!}
  while [ -z "$found" ] && [ "$SECONDS" -lt "$deadline" ]; do
    found=$(xdotool search --name "$1" 2>/dev/null | head -n 1) || found=""
    if [ -z "$found" ] && [ -n "$program" ] && ! kill -0 "$program" 2>/dev/null; then
      echo "process $program exited before a window titled \"$1\" showed" >&2
      tail -n 5 ./*.log >&2 2>/dev/null || true
      break
    fi
    [ -n "$found" ] || sleep 0.1
  done
  # Empty would be taken as a window: `import -window ""` waits for a click that never comes.
  [ -n "$found" ] || return 1
  # A window shows: its program holds the server now (see start_xvfb).
  [ -z "${XVFB_HOLDER:-}" ] || kill "$XVFB_HOLDER" 2>/dev/null || true
  printf '%s\n' "$found"
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

# Asks window $1 to close as its close button does: the window manager's WM_DELETE_WINDOW
# message (no window manager runs under Xvfb, so this sends what one would).
close_window() {
  python3 - "$1" <<'PY'
import ctypes, sys
x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XInternAtom.restype = ctypes.c_ulong
x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
x11.XFlush.argtypes = [ctypes.c_void_p]
x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
class ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]
class Event(ctypes.Union):
    _fields_ = [("client", ClientMessage), ("pad", ctypes.c_long * 24)]
display = x11.XOpenDisplay(None)
event = Event()
event.client.type = 33  # ClientMessage
event.client.window = int(sys.argv[1])
event.client.message_type = x11.XInternAtom(display, b"WM_PROTOCOLS", 0)
event.client.format = 32
event.client.data[0] = x11.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
assert x11.XSendEvent(display, int(sys.argv[1]), 0, 0, ctypes.byref(event)) != 0
x11.XFlush(display)
x11.XCloseDisplay(display)
PY
}

# Makes (or remakes) the case suite/$1: a copy of the built-in toss case whose scene has the
# spring's stiffness $2 instead of 342, so it fails on the toss goldens (the square flies
# otherwise after its release).
toss_case_with_stiffness() {
  local assets="$E2E_DIR/../../Assets"
  mkdir -p suite
  [ -d "suite/$1" ] || cp -rL "$assets/suites/builtin/toss" "suite/$1"
  sed "s/\"stiffness\": 342/\"stiffness\": $2/" "$assets/scenes/toss.json" >"suite/$1/scene.json"
  printf '{"scene": "scene.json"}\n' >"suite/$1/case.json"
}
