#!/usr/bin/env bash
# WordPress 7.x beside Debian bookworm's 6.1 (/usr/share/wordpress): the tests run on both
# (docs/decisions.md, "WordPress 7.x for the tests"). Debian's `wordpress` package of the
# `sid` suite, fetched with a private apt configuration (its own sources list, lists and cache
# under the cache folder: the system's sources are never touched, the .deb never installed)
# and unpacked with dpkg-deb -x into
#   ${TS2WP_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ts2wp}/wordpress-7/
# WordPress itself in its usr/share/wordpress: wordpress7Core() in test/helpers/php.ts names the
# same folder, and vitest.wp7.config.ts hands it to its suites as TS2WP_WP_CORE.
# The package links bundled libraries (PHPMailer, getID3, underscore, lodash, …) into other
# Debian packages, which are not installed here. Each dangling link becomes a copy of the
# bookworm package's file of the same path (/usr/share/wordpress, from setup-system.sh), or a
# stub when 6.1 has none; a copy, not a link: the REST harness mounts only the core folder into
# PHP WebAssembly, where a link out of it dangles. What was done is listed in .ts2wp-links.
# No version is pinned: whatever sid holds, as long as it is 7.x. Once unpacked, a rerun
# downloads nothing (delete the folder to fetch sid's current 7.x). Needs no root, only the
# network to deb.debian.org.
set -euo pipefail
home="${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}" # as os.homedir() finds it
cache="${TS2WP_CACHE:-${XDG_CACHE_HOME:-$home/.cache}/ts2wp}"
dest="$cache/wordpress-7"
core="$dest/usr/share/wordpress"
stamp="$dest/.ts2wp-version"

# What this script puts in the tree besides the package: 2 = sid's default theme and sid's
# PHPMailer (below). A cache of another layout is fetched again.
layout=2
if [ -f "$stamp" ] && [ -f "$core/wp-includes/version.php" ] &&
  [ "$(cat "$dest/.ts2wp-layout" 2>/dev/null)" = "$layout" ]; then
  echo "WordPress $(cat "$stamp") (sid) already in $core"
  exit 0
fi

old_core=/usr/share/wordpress
if [ ! -f "$old_core/wp-includes/version.php" ]; then
  echo "setup-wordpress: $old_core is missing (run scripts/setup-system.sh first): its files stand in for the 7.x package's links into other Debian packages." >&2
  exit 1
fi

apt_dir="$cache/apt-sid"
mkdir -p "$apt_dir/etc/apt/sources.list.d" "$apt_dir/etc/apt/preferences.d" "$apt_dir/state/lists/partial" "$apt_dir/cache/archives/partial"
echo 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian sid main' >"$apt_dir/etc/apt/sources.list"
apt_opts=(
  -o "Dir::Etc::sourcelist=$apt_dir/etc/apt/sources.list"
  -o "Dir::Etc::sourceparts=$apt_dir/etc/apt/sources.list.d"
  -o "Dir::Etc::preferences=$apt_dir/etc/apt/preferences"
  -o "Dir::Etc::preferencesparts=$apt_dir/etc/apt/preferences.d"
  -o "Dir::State=$apt_dir/state"
  -o "Dir::State::status=$apt_dir/state/status"
  -o "Dir::Cache=$apt_dir/cache"
  -o "Dir::Cache::pkgcache=" -o "Dir::Cache::srcpkgcache="
  -o "Acquire::Languages=none"
  -o "APT::Get::List-Cleanup=false"
)
# The private status file says nothing is installed: sid's candidates are taken as they are.
: >"$apt_dir/state/status"
# As root, apt fetches as its sandbox user `_apt`, which cannot write into $HOME's cache.
if [ "$(id -u)" = 0 ]; then apt_opts+=(-o "APT::Sandbox::User=root"); fi

echo "setup-wordpress: reading Debian sid's package list (private apt configuration in $apt_dir)"
apt-get "${apt_opts[@]}" update -qq
version="$(apt-cache "${apt_opts[@]}" show --no-all-versions wordpress | sed -n 's/^Version: //p' | head -n1)"
case "$version" in
  7.*) ;;
  *)
    echo "setup-wordpress: Debian sid has wordpress ${version:-(none)}, not 7.x: the tests need WordPress 7.x (docs/decisions.md)." >&2
    exit 1
    ;;
esac
download="$apt_dir/download"
rm -rf "$download" && mkdir -p "$download"
(cd "$download" && apt-get "${apt_opts[@]}" download -qq wordpress)
deb="$(ls "$download"/wordpress_*.deb)"

rm -rf "$dest.tmp" && mkdir -p "$dest.tmp"
dpkg-deb -x "$deb" "$dest.tmp"
tmp_core="$dest.tmp/usr/share/wordpress"
[ -f "$tmp_core/wp-includes/version.php" ] || {
  echo "setup-wordpress: $deb has no usr/share/wordpress/wp-includes/version.php" >&2
  exit 1
}

