# The report of a failing film and track, used in headless Chromium and Firefox as a person
# would, with real pointer and key events: a fragment opens the film at a frame and view with the
# file's heading in the window; the frames shown are the golden's and the replay's, pixel for
# pixel; the swipe divider follows a drag; the arrow keys and buttons step; play plays; a click
# on the slider where a red mark lies lands on that differing frame; the diff view marks exactly
# the differing pixels; the actual film can be downloaded; a fragment naming nothing says so on
# the page; and no console error. The report is light: the two films themselves, not a picture a
# frame.
set -euo pipefail
apng="$E2E_DIR/apng.py"
python=${E2E_PYTHON:?run scripts/bootstrap.sh test: it makes the Python environment with websockets}
source "$E2E_DIR/lib.sh"
# A stiffer spring: the square is tossed the same way, then flies otherwise; the frames before
# the release are alike.
toss_case_with_stiffness toss 600

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

# Light: the case's files are a handful, and weigh at most twice the two films.
files=$(find out/report/files -type f | wc -l)
echo "report: $files files, $(du -sb out/report | cut -f1) bytes"
[ "$files" -le 20 ]
films=$(($(stat -c %s suite/toss/expected/toss.png) + $(stat -c %s actual/toss.png)))
ls out/report/files/1
[ "$(cat out/report/files/1/*-expected.js out/report/files/1/*-actual.js | wc -c)" -le $((2 * films)) ]

for browser in chromium firefox; do
  PYTHONPATH="$E2E_DIR" timeout 600 "$python" - "$browser" "$first" "$apng" <<'PY'
import importlib.util, os, sys, time
import browser
name, first, apng_path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
spec = importlib.util.spec_from_file_location("apng", apng_path)
apng = importlib.util.module_from_spec(spec)
spec.loader.exec_module(apng)
w, h, times, golden = apng.read("suite/toss/expected/toss.png")
_, _, actual_times, actual = apng.read("actual/toss.png")
assert times == actual_times

def checksum(rgb):
    total = 0
    for i in range(0, len(rgb), 3):
        total = (total * 31 + rgb[i] * 65536 + rgb[i + 1] * 256 + rgb[i + 2]) % 4294967291
    return total

PLAYER = 'document.querySelector(\'div.player[data-file="toss.png"]\')'
# The same checksum of a canvas's RGB in the page.
CANVAS_SUM = """(function (canvas) {
  var data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data, total = 0;
  for (var i = 0; i < data.length; i += 4)
    total = (total * 31 + data[i] * 65536 + data[i + 1] * 256 + data[i + 2]) % 4294967291;
  return total;
})"""

def rect(selector):
    return page.evaluate("(function () { var r = %s.querySelector('%s').getBoundingClientRect();"
                         " return [r.left, r.top, r.width, r.height]; })()" % (PLAYER, selector))

def shown():
    return int(page.evaluate(PLAYER + ".getAttribute('data-shown-frame')"))

def canvas_sum(side):
    return page.evaluate(CANVAS_SUM + "(%s.querySelector('canvas.%s'))" % (PLAYER, side))

