# Sourced by the review tests (not a test itself): `start_review REPORT` starts
# `motion-sandbox review REPORT` in the background, its output in review.out and review.err, and
# sets `server` (its pid), `url`, `port` and `token` (the page's); the caller's EXIT trap stops it.
start_review() {
  "$MOTION_SANDBOX" review "$1" >review.out 2>review.err &
  server=$!
  for _ in $(seq 1 100); do grep -q 'http://' review.out && break; sleep 0.1; done
  url=$(grep -o 'http://127.0.0.1:[0-9]*/' review.out)
  port=${url##*:}
  port=${port%/}
  token=$(curl -s "$url" | grep -o 'motion-review-token" content="[0-9a-f]*' | cut -d'"' -f3)
}
