#!/usr/bin/env bash
# Measures the live window's memory on a large scene (docs/performance.md, "Memory in the live
# window"): a scene of N tossable squares (default 10,000) and a circle, shown with the debug
# overlay on, under a private Xvfb. Each square's toss gesture sits on the scene, so each drag
# across the squares drags and tosses every one of them at once. Prints the resident memory
# (VmRSS) idle, and the peak (VmHWM) and resident memory after five such tosses, for the
# default renderer and for --software. Measure a release build: a debug one is still working
# through the drags when it is measured.
#
# With SOAK_MINUTES (a third argument), it soaks instead: for that long it keeps tossing every
# square (a drag across the field every 10 s) and prints the resident memory every 30 s, one
# line a sample, then the first, lowest, highest and last samples; RENDERERS picks the renderers
# (default: "default software").
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
    sleep 10
    echo "$renderer renderer, $n elements: idle $idle MB; after tossing every element: peak $(field VmHWM "$app") MB, resident $(field VmRSS "$app") MB"
  else
    echo "$renderer renderer, $n elements, soak of $soak min: idle $idle MB"
    samples=()
    start=$SECONDS
    next=$((start + 30))
    i=0
    while [ $((SECONDS - start)) -lt $((soak * 60)) ]; do
      toss_all "$w" $((100 + (i % 5) * 150))
      i=$((i + 1))
      while [ "$SECONDS" -lt $((start + i * 10)) ]; do
        if [ "$SECONDS" -ge "$next" ]; then
          samples+=("$(field VmRSS "$app")")
          echo "  $((next - start)) s: resident ${samples[-1]} MB"
          next=$((next + 30))
        fi
        sleep 1
      done
    done
    sorted=$(printf '%s\n' "${samples[@]}" | sort -n)
    echo "$renderer renderer soak: first ${samples[0]} MB, lowest $(head -n 1 <<<"$sorted") MB, highest $(tail -n 1 <<<"$sorted") MB, last ${samples[-1]} MB, peak $(field VmHWM "$app") MB"
  fi
  kill "$app"
  wait "$app" 2>/dev/null || true
done
