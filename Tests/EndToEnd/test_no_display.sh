# With no display, `run` says so in one line and renders the demo headless to PNG files and a
# contact sheet in a folder it names.
set -euo pipefail
env -u DISPLAY -u WAYLAND_DISPLAY "$MOTION_SANDBOX" run >out.txt 2>err.txt
[ "$(wc -l <out.txt)" -eq 1 ] || { cat out.txt; exit 1; }
grep -qi "no display" out.txt
folder=$(grep -o '[^ ]*demo-out/' out.txt | head -n 1)
[ -n "$folder" ] && [ -f "${folder}contact-sheet.png" ]
[ "$(ls "$folder"*.png | wc -l)" -ge 5 ]
file "${folder}contact-sheet.png" | grep -q "PNG image data"
