# `check` and `replay` give the same verdict on every file: key names `replay` refuses and a
# second tossable on one element are errors for both (exit 2, file and line named); touch lines
# the replay ignores are warnings in `check` (exit 0) and do not stop a replay.
set -euo pipefail
printf '{"t": 0, "key": "down", "name": "period"}\n{"t": 0, "key": "down", "name": "nosuchkey"}\n' >keys.jsonl
cat >two-tosses.json <<'JSON'
{"size": [400, 300], "elements": [{"name": "a", "position": [10, 10], "size": [5, 5]}],
 "interactions": [
  {"type": "tossable", "element": "a", "destination": [100, 100]},
  {"type": "tossable", "element": "a", "destination": [200, 100]}
 ]}
JSON
printf '{"t": 0, "capture": "x.png"}\n' >still.jsonl
expect_bad() { # FILE-FOR-MESSAGES EXPECTED-TEXT COMMAND...
  local file=$1 text=$2 status=0
  shift 2
  "$@" >out.txt 2>err.txt || status=$?
  [ "$status" -eq 2 ] || { echo "$*: status $status"; cat err.txt; exit 1; }
  grep -qF "error: $file" err.txt || { cat err.txt; exit 1; }
  grep -qF "$text" err.txt || { cat err.txt; exit 1; }
}
expect_bad keys.jsonl:1 'unknown key name "period"' "$MOTION_SANDBOX" check keys.jsonl
expect_bad keys.jsonl:2 'unknown key name "nosuchkey"' "$MOTION_SANDBOX" check keys.jsonl
expect_bad keys.jsonl:1 'unknown key name "period"' "$MOTION_SANDBOX" replay keys.jsonl --scene toss --out o1
expect_bad two-tosses.json:4 'already has a tossable interaction (line 3)' "$MOTION_SANDBOX" check two-tosses.json
expect_bad two-tosses.json:4 'already has a tossable' "$MOTION_SANDBOX" replay still.jsonl --scene two-tosses.json --out o2
[ ! -e o1 ] && [ ! -e o2 ]

cat >stray.jsonl <<'JSONL'
{"t": 0.0, "touch": "move", "id": 1, "x": 400, "y": 300}
{"t": 0.1, "touch": "down", "id": 1, "x": 420, "y": 310}
{"t": 0.2, "touch": "down", "id": 1, "x": 440, "y": 320}
{"t": 0.3, "touch": "up", "id": 1, "x": 440, "y": 320}
{"t": 0.4, "touch": "up", "id": 1, "x": 440, "y": 320}
JSONL
"$MOTION_SANDBOX" check stray.jsonl >out.txt 2>err.txt
grep -qF "stray.jsonl: ok (script, 3 warnings)" out.txt
grep -qF "warning: stray.jsonl:1: touch 1 moves but is not down" err.txt
grep -qF "warning: stray.jsonl:3: touch 1 goes down while it is already down (since line 2)" err.txt
grep -qF "warning: stray.jsonl:5: touch 1 lifts but is not down" err.txt
[ "$(wc -l <err.txt)" -eq 3 ]
"$MOTION_SANDBOX" replay stray.jsonl --scene toss --out o3 --settle 1
[ -f o3/final.json ]

# A file named as a built-in scene: `replay --scene stickers` plays the built-in scene, so
# `check stickers` checks that scene too (with a warning), and `./stickers` checks the file.
echo '{"size": [100, 100], "elements": [' >stickers
"$MOTION_SANDBOX" check stickers >out.txt 2>err.txt
grep -qF "stickers: ok (scene, 1 warning)" out.txt
grep -qF "warning: stickers: the name of a built-in scene" err.txt
printf '{"t": 0, "dump": "a.json"}\n' >dump.jsonl
"$MOTION_SANDBOX" replay dump.jsonl --scene stickers --out o4 --settle 0 >/dev/null
grep -qF '"name": "badge"' o4/a.json
expect_bad ./stickers:2 'unexpected end of input' "$MOTION_SANDBOX" check ./stickers
