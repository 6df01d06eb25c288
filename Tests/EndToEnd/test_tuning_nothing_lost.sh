# Nothing tuned is lost by one key: Esc while typing a value only cancels the typing; Esc with
# tuning not written asks (a second Esc quits), and the tuned spring is in an autosave beside
# the scene file that the next run offers back (Enter restores it); Enter at the question
# writes the tuned scene as `w` does and quits; Shift-R is undone by Ctrl-Z; after a hot reload
# that changed the damping in the file, undo and redo keep the file's new damping; the window's
# close button asks as Esc does.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
cp "$E2E_DIR/../../Assets/scenes/toss.json" mine.json
alive() { kill -0 "$1" 2>/dev/null; }
fail() { echo "$1"; cat run*.log; exit 1; }
# Runs the sandbox on mine.json, its output in $1, and sets app and w.
run_mine() {
  "$MOTION_SANDBOX" run --scene mine.json --out live "${@:2}" >"$1" 2>&1 &
  app=$!
  w=$(find_window "toss")
  sleep 0.8
}
# Runs it and fails unless the run offers the autosave.
run_offered() {
  run_mine "$1"
  grep -q "autosaved tuning of 1 spring found" "$1" || fail "the next run did not offer the autosave"
}

# 1. Tune, type and cancel, ask on Esc, quit on the second Esc: the autosave keeps the spring.
run_mine run1.log
xdotool key --window "$w" t Right                       # stiffness 342 × 1.1
sleep 1
[ -f mine.json.autosave ] || fail "no autosave beside the scene after tuning"
grep -q '"stiffness": 376.2' mine.json.autosave || fail "the autosave lacks the tuned stiffness: $(cat mine.json.autosave)"
xdotool key --window "$w" Return 9 Escape               # type a value, then cancel it
sleep 0.4
alive "$app" || fail "Esc while typing a value quit the window"
xdotool key --window "$w" Escape
sleep 0.5
alive "$app" || fail "Esc with tuning not written quit without asking"
grep -q "tuning not written" run1.log || fail "the quit did not ask"
import -window root asking.png
press_to_close "$w" Escape
wait "$app"
[ -f mine.json.autosave ] || fail "quitting without writing dropped the autosave"

# 2. The next run offers the autosave; Esc puts the question away and a second Esc quits, and
#    the autosave is still there; the run after that offers it again and Enter restores it;
#    Esc then Enter at the question writes the tuned scene and quits, and the autosave goes
#    (what it kept is written).
run_offered run2a.log
xdotool key --window "$w" Escape
sleep 0.3
press_to_close "$w" Escape
wait "$app"
[ -f mine.json.autosave ] || fail "Esc at the offer, then Esc, lost the autosave"
run_offered run2.log
import -window root offering.png
xdotool key --window "$w" Return
sleep 0.3
grep -q "restored the autosaved tuning (1 spring)" run2.log || fail "Enter did not restore the autosave"
xdotool key --window "$w" Escape
sleep 0.3
press_to_close "$w" Return
wait "$app"
python3 - <<'PY'
import json
spring = json.load(open("live/mine-tuned-1.json"))["interactions"][1]["spring"]
assert spring["stiffness"] == 376.2 and spring["damping"] == 30, spring
PY
[ ! -f mine.json.autosave ] || fail "the autosave stayed after the tuning was written"

# 3. Shift-R is undone by Ctrl-Z; after a hot reload of the damping undo and redo keep it.
run_mine run3.log --record session.jsonl
grep -q "autosaved tuning" run3.log && fail "a written tuning was offered again"
xdotool key --window "$w" t Right                       # stiffness 376.2
sleep 0.2
xdotool key --window "$w" shift+r                       # the file's 342 back
sleep 0.3
xdotool key --window "$w" ctrl+z                        # 376.2 again
sleep 0.3
grep -q "undone: spring of #1" run3.log || fail "Ctrl-Z did not undo Shift-R"
sed 's/"damping": 30/"damping": 40/' mine.json >mine.json.new && mv mine.json.new mine.json
sleep 1.5
grep -q "reloaded" run3.log || fail "the edit did not reload"
xdotool key --window "$w" ctrl+z                        # the stiffness step undone: 342, damping 40
sleep 0.2
xdotool key --window "$w" ctrl+shift+z                  # 376.2, damping 40
sleep 0.2
xdotool key --window "$w" w
sleep 0.4
press_to_close "$w" Escape
wait "$app"
python3 - <<'PY'
import json
lines = [json.loads(l) for l in open("session.jsonl") if l.strip() and not l.startswith("#")]
sets = [l["set"]["spring"] for l in lines if "set" in l]
print(sets)
assert sets[0] == {"stiffness": 376.2}, sets
assert sets[1] == {"stiffness": 376.2}, sets             # Ctrl-Z after Shift-R
# Never the file's old damping 30 again: undo and redo move the stiffness alone.
assert all(s.get("damping", 40) == 40 for s in sets), sets
assert sets[2:] == [{"stiffness": 342}, {"stiffness": 376.2}], sets
spring = json.load(open("live/mine-tuned-2.json"))["interactions"][1]["spring"]
assert spring["stiffness"] == 376.2 and spring["damping"] == 40, spring
PY

# 4. The window's close button asks as Esc does when tuning is not written (it quit at once),
#    and a second close quits; with nothing to write, one close quits.
rm -f mine.json.autosave
run_mine run4.log
xdotool key --window "$w" t Right
sleep 0.6
close_window "$w"
sleep 0.6
alive "$app" || fail "the close button quit with tuning not written"
grep -q "tuning not written" run4.log || fail "the close button did not ask"
close_window "$w"
wait "$app"
[ -f mine.json.autosave ] || fail "closing without writing dropped the autosave"
rm mine.json.autosave
run_mine run5.log
close_window "$w"
wait "$app"
echo "nothing lost"
