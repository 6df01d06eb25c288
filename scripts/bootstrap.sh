#!/usr/bin/env bash
# Installs the Debian packages the sandbox needs, only those missing. `bootstrap.sh test` adds
# what the end-to-end tests use (Xvfb, xdotool, ImageMagick, Chromium and Firefox to open the
# report in, xmllint, groff, zsh and fish for the installed man page and completions, and a
# Python virtual environment in .build/e2e-python with junitparser, the JUnit XML reader the
# tests read the reports with, and websockets, which drives the browsers through Chromium's
# DevTools protocol and WebDriver BiDi); `bootstrap.sh deb` adds what `make deb` uses (dpkg-dev, lintian).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libx11-dev zlib1g-dev libdeflate-dev fonts-dejavu-core pkg-config)
case "${1:-}" in
  test) packages+=(xvfb xdotool imagemagick xauth file python3 python3-venv chromium firefox-esr libxml2-utils groff-base zsh fish) ;;
  deb) packages+=(dpkg-dev lintian binutils) ;;
esac

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# A virtual environment of the project's own: Debian and Ubuntu mark the system Python as
# externally managed (PEP 668), so pip installs nothing into it.
if [ "${1:-}" = "test" ]; then
  venv=.build/e2e-python
  if ! "$venv/bin/python3" -c 'import junitparser, websockets' 2>/dev/null; then
    echo "bootstrap: installing junitparser and websockets into $venv" >&2
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/python3" -m pip install --quiet 'junitparser~=5.0' 'websockets>=12'
  fi
fi
