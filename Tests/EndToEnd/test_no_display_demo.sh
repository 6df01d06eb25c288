#!/usr/bin/env bash
# Without a display, `motion-sandbox` says so in one line and renders the demo headless.
set -euo pipefail
env -u DISPLAY -u WAYLAND_DISPLAY "$MOTION_SANDBOX" >out.txt 2>err.txt
cat out.txt err.txt
[ "$(wc -l <out.txt)" -eq 1 ] && [ ! -s err.txt ]
grep -q 'no display' out.txt && grep -q 'demo-out' out.txt
[ "$(ls demo-out/demo-*.png | wc -l)" -ge 5 ]
[ -s demo-out/contact-sheet.png ]
python3 - <<'PY'
import struct
def size(p):
    with open(p, "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", p
    return struct.unpack(">II", head[16:24])
assert size("demo-out/demo-01-start.png") == (1024, 700)
w, h = size("demo-out/contact-sheet.png")
assert w > 600 and h > 200
PY
