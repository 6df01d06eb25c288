# Figures for people: a spring written as a duration and a bounce, tuned a fine step (×1.01),
# is written by `w` with the duration to the millisecond and the bounce to 0.01, naming a spring
# within 1 % of the tuned one (the recorded set line's); a typed duration of 0 is refused with a
# message saying why; the UIKit code beside it adds a CASpringAnimation with from and to values
# to a layer; a soft spring's Origami spelling says it cannot be rather than showing a
# negative tension.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
sed 's/"spring": {"stiffness": 342, "damping": 30, "mass": 1, "threshold": 1}/"spring": {"duration": 0.45, "bounce": 0.3, "threshold": 1}/' \
  "$E2E_DIR/../../Assets/scenes/toss.json" >timed.json
grep -q '"duration": 0.45' timed.json
"$MOTION_SANDBOX" run --scene timed.json --out live --record session.jsonl >run.log 2>&1 &
app=$!
w=$(find_window "toss")
sleep 0.5
xdotool key --window "$w" t Down Down Down Down           # the duration row
xdotool key --window "$w" shift+Right                     # ×1.01: 0.4545 s
sleep 0.2
xdotool key --window "$w" Return 0 Return                 # a duration of 0: refused
sleep 0.3
xdotool key --window "$w" w
sleep 0.4
press_to_close "$w" Escape
wait "$app"
cat run.log
grep -q 'error: duration 0 not applied: "duration" must be a number of seconds above 0' run.log
python3 - <<'PY'
import json, math
spring = json.load(open("live/timed-tuned-1.json"))["interactions"][1]["spring"]
print("written:", spring)
assert set(spring) == {"duration", "bounce", "threshold"}, spring
assert spring["duration"] == 0.455 and spring["bounce"] == 0.3, spring
sets = [json.loads(l)["set"]["spring"] for l in open("session.jsonl") if '"set"' in l]
assert len(sets) == 1, sets          # the refused duration set nothing
# The spring the written figures name, against the tuned one (mass 1).
def physical(duration, bounce):
    k = (2 * math.pi / duration) ** 2
    zeta = 1 - bounce if bounce >= 0 else 1 / (1 + bounce)
    return k, 2 * zeta * math.sqrt(k)
k, c = physical(spring["duration"], spring["bounce"])
tuned_k = sets[0].get("stiffness")
tuned_c = sets[0].get("damping")
assert abs(k - tuned_k) / tuned_k < 0.01 and abs(c - tuned_c) / tuned_c < 0.01, (k, c, sets)
code = open("live/timed-tuned-1-springs.txt").read()
for needed in ("CASpringAnimation", "animation.fromValue", "animation.toValue", "layer.add(animation"):
    assert needed in code, needed
PY
"$MOTION_SANDBOX" spring --stiffness 20 --damping 5 >soft.txt
grep -q "Origami origamiTension and origamiFriction  cannot: Origami takes no negative tension" soft.txt
! grep -q "Tension -" soft.txt
