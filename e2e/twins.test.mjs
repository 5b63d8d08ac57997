// Twins as the proof (issue 28): every route of every sample, built by the real CLI, beside
// its hand-written PHP twin (e2e/fixtures/twins/<sample>/, written as WordPress core writes
// REST routes). Each is installed on a WordPress of its own (MariaDB, nginx + php-fpm,
// e2e/native.mjs), so both answer at the same URLs; the matrix (e2e/twins-cells.mjs) sends
// both what WordPress's own clients send and asserts the answers are the same: status, every
// header but the transport's, and body (site URLs and post dates masked). Where ts2wp answers
// differently on purpose, the cell says so and asserts that difference (docs/decisions.md,
// "Twins"). The block editor's wp.apiFetch runs in Chromium on both sites, preloaded paths
// included. Runs on WordPress 6.1 (`npx vitest run e2e/twins.test.mjs`) and 7.1
// (`npx vitest run --config vitest.wp7.config.ts e2e/twins.test.mjs`).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWithCli, FIXTURES, launchChromium, REPO, removeDir, since, tempDir, wpAdminPage } from './helpers.mjs';
import { ensureSystemPackages, startWordPress } from './native.mjs';
import { BROWSER_CALLS, CELLS, PRELOADED, SAMPLES, SEED_SCRIPT } from './twins-cells.mjs';

const TWINS = path.join(FIXTURES, 'twins');
/** Response headers that belong to the transport, not to WordPress's answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'server']);

/** Starts one site with the given plugin folders and the probe, seeds it, and makes its callers. */
async function site(name, plugins, php) {
  const wp = await startWordPress({
    plugins,
    muPlugins: { 'twins-probe.php': fs.readFileSync(path.join(TWINS, 'twins-probe.php'), 'utf8') },
    defines: { WP_ENVIRONMENT_TYPE: 'local' }, // application passwords over plain HTTP
    log: (s) => console.log(`[twins ${name}] ${s}`),
  });
  const script = path.join(wp.dir, 'twins-seed.php');
  fs.writeFileSync(script, SEED_SCRIPT);
  // Asynchronous, as the site's set-up: the worker keeps answering the vitest runner meanwhile.
  const { stdout: text } = await promisify(execFile)(php, [script, path.join(wp.dir, 'wordpress')], {
    encoding: 'utf8',
    cwd: path.join(wp.dir, 'wordpress'),
    maxBuffer: 64 << 20,
  });
  Object.assign(wp, JSON.parse(text.slice(text.lastIndexOf('\n@@') + 3))); // passwords, ids
  return wp;
}

/** A REST URL as route and sorted query, without apiFetch's `_locale=user`: what preloading matches on. */
function restPath(href) {
  const url = new URL(href);
  const query = [...url.searchParams].filter(([k]) => k !== '_locale' && k !== 'rest_route').sort();
  const route = url.searchParams.get('rest_route') ?? url.pathname.replace(/^\/wp-json/, '');
  return `${route}?${new URLSearchParams(query)}`;
}

