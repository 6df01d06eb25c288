# A reference to compare with, and every flight graphed: `b` pins the tuned spring and its last
# toss's ghost (drawn in cyan), kept across a step and a switch to another scene and back; a
# rubber band's spring-back gets the speed graph's release mark and the flight's dot; paused
# mid-flight, `.` moves the dot on the panel.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene toss --out live >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
xdotool key --window "$w" t
sleep 0.4
xdotool windowmove "$w" 0 0
sleep 0.2
drag_in_window "$w" 150 460 300 360 5                   # toss the square
xdotool mouseup 1
sleep 1.5
xdotool mousemove --window "$w" 5 5
sleep 0.2
import -window "$w" unpinned.png
xdotool key --window "$w" b                              # pin the file's spring and that toss
sleep 0.3
import -window "$w" pinned.png
xdotool key --window "$w" ctrl+Right                     # stiffer: the pin stays
sleep 0.2
xdotool key --window "$w" 1                              # another scene
sleep 0.5
xdotool key --window "$w" 3                              # and back
sleep 0.5
xdotool key --window "$w" n                              # drop the autosave it offers
sleep 0.3
import -window "$w" back.png
xdotool key --window "$w" 4                              # constraints: a rubber-banded sheet
sleep 0.6
xdotool key --window "$w" Tab
sleep 0.2
drag_in_window "$w" 400 500 400 590 6                   # stretch the sheet past its bounds
xdotool mouseup 1 key --window "$w" space               # release, and pause at once
sleep 0.3
import -window "$w" paused.png
xdotool key --window "$w" period period period period period period
sleep 0.3
import -window "$w" stepped.png
xdotool key --window "$w" space
sleep 0.2
press_to_close "$w" Escape                              # nothing tuned in this scene: quits
wait "$app"
cat run.log
grep -q "pinned as before: #1 stiffness 342, damping 30" run.log
python3 - <<'PY'
import os, sys
import numpy as np
sys.path.insert(0, os.environ["E2E_DIR"])
from window_text import pixels  # noqa: E402

unpinned, pinned, back = pixels("unpinned.png"), pixels("pinned.png"), pixels("back.png")
scene = (slice(0, 600), slice(0, 800))
# The cyan ghost over the yellow one: far bluer there than before `b`.
new = pinned[scene][..., 2] - unpinned[scene][..., 2] > 40
print("pinned ghost pixels:", new.sum())
assert new.sum() > 80, "b drew no pinned ghost"
# Back in the scene the last tosses' ghosts are gone, the pinned one is drawn over the scene.
r, b = back[scene][..., 0], back[scene][..., 2]
kept = (b > 80) & (b > r + 30) & new
print("still there after a step and a scene switch:", kept.sum())
assert kept.sum() > 0.3 * new.sum(), "the pinned ghost was lost"

def marks(image, color, tolerance=40):
    panel = image[:, 800:]
    return np.argwhere((np.abs(panel - np.array(color)) < tolerance).all(axis=2))

paused, stepped = pixels("paused.png"), pixels("stepped.png")
release = marks(paused, (240, 144, 2))
print("release mark pixels:", len(release))
assert len(release) > 10, "the spring-back has no release mark on the speed graph"
dot_before, dot_after = marks(paused, (255, 64, 255), 60), marks(stepped, (255, 64, 255), 60)
assert len(dot_before) > 10 and len(dot_after) > 10, ("no flight dot", len(dot_before), len(dot_after))
moved = dot_after[:, 1].mean() - dot_before[:, 1].mean()
print("the dot moved", moved, "px with six steps")
assert moved > 2, "paused, . did not move the flight's dot"
PY
