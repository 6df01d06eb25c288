#!/usr/bin/env bash
# Builds what `make install` and `make deb` ship into one folder (default .build/release-files):
#   bin/motion-sandbox         the release build, the Swift runtime linked in statically, so it
#                              runs where no Swift toolchain is
#   man/motion-sandbox.1       the man page, from the argument parser's generate-manual tool
#   completions/motion-sandbox.{bash,zsh,fish}
#                              from the program's own --generate-completion-script
#   VERSION                    the repository's version line
# CONFIGURATION=tested takes the program `make build-release` has made already (release, testing
# enabled, in .build, linked against the toolchain's shared Swift runtime) as it is: the
# end-to-end tests install that way without building the program again. CONFIGURATION=debug takes the debug build.
# The man page is dated by SOURCE_DATE_EPOCH when set, else by the last commit, so two builds of
# one commit give the same page.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/release-files}
swift=${SWIFT:-swift}
configuration=${CONFIGURATION:-release}
static=no tested=no
case "$configuration" in
  # No $ORIGIN run path (an installed program must not load libraries from its bin folder), and
  # symbols bound at start-up, as Debian's hardening asks.
  # A build folder of its own: `make allocations` compiles .build/release with other flags, and
  # the two would compile each other's modules again at every turn.
  release) link=(--scratch-path .build-release --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now) static=yes ;;
  tested) link=(-Xswiftc -enable-testing) configuration=release tested=yes ;;
  debug) link=() ;;
  *) echo "release-files: CONFIGURATION must be release, tested or debug, not \"$configuration\"" >&2; exit 2 ;;
esac
version=$(head -n 1 VERSION)
# The release build has a folder of its own; the logs and the man page go under .build, which a
# fresh clone has not made yet.
mkdir -p .build

if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then
  date=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)
elif date=$(git log -1 --format=%cs 2>/dev/null) && [ -n "$date" ]; then
  :
else
  date=$(date -u +%F)
fi

bin_path=$("$swift" build -c "$configuration" "${link[@]}" --show-bin-path)
bin=$bin_path/motion-sandbox
if [ "$tested" = yes ]; then
  # Not built again: the end-to-end tests that run beside this one run that very file.
  [ -x "$bin" ] || { echo "release-files: no $bin; make build-release first" >&2; exit 1; }
else
  "$swift" build -c "$configuration" "${link[@]}" --product motion-sandbox
fi
if [ "$static" = yes ] && ldd "$bin" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then
  echo "release-files: $bin links the Swift runtime dynamically" >&2
  exit 1
fi

# The man page, from the argument parser's own generate-manual tool run on the program just
# built (what its generate-manual plugin does, without the plugin's debug build of the package),
# built in the same configuration so no module is compiled twice.
"$swift" build -c "$configuration" "${link[@]}" --product generate-manual >.build/generate-manual.log 2>&1 || {
  cat .build/generate-manual.log >&2
  echo "release-files: building the argument parser's generate-manual failed" >&2
  exit 1
}
mkdir -p .build/manual
rm -f .build/manual/motion-sandbox.1
"$bin_path/generate-manual" "$bin" --date "$date" --section 1 --authors "Motion Sandbox developers" \
  --output-directory .build/manual >>.build/generate-manual.log 2>&1 || {
  cat .build/generate-manual.log >&2
  echo "release-files: generate-manual failed on $bin" >&2
  exit 1
}
page=.build/manual/motion-sandbox.1
[ -s "$page" ] || { echo "release-files: generate-manual wrote no motion-sandbox.1" >&2; exit 1; }

rm -rf "$out.new"
mkdir -p "$out.new/bin" "$out.new/man" "$out.new/completions"
cp "$bin" "$out.new/bin/motion-sandbox"
# The page's footer names the program and its version, as mdoc's .Os line may.
sed "s/^\.Os\$/.Os motion-sandbox $version/" "$page" >"$out.new/man/motion-sandbox.1"
grep -qx ".Os motion-sandbox $version" "$out.new/man/motion-sandbox.1" || {
  echo "release-files: the man page has no .Os line to carry the version" >&2
  exit 1
}
# bash-completion sources its files, never runs them, so the bash script's #! line goes.
"$bin" --generate-completion-script bash | sed '1{/^#!/d}' >"$out.new/completions/motion-sandbox.bash"
for shell in zsh fish; do
  "$bin" --generate-completion-script "$shell" >"$out.new/completions/motion-sandbox.$shell"
done
echo "$version" >"$out.new/VERSION"
rm -rf "$out"
mv "$out.new" "$out"
echo "release-files: motion-sandbox $version in $out"
