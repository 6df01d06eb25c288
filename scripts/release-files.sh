#!/usr/bin/env bash
# Builds what `make install` and `make deb` ship into one folder (default .build/release-files):
#   bin/motion-sandbox         the release build, the Swift runtime linked in statically, so it
#                              runs where no Swift toolchain is
#   man/motion-sandbox.1       the man page, from the argument parser's generate-manual plugin
#   completions/motion-sandbox.{bash,zsh,fish}
#                              from the program's own --generate-completion-script
#   VERSION                    the repository's version line
# CONFIGURATION=debug takes the debug build instead, linked against the toolchain's shared Swift
# runtime: the end-to-end tests install that way without waiting for a release build.
# The man page is dated by SOURCE_DATE_EPOCH when set, else by the last commit, so two builds of
# one commit give the same page.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/release-files}
swift=${SWIFT:-swift}
configuration=${CONFIGURATION:-release}
case "$configuration" in
  # No $ORIGIN run path (an installed program must not load libraries from its bin folder), and
  # symbols bound at start-up, as Debian's hardening asks.
  # A build folder of its own: `make allocations` compiles .build/release with other flags, and
  # the two would compile each other's modules again at every turn.
  release) link=(--scratch-path .build-release --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now) ;;
  debug) link=() ;;
  *) echo "release-files: CONFIGURATION must be release or debug, not \"$configuration\"" >&2; exit 2 ;;
esac
version=$(head -n 1 VERSION)

if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then
  date=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)
elif date=$(git log -1 --format=%cs 2>/dev/null) && [ -n "$date" ]; then
  :
else
  date=$(date -u +%F)
fi

# The plugin writes into a work folder of its own under .build/plugins; an old page there must
# not pass for this build's.
mkdir -p .build
find .build/plugins -name motion-sandbox.1 -delete 2>/dev/null || true
# The plugin builds the package in the debug configuration, which `make run` and `make test`
# have built already (the help text it reads is the same in every build), and writes the page into
# its own work folder. Asked for the release configuration, its release build (linked against the
# shared Swift runtime) would be compiled again by the static one below: twice the minutes.
"$swift" package generate-manual --configuration debug --date "$date" --section 1 \
  --authors "Motion Sandbox developers" >.build/generate-manual.log 2>&1 || {
  cat .build/generate-manual.log >&2
  echo "release-files: the generate-manual plugin failed" >&2
  exit 1
}
page=$(find .build/plugins -name motion-sandbox.1 -print -quit)
[ -n "$page" ] || { echo "release-files: the plugin wrote no motion-sandbox.1" >&2; exit 1; }

"$swift" build -c "$configuration" "${link[@]}" --product motion-sandbox
bin="$("$swift" build -c "$configuration" "${link[@]}" --show-bin-path)/motion-sandbox"
if [ "$configuration" = release ] && ldd "$bin" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then
  echo "release-files: $bin links the Swift runtime dynamically" >&2
  exit 1
fi

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