# Debian ships the themes apart (wordpress-theme-<name>), and the 7.x package's wp-content/themes
# is empty: without a theme every front-end page is blank (e2e/hooks.test.mjs reads one). The
# theme WordPress itself defaults to (WP_DEFAULT_THEME), from sid as well.
theme="$(sed -n "s/.*define( 'WP_DEFAULT_THEME', '\([^']*\)' ).*/\1/p" "$tmp_core/wp-includes/default-constants.php")"
[ -n "$theme" ] || {
  echo "setup-wordpress: no WP_DEFAULT_THEME in $tmp_core/wp-includes/default-constants.php" >&2
  exit 1
}
(cd "$download" && apt-get "${apt_opts[@]}" download -qq "wordpress-theme-$theme")
dpkg-deb -x "$(ls "$download"/wordpress-theme-"$theme"_*.deb)" "$dest.tmp"
[ -f "$tmp_core/wp-content/themes/$theme/style.css" ] || {
  echo "setup-wordpress: Debian's wordpress-theme-$theme has no wp-content/themes/$theme/style.css" >&2
  exit 1
}
echo "$theme" >"$dest.tmp/.ts2wp-theme"

# PHPMailer from sid too: 7.x's WP_PHPMailer (6.8+) redeclares setLanguage() static, and
# bookworm's PHPMailer 6.6 has it non-static, a fatal error at the first wp_mail().
libs="$apt_dir/libs"
(cd "$download" && apt-get "${apt_opts[@]}" download -qq libphp-phpmailer)
dpkg-deb -x "$(ls "$download"/libphp-phpmailer_*.deb)" "$libs"

# Links into other Debian packages that are not here: the bookworm package's file of the same
# path, else (a JavaScript library, a certificate bundle) the system file it names when present,
# else a stub. Absolute links into the unpacked tree itself (/usr/share/wordpress/…) resolve
# against the tree. Every change goes to .ts2wp-links.
links="$dest.tmp/.ts2wp-links"
: >"$links"
while IFS= read -r -d '' link; do
  target="$(readlink "$link")"
  rel="${link#"$tmp_core"/}"
  case "$target" in
    /usr/share/wordpress/*)
      inside="$tmp_core/${target#/usr/share/wordpress/}"
      if [ -e "$inside" ]; then
        ln -sfn "$(realpath --relative-to="$(dirname "$link")" "$inside")" "$link"
        echo "$rel -> $target: relinked inside the 7.x tree" >>"$links"
        continue
      fi
      ;;
  esac
  # Absolute targets resolve on this machine; relative ones inside the tree.
  if [ -e "$link" ] && [ "${target#/}" = "$target" ]; then continue; fi
  if [ -e "$target" ] && [ "${target#/}" != "$target" ]; then
    echo "$rel -> $target: present on this machine, kept" >>"$links"
    continue
  fi
  abs="$(realpath -m "$(dirname "/usr/share/wordpress/$rel")/$target")"
  if [ -e "$libs$abs" ]; then
    rm "$link" && cp -L "$libs$abs" "$link"
    echo "$rel -> $target (missing): copied from sid's package ($abs)" >>"$links"
  elif [ -e "$old_core/$rel" ]; then
    rm "$link" && cp -L "$old_core/$rel" "$link"
    echo "$rel -> $target (missing): copied from the bookworm package ($old_core/$rel)" >>"$links"
  elif [ "${rel%.php}" != "$rel" ]; then
    rm "$link" && printf '<?php\n// ts2wp: a stub for %s (a link to %s, not installed here).\n' "$rel" "$target" >"$link"
    echo "$rel -> $target (missing): PHP stub" >>"$links"
  else
    rm "$link" && : >"$link"
    echo "$rel -> $target (missing): empty file" >>"$links"
  fi
done < <(find "$tmp_core" -type l -print0)

fetched="$(sed -n "s/^\$wp_version = '\([^']*\)'.*/\1/p" "$tmp_core/wp-includes/version.php")"
echo "$fetched" >"$dest.tmp/.ts2wp-version"
echo "$version" >"$dest.tmp/.ts2wp-deb-version"
echo "$layout" >"$dest.tmp/.ts2wp-layout"
rm -rf "$dest" && mv "$dest.tmp" "$dest"
rm -rf "$apt_dir" # sid's lists: a rerun reads the unpacked tree, not them
echo "setup-wordpress: WordPress $fetched (Debian sid's wordpress $version) in $core"
if [ -s "$dest/.ts2wp-links" ]; then
  echo "setup-wordpress: links into other packages ($dest/.ts2wp-links):"
  sed 's/^/  /' "$dest/.ts2wp-links"
fi
