# `f` in the live window starts a film and its track and `f` again ends them: both are written
# (an animated PNG of the frames between the presses, a dump a frame) and recorded as `film` and
# `track` lines with the names the session used and the `until` of the second press, their frames
# the replay's own between the presses. Replaying
# the recording writes the very same files: each frame shows the state at its own script time,
# live as in the replay, whatever times the window drew its own frames at (docs/live.md).
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
# A small scene (the window's smallest size): a debug build draws its frames quickly enough.
cat >filmtoss.json <<'SCENE'
{"name": "filmtoss", "size": [400, 300], "background": "#1E1E28",
 "elements": [
   {"name": "circle", "position": [320, 80], "size": [60, 60], "color": "#26A69A", "cornerRadius": 30},
   {"name": "square", "position": [80, 230], "size": [44, 44], "color": "#FFCA28", "cornerRadius": 8}],
 "interactions": [
   {"type": "tossable", "element": "square", "destination": {"element": "circle"},
    "spring": {"stiffness": 342, "damping": 30, "mass": 1, "threshold": 1}}]}
SCENE
"$MOTION_SANDBOX" run --scene filmtoss.json --record session.jsonl --out live >run.log 2>&1 &
app=$!
w=$(find_window "filmtoss")
sleep 0.5
xdotool key --window "$w" f
sleep 0.2
drag_in_window "$w" 80 230 200 170 6         # toss the square towards the circle
xdotool mouseup 1
sleep 0.6
xdotool key --window "$w" f
sleep 0.3
press_to_close "$w" Escape
wait "$app"
grep -E '"film"|"track"' session.jsonl
film=$(ls live/film-*.png)
track=$(ls live/track-*.jsonl)
python3 - "$film" "$track" <<'PY'
import json, os, subprocess, sys
film, track = sys.argv[1], sys.argv[2]
lines = [json.loads(l) for l in open("session.jsonl") if l.startswith("{")]
films = [l for l in lines if "film" in l]
tracks = [l for l in lines if "track" in l]
assert len(films) == 1 and len(tracks) == 1, (films, tracks)
assert films[0]["film"] == os.path.basename(film) and tracks[0]["track"] == os.path.basename(track)
assert films[0]["until"] > films[0]["t"] + 0.5, films[0]
assert films[0]["until"] == tracks[0]["until"]
times = [t for t in [l["t"] for l in lines]]
assert times == sorted(times), "the recording's times go back"
# The drag falls inside the film, and the square flies in it.
drag = [l["t"] for l in lines if "mouse" in l]
assert films[0]["t"] < drag[0] and drag[-1] < films[0]["until"], (films[0], drag)
count = int(subprocess.check_output(["python3", os.environ["E2E_DIR"] + "/apng.py", film]).split()[0])
dumps = [json.loads(l) for l in open(track)]
assert count == len(dumps) > 30, (count, len(dumps))
# The replay's frames k / 60 from the first at or after the first press to the last at or before
# the second, a frame interval apart (docs/scripts.md).
import math
assert abs(dumps[0]["t"] - math.ceil(films[0]["t"] * 60 - 1e-6) / 60) < 1e-9, (dumps[0]["t"], films[0])
assert abs(dumps[-1]["t"] - math.floor(films[0]["until"] * 60 + 1e-6) / 60) < 1e-9, (dumps[-1]["t"], films[0])
assert all(abs((b["t"] - a["t"]) * 60 - 1) < 1e-6 for a, b in zip(dumps, dumps[1:]))
squares = [[e for e in d["elements"] if e["name"] == "square"][0] for d in dumps]
assert squares[0]["position"] != squares[-1]["position"], "the square did not move in the film"
PY
"$MOTION_SANDBOX" check session.jsonl
"$MOTION_SANDBOX" replay session.jsonl --scene filmtoss.json --out replayed 2>/dev/null
# Frame by frame at tolerance 0, and byte for byte; the track line for line.
"$MOTION_SANDBOX" compare "$film" "replayed/$(basename "$film")" --tolerance 0
cmp "$film" "replayed/$(basename "$film")"
diff "$track" "replayed/$(basename "$track")"

# A film still running when the window closes (Esc) ends there, in the recording as in the file,
# and replays the same.
"$MOTION_SANDBOX" run --scene filmtoss.json --record quit.jsonl --out quit >quit.log 2>&1 &
app=$!
w=$(find_window "filmtoss")
sleep 0.5
xdotool key --window "$w" f
drag_in_window "$w" 80 230 200 170 6
xdotool mouseup 1
sleep 0.2
press_to_close "$w" Escape
wait "$app"
film=$(ls quit/film-*.png)
track=$(ls quit/track-*.jsonl)
"$MOTION_SANDBOX" replay quit.jsonl --scene filmtoss.json --out quit-replayed 2>/dev/null
cmp "$film" "quit-replayed/$(basename "$film")"
diff "$track" "quit-replayed/$(basename "$track")"
