#!/usr/bin/env bash
# The input limits (docs/reliability.md): a wheel line of more steps than a wheel event may make,
# a line longer than 1 MiB and an endless input are refused by `check` and `replay` alike, at
# exit 2 with an `error:` line naming the file and line, without writing anything, and in bounded
# memory whatever the memory cap (an endless input once ran until killed, or under a cap ended
# at exit 0 saying nothing). Wheel lines at the limit replay.
set -euo pipefail
expect_refused() {
  local status=0
  "$@" 2>err.txt >/dev/null || status=$?
  cat err.txt
  [ "$status" -eq 2 ] || { echo "$*: status $status, not 2"; exit 1; }
}

declare -A wheels=(
  [stickers]='{"t": 0.1, "wheel": [0, -1e300], "x": 370, "y": 340, "mods": ["shift"]}'
  [constraints]='{"t": 0.1, "wheel": [1e15, 1e300], "x": 400, "y": 300}'
  [toss]='{"t": 0.1, "wheel": [7769, 1.79e308], "x": 400, "y": 300, "mods": ["ctrl", "shift"]}'
)
for scene in "${!wheels[@]}"; do
  printf '%s\n' '{"t": 0, "dump": "a.json"}' "${wheels[$scene]}" >wheel.jsonl
  expect_refused "$MOTION_SANDBOX" check wheel.jsonl --scene "$scene"
  grep -q '^error: wheel.jsonl:2: "wheel" steps must be from -1000 to 1000' err.txt
  cp err.txt check-err.txt
  expect_refused timeout 60 "$MOTION_SANDBOX" replay wheel.jsonl --scene "$scene" --out "out-$scene"
  cmp check-err.txt err.txt
  [ ! -e "out-$scene" ]
done

printf '%s\n' '{"t": 0.1, "wheel": [0, 1000], "x": 370, "y": 340, "mods": ["shift"]}' \
  '{"t": 0.2, "wheel": [-1000, 0], "x": 370, "y": 340, "mods": ["ctrl"]}' >most.jsonl
"$MOTION_SANDBOX" check most.jsonl --scene stickers | grep -q 'ok'
timeout 120 "$MOTION_SANDBOX" replay most.jsonl --scene stickers --out most --settle 1 >/dev/null
[ -s most/final.json ]

# A line of 1 MiB and a byte: refused at its line, by both.
python3 -c '
import sys
sys.stdout.write("{\"t\": 0, \"dump\": \"a.json\"}\n" + " " * (1 << 20) + "x\n")' >long.jsonl
for command in "check long.jsonl" "replay long.jsonl --scene stickers --out out-long"; do
  expect_refused $MOTION_SANDBOX $command
  grep -q '^error: long.jsonl:2: the line is longer than 1048576 bytes (1 MiB)' err.txt
done
[ ! -e out-long ]

# An endless input without a line break, under a memory cap far below what it would take.
for command in "replay /dev/zero --scene stickers --out out-zero" "replay <(cat /dev/zero) --scene stickers --out out-pipe"; do
  expect_refused timeout 60 bash -c "ulimit -v 2000000; exec $MOTION_SANDBOX $command"
  grep -q '^error: .*:1: the line is longer than 1048576 bytes (1 MiB)' err.txt
done
expect_refused timeout 60 bash -c "ulimit -v 2000000; exec $MOTION_SANDBOX check /dev/zero"
grep -q '^error: /dev/zero' err.txt
[ ! -e out-zero ] && [ ! -e out-pipe ]
