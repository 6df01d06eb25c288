#!/usr/bin/env bash
# Measures the live window's memory on a large scene (docs/performance.md, "Memory in the live
# window"): a scene of N tossable squares (default 10,000) and a circle, shown with the debug
# overlay on, under a private Xvfb. Each square's toss gesture sits on the scene, so each drag
# across the squares drags and tosses every one of them at once. Prints the resident memory
# (VmRSS) idle, and the peak (VmHWM) and resident memory after five such tosses, for the
# default renderer and for --software, SETTLE_SECONDS (default 10) after the last. Measure a
# release build; a debug one needs SETTLE_SECONDS=60 to have worked through the drags.
#
# With SOAK_MINUTES (a third argument), it soaks instead: for that long it keeps tossing every
# square (a drag across the field every 10 s) and every 30 s prints the resident memory at rest
# (just before a drag) and in motion (1 s into it), then the first, lowest, highest and last of
# each; RENDERERS picks the renderers (default: "default software").
#
#   scripts/live-memory.sh [BINARY] [N] [SOAK_MINUTES]   (BINARY: .build/release/motion-sandbox)
set -euo pipefail
bin=$(realpath "${1:-.build/release/motion-sandbox}")
n=${2:-10000}
soak=${3:-0}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 - "$n" <<'PY'
import json, random, sys
n = int(sys.argv[1])
rng = random.Random(41)
elements = [{"name": "circle", "position": [620, 170], "size": [90, 90], "color": "#26A69A", "cornerRadius": 45}]
interactions = [{"type": "draggable", "element": "circle"}]
for i in range(n):
    elements.append({"name": f"e{i}", "position": [rng.uniform(20, 780), rng.uniform(320, 580)],
                     "size": [12, 12], "color": "#FFCA28"})
    interactions.append({"type": "tossable", "element": f"e{i}", "destination": {"element": "circle"}})
json.dump({"name": "big-toss", "size": [800, 600], "background": "#1E1E28",
           "elements": elements, "interactions": interactions}, open("big.json", "w"))
PY
source "$here/Tests/EndToEnd/lib.sh"
start_xvfb
field() { awk -v f="$1:" '$1 == f {print int($2 / 1024)}' "/proc/$2/status"; }
# Drags across the field of squares at x = $2: each drags and tosses all of them, with the
# overlay drawing every toss and listing the gestures.
toss_all() {
  drag_in_window "$1" "$2" 550 $(($2 + 60)) 420 6
  xdotool mouseup 1
}
for renderer in ${RENDERERS:-default software}; do
  flags=(--overlay)
  [ "$renderer" = software ] && flags+=(--software)
  "$bin" run --scene big.json --out out "${flags[@]}" >run.log 2>&1 &
  app=$!
  w=$(find_window "big-toss")
  sleep 3
  idle=$(field VmRSS "$app")
  if [ "$soak" = 0 ]; then
    for x in 100 250 400 550 700; do
      toss_all "$w" "$x"
      sleep 0.3
    done
    sleep "${SETTLE_SECONDS:-10}"
    echo "$renderer renderer, $n elements: idle $idle MB; after tossing every element: peak $(field VmHWM "$app") MB, resident $(field VmRSS "$app") MB"
  else
    echo "$renderer renderer, $n elements, soak of $soak min: idle $idle MB"
    # Every 30 s two samples: at rest, 10 s after the last drag, then in motion, 1 s into the
    # next (ten thousand squares flying).
    rest=()
    moving=()
    start=$SECONDS
    i=0
    while [ $((SECONDS - start)) -lt $((soak * 60)) ]; do
      if [ $((i % 3)) = 0 ] && [ "$i" -gt 0 ]; then rest+=("$(field VmRSS "$app")"); fi
      toss_all "$w" $((100 + (i % 5) * 150))
      if [ $((i % 3)) = 0 ] && [ "$i" -gt 0 ]; then
        sleep 1
        moving+=("$(field VmRSS "$app")")
        echo "  $((SECONDS - start)) s: resident at rest ${rest[-1]} MB, in motion ${moving[-1]} MB"
      fi
      i=$((i + 1))
      while [ "$SECONDS" -lt $((start + i * 10)) ]; do sleep 0.5; done
    done
    summary() {
      local sorted
      sorted=$(printf '%s\n' "$@" | sort -n)
      echo "first $1 MB, lowest $(head -n 1 <<<"$sorted") MB, highest $(tail -n 1 <<<"$sorted") MB, last ${*: -1} MB"
    }
    echo "$renderer renderer soak, at rest: $(summary "${rest[@]}")"
    echo "$renderer renderer soak, in motion: $(summary "${moving[@]}"); peak $(field VmHWM "$app") MB"
  fi
  kill "$app"
  wait "$app" 2>/dev/null || true
done
