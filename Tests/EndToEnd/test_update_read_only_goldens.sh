# test --update on a case whose expected/ is write-protected (kept so, or checked out so) puts
# the new goldens in place and leaves no staging folder behind: the old goldens, swapped out,
# could not be removed from their folder, and stayed in the case as .expected-staging-PID.
# Run as root, the program runs without root's capabilities, so the folder's mode holds for it.
set -euo pipefail
as_user() { if [ "$(id -u)" -eq 0 ]; then setpriv --bounding-set=-all --inh-caps=-all "$@"; else "$@"; fi; }
cat >scene.json <<'JSON'
{"size": [120, 90], "elements": [{"name": "square", "position": [30, 60], "size": [20, 20]}],
 "interactions": [{"type": "draggable", "element": "square"}]}
JSON
mkdir -p suite/c
cp scene.json suite/c/
printf '{"scene": "scene.json", "settle": 1}\n' >suite/c/case.json
drag() { # X: where the drag ends
  printf '{"t": 0, "touch": "down", "id": 1, "x": 30, "y": 60}\n{"t": 0.1, "touch": "up", "id": 1, "x": %s, "y": 40}\n{"t": 0.3, "capture": "a.png"}\n' "$1" >suite/c/script.jsonl
}
drag 50
as_user "$MOTION_SANDBOX" test suite --update >/dev/null
old=$(sha256sum suite/c/expected/a.png | cut -d' ' -f1)
drag 60
chmod 555 suite/c/expected
as_user "$MOTION_SANDBOX" test suite --update >out.txt
grep -qx '1 updated, 0 failed' out.txt || { cat out.txt; exit 1; }
[ "$(sha256sum suite/c/expected/a.png | cut -d' ' -f1)" != "$old" ]
leftover=$(find suite/c -maxdepth 1 -name '.expected-staging-*')
[ -z "$leftover" ] || { echo "left behind: $leftover"; ls -la suite/c; exit 1; }
as_user "$MOTION_SANDBOX" test suite | grep -qx '1 passed, 0 failed'
