# A suite split over four shards on this machine, as a CI matrix runs it (docs/ci.md): four
# `test --shard I/4 --blob` processes, then `merge-reports`. The merged JUnit XML and HTML report
# are those of one unsharded run, times aside (same cases, failures, messages, sections and
# pictures); every case ran in exactly one shard; a missing shard, or blobs of another N, exit 2
# naming the fault and write nothing; --reporter github points at the script line of the first
# differing film.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
mkdir suite
for name in constraints gallery sheet toss; do cp -rL "$assets/suites/builtin/$name" "suite/$name"; done
# One failing case: its film's golden has a frame drawn over, and a dump's golden moved.
cp -rL "$assets/suites/builtin/toss" suite/toss-moved
python3 - <<'PY'
import json
p = "suite/toss-moved/expected/landing.json"
d = json.load(open(p))
d["elements"][1]["position"][0] += 5
json.dump(d, open(p, "w"))
PY
convert suite/toss-moved/expected/in-flight.png -fill '#FF0000' -draw 'rectangle 10,10 40,40' \
  suite/toss-moved/expected/in-flight.png

set +e
"$MOTION_SANDBOX" test suite --jobs 2 --junit whole/junit.xml --report whole/report >whole.txt; status=$?
set -e
cat whole.txt
[ "$status" -eq 1 ]

for i in 1 2 3 4; do
  set +e
  "$MOTION_SANDBOX" test suite --shard "$i/4" --jobs 1 --blob "blobs/$i" --durations "durations-$i.json" \
    --reporter github >"shard-$i.txt"; status=$?
  set -e
  cat "shard-$i.txt"
  [ "$status" -eq 0 ] || [ "$status" -eq 1 ]
  grep -q "^shard $i/4: [0-9] of 5 cases" "shard-$i.txt"
done
# Each case in exactly one shard, the one failing case annotated at its first differing output's
# line (the capture in-flight.png: its line in script.jsonl).
cat shard-*.txt | grep -E '^(PASS|FAIL) ' | sed 's/ (.*//; s/:.*//' | sort >ran.txt
printf '%s\n' "FAIL suite/toss-moved" "PASS suite/constraints" "PASS suite/gallery" "PASS suite/sheet" \
  "PASS suite/toss" | sort >expected-ran.txt
diff expected-ran.txt ran.txt
line=$(grep -n '"capture": "in-flight.png"' suite/toss-moved/script.jsonl | cut -d: -f1)
grep -qx "::error file=suite/toss-moved/script.jsonl,line=$line,title=suite/toss-moved::in-flight.png: .*" \
  shard-*.txt

set +e
"$MOTION_SANDBOX" merge-reports blobs/3 blobs/1 blobs/4 blobs/2 --junit merged/junit.xml \
  --report merged/report --durations merged/durations.json >merge.txt; status=$?
set -e
cat merge.txt
[ "$status" -eq 1 ]
grep -qx '4 passed, 1 failed' merge.txt
xmllint --noout --schema "$E2E_DIR/junit.xsd" merged/junit.xml
python3 - <<'PY'
import filecmp, json, os, re

def blank(text, report):
    text = re.sub(r'time="[0-9.]+"', 'time=""', text)
    text = re.sub(r"<td>[0-9.]+ s</td>", "<td></td>", text)
    return text.replace(report, "REPORT")

for name in ["junit.xml", "report/index.html", "report/report.js"]:
    whole = blank(open("whole/" + name).read(), "whole/report")
    merged = blank(open("merged/" + name).read(), "merged/report")
    assert whole == merged, name
xml = open("merged/junit.xml").read()
assert 'message="in-flight.png: ' in xml, xml
assert "report: merged/report/index.html#case-5" in xml, xml
# The same pictures, byte for byte.
def tree(root):
    return sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)
assert tree("whole/report/files") == tree("merged/report/files") != []
for name in tree("whole/report/files"):
    assert filecmp.cmp("whole/report/files/" + name, "merged/report/files/" + name, shallow=False), name
durations = json.load(open("merged/durations.json"))
assert sorted(durations) == ["suite/constraints", "suite/gallery", "suite/sheet", "suite/toss", "suite/toss-moved"]
PY

# A shard missing, or blobs of another N: exit 2, an error naming it, nothing written.
set +e
"$MOTION_SANDBOX" merge-reports blobs/1 blobs/2 blobs/4 --junit missing/junit.xml 2>missing.txt; s1=$?
"$MOTION_SANDBOX" test suite --shard 2/2 --filter suite/constraints --blob other-n/1 >/dev/null; s2=$?
"$MOTION_SANDBOX" merge-reports blobs/1 blobs/2 blobs/3 blobs/4 other-n/1 --report other/report 2>other.txt; s3=$?
"$MOTION_SANDBOX" merge-reports blobs/1 nowhere --junit nowhere.xml 2>nowhere.txt; s4=$?
set -e
cat missing.txt other.txt nowhere.txt
[ "$s1" -eq 2 ] && [ "$s3" -eq 2 ] && [ "$s4" -eq 2 ] && { [ "$s2" -eq 0 ] || [ "$s2" -eq 1 ]; }
grep -qx 'error: shard 3/4 is missing: merge-reports needs the blob of every shard' missing.txt
grep -q '^error: other-n/1/blob.json: the blobs disagree on N' other.txt
grep -qx 'error: nowhere: no such blob folder' nowhere.txt
[ ! -e missing ] && [ ! -e other ] && [ ! -e nowhere.xml ]

# Bad --shard values are refused before anything runs.
for bad in 0/4 5/4 2 a/b; do
  set +e
  "$MOTION_SANDBOX" test suite --shard "$bad" --blob bad-shard 2>bad.txt; status=$?
  set -e
  [ "$status" -eq 2 ] && grep -q '^error: .*--shard must be I/N' bad.txt && [ ! -e bad-shard ]
done
