# replay --contact-sheet --every: tiles for the captures and every 0.25 s, 640 px wide by
# default; a second replay into the same --out refuses (2) and leaves the files alone unless
# --overwrite; dump times are the script's own (0.35, not 0.35000000000000003).
set -euo pipefail
assets="$E2E_DIR/../../Assets"
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out o --contact-sheet --every 0.25 2>/dev/null
# toss: captures at 0.35, 0.55, 1.0 (final shows the same moment) and frames at 0, 0.25, 0.5, 0.75:
# 7 tiles in 3 columns of 640 + 12 px.
[ "$(identify -format %w o/contact-sheet.png)" -eq $((12 + 3 * 652)) ]
before=$(md5sum o/final.json)
set +e
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out o 2>err.txt; status=$?
set -e
[ "$status" -eq 2 ] && grep -q 'already holds' err.txt && grep -q -- '--overwrite' err.txt
[ "$before" = "$(md5sum o/final.json)" ]
touch -d '2000-01-01' o/final.json
"$MOTION_SANDBOX" replay "$assets/scripts/toss.jsonl" --scene toss --out o --overwrite 2>/dev/null
[ "$(stat -c %Y o/final.json)" -gt 946684800 ]
cat >times.jsonl <<'JL'
{"t": 0.1, "dump": "a.json"}
{"t": 0.35, "dump": "b.json"}
{"t": 0.7, "dump": "c.json"}
{"t": 1.3, "dump": "d.json"}
JL
for fps in 60 24 97; do
  "$MOTION_SANDBOX" replay times.jsonl --scene toss --fps $fps --settle 0 --out "t$fps" 2>/dev/null
  [ "$(grep -h '"t"' t$fps/a.json t$fps/b.json t$fps/c.json t$fps/d.json | tr -d ' \n')" = '"t":0.1,"t":0.35,"t":0.7,"t":1.3,' ]
done
