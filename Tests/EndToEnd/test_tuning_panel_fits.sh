# The tuning panel fits any window from 400 × 300 up: at 400 × 300, 640 × 480, 820 × 420 and
# 1600 × 1000 the panel's column starts at the window's top (no letterbox bar over its title)
# and reaches its bottom, its title and its key hints are drawn inside the window, the scene
# keeps a strip beside it; in the smallest window the rows scroll to the chosen one (bounce,
# five rows down) with the hints still at the foot; a long message (the path `w` writes) wraps
# inside the scene's part of the window instead of running under the panel.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb 1920x1200
out=written-by-the-tuning-panel-into-a-folder-with-a-long-name
"$MOTION_SANDBOX" run --scene toss --out "$out" >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
xdotool key --window "$w" t
sleep 0.5
xdotool windowmove "$w" 0 0                             # the whole window on the screen
for size in 1600x1000 820x420 640x480 400x300; do
  xdotool windowsize "$w" "${size%x*}" "${size#*x}"
  sleep 0.8
  xdotool mousemove --window "$w" 1 1                     # an event: one frame at the new size
  sleep 0.4
  import -window "$w" "panel-$size.png"
done
xdotool key --window "$w" Down Down Down Down Down      # bounce, below the window's foot
sleep 0.4
import -window "$w" scrolled-400x300.png
xdotool key --window "$w" h                              # the key list, at a readable size
sleep 0.4
import -window "$w" keys-400x300.png
xdotool key --window "$w" Down Down Down                 # scrolled
sleep 0.4
import -window "$w" keys-scrolled-400x300.png
xdotool key --window "$w" h
xdotool windowsize "$w" 640 480
sleep 0.8
xdotool mousemove --window "$w" 2 2
sleep 0.4
import -window "$w" before-message.png
xdotool key --window "$w" w
sleep 0.4
import -window "$w" message.png
press_to_close "$w" Escape                              # written: quits at once
wait "$app"
python3 - <<'PY'
import os, sys
import numpy as np
sys.path.insert(0, os.environ["E2E_DIR"])
from window_text import pixels  # noqa: E402

PANEL = np.array([24, 24, 24])
for size, column in [("1600x1000", 420), ("820x420", 420), ("640x480", 420), ("400x300", 300)]:
    image = pixels(f"panel-{size}.png")
    h, w, _ = image.shape
    assert f"{w}x{h}" == size, (size, w, h)
    left = w - column
    # The column is the panel's from the window's top to its bottom: no letterbox bar over it.
    for y in (1, h // 2, h - 2):
        assert (np.abs(image[y, left + 2] - PANEL) <= 2).all(), (size, y, image[y, left + 2])
    assert not (np.abs(image[1, left - 3] - PANEL) <= 2).all(), (size, "the column is wider than it should be")
    panel = image[:, left:]
    ink = (panel.max(axis=2) > 150).any(axis=1)
    rows = np.nonzero(ink)[0]
    # The title is on the first text row and the last key hint ends inside the window.
    assert rows[0] < 30, (size, "no title at the panel's top", rows[:3])
    assert rows[-1] < h - 4, (size, "the key hints run off the window", rows[-1])
    if h < 450:  # a short window: the hints keep to the foot, the rest shrinks or scrolls
        assert h - rows[-1] < 40, (size, "no key hints at the panel's foot", rows[-1])
    # Text inside the column only: nothing cut at its right edge.
    assert not (panel[:, -2].max(axis=1) > 150).any(), (size, "text cut at the window's right edge")
    # The scene keeps a strip beside the panel: the toss scene's background is there.
    scene = image[:, : left - 2]
    background = (np.abs(scene - np.array([30, 30, 40])) <= 3).all(axis=2)
    assert background.sum() > 1000, (size, "no scene beside the panel")
    print(size, "column", column, "text rows", rows[0], "to", rows[-1])

# Scrolled to bounce in the smallest window: its chosen (yellow) row lies above the hints.
image = pixels("scrolled-400x300.png")
panel = image[:, 100:]
yellow = (np.abs(panel - np.array([255, 213, 79])) < 40).all(axis=2).any(axis=1)
rows = np.nonzero(yellow)[0]
before = np.nonzero((np.abs(pixels("panel-400x300.png")[:, 100:] - np.array([255, 213, 79])) < 40).all(axis=2).any(axis=1))[0]
assert len(rows) and rows.max() < 300 - 4 * 17, ("the chosen row is not in view above the hints", rows)
assert rows.min() > before.max(), ("the rows did not scroll to bounce", rows.min(), before.max())

# The key list in the smallest window: lines at a readable size (a text line every 13 pixels
# or more, as at 0.8 of the full size), and Down scrolls them.
def line_pitch(image):
    rows = np.nonzero((image[:, :200].max(axis=2) > 150).any(axis=1))[0]
    starts = [r for i, r in enumerate(rows) if i == 0 or r - rows[i - 1] > 2]
    return float(np.median(np.diff(starts)))
keys, scrolled = pixels("keys-400x300.png"), pixels("keys-scrolled-400x300.png")
print("key list line pitch", line_pitch(keys))
assert line_pitch(keys) >= 13, "the key list is too small to read"
assert (keys != scrolled).any(), "Down did not scroll the key list"

# The message of `w` wraps in the scene's part: the panel's column is unchanged by it, and
# the message takes several lines there.
before, after = pixels("before-message.png"), pixels("message.png")
left = 640 - 420
# (Above the speed graph, which moves on with the clock.)
assert (before[:300, left:] == after[:300, left:]).all(), "the message was drawn over the panel"
changed = np.nonzero((before[:, :left] != after[:, :left]).any(axis=(1, 2)))[0]
assert len(changed) and changed.max() - changed.min() > 3 * 17, ("the message did not wrap", changed)
print("message lines over", changed.max() - changed.min(), "px")
PY
grep -q "written-by-the-tuning-panel" run.log