/** The method WordPress dispatches a cell's request as (after overrides; the probe's for rest_do_request()). */
function dispatchedMethod(cell) {
  const query = new URL(cell.url, 'http://twins.invalid').searchParams;
  const internal = query.get('twins_internal');
  return (
    cell.headers?.['x-http-method-override'] ??
    query.get('_method') ??
    (internal ? JSON.parse(internal).method : cell.method) ??
    'GET'
  ).toUpperCase();
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cells around `cell` (itself included) between the writes before and after it, or just a write. */
function readRun(cell) {
  const i = CELLS.indexOf(cell);
  if (!READS.has(dispatchedMethod(cell))) return [cell];
  let start = i;
  let end = i + 1;
  while (start > 0 && READS.has(dispatchedMethod(CELLS[start - 1]))) start--;
  while (end < CELLS.length && READS.has(dispatchedMethod(CELLS[end]))) end++;
  return CELLS.slice(start, end);
}

/** One request as a WordPress client sends it, answered as { status, headers, body | text }. */
async function send(wp, cell) {
  const headers = { ...cell.headers };
  if (cell.who)
    headers.authorization = `Basic ${Buffer.from(`${cell.who}:${wp.passwords[cell.who]}`).toString('base64')}`;
  let body;
  if (cell.json !== undefined) {
    body = JSON.stringify(cell.json);
    headers['content-type'] = 'application/json';
  } else if (cell.form !== undefined) {
    body = new URLSearchParams(cell.form);
  }
  const url = cell.url.replace(/\{(\w+)\}|%7B(\w+)%7D/g, (_, a, b) => {
    const key = a ?? b;
    if (wp.ids[key] === undefined) throw new Error(`no id remembered as ${key}`);
    return wp.ids[key];
  });
  const res = await fetch(`${wp.url}${url}`, { method: cell.method ?? 'GET', headers, body, redirect: 'manual' });
  const answer = normalize(wp, res.status, Object.fromEntries(res.headers), await res.text());
  if (cell.remember) wp.ids[cell.remember] = answer.body?.id;
  return answer;
}

/** The answer with the site's URL and post dates masked (the two sites differ only there). */
function normalize(wp, status, headers, raw) {
  const mask = (s) =>
    s
      .replaceAll(wp.url.replaceAll('/', '\\/'), '<site>')
      .replaceAll(wp.url, '<site>')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/g, '<datetime>');
  const text = mask(raw);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const kept = Object.fromEntries(
    Object.entries(headers)
      .filter(([k]) => !TRANSPORT.has(k.toLowerCase()))
      .map(([k, v]) => [k.toLowerCase(), mask(v)])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return body === undefined ? { status, headers: kept, text } : { status, headers: kept, body };
}

describe('twins: each sample beside its hand-written PHP twin, asked what WordPress clients ask', () => {
  const t0 = Date.now();
  let out;
  let ts2wp;
  let twin;
  let browser;

  beforeAll(async () => {
    const { php } = ensureSystemPackages();
    out = await tempDir('ts2wp-twins-');
    // The twins' site starts while the samples build; the ts2wp site after it (two MariaDB
    // bootstraps at once on a busy 2-core machine can miss native.mjs's 30 s wait).
    const [built, twinSite] = await Promise.allSettled([
      Promise.all(
        Object.entries(SAMPLES).map(([sample, slug]) =>
          buildWithCli(path.join(REPO, 'samples', sample), out, slug).then((b) => b.dir),
        ),
      ),
      site(
        'twin',
        Object.keys(SAMPLES).map((sample) => path.join(TWINS, sample)),
        php,
      ),
    ]);
    twin = twinSite.value;
    for (const r of [built, twinSite]) if (r.status === 'rejected') throw r.reason;
    console.log(`[twins] samples built, twins' site ready: ${since(t0)}`);
    ts2wp = await site('ts2wp', built.value, php);
    expect(ts2wp.version).toBe(twin.version);
    console.log(`[twins] WordPress ${ts2wp.version} ready: ${since(t0)}`);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([ts2wp?.stopAndReport(), twin?.stopAndReport()]);
    await removeDir(out);
    console.log(`[twins] done: ${since(t0)}`);
  }, 60_000);

  // Reads between two writes do not depend on each other: the first of a run sends them all,
  // a few at a time per site, and each test awaits its own answers.
  const answers = new Map();
  const answer = async (cell) => {
    if (!answers.has(cell)) {
      const run = readRun(cell);
      const pending = run.map(() => {
        const d = {};
        d.promise = new Promise((resolve, reject) => Object.assign(d, { resolve, reject }));
        d.promise.catch(() => {}); // reported by the cell's own test
        return d;
      });
      run.forEach((c, i) => answers.set(c, pending[i].promise));
      let next = 0;
      const worker = async () => {
        while (next < run.length) {
          const i = next++;
          await Promise.all([send(ts2wp, run[i]), send(twin, run[i])]).then(pending[i].resolve, pending[i].reject);
        }
      };
      await Promise.all(Array.from({ length: Math.min(4, run.length) }, worker));
    }
    return answers.get(cell);
  };

  for (const cell of CELLS) {
    it(cell.name, async () => {
      const [ours, theirs] = await answer(cell);
      if (cell.expect) cell.expect(ours, theirs);
      if (cell.differs) {
        // A deliberate difference (docs/decisions.md, "Twins"): asserted as it is, so a change shows.
        cell.differs(ours, theirs);
      } else {
        expect(ours).toEqual(theirs);
      }
    });
  }

  it('wp.apiFetch in the block editor (Chromium): preloaded paths with _fields, GET, POST and errors answer alike', async () => {
    browser = await launchChromium();
    const run = async (wp) => {
      const page = await wpAdminPage(browser, { url: wp.url, user: wp.adminUser, password: wp.adminPassword });
      const fetched = [];
      page.on('request', (r) => fetched.push(`${r.method()} ${restPath(r.url())}`));
      // Before the editor's own scripts: WordPress 7.x drops the preloads nobody consumed once
      // the editor has loaded, so the preloaded paths are asked for as the page finishes parsing
      // (the preloading middleware is registered by then).
      await page.addInitScript((preloaded) => {
        window.__twinsCall = async (calls) => {
          const out = [];
          for (const options of calls) {
            try {
              const res = await window.wp.apiFetch({ ...options, parse: false });
              out.push({
                status: res.status,
                allow: res.headers.get('allow'),
                total: res.headers.get('x-wp-total'),
                text: await res.text(),
              });
            } catch (e) {
              // apiFetch rejects with the Response itself when parse is false.
              if (e instanceof Response)
                out.push({
                  status: e.status,
                  allow: e.headers.get('allow'),
                  total: e.headers.get('x-wp-total'),
                  text: await e.text(),
                });
              else out.push({ thrown: String(e?.message ?? e) });
            }
          }
          return out;
        };
        document.addEventListener('DOMContentLoaded', () => {
          if (window.wp?.apiFetch) window.__twinsPreloaded = window.__twinsCall(preloaded);
        });
      }, PRELOADED);
      await page.goto(`${wp.url}/wp-admin/post-new.php`);
      await page.waitForFunction(() => window.__twinsPreloaded && window.wp?.data);
      const preloaded = await page.evaluate(() => window.__twinsPreloaded);
      const answers = await page.evaluate((calls) => window.__twinsCall(calls), BROWSER_CALLS);
      await page.close();
      const norm = (a) =>
        a.text === undefined ? a : { ...normalize(wp, a.status, {}, a.text), allow: a.allow, total: a.total };
      return {
        preloaded: preloaded.map(norm),
        answers: answers.map(norm),
        // Preloaded paths that went over the network anyway (none should).
        refetched: PRELOADED.filter(({ path: p, method = 'GET' }) =>
          fetched.includes(`${method} ${restPath(`${wp.url}/wp-json${p}`)}`),
        ),
      };
    };
    const [ours, theirs] = [await run(ts2wp), await run(twin)];
    expect(ours.refetched).toEqual([]);
    expect(theirs.refetched).toEqual([]);
    expect(ours.preloaded).toEqual(theirs.preloaded);
    expect(ours.answers).toEqual(theirs.answers);
    // The preloaded answers are the routes' data with _fields applied, and the preloaded OPTIONS.
    expect(ours.preloaded.map((a) => a.body)).toEqual([
      [{ title: 'First' }, { title: 'Second' }],
      // WordPress's _fields keeps `items.title` only in an object under `items`, not in a list there.
      { items: [], total: 7 },
      { published: 1, latest: { title: 'Hello world!' } },
      expect.objectContaining({ namespace: 'events/v1', methods: ['GET', 'POST'] }),
    ]);
    expect(ours.answers.map((a) => a.status)).toEqual([200, 200, 200, 201, 200, 404, 400]);
  }, 180_000);
});
