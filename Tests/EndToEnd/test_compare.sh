# compare: identical images exit 0; a difference beyond the tolerance exits 1 and writes a
# diff whose marked pixels are where the difference is; missing or non-PNG input exits 2.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out a 2>/dev/null
cp a/final.png same.png
"$MOTION_SANDBOX" compare a/final.png same.png
convert a/final.png -fill '#FF0000' -draw 'rectangle 100,100 119,109' changed.png
set +e
"$MOTION_SANDBOX" compare a/final.png changed.png --diff diff.png; s1=$?
"$MOTION_SANDBOX" compare a/final.png changed.png --max-pixels 200; s2=$?
"$MOTION_SANDBOX" compare a/final.png missing.png 2>err.txt; s3=$?
echo "not a png" >text.png
"$MOTION_SANDBOX" compare a/final.png text.png 2>>err.txt; s4=$?
set -e
[ "$s1" -eq 1 ] && [ "$s2" -eq 0 ] && [ "$s3" -eq 2 ] && [ "$s4" -eq 2 ] || { echo "$s1 $s2 $s3 $s4"; cat err.txt; exit 1; }
[ "$(grep -c '^error: ' err.txt)" -eq 2 ]
python3 - <<'PY'
import subprocess
def pixel(x, y):
    out = subprocess.check_output(["convert", "diff.png", "-format", f"%[pixel:p{{{x},{y}}}]", "info:"]).decode()
    return out
inside, outside = pixel(110, 105), pixel(300, 300)
assert inside != outside, (inside, outside)
print("inside", inside, "outside", outside)
PY
