# A resized window shows the scene scaled to fit, letterboxed, and the mouse follows: a drag that
# starts on a box where the smaller window draws it moves the box, by the window's drag divided
# by the scale; a reload keeps the window's size.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
cat >board.json <<'JSON'
{"name": "board", "size": [800, 600],
 "elements": [{"name": "box", "position": [700, 500], "size": [100, 100], "color": "#FF7043"}],
 "interactions": [{"type": "draggable", "element": "box"}]}
JSON
"$MOTION_SANDBOX" run --scene board.json --out live >run.log 2>&1 &
app=$!
w=$(find_window "board")
sleep 0.5
xdotool windowsize "$w" 400 600    # scale 0.5: the scene is 400×300 with bars of 150 above and below
sleep 1
# The box's centre (700, 500) is drawn at (350, 150 + 250) in the window now; unscaled, that
# window point would be empty scene.
drag_in_window "$w" 350 400 300 350 5
xdotool mouseup 1
sleep 0.1
xdotool key --window "$w" d
sleep 0.3
# Reset (r) and a saved edit reload the same scene: the window keeps the size it was given
# (it snapped back to 800×600 on every save).
xdotool key --window "$w" r
sleep 0.5
echo " " >>board.json
sleep 1.2
size=$(xdotool getwindowgeometry "$w" | awk '/Geometry/ {print $2}')
[ "$size" = "400x600" ] || { echo "the window is $size after a reload"; exit 1; }
press_to_close "$w" q
wait "$app"
python3 - <<'PY'
import glob, json
dump = json.load(open(glob.glob("live/*.json")[0]))
box = next(e for e in dump["elements"] if e["name"] == "box")
x, y = box["position"]
assert abs(x - 600) < 1.5 and abs(y - 400) < 1.5, box
PY
