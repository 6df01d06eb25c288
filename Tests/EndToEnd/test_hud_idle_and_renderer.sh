# The HUD as a person reads it: its last line names the renderer at work, SDL's software one
# under --software and OpenGL (Mesa's, under Xvfb) by default (the same glyphs as a scene named
# after what the line should say); it says "idle" again once motion stops (the box as it was
# before the toss); and after a switch, made mid-flight or at rest, it shows "idle" once the
# new scene's name has gone, not the previous scene's figures nor the name's redraws.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
hud() { python3 "$E2E_DIR/window_text.py" "$@"; }
shot() { sleep "$2"; import -window "$w" "$1.png"; hud crop "$1.png" "$1-box.png"; }
same() { [ "$(compare -metric AE "$1-box.png" "$2-box.png" null: 2>&1 || true)" = "0" ]; }
faults=()
# The default renderer: named in a scene of its own, the window closed at once.
sed 's/"name": "toss"/"name": "h: keys · renderer opengl"/' "$E2E_DIR/../../Assets/scenes/toss.json" >opengl.json
"$MOTION_SANDBOX" run --scene opengl.json --out live >opengl.log 2>&1 &
app=$!
w=$(find_window "renderer opengl")
shot opengl 1
press_to_close "$w" Escape
wait "$app"
hud same-text opengl.png 0 -1 || faults+=("by default the HUD's last line does not read 'h: keys · renderer opengl'")
sed 's/"name": "toss"/"name": "h: keys · renderer software"/' "$E2E_DIR/../../Assets/scenes/toss.json" >named.json
"$MOTION_SANDBOX" run --scene named.json --software --out live >run.log 2>&1 &
app=$!
w=$(find_window "renderer software")
shot named 1
hud lines named.png
# The name (first line) and the key hint (last line) are the same text in other colours.
hud same-text named.png 0 -1 || faults+=("the HUD's last line does not read 'h: keys · renderer software'")
xdotool key --window "$w" 2
shot stickers-fresh 3
xdotool key --window "$w" 3
shot toss-at-rest 3
drag_in_window "$w" 150 460 300 360 5
shot toss-moving 0.2                                     # the square held mid-drag
xdotool mouseup 1
shot toss-after 3
# The window opened at rest says "idle" (its second line); so must a scene switched to at rest.
hud same-text toss-at-rest.png 1 1 named.png || faults+=("after a switch at rest the HUD showed figures")
same toss-at-rest toss-moving && faults+=("the HUD showed no figures while the square flew")
same toss-at-rest toss-after || faults+=("the HUD kept the toss's figures after motion stopped")
# The square, come to rest on the circle, tossed again and the scene switched as it flies.
drag_in_window "$w" 620 170 400 400 5
xdotool mouseup 1 key --window "$w" 2
shot stickers-after-switch 3
same stickers-fresh stickers-after-switch || faults+=("after a switch mid-flight the HUD kept the toss's figures")
press_to_close "$w" Escape
wait "$app"
for fault in "${faults[@]}"; do echo "fault: $fault"; done
[ "${#faults[@]}" -eq 0 ]
