#!/usr/bin/env bash
# Installs the Debian packages the sandbox needs, only those missing. `bootstrap.sh test` adds
# what the end-to-end tests use (Xvfb, xdotool, ImageMagick, and Chromium to open the report in).
set -euo pipefail

packages=(libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev zlib1g-dev fonts-dejavu-core pkg-config)
if [ "${1:-}" = "test" ]; then
  packages+=(xvfb xdotool imagemagick xauth file python3 chromium)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "bootstrap: installing ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
