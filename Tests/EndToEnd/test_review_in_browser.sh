# `motion-sandbox review` (docs/review.md), used in headless Chromium and Firefox: the report served on
# 127.0.0.1 with Accept and Reject on each failing case and file; Accept on a file makes the
# film the failing run kept its golden, Reject drops a case's kept outputs and keeps its goldens.
# A page of another origin open in the same browser cannot accept (its request is refused, or
# never sent), a request with a foreign Origin or Host or without the token is refused, and the
# server cannot be reached on any address but loopback.
set -euo pipefail
python=${E2E_PYTHON:?run scripts/bootstrap.sh test: it makes the Python environment with websockets}
source "$E2E_DIR/lib.sh"
# Two failing cases: the same toss with a stiffer spring.
for name in toss other; do toss_case_with_stiffness "$name" 600; done
set +e
"$MOTION_SANDBOX" test suite --report report >run.txt; status=$?
set -e
[ "$status" -eq 1 ]
cp suite/toss/actual/toss.png kept-film.png
cp suite/toss/actual/toss.jsonl kept-track.jsonl
before=$(cat suite/*/expected/* | md5sum)

. "$E2E_DIR/review_server.sh"
trap 'kill $server 2>/dev/null; kill $evil 2>/dev/null' EXIT
start_review report
echo "serving at $url"

code() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
# Connections that send nothing (a browser's preconnects) hold up no other: with three open, the
# page still comes at once (it waited 10 s for each before; 5 s is only the guard against a hang).
python3 - "$port" <<'PY'
import socket, sys, urllib.request
idle = [socket.create_connection(("127.0.0.1", int(sys.argv[1]))) for _ in range(3)]
page = urllib.request.urlopen("http://127.0.0.1:%s/" % sys.argv[1], timeout=5).read()
assert b"motion-review-token" in page
for connection in idle:
    connection.close()
PY

# Requests from elsewhere are refused, and change nothing.
[ "$(code -X POST -H 'Content-Type: application/json' -d '{"case":"suite/toss"}' "${url}accept")" = 403 ]
[ -n "$token" ]
[ "$(code -X POST -H 'Content-Type: application/json' -H "X-Motion-Review-Token: $token" \
  -H 'Origin: http://evil.example' -d '{"case":"suite/toss"}' "${url}accept")" = 403 ]
[ "$(code -X POST -H 'Content-Type: application/json' -H "X-Motion-Review-Token: $token" \
  -H "Origin: http://evil.example:$port" -H "Host: evil.example:$port" -d '{"case":"suite/toss"}' "${url}accept")" = 403 ]
[ "$(code -X POST -H 'Content-Type: application/json' -H "Origin: ${url%/}" -H 'X-Motion-Review-Token: 0000' \
  -d '{"case":"suite/toss"}' "${url}accept")" = 403 ]
[ "$(code --path-as-is "${url}../../../etc/passwd")" = 404 ]
# Listening on loopback alone: this machine's other addresses do not answer.
for address in $(hostname -I 2>/dev/null); do
  case "$address" in 127.*) continue ;; esac
  if curl -s -m 3 -o /dev/null "http://$address:$port/"; then echo "answered on $address" >&2; exit 1; fi
done
[ "$(cat suite/*/expected/* | md5sum)" = "$before" ]

# A page of another origin, open in the same browser, tries both kinds of request.
mkdir evil
cat >evil/index.html <<HTML
<!doctype html><title>elsewhere</title><link rel="icon" href="data:,"><script>
var target = "${url}accept";
var results = [];
fetch(target, {method: "POST", mode: "no-cors", headers: {"Content-Type": "text/plain"},
  body: JSON.stringify({"case": "suite/toss"})}).then(function () { results.push("simple sent"); },
  function () { results.push("simple failed"); });
fetch(target, {method: "POST", headers: {"Content-Type": "application/json", "X-Motion-Review-Token": "guess"},
  body: JSON.stringify({"case": "suite/toss"})}).then(function (r) { results.push("json " + r.status); },
  function () { results.push("json blocked"); });
</script>
HTML
python3 -m http.server --bind 127.0.0.1 0 --directory evil >evil.log 2>&1 &
evil=$!
for _ in $(seq 1 100); do grep -q 'port' evil.log && break; sleep 0.1; done
evil_port=$(grep -o 'port [0-9]*' evil.log | head -n 1 | cut -d' ' -f2)

PYTHONPATH="$E2E_DIR" timeout 300 "$python" - "$url" "$evil_port" <<'PY'
import os, sys, time
import browser
url, evil_port = sys.argv[1], sys.argv[2]
with browser.launch("chromium") as page:
    page.open("http://127.0.0.1:%s/index.html" % evil_port)
    results = page.wait_for("results.length === 2 && results.join(', ')")
    print("the other origin's page:", results)
    assert "json 200" not in results, results
    # What the browser said of that page's refused requests is not the report's.
    page.errors.clear()

    page.open(url)
    page.wait_for("document.documentElement.getAttribute('data-review-ready') === 'true'")
    def button(selector):
        x, y, w, h = page.evaluate("(function () { var b = document.querySelector('%s');"
                                   " b.scrollIntoView({block: 'center'}); var r = b.getBoundingClientRect();"
                                   " return [r.left, r.top, r.width, r.height]; })()" % selector)
        page.click(x + w / 2, y + h / 2)
    button('p.accept[data-case="suite/toss"][data-file="toss.png"] button.accept-button')
    status = page.wait_for("(function () { var s = document.querySelector('p.accept[data-case=\"suite/toss\"][data-file=\"toss.png\"]"
                           " .review-status'); return s.className.indexOf('accepted') >= 0 && s.textContent; })()")
    print("accept:", status)
    assert "ACCEPT suite/toss/toss.png: 1 changed" in status, status
    button('p.accept[data-case="suite/other"]:not([data-file]) button.reject-button')
    status = page.wait_for("(function () { var s = document.querySelector('p.accept[data-case=\"suite/other\"]:not([data-file])"
                           " .review-status'); return s.className.indexOf('rejected') >= 0 && s.textContent; })()")
    print("reject:", status)
    assert not page.errors, page.errors
PY

# The same buttons in Firefox: Accept on the track.
PYTHONPATH="$E2E_DIR" timeout 300 "$python" - "$url" <<'PY'
import sys
import browser
with browser.launch("firefox") as page:
    page.open(sys.argv[1])
    page.wait_for("document.documentElement.getAttribute('data-review-ready') === 'true'")
    selector = 'p.accept[data-case="suite/toss"][data-file="toss.jsonl"]'
    x, y, w, h = page.evaluate("(function () { var b = document.querySelector('%s button.accept-button');"
                               " b.scrollIntoView({block: 'center'}); var r = b.getBoundingClientRect();"
                               " return [r.left, r.top, r.width, r.height]; })()" % selector)
    page.click(x + w / 2, y + h / 2)
    status = page.wait_for("(function () { var s = document.querySelector('%s .review-status');"
                           " return s.className.indexOf('accepted') >= 0 && s.textContent; })()" % selector)
    print("firefox accept:", status)
    assert "ACCEPT suite/toss/toss.jsonl: 1 changed" in status, status
    assert not page.errors, page.errors
PY
cmp suite/toss/expected/toss.jsonl kept-track.jsonl
cmp suite/toss/expected/toss.png kept-film.png
[ ! -e suite/other/actual ]
git_like=$(cat suite/other/expected/* | md5sum)
[ -n "$git_like" ]
cat review.err
grep -q 'refused POST /accept: a request from another origin' review.err
grep -q 'accepted suite/toss/toss.png' review.err
grep -q 'rejected suite/other' review.err
! grep -q 'accepted suite/toss$' review.err
