# The fluid scenes: `scenes` lists pip, sheet, gallery and glide; each script's dumps agree within 1e-6
# between 24 and 240 frames per second and land where the scene promises; a `set` line's
# deceleration rate changes where a flick lands; a release key on a type that lacks it is an
# error with file and line, and nothing is written.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
"$MOTION_SANDBOX" scenes > scenes.txt
for scene in pip sheet gallery glide; do
  grep -q "^$scene " scenes.txt
  for fps in 24 240; do
    "$MOTION_SANDBOX" replay "$assets/scripts/$scene.jsonl" --scene "$scene" --fps "$fps" --out "$scene-$fps"
  done
  # final.json is where settling stopped, a frame apart at the two rates; the script's own
  # dumps are at the same t.
  rm "$scene-24/final.json" "$scene-240/final.json"
  python3 "$E2E_DIR/compare_dumps.py" "$scene-240" "$scene-24" 1e-6
done
python3 - <<'PY'
import json, math
def load(path):
    return json.load(open(path))
def element(dump, name):
    return next(e for e in dump["elements"] if e["name"] == name)
pip = load("pip-240/pip-bottom-right.json")
assert pip["interactions"][0]["destination"] == "corner-bottom-right", pip["interactions"]
assert element(pip, "window")["position"] == [670.0, 505.0]
sheet = load("sheet-240/sheet-middle.json")
assert element(sheet, "sheet")["position"] == [400.0, 520.0]
assert sheet["interactions"][0]["destinationIndex"] == 1
stretched = load("sheet-240/sheet-stretched.json")
y = element(stretched, "sheet")["position"][1]
assert 290 < y < 350, y
gallery = load("gallery-240/gallery-turning.json")
photo = element(gallery, "photo")
assert photo["scale"] == 2.2 and gallery["interactions"][0]["snapAngle"] == math.pi / 2, gallery
# The puck glides with no destination and rests on its projection; flicked hard towards the
# table's top edge, it springs to the nearest point inside, a little past the edge on the way.
rest = load("glide-240/glide-rest.json")
glide = rest["interactions"][0]
assert glide["glides"] and element(rest, "puck")["position"] == glide["projected"], rest
assert element(load("glide-240/glide-gliding.json"), "puck")["position"][0] < glide["projected"][0]
edge = load("glide-240/glide-edge.json")
assert not edge["interactions"][0]["glides"] and edge["interactions"][0]["destination"] == [750.0, 50.0], edge
assert element(edge, "puck")["position"][1] < 50
PY
# At a rate of 0.95 the flick that lands bottom-right at the normal rate stays top-left.
{
  echo '{"t": 0, "set": {"interaction": 0, "decelerationRate": 0.95}}'
  grep -v '^#' "$assets/scripts/pip.jsonl" | head -8
  echo '{"t": 1.5, "dump": "slow.json"}'
} > slow.jsonl
"$MOTION_SANDBOX" replay slow.jsonl --scene pip --out slow
python3 - <<'PY'
import json
d = json.load(open("slow/slow.json"))
assert d["interactions"][0]["destination"] == "corner-top-left", d["interactions"]
PY
cat > bad.json <<'JSON'
{"size": [400, 300],
 "elements": [{"name": "square", "position": [100, 100], "size": [40, 40]}],
 "interactions": [
  {"type": "draggable", "element": "square", "snapAngle": 1}
 ]}
JSON
set +e
"$MOTION_SANDBOX" replay slow.jsonl --scene bad.json --out never 2> err.txt
status=$?
set -e
[ "$status" -eq 2 ]
grep -q 'bad.json:4: "snapAngle" is only for rotatable, directlyManipulable interactions, not draggable' err.txt
[ ! -e never ]
# A deceleration rate set on an interaction without one cannot act: check and replay refuse it.
echo '{"t": 0, "set": {"interaction": 0, "decelerationRate": 0.99}}' > rateless.jsonl
for command in "check rateless.jsonl --scene toss" "replay rateless.jsonl --scene toss --out rateless"; do
  set +e
  # shellcheck disable=SC2086
  "$MOTION_SANDBOX" $command 2> err.txt
  status=$?
  set -e
  [ "$status" -eq 2 ]
  grep -q 'rateless.jsonl:1: interaction 0 (draggable on "circle") has no deceleration rate' err.txt
done
[ ! -e rateless ]
