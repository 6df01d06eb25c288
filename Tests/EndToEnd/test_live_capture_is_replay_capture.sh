# `c` and `d` pressed live (mid-flight and at rest) are recorded, and replaying the recording
# writes the same files: captures identical at tolerance 0, dumps within 1e-6 (docs/scripts.md).
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene toss --record session.jsonl --out live --overlay >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
drag_in_window "$w" 150 460 330 330 6         # toss the square
xdotool mouseup 1
sleep 0.1
# The dump first: a capture in a debug build takes long enough for the flight to end before a
# key pressed after it is handled.
xdotool key --window "$w" d c                 # mid-flight
sleep 2
xdotool key --window "$w" c                   # at rest
sleep 0.2
press_to_close "$w" q
wait "$app"
[ "$(ls live/*.png | wc -l)" -eq 2 ] || { ls live; cat run.log; exit 1; }
[ "$(grep -c '"capture"' session.jsonl)" -eq 2 ]
# The session began with the overlay on; the recording says so with a press of `o` at 0, so a
# plain replay draws it too.
head -3 session.jsonl | grep -q '"name": *"o"'
"$MOTION_SANDBOX" replay session.jsonl --scene toss --out replayed 2>/dev/null
for live in live/*.png; do
  "$MOTION_SANDBOX" compare "$live" "replayed/$(basename "$live")" --tolerance 0 --diff "diff-$(basename "$live")"
done
for live in live/*.json; do
  "$MOTION_SANDBOX" compare "$live" "replayed/$(basename "$live")" --tolerance 1e-6
done
python3 - <<'PY'
import glob, json
dump = json.load(open(glob.glob("live/*.json")[0]))
assert not dump["atRest"], "the dump was meant to be taken mid-flight"
PY
