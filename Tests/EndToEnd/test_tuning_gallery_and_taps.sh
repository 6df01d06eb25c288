# Every built-in scene with motion has a spring to tune: the gallery's photo, dragged away from
# the middle, is held back by a rubber band and springs back; the taps scene's marker springs
# to each tap. In both the panel tunes that spring (a step is its `set` line), graphs the
# flight (the speed graph's release mark and the flight's dot on the curve, which `.` moves
# while paused), keeps it as a ghost in the scene, and `w` writes the tuned spring into the
# scene file in the form the file gave it (a duration and a bounce), in a file `check` accepts.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene gallery --record session.jsonl --out live >run.log 2>&1 &
app=$!
w=$(find_window "gallery")
sleep 0.5
xdotool key --window "$w" t
sleep 0.4
xdotool windowmove "$w" 0 0
sleep 0.2
xdotool mousemove --window "$w" 5 5
sleep 0.2
import -window "$w" gallery-before.png
xdotool key --window "$w" Down Down Down Down ctrl+Right  # the duration row: ×2
sleep 0.2
drag_in_window "$w" 400 300 650 450 6                   # pull the photo past its bounds
xdotool mouseup 1 key --window "$w" space               # let go, and pause at once
sleep 0.3
import -window "$w" gallery-paused.png
xdotool key --window "$w" period period period period period period
sleep 0.3
import -window "$w" gallery-stepped.png
xdotool key --window "$w" space
sleep 2.5                                               # springs back (the slower spring)
xdotool mousemove --window "$w" 5 5
sleep 0.2
import -window "$w" gallery-after.png
xdotool key --window "$w" t                             # the panel hidden: no ghost
sleep 0.4
import -window "$w" gallery-hidden.png
xdotool key --window "$w" t w
sleep 0.3
xdotool key --window "$w" 9                             # the taps scene
sleep 0.6
xdotool mousemove --window "$w" 5 5
sleep 0.2
import -window "$w" taps-before.png
xdotool key --window "$w" Down Down Down Down Down ctrl+Left  # the bounce row: −0.25
sleep 0.2
xdotool mousemove --window "$w" 650 150 click 1 key --window "$w" space   # tap, and pause
sleep 0.3
import -window "$w" taps-paused.png
xdotool key --window "$w" period period period period period period
sleep 0.3
import -window "$w" taps-stepped.png
xdotool key --window "$w" space
sleep 2
xdotool mousemove --window "$w" 5 5
sleep 0.2
import -window "$w" taps-after.png
xdotool key --window "$w" t
sleep 0.4
import -window "$w" taps-hidden.png
xdotool key --window "$w" w
sleep 0.3
press_to_close "$w" Escape                              # everything tuned is written: quits
wait "$app"
cat run.log
python3 - <<'PY'
import json, os, sys
import numpy as np
sys.path.insert(0, os.environ["E2E_DIR"])
from window_text import pixels  # noqa: E402

lines = [json.loads(l) for l in open("session.jsonl") if l.strip() and not l.startswith("#")]
sets = [l["set"] for l in lines if "set" in l]
# The gallery's photo: duration 0.4 → 0.8 (the bounce kept); the taps marker: bounce 0.3 → 0.05.
assert [s["interaction"] for s in sets] == [0, 0], sets
gallery = json.load(open("live/gallery-tuned-1.json"))["interactions"][0]
spring = gallery["spring"]
assert gallery["type"] == "directlyManipulable" and (spring["duration"], spring["bounce"]) == (0.8, 0.2), gallery
taps = json.load(open("live/taps-tuned-1.json"))["interactions"][0]
spring = taps["spring"]
assert taps["type"] == "setPositionOnTap" and (spring["duration"], spring["bounce"]) == (0.5, 0.05), taps

def marks(image, color, tolerance=40):
    panel = image[:, 800:]
    return np.argwhere((np.abs(panel - np.array(color)) < tolerance).all(axis=2))

for scene in ("gallery", "taps"):
    before, paused = pixels(f"{scene}-before.png"), pixels(f"{scene}-paused.png")
    stepped, after = pixels(f"{scene}-stepped.png"), pixels(f"{scene}-after.png")
    hidden = pixels(f"{scene}-hidden.png")
    # The panel draws the scene's spring: its curve (light pixels in the plots) is there before
    # any flight, where a scene with no spring shows a line of text.
    assert (before[:, 800:].max(axis=2) > 150).sum() > 3000, f"{scene}: the panel shows no spring"
    release = marks(paused, (240, 144, 2))
    print(scene, "release mark pixels:", len(release))
    assert len(release) > 10, f"{scene}: the flight has no release mark on the speed graph"
    dot_before, dot_after = marks(paused, (255, 64, 255), 60), marks(stepped, (255, 64, 255), 60)
    assert len(dot_before) > 10 and len(dot_after) > 10, (scene, "no flight dot", len(dot_before), len(dot_after))
    moved = dot_after[:, 1].mean() - dot_before[:, 1].mean()
    print(scene, "the dot moved", moved, "px with six steps")
    assert moved > 2, f"{scene}: paused, . did not move the flight's dot"
    # The finished flight stays as a ghost along its path while the panel is shown.
    region = (slice(315, 385), slice(440, 515)) if scene == "gallery" else (slice(180, 290), slice(430, 600))
    ghost = (np.abs(after[region] - hidden[region]).max(axis=2) > 25).sum()
    print(scene, "ghost pixels:", ghost)
    assert ghost > 40, f"{scene}: no ghost of the flight"
PY
mkdir tuned && mv live/gallery-tuned-1.json live/taps-tuned-1.json tuned/
"$MOTION_SANDBOX" check tuned/gallery-tuned-1.json
"$MOTION_SANDBOX" check tuned/taps-tuned-1.json
