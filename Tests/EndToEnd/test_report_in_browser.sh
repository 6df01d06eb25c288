# The report of a failing film and track, opened in headless Chromium from disk: no console
# error, nothing loaded from the network, the frame and view a fragment selects are what the
# page shows (the expected and actual areas of a screenshot are the golden's and the replay's
# frame, pixel for pixel), swipe shows expected left of the divider and actual right of it, and
# the failing track is drawn as SVG curves with the first divergence marked.
set -euo pipefail
assets="$E2E_DIR/../../Assets"
apng="$E2E_DIR/apng.py"
mkdir suite
cp -rL "$assets/suites/builtin/toss" suite/toss
# A stiffer spring: the square is tossed the same way, then flies otherwise; the frames before
# the release are alike.
sed 's/"stiffness": 342/"stiffness": 600/' "$assets/scenes/toss.json" >suite/toss/scene.json
printf '{"scene": "scene.json"}\n' >suite/toss/case.json

set +e
"$MOTION_SANDBOX" test suite --report out/report >fail.txt; status=$?
set -e
cat fail.txt
[ "$status" -eq 1 ]
line=$(grep -E '^    toss.png: [0-9]+ of 61 frames differ, first at frame [0-9]+ \(t ' fail.txt)
first=$(echo "$line" | sed -E 's/.*first at frame ([0-9]+) .*/\1/')
[ "$first" -gt 0 ]
grep -qE '^    toss.jsonl: [0-9]+ of 61 dumps differ, first at dump [0-9]+ \(t ' fail.txt

# The replay's own film, made apart from the suite.
"$MOTION_SANDBOX" replay suite/toss/script.jsonl --scene suite/toss/scene.json --out actual 2>/dev/null

# Nothing from the network: no address the page could load (the SVG namespace is a name).
! grep -oE '(src|href)="https?:' out/report/index.html
! grep -qE 'https?://' out/report/report.js

page="file://$PWD/out/report/index.html"
browse() { # FRAGMENT OUTPUT-PREFIX: the page's DOM after its script ran, a screenshot, its log
  local flags=(--headless --no-sandbox --disable-gpu --force-color-profile=srgb --hide-scrollbars
    --force-device-scale-factor=1 --window-size=1800,1300 --virtual-time-budget=4000
    --enable-logging=stderr --v=0 "--user-data-dir=$PWD/chromium-profile")
  timeout 120 chromium "${flags[@]}" --dump-dom "$page#$1" >"$2.html" 2>"$2.log"
  timeout 120 chromium "${flags[@]}" --screenshot="$PWD/$2.png" "$page#$1" >/dev/null 2>>"$2.log"
  if grep -E 'CONSOLE|Uncaught' "$2.log"; then
    echo "console errors for #$1" >&2
    return 1
  fi
  [ -s "$2.png" ]
}

