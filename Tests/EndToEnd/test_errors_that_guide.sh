# Common mistakes get one clear `error:` line and exit status 2: a replay's arguments swapped,
# a dump given as the scene, a mistyped command, a negative number for an option (which the
# argument parser took for an option and answered "Missing value"), a tolerance that is no
# number, and a --diff naming a folder (said twice, once as "over the folder").
set -euo pipefail
cp "$E2E_DIR/../../Assets/scenes/toss.json" board.json
printf '{"t": 0, "touch": "down", "id": 1, "x": 1, "y": 1}\n{"t": 0.1, "touch": "up", "id": 1, "x": 1, "y": 1}\n' >mine.jsonl
one_line() { # EXPECTED-TEXT COMMAND...
  local text=$1 status=0
  shift
  "$@" >out.txt 2>err.txt || status=$?
  [ "$status" -eq 2 ] || { echo "$*: status $status"; cat err.txt; exit 1; }
  [ "$(wc -l <err.txt)" -eq 1 ] || { echo "$*: more than one line"; cat err.txt; exit 1; }
  grep -qF "$text" err.txt || { cat err.txt; exit 1; }
}
one_line "error: board.json looks like a scene file and mine.jsonl like an input script: swapped?" \
  "$MOTION_SANDBOX" replay board.json --scene mine.jsonl --out o
"$MOTION_SANDBOX" replay mine.jsonl --scene board.json --out o
one_line "error: o/final.json: this looks like a state dump, not a scene file" \
  "$MOTION_SANDBOX" replay mine.jsonl --scene o/final.json --out o2
one_line 'error: unknown command "rn"; did you mean "run"?' "$MOTION_SANDBOX" rn
one_line 'error: unknown command "rpelay"; did you mean "replay"?' "$MOTION_SANDBOX" rpelay mine.jsonl
# With --help after it too (the default command's help was printed, exit status 0).
one_line 'error: unknown command "nosuch"' "$MOTION_SANDBOX" nosuch --help
# And asked about with help (the root help was printed, exit status 0); a known one is answered.
one_line 'error: unknown command "nosuch"' "$MOTION_SANDBOX" help nosuch
one_line 'error: unknown command "rpelay"; did you mean "replay"?' "$MOTION_SANDBOX" help rpelay
"$MOTION_SANDBOX" help replay | grep -q "USAGE: motion-sandbox replay"
# --accept replays nothing: a report asked beside it was never written, silently.
one_line "error: --accept replays nothing, so --report has nothing to do" \
  "$MOTION_SANDBOX" test nosuite --accept --report r
[ ! -e r ]
one_line "error: board.json: --interaction must be an index from 0 into the scene's interactions, not -1" \
  "$MOTION_SANDBOX" spring --scene board.json --interaction -1
one_line "error: --settle must be a number of seconds ≥ 0, not -1" \
  "$MOTION_SANDBOX" replay mine.jsonl --scene toss --settle -1 --out o3
one_line "error: --fps must be a number from 1 to 1000, not -30" \
  "$MOTION_SANDBOX" replay mine.jsonl --scene toss --fps -30 --out o3
one_line "error: --tolerance must be a whole number from 0 to 255 for images, not -2" \
  "$MOTION_SANDBOX" compare o/final.png o/final.png --tolerance -2
one_line "error: --tolerance must be a number ≥ 0 for dumps, not nan" \
  "$MOTION_SANDBOX" compare o/final.json o/final.json --tolerance nan
mkdir folder
one_line "error: folder: --diff names a folder" \
  "$MOTION_SANDBOX" compare o/final.png o/final.png --diff folder
[ ! -e o2 ] && [ ! -e o3 ]
# A path that is not UTF-8 text: Swift would read it with a replacement character and write
# into another folder than the one named.
one_line 'error: the argument "o\xFF" is not UTF-8 text' \
  "$MOTION_SANDBOX" replay mine.jsonl --scene toss --out $'o\xff'
[ ! -e $'o\xff' ] && [ ! -e $'o\xef\xbf\xbd' ]
