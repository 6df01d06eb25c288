#!/usr/bin/env bash
# The small commands: scenes, check, usage errors (exit 2 with an `error:` line), compare.
set -euo pipefail
"$MOTION_SANDBOX" scenes >scenes.txt
[ "$(cut -d' ' -f1 scenes.txt | tr '\n' ' ')" = "showcase stickers toss " ]

status=0
"$MOTION_SANDBOX" replay --no-such-flag 2>err.txt || status=$?
[ "$status" -eq 2 ] && grep -q '^error: ' err.txt
status=0
"$MOTION_SANDBOX" frobnicate 2>err.txt || status=$?
[ "$status" -eq 2 ] && grep -q '^error: ' err.txt
"$MOTION_SANDBOX" --help | grep -q replay

printf '%s\n' '{"t": 0, "dump": "a.json"}' >good.jsonl
printf '%s\n' '{"t": 1, "dump": "a.json"}' '{"t": 0.5, "dump": "b.json"}' >backwards.jsonl
"$MOTION_SANDBOX" check good.jsonl | grep -q 'good.jsonl: ok'
status=0
"$MOTION_SANDBOX" check good.jsonl backwards.jsonl >/dev/null 2>err.txt || status=$?
[ "$status" -eq 2 ] && grep -q '^error: backwards.jsonl:2: ' err.txt

# compare: two frames of one replay, one moment apart
printf '%s\n' '{"t": 0, "touch": "down", "id": 1, "x": 620, "y": 170}' \
  '{"t": 0.1, "touch": "move", "id": 1, "x": 660, "y": 170}' '{"t": 0.1, "capture": "moved.png"}' \
  '{"t": 0.1, "touch": "up", "id": 1, "x": 660, "y": 170}' >drag.jsonl
printf '%s\n' '{"t": 0, "capture": "start.png"}' >still.jsonl
"$MOTION_SANDBOX" replay still.jsonl --scene toss --out s1
"$MOTION_SANDBOX" replay still.jsonl --scene toss --out s2
"$MOTION_SANDBOX" replay drag.jsonl --scene toss --out d
"$MOTION_SANDBOX" compare s1/start.png s2/start.png
[ ! -e s2/start-diff.png ]
status=0
"$MOTION_SANDBOX" compare s1/start.png d/moved.png || status=$?
[ "$status" -eq 1 ] && [ -s d/moved-diff.png ]
status=0
"$MOTION_SANDBOX" compare s1/start.png d/moved.png --diff my-diff.png || status=$?
[ "$status" -eq 1 ] && [ -s my-diff.png ]
status=0
"$MOTION_SANDBOX" compare s1/start.png nothing.png 2>err.txt || status=$?
[ "$status" -eq 2 ] && grep -q '^error: ' err.txt
status=0
"$MOTION_SANDBOX" compare s1/start.png good.jsonl 2>err.txt || status=$?
[ "$status" -eq 2 ] && grep -q '^error: ' err.txt
