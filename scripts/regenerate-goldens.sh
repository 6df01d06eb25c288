#!/usr/bin/env bash
# Replays each built-in scene's script and copies the captures that have goldens over them.
# Look at every changed PNG (old and new) before committing: a golden is only as good as the eye
# that checked it. Usage: scripts/regenerate-goldens.sh [path/to/motion-sandbox]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sandbox=${1:-$root/.build/debug/motion-sandbox}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for scene in showcase stickers toss; do
  "$sandbox" replay "$root/Assets/scripts/$scene.jsonl" --scene "$scene" --out "$work/$scene"
  for golden in "$root/Assets/scripts/goldens/$scene"/*.png; do
    cp "$work/$scene/$(basename "$golden")" "$golden"
  done
done
