#!/usr/bin/env bash
# Bad input to replay exits 2 with `error:` lines naming file, line and fault, and writes nothing.
set -euo pipefail
expect_bad() {
  local status=0
  "$MOTION_SANDBOX" replay "$@" --out out 2>err.txt >/dev/null || status=$?
  cat err.txt
  [ "$status" -eq 2 ]
  grep -q '^error: ' err.txt
  [ ! -e out ]
}
printf '%s\n' '{"t": 0, "dump": "a.json"}' '{"t": 1, "touch": "sideways", "id": 1, "x": 1, "y": 2}' >bad.jsonl
expect_bad bad.jsonl --scene toss
grep -q '^error: bad.jsonl:2: ' err.txt

printf '%s\n' '{"t": 0, "key": "down", "name": "NoSuchKey"}' '{"t": 0, "dump": "a.json"}' >key.jsonl
expect_bad key.jsonl --scene toss
grep -q '^error: key.jsonl:1: .*NoSuchKey' err.txt

printf '%s\n' '{"t": 0, "dump": "../escape.json"}' >escape.jsonl
expect_bad escape.jsonl --scene toss
grep -q '^error: escape.jsonl:1: ' err.txt

printf '%s\n' '{"t": 0, "dump": "a.json"}' >good.jsonl
expect_bad good.jsonl --scene no-such-scene
grep -q 'no-such-scene' err.txt
expect_bad missing.jsonl --scene toss
grep -q 'missing.jsonl' err.txt
expect_bad good.jsonl --scene toss --fps 0
expect_bad good.jsonl --scene toss --fps nonsense

touch afile
status=0
"$MOTION_SANDBOX" replay good.jsonl --scene toss --out afile/sub 2>err.txt || status=$?
[ "$status" -eq 2 ] && grep -q '^error: ' err.txt
[ -f afile ] && [ ! -e out ] && [ ! -e replay-out ] && [ -z "$(find . -name '*.json' -o -name '*.png')" ]
