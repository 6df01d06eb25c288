# Without a display, `run` honours --scene and --out: a built-in scene plays its own script into
# the folder given (nothing goes to ./demo-out), a scene file is captured still, and the one
# line names the given options that mean nothing without a window.
set -euo pipefail
env -u DISPLAY -u WAYLAND_DISPLAY "$MOTION_SANDBOX" run --scene stickers --out mine --fps 30 >out.txt 2>err.txt
[ "$(wc -l <out.txt)" -eq 1 ] || { cat out.txt; exit 1; }
grep -qF "rendered the scene stickers with its built-in script headless into mine/" out.txt
grep -qF -- "--fps has no meaning without a window" out.txt
[ ! -e demo-out ]
[ -f mine/heart-dragging.png ] && [ -f mine/contact-sheet.png ] && [ -f mine/final.json ]
grep -q '"name": "heart"' mine/final.json || grep -q '"heart"' mine/final.json

cp "$E2E_DIR/../../Assets/scenes/toss.json" my-scene.json
env -u DISPLAY -u WAYLAND_DISPLAY "$MOTION_SANDBOX" run --scene my-scene.json --out still --record r.jsonl --software >out.txt
[ "$(wc -l <out.txt)" -eq 1 ] || { cat out.txt; exit 1; }
grep -qF "rendered a still of my-scene.json headless into still/ (1 frame)" out.txt
grep -qF -- "--record and --software have no meaning without a window" out.txt
[ "$(ls still | tr '\n' ' ')" = "final.json final.png " ] || { ls still; exit 1; }
[ ! -e r.jsonl ] && [ ! -e demo-out ]
