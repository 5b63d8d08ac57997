// Boots a throw-away, fully offline WordPress: `ts2wp dev` serves a project's plugin with
// it, and the live e2e tests (e2e/*.test.mjs, through e2e/wordpress.mjs) use it too.
//
// Runtime: `wp-env start --runtime=playground` (@wordpress/env 11): WordPress Playground
// (PHP compiled to wasm, SQLite via the sqlite-database-integration plugin bundled in
// @wp-playground/cli), no Docker, no network.
//
// Everything lives in temp dirs that stop() deletes:
//   - a copy of WordPress core (devserver/core.ts), mounted at /wordpress
//   - a generated .wp-env.json
//   - a private WP_ENV_HOME (wp-env's cache/work dir), so nothing touches ~/.wp-env
// Plugin folders are mounted, not copied: rewriting one (a rebuild) is live at once.
//
// Workarounds (see comments below): the offline "latest WordPress version" cache,
// Playground's auto-login (wp-env always passes --login), wp-env returning before
// Playground has run its blueprint (plugin activation), and Playground's "first request
// is a 302" quirk.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareWordPressCore, readWpVersion } from './core.js';

/** wp-env's default credentials (its blueprint's `login` step creates them). */
export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = 'password';

export interface StartOptions {
  /** Absolute plugin folders: mounted under wp-content/plugins/<basename>, then activated. */
  plugins?: string[];
  /** Absolute PHP files copied into wp-content/mu-plugins. */
  muPlugins?: string[];
  /** HTTP port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** Playground PHP version (default '8.2'). */
  phpVersion?: string;
  /** Extra wp-config.php constants. */
  config?: Record<string, string | number | boolean>;
  /** Detailed log lines (wp-env's output, timings). */
  log?: (line: string) => void;
  /** One short line per boot phase, for a progress display. */
  progress?: (phase: string) => void;
  /** Aborting stops a boot in progress (Ctrl-C during `ts2wp dev`); startWordPress then rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface WordPressSite {
  /** No trailing slash; REST is at `${url}/wp-json/…` (pretty permalinks). */
  url: string;
  port: number;
  wpVersion: string;
  phpVersion: string;
  adminUser: string;
  adminPassword: string;
  /** The mounted WordPress copy (its wp-content/debug.log has PHP notices). */
  coreDir: string;
  /** Playground's own log. */
  logFile: string;
  /** Kills Playground and deletes the temp dirs; safe to call twice. */
  stop: () => Promise<void>;
  /** Resolves if Playground dies on its own (not through stop()), e.g. killed or out of memory. */
  crashed: Promise<void>;
}

// mu-plugin dropped into every site:
// 1. Playground's --login (wp-env always passes it) defines PLAYGROUND_AUTO_LOGIN_AS_USER
//    and hooks `playground_auto_login` on init@1: any request without the
//    `playground_auto_login_already_happened` cookie gets a 302 that logs it in as admin
//    (even /wp-json/…, REST_REQUEST is only defined after init). Unhooking it makes
//    anonymous requests really anonymous; browsers log in through wp-login.php as on a
//    real site.
// 2. wp-admin pages run a "can the server gzip scripts?" AJAX test on every page until it
//    has completed once; with Playground's few PHP workers that call (and static files
//    queued behind it) adds seconds to each page, so pretend the test already ran.
// 3. `/?ts2wp-dev-status=1` answers {active_plugins: […]} (checked at boot).
const SITE_MU_PLUGIN = `<?php
/* ts2wp dev site tweaks, see devserver/wordpress.ts. */
add_action( 'init', function () {
	remove_action( 'init', 'playground_auto_login', 1 );
}, 0 );
add_filter( 'pre_site_option_can_compress_scripts', '__return_zero' );
if ( isset( $_GET['ts2wp-dev-status'] ) ) {
	add_action( 'init', function () {
		wp_send_json( array( 'active_plugins' => get_option( 'active_plugins' ) ) );
	}, 0 );
}
`;

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Rejects when something already listens on `port`. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `Port ${port} is already in use; pass another --port.`
            : `Cannot use port ${port}: ${err.message}`,
        ),
      ),
    );
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve()));
  });
}

function wpEnvBin(): string {
  const require = createRequire(import.meta.url);
  try {
    return path.join(path.dirname(require.resolve('@wordpress/env/package.json')), 'bin', 'wp-env');
  } catch {
    throw new Error(
      'Starting WordPress needs @wordpress/env (WordPress Playground, no Docker): npm i -D @wordpress/env',
    );
  }
}

