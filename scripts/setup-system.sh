#!/usr/bin/env bash
# The one list of Debian packages the tests use, installed when missing:
#   wordpress            WordPress core (/usr/share/wordpress): the REST harness, every live site
#   wordpress-theme-twentytwentythree
#                        the default theme of WordPress 6.1 (the core package ships none): the
#                        live sites render pages through it (e2e/hooks.test.mjs)
#   chromium             the wp-admin browser tests
#   mariadb-server, php-cli, php-mysql, php-fpm, nginx, apache2, libapache2-mod-php
#                        the native WordPress behind real web servers (e2e/native.mjs): the
#                        live server matrix, the load test, the request benchmark
#   php-xml, php-mbstring  PHP_CodeSniffer (../shared/phpcs) for the coding-standard checks
#   time                 the benchmark's memory figures
# WordPress 7.x, the second core the tests run, is not installed: scripts/setup-wordpress.sh
# (next in `npm run setup`) unpacks Debian sid's package into a cache folder.
# Needs root; without it, says what to install. No service is started (policy-rc.d says
# no for the length of the install): the tests start their own servers on loopback.
set -euo pipefail
packages=(wordpress wordpress-theme-twentytwentythree chromium mariadb-server php-cli php-mysql php-xml php-mbstring php-fpm nginx apache2 libapache2-mod-php time)
need=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || need+=("$p")
done
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "ts2wp tests need these Debian packages: ${need[*]} (run: sudo apt-get install -y --no-install-recommends ${need[*]})." >&2
  exit 1
fi
policy=/usr/sbin/policy-rc.d
own_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && own_policy=1
fi
trap '[ "$own_policy" = 1 ] && rm -f "$policy"' EXIT
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
