# `set` lines (CONTRACT §7.3): `check` and `replay` refuse malformed ones with file:line and exit
# 2, writing nothing; one naming an interaction without a spring passes `check`, so `replay` runs
# it as a line that does nothing, with a warning; a good one changes the spring at its t, also in
# flight, the same at any fps.
set -euo pipefail
printf '%s\n' '{"t": 0, "set": {"interaction": 1, "spring": {"mass": 0}}}' >range.jsonl
status=0
"$MOTION_SANDBOX" check range.jsonl 2>err.txt || status=$?
cat err.txt
[ "$status" -eq 2 ]
grep -q '^error: range.jsonl:1: "mass" must be above 0' err.txt

printf '%s\n' '{"t": 0, "dump": "a.json"}' '{"t": 0.1, "set": {"interaction": 0, "spring": {"stiffness": 100}}}' >index.jsonl
"$MOTION_SANDBOX" check index.jsonl
"$MOTION_SANDBOX" replay index.jsonl --scene toss --out out 2>err.txt
cat err.txt
grep -q '^warning: index.jsonl:2: interaction 0 (draggable on "circle") has no spring; the line does nothing' err.txt
[ -e out/final.json ]

# Values each in range whose ratios to the mass overflow with the spring's others: `check`
# passes them, so `replay` runs the line as one that does nothing, with a warning; the next
# line, which makes a spring, still takes effect.
printf '%s\n' '{"t": 0.1, "set": {"interaction": 1, "spring": {"mass": 1e-308}}}' \
  '{"t": 0.2, "set": {"interaction": 1, "spring": {"mass": 2}}}' '{"t": 0.3, "dump": "a.json"}' >overflow.jsonl
"$MOTION_SANDBOX" check overflow.jsonl
"$MOTION_SANDBOX" replay overflow.jsonl --scene toss --out overflow 2>err.txt
cat err.txt
grep -q '^warning: overflow.jsonl:1: spring stiffness 342.0 and damping 30.0 are too large for mass 1e-308: their ratios to the mass overflow; the line does nothing' err.txt
! grep -q 'overflow.jsonl:2' err.txt
[ -e overflow/a.json ]

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
