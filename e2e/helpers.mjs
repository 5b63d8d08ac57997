// Shared bits of the live e2e tests: the real CLI (built into dist/ by `npm run build` or
// prepare), temp folders, and JSON requests.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const REPO = fileURLToPath(new URL('..', import.meta.url));
/** The `ts2wp` binary as package.json's `bin` names it (dist/cli/…, compiled by `npm run build`). */
export const CLI = path.join(REPO, JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')).bin.ts2wp);
export const BASIC = path.join(REPO, 'samples', 'basic');
export const FIXTURES = path.join(REPO, 'e2e', 'fixtures');
export const ARTIFACTS = path.join(REPO, 'e2e', 'artifacts');

/** Runs `ts2wp <args>` with the built CLI, as a user would. */
export function runCli(args, { cwd = REPO } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The WordPress the live suites must find: TS2WP_WP_CORE's (7.x under vitest.wp7.config.ts),
 * else Debian's package (6.1). A suite checks it, so a 7.x run never passes on 6.1 unseen.
 */
export function expectedWordPressVersion() {
  const core = process.env.TS2WP_WP_CORE || '/usr/share/wordpress';
  return /\$wp_version = '([^']+)'/.exec(readFileSync(path.join(core, 'wp-includes', 'version.php'), 'utf8'))[1];
}

/** A temp dir; remove it with `rm(dir, { recursive: true, force: true })`. */
export const tempDir = (prefix) => mkdtemp(path.join(tmpdir(), prefix));
export const removeDir = (dir) => (dir ? rm(dir, { recursive: true, force: true }) : undefined);

/**
 * `ts2wp build <project> --out <outDir>`; returns the plugin folder and zip.
 * @returns {Promise<{ dir: string, zip: string }>}
 */
export async function buildWithCli(project, outDir, slug) {
  const { code, stdout, stderr } = await runCli(['build', project, '--out', outDir]);
  if (code !== 0) throw new Error(`ts2wp build ${project} exited ${code}:\n${stdout}${stderr}`);
  return { dir: path.join(outDir, slug), zip: path.join(outDir, `${slug}.zip`) };
}

/** A copy of a project (without its build/), to edit safely. */
export async function copyProject(project) {
  const dir = await tempDir('ts2wp-e2e-project-');
  await cp(project, dir, {
    recursive: true,
    filter: (src) => path.relative(project, src).split(path.sep)[0] !== 'build',
  });
  return dir;
}

/**
 * One request: status, Content-Type, headers, raw text and parsed JSON (undefined if not JSON).
 * `json` sends a JSON body; `form` a URL-encoded one; `multipart` a FormData.
 */
export async function call(url, { method = 'GET', json, form, multipart, headers = {} } = {}) {
  let body;
  const h = { ...headers };
  if (json !== undefined) {
    body = JSON.stringify(json);
    h['content-type'] = 'application/json';
  } else if (form !== undefined) {
    body = new URLSearchParams(form);
  } else if (multipart !== undefined) {
    body = multipart; // fetch sets multipart/form-data with the boundary
  }
  const res = await fetch(url, { method, body, headers: h, redirect: 'manual' });
  const text = await res.text();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', headers: res.headers, text, body: data };
}

/** Content-Type of a JSON answer. */
export const JSON_TYPE = /^application\/json\b/;

/** Seconds since `t0`, for timing logs. */
export const since = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)}s`;

/** Headless Chromium from Debian (or $TS2WP_CHROMIUM), offline-friendly flags. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.TS2WP_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page that may fetch only `siteUrl` (gravatar.com avatars and the like would hang
 * offline), logged in through the real wp-login.php form and landed on `landing`
 * (a wp-admin path such as 'plugins.php', which skips the dashboard's AJAX widgets).
 */
export async function wpAdminPage(browser, { url, user, password, landing = 'plugins.php', timeout = 60_000 }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route(
    (u) => !u.href.startsWith(`${url}/`),
    (route) => route.abort('blockedbyclient'),
  );
  page.setDefaultTimeout(timeout);
  const target = `${url}/wp-admin/${landing}`;
  await page.goto(`${url}/wp-login.php?redirect_to=${encodeURIComponent(target)}`);
  await page.fill('#user_login', user);
  await page.fill('#user_pass', password);
  await Promise.all([page.waitForURL(target), page.click('#wp-submit')]);
  return page;
}
