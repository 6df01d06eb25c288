# An output never replaces an input (docs/scripts.md): a replay whose final.json or a dump line
# would land on its own scene file or script, and a compare whose diff would land on an image it
# compares, exit 2 with an `error:` line before anything is written. Paths are compared by the
# file they name, not by their spelling; --overwrite (which lets a replay replace an earlier
# run's files) does not lift this.
set -euo pipefail
mkdir box
cp "$E2E_DIR/../../Assets/scenes/toss.json" box/final.json
printf '{"t": 0, "dump": "s.jsonl"}\n' >box/s.jsonl
printf '{"t": 0, "capture": "x.png"}\n' >still.jsonl
cp box/final.json scene.orig
cp box/s.jsonl script.orig
expect_refused() { # EXPECTED-TEXT COMMAND...
  local text=$1 status=0
  shift
  "$@" >out.txt 2>err.txt || status=$?
  [ "$status" -eq 2 ] || { echo "$*: status $status"; cat err.txt; exit 1; }
  grep -qF "$text" err.txt || { cat err.txt; exit 1; }
}
expect_refused "error: box/final.json: the replay's final.json would write over the scene file (--scene) box/final.json" \
  "$MOTION_SANDBOX" replay still.jsonl --out box --scene box/final.json --overwrite
expect_refused "the replay's final.json would write over the scene file (--scene) box/final.json (as ./box/final.json)" \
  "$MOTION_SANDBOX" replay still.jsonl --out ./box/ --scene box/final.json --overwrite
expect_refused 'error: box/s.jsonl:1: dump "s.jsonl" would write over the script (SCRIPT) box/s.jsonl' \
  "$MOTION_SANDBOX" replay box/s.jsonl --out box --scene toss --overwrite
cmp box/final.json scene.orig
cmp box/s.jsonl script.orig
[ ! -e box/x.png ] && [ ! -e box/final.png ]

convert -size 4x4 xc:red a.png
convert -size 4x4 xc:blue b.png
cp a.png a.orig
cp b.png b.orig
expect_refused "error: a.png: the diff image would write over the expected image (EXPECTED) a.png; choose another --diff" \
  "$MOTION_SANDBOX" compare a.png b.png --diff a.png
ln -s b.png link.png
expect_refused "the diff image would write over the actual image (ACTUAL) b.png (as link.png)" \
  "$MOTION_SANDBOX" compare a.png b.png --diff link.png
cmp a.png a.orig
cmp b.png b.orig
