// Boots a throw-away, fully offline WordPress for end-to-end tests.
//
// Runtime: `wp-env start --runtime=playground` (@wordpress/env 11): WordPress
// Playground (PHP compiled to wasm, SQLite via the sqlite-database-integration
// plugin bundled in @wp-playground/cli), no Docker, no network.
//
// Everything lives in temp dirs that stop() deletes:
//   - a copy of WordPress core (scripts/wordpress/core.mjs), mounted at /wordpress
//   - a generated .wp-env.json
//   - a private WP_ENV_HOME (wp-env's cache/work dir), so nothing touches ~/.wp-env
//
// Workarounds (see comments below): the offline "latest WordPress version"
// cache, Playground's auto-login (wp-env always passes --login), wp-env
// returning before Playground has run its blueprint (plugin activation), and
// Playground's "first request is a 302" quirk.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { prepareWordPressCore } from '../scripts/wordpress/core.mjs';

const require = createRequire(import.meta.url);
const WP_ENV_BIN = join(dirname(require.resolve('@wordpress/env/package.json')), 'bin', 'wp-env');

/** wp-env's default credentials (its blueprint's `login` step creates them). */
export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = 'password';

// mu-plugin dropped into every site (test-environment tweaks):
// 1. Playground's --login (wp-env always passes it) defines
//    PLAYGROUND_AUTO_LOGIN_AS_USER and hooks `playground_auto_login` on init@1:
//    any request without the `playground_auto_login_already_happened` cookie
//    gets a 302 that logs it in as admin (even /wp-json/..., REST_REQUEST is
//    only defined after init). Unhooking it makes anonymous requests really
//    anonymous; browsers log in through wp-login.php like on a real site.
// 2. wp-admin pages run a "can the server gzip scripts?" AJAX test on every
//    page until it has completed once. Playground has a single PHP worker on a
//    2-CPU machine, so that AJAX call (and static files queued behind it) adds
//    seconds to each page; pretend the test already ran.
// 3. `/?ts2wp-e2e-status=1` answers {active_plugins: [...]} (checked at boot).
const TEST_SITE_MU_PLUGIN = `<?php
/* ts2wp e2e: test-environment tweaks, see e2e/wordpress.mjs. */
add_action( 'init', function () {
	remove_action( 'init', 'playground_auto_login', 1 );
}, 0 );
add_filter( 'pre_site_option_can_compress_scripts', '__return_zero' );
if ( isset( $_GET['ts2wp-e2e-status'] ) ) {
	add_action( 'init', function () {
		wp_send_json( array( 'active_plugins' => get_option( 'active_plugins' ) ) );
	}, 0 );
}
`;

