# Accepting a change without replaying (docs/review.md): a failing run keeps its actual outputs
# in CASE/actual, the report shows the command that accepts them, and running that command makes
# them the goldens, after which the suite passes. Accepting outputs older than the script is
# refused with status 2 and writes nothing; one file can be accepted alone.
set -euo pipefail
source "$E2E_DIR/lib.sh"
toss_case_with_stiffness toss 360

set +e
"$MOTION_SANDBOX" test suite --report report >run1.txt; status=$?
set -e
[ "$status" -eq 1 ]
[ -f suite/toss/actual/toss.png ] && [ -f suite/toss/actual/toss.jsonl ]

# The command the report offers for one file, then for the whole case.
file_command=$(python3 - <<'PY'
import html, re
page = open("report/index.html").read()
print(html.unescape(re.search(r'Accept this file: <code>([^<]*toss\.png)</code>', page).group(1)))
PY
)
echo "$file_command"
[ "$file_command" = "motion-sandbox test suite --accept suite/toss/toss.png" ]
before=$(md5sum <suite/toss/expected/toss.jsonl)

# Outputs older than the script are refused, and nothing is written.
touch -d '+1 minute' suite/toss/script.jsonl
set +e
"$MOTION_SANDBOX" test suite --accept >refused.txt 2>&1; status=$?
set -e
cat refused.txt
[ "$status" -eq 2 ]
grep -q '^error: .*older than its script' refused.txt
[ "$(md5sum <suite/toss/expected/toss.jsonl)" = "$before" ]
touch -d '-1 minute' suite/toss/script.jsonl
# So are outputs older than the case file, which says the scene, fps and settle they were made
# with (a changed fps was accepted before, and the next run failed).
touch -d '+1 minute' suite/toss/case.json
set +e
"$MOTION_SANDBOX" test suite --accept >refused.txt 2>&1; status=$?
set -e
[ "$status" -eq 2 ]
grep -q '^error: .*older than its case file' refused.txt
[ "$(md5sum <suite/toss/expected/toss.jsonl)" = "$before" ]
touch -d '-1 minute' suite/toss/case.json

# One file alone: the film's golden becomes the film the run kept, the track's stays.
cp suite/toss/actual/toss.png kept-film.png
"$MOTION_SANDBOX" ${file_command#motion-sandbox } >accepted.txt
cat accepted.txt
grep -q '^ACCEPT suite/toss/toss.png: 1 changed' accepted.txt
cmp suite/toss/expected/toss.png kept-film.png
[ "$(md5sum <suite/toss/expected/toss.jsonl)" = "$before" ]

# The rest of the case, then the suite passes without a replay having been needed to accept.
"$MOTION_SANDBOX" test suite --accept suite/toss >accepted-case.txt
cat accepted-case.txt
grep -q '^ACCEPT suite/toss: ' accepted-case.txt
[ ! -e suite/toss/actual ]
"$MOTION_SANDBOX" test suite >run2.txt
grep -q '^1 passed, 0 failed' run2.txt
