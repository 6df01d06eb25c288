# `f` in the live window starts a film and its track and `f` again ends them: both are written
# (an animated PNG of the frames between the presses, a dump a frame) and recorded as `film` and
# `track` lines with the names the session used and the `until` of the second press; replaying
# the recording writes files of those names, the film with a frame every 1/60 s between them.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene toss --record session.jsonl --out live >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
xdotool key --window "$w" f
drag_in_window "$w" 150 460 300 380 6         # toss the square
xdotool mouseup 1
sleep 0.8
xdotool key --window "$w" f
sleep 0.5
press_to_close "$w" Escape
wait "$app"
cat session.jsonl | grep -E '"film"|"track"'
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
count = int(subprocess.check_output(["python3", os.environ["E2E_DIR"] + "/apng.py", film]).split()[0])
dumps = [json.loads(l) for l in open(track)]
assert count == len(dumps) > 10, (count, len(dumps))
assert dumps[0]["t"] == films[0]["t"] and dumps[-1]["t"] == films[0]["until"]
PY
"$MOTION_SANDBOX" check session.jsonl
"$MOTION_SANDBOX" replay session.jsonl --scene toss --out replayed 2>/dev/null
[ -s "replayed/$(basename "$film")" ] && [ -s "replayed/$(basename "$track")" ]
"$MOTION_SANDBOX" compare "$film" "replayed/$(basename "$film")" --tolerance 255 >/dev/null || true
python3 "$E2E_DIR/apng.py" "replayed/$(basename "$film")" >/dev/null
