# The JUnit XML of `motion-sandbox test` as CI servers read it: it validates against the JUnit
# schema Jenkins uses (junit.xsd beside this file), and junitparser, a JUnit reader from the
# Python ecosystem, finds the suites, the case counts, the failure and its message in it.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
python=${E2E_PYTHON:?run scripts/bootstrap.sh test: it makes the Python environment with junitparser}

# Two suites: "motion" with a passing and a failing case, "other" with one passing case.
mkdir -p motion other
for case in motion/toss-still-good motion/toss-moved other/toss; do
  cp -rL "$assets/suites/builtin/toss" "$case"
done
python3 - <<'PY'
import json
p = "motion/toss-moved/expected/landing.json"
d = json.load(open(p))
d["elements"][1]["position"][0] += 5
json.dump(d, open(p, "w"))
PY

set +e
"$MOTION_SANDBOX" test motion other --jobs 2 --junit out/junit.xml >run.txt; status=$?
set -e
cat run.txt
[ "$status" -eq 1 ]
xmllint --noout --schema "$E2E_DIR/junit.xsd" out/junit.xml

"$python" - <<'PY'
from junitparser import JUnitXml, TestSuite, Failure, Error, Skipped

xml = JUnitXml.fromfile("out/junit.xml")
suites = {suite.name: suite for suite in xml}
assert sorted(suites) == ["motion", "other"], list(suites)

motion, other = suites["motion"], suites["other"]
assert (motion.tests, motion.failures, motion.errors, motion.skipped) == (2, 1, 0, 0), \
    (motion.tests, motion.failures, motion.errors, motion.skipped)
assert (other.tests, other.failures, other.errors) == (1, 0, 0)
# The counts agree with the cases themselves, as a reader that counts elements sees them.
assert len(list(motion)) == 2 and len(list(other)) == 1

cases = {case.name: case for case in motion}
assert sorted(cases) == ["toss-moved", "toss-still-good"], list(cases)
assert cases["toss-still-good"].is_passed and cases["toss-still-good"].result == []
moved = cases["toss-moved"]
assert not moved.is_passed
assert moved.classname == "motion"
[failure] = moved.result
assert isinstance(failure, Failure), failure
# The first divergence, as a CI server shows a failure in one line.
assert failure.message.startswith("landing.json: "), failure.message
assert "elements[square].position[0]" in failure.text, failure.text
assert moved.time >= 0 and motion.time >= moved.time - 0.001
PY

# Once the golden is written again, the same reader sees every case pass.
"$MOTION_SANDBOX" test motion --update >/dev/null
"$MOTION_SANDBOX" test motion other --junit out/again.xml >/dev/null
xmllint --noout --schema "$E2E_DIR/junit.xsd" out/again.xml
"$python" - <<'PY'
from junitparser import JUnitXml
xml = JUnitXml.fromfile("out/again.xml")
assert [(s.name, s.tests, s.failures, s.errors) for s in xml] == [("motion", 2, 0, 0), ("other", 1, 0, 0)]
assert all(case.is_passed for suite in xml for case in suite)
PY

# A document that breaks the schema is refused by it: the check above can fail.
sed 's/<testsuite name="motion"/<testsuite/' out/junit.xml >broken.xml
if xmllint --noout --schema "$E2E_DIR/junit.xsd" broken.xml 2>/dev/null; then
  echo "the schema accepted a testsuite without a name" >&2
  exit 1
fi
