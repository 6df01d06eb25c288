# `replay --window --overlay` plays the script in a real window at real speed and writes the
# same dumps as the headless replay.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
assets="$E2E_DIR/../../Assets"
start=$(date +%s.%N)
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --window --overlay --out windowed 2>/dev/null &
player=$!
w=$(find_window "toss")
[ -n "$w" ] || { echo "no replay window"; exit 1; }
wait "$player"
elapsed=$(python3 -c "import time; print(time.time() - $start)")
python3 -c "assert $elapsed >= 1.0, 'the 1 s script played in $elapsed s, not at real speed'"
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out headless 2>/dev/null
python3 "$E2E_DIR/compare_dumps.py" headless windowed 1e-6