function abortError(): Error {
  const err = new Error('WordPress start aborted');
  err.name = 'AbortError';
  return err;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the wp-env CLI; resolves with its output, rejects on non-zero exit (or abort). */
function wpEnv(
  args: string[],
  { cwd, env, log, signal }: { cwd: string; env: NodeJS.ProcessEnv; log: (s: string) => void; signal?: AbortSignal },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [wpEnvBin(), ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += String(d);
      for (const line of String(d).split('\n')) if (line.trim()) log(`[wp-env] ${line.trim()}`);
    };
    const onAbort = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(abortError());
      else if (code === 0) resolve(out);
      else reject(new Error(`wp-env ${args.join(' ')} exited with ${code}:\n${out}`));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals the Playground process group (wp-env spawns it detached, as group leader). */
function killGroup(pid: number, signal: NodeJS.Signals): void {
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
 * wp-env starts Playground detached, so it would outlive a process that crashes or is
 * SIGKILLed before stop(). This tiny detached watchdog then kills the Playground process
 * group and deletes the temp dirs; it exits by itself once the group is gone. stop()
 * kills it first.
 */
function spawnWatchdog(pid: number, dirs: string[]): ChildProcess {
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
 * Set TS2WP_KEEP_WP=1 to keep the temp dirs (core copy with wp-content/debug.log, wp-env
 * work dir with playground.log) after stop() for debugging.
 */
export async function startWordPress({
  plugins = [],
  muPlugins = [],
  port,
  phpVersion = '8.2',
  config = {},
  log = () => {},
  progress = () => {},
  signal,
}: StartOptions = {}): Promise<WordPressSite> {
  for (const p of [...plugins, ...muPlugins]) {
    if (!path.isAbsolute(p) || !existsSync(p)) throw new Error(`startWordPress: not an absolute existing path: ${p}`);
  }
  const names = plugins.map((p) => path.basename(p));
  if (new Set(names).size !== names.length)
    throw new Error(`startWordPress: plugin folder names must be unique: ${names.join(', ')}`);
  if (port === undefined) port = await freePort();
  else await assertPortFree(port);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const throwIfAborted = () => {
    if (signal?.aborted) throw abortError();
  };

  const tmpDirs: string[] = [];
  let pid: number | undefined;
  let watchdog: ChildProcess | undefined;
  let stopped = false;
  // Safety net for a normal exit without stop(); the watchdog covers crashes.
  const onExit = () => pid && killGroup(pid, 'SIGKILL');
  process.once('exit', onExit);

  const cleanup = async () => {
    process.removeListener('exit', onExit);
    if (watchdog?.pid) killGroup(watchdog.pid, 'SIGKILL');
    if (process.env.TS2WP_KEEP_WP) log(`TS2WP_KEEP_WP: keeping ${tmpDirs.join(' ')}`);
    else await Promise.all(tmpDirs.map((d) => rm(d, { recursive: true, force: true })));
  };

  /** What `wp-env stop` does (SIGTERM to the group, SIGKILL after 1 s), without starting wp-env again. */
  const killPlayground = async () => {
    if (!pid) return;
    killGroup(pid, 'SIGTERM');
    for (let i = 0; i < 10 && isAlive(pid); i++) await sleep(100);
    killGroup(pid, 'SIGKILL');
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
    if (isAlive(pid)) log(`warning: Playground pid ${pid} still alive after stop`);
  };

  try {
    throwIfAborted();
    progress('Copying WordPress core');
    const coreDir = await prepareWordPressCore({ log });
    tmpDirs.push(coreDir);
    throwIfAborted();

    // mu-plugins: plain copies into the (throw-away) core.
    const muDir = path.join(coreDir, 'wp-content', 'mu-plugins');
    await mkdir(muDir, { recursive: true });
    await writeFile(path.join(muDir, '000-ts2wp-dev.php'), SITE_MU_PLUGIN);
    for (const file of muPlugins) await copyFile(file, path.join(muDir, path.basename(file)));

    const projectDir = await mkdtemp(path.join(tmpdir(), 'ts2wp-wp-env-'));
    tmpDirs.push(projectDir);
    const wpEnvHome = path.join(projectDir, 'wp-env-home');

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
    const configPath = path.join(projectDir, '.wp-env.json');
    await writeFile(configPath, JSON.stringify(wpEnvConfig, null, 2));

    // Offline workaround: wp-env always resolves "the latest WordPress version" (even when
    // `core` is a local path) and, with no DNS for wordpress.org, reads it from
    // <work dir>/wp-env-cache.json or fails ("Could not find the current WordPress version
    // in the cache and the network is not available"). The work dir is
    // $WP_ENV_HOME/<md5(config path)> when it already exists (wp-env's "legacy" layout), so
    // we pre-create exactly that.
    const workDir = path.join(wpEnvHome, createHash('md5').update(configPath).digest('hex'));
    await mkdir(workDir, { recursive: true });
    const wpVersion = await readWpVersion(coreDir);
    await writeFile(path.join(workDir, 'wp-env-cache.json'), JSON.stringify({ latestWordPressVersion: wpVersion }));

    const env = { ...process.env, WP_ENV_HOME: wpEnvHome, FORCE_COLOR: '0' };
    const logFile = path.join(workDir, 'playground.log');
    const pidFile = path.join(workDir, 'playground.pid');
    const readPid = async () => Number(await readFile(pidFile, 'utf8').catch(() => '')) || undefined;
    log(`starting WordPress ${wpVersion} (wp-env --runtime=playground, PHP ${phpVersion}) at ${url}`);
    progress(`Starting WordPress ${wpVersion} (Playground, PHP ${phpVersion})`);
    // wp-env writes the pid file as soon as Playground is spawned: guard it from then on.
    let starting = true;
    const guard = (async () => {
      while (starting && !pid) {
        pid = await readPid();
        if (pid) watchdog = spawnWatchdog(pid, tmpDirs);
        else await sleep(200);
      }
    })();
    try {
      await wpEnv(['start', '--runtime=playground'], { cwd: projectDir, env, log, signal });
    } finally {
      starting = false;
      await guard;
      pid ??= await readPid();
      if (pid && !watchdog) watchdog = spawnWatchdog(pid, tmpDirs);
    }

    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await killPlayground();
      await cleanup();
    };

    try {
      progress('Installing WordPress and activating plugins');
      await waitForBlueprint(logFile, pid, signal);
      progress('Waiting for the REST API');
      await waitForRest(url, signal);
      await checkActivePlugins(url, plugins);
    } catch (err) {
      const playgroundLog = (err as Error).name === 'AbortError' ? '' : await readFile(logFile, 'utf8').catch(() => '');
      await stop();
      if (!playgroundLog) throw err;
      throw new Error(`${(err as Error).message}\nPlayground log (${logFile}):\n${playgroundLog}`);
    }
    log(`WordPress ready at ${url} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    const crashed = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (stopped) clearInterval(timer);
        else if (!pid || !isAlive(pid)) {
          clearInterval(timer);
          resolve();
        }
      }, 1000);
      timer.unref();
    });
    return {
      url,
      port,
      wpVersion,
      phpVersion,
      adminUser: ADMIN_USER,
      adminPassword: ADMIN_PASSWORD,
      coreDir,
      logFile,
      stop,
      crashed,
    };
  } catch (err) {
    if (!stopped) {
      stopped = true;
      await killPlayground();
      await cleanup();
    }
    throw err;
  }
}

/**
 * wp-env returns as soon as Playground answers HTTP, but Playground starts answering
 * right after installing WordPress and only then runs the blueprint (wp-env's login,
 * activatePlugin and defineWpConfigConsts steps). It prints "Ready! WordPress is running
 * on …" when the blueprint is done; a failing step (e.g. a plugin that fatals on
 * activation) makes the process exit instead.
 */
async function waitForBlueprint(
  logFile: string,
  pid: number | undefined,
  signal?: AbortSignal,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (signal?.aborted) throw abortError();
    const text = await readFile(logFile, 'utf8').catch(() => '');
    if (/Ready!.*WordPress is running/.test(text)) return;
    if (!pid || !isAlive(pid)) throw new Error('Playground exited while applying the blueprint (plugin activation?)');
    await sleep(200);
  }
  throw new Error(`Playground did not finish its blueprint within ${timeoutMs / 1000}s`);
}

/** Asserts every mounted plugin is active (via the status hook of our mu-plugin). */
async function checkActivePlugins(url: string, plugins: string[]): Promise<void> {
  if (!plugins.length) return;
  const res = await fetch(`${url}/?ts2wp-dev-status=1`, { redirect: 'manual' });
  const text = await res.text();
  let active: string[];
  try {
    active = (JSON.parse(text) as { active_plugins?: string[] }).active_plugins ?? [];
  } catch {
    throw new Error(`plugin status check failed: HTTP ${res.status} ${text.slice(0, 500)}`);
  }
  const inactive = plugins.map((p) => path.basename(p)).filter((b) => !active.some((a) => a.startsWith(`${b}/`)));
  if (inactive.length) throw new Error(`plugins not active: ${inactive.join(', ')} (active: ${active.join(', ')})`);
}

/**
 * Waits until GET /wp-json/ answers 200 JSON. Playground answers the very first request
 * after boot with a bare 302 to the same URL (it also expires any
 * `playground_auto_login_already_happened` cookie), so retry redirects.
 */
async function waitForRest(url: string, signal?: AbortSignal, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (signal?.aborted) throw abortError();
    try {
      const res = await fetch(`${url}/wp-json/`, { redirect: 'manual', signal });
      const body = await res.text();
      if (res.status === 200 && body.trimStart().startsWith('{')) return;
      last = `HTTP ${res.status} ${res.headers.get('location') ?? ''} ${body.slice(0, 200)}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`WordPress REST API not reachable at ${url}/wp-json/: ${last}`);
}

/** Minimal cookie jar for fetch(): keeps name=value, ignores path/expiry. */
class CookieJar {
  #cookies = new Map<string, string>();
  store(setCookies: string[]): void {
    for (const c of setCookies) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || /=\s*deleted\s*$/.test(pair);
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(i + 1).trim());
    }
  }
  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export type SessionFetch = ((path: string, init?: RequestInit) => Promise<Response>) & {
  /** The session cookies alone (a `Cookie` header value), e.g. to call REST without a nonce. */
  cookie: string;
  nonce: string;
};

/**
 * Logs in through wp-login.php (the real form, no Playground shortcut) and returns a
 * fetch-like function that carries the session cookies plus a REST nonce (`X-WP-Nonce`,
 * needed for cookie-authenticated REST calls).
 */
export async function loginSession({
  url,
  user = ADMIN_USER,
  password = ADMIN_PASSWORD,
}: {
  url: string;
  user?: string;
  password?: string;
}): Promise<SessionFetch> {
  const jar = new CookieJar();
  jar.store(['wordpress_test_cookie=WP%20Cookie%20check']);
  const res = await fetch(`${url}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({
      log: user,
      pwd: password,
      'wp-submit': 'Log In',
      testcookie: '1',
      redirect_to: `${url}/wp-admin/`,
    }),
  });
  jar.store(res.headers.getSetCookie());
  if (res.status !== 302 || !/wordpress_logged_in_/.test(jar.header())) {
    throw new Error(`login as ${user} failed: HTTP ${res.status}`);
  }
  // admin-ajax.php?action=rest-nonce returns a fresh wp_rest nonce (WP >= 5.3).
  const nonceRes = await fetch(`${url}/wp-admin/admin-ajax.php?action=rest-nonce`, {
    headers: { cookie: jar.header() },
  });
  const nonce = (await nonceRes.text()).trim();
  if (nonceRes.status !== 200 || !/^[0-9a-f]{10}$/.test(nonce))
    throw new Error(`could not get a REST nonce: HTTP ${nonceRes.status}`);
  const session = (p: string, init: RequestInit = {}) =>
    fetch(`${url}${p}`, {
      redirect: 'manual',
      ...init,
      headers: { cookie: jar.header(), 'x-wp-nonce': nonce, ...(init.headers ?? {}) },
    });
  return Object.assign(session, { cookie: jar.header(), nonce });
}

/**
 * Creates an application password for `user` through the core REST endpoint
 * POST /wp/v2/users/me/application-passwords (cookie + nonce auth). Application
 * passwords need HTTPS or WP_ENVIRONMENT_TYPE=local (wp-env sets it).
 * `authorization` is a ready `Basic …` header value.
 */
export async function createApplicationPassword({
  url,
  user = ADMIN_USER,
  password = ADMIN_PASSWORD,
  name = 'ts2wp-e2e',
  session,
}: {
  url: string;
  user?: string;
  password?: string;
  name?: string;
  /** An existing loginSession() for `user`, to skip a second login. */
  session?: SessionFetch;
}): Promise<{ user: string; password: string; authorization: string }> {
  session ??= await loginSession({ url, user, password });
  const res = await session('/wp-json/wp/v2/users/me/application-passwords', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const body = (await res.json()) as { password?: string };
  if (res.status !== 201 || !body.password) {
    throw new Error(`creating application password failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  const appPassword = body.password; // "abcd efgh …" (spaces are fine in Basic auth)
  return {
    user,
    password: appPassword,
    authorization: `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`,
  };
}
