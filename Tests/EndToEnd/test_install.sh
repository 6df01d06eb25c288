# `make install` into a DESTDIR and `make uninstall` out of it. The files come from the program
# `make test` has built and tests (CONFIGURATION=tested): the same generators, layout and list as
# a release install, without the minutes of another build; what only the release build has, the statically linked Swift
# runtime, scripts/release-files.sh checks with ldd each time it makes one. The installed program
# runs from another folder and finds its assets beside its bin folder, the man page renders, the
# bash, zsh and fish completions complete, and uninstall leaves the tree exactly as it found it.
set -euo pipefail
repo=$(cd "$E2E_DIR/../.." && pwd)
version=$(head -n 1 "$repo/VERSION")
dest=$PWD/dest
root=$dest/usr/local
fail() {
  echo "$*" >&2
  exit 1
}

# Something of someone else's in folders the install shares: uninstall must leave it.
mkdir -p "$root/bin" "$root/share/man/man1"
echo "not ours" >"$root/share/man/man1/other.1"
(cd "$dest" && find . | LC_ALL=C sort) >before.txt

make -s -C "$repo" install DESTDIR="$dest" CONFIGURATION=tested RELEASE_FILES="$PWD/files" >install.log 2>&1 ||
  { cat install.log; fail "make install failed"; }
cat install.log

for file in bin/motion-sandbox share/man/man1/motion-sandbox.1 \
  share/bash-completion/completions/motion-sandbox share/zsh/site-functions/_motion-sandbox \
  share/fish/vendor_completions.d/motion-sandbox.fish share/motion-sandbox/scenes/showcase.json \
  share/motion-sandbox/scripts/toss.jsonl share/motion-sandbox/suites/builtin/toss/case.json \
  share/motion-sandbox/suites/builtin/toss/script.jsonl; do
  [ -e "$root/$file" ] || fail "not installed: $file"
done
[ -x "$root/bin/motion-sandbox" ] || fail "the program is not executable"
[ "$(stat -c %a "$root/share/motion-sandbox/scenes/toss.json")" = 644 ] || fail "an asset is not mode 644"

# The list names every file installed (and itself), and the folders the install created.
list=$root/share/motion-sandbox/installed-files
(cd "$root" && find . \( -type f -o -type l \) ! -path ./share/man/man1/other.1 | sed 's|^\./||' |
  LC_ALL=C sort) >installed.txt
grep -v '/$' "$list" | diff - installed.txt || fail "the list does not match the files installed"
(cd "$dest" && find . -type d | LC_ALL=C sort) | comm -13 before.txt - | sed 's|^\./usr/local/||; s|$|/|' |
  LC_ALL=C sort >created.txt
grep '/$' "$list" | diff - created.txt || fail "the list does not match the folders created"
grep -qx 'share/man/man1/' "$list" && fail "a folder that was there before is on the list"

# From another folder, with nothing pointing it at the repository.
mkdir elsewhere
cd elsewhere
program=$root/bin/motion-sandbox
unset MOTION_SANDBOX_ASSETS DISPLAY WAYLAND_DISPLAY
"$program" --version >version.txt
cat version.txt
[ "$(sed -n 1p version.txt)" = "motion-sandbox $version" ] || fail "--version's first line"
grep -Eqx 'SDL [0-9]+\.[0-9]+\.[0-9]+ \(compiled against [0-9]+\.[0-9]+\.[0-9]+\)' version.txt ||
  fail "--version's SDL line"
"$program" run --out demo >demo.txt
cat demo.txt
[ -s demo/final.png ] && [ -s demo/contact-sheet.png ] || fail "the headless demo wrote no pictures"
"$program" test "$root/share/motion-sandbox/suites/builtin" --filter toss >suite.txt
grep -qx '1 passed, 0 failed' suite.txt || { cat suite.txt; fail "the installed suite did not pass"; }
# The built-in scenes are the installed ones: spoil one, and the error names it there.
echo '{' >"$root/share/motion-sandbox/scenes/toss.json"
if "$program" check toss 2>check.txt; then fail "a spoilt installed scene passed the check"; fi
grep -q "$root/share/motion-sandbox/scenes/toss.json" check.txt || { cat check.txt; fail "the error names another file"; }
cp "$repo/Assets/scenes/toss.json" "$root/share/motion-sandbox/scenes/toss.json"
cd ..

# The man page, as groff renders it: the name line, a command, and the version in the footer.
groff -mandoc -Tutf8 -P-cbou "$root/share/man/man1/motion-sandbox.1" >man.txt 2>/dev/null
grep -q 'motion-sandbox .* A sandbox for Material Motion' man.txt || fail "the man page has no NAME line"
grep -q 'Play an input script against a scene' man.txt || fail "the man page lacks replay"
grep -q "motion-sandbox $version" man.txt || fail "the man page's footer lacks the version"

# bash: the completion function completes a command and an option.
cat >complete.bash <<'BASH'
source "$1"
spec=$(complete -p motion-sandbox)
function=${spec#*-F }
function=${function%% *}
complete_line() {
  COMP_LINE=$1
  COMP_POINT=${#COMP_LINE}
  read -ra COMP_WORDS <<<"$COMP_LINE"
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  "$function" motion-sandbox "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
  printf '%s\n' "${COMPREPLY[@]}"
}
complete_line "motion-sandbox rep"
complete_line "motion-sandbox test --ju"
BASH
bash complete.bash "$root/share/bash-completion/completions/motion-sandbox" >bash.txt
printf 'replay\n--junit\n' | diff - bash.txt || fail "bash completion"
# fish: the same, through fish's own completion of a command line.
fish --no-config -c "source '$root/share/fish/vendor_completions.d/motion-sandbox.fish'
  complete -C'motion-sandbox rep'; complete -C'motion-sandbox test --ju'" | cut -f1 >fish.txt
printf 'replay\n--junit\n' | diff - fish.txt || fail "fish completion"
# zsh: compinit finds the function for the command in the installed folder.
HOME=$PWD zsh -f -c "fpath=('$root/share/zsh/site-functions' \$fpath); autoload -U compinit; compinit -u -d '$PWD/zcompdump'
  print \${_comps[motion-sandbox]}" >zsh.txt
[ "$(cat zsh.txt)" = _motion-sandbox ] || { cat zsh.txt; fail "zsh completion"; }

# Installing again over it, then uninstalling, leaves the tree as it was before the first.
"$repo/scripts/install.sh" install "$PWD/files" "$dest" /usr/local >/dev/null
make -s -C "$repo" uninstall DESTDIR="$dest"
(cd "$dest" && find . | LC_ALL=C sort) | diff before.txt - || fail "uninstall did not restore the tree"
[ "$(cat "$root/share/man/man1/other.1")" = "not ours" ] || fail "uninstall touched another file"
# With nothing installed there, uninstall says so and fails.
if make -s -C "$repo" uninstall DESTDIR="$dest" 2>again.txt; then fail "a second uninstall succeeded"; fi
grep -q 'nothing to remove' again.txt || { cat again.txt; fail "a second uninstall's message"; }