check() { # FRAGMENT PREFIX FRAME VIEW
  browse "$1" "$2"
  python3 - "$2" "$3" "$4" "$apng" <<'PY'
import html, importlib.util, re, subprocess, sys
prefix, frame, view, apng_path = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
spec = importlib.util.spec_from_file_location("apng", apng_path)
apng = importlib.util.module_from_spec(spec)
spec.loader.exec_module(apng)
dom = open(prefix + ".html").read()
player = re.search(r'<div class="player"[^>]*data-file="toss.png"[^>]*>', dom).group(0)
attrs = dict((k, html.unescape(v)) for k, v in re.findall(r'([\w-]+)="([^"]*)"', player))
assert attrs["data-shown-frame"] == str(frame), (attrs["data-shown-frame"], frame)
assert attrs["data-shown-view"] == view, attrs["data-shown-view"]
shot_w, shot_h = map(int, subprocess.check_output(["identify", "-format", "%w %h", prefix + ".png"]).split())
shot = subprocess.check_output(["convert", prefix + ".png", "-alpha", "off", "rgb:-"])

import json
frames_json = json.loads(attrs["data-frames"])
bounds = frames_json[frame]["bounds"]

def same(page_x, page_y, frame_bytes, width, x, y, w, h):
    """Whether the screenshot at (page_x, page_y) shows the frame's (x, y, w, h) region, but
    for the outline the page draws around the differing pixels (a ring a few pixels outside
    them: the differing pixels themselves are checked)."""
    for r in range(h):
        got = shot[((page_y + r) * shot_w + page_x) * 3:((page_y + r) * shot_w + page_x + w) * 3]
        want = frame_bytes[((y + r) * width + x) * 3:((y + r) * width + x + w) * 3]
        if got == want:
            continue
        for c in range(w):
            if got[c * 3:c * 3 + 3] != want[c * 3:c * 3 + 3]:
                px, py = x + c, y + r
                def inside(margin):
                    return bounds and bounds[0] - margin <= px < bounds[0] + bounds[2] + margin \
                        and bounds[1] - margin <= py < bounds[1] + bounds[3] + margin
                # The outline: 2 pixels wide, 3 pixels outside the differing pixels.
                if not (inside(6) and not inside(2)):
                    print("differs at", px, py, got[c * 3:c * 3 + 3], want[c * 3:c * 3 + 3])
                    return False
    return True

def top(page_x, frame_bytes, width, height):
    """Where the frame's top row lies in the screenshot at page_x: the page's scroll position
    when it was shot is its own, so the rectangle's y is found rather than trusted."""
    # The frame's top row between the views' labels (at the left) and the swipe divider (in the
    # middle); above the frame lies the page.
    left, right = 200, width // 2 - 8
    wanted = frame_bytes[left * 3:right * 3]
    for y in range(0, shot_h - height + 1):
        if shot[(y * shot_w + page_x + left) * 3:(y * shot_w + page_x + right) * 3] == wanted:
            return y
    raise AssertionError("the frame is nowhere in the screenshot")

w, h, times, golden = apng.read("suite/toss/expected/toss.png")
_, _, actual_times, actual = apng.read("actual/toss.png")
assert times == actual_times
assert golden[frame] != actual[frame] or view != "side", "the frame chosen must differ"
if view == "side":
    for side, frames in (("expected", golden), ("actual", actual)):
        x, _, rw, rh = map(int, attrs["data-rect-" + side].split(","))
        assert (rw, rh) == (w, h), (side, rw, rh)
        y = top(x, frames[frame], w, h)
        assert same(x, y, frames[frame], w, 0, 0, w, h), side + " area is not the frame"
elif view == "swipe":
    # The divider starts halfway: expected shows left of it, actual right of it.
    x, _, rw, rh = map(int, attrs["data-rect-expected"].split(","))
    assert (rw, rh) == (w, h)
    y = top(x, golden[frame], w, h)
    # Below the labels, clear of the divider, and a row short of the bottom, where the browser
    # may smooth the clipped picture's edge.
    left = (0, 40, w // 2 - 8, h - 42)
    right = (w // 2 + 8, 40, w // 2 - 8 - 60, h - 42)
    assert same(x + left[0], y + left[1], golden[frame], w, *left), "left of the divider is not expected"
    assert same(x + right[0], y + right[1], actual[frame], w, *right), "right of the divider is not actual"
print("checked", prefix, frame, view)
PY
}

check "case=toss&file=toss.png&frame=$first&view=side" first "$first" side
later=$((first + 6))
check "case=suite/toss&file=toss.png&frame=$later&view=swipe" later "$later" swipe

# With no fragment, the film's player opens on its first differing frame.
browse "" plain
grep -oE '<div class="player"[^>]*data-file="toss.png"[^>]*>' plain.html | grep -q "data-shown-frame=\"$first\""

# The failing track: SVG curves of the differing fields, the first divergence marked.
python3 - <<'PY'
import re
page = open("out/report/index.html").read()
section = page[page.index("toss.jsonl <span>"):]
curves = re.findall(r'<figure class="curve"><figcaption>([^<]+)</figcaption><svg', section)
assert any("square" in c and "position" in c for c in curves), curves
assert '<line class="divergence"' in section
assert section.count('<polyline class="expected"') == len(curves) >= 1
PY
