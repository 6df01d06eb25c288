# The report of a run with many failing cases (docs/suites.md) keeps its page light: past 20
# failing cases each case's section waits in a script beside the page and is loaded as it comes
# near the window or when an address names its case. Used in headless Chromium: the page opens,
# an address naming the 23rd case shows its differing fields, and no console error.
set -euo pipefail
python=${E2E_PYTHON:?run scripts/bootstrap.sh test: it makes the Python environment with websockets}
mkdir suite
for i in $(seq -w 1 25); do
  mkdir -p "suite/case$i/expected"
  printf '{"size": [40, 30], "elements": [{"name": "dot", "position": [20, 15], "size": [4, 4]}]}\n' >"suite/case$i/scene.json"
  printf '{"scene": "scene.json"}\n' >"suite/case$i/case.json"
  printf '{"t": 0.1, "dump": "a.json"}\n' >"suite/case$i/script.jsonl"
done
# The goldens of a dot elsewhere: every case fails on its dump.
"$MOTION_SANDBOX" test suite --update >/dev/null
for i in $(seq -w 1 25); do sed -i 's/"position": \[20.0, 15.0\]/"position": [21.0, 15.0]/' "suite/case$i/expected/a.json"; done
set +e
"$MOTION_SANDBOX" test suite --report report --jobs 2 >run.txt; status=$?
set -e
[ "$status" -eq 1 ]
grep -q '^0 passed, 25 failed' run.txt
# The page holds a place for each case and the sections wait beside it.
[ "$(grep -c 'class="pending"' report/index.html)" -eq 25 ]
[ -f report/files/23/section.js ]
! grep -q '<table class="fields">' report/index.html

PYTHONPATH="$E2E_DIR" timeout 300 "$python" - <<'PY'
import os
import browser
with browser.launch("chromium") as page:
    page.open("file://" + os.path.abspath("report/index.html") + "#case=case23&file=a.json")
    text = page.wait_for("(function () { var s = document.getElementById('case-23');"
                         " return s && !s.classList.contains('pending') && s.querySelector('table.fields') && s.textContent; })()")
    assert "elements[dot].position[0]" in text and "1 pt apart" in text, text
    top = page.evaluate("document.querySelector('#case-23 h2').getBoundingClientRect().top")
    assert 0 <= top < page.evaluate("innerHeight"), top
    assert page.evaluate("document.querySelectorAll('section.pending').length") < 25
    assert not page.errors, page.errors
print("the 23rd case's section loaded where the address named it")
PY
