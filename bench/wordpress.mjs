// A real WordPress for the request benchmark and the load test (load/), on this machine only: Debian's MariaDB,
// php-fpm and nginx, started from a temporary folder (their own config, sockets, pid
// files and logs there; MariaDB without networking; nginx on 127.0.0.1 only) and stopped
// by stop(). WordPress core is copied from Debian's `wordpress` package and installed
// with wp_install() from a small PHP script (no wp-cli, no network).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PACKAGES = ['php-fpm', 'php-mysql', 'mariadb-server', 'nginx', 'wordpress', 'time'];
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function which(candidates) {
  for (const c of candidates) {
    if (c.includes('*')) {
      const dir = path.dirname(c);
      const re = new RegExp(`^${path.basename(c).replace(/[.]/g, '\\.').replace('*', '.*')}$`);
      const found = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => re.test(f)).sort().reverse() : [];
      if (found.length) return path.join(dir, found[0]);
    } else if (fs.existsSync(c)) {
      return c;
    }
  }
  return undefined;
}

function tools() {
  return {
    fpm: which(['/usr/sbin/php-fpm*']),
    nginx: which(['/usr/sbin/nginx']),
    mariadbd: which(['/usr/sbin/mariadbd', '/usr/sbin/mysqld']),
    installDb: which(['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db']),
    client: which(['/usr/bin/mariadb', '/usr/bin/mysql']),
    php: which(['/usr/bin/php']),
    wordpress: process.env.TS2WP_WP_CORE && fs.existsSync(path.join(process.env.TS2WP_WP_CORE, 'wp-includes')) ? process.env.TS2WP_WP_CORE
      : fs.existsSync('/usr/share/wordpress/wp-includes') ? '/usr/share/wordpress' : undefined,
    mysqli: (() => {
      try {
        return execFileSync('php', ['-r', 'echo extension_loaded("mysqli") ? 1 : 0;'], { encoding: 'utf8' }) === '1';
      } catch {
        return false;
      }
    })(),
  };
}

/**
 * Makes sure the servers are installed: as root with apt-get (no service is started:
 * policy-rc.d says no for the length of the install), else a message naming the packages.
 * Returns the tools, or throws an Error whose message says what to do.
 */
export function ensureSystemPackages(log) {
  let t = tools();
  const missing = () => Object.entries(t).filter(([, v]) => !v).map(([k]) => k);
  if (!missing().length) return t;
  if (!isRoot() || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(`a native WordPress (request benchmark, load test) needs ${missing().join(', ')}: as root, run\n  apt-get update && apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}\nthen run again (\`npm run bench -- --no-run\` measures the build side without it).`);
  }
  log(`installing ${PACKAGES.join(' ')} with apt-get (missing: ${missing().join(', ')})`);
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES], { stdio: ['ignore', 'ignore', 'inherit'], env });
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
  t = tools();
  if (missing().length) throw new Error(`still missing after apt-get install: ${missing().join(', ')}`);
  return t;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const tail = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '(no log)');

/**
 * Starts MariaDB, php-fpm and nginx and installs WordPress with the given plugin folders
 * (copied into wp-content/plugins and activated) and mu-plugins (name → PHP source).
 * `workers` php-fpm workers serve requests in parallel. Returns { url, dir, stop(), query(sql) };
 * stop() ends the three servers and removes the folder.
 */
