# `replay --window` writes the same files as the headless replay, then plays the script at real
# speed in a player that holds the last frame and stays open until q (exit status 0). Holding
# it, the player runs in the same frame loop as the live window, so it waits for events instead
# of redrawing: well under 2 % of a core (CPU time from /proc).
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
assets="$E2E_DIR/../../Assets"
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --window --overlay --out windowed >player.log 2>&1 &
player=$!
w=$(find_window "toss")
[ -n "$w" ] || { echo "no replay window"; exit 1; }
sleep 2.5                                   # the script is 1 s long: the player is at its end
kill -0 "$player" || { echo "the player closed by itself"; exit 1; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
before=$(cpu_ticks "$player")
sleep 3
used=$(($(cpu_ticks "$player") - before))   # in 1/100 s over 3 s: 6 ticks would be 2 % of a core
[ "$used" -lt 6 ] || { echo "the player holding its end used $used ticks in 3 s"; exit 1; }
press_to_close "$w" q
wait "$player"
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out headless 2>/dev/null
python3 "$E2E_DIR/compare_dumps.py" headless windowed 1e-6
