# `replay --window` writes the same files as the headless replay, then plays the script at real
# speed in a player that holds the last frame and stays open until q (exit status 0).
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
assets="$E2E_DIR/../../Assets"
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --window --overlay --out windowed 2>/dev/null &
player=$!
w=$(find_window "toss")
[ -n "$w" ] || { echo "no replay window"; exit 1; }
sleep 2.5                                   # the script is 1 s long: the player is at its end
kill -0 "$player" || { echo "the player closed by itself"; exit 1; }
press_to_close "$w" q
wait "$player"
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out headless 2>/dev/null
python3 "$E2E_DIR/compare_dumps.py" headless windowed 1e-6
