// A real WordPress on this machine, behind real web servers: the live server matrix
// (e2e/servers.test.mjs), the request benchmark (bench/) and the load test (load/).
// Debian's MariaDB (a private data folder, a unix socket, no TCP) holds one site; the
// same WordPress folder is served at once by any of
//   nginx      nginx + php-fpm, `try_files $uri $uri/ /index.php?$args;` (WordPress's nginx guide)
//   apache     Apache 2.4 + mod_php (prefork), WordPress's own .htaccess (mod_rewrite, AllowOverride All)
//   apache-nodecode  the same with `AllowEncodedSlashes NoDecode` (docs/decisions.md, Hosting)
//   php-s      `php -S` with no router (it hands WordPress PATH_INFO, as `wp server` does)
//   php-s-router  `php -S` with e2e/php-s-router.php, which clears PATH_INFO
// each on its own 127.0.0.1 port, all started from a temporary folder (config, sockets, pid
// files and logs there) and stopped by stop(). WordPress core is copied from Debian's
// `wordpress` package and installed with wp_install() from a small PHP script (no wp-cli,
// no network); its home URL follows the Host header, so every server serves the same site.
// The Debian packages come from the setup command (`npm run setup`, scripts/setup-system.sh).
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The set-up's long steps run as asynchronous children, so a test worker keeps answering the
// vitest runner meanwhile (test/helpers/event-loop-setup.ts): under load one site's set-up held it
// 24 s at once.
const execFileAsync = promisify(execFile);

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function which(candidates) {
  for (const c of candidates) {
    if (c.includes('*')) {
      const dir = path.dirname(c);
      const re = new RegExp(`^${path.basename(c).replace(/[.]/g, '\\.').replace('*', '.*')}$`);
      const found = fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => re.test(f))
            .sort()
            .reverse()
        : [];
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
    apache: which(['/usr/sbin/apache2']),
    modPhp: which(['/usr/lib/apache2/modules/libphp*.so']),
    mariadbd: which(['/usr/sbin/mariadbd', '/usr/sbin/mysqld']),
    installDb: which(['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db']),
    client: which(['/usr/bin/mariadb', '/usr/bin/mysql']),
    php: which(['/usr/bin/php']),
    // TS2WP_WP_CORE when set (never silently Debian's 6.1 instead: vitest.wp7.config.ts sets
    // it to WordPress 7.x), else Debian's package.
    wordpress: fs.existsSync(path.join(process.env.TS2WP_WP_CORE || '/usr/share/wordpress', 'wp-includes'))
      ? process.env.TS2WP_WP_CORE || '/usr/share/wordpress'
      : undefined,
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
 * The servers' programs, or an Error naming what is missing and the setup command that
 * installs it (scripts/setup-system.sh holds the one list of Debian packages).
 */
export function ensureSystemPackages() {
  const t = tools();
  const missing = Object.entries(t)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (!t.wordpress && process.env.TS2WP_WP_CORE) {
    throw new Error(
      `TS2WP_WP_CORE=${process.env.TS2WP_WP_CORE} is not a WordPress folder: run the setup command (\`npm run setup\`; WordPress 7.x comes from scripts/setup-wordpress.sh).`,
    );
  }
  if (missing.length) {
    throw new Error(
      `a native WordPress needs ${missing.join(', ')}: run the setup command (\`npm run setup\`, as root) first.`,
    );
  }
  return t;
}

export function freePort() {
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

const tail = (file) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '(no log)';

/** The servers startWordPress() can put in front of the site (see the top of this file). */
/** The administrator wp_install() creates. */
const ADMIN_USER = 'admin';
const ADMIN_PASSWORD = 'native-password';

export const SERVERS = ['nginx', 'apache', 'apache-nodecode', 'php-s', 'php-s-router'];

/**
 * Starts MariaDB and the given web servers and installs WordPress with the given plugin
 * folders (copied into wp-content/plugins and activated) and mu-plugins (name → PHP
 * source), pretty permalinks on. `workers` php-fpm workers serve nginx's requests in
 * parallel. Returns { url (the first server's), urls: { server: url }, dir, stop(),
 * adminUser, adminPassword, stopAndReport(), query(sql), version, logs() }; stop() ends every server and removes the folder.
 * Options a suite may set (the defaults leave the other suites' sites as they were):
 * `phpIni`, ini name → value for php-fpm's pool (`php_admin_value`; memory_limit is 256M
 * unless given; e.g. `{ memory_limit: '128M', max_execution_time: '30' }` for a typical
 * host); `defines`, constant name → value for wp-config.php (WP_DEBUG, false unless given;
 * e.g. WP_DEBUG_DISPLAY, WP_ENVIRONMENT_TYPE); `nginxBodyLimit`, nginx's
 * client_max_body_size (nginx's own 1m unless given).
 */
export async function startWordPress({
  plugins,
  muPlugins = {},
  log,
  workers = 2,
  servers = ['nginx'],
  phpIni = {},
  defines = {},
  nginxBodyLimit,
}) {
  const t = ensureSystemPackages();
  const root = isRoot();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-native-wp-'));
  fs.chmodSync(dir, 0o755); // The web servers' workers read from it.
  const children = [];
  // Each server is the leader of its own process group: the whole group is signalled, since
  // `php -S` with PHP_CLI_SERVER_WORKERS leaves its forked workers running when only the
  // leader gets SIGTERM.
  const signalGroup = (child, signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(child, 'SIGTERM');
        await Promise.race([new Promise((r) => child.once('exit', r)), new Promise((r) => setTimeout(r, 10_000))]);
      }
      signalGroup(child, 'SIGKILL'); // what is left of the group: workers that outlived their leader
    }
    children.length = 0;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // detached: a process group of its own (Apache's prefork MPM signals its whole group on shutdown).
  const start = (cmd, args, logName, env) => {
    const out = fs.openSync(path.join(dir, logName), 'a');
    const child = spawn(cmd, args, {
      stdio: ['ignore', out, out],
      env: env ? { ...process.env, ...env } : process.env,
      detached: true,
    });
    children.push(child);
    return child;
  };
  const answers = (url) =>
    fetch(`${url}/wp-json/`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
  const started = async (child, url, what, logs) => {
    await waitFor(async () => child.exitCode !== null || (await answers(url)), what);
    if (child.exitCode !== null)
      throw new Error(`${what} exited:\n${logs.map((f) => tail(path.join(dir, f))).join('\n')}`);
  };
  try {
    const data = path.join(dir, 'mysql');
    const sock = path.join(dir, 'mysql.sock');
    const user = root ? ['--user=root'] : [];
    // Its own temp folder: two bootstraps at once in /tmp can collide on a temp table's name.
    const tmp = path.join(dir, 'mysql-tmp');
    fs.mkdirSync(tmp);
    await execFileAsync(t.installDb, [
      '--no-defaults',
      `--datadir=${data}`,
      `--tmpdir=${tmp}`,
      '--auth-root-authentication-method=socket',
      '--skip-test-db',
      ...user,
    ]);
    const db = start(
      t.mariadbd,
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--tmpdir=${tmp}`,
        `--socket=${sock}`,
        '--skip-networking',
        `--pid-file=${path.join(dir, 'mysql.pid')}`,
        '--innodb-buffer-pool-size=64M',
        '--innodb-log-file-size=16M',
        '--skip-log-bin',
        ...user,
      ],
      'mysql.log',
    );
    await waitFor(() => fs.existsSync(sock) || db.exitCode !== null, 'MariaDB');
    if (db.exitCode !== null) throw new Error(`MariaDB exited:\n${tail(path.join(dir, 'mysql.log'))}`);
    await execFileAsync(t.client, [
      '--no-defaults',
      '-S',
      sock,
      '-u',
      process.env.USER && !root ? process.env.USER : 'root',
      '-e',
      "CREATE DATABASE wp; CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'localhost';",
    ]);

    // WordPress: a copy of the Debian package (symlinks resolved), our own wp-config.php.
    const ports = Object.fromEntries(await Promise.all(servers.map(async (name) => [name, await freePort()])));
    const urls = Object.fromEntries(servers.map((name) => [name, `http://127.0.0.1:${ports[name]}`]));
    const wp = path.join(dir, 'wordpress');
    await fs.promises.cp(t.wordpress, wp, {
      recursive: true,
      dereference: true,
      filter: (src) => path.basename(src) !== '.htaccess' && fs.existsSync(src),
    });
    fs.rmSync(path.join(wp, 'wp-config.php'), { force: true });
    for (const sub of ['plugins', 'mu-plugins', 'uploads'])
      fs.mkdirSync(path.join(wp, 'wp-content', sub), { recursive: true });
    fs.writeFileSync(
      path.join(wp, 'wp-config.php'),
      `<?php
define( 'DB_NAME', 'wp' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', 'localhost:${sock}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
// One site behind several servers: its URL is the one the request came to. Debian's nginx
// passes HTTP_HOST as $host, without the port, so the port is added back from SERVER_PORT.
$ts2wp_host = isset( $_SERVER['HTTP_HOST'] ) ? $_SERVER['HTTP_HOST'] : '127.0.0.1';
if ( false === strpos( $ts2wp_host, ':' ) && isset( $_SERVER['SERVER_PORT'] ) && '80' !== (string) $_SERVER['SERVER_PORT'] ) {
	$ts2wp_host .= ':' . $_SERVER['SERVER_PORT'];
	$_SERVER['HTTP_HOST'] = $ts2wp_host; // what redirect_canonical() compares with the home URL
}
define( 'WP_HOME', 'http://' . $ts2wp_host );
define( 'WP_SITEURL', 'http://' . $ts2wp_host );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
${Object.entries({ WP_DEBUG: false, ...defines })
  .map(([k, v]) => `define( '${k}', ${JSON.stringify(v)} );`)
  .join('\n')}
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((k) => `define( '${k}', 'ts2wp-native-${k}' );`).join('\n')}
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
    );
    const active = [];
    for (const plugin of plugins) {
      const name = path.basename(plugin);
      await fs.promises.cp(plugin, path.join(wp, 'wp-content', 'plugins', name), { recursive: true });
      active.push(`${name}/${name}.php`);
    }
    for (const [name, source] of Object.entries(muPlugins))
      fs.writeFileSync(path.join(wp, 'wp-content', 'mu-plugins', name), source);
    const install = path.join(dir, 'install.php');
    fs.writeFileSync(
      install,
      `<?php
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require ${JSON.stringify(path.join(wp, 'wp-load.php'))};
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
// No e-mail, and no loopback request to test pretty permalinks (they are set below).
function wp_new_blog_notification() {}
add_filter( 'pre_option_permalink_structure', function () { return '/%postname%/'; } );
$result = wp_install( 'ts2wp native', '${ADMIN_USER}', 'admin@example.invalid', false, '', '${ADMIN_PASSWORD}' );
remove_all_filters( 'pre_option_permalink_structure' );
$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
update_option( 'active_plugins', ${`array( ${active.map((a) => `'${a}'`).join(', ')} )`} );
flush_rewrite_rules( false );
// The .htaccess WordPress writes on Apache (save_mod_rewrite_rules() checks for mod_rewrite,
// which the command line does not have).
insert_with_markers( ABSPATH . '.htaccess', 'WordPress', explode( "\\n", $GLOBALS['wp_rewrite']->mod_rewrite_rules() ) );
echo is_array( $result ) ? 'installed' : 'failed';
`,
    );
    const installed = (await execFileAsync(t.php, [install], { encoding: 'utf8', cwd: wp, maxBuffer: 64 << 20 }))
      .stdout;
    if (!installed.endsWith('installed')) throw new Error(`wp_install failed: ${installed.slice(-2000)}`);

    for (const name of servers) {
      const url = urls[name];
      const port = ports[name];
      if (name === 'nginx') {
        // php-fpm: one static pool of `workers` on a unix socket, PHP's own config (opcache on).
        const fpmSock = path.join(dir, 'fpm.sock');
        fs.writeFileSync(
          path.join(dir, 'fpm.conf'),
          `[global]
pid = ${path.join(dir, 'fpm.pid')}
error_log = ${path.join(dir, 'fpm.log')}
daemonize = no

[native]
listen = ${fpmSock}
listen.mode = 0666
pm = static
pm.max_children = ${workers}
catch_workers_output = yes
php_admin_value[error_log] = ${path.join(dir, 'php-errors.log')}
${Object.entries({ memory_limit: '256M', ...phpIni })
  .map(([k, v]) => `php_admin_value[${k}] = ${v}`)
  .join('\n')}
`,
        );
        const fpm = start(
          t.fpm,
          ['--nodaemonize', ...(root ? ['--allow-to-run-as-root'] : []), '--fpm-config', path.join(dir, 'fpm.conf')],
          'fpm.out',
        );
        await waitFor(() => fs.existsSync(fpmSock) || fpm.exitCode !== null, 'php-fpm');
        if (fpm.exitCode !== null)
          throw new Error(`php-fpm exited:\n${tail(path.join(dir, 'fpm.out'))}\n${tail(path.join(dir, 'fpm.log'))}`);
        fs.mkdirSync(path.join(dir, 'nginx'), { recursive: true });
        fs.writeFileSync(
          path.join(dir, 'nginx.conf'),
          `${root ? 'user root;\n' : ''}daemon off;
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
${nginxBodyLimit ? `  client_max_body_size ${nginxBodyLimit};\n` : ''}  server {
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
`,
        );
        const nginx = start(
          t.nginx,
          ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')],
          'nginx.out',
        );
        await started(nginx, url, 'nginx and WordPress', ['nginx.out', 'nginx-error.log', 'php-errors.log']);
      } else if (name === 'apache' || name === 'apache-nodecode') {
        // One Apache for both: a virtual host each. mod_php needs the prefork MPM; its
        // workers run as www-data (Apache refuses root), so the folder is theirs to read.
        if (children.some((c) => c.ts2wpApache)) continue;
        const hosts = servers.filter((s) => s === 'apache' || s === 'apache-nodecode');
        const mods = path.dirname(t.modPhp);
        fs.mkdirSync(path.join(dir, 'apache-run'), { recursive: true });
        fs.writeFileSync(
          path.join(dir, 'apache.conf'),
          `ServerRoot ${dir}
ServerName 127.0.0.1
PidFile ${dir}/apache.pid
DefaultRuntimeDir ${dir}/apache-run
ErrorLog ${dir}/apache-error.log
LogLevel warn
${root ? 'User www-data\nGroup www-data\n' : ''}LoadModule mpm_prefork_module ${mods}/mod_mpm_prefork.so
LoadModule authz_core_module ${mods}/mod_authz_core.so
LoadModule dir_module ${mods}/mod_dir.so
LoadModule mime_module ${mods}/mod_mime.so
LoadModule rewrite_module ${mods}/mod_rewrite.so
LoadModule php_module ${t.modPhp}
TypesConfig /etc/mime.types
StartServers 2
MinSpareServers 2
MaxSpareServers 4
MaxRequestWorkers 8
DirectoryIndex index.php index.html
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
${hosts
  .map(
    (h) => `Listen 127.0.0.1:${ports[h]}
<VirtualHost 127.0.0.1:${ports[h]}>
  DocumentRoot ${wp}
${h === 'apache-nodecode' ? '  AllowEncodedSlashes NoDecode\n' : ''}  <Directory ${wp}>
    AllowOverride All
    Require all granted
  </Directory>
  php_admin_value error_log ${dir}/php-errors.log
</VirtualHost>`,
  )
  .join('\n')}
`,
        );
        if (root) await execFileAsync('chown', ['-R', 'www-data:www-data', path.join(wp, 'wp-content')]);
        const apache = start(t.apache, ['-f', path.join(dir, 'apache.conf'), '-DFOREGROUND'], 'apache.out');
        apache.ts2wpApache = true;
        for (const h of hosts)
          await started(apache, urls[h], `Apache (${h})`, ['apache.out', 'apache-error.log', 'php-errors.log']);
      } else if (name === 'php-s' || name === 'php-s-router') {
        const router =
          name === 'php-s-router'
            ? [path.join(path.dirname(new URL(import.meta.url).pathname), 'php-s-router.php')]
            : [];
        const server = start(
          t.php,
          ['-d', `error_log=${path.join(dir, 'php-errors.log')}`, '-S', `127.0.0.1:${port}`, '-t', wp, ...router],
          `${name}.log`,
          { PHP_CLI_SERVER_WORKERS: '2' },
        );
        await started(server, url, `php -S (${name})`, [`${name}.log`, 'php-errors.log']);
      } else {
        throw new Error(`unknown server ${name} (one of ${SERVERS.join(', ')})`);
      }
    }
    const version = readWpVersion(wp);
    log(`WordPress ${version} on ${servers.map((s) => `${s} ${urls[s]}`).join(', ')} (MariaDB; ${dir})`);
    /** Runs SQL in the site's database (MariaDB's client, tab-separated output). */
    const query = (sql) =>
      execFileSync(t.client, ['--no-defaults', '-S', sock, '-u', 'wp', '-pwp', '-N', '-B', 'wp', '-e', sql], {
        encoding: 'utf8',
      });
    const logs = () =>
      ['php-errors.log', 'fpm.log', 'nginx-error.log', 'apache-error.log']
        .filter((f) => fs.existsSync(path.join(dir, f)))
        .map((f) => `${f}:\n${tail(path.join(dir, f))}`)
        .join('\n');
    /** stop(), after printing the PHP errors the servers logged, if any. */
    const stopAndReport = async () => {
      const errors = logs();
      if (/PHP (Fatal|Warning|Notice)/.test(errors)) console.log(errors);
      await stop();
    };
    return {
      url: urls[servers[0]],
      urls,
      dir,
      adminUser: ADMIN_USER,
      adminPassword: ADMIN_PASSWORD,
      stop,
      stopAndReport,
      query,
      version,
      logs,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readWpVersion(wp) {
  const m = /\$wp_version = '([^']+)'/.exec(fs.readFileSync(path.join(wp, 'wp-includes', 'version.php'), 'utf8'));
  return m ? m[1] : '?';
}