/** Asks the OS for a free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Runs the wp-env CLI; resolves with its output, rejects on non-zero exit. */
function wpEnv(args, { cwd, env, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WP_ENV_BIN, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d) => {
      out += d;
      for (const line of String(d).split('\n')) if (line.trim()) log(`[wp-env] ${line.trim()}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`wp-env ${args.join(' ')} exited with ${code}:\n${out}`)),
    );
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills the Playground process group (wp-env spawns it detached, as group leader). */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

/**
 * wp-env starts Playground detached, so it would outlive a test process that
 * crashes or is SIGKILLed before stop(). This tiny detached watchdog then kills
 * the Playground process group and deletes our temp dirs; it exits by itself
 * once the group is gone. stop() kills it first.
 */
function spawnWatchdog(pid, dirs) {
  const code = `
    const [parent, group, ...dirs] = process.argv.slice(1);
    const alive = (p) => { try { process.kill(p, 0); return true; } catch { return false; } };
    const timer = setInterval(() => {
      if (!alive(+group)) process.exit(0);
      if (alive(+parent)) return;
      clearInterval(timer);
      try { process.kill(-group, 'SIGKILL'); } catch {}
      setTimeout(() => {
        for (const d of dirs) require('fs').rmSync(d, { recursive: true, force: true });
        process.exit(0);
      }, 500);
    }, 500);`;
  const args = ['-e', code, String(process.pid), String(pid), ...(process.env.TS2WP_KEEP_WP ? [] : dirs)];
  const child = spawn(process.execPath, args, { detached: true, stdio: 'ignore' });
  child.unref();
  return child;
}

/**
 * Starts WordPress with the given plugin folders mounted and active.
 *
 * @param {object} opts
 * @param {string[]} [opts.plugins]     absolute plugin directories (mounted, then activated)
 * @param {string[]} [opts.muPlugins]   PHP files copied into wp-content/mu-plugins
 * @param {number}   [opts.port]        HTTP port (default: a free one)
 * @param {string}   [opts.phpVersion]  Playground PHP version (default '8.2')
 * @param {Record<string, string|number|boolean>} [opts.config] extra wp-config constants
 * @param {(s: string) => void} [opts.log]
 * Set TS2WP_KEEP_WP=1 to keep the temp dirs (core copy with wp-content/debug.log,
 * wp-env work dir with playground.log) after stop() for debugging.
 * @returns {Promise<{url: string, adminUser: string, adminPassword: string,
 *   coreDir: string, logFile: string, stop: () => Promise<void>}>}
 *   `url` has no trailing slash; REST is at `${url}/wp-json/...` (pretty permalinks).
 *   `coreDir` is the mounted WordPress (its wp-content/debug.log has PHP notices).
 */
export async function startWordPress({
  plugins = [],
  muPlugins = [],
  port,
  phpVersion = '8.2',
  config = {},
  log = () => {},
} = {}) {
  for (const p of [...plugins, ...muPlugins]) {
    if (!isAbsolute(p) || !existsSync(p)) throw new Error(`startWordPress: not an absolute existing path: ${p}`);
  }
  const names = plugins.map((p) => basename(p));
  if (new Set(names).size !== names.length) throw new Error(`startWordPress: plugin folder names must be unique: ${names}`);
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();

  const tmpDirs = [];
  let pid;
  let watchdog;
  let stopped = false;
  // Safety net for a normal exit without stop(); spawnWatchdog() covers crashes.
  const onExit = () => pid && killGroup(pid, 'SIGKILL');
  process.once('exit', onExit);

  const cleanup = async () => {
    process.removeListener('exit', onExit);
    if (watchdog) killGroup(watchdog.pid, 'SIGKILL');
    if (process.env.TS2WP_KEEP_WP) log(`TS2WP_KEEP_WP: keeping ${tmpDirs.join(' ')}`);
    else await Promise.all(tmpDirs.map((d) => rm(d, { recursive: true, force: true })));
  };

  try {
    const coreDir = await prepareWordPressCore({ log });
    tmpDirs.push(coreDir);

    // mu-plugins: plain copies into the (throw-away) core.
    const muDir = join(coreDir, 'wp-content', 'mu-plugins');
    await mkdir(muDir, { recursive: true });
    await writeFile(join(muDir, '000-ts2wp-e2e.php'), TEST_SITE_MU_PLUGIN);
    for (const file of muPlugins) await copyFile(file, join(muDir, basename(file)));

    const projectDir = await mkdtemp(join(tmpdir(), 'ts2wp-wp-env-'));
    tmpDirs.push(projectDir);
    const wpEnvHome = join(projectDir, 'wp-env-home');

    const wpEnvConfig = {
      core: coreDir,
      plugins,
      port,
      phpVersion,
      testsEnvironment: false,
      config: {
        // wp-env defaults these to http://localhost:<port>; we serve 127.0.0.1.
        WP_HOME: url,
        WP_SITEURL: url,
        // Offline: fail wordpress.org calls (update checks, plugin directory) at once.
        WP_HTTP_BLOCK_EXTERNAL: true,
        AUTOMATIC_UPDATER_DISABLED: true,
        // Notices go to wp-content/debug.log, never into REST JSON bodies.
        WP_DEBUG_DISPLAY: false,
        WP_DEBUG_LOG: true,
        ...config,
      },
    };
    const configPath = join(projectDir, '.wp-env.json');
    await writeFile(configPath, JSON.stringify(wpEnvConfig, null, 2));

    // Offline workaround: wp-env always resolves "the latest WordPress version"
    // (even when `core` is a local path) and, with no DNS for wordpress.org,
    // reads it from <work dir>/wp-env-cache.json or fails ("Could not find the
    // current WordPress version in the cache and the network is not available").
    // The work dir is $WP_ENV_HOME/<md5(config path)> when it already exists
    // (wp-env's "legacy" layout), so we pre-create exactly that.
    const workDir = join(wpEnvHome, createHash('md5').update(configPath).digest('hex'));
    await mkdir(workDir, { recursive: true });
    const wpVersion = await readWpVersion(coreDir);
    await writeFile(join(workDir, 'wp-env-cache.json'), JSON.stringify({ latestWordPressVersion: wpVersion }));

    const env = { ...process.env, WP_ENV_HOME: wpEnvHome, FORCE_COLOR: '0' };
    const logFile = join(workDir, 'playground.log');
    log(`starting WordPress ${wpVersion} (wp-env --runtime=playground, PHP ${phpVersion}) at ${url}`);
    try {
      await wpEnv(['start', '--runtime=playground'], { cwd: projectDir, env, log });
    } finally {
      // wp-env writes the pid file as soon as Playground is spawned.
      pid = Number(await readFile(join(workDir, 'playground.pid'), 'utf8').catch(() => '')) || undefined;
    }
    if (pid) watchdog = spawnWatchdog(pid, tmpDirs);

    const stop = async () => {
      if (stopped) return;
      stopped = true;
      try {
        await wpEnv(['stop'], { cwd: projectDir, env, log }); // SIGTERM then SIGKILL to the group
      } catch (err) {
        log(`wp-env stop failed (${err.message}); killing pid ${pid}`);
      }
      if (pid) {
        killGroup(pid, 'SIGKILL');
        for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
        if (isAlive(pid)) log(`warning: Playground pid ${pid} still alive after stop`);
      }
      await cleanup();
    };

    try {
      await waitForBlueprint(logFile, pid);
      await waitForRest(url);
      await checkActivePlugins(url, plugins);
    } catch (err) {
      const playgroundLog = await readFile(logFile, 'utf8').catch(() => '');
      await stop();
      throw new Error(`${err.message}\nPlayground log (${logFile}):\n${playgroundLog}`);
    }
    log(`WordPress ready at ${url} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    return { url, adminUser: ADMIN_USER, adminPassword: ADMIN_PASSWORD, coreDir, logFile, stop };
  } catch (err) {
    if (pid && !stopped) killGroup(pid, 'SIGKILL');
    await cleanup();
    throw err;
  }
}

/** Reads $wp_version from wp-includes/version.php. */
async function readWpVersion(coreDir) {
  const src = await readFile(join(coreDir, 'wp-includes', 'version.php'), 'utf8');
  const m = src.match(/\$wp_version\s*=\s*'([^']+)'/);
  if (!m) throw new Error(`cannot read $wp_version in ${coreDir}`);
  return m[1];
}

