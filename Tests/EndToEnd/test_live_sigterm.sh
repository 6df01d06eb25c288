#!/usr/bin/env bash
# SIGTERM (what `timeout` sends) ends the live program promptly and cleanly.
set -euo pipefail
source "$E2E_DIR/lib.sh"
start_xvfb
"$MOTION_SANDBOX" run --scene stickers &
app=$!
[ -n "$(find_window stickers)" ]
kill -TERM "$app"
for _ in $(seq 40); do
  kill -0 "$app" 2>/dev/null || break
  sleep 0.05
done
status=0
wait "$app" || status=$?
[ "$status" -eq 0 ]
