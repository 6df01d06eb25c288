#!/usr/bin/env bash
# A replay writes exactly the script's captures and dumps plus final.json and final.png; the
# dumps describe the scene's elements; two runs give identical dumps; dumps at the same t agree
# within 1e-6 at 24 and 240 fps.
set -euo pipefail
cat >toss.jsonl <<'JSONL'
# toss the square towards the circle
{"t": 0.00, "touch": "down", "id": 7, "x": 150, "y": 460}
{"t": 0.05, "touch": "move", "id": 7, "x": 180, "y": 430}
{"t": 0.10, "touch": "up", "id": 7, "x": 210, "y": 400}
{"t": 0.10, "dump": "at-release.json"}
{"t": 0.2345, "capture": "flying.png"}
{"t": 0.2345, "dump": "flying.json"}
JSONL
"$MOTION_SANDBOX" replay toss.jsonl --scene toss --out a
[ "$(cd a && ls | tr '\n' ' ')" = "at-release.json final.json final.png flying.json flying.png " ]
"$MOTION_SANDBOX" replay toss.jsonl --scene toss --out b
for f in at-release.json flying.json final.json; do cmp "a/$f" "b/$f"; done
"$MOTION_SANDBOX" replay toss.jsonl --scene toss --out slow --fps 24
"$MOTION_SANDBOX" replay toss.jsonl --scene toss --out fast --fps 240
python3 - <<'PY'
import json
def load(d, f): return json.load(open(f"{d}/{f}"))
def close(x, y, path=""):
    if isinstance(x, dict):
        assert x.keys() == y.keys(), path
        for k in x: close(x[k], y[k], path + "." + k)
    elif isinstance(x, list):
        assert len(x) == len(y), path
        for i, (p, q) in enumerate(zip(x, y)): close(p, q, f"{path}[{i}]")
    elif isinstance(x, (int, float)) and not isinstance(x, bool):
        assert abs(x - y) <= 1e-6, (path, x, y)
    else:
        assert x == y, (path, x, y)
for f in ["at-release.json", "flying.json"]:
    close(load("slow", f), load("fast", f))
    close(load("a", f), load("fast", f))
release = load("a", "at-release.json")
assert release["t"] == 0.1
assert [e["name"] for e in release["elements"]] == ["circle", "square"]
square = release["elements"][1]
assert square["position"] == [210.0, 400.0], square
flying = load("a", "flying.json")
assert flying["t"] == 0.2345 and flying["atRest"] is False
assert flying["elements"][1]["position"] != [210.0, 400.0]
final = load("a", "final.json")
assert final["atRest"] is True
assert abs(final["elements"][1]["position"][0] - 620) < 1 and abs(final["elements"][1]["position"][1] - 170) < 1
PY