/**
 * wp-env returns as soon as Playground answers HTTP, but Playground starts
 * answering right after installing WordPress and only then runs the blueprint
 * (wp-env's login, activatePlugin and defineWpConfigConsts steps). It prints
 * "Ready! WordPress is running on ..." when the blueprint is done; a failing
 * step (e.g. a plugin that fatals on activation) makes the process exit instead.
 */
async function waitForBlueprint(logFile, pid, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(logFile, 'utf8').catch(() => '');
    if (/Ready!.*WordPress is running/.test(text)) return;
    if (!pid || !isAlive(pid)) throw new Error('Playground exited while applying the blueprint (plugin activation?)');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Playground did not finish its blueprint within ${timeoutMs / 1000}s`);
}

/** Asserts every mounted plugin is active (via the status hook of our mu-plugin). */
async function checkActivePlugins(url, plugins) {
  if (!plugins.length) return;
  const res = await fetch(`${url}/?ts2wp-e2e-status=1`, { redirect: 'manual' });
  const text = await res.text();
  let active;
  try {
    active = JSON.parse(text).active_plugins ?? [];
  } catch {
    throw new Error(`plugin status check failed: HTTP ${res.status} ${text.slice(0, 500)}`);
  }
  const inactive = plugins.map((p) => basename(p)).filter((b) => !active.some((a) => a.startsWith(`${b}/`)));
  if (inactive.length) throw new Error(`plugins not active: ${inactive.join(', ')} (active: ${active.join(', ')})`);
}

/**
 * Waits until GET /wp-json/ answers 200 JSON. Playground answers the very
 * first request after boot with a bare 302 to the same URL (it also expires
 * any `playground_auto_login_already_happened` cookie), so retry redirects.
 */
async function waitForRest(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/wp-json/`, { redirect: 'manual' });
      const body = await res.text();
      if (res.status === 200 && body.trimStart().startsWith('{')) return;
      last = `HTTP ${res.status} ${res.headers.get('location') ?? ''} ${body.slice(0, 200)}`;
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`WordPress REST API not reachable at ${url}/wp-json/: ${last}`);
}

