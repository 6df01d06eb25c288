# A hot reload keeps a tuned value unless the file changed that same value: the stiffness
# tuned in the panel survives an edit of the damping (which the file's new damping replaces),
# and gives way once the file's stiffness is edited. What `w` writes after each reload says so.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
cp "$E2E_DIR/../../Assets/scenes/toss.json" mine.json
"$MOTION_SANDBOX" run --scene mine.json --out live >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
xdotool key --window "$w" t
sleep 0.3
xdotool key --window "$w" Right                       # stiffness 342 × 1.1
sleep 0.2
# Edits as an editor saves them: a new file renamed over the old one.
edit() { sed "$1" mine.json >mine.json.new && mv mine.json.new mine.json; sleep 1.5; }
edit 's/"damping": 30/"damping": 20/'
xdotool key --window "$w" w
sleep 0.5
edit 's/"stiffness": 342/"stiffness": 500/'
xdotool key --window "$w" w
sleep 0.5
press_to_close "$w" Escape
wait "$app"
cat run.log
python3 - <<'PY'
import glob, json
def spring(n):
    paths = glob.glob(f"**/mine-tuned-{n}.json", recursive=True)
    assert paths, f"w wrote no mine-tuned-{n}.json"
    return next(i for i in json.load(open(paths[0]))["interactions"] if i["type"] == "tossable")["spring"]
first, second = spring(1), spring(2)
print("after the damping edit:", first, "after the stiffness edit:", second)
assert abs(first["stiffness"] - 376.2) < 1e-9, ("the tuned stiffness was lost to a reload of the damping", first)
assert first["damping"] == 20, ("the file's new damping was not taken", first)
assert second["stiffness"] == 500 and second["damping"] == 20, ("the file's new stiffness was not taken", second)
PY
