#!/usr/bin/env bash
# A script given through a pipe (read once) replays as the same script from a file, and `check`
# reads it too; a faulty piped script writes nothing.
set -euo pipefail
printf '%s\n' \
  '{"t": 0, "touch": "down", "id": 1, "x": 100, "y": 500}' \
  '{"t": 0.1, "touch": "move", "id": 1, "x": 220, "y": 420}' \
  '{"t": 0.15, "touch": "up", "id": 1, "x": 280, "y": 380}' \
  '{"t": 0.3, "dump": "mid.json"}' \
  '{"t": 0.4, "capture": "mid.png"}' >toss.jsonl
"$MOTION_SANDBOX" replay toss.jsonl --scene toss --out from-file >/dev/null
"$MOTION_SANDBOX" replay <(cat toss.jsonl) --scene toss --out from-pipe >/dev/null
for name in mid.json mid.png final.json final.png; do cmp "from-file/$name" "from-pipe/$name"; done
"$MOTION_SANDBOX" check <(cat toss.jsonl) | grep -q 'ok (script)'
status=0
"$MOTION_SANDBOX" replay <(printf '%s\n' '{"t": 0, "dump": "a.json"}' '{"t": 1, "touch": "sideways"}') \
  --scene toss --out bad 2>err.txt >/dev/null || status=$?
[ "$status" -eq 2 ]
grep -q ':2: ' err.txt
[ ! -e bad ]
