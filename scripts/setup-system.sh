#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: WordPress core
# (/usr/share/wordpress) and Chromium. Needs root; without it, says what to install.
set -euo pipefail
need=()
[ -f /usr/share/wordpress/wp-includes/version.php ] || need+=(wordpress)
[ -x /usr/bin/chromium ] || need+=(chromium)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "ts2wp tests need these Debian packages: ${need[*]} (run: sudo apt-get install -y ${need[*]}), or set TS2WP_WP_CORE to a WordPress folder." >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
