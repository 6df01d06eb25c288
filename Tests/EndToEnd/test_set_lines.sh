# `set` lines: `check` and `replay` refuse malformed ones with file:line and exit 2, writing
# nothing; one naming an interaction the scene shown lacks, or one without a spring, or values
# that make no spring with the ones it keeps, cannot do what it says: `check --scene`, `replay`
# and `test` refuse it alike (exit 2, file and line, nothing written), while `check` without a
# scene passes it. A good one changes the spring at its t, also in flight, the same at any fps.
set -euo pipefail
expect_refused() { # EXPECTED-LINE COMMAND...
  local expected=$1 status=0
  shift
  "$@" >out.txt 2>err.txt || status=$?
  cat err.txt
  [ "$status" -eq 2 ] || { echo "$*: status $status"; exit 1; }
  grep -qF "$expected" err.txt || { echo "missing: $expected"; exit 1; }
}
printf '%s\n' '{"t": 0, "set": {"interaction": 1, "spring": {"mass": 0}}}' >range.jsonl
expect_refused 'error: range.jsonl:1: "mass" must be above 0' "$MOTION_SANDBOX" check range.jsonl

printf '%s\n' '{"t": 0, "dump": "a.json"}' '{"t": 0.1, "set": {"interaction": 0, "spring": {"stiffness": 100}}}' >index.jsonl
"$MOTION_SANDBOX" check index.jsonl
message='error: index.jsonl:2: interaction 0 (draggable on "circle") has no spring'
expect_refused "$message" "$MOTION_SANDBOX" check index.jsonl --scene toss
expect_refused "$message" "$MOTION_SANDBOX" replay index.jsonl --scene toss --out out
[ ! -e out ]
printf '%s\n' '{"t": 0.1, "set": {"interaction": 7, "spring": {"stiffness": 100}}}' >past.jsonl
past='error: past.jsonl:1: "interaction" 7 is past the scene'"'"'s 2 interactions (indices start at 0)'
expect_refused "$past" "$MOTION_SANDBOX" check past.jsonl --scene toss
expect_refused "$past" "$MOTION_SANDBOX" replay past.jsonl --scene toss --out out
[ ! -e out ]
# After key 1 the scene shown is the built-in showcase, whose tossable is interaction 4.
printf '%s\n' '{"t": 0, "key": "down", "name": "1"}' '{"t": 0.1, "set": {"interaction": 4, "spring": {"stiffness": 100}}}' >switched.jsonl
"$MOTION_SANDBOX" check switched.jsonl --scene toss

# A suite case whose scene lacks the interaction its script tunes stops the run: exit 2.
mkdir -p suite/case/expected
printf '{"scene": "toss"}\n' >suite/case/case.json
cp past.jsonl suite/case/script.jsonl
expect_refused 'script.jsonl:1: "interaction" 7 is past the scene' "$MOTION_SANDBOX" test suite --report report
[ ! -e report ]

# Values each in range whose ratios to the mass overflow with the spring's others.
printf '%s\n' '{"t": 0.1, "set": {"interaction": 1, "spring": {"mass": 1e-308}}}' \
  '{"t": 0.2, "set": {"interaction": 1, "spring": {"mass": 2}}}' '{"t": 0.3, "dump": "a.json"}' >overflow.jsonl
"$MOTION_SANDBOX" check overflow.jsonl
overflow='error: overflow.jsonl:1: spring stiffness 342.0 and damping 30.0 are too large for mass 1e-308: their ratios to the mass overflow'
expect_refused "$overflow" "$MOTION_SANDBOX" check overflow.jsonl --scene toss
expect_refused "$overflow" "$MOTION_SANDBOX" replay overflow.jsonl --scene toss --out overflow
! grep -q 'overflow.jsonl:2' err.txt
[ ! -e overflow ]

# A toss, then a much stiffer, undamped spring half-way through the flight.
cat >toss.jsonl <<'JSONL'
{"t": 0.00, "touch": "down", "id": 1, "x": 150, "y": 460}
{"t": 0.05, "touch": "move", "id": 1, "x": 200, "y": 420}
{"t": 0.10, "touch": "up", "id": 1, "x": 250, "y": 380}
{"t": 0.25, "dump": "before.json"}
{"t": 0.25, "set": {"interaction": 1, "spring": {"stiffness": 3000, "damping": 0.5}}}
{"t": 0.25, "dump": "after.json"}
{"t": 0.6, "dump": "later.json"}
JSONL
"$MOTION_SANDBOX" check toss.jsonl
"$MOTION_SANDBOX" replay toss.jsonl --scene toss --out at60 --fps 60 --settle 1 2>/dev/null
"$MOTION_SANDBOX" replay toss.jsonl --scene toss --out at24 --fps 24 --settle 1 2>/dev/null
python3 "$E2E_DIR/compare_dumps.py" at60 at24 1e-6
python3 - <<'PY'
import json
load = lambda n: json.load(open(f"at60/{n}.json"))
sq = lambda d: next(e for e in d["elements"] if e["name"] == "square")
before, after, later = load("before"), load("after"), load("later")
# The change keeps position and velocity at its t...
assert sq(before)["position"] == sq(after)["position"], (sq(before), sq(after))
assert sq(before)["velocity"] == sq(after)["velocity"]
assert not after["atRest"]
# ...and an almost undamped stiff spring is still swinging where the default one has settled.
assert not later["atRest"], later
PY