/** Minimal cookie jar for fetch(): keeps name=value, ignores path/expiry. */
class CookieJar {
  #cookies = new Map();
  store(res) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || /=\s*deleted\s*$/.test(pair);
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(i + 1).trim());
    }
  }
  header() {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Logs in through wp-login.php (the real form, no Playground shortcut) and
 * returns a fetch-like function that carries the session cookies plus a REST
 * nonce (`X-WP-Nonce`, needed for cookie-authenticated REST writes).
 */
export async function loginSession({ url, user = ADMIN_USER, password = ADMIN_PASSWORD }) {
  const jar = new CookieJar();
  jar.store({ headers: { getSetCookie: () => ['wordpress_test_cookie=WP%20Cookie%20check'] } });
  const res = await fetch(`${url}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', testcookie: '1', redirect_to: `${url}/wp-admin/` }),
  });
  jar.store(res);
  if (res.status !== 302 || !/wordpress_logged_in_/.test(jar.header())) {
    throw new Error(`login as ${user} failed: HTTP ${res.status}`);
  }
  // admin-ajax.php?action=rest-nonce returns a fresh wp_rest nonce (WP >= 5.3).
  const nonceRes = await fetch(`${url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie: jar.header() } });
  const nonce = (await nonceRes.text()).trim();
  if (nonceRes.status !== 200 || !/^[0-9a-f]{10}$/.test(nonce)) throw new Error(`could not get a REST nonce: HTTP ${nonceRes.status}`);
  return (path, init = {}) =>
    fetch(`${url}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { cookie: jar.header(), 'x-wp-nonce': nonce, ...(init.headers ?? {}) },
    });
}

/**
 * Creates an application password for `user` through the core REST endpoint
 * POST /wp/v2/users/me/application-passwords (cookie + nonce auth).
 * Application passwords need HTTPS or WP_ENVIRONMENT_TYPE=local (wp-env sets it).
 * @returns {Promise<{user: string, password: string, authorization: string}>}
 *   `authorization` is a ready `Basic ...` header value.
 */
export async function createApplicationPassword({ url, user = ADMIN_USER, password = ADMIN_PASSWORD, name = 'ts2wp-e2e' }) {
  const session = await loginSession({ url, user, password });
  const res = await session('/wp-json/wp/v2/users/me/application-passwords', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const body = await res.json();
  if (res.status !== 201 || !body.password) {
    throw new Error(`creating application password failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  const appPassword = body.password; // "abcd efgh ..." (spaces are fine in Basic auth)
  return {
    user,
    password: appPassword,
    authorization: `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`,
  };
}
