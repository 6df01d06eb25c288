# A DISPLAY that names no X server is no display: `run` says so in one line and renders headless
# (SDL once fell back to a driver that shows nothing, crashed and hung), and `replay --window`
# writes its files, says the player was not opened, and ends with status 0 (it once ran an
# invisible player until killed). The same with SDL's offscreen driver named outright.
set -euo pipefail
# A display number no X server holds (the tests' own servers take :90 to :120).
n=64999
status=0
DISPLAY=":$n" timeout 60 "$MOTION_SANDBOX" run --scene toss --out live >out.txt 2>err.txt || status=$?
[ "$status" -eq 0 ] || { echo "run: status $status"; cat out.txt err.txt; exit 1; }
grep -q "^no display (SDL_Init: x11 not available): rendered the scene toss" out.txt || { cat out.txt; exit 1; }
[ ! -s err.txt ] || { echo "run printed on stderr:"; cat err.txt; exit 1; }
[ -f live/contact-sheet.png ]
# A WAYLAND_DISPLAY naming no socket is no display either, and libwayland's own complaint about
# XDG_RUNTIME_DIR, an "error:" line on a run that succeeds, is not printed.
status=0
env -u DISPLAY WAYLAND_DISPLAY=wayland-99 XDG_RUNTIME_DIR="$PWD" timeout 60 "$MOTION_SANDBOX" run --scene toss --out wl \
  >out.txt 2>err.txt || status=$?
[ "$status" -eq 0 ] || { echo "run: status $status"; cat out.txt err.txt; exit 1; }
grep -q "^no display (DISPLAY is unset and WAYLAND_DISPLAY names no socket): rendered" out.txt \
  || { cat out.txt; exit 1; }
[ ! -s err.txt ] || { echo "run printed on stderr:"; cat err.txt; exit 1; }

script="$E2E_DIR/../../Assets/scripts/toss.jsonl"
for setting in "DISPLAY=:$n" "SDL_VIDEODRIVER=offscreen"; do
  rm -rf played
  status=0
  env "$setting" timeout 60 "$MOTION_SANDBOX" replay "$script" --scene toss --out played --window \
    >out.txt 2>err.txt || status=$?
  [ "$status" -eq 0 ] || { echo "replay --window with $setting: status $status"; cat out.txt err.txt; exit 1; }
  grep -q "no display (.*): wrote the replay's files; the player needs a window and was not opened" err.txt \
    || { echo "with $setting:"; cat out.txt err.txt; exit 1; }
  [ -f played/final.json ] && [ -f played/final.png ]
done
