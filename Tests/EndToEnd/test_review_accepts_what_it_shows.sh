# `review` accepts only the outputs its report shows: after a later run kept other outputs, an
# Accept on the old page is refused (409) and no golden changes. A page reached under another
# host name gets nothing, not even the page and its token (DNS rebinding), and no answer may be
# framed by another site (clickjacking).
set -euo pipefail
source "$E2E_DIR/lib.sh"
toss_case_with_stiffness toss 600
set +e
"$MOTION_SANDBOX" test suite --report report >run.txt
[ $? -eq 1 ] || { cat run.txt; exit 1; }
set -e
before=$(cat suite/toss/expected/* | md5sum)

. "$E2E_DIR/review_server.sh"
trap 'kill $server 2>/dev/null' EXIT
start_review report
[ ${#token} -eq 64 ]

# Another name for this server: refused, the token not given away.
curl -s -o rebound.txt -w '%{http_code}' -H "Host: evil.example:$port" "$url" >status.txt
[ "$(cat status.txt)" = 403 ] && ! grep -q "$token" rebound.txt
[ "$(curl -s -o /dev/null -w '%{http_code}' -H "Host: evil.example:$port" "${url}cases.json")" = 403 ]
# No framing by another site.
curl -s -D head.txt -o /dev/null "$url"
grep -qi '^X-Frame-Options: DENY' head.txt
grep -qi "^Content-Security-Policy: frame-ancestors 'none'" head.txt

# A later run, without a report, keeps other outputs (a softer spring this time).
toss_case_with_stiffness toss 200
set +e
"$MOTION_SANDBOX" test suite >run2.txt
set -e
accept() { # FILE-OR-EMPTY
  local body='{"case": "suite/toss"}'
  [ -z "$1" ] || body="{\"case\": \"suite/toss\", \"file\": \"$1\"}"
  curl -s -o answer.txt -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
    -H "X-Motion-Review-Token: $token" -H "Origin: ${url%/}" -d "$body" "${url}accept"
}
[ "$(accept toss.png)" = 409 ] || { cat answer.txt; exit 1; }
grep -q 'toss.png changed since this report was written' answer.txt
[ "$(accept '')" = 409 ]
[ "$(cat suite/toss/expected/* | md5sum)" = "$before" ]
grep -q 'refused to accept suite/toss/toss.png' review.err
