# compare on dumps: alike within the tolerance (0), a differing field listed by path with both
# values (1), bad input (2); images of different sizes are reported with both sizes, and the
# diff image goes into the current folder, never beside the inputs.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out a 2>/dev/null
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --fps 24 --out b 2>/dev/null
"$MOTION_SANDBOX" compare a/in-flight.json b/in-flight.json | grep -q '^alike'
python3 - <<'PY'
import json
d = json.load(open("a/in-flight.json"))
d["elements"][1]["position"][0] += 0.5
d["gestures"][0]["state"] = "began"
json.dump(d, open("changed.json", "w"))
PY
set +e
"$MOTION_SANDBOX" compare a/in-flight.json changed.json >diff.txt; s1=$?
"$MOTION_SANDBOX" compare a/in-flight.json changed.json --tolerance 1 >diff1.txt; s2=$?
echo '{"t": ' >broken.json
"$MOTION_SANDBOX" compare a/in-flight.json broken.json 2>err.txt; s3=$?
"$MOTION_SANDBOX" compare a/in-flight.json a/final.png 2>>err.txt; s4=$?
mkdir here && cd here
convert ../a/final.png -resize 50% ../small.png
"$MOTION_SANDBOX" compare ../a/final.png ../small.png >../sizes.txt; s5=$?
cd ..
set -e
cat diff.txt err.txt sizes.txt
[ "$s1" -eq 1 ] && [ "$s2" -eq 1 ] && [ "$s3" -eq 2 ] && [ "$s4" -eq 2 ] && [ "$s5" -eq 1 ]
grep -q '^  elements\[square\].position\[0\]: expected ' diff.txt
grep -q '^  gestures\[drag:scene\].state: expected "ended", actual "began"' diff.txt
! grep -q 'position' diff1.txt
grep -q 'broken.json:2: unexpected end of input' err.txt
grep -q 'expected 800×600, actual 400×300' sizes.txt
[ -e here/small-diff.png ] && [ ! -e small-diff.png ]
grep -q 'a/in-flight.json is a state dump and a/final.png is an image' err.txt

# A missing file, a folder or an empty file beside a file of the other kind is named for what it
# is, not called an image or a dump by its name.
set +e
"$MOTION_SANDBOX" compare a/in-flight.json missing.png 2>bad.txt; b1=$?
"$MOTION_SANDBOX" compare missing.json a/final.png 2>>bad.txt; b2=$?
"$MOTION_SANDBOX" compare a/in-flight.json a 2>>bad.txt; b3=$?
: >empty
"$MOTION_SANDBOX" compare a/in-flight.json empty 2>>bad.txt; b4=$?
# Bytes that are neither PNG nor JSON were called "an image".
printf 'GIF89a\001\002\003 not ours' >noise
"$MOTION_SANDBOX" compare a/in-flight.json noise 2>>bad.txt; b5=$?
set -e
cat bad.txt
[ "$b1" -eq 2 ] && [ "$b2" -eq 2 ] && [ "$b3" -eq 2 ] && [ "$b4" -eq 2 ] && [ "$b5" -eq 2 ]
grep -qx 'error: noise: is neither a PNG (an image or a film) nor JSON (a state dump or a track)' bad.txt
grep -qx 'error: missing.png: no such file' bad.txt
grep -qx 'error: missing.json: no such file' bad.txt
grep -qx 'error: a: is a directory, not a file' bad.txt
grep -qx 'error: empty: is empty: neither an image, a film, a state dump nor a track' bad.txt
! grep -q 'compare takes two' bad.txt
