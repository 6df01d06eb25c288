# A name of a million characters replays with the overlay on: the overlay shows it cut to 40
# characters ending in "…" (SDL_ttf was asked to render it whole and failed, after final.json
# was written). A replay writes its outputs as a set: the folder never holds a final.json
# without its final.png, and nothing of the run is left in a hidden folder.
set -euo pipefail
python3 - <<'PY'
import json
name = "n" * 1000000
json.dump({"size": [400, 300], "elements": [{"name": name, "position": [200, 150], "size": [100, 100]}],
           "interactions": [{"type": "draggable", "element": name}]}, open("long.json", "w"))
PY
cat >drag.jsonl <<'JSONL'
{"t": 0.0, "touch": "down", "id": 1, "x": 200, "y": 150}
{"t": 0.1, "touch": "move", "id": 1, "x": 220, "y": 160}
{"t": 0.1, "capture": "mid.png"}
{"t": 0.2, "touch": "up", "id": 1, "x": 220, "y": 160}
JSONL
"$MOTION_SANDBOX" replay drag.jsonl --scene long.json --overlay --out out
[ "$(ls -A out | tr '\n' ' ')" = "final.json final.png mid.png " ] || { ls -A out; exit 1; }
file out/final.png | grep -q "PNG image data, 400 x 300"
