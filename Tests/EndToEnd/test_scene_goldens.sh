# Each built-in scene's script replays to captures that match the goldens kept in Assets.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
for scene in showcase stickers toss constraints; do
  "$MOTION_SANDBOX" replay "$assets/scripts/$scene.jsonl" --scene "$scene" --out "out-$scene"
  goldens=("$assets/scripts/goldens/$scene"/*.png)
  [ -e "${goldens[0]}" ] || { echo "no goldens for $scene"; exit 1; }
  for golden in "${goldens[@]}"; do
    name=$(basename "$golden")
    "$MOTION_SANDBOX" compare "$golden" "out-$scene/$name" --tolerance 2 --diff "diff-$scene-$name" ||
      { echo "$scene: $name differs from its golden"; exit 1; }
  done
done
