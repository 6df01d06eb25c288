# motion-sandbox test on a copy of the built-in toss case: it passes; a changed golden capture
# and dump fail it with a FAIL line, JUnit XML and an HTML report whose images exist; --update
# rewrites what changed and the case passes again; bad input exits 2 and writes nothing.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
mkdir suite
cp -rL "$assets/suites/builtin/toss" suite/toss
cp "$assets/scenes/toss.json" suite/toss/scene.json
printf '{"scene": "scene.json", "fps": 50, "tolerance": 2}\n' >suite/toss/case.json
# At 50 frames a second a film has other frames than at 60: this case keeps its stills and dumps
# (films and tracks are tested in test_report_in_browser.sh and test_update_all_or_none.sh).
sed -i '/"film"\|"track"/d' suite/toss/script.jsonl
rm suite/toss/expected/toss.png suite/toss/expected/toss.jsonl

"$MOTION_SANDBOX" test suite --jobs 2 >pass.txt
grep -q '^PASS suite/toss (' pass.txt
grep -qx '1 passed, 0 failed' pass.txt

convert suite/toss/expected/in-flight.png -fill '#FF0000' -draw 'rectangle 10,10 40,40' suite/toss/expected/in-flight.png
python3 - <<'PY'
import json
p = "suite/toss/expected/landing.json"
d = json.load(open(p))
d["elements"][1]["position"][0] += 5
json.dump(d, open(p, "w"))
PY
set +e
"$MOTION_SANDBOX" test suite --junit out/junit.xml --report out/report >fail.txt; status=$?
set -e
cat fail.txt
[ "$status" -eq 1 ]
grep -q '^FAIL suite/toss: 2 files differ: in-flight.png, landing.json' fail.txt
grep -q 'elements\[square\].position\[0\]' fail.txt
grep -qx '0 passed, 1 failed' fail.txt
python3 - <<'PY'
import os, re, xml.etree.ElementTree as ET
root = ET.parse("out/junit.xml").getroot()
suites = root.findall("testsuite")
assert [s.get("name") for s in suites] == ["suite"], suites
failure = suites[0].find("testcase").find("failure")
# The message is the first divergence; the text names every file.
assert failure.get("message").startswith("in-flight.png: "), failure.get("message")
assert failure.get("message").endswith("(and 1 more file)"), failure.get("message")
assert "landing.json" in failure.text
html = open("out/report/index.html").read()
links = re.findall(r'<img src="([^"]+)"', html)
assert len(links) == 3, links
for link in links:
    assert not link.startswith("/") and os.path.exists(os.path.join("out/report", link)), link
assert "elements[square].position[0]" in html
PY

"$MOTION_SANDBOX" test suite --update >update.txt
grep -q '^UPDATE suite/toss: 2 changed, 6 unchanged' update.txt
"$MOTION_SANDBOX" test suite >again.txt
grep -qx '1 passed, 0 failed' again.txt

# Bad input: an unknown key in case.json (file and line), a report inside the suite.
printf '{"scene": "scene.json",\n "speed": 2}\n' >suite/toss/case.json
set +e
"$MOTION_SANDBOX" test suite --report fresh 2>err.txt; s1=$?
printf '{"scene": "toss"}\n' >suite/toss/case.json
"$MOTION_SANDBOX" test suite --report suite/toss/expected/report 2>>err.txt; s2=$?
"$MOTION_SANDBOX" test missing-suite 2>>err.txt; s3=$?
set -e
cat err.txt
[ "$s1" -eq 2 ] && [ "$s2" -eq 2 ] && [ "$s3" -eq 2 ]
grep -q 'suite/toss/case.json:2: unknown key "speed"' err.txt
[ ! -e fresh ] && [ ! -e suite/toss/expected/report ]

# A stale golden that is no image (a dump no line writes any more) is listed in the report with
# its line, not shown as a broken picture.
printf '{"t": 1.0, "atRest": true}\n' >suite/toss/expected/stale.json
set +e
"$MOTION_SANDBOX" test suite --report out2/report >stale.txt; status=$?
set -e
[ "$status" -eq 1 ]
grep -q 'stale.json' stale.txt
python3 - <<'PY'
import os, re
html = open("out2/report/index.html").read()
assert "stale.json" in html, html
for link in re.findall(r'<img src="([^"]+)"', html):
    with open(os.path.join("out2/report", link), "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n", link
assert 'alt="expected stale.json"' not in html
PY
rm suite/toss/expected/stale.json
