#!/usr/bin/env bash
# Builds motion-sandbox_VERSION_ARCH.deb from the files of scripts/release-files.sh into OUT
# (default .build/deb), then checks it with lintian, failing on any error.
#   deb.sh FILES OUT
# Depends is what dpkg-shlibdeps finds the program linked against (SDL2, SDL2_image,
# SDL2_ttf, zlib, libxml2, the C and C++ runtimes), plus the font it draws text with.
# DEB_MAINTAINER names the maintainer; SOURCE_DATE_EPOCH, when set, dates the changelog.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
files=$(realpath "${1:-.build/release-files}")
out=$(realpath -m "${2:-.build/deb}")
maintainer=${DEB_MAINTAINER:-Motion Sandbox developers <motion-sandbox@example.org>}
version=$(cat "$files/VERSION")
arch=$(dpkg --print-architecture)
name=motion-sandbox_${version}_${arch}

if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then
  epoch=$SOURCE_DATE_EPOCH
else
  epoch=$(git -C "$repo" log -1 --format=%ct 2>/dev/null || date +%s)
fi
export SOURCE_DATE_EPOCH=$epoch

mkdir -p "$out"
work=$(mktemp -d "$out/work.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Staged where Debian's helpers stage a package, so dpkg-shlibdeps finds it where it expects.
root=$work/debian/motion-sandbox
"$repo/scripts/install.sh" stage "$files" "$root" /usr

# What Debian's helpers would do: a stripped program, a compressed man page, the copyright and
# the changelog.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/motion-sandbox"
gzip -9n "$root/usr/share/man/man1/motion-sandbox.1"
doc=$root/usr/share/doc/motion-sandbox
install -d -m 755 "$doc"
install -m 644 "$repo/packaging/debian/copyright" "$doc/copyright"
commit=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo unknown)
cat >"$doc/changelog" <<CHANGELOG
motion-sandbox ($version) unstable; urgency=medium

  * Version $version, built from commit $commit of the Motion Sandbox repository.

 -- $maintainer  $(date -u -R -d "@$epoch")
CHANGELOG
gzip -9n "$doc/changelog"

# dpkg-shlibdeps reads the package's name from debian/control.
install -d -m 755 "$root/DEBIAN"
printf 'Source: motion-sandbox\n\nPackage: motion-sandbox\nArchitecture: any\n' >"$work/debian/control"
shlibs=$(cd "$work" && dpkg-shlibdeps -O -edebian/motion-sandbox/usr/bin/motion-sandbox |
  sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "deb.sh: dpkg-shlibdeps found no libraries" >&2; exit 1; }

find "$root" -type d -exec chmod 755 {} +
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/md5sums"
size=$(du -s -k --apparent-size "$root/usr" | cut -f1)
cat >"$root/DEBIAN/control" <<CONTROL
Package: motion-sandbox
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $shlibs, fonts-dejavu-core
Section: graphics
Priority: optional
Description: sandbox and visual QA tool for direct-manipulation motion
 Material Motion's drag, pinch, rotate and toss interactions in an SDL2
 window driven by a mouse or a touchscreen, with a tuning panel for their
 springs, and a headless mode that replays recorded input scripts into
 PNG captures and state dumps. Suites of recorded cases are compared
 against golden files, with JUnit XML and an HTML report for CI.
CONTROL
chmod 644 "$root/DEBIAN/control"

deb=$out/$name.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb.new" >/dev/null
mv "$deb.new" "$deb"
echo "deb.sh: $deb"
dpkg-deb --field "$deb" Version Depends Installed-Size

# lintian exits non-zero on an error; warnings and notes are printed but pass.
if command -v lintian >/dev/null; then
  lintian --fail-on error "$deb"
  echo "deb.sh: lintian found no errors"
else
  echo "deb.sh: lintian is not installed (scripts/bootstrap.sh deb installs it)" >&2
  exit 1
fi
