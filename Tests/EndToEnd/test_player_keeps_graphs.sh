# The player keeps its graphs: after a seek back to the start and a seek to the end, and after
# steps back, the tuning panel's speed graph and release mark and the trails show what playing
# to that frame showed (recomputed from the replay, not a ramp between two samples).
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
grep -v -e '"film"' -e '"track"' "$E2E_DIR/../../Assets/scripts/toss.jsonl" >toss.jsonl
"$MOTION_SANDBOX" replay toss.jsonl --scene toss --window --out win >player.log 2>&1 &
player=$!
w=$(find_window "toss")
xdotool key --window "$w" t p Home                       # panel and trails, from the start
sleep 0.3
xdotool windowmove "$w" 0 0
sleep 2.5                                                # played to its end
xdotool mousemove --window "$w" 5 5
sleep 0.2
import -window "$w" played.png
xdotool key --window "$w" Home space                     # back to the start, paused
sleep 0.3
xdotool key --window "$w" End                            # a seek to the end
sleep 0.5
import -window "$w" sought.png
xdotool key --window "$w" comma comma comma              # three frames back
sleep 0.5
import -window "$w" stepped-back.png
press_to_close "$w" q
wait "$player"
python3 - <<'PY'
import os, sys
import numpy as np
sys.path.insert(0, os.environ["E2E_DIR"])
from window_text import pixels  # noqa: E402

def columns(image, color, tolerance=40):
    panel = image[:, 800:]
    hit = (np.abs(panel - np.array(color)) < tolerance).all(axis=2)
    return set(np.nonzero(hit.any(axis=0))[0])

played = pixels("played.png")
speed = columns(played, (100, 181, 246))
print("speed graph columns as played:", len(speed))
assert len(speed) > 60, "no speed graph after playing"
for name in ("sought.png", "stepped-back.png"):
    image = pixels(name)
    shown = columns(image, (100, 181, 246))
    release = columns(image, (240, 144, 2))
    print(name, "speed columns", len(shown), "shared with played", len(shown & speed), "release", len(release))
    assert len(shown & speed) > 0.7 * len(speed), f"{name}: the speed graph is not the one playing showed"
    assert release, f"{name}: no release mark"
PY
