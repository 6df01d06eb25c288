# The overlay's list names a drag by the element dragged, not the container its recognizer
# sits on: the toss's line grows when the square's name does (a hot reload renames it), where
# it read "scene drag changed" for either.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
cp "$E2E_DIR/../../Assets/scenes/toss.json" mine.json
"$MOTION_SANDBOX" run --scene mine.json --out live >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
xdotool key --window "$w" o
# Drags the square up and right and holds it there while the window is shot.
held_drag() {
  drag_in_window "$w" 150 460 420 230 6
  sleep 0.4
  import -window "$w" "$1"
  xdotool mouseup 1
  sleep 0.2
}
held_drag short.png
sed 's/"square"/"WWWWWWWWWWWWWWWW"/g' mine.json >mine.json.new && mv mine.json.new mine.json
sleep 1.5
held_drag long.png
press_to_close "$w" Escape
wait "$app"
# The list lies at the bottom left, a line a gesture, the drag's first: where its text ends.
short=$(python3 "$E2E_DIR/window_text.py" line-end short.png 560x130+0+470)
long=$(python3 "$E2E_DIR/window_text.py" line-end long.png 560x130+0+470)
echo "the drag's line ends at x $short for 'square', at x $long for a 16-letter name"
[ $((long - short)) -gt 40 ] || { echo "the overlay's drag line does not name the dragged element"; exit 1; }