export async function startWordPress({ plugins, muPlugins = {}, log, workers = 2 }) {
  const t = tools();
  const root = isRoot();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-bench-wp-'));
  fs.chmodSync(dir, 0o755); // nginx and php-fpm workers read from it.
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await Promise.race([new Promise((r) => child.once('exit', r)), new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    }
    children.length = 0;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const start = (cmd, args, logName) => {
    const out = fs.openSync(path.join(dir, logName), 'a');
    const child = spawn(cmd, args, { stdio: ['ignore', out, out] });
    children.push(child);
    return child;
  };
  try {
    // MariaDB: a private data folder, a unix socket, no TCP.
    const data = path.join(dir, 'mysql');
    const sock = path.join(dir, 'mysql.sock');
    const user = root ? ['--user=root'] : [];
    execFileSync(t.installDb, ['--no-defaults', `--datadir=${data}`, '--auth-root-authentication-method=socket', '--skip-test-db', ...user],
      { stdio: ['ignore', 'ignore', 'pipe'] });
    const db = start(t.mariadbd, ['--no-defaults', `--datadir=${data}`, `--socket=${sock}`, '--skip-networking', `--pid-file=${path.join(dir, 'mysql.pid')}`,
      '--innodb-buffer-pool-size=64M', '--innodb-log-file-size=16M', '--skip-log-bin', ...user], 'mysql.log');
    await waitFor(() => fs.existsSync(sock) || db.exitCode !== null, 'MariaDB');
    if (db.exitCode !== null) throw new Error(`MariaDB exited:\n${tail(path.join(dir, 'mysql.log'))}`);
    execFileSync(t.client, ['--no-defaults', '-S', sock, '-u', process.env.USER && !root ? process.env.USER : 'root', '-e',
      "CREATE DATABASE wp; CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'localhost';"]);

    // WordPress: a copy of the Debian package (symlinks resolved), our own wp-config.php.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const wp = path.join(dir, 'wordpress');
    fs.cpSync(t.wordpress, wp, { recursive: true, dereference: true, filter: (src) => path.basename(src) !== '.htaccess' && fs.existsSync(src) });
    fs.rmSync(path.join(wp, 'wp-config.php'), { force: true });
    for (const sub of ['plugins', 'mu-plugins', 'uploads']) fs.mkdirSync(path.join(wp, 'wp-content', sub), { recursive: true });
    fs.writeFileSync(path.join(wp, 'wp-config.php'), `<?php
define( 'DB_NAME', 'wp' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', 'localhost:${sock}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
define( 'WP_DEBUG', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((k) => `define( '${k}', 'ts2wp-bench-${k}' );`).join('\n')}
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`);
    const active = [];
    for (const plugin of plugins) {
      const name = path.basename(plugin);
      fs.cpSync(plugin, path.join(wp, 'wp-content', 'plugins', name), { recursive: true });
      active.push(`${name}/${name}.php`);
    }
    for (const [name, source] of Object.entries(muPlugins)) fs.writeFileSync(path.join(wp, 'wp-content', 'mu-plugins', name), source);
    const install = path.join(dir, 'install.php');
    fs.writeFileSync(install, `<?php
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
require ${JSON.stringify(path.join(wp, 'wp-load.php'))};
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
// No e-mail, and no loopback request to test pretty permalinks (they are set below).
function wp_new_blog_notification() {}
add_filter( 'pre_option_permalink_structure', function () { return '/%postname%/'; } );
$result = wp_install( 'ts2wp bench', 'admin', 'admin@example.invalid', false, '', 'bench-password' );
remove_all_filters( 'pre_option_permalink_structure' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'active_plugins', ${`array( ${active.map((a) => `'${a}'`).join(', ')} )`} );
flush_rewrite_rules( false );
echo is_array( $result ) ? 'installed' : 'failed';
`);
    const installed = execFileSync(t.php, [install], { encoding: 'utf8', cwd: wp });
    if (!installed.endsWith('installed')) throw new Error(`wp_install failed: ${installed.slice(-2000)}`);

    // php-fpm: one static pool of `workers` (default 2) on a unix socket, PHP's own config (opcache on).
    const fpmSock = path.join(dir, 'fpm.sock');
    fs.writeFileSync(path.join(dir, 'fpm.conf'), `[global]
pid = ${path.join(dir, 'fpm.pid')}
error_log = ${path.join(dir, 'fpm.log')}
daemonize = no

[bench]
listen = ${fpmSock}
listen.mode = 0666
pm = static
pm.max_children = ${workers}
catch_workers_output = yes
php_admin_value[error_log] = ${path.join(dir, 'php-errors.log')}
php_admin_value[memory_limit] = 256M
`);
    const fpm = start(t.fpm, ['--nodaemonize', ...(root ? ['--allow-to-run-as-root'] : []), '--fpm-config', path.join(dir, 'fpm.conf')], 'fpm.out');
    await waitFor(() => fs.existsSync(fpmSock) || fpm.exitCode !== null, 'php-fpm');
    if (fpm.exitCode !== null) throw new Error(`php-fpm exited:\n${tail(path.join(dir, 'fpm.out'))}\n${tail(path.join(dir, 'fpm.log'))}`);

    // nginx: 127.0.0.1 only, pretty permalinks to index.php.
    fs.mkdirSync(path.join(dir, 'nginx'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'nginx.conf'), `${root ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx/body;
  fastcgi_temp_path ${dir}/nginx/fastcgi;
  proxy_temp_path ${dir}/nginx/proxy;
  uwsgi_temp_path ${dir}/nginx/uwsgi;
  scgi_temp_path ${dir}/nginx/scgi;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${wp};
    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_pass unix:${fpmSock};
    }
  }
}
`);
    const nginx = start(t.nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')], 'nginx.out');
    await waitFor(async () => nginx.exitCode !== null || (await fetch(`${url}/wp-json/`).then((r) => r.ok, () => false)), 'nginx and WordPress');
    if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${tail(path.join(dir, 'nginx.out'))}\n${tail(path.join(dir, 'nginx-error.log'))}`);
    log(`WordPress ${readWpVersion(wp)} on ${url} (MariaDB, ${path.basename(t.fpm)}, nginx; ${dir})`);
    /** Runs SQL in the site's database (MariaDB's client, tab-separated output). */
    const query = (sql) => execFileSync(t.client, ['--no-defaults', '-S', sock, '-u', 'wp', '-pwp', '-N', '-B', 'wp', '-e', sql], { encoding: 'utf8' });
    return { url, dir, stop, query, version: readWpVersion(wp), logs: () => ['php-errors.log', 'fpm.log', 'nginx-error.log'].map((f) => `${f}:\n${tail(path.join(dir, f))}`).join('\n') };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readWpVersion(wp) {
  const m = /\$wp_version = '([^']+)'/.exec(fs.readFileSync(path.join(wp, 'wp-includes', 'version.php'), 'utf8'));
  return m ? m[1] : '?';
}
