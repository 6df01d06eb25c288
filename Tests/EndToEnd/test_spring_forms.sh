# Springs in any form (docs/springs.md): `motion-sandbox spring` prints a spring given by its
# values or by a scene's interaction in every form and as each platform's code; a scene file or a
# set line may write a spring in any one form; a bad form, a value out of its form's range or a
# missing interaction is exit 2 with an error: line naming the file, line and key.
set -euo pipefail

# Apple's example: duration 0.5 s, bounce 0.3 is mass 1, stiffness 157.9, damping 17.6.
"$MOTION_SANDBOX" spring --duration 0.5 --bounce 0.3 --velocity 300 >all.txt
cat all.txt
grep -q '^spring: stiffness 157.9136704, damping 17.59291886, mass 1, threshold 1$' all.txt
grep -q 'written as SwiftUI duration and bounce: duration 0.5, bounce 0.3' all.txt
for platform in swiftui uikit compose android framer react-spring css origami; do
  grep -q -- "(--format $platform):" all.txt
done
grep -q 'animation.initialVelocity = 3  // 300 pt/s over 100 pt' all.txt
grep -q 'setStartVelocity(300f)' all.txt

# One platform alone, ready to paste: the CSS easing says its duration and its error.
"$MOTION_SANDBOX" spring --duration 0.5 --bounce 0.3 --format css --stops 20 >css.txt
cat css.txt
[ "$(wc -l <css.txt)" -eq 2 ]
grep -Eq '^/\* CSS linear\(\): [0-9]+ ms, 20 stops: largest error [0-9.]+% of the distance\. \*/$' css.txt
grep -Eq '^\.element \{ transition: transform [0-9]+ms linear\(0, .*, 1\); \}$' css.txt

# Everything as data.
"$MOTION_SANDBOX" spring --origami-tension 40 --origami-friction 7 --distance 200 --velocity 500 --json >all.json
python3 - <<'PY'
import json
data = json.load(open("all.json"))
assert abs(data["spring"]["stiffness"] - 230.2) < 1e-12, data["spring"]
assert abs(data["spring"]["damping"] - 22) < 1e-12, data["spring"]
assert data["written"]["form"] == "origami"
assert data["forms"]["reactSpring"]["tension"] == data["spring"]["stiffness"]
assert abs(data["platforms"]["uikit"]["initialVelocity"] - 2.5) < 1e-15
assert data["platforms"]["react-spring"]["velocity"] == 0.5
assert data["platforms"]["css"]["largestErrorPercent"] > 0
assert data["platforms"]["css"]["velocityErrorPercent"] > 0
print("json ok")
PY

# A scene whose spring is written as bounciness and speed, converted by its interaction.
cat >bouncy.json <<'JSON'
{"size": [400, 300],
 "elements": [{"name": "a", "position": [50, 50], "size": [20, 20]}],
 "interactions": [{"type": "tossable", "element": "a", "destination": [300, 200],
   "spring": {"bounciness": 8, "speed": 12}}]}
JSON
"$MOTION_SANDBOX" check bouncy.json
"$MOTION_SANDBOX" spring --scene bouncy.json --interaction 0 >scene.txt
grep -q '^spring: stiffness 342.1005882, damping 24.68401925, mass 1, threshold 1$' scene.txt
grep -q 'written as bounciness and speed: bounciness 8, speed 12' scene.txt

# A set line in another form, partial: it keeps the spring's other values and runs.
cat >set.jsonl <<'JSONL'
{"t": 0, "set": {"interaction": 0, "spring": {"bounce": 0.5}}}
{"t": 0.1, "dump": "a.json"}
JSONL
"$MOTION_SANDBOX" check set.jsonl
"$MOTION_SANDBOX" replay set.jsonl --scene bouncy.json --out out 2>err.txt
cat err.txt
! grep -q 'set.jsonl' err.txt
[ -e out/a.json ]

# A missing interaction.
status=0
"$MOTION_SANDBOX" spring --scene bouncy.json 2>err.txt || status=$?
cat err.txt
[ "$status" -eq 2 ]
grep -q '^error: .*bouncy.json: --scene needs --interaction N' err.txt
status=0
"$MOTION_SANDBOX" spring --scene bouncy.json --interaction 3 2>err.txt || status=$?
[ "$status" -eq 2 ]
grep -q '^error: .*bouncy.json: --interaction 3 is past the scene' err.txt

# A bad form on the command line: a value out of range, two forms mixed.
status=0
"$MOTION_SANDBOX" spring --duration 0.5 --bounce 1 2>err.txt || status=$?
cat err.txt
[ "$status" -eq 2 ]
grep -q '^error: --bounce: "bounce" must be between -1 and 1, both excluded, not 1$' err.txt
status=0
"$MOTION_SANDBOX" spring --duration 0.5 --bounce 0.3 --damping 4 >out.txt 2>err.txt || status=$?
[ "$status" -eq 2 ]
[ ! -s out.txt ]
grep -q '^error: --duration belongs to another form of spring than --damping' err.txt

# A bad form in a scene file: file, line and key, for check, spring and replay alike.
cat >bad.json <<'JSON'
{"size": [400, 300],
 "elements": [{"name": "a", "position": [50, 50], "size": [20, 20]}],
 "interactions": [{"type": "tossable", "element": "a", "destination": [300, 200],
   "spring": {"duration": 0.5,
              "bounce": 1.5}}]}
JSON
for command in "check bad.json" "spring --scene bad.json --interaction 0" "replay set.jsonl --scene bad.json --out bad"; do
  status=0
  $MOTION_SANDBOX $command 2>err.txt || status=$?
  cat err.txt
  [ "$status" -eq 2 ]
  grep -q '^error: bad.json:5: "bounce" must be between -1 and 1, both excluded, not 1.5$' err.txt
done
[ ! -e bad ]
cat >mixed.json <<'JSON'
{"size": [400, 300],
 "elements": [{"name": "a", "position": [50, 50], "size": [20, 20]}],
 "interactions": [{"type": "tossable", "element": "a", "destination": [300, 200],
   "spring": {"stiffness": 300,
              "dampingRatio": 0.5,
              "damping": 20}}]}
JSON
status=0
"$MOTION_SANDBOX" check mixed.json 2>err.txt || status=$?
cat err.txt
[ "$status" -eq 2 ]
grep -q '^error: mixed.json:6: "damping" belongs to another form of spring than "stiffness", "dampingRatio"' err.txt
