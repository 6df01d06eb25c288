# Films on the replay's frame grid (docs/scripts.md): a film line off the grid starts on the
# first frame at or after its t and ends on the last at or before its until, `every` is a whole
# number of frames, and `check` says where it rounds; every frame is shown for one frame
# interval, the last one too. Every film golden of the built-in suite decodes in Chromium's
# ImageDecoder with the frame count the film records and every frame as long as the others.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
apng="$E2E_DIR/apng.py"
cat >script.jsonl <<'JSONL'
{"t": 0.1, "touch": "down", "id": 1, "x": 650, "y": 150}
{"t": 0.1234, "film": "off.png", "until": 0.91, "every": 0.04}
{"t": 0.1234, "track": "off.jsonl", "until": 0.91}
{"t": 0.2, "touch": "move", "id": 1, "x": 500, "y": 150}
{"t": 0.2, "touch": "up", "id": 1, "x": 400, "y": 150}
JSONL

# `check` says where each line rounds, with its line number, and still accepts the script.
"$MOTION_SANDBOX" check script.jsonl --scene toss >check.txt 2>&1
cat check.txt
grep -q 'script.jsonl:2: .*off.png.* is put on the replay.s frames: it starts at frame 8 (0.13333333333333333 s), the first at or after its t; "every" 0.04 is rounded to 2 frames; it ends at frame 54 (0.9 s), the last at or before "until" at 60 frames a second' check.txt
grep -q 'script.jsonl:3: .*off.jsonl.* is put on the replay.s frames: it starts at frame 8' check.txt

"$MOTION_SANDBOX" replay script.jsonl --scene toss --out out 2>/dev/null
# Frames 8, 10, …, 54 of 60 a second: 24 frames, every one shown for 2/60 s (1/30), the last too.
python3 "$apng" out/off.png >frames.txt
read -r count width height times <frames.txt
[ "$count" -eq 24 ]
python3 - "$apng" out/off.png <<'PY'
import importlib.util, sys
spec = importlib.util.spec_from_file_location("apng", sys.argv[1])
apng = importlib.util.module_from_spec(spec)
spec.loader.exec_module(apng)
_, _, times, _ = apng.read(sys.argv[2])
assert times == [k / 60 for k in range(8, 55, 2)], times
assert apng.delays(sys.argv[2]) == [(1, 30)] * 24, apng.delays(sys.argv[2])
PY
# The track has a dump at each of the replay's frames 8…54, none at the line's own t.
[ "$(wc -l <out/off.jsonl)" -eq 47 ]
head -n 1 out/off.jsonl | grep -q '"t": 0.13333333333333333'

# Frame times spelled in decimals, a hair past frame 4 (t) and short of frame 5 (until), are on
# those frames, as `check` counts them: the replay records both frames, the first even when an
# input line comes between the frame and the film line, and plays on to the second, which lies
# past every line (before, it wrote none of these files and still exited 0).
cat >spelled.jsonl <<'JSONL'
{"t": 0.05, "touch": "down", "id": 1, "x": 650, "y": 150}
{"t": 0.066666667, "film": "hair.png", "until": 0.083333333}
{"t": 0.066666667, "track": "hair.jsonl", "until": 0.083333333}
{"t": 0.0666666675, "touch": "move", "id": 1, "x": 600, "y": 150}
{"t": 0.0666666675, "film": "late.png", "until": 0.083333333}
JSONL
"$MOTION_SANDBOX" check spelled.jsonl --scene toss >check.txt 2>&1
grep -qx 'spelled.jsonl: ok (script)' check.txt
"$MOTION_SANDBOX" replay spelled.jsonl --scene toss --out spelled --settle 0 2>/dev/null
for film in hair late; do
  python3 "$apng" spelled/$film.png >frames.txt
  read -r count width height times <frames.txt
  [ "$count" -eq 2 ] && [ "$times" = "0.06666666666666667 0.08333333333333333" ]
done
[ "$(wc -l <spelled/hair.jsonl)" -eq 2 ]
tail -n 1 spelled/hair.jsonl | grep -q '"t": 0.08333333333333333'

# Chromium decodes every film golden with its frame count, each frame 1/60 s long.
mkdir page
films=()
for film in "$assets"/suites/builtin/*/expected/*.png; do
  if python3 "$apng" "$film" delays | grep -q /; then films+=("$film"); fi
done
[ "${#films[@]}" -ge 8 ]
printf '<!doctype html><meta charset="utf-8"><title>films</title>\n' >page/index.html
python=${E2E_PYTHON:?run scripts/bootstrap.sh test: it makes the Python environment with websockets}
PYTHONPATH="$E2E_DIR" timeout 300 "$python" - "$apng" "${films[@]}" <<'PY'
import base64, importlib.util, os, sys
import browser
spec = importlib.util.spec_from_file_location("apng", sys.argv[1])
apng = importlib.util.module_from_spec(spec)
spec.loader.exec_module(apng)
with browser.launch("chromium") as page:
    page.open("file://" + os.getcwd() + "/page/index.html")
    for path in sys.argv[2:]:
        _, _, times, frames = apng.read(path)
        decoded = page.evaluate("""(async () => {
          const bytes = Uint8Array.from(atob("%s"), c => c.charCodeAt(0));
          const decoder = new ImageDecoder({data: bytes, type: "image/png"});
          await decoder.tracks.ready;
          const track = decoder.tracks.selectedTrack;
          const durations = [];
          for (let i = 0; i < track.frameCount; i++) {
            const result = await decoder.decode({frameIndex: i});
            durations.push(result.image.duration);
            result.image.close();
          }
          return {frames: track.frameCount, durations};
        })()""" % base64.b64encode(open(path, "rb").read()).decode())
        print(path.split("/suites/")[1], decoded["frames"], "frames,", sorted(set(decoded["durations"])), "µs")
        assert decoded["frames"] == len(frames) == len(times), (path, decoded["frames"], len(frames))
        # Every frame, the last one too, lasts 1/60 s as Chromium keeps it: in whole
        # milliseconds (16 ms), never the 10 ms or less that browsers stretch to 100 ms.
        assert set(decoded["durations"]) == {16000}, (path, decoded["durations"])
    assert not page.errors, page.errors
PY
