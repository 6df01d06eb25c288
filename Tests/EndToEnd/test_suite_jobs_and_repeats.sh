# No flake: the built-in suite at --jobs 1 and at --jobs 4 writes the same bytes in every output
# of every case (the blobs hold a digest of each), and the same JUnit XML and report but for the
# times; --repeat-each 2 replays every case twice and passes, as every replay is exact.
set -euo pipefail
suite="$E2E_DIR/../../Assets/suites/builtin"
"$MOTION_SANDBOX" test "$suite" --jobs 1 --blob one/blob --junit one/junit.xml --report one/report \
  --reporter dot >one.txt
"$MOTION_SANDBOX" test "$suite" --jobs 4 --blob four/blob --junit four/junit.xml --report four/report \
  --reporter line >four.txt
cat one.txt four.txt
grep -qx '8 passed, 0 failed' one.txt
grep -qx '8 passed, 0 failed' four.txt
# The dot reporter: a character a case.
grep -qx '\.\.\.\.\.\.\.\.' one.txt
python3 - <<'PY'
import json, re
one = json.load(open("one/blob/blob.json"))
four = json.load(open("four/blob/blob.json"))
assert len(one["records"]) == len(four["records"]) == 8
files = 0
for a, b in zip(one["records"], four["records"]):
    assert a["name"] == b["name"]
    assert a["outputs"] and a["outputs"] == b["outputs"], (a["name"], a["outputs"], b["outputs"])
    files += len(a["outputs"])
assert files >= 8 * 3, files
def blank(text, folder):
    text = re.sub(r'time="[0-9.]+"', 'time=""', text)
    return re.sub(r"<td>[0-9.]+ s</td>", "<td></td>", text).replace(folder, "DIR")
for name in ["junit.xml", "report/index.html"]:
    assert blank(open("one/" + name).read(), "one/") == blank(open("four/" + name).read(), "four/"), name
PY

"$MOTION_SANDBOX" test "$suite" --filter builtin/toss --repeat-each 2 --timeout 120 >repeat.txt
cat repeat.txt
grep -qx '1 passed, 0 failed' repeat.txt
