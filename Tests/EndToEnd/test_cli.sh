#!/usr/bin/env bash
# The small commands: scenes, check, and ArgumentParser's usage errors (exit 2 with `error:`).
set -euo pipefail
"$MOTION_SANDBOX" scenes >scenes.txt
[ "$(cut -d' ' -f1 scenes.txt | tr '\n' ' ')" = "showcase stickers toss constraints pip sheet gallery glide taps " ]

status=0
"$MOTION_SANDBOX" replay --no-such-flag 2>err.txt || status=$?
[ "$status" -eq 2 ] && grep -q '^error: ' err.txt
status=0
"$MOTION_SANDBOX" frobnicate 2>err.txt || status=$?
[ "$status" -eq 2 ] && grep -q '^error: ' err.txt
"$MOTION_SANDBOX" --help | grep -q replay
# `run --help` spells the keys' arrows in ASCII and keeps the descriptions in their column.
"$MOTION_SANDBOX" run --help >run-help.txt
grep -qx '  Up Down    choose a parameter' run-help.txt
grep -qx '  Left Right  parameter /1.1 / x1.1' run-help.txt
grep -qx '  Esc, q     quit (asks first if tuning is not written)' run-help.txt

printf '%s\n' '{"t": 0, "dump": "a.json"}' >good.jsonl
printf '%s\n' '{"t": 1, "dump": "a.json"}' '{"t": 0.5, "dump": "b.json"}' >backwards.jsonl
"$MOTION_SANDBOX" check good.jsonl | grep -q 'good.jsonl: ok'
status=0
"$MOTION_SANDBOX" check good.jsonl backwards.jsonl >/dev/null 2>err.txt || status=$?
[ "$status" -eq 2 ] && grep -q '^error: backwards.jsonl:2: ' err.txt

