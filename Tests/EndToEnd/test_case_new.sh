# `case new` (docs/suites.md): a recording becomes a case in one command: a relative scene
# path, a comment line saying where the script came from, the live window's date-stamped names
# made stable, and the goldens of a first replay, after which the suite passes. A bad recording
# or an existing case writes nothing; a script given as a dangling link says so.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
mkdir scenes
cp "$assets/scenes/toss.json" scenes/toss.json
# A recording as the live window writes one: its film and track named by the clock.
sed 's/"toss.png"/"film-20261206-101501-123.png"/; s/"toss.jsonl"/"track-20261206-101501-123.jsonl"/' \
  "$assets/scripts/toss.jsonl" >recording.jsonl
grep -q 'film-20261206-101501-123.png' recording.jsonl

"$MOTION_SANDBOX" case new suites/motion/toss-flick --recording recording.jsonl --scene scenes/toss.json >made.txt
cat made.txt
case=suites/motion/toss-flick
[ "$(cat $case/case.json)" = '{"scene": "../../../scenes/toss.json"}' ]
head -n 1 $case/script.jsonl | grep -q '^# Made by motion-sandbox case new from recording.jsonl on '
grep -q '"film": "film-t0.000.png"' $case/script.jsonl
! grep -q '20261206' $case/script.jsonl
[ -f $case/expected/film-t0.000.png ] && [ -f $case/expected/track-t0.000.jsonl ] && [ -f $case/expected/final.json ]
"$MOTION_SANDBOX" test suites/motion >run.txt
grep -q '^1 passed, 0 failed' run.txt

# An existing case is never replaced; a bad recording names its own line; nothing is written.
before=$(find suites -type f | sort | xargs md5sum)
set +e
"$MOTION_SANDBOX" case new $case --recording recording.jsonl --scene toss 2>again.txt; status=$?
set -e
[ "$status" -eq 2 ] && grep -q 'already exists' again.txt
printf '{"t": 0.5, "touch": "down", "id": 1, "x": 10}\n' >bad.jsonl
set +e
"$MOTION_SANDBOX" case new suites/other/bad --recording bad.jsonl --scene toss 2>bad.txt; status=$?
set -e
cat bad.txt
[ "$status" -eq 2 ]
grep -q '^error: bad.jsonl:1: ' bad.txt
[ ! -e suites/other ]
[ "$(find suites -type f | sort | xargs md5sum)" = "$before" ]

# A suite copied without following its links: the script link dangles, and the error says so.
mkdir copied
cp -r "$assets/suites/builtin/toss" copied/toss
set +e
"$MOTION_SANDBOX" test copied 2>dangling.txt; status=$?
set -e
cat dangling.txt
[ "$status" -eq 2 ]
grep -q 'script.jsonl: a link to .*, which does not exist (copy a suite with cp -rL' dangling.txt
