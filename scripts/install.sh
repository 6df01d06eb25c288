#!/usr/bin/env bash
# Installs the files of scripts/release-files.sh under a prefix, and removes them again.
#
#   install.sh install FILES DESTDIR PREFIX   as `make install`: writes the list of what it put
#                                             there (files, and the folders it had to create) to
#                                             PREFIX/share/motion-sandbox/installed-files
#   install.sh uninstall DESTDIR PREFIX       as `make uninstall`: removes exactly what that list
#                                             names, and the list
#   install.sh stage FILES ROOT PREFIX        the same files for a package (Debian's folder for
#                                             zsh completions, no list: dpkg keeps its own)
#
# The layout under PREFIX (the program finds its assets in share/motion-sandbox beside its bin
# folder, wherever PREFIX is):
#   bin/motion-sandbox
#   share/motion-sandbox/{scenes,scripts,suites/builtin}
#   share/man/man1/motion-sandbox.1
#   share/bash-completion/completions/motion-sandbox
#   share/zsh/site-functions/_motion-sandbox        (a package: share/zsh/vendor-completions)
#   share/fish/vendor_completions.d/motion-sandbox.fish
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
manifest_name=share/motion-sandbox/installed-files

die() {
  echo "install.sh: $*" >&2
  exit 1
}

# Every file shipped, as "MODE SOURCE TARGET" with TARGET relative to PREFIX.
file_list() {
  local files=$1 zsh_dir=$2 source
  echo "755 $files/bin/motion-sandbox bin/motion-sandbox"
  echo "644 $files/man/motion-sandbox.1 share/man/man1/motion-sandbox.1"
  echo "644 $files/completions/motion-sandbox.bash share/bash-completion/completions/motion-sandbox"
  echo "644 $files/completions/motion-sandbox.zsh $zsh_dir/_motion-sandbox"
  echo "644 $files/completions/motion-sandbox.fish share/fish/vendor_completions.d/motion-sandbox.fish"
  for folder in scenes scripts suites/builtin; do
    (cd "$repo/Assets" && find "$folder" \( -type f -o -type l \) | LC_ALL=C sort) | while read -r source; do
      echo "644 $repo/Assets/$source share/motion-sandbox/$source"
    done
  done
}

# Creates the folders above $2 (relative to root $1) that are missing, printing each one made.
make_folders() {
  local root=$1 relative=$2 path="" part
  local IFS=/
  for part in $(dirname "$relative"); do
    [ "$part" = "." ] && continue
    path=${path:+$path/}$part
    if [ ! -d "$root/$path" ]; then
      mkdir -m 755 "$root/$path"
      echo "$path/"
    fi
  done
}

# Copies every file under root $2 with zsh completions in $3; prints what it created.
put_files() {
  local files=$1 root=$2 zsh_dir=$3 mode source target
  [ -x "$files/bin/motion-sandbox" ] || die "$files holds no release build (run make release-files)"
  mkdir -p "$root"
  file_list "$files" "$zsh_dir" | while read -r mode source target; do
    make_folders "$root" "$target"
    if [ -L "$source" ]; then
      rm -f "$root/$target"
      cp -P "$source" "$root/$target"
    else
      install -m "$mode" -T "$source" "$root/$target"
    fi
    echo "$target"
  done
}

case "${1:-}" in
  install)
    [ $# -eq 4 ] || die "usage: install.sh install FILES DESTDIR PREFIX"
    files=$2 root="$3$4"
    [ "${4:0:1}" = / ] || die "PREFIX must be an absolute path, not \"$4\""
    # Folders an earlier install created stay on the list, so uninstall still removes them.
    earlier=()
    if [ -f "$root/$manifest_name" ]; then
      mapfile -t earlier < <(grep '/$' "$root/$manifest_name" || true)
    fi
    created=$(mktemp)
    trap 'rm -f "$created"' EXIT
    put_files "$files" "$root" share/zsh/site-functions >"$created"
    {
      printf '%s\n' "${earlier[@]}" "$manifest_name"
      cat "$created"
    } | grep -v '^$' | LC_ALL=C sort -u >"$root/$manifest_name.new"
    mv "$root/$manifest_name.new" "$root/$manifest_name"
    chmod 644 "$root/$manifest_name"
    echo "installed motion-sandbox $(cat "$files/VERSION") under $root (list: $root/$manifest_name)"
    ;;
  uninstall)
    [ $# -eq 3 ] || die "usage: install.sh uninstall DESTDIR PREFIX"
    root="$2$3"
    list="$root/$manifest_name"
    [ -f "$list" ] || die "nothing to remove: $list does not exist (was motion-sandbox installed with this PREFIX?)"
    mapfile -t entries <"$list"
    for entry in "${entries[@]}"; do
      case "$entry" in
        "" | /* | .. | ../* | */../* | */..) die "$list: refusing the entry \"$entry\"" ;;
        */) ;;
        *) rm -f "$root/$entry" ;;
      esac
    done
    # The folders install created, deepest first, each only if nothing else is in it now.
    printf '%s\n' "${entries[@]}" | grep '/$' | awk '{ print gsub("/", "/"), $0 }' | sort -rn |
      cut -d' ' -f2- | while read -r folder; do
      rmdir "$root/$folder" 2>/dev/null || echo "kept $root/$folder: it holds other files" >&2
    done
    echo "removed motion-sandbox from $root"
    ;;
  stage)
    [ $# -eq 4 ] || die "usage: install.sh stage FILES ROOT PREFIX"
    put_files "$2" "$3$4" share/zsh/vendor-completions >/dev/null
    ;;
  *)
    die "usage: install.sh install FILES DESTDIR PREFIX | uninstall DESTDIR PREFIX | stage FILES ROOT PREFIX"
    ;;
esac