report = "file://" + os.path.abspath("out/report/index.html")
with browser.launch(name) as page:
    page.open(report + "#case=toss&file=toss.png&frame=%d&view=side" % first)
    page.wait_for(PLAYER + ".querySelector('canvas.expected') !== null")
    assert shown() == first
    # The file's heading is in the window.
    top = page.evaluate(PLAYER + ".previousElementSibling.getBoundingClientRect().top")
    assert 0 <= top < page.evaluate("innerHeight"), top
    assert "toss.png" in page.evaluate(PLAYER + ".previousElementSibling.textContent")
    # The frames shown are the golden's and the replay's, pixel for pixel.
    assert canvas_sum("expected") == checksum(golden[first]), "expected frame"
    assert canvas_sum("actual") == checksum(actual[first]), "actual frame"
    assert golden[first] != actual[first]

    # Keys and buttons step; the fragment follows.
    page.click(*[v + 2 for v in rect(".bar .view[data-view=side]")[:2]])
    page.key("ArrowRight")
    assert shown() == first + 1
    x, y, bw, bh = rect("button.step.back")
    page.click(x + bw / 2, y + bh / 2)
    assert shown() == first
    assert "frame=%d" % first in page.evaluate("location.hash")

    # A click on the slider where the first red mark lies lands on that differing frame.
    mark = page.evaluate(PLAYER + ".querySelector('.mark').getAttribute('data-frame')")
    mx, my, mw, mh = rect(".mark")
    sx, sy, sw, sh = rect(".slider")
    page.click(mx + mw / 2, sy + sh / 2)
    assert shown() == int(mark), (shown(), mark)

    # The swipe divider follows a drag, outside the picture too, and shows both sides.
    page.open(report + "#case=toss&file=toss.png&frame=%d&view=swipe" % first)
    page.wait_for(PLAYER + ".querySelector('canvas.actual') !== null")
    x, y, sw, sh = rect(".stack")
    page.drag(x + sw / 2, y + sh / 2, x + sw / 4, y + sh / 2 + 40, steps=10)
    swipe = float(page.evaluate(PLAYER + ".getAttribute('data-swipe')"))
    assert abs(swipe - 25) < 1.5, swipe
    page.drag(x + sw / 4, y + sh / 2, x + sw + 200, y + sh / 2, steps=10)
    assert float(page.evaluate(PLAYER + ".getAttribute('data-swipe')")) == 100

    # The diff view marks exactly the pixels that differ, in magenta over the dimmed frame.
    page.click(*[v + 2 for v in rect(".bar .view[data-view=diff]")[:2]])
    differing = sum(1 for i in range(0, len(golden[first]), 3) if golden[first][i:i + 3] != actual[first][i:i + 3])
    assert int(page.evaluate(PLAYER + ".querySelector('canvas.diff').getAttribute('data-differing')")) == differing
    assert differing > 0

    # Play moves on through the frames.
    x, y, bw, bh = rect("button.play")
    page.click(x + bw / 2, y + bh / 2)
    time.sleep(0.6)
    assert shown() > first, shown()
    page.click(x + bw / 2, y + bh / 2)

    # The actual film to download: the replay's own bytes.
    size = page.evaluate("(async function () { var link = %s.querySelector('a.download[download=\"toss.png\"]');"
                         " return (await (await fetch(link.href)).arrayBuffer()).byteLength; })()" % PLAYER)
    assert size == os.path.getsize("suite/toss/actual/toss.png") if os.path.exists("suite/toss/actual/toss.png") \
        else size == os.path.getsize("actual/toss.png"), size

    # The case's link in the table of cases leads to its section.
    page.open(report)
    page.evaluate("scrollTo(0, 0)")
    x, y, lw, lh = page.evaluate("(function () { var r = document.querySelector('table.cases a').getBoundingClientRect();"
                                 " return [r.left, r.top, r.width, r.height]; })()")
    page.click(x + lw / 2, y + lh / 2)
    page.wait_for("location.hash === '#case-1'")
    heading = page.wait_for("(function () { var t = document.querySelector('#case-1 h2').getBoundingClientRect().top;"
                            " return t >= 0 && t < innerHeight ? String(t) : ''; })()")
    assert heading, heading

    # A fragment naming nothing says so on the page.
    page.open(report + "#case=nope&file=toss.png")
    note = page.wait_for("document.getElementById('fragment-note') && !document.getElementById('fragment-note').hidden"
                         " && document.getElementById('fragment-note').textContent")
    assert "no failing case nope" in note, note
    page.screenshot("%s.png" % name)
    assert not page.errors, page.errors
print(name, "used the report")
PY
done

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

# `--update --report`: the goldens an update replaces, before against after in the same player.
cp suite/toss/expected/toss.png before.png
"$MOTION_SANDBOX" test suite --update --report updated >update.txt
grep -q 'UPDATE suite/toss: .*changed' update.txt
PYTHONPATH="$E2E_DIR" timeout 300 "$python" - "$first" "$apng" <<'PY'
import importlib.util, os, sys
import browser
first, apng_path = int(sys.argv[1]), sys.argv[2]
spec = importlib.util.spec_from_file_location("apng", apng_path)
apng = importlib.util.module_from_spec(spec)
spec.loader.exec_module(apng)
_, _, _, before = apng.read("before.png")
_, _, _, after = apng.read("suite/toss/expected/toss.png")
PLAYER = 'document.querySelector(\'div.player[data-file="toss.png"]\')'
with browser.launch("chromium") as page:
    page.open("file://" + os.path.abspath("updated/index.html") + "#case=toss&file=toss.png&frame=%d" % first)
    page.wait_for(PLAYER + ".querySelector('canvas.expected') !== null")
    captions = page.evaluate("Array.from(%s.querySelectorAll('figcaption')).map(f => f.textContent)" % PLAYER)
    assert captions == ["before", "after"], captions
    sums = page.evaluate("""[\"expected\", \"actual\"].map(function (side) {
      var c = %s.querySelector('canvas.' + side), d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data, t = 0;
      for (var i = 0; i < d.length; i += 4) t = (t * 31 + d[i] * 65536 + d[i + 1] * 256 + d[i + 2]) %% 4294967291;
      return t; })""" % PLAYER)
    def checksum(rgb):
        total = 0
        for i in range(0, len(rgb), 3):
            total = (total * 31 + rgb[i] * 65536 + rgb[i + 1] * 256 + rgb[i + 2]) % 4294967291
        return total
    assert sums == [checksum(before[first]), checksum(after[first])], sums
    assert not page.errors, page.errors
print("the update's report shows before against after")
PY
