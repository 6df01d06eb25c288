#!/usr/bin/env bash
# Replayed mouse input is emulated as live (docs/live.md) and pinches and rotates a
# sticker: Ctrl-drag mirrors a second finger about the heart's centre, Ctrl-Shift-drag moves two
# fingers together, the wheel pinches and Shift-wheel rotates about the pointer, and a right-click
# pin plus a left drag is a two-finger pinch until the pin is lifted.
set -euo pipefail
python3 - "$MOTION_SANDBOX" <<'PY'
import json, math, subprocess, sys
binary = sys.argv[1]
# The heart of `stickers`: at (120, 110) in the photo (at (400, 300), 620×460, turned −0.03).
a = -0.03
dx, dy = 120 - 310, 110 - 230
cx = 400 + dx * math.cos(a) - dy * math.sin(a)
cy = 300 + dx * math.sin(a) + dy * math.cos(a)

def replay(name, lines):
    with open(name + ".jsonl", "w") as f:
        for line in lines:
            f.write(json.dumps(line) + "\n")
    subprocess.run([binary, "replay", name + ".jsonl", "--scene", "stickers", "--out", name], check=True)
    return json.load(open(f"{name}/state.json"))

def heart(dump):
    e = next(e for e in dump["elements"] if e["name"] == "heart")
    corners = e["corners"]
    centre = (sum(p[0] for p in corners) / 4, sum(p[1] for p in corners) / 4)
    touches = [g["touches"] for g in dump["gestures"] if g["element"] == "heart"]
    return e, centre, touches

def near(x, y, what):
    assert abs(x - y) < 1e-6, (what, x, y)

def mouse(t, phase, x, y, button=None, mods=None):
    line = {"t": t, "mouse": phase, "x": x, "y": y}
    if button: line["button"] = button
    if mods: line["mods"] = mods
    return line

# Ctrl-drag: the mirrored pair goes from span 60 to span 90 and turns a quarter clockwise.
d = replay("mirror", [
    mouse(0.0, "down", cx + 30, cy, "left", ["ctrl"]),
    mouse(0.1, "move", cx + 15, cy + 20, None, ["ctrl"]),
    mouse(0.2, "move", cx, cy + 45, None, ["ctrl"]),
    {"t": 0.2, "dump": "state.json"},
    mouse(0.3, "up", cx, cy + 45, "left", ["ctrl"]),
])
e, centre, touches = heart(d)
near(e["scale"], 1.5, "scale"); near(e["rotation"], 0.35 + math.pi / 2, "rotation")
near(centre[0], cx, "x"); near(centre[1], cy, "y")
assert touches == [2, 2, 2], touches

# Ctrl-Shift-drag: both fingers move by (20, 10); the heart follows without turning or scaling.
d = replay("parallel", [
    mouse(0.0, "down", cx + 30, cy, "left", ["ctrl", "shift"]),
    mouse(0.1, "move", cx + 40, cy + 5, None, ["ctrl", "shift"]),
    mouse(0.2, "move", cx + 50, cy + 10, None, ["ctrl", "shift"]),
    {"t": 0.2, "dump": "state.json"},
])
e, centre, touches = heart(d)
near(e["scale"], 1.0, "scale"); near(e["rotation"], 0.35, "rotation")
near(centre[0], cx + 20, "x"); near(centre[1], cy + 10, "y")

# The wheel at the heart's centre: one step up spreads ×1.1, a Shift step down turns 10° back.
d = replay("wheel", [
    {"t": 0.0, "wheel": [0, 1], "x": cx, "y": cy},
    {"t": 0.1, "wheel": [0, -1], "x": cx, "y": cy, "mods": ["shift"]},
    {"t": 0.1, "dump": "state.json"},
])
e, centre, touches = heart(d)
near(e["scale"], 1.1, "scale"); near(e["rotation"], 0.35 - math.pi / 18, "rotation")
near(centre[0], cx, "x"); near(centre[1], cy, "y")
assert touches == [0, 0, 0], touches

# A pinned finger 30 left of the centre and a left drag from 30 right to 60 right: span 60 → 90.
d = replay("pinned", [
    mouse(0.0, "down", cx - 30, cy, "right"),
    mouse(0.05, "up", cx - 30, cy, "right"),
    mouse(0.1, "down", cx + 30, cy, "left"),
    mouse(0.2, "move", cx + 45, cy, None),
    mouse(0.3, "move", cx + 60, cy, None),
    {"t": 0.3, "dump": "state.json"},
    {"t": 0.3, "dump": "held.json"},
])
e, centre, touches = heart(d)
near(e["scale"], 1.5, "scale"); near(e["rotation"], 0.35, "rotation")
assert touches == [2, 2, 2], touches

# Lifting the drag leaves the pin down; a right click near the pin lifts it.
d = replay("unpinned", [
    mouse(0.0, "down", cx - 30, cy, "right"),
    mouse(0.1, "down", cx + 30, cy, "left"),
    mouse(0.2, "up", cx + 60, cy, "left"),
    {"t": 0.2, "dump": "pinned.json"},
    mouse(0.3, "down", cx - 25, cy + 3, "right"),
    {"t": 0.3, "dump": "state.json"},
])
assert heart(json.load(open("unpinned/pinned.json")))[2] == [1, 1, 1]
assert heart(d)[2] == [0, 0, 0]
assert d["atRest"] is True
PY
