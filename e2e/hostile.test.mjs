// The hostile caller, live: e2e/fixtures/hostile (a ts2wp project written as a user writes
// one) built by the real CLI, and e2e/fixtures/hostile/hostile-baseline (the same routes
// written by hand with register_rest_route, args schemas and permission_callback), in one
// WordPress on MariaDB behind nginx + php-fpm (e2e/native.mjs) with a typical host's limits:
// memory_limit 128M, max_execution_time 30, PHP's default post_max_size/upload_max_filesize,
// WP_DEBUG on with WP_DEBUG_DISPLAY off. The capability routes are a second project
// (e2e/fixtures/hostile/auth), so that the probe plugin builds even where `permission:
// 'edit_posts'` does not compile; samples/events is built too. Every test asserts the
// target behaviour of docs/security.md: what it sends, the status, Content-Type and body,
// and the side effects (a file a called PHP function would create, an option a handler
// writes), compared with the hand-written route where there is one.
// Run: npx vitest run e2e/hostile.test.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWithCli, call, FIXTURES, JSON_TYPE, REPO, removeDir, since, tempDir } from './helpers.mjs';
import { ensureSystemPackages, startWordPress } from './native.mjs';
import { createApplicationPassword, loginSession } from './wordpress.mjs';

const PROJECT = path.join(FIXTURES, 'hostile');
const AUTH_PROJECT = path.join(PROJECT, 'auth');
const BASELINE = path.join(PROJECT, 'hostile-baseline');
const SLUG = 'hostile-probe';
const NS = '/hostile/v1';
const BASE = '/hostile-base/v1';
const CAP = '/hostile-cap/v1';
const USERS = {
  subscriber: { user: 'hostile-sub', password: 'hostile-sub-pass', role: 'subscriber' },
  editor: { user: 'hostile-editor', password: 'hostile-editor-pass', role: 'editor' },
};

/** Creates the users (WordPress's own wp_insert_user, from PHP on the command line). */
const USERS_SCRIPT = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $argv[1] . '/wp-load.php';
$out = array();
foreach ( json_decode( $argv[2], true ) as $u ) {
	$id = wp_insert_user( array( 'user_login' => $u['user'], 'user_pass' => $u['password'], 'user_email' => $u['user'] . '@example.invalid', 'role' => $u['role'] ) );
	$out[ $u['user'] ] = is_wp_error( $id ) ? $id->get_error_message() : $id;
}
echo "\\n@@" . wp_json_encode( $out );
`;

// ---- The handlers' bodies in Node: the answers the TypeScript gives ----

/** What a Node handler answers: its JSON, or the error a thrown exception becomes. */
function inNode(fn) {
  try {
    return { status: 200, body: JSON.parse(JSON.stringify(fn())) };
  } catch (e) {
    return { status: 500, name: e.constructor.name, message: e.message };
  }
}

/** FormatController.callback's body (e2e/fixtures/hostile/app/Controllers/FormatController.ts). */
function callbackInNode(kind, body) {
  return inNode(() => {
    const data = JSON.parse(body);
    const items = data.items;
    switch (kind) {
      case 'map':
        return { out: items.map(data.fn) };
      case 'sort':
        return { out: [...items].sort(data.fn) };
      case 'filter':
        return { out: items.filter(data.fn) };
      case 'forEach': {
        const seen = [];
        items.forEach(data.fn);
        items.forEach((s) => seen.push(s));
        return { out: seen };
      }
      case 'replace':
        return { out: items.map((s) => s.replace(/b/, data.fn)) };
      case 'reviver':
        return { out: JSON.parse('{"a":[1,2]}', data.fn) };
      case 'local': {
        const g = JSON.parse(body).fn;
        return { out: g(items[0] ?? 'x') };
      }
    }
  });
}

/** ComputeController.re's body. */
const reInNode = (p, s) => inNode(() => ({ matched: new RegExp(p).test(s) }));

/** ComputeController.nul's body. */
const nulInNode = (o) =>
  inNode(() => {
    const m = JSON.parse(o ?? 'null');
    return { v: m.v };
  });

describe('a hostile caller against a ts2wp plugin and a hand-written one (nginx + php-fpm, 128M, 30 s)', () => {
  const t0 = Date.now();
  const timings = [];
  let out;
  let wp;
  let probe;
  let capBuild;
  let sessions;
  let subscriberApp;

  const url = (p) =>
    `${wp.url}${p.startsWith('/wp-json') || p.startsWith('/?') || p.startsWith('/index.php') || p.startsWith('/wp-content') ? '' : '/wp-json'}${p}`;
  const req = (p, opts) => call(url(p), opts);
  /** A request with a raw body and content type. */
  const raw = (p, body, { method = 'POST', type = 'application/json', headers = {} } = {}) =>
    call(url(p), { method, headers: { 'content-type': type, ...headers }, multipart: body });
  const timed = async (label, promise) => {
    const start = Date.now();
    const result = await promise;
    timings.push(`${label}: ${Date.now() - start} ms (HTTP ${result.status})`);
    return result;
  };
  /** An option as stored in the database (JSON text written by the handler), or null. */
  const option = (name) => {
    const text = wp.query(`SELECT option_value FROM wp_options WHERE option_name = '${name}'`).replace(/\n$/, '');
    return text === '' ? null : text.replace(/\\\\/g, '\\');
  };
  const clearOptions = (...names) =>
    wp.query(`DELETE FROM wp_options WHERE option_name IN (${names.map((n) => `'${n}'`).join(', ')})`);
  /** A marker file a PHP function called with the request's strings would create. */
  let markers = 0;
  const marker = () => path.join(wp.dir, `pwned-${++markers}`);
  /** The capability plugin's base, or a failure naming why it was not built. */
  const capRoute = (p) => {
    if (capBuild.error) throw new Error(`the capability project did not build:\n${capBuild.error}`);
    return `${CAP}${p}`;
  };
  const expectHandlerError = (res, message) => {
    expect(res.type, res.text.slice(0, 300)).toMatch(JSON_TYPE);
    expect(res.status, res.text.slice(0, 300)).toBe(500);
    expect(res.body.code, res.text.slice(0, 300)).toBe('ts2wp_handler_error');
    if (message) expect(res.body.message).toMatch(message);
  };

  beforeAll(async () => {
    const packages = ensureSystemPackages(); // fails with the setup command's name if Debian's packages are missing
    out = await tempDir('ts2wp-hostile-');
    probe = await buildWithCli(PROJECT, path.join(out, 'build'), SLUG);
    const events = await buildWithCli(
      path.join(REPO, 'samples', 'events'),
      path.join(out, 'build'),
      'typescript-events',
    );
    capBuild = await buildWithCli(AUTH_PROJECT, path.join(out, 'build'), 'hostile-cap').catch((e) => ({
      error: e.message,
    }));
    wp = await startWordPress({
      plugins: [probe.dir, events.dir, BASELINE, ...(capBuild.error ? [] : [capBuild.dir])],
      servers: ['nginx'],
      workers: 2,
      phpIni: { memory_limit: '128M', max_execution_time: '30' },
      defines: { WP_DEBUG: true, WP_DEBUG_DISPLAY: false, WP_ENVIRONMENT_TYPE: 'local' },
      nginxBodyLimit: '64m',
      log: (s) => console.log(`[hostile] ${s}`),
    });
    const script = path.join(out, 'users.php');
    fs.writeFileSync(script, USERS_SCRIPT);
    const text = execFileSync(
      packages.php,
      [script, path.join(wp.dir, 'wordpress'), JSON.stringify(Object.values(USERS))],
      { encoding: 'utf8', cwd: path.join(wp.dir, 'wordpress') },
    );
    const created = JSON.parse(text.slice(text.lastIndexOf('\n@@') + 3));
    for (const { user } of Object.values(USERS))
      expect(typeof created[user], `user ${user}: ${created[user]}`).toBe('number');
    const [admin, subscriber, editor] = await Promise.all([
      loginSession({ url: wp.url, user: wp.adminUser, password: wp.adminPassword }),
      loginSession({ url: wp.url, ...USERS.subscriber }),
      loginSession({ url: wp.url, ...USERS.editor }),
    ]);
    sessions = { admin, subscriber, editor };
    subscriberApp = await createApplicationPassword({ url: wp.url, ...USERS.subscriber, session: subscriber });
    console.log(`[hostile] ready: ${since(t0)}`);
  }, 300_000);

  afterAll(async () => {
    if (timings.length) console.log(`[hostile] timings:\n  ${timings.join('\n  ')}`);
    console.log(`[hostile] done: ${since(t0)}`);
    await wp?.stopAndReport();
    await removeDir(out);
  }, 60_000);

  /** A session's request (cookies and nonce), as { status, type, body, text }. */
  const as = async (who, p, { method = 'GET', json, headers = {}, nonce = true } = {}) => {
    const session = sessions[who];
    const h = { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) };
    const res = nonce
      ? await session(url(p).slice(wp.url.length), {
          method,
          headers: h,
          body: json === undefined ? undefined : JSON.stringify(json),
        })
      : await fetch(url(p), {
          method,
          redirect: 'manual',
          headers: { ...h, cookie: session.cookie },
          body: json === undefined ? undefined : JSON.stringify(json),
        });
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, type: res.headers.get('content-type') ?? '', text, body };
  };

  describe('1. request strings are never called as PHP functions', () => {
    it('fmt: a `render` in the query string never reaches the spread; the default render answers (shell_exec, system, touch, phpinfo)', async () => {
      const files = [marker(), marker(), marker()];
      const cases = [
        { query: { label: `touch ${files[0]}`, render: 'shell_exec' }, text: `<touch ${files[0]}>`, unit: 'px' },
        {
          query: { label: `touch ${files[1]}`, render: 'system', unit: 'em' },
          text: `<touch ${files[1]}>`,
          unit: 'em',
        },
        { query: { label: files[2], render: 'touch' }, text: `<${files[2]}>`, unit: 'px' },
        { query: { label: 'echo hi', render: 'phpinfo' }, text: '<echo hi>', unit: 'px' },
      ];
      const answers = await Promise.all(cases.map((c) => req(`${NS}/fmt?${new URLSearchParams(c.query)}`)));
      const failures = files
        .filter((f) => fs.existsSync(f))
        .map((f) => `${f} was created: a request string ran as a function`);
      answers.forEach((res, i) => {
        const got = { status: res.status, type: res.type, body: res.body ?? res.text.slice(0, 200) };
        const want = {
          status: 200,
          type: expect.stringMatching(JSON_TYPE),
          body: { text: cases[i].text, unit: cases[i].unit },
        };
        if (/PHP Version/.test(res.text))
          failures.push(`render=${cases[i].query.render}: phpinfo() output in the answer`);
        if (!matches(got, want)) failures.push(`render=${cases[i].query.render}: got ${JSON.stringify(got)}`);
      });
      expect(failures).toEqual([]);
    });

    it('fmt-json: `render` from a JSON body ("shell_exec", "touch", ["WP_User","get_data_by"]) is a TypeError 500 in JSON, never a call', async () => {
      const files = [marker(), marker()];
      const bodies = [
        { render: 'shell_exec', label: `touch ${files[0]}` },
        { render: 'touch', label: files[1] },
        { render: ['WP_User', 'get_data_by'], label: 'login' },
        { render: 'phpinfo', label: '1' },
      ];
      for (const b of bodies) {
        const node = inNode(() => {
          const f = JSON.parse(JSON.stringify(b));
          return { text: f.render(f.label) };
        });
        expect(node).toMatchObject({ status: 500, name: 'TypeError', message: 'f.render is not a function' });
      }
      const answers = await Promise.all(bodies.map((b) => req(`${NS}/fmt-json`, { method: 'POST', json: b })));
      const failures = files
        .filter((f) => fs.existsSync(f))
        .map((f) => `${f} was created: a request string ran as a function`);
      answers.forEach((res, i) => {
        const got = {
          status: res.status,
          type: res.type,
          code: res.body?.code,
          message: res.body?.message ?? res.text.slice(0, 200),
        };
        const want = {
          status: 500,
          type: expect.stringMatching(JSON_TYPE),
          code: 'ts2wp_handler_error',
          message: expect.stringMatching(/is not a function/),
        };
        if (/PHP Version/.test(res.text))
          failures.push(`${JSON.stringify(bodies[i].render)}: phpinfo() output in the answer`);
        if (!matches(got, want))
          failures.push(`render ${JSON.stringify(bodies[i].render)}: got ${JSON.stringify(got)}`);
      });
      expect(failures).toEqual([]);
    });

    it('callbacks from data: map, sort, filter, forEach and a local function variable throw TypeError; replace uses the string; JSON.parse ignores the reviver (as in Node)', async () => {
      const f = [marker(), marker(), marker(), marker()];
      const cases = [
        ['map', { fn: 'shell_exec', items: [`touch ${f[0]}`] }],
        ['map', { fn: ['WP_User', 'get_data_by'], items: ['login'] }],
        ['map', { fn: 'strtoupper', items: ['a', 'b'] }],
        ['sort', { fn: 'strcmp', items: ['b', 'a', 'c'] }],
        ['filter', { fn: 'is_numeric', items: ['1', 'x'] }],
        ['filter', { fn: 'shell_exec', items: [`touch ${f[1]}`] }],
        ['forEach', { fn: 'shell_exec', items: [`touch ${f[2]}`] }],
        ['replace', { fn: 'shell_exec', items: ['abc'] }],
        ['replace', { fn: ['WP_User', 'get_data_by'], items: ['abc'] }],
        ['reviver', { fn: 'shell_exec', items: [] }],
        ['reviver', { fn: ['WP_User', 'get_data_by'], items: [] }],
        ['local', { fn: 'shell_exec', items: [`touch ${f[3]}`] }],
        ['local', { fn: 'strtoupper', items: ['x'] }],
      ];
      const answers = await Promise.all(
        cases.map(([kind, body]) => req(`${NS}/cb/${kind}`, { method: 'POST', json: body })),
      );
      const failures = [];
      answers.forEach((res, i) => {
        const [kind, body] = cases[i];
        const node = callbackInNode(kind, JSON.stringify(body));
        const got =
          res.status === 200
            ? { status: 200, body: res.body }
            : { status: res.status, code: res.body?.code, message: res.body?.message, type: res.type };
        const want =
          node.status === 200
            ? { status: 200, body: node.body }
            : {
                status: 500,
                code: 'ts2wp_handler_error',
                message: expect.stringMatching(/is not a function|comparison function|must be either a function/),
                type: expect.stringMatching(JSON_TYPE),
              };
        if (!matches(got, want))
          failures.push(`${kind} ${JSON.stringify(body.fn)}: got ${JSON.stringify(got)}, Node ${JSON.stringify(node)}`);
      });
      for (const file of f)
        if (fs.existsSync(file)) failures.push(`${file} was created: a request string ran as a function`);
      expect(failures).toEqual([]);
    });
  });

  describe('2. method overrides never skip validation', () => {
    const form = { n: '<script>', tag: "' OR 1=1" };
    const overrides = [
      ['?_method=HEAD', {}],
      ['', { 'x-http-method-override': 'HEAD' }],
      ['?_method=GET', {}],
    ];

    /** The stored params must be the query's n = 1 (a number) and no tag, or nothing after a 400. */
    const unsafe = (res, stored) => {
      if (/script|OR 1=1/.test(stored ?? '')) return `the body's strings reached the handler: stored ${stored}`;
      if (res.status === 400) return stored === null ? null : `400 but stored ${stored}`;
      if (res.status !== 200) return `HTTP ${res.status} ${res.text.slice(0, 150)}`;
      const value = JSON.parse(stored ?? 'null');
      if (value?.n !== 1 || 'tag' in value) return `stored ${stored}`;
      return null;
    };

    it('POST …/hit?n=1 with a form body under _method=HEAD, X-HTTP-Method-Override: HEAD and _method=GET stores n = 1 and no tag, like the hand-written route', async () => {
      const failures = [];
      for (const [query, headers] of overrides) {
        const sep = query ? '&' : '?';
        for (const [prefix, opt] of [
          [NS, 'hostile_hit'],
          [BASE, 'hostile_base_hit'],
        ]) {
          clearOptions(opt);
          const res = await req(`${prefix}/hit${query}${sep}n=1`, { method: 'POST', form, headers });
          const problem = unsafe(res, option(opt));
          if (problem) failures.push(`${prefix}/hit ${query || JSON.stringify(headers)}: ${problem}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('a POST/PUT route under _method=DELETE, _method=GET and _method=PUT with hostile form and JSON bodies: 400/404 or validated values only, like the hand-written route', async () => {
      const failures = [];
      for (const query of ['?_method=DELETE', '?_method=GET', '?_method=PUT', '?_method=HEAD']) {
        for (const body of [{ form }, { json: { n: '<script>', tag: "' OR 1=1" } }]) {
          const got = {};
          for (const [prefix, opt] of [
            [NS, 'hostile_hit_post'],
            [BASE, 'hostile_base_hit_post'],
          ]) {
            clearOptions(opt);
            const res = await req(`${prefix}/hit-post${query}&n=1`, { method: 'POST', ...body });
            const stored = option(opt);
            got[prefix] = { status: res.status, stored };
            if (/script|OR 1=1/.test(stored ?? '')) failures.push(`${prefix} ${query} stored ${stored}`);
            if (res.status === 200 && JSON.parse(stored ?? '{}').n !== 1)
              failures.push(`${prefix} ${query} answered 200 and stored ${stored}`);
          }
          if (got[NS].status !== got[BASE].status && got[NS].status !== 400)
            failures.push(
              `${query} ${Object.keys(body)[0]}: ts2wp ${got[NS].status}, hand-written ${got[BASE].status}`,
            );
        }
      }
      expect(failures).toEqual([]);
    });
  });

  describe('3. params hold declared members only', () => {
    const junk = 'junk=1&is_admin=1&role=administrator&_method=GET';

    it('GET …/echo?q=a&junk=1&is_admin=1&role=administrator&_method=GET → keys ["q"], as the hand-written route; with _wpnonce=x both answer WordPress’s 403', async () => {
      const [ours, base, oursNonce, baseNonce] = await Promise.all([
        req(`${NS}/echo?q=a&${junk}`),
        req(`${BASE}/echo?q=a&${junk}`),
        req(`${NS}/echo?q=a&${junk}&_wpnonce=x`),
        req(`${BASE}/echo?q=a&${junk}&_wpnonce=x`),
      ]);
      // An invalid _wpnonce is refused by WordPress before any route runs (rest_cookie_check_errors).
      expect([baseNonce.status, baseNonce.body?.code]).toEqual([403, 'rest_cookie_invalid_nonce']);
      expect([oursNonce.status, oursNonce.body?.code]).toEqual([403, 'rest_cookie_invalid_nonce']);
      expect(base.body).toEqual({ keys: ['q'], params: { q: 'a' } });
      expect({ status: ours.status, body: ours.body }).toEqual({
        status: 200,
        body: { keys: ['q'], params: { q: 'a' } },
      });
    });

    it('PUT and POST with JSON and form bodies carrying undeclared members → keys ["q"]', async () => {
      // No _wpnonce: a form body's reaches $_REQUEST, and WordPress refuses a bad one itself (403).
      const extra = { q: 'a', junk: '1', is_admin: '1', role: 'administrator', _method: 'POST' };
      const answers = await Promise.all([
        req(`${NS}/echo-body?junk=2`, { method: 'PUT', json: extra }),
        req(`${NS}/echo-body?junk=2`, { method: 'POST', json: extra }),
        req(`${NS}/echo-body?junk=2`, { method: 'POST', form: extra }),
        req(`${NS}/echo-body?junk=2`, { method: 'PUT', form: extra }),
      ]);
      for (const res of answers)
        expect({ status: res.status, body: res.body }).toEqual({
          status: 200,
          body: { keys: ['q'], params: { q: 'a' } },
        });
    });

    it('a handler saving { ...params } stores only the declared members', async () => {
      clearOptions('hostile_saved');
      const res = await req(`${NS}/save?role=administrator&junk=1`, {
        method: 'POST',
        json: { q: 'a', n: 2, is_admin: true, role: 'administrator' },
      });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      expect(JSON.parse(option('hostile_saved'))).toEqual({ q: 'a', n: 2 });
    });
  });

  describe('4. sizes cannot crash PHP', () => {
    const hows = ['repeat', 'padStart', 'fill', 'from'];

    it('pad with n = 1000 answers 1000 for repeat, padStart, fill and Array.from', async () => {
      const answers = await Promise.all(
        hows.map((how) => timed(`pad ${how} n=1000`, req(`${NS}/pad?n=1000&how=${how}`))),
      );
      for (const res of answers)
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { length: 1000 } });
    });

    it('pad with n = 1e9 and 5e8 answers a JSON 500 with a RangeError message, never an HTML page or an empty 500', async () => {
      const cases = hows.flatMap((how) => [1e9, 5e8].map((n) => ({ how, n })));
      const failures = [];
      // Two at a time: php-fpm has two workers.
      for (let i = 0; i < cases.length; i += 2) {
        const batch = cases.slice(i, i + 2);
        const answers = await Promise.all(
          batch.map(({ how, n }) => timed(`pad ${how} n=${n}`, req(`${NS}/pad?n=${n}&how=${how}`))),
        );
        answers.forEach((res, j) => {
          const { how, n } = batch[j];
          const ok =
            res.status === 500 &&
            JSON_TYPE.test(res.type) &&
            res.body?.code === 'ts2wp_handler_error' &&
            /Invalid (string|array) length/.test(res.body?.message ?? '');
          if (!ok)
            failures.push(`${how} n=${n}: HTTP ${res.status} ${res.type} ${JSON.stringify(res.text.slice(0, 200))}`);
        });
      }
      expect(failures).toEqual([]);
    }, 300_000);

    it('a 7.5 MB anonymous JSON body of 100,000 items answers like the hand-written route (the count, or a clean JSON 413/400)', async () => {
      const items = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `item ${i} `.padEnd(50, '.') }));
      const body = JSON.stringify({ items });
      expect(body.length).toBeGreaterThan(7_000_000);
      expect(body.length).toBeLessThan(8 * 1024 * 1024); // PHP's default post_max_size
      const base = await timed('items 100k hand-written', raw(`${BASE}/items`, body));
      const ours = await timed('items 100k ts2wp', raw(`${NS}/items`, body));
      expect(base.type).toMatch(JSON_TYPE);
      expect(ours.type, ours.text.slice(0, 300)).toMatch(JSON_TYPE);
      if (base.status === 200) {
        expect(base.body).toEqual({ count: 100_000 });
        expect({ status: ours.status, body: ours.body }).toEqual({ status: 200, body: { count: 100_000 } });
      } else {
        expect([413, 400]).toContain(ours.status);
      }
    }, 120_000);
  });

  describe('5. authorization', () => {
    it("permission: 'edit_posts': anonymous 401, subscriber 403 (cookie and application password), editor 200, as the hand-written route", async () => {
      const failures = [];
      for (const p of [`${BASE}/cap`, capRoute('/cap')]) {
        const [anonymous, subCookie, subApp, editor] = await Promise.all([
          req(p),
          as('subscriber', p),
          req(p, { headers: { authorization: subscriberApp.authorization } }),
          as('editor', p),
        ]);
        const got = [anonymous, subCookie, subApp, editor].map((r) => [r.status, r.body?.code ?? r.body]);
        const want = [
          [401, 'rest_forbidden'],
          [403, 'rest_forbidden'],
          [403, 'rest_forbidden'],
          [200, { ok: true }],
        ];
        if (JSON.stringify(got) !== JSON.stringify(want)) failures.push(`${p}: ${JSON.stringify(got)}`);
      }
      expect(failures).toEqual([]);
    });

    it('samples/events: a subscriber cannot create an event through POST /events/v1/events (403), as core refuses POST /wp/v2/posts', async () => {
      const count = () => Number(wp.query("SELECT COUNT(*) FROM wp_posts WHERE post_type = 'event'").trim());
      const before = count();
      const core = await as('subscriber', '/wp/v2/posts', {
        method: 'POST',
        json: { title: 'sub post', status: 'publish' },
      });
      expect([core.status, core.body?.code]).toEqual([403, 'rest_cannot_create']);
      const [event, viaApp] = await Promise.all([
        as('subscriber', '/events/v1/events', { method: 'POST', json: { title: 'sub event', date: '2099-01-01' } }),
        req('/events/v1/events/sub%20event/2099-01-01', {
          method: 'POST',
          headers: { authorization: subscriberApp.authorization },
        }),
      ]);
      expect([event.status, viaApp.status], `${event.text.slice(0, 200)} ${viaApp.text.slice(0, 200)}`).toEqual([
        403, 403,
      ]);
      expect(count()).toBe(before);
    });

    /** Every way to reach a route's handler that an anonymous caller might try. */
    const variants = (route, write) => {
      const [ns, ...rest] = route.slice(1).split('/');
      const nsRoute = `/${ns}/${rest[0]}`;
      const tail = rest.slice(1).join('/');
      return [
        ['plain', `/wp-json${route}`, {}],
        ['trailing slash', `/wp-json${route}/`, {}],
        ['upper case', `/wp-json${route.toUpperCase()}`, {}],
        ['?rest_route=', `/?rest_route=${route}`, {}],
        ['?rest_route= encoded', `/?rest_route=${encodeURIComponent(route)}`, {}],
        ['/index.php/wp-json', `/index.php/wp-json${route}`, {}],
        ['%2F encoded slash', `/wp-json${nsRoute}%2F${tail}`, {}],
        ['HEAD', `/wp-json${route}`, { method: 'HEAD' }],
        ['_method=GET', `/wp-json${route}?_method=GET`, { method: 'POST' }],
        [
          'X-HTTP-Method-Override: GET',
          `/wp-json${route}`,
          { method: 'POST', headers: { 'x-http-method-override': 'GET' } },
        ],
        ['POST', `/wp-json${route}`, { method: 'POST', json: {} }],
        ...(write ? [['bare body path', `/wp-json${write.bare}`, { method: 'POST', json: write.body }]] : []),
      ];
    };

    const expectRefused = async (route, counter, write) => {
      clearOptions(counter);
      const list = variants(route, write);
      const answers = await Promise.all(list.map(([, p, opts]) => call(`${wp.url}${p}`, opts)));
      const failures = [];
      answers.forEach((res, i) => {
        const [name, p] = list[i];
        const refused =
          [401, 403, 404].includes(res.status) &&
          (list[i][2].method === 'HEAD' || ['rest_forbidden', 'rest_no_route'].includes(res.body?.code));
        if (!refused) failures.push(`${name} ${p}: HTTP ${res.status} ${res.text.slice(0, 150)}`);
      });
      expect(failures).toEqual([]);
      expect(option(counter), 'a handler ran for an anonymous caller').toBeNull();
    };

    it('permission: true (logged in): every variant of the route refuses an anonymous caller, and the handler never runs', async () => {
      await expectRefused(`${NS}/logged`, 'hostile_logged_count');
    });

    it("permission: 'edit_posts': every variant (slash, case, ?rest_route=, /index.php, %2F, HEAD, overrides, bare body path) refuses an anonymous caller", async () => {
      await expectRefused(capRoute('/cap-write/1'), 'hostile_cap_count', {
        bare: capRoute('/cap-write'),
        body: { id: 1 },
      });
      await expectRefused(capRoute('/cap'), 'hostile_cap_count');
    });

    it('cookie writes without X-WP-Nonce are refused (the editor counts as anonymous), a bad nonce is 403', async () => {
      clearOptions('hostile_logged_count', 'hostile_cap_count');
      const writes = [[`${NS}/logged`, 'hostile_logged_count']];
      let capError;
      try {
        writes.push([capRoute('/cap-write/1'), 'hostile_cap_count']);
      } catch (e) {
        capError = e;
      }
      for (const [p, counter] of writes) {
        const noNonce = await as('editor', p, { method: 'POST', json: { note: 'x' }, nonce: false });
        expect([noNonce.status, noNonce.body?.code], p).toEqual([401, 'rest_forbidden']);
        const badNonce = await as('editor', p, {
          method: 'POST',
          json: { note: 'x' },
          nonce: false,
          headers: { 'x-wp-nonce': 'deadbeef00' },
        });
        expect([badNonce.status, badNonce.body?.code], p).toEqual([403, 'rest_cookie_invalid_nonce']);
        expect(option(counter), `${p}: the handler ran`).toBeNull();
      }
      if (capError) throw capError;
    });
  });

  describe('6. a RegExp from input behaves as in Node', () => {
    it('(*ACCEPT)a, (*FAIL), (*COMMIT), (?R), a++ are SyntaxErrors (a JSON 500), never a PCRE match; a valid pattern matches as in Node', async () => {
      const cases = [
        ['(*ACCEPT)a', 'b'],
        ['(*FAIL)', ''],
        ['(*COMMIT)', 'a'],
        ['(?R)', 'a'],
        ['a++', 'aa'],
        ['^a+$', 'aaa'],
      ];
      const answers = await Promise.all(cases.map(([p, s]) => req(`${NS}/re?${new URLSearchParams({ p, s })}`)));
      const failures = [];
      answers.forEach((res, i) => {
        const [p, s] = cases[i];
        const node = reInNode(p, s);
        if (node.status === 200) {
          if (res.status !== 200 || JSON.stringify(res.body) !== JSON.stringify(node.body))
            failures.push(`${p}: HTTP ${res.status} ${res.text.slice(0, 150)}, Node ${JSON.stringify(node)}`);
          return;
        }
        expect(node.name).toBe('SyntaxError');
        const ok =
          res.status === 500 &&
          JSON_TYPE.test(res.type) &&
          res.body?.code === 'ts2wp_handler_error' &&
          /Invalid regular expression|SyntaxError/.test(res.body?.message ?? '');
        if (!ok)
          failures.push(`${p}: HTTP ${res.status} ${res.text.slice(0, 150)}, Node ${node.name}: ${node.message}`);
      });
      expect(failures).toEqual([]);
    });
  });

  describe('7. a null property read throws', () => {
    it("nul with no o: a JSON 500 TypeError (Cannot read properties of null (reading 'v')), not 200 {v: null}", async () => {
      const node = nulInNode(undefined);
      expect(node).toMatchObject({
        status: 500,
        name: 'TypeError',
        message: "Cannot read properties of null (reading 'v')",
      });
      const [res, ok] = await Promise.all([req(`${NS}/nul`), req(`${NS}/nul?o=${encodeURIComponent('{"v":"x"}')}`)]);
      expect({ status: ok.status, body: ok.body }).toEqual({ status: 200, body: nulInNode('{"v":"x"}').body });
      expectHandlerError(res, /Cannot read properties of null \(reading 'v'\)/);
    });
  });

  describe('8. an unknown member follows WordPress’s order', () => {
    it('POST …/u?x=query with JSON {"x":"body"} → "body" (JSON before query), as get_param() and the hand-written route', async () => {
      const [ours, base] = await Promise.all([
        req(`${NS}/u?x=query`, { method: 'POST', json: { x: 'body' } }),
        req(`${BASE}/u?x=query`, { method: 'POST', json: { x: 'body' } }),
      ]);
      expect(base.body).toEqual({ x: 'body' });
      expect({ status: ours.status, body: ours.body }).toEqual({ status: 200, body: { x: 'body' } });
    });
  });

  describe('9. error details (WP_DEBUG on, WP_DEBUG_DISPLAY off)', () => {
    const leaks = (text) =>
      [wp.dir, '/tmp/', '/usr/', '/var/', '/home/', 'wp-content', '.php'].filter((s) => text.includes(s));

    it('an anonymous (and an editor’s) 500 shows no server path', async () => {
      const answers = await Promise.all([req(`${NS}/boom`), req(`${NS}/nul`), as('editor', `${NS}/boom`)]);
      for (const res of answers) {
        expect(res.status).toBe(500);
        expect(res.type).toMatch(JSON_TYPE);
        expect(leaks(res.text), res.text.slice(0, 500)).toEqual([]);
      }
    });

    it('an administrator gets the details: the TypeScript position of the failure', async () => {
      const res = await as('admin', `${NS}/boom`);
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('ts2wp_handler_error');
      expect(res.body.message).toBe('boom');
      expect(res.body.data.ts_position).toMatch(/^app\/Controllers\/ComputeController\.ts:\d+:\d+$/);
    });
  });

  describe('10. what already holds', () => {
    it('invalid UTF-8, NUL bytes, __proto__ keys, 5,000-deep JSON and a 20 MB string get clean JSON answers (no 500, no HTML)', async () => {
      const deep = `{"q":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      const cases = [
        [
          'invalid UTF-8 body',
          () => raw(`${NS}/echo-body`, Buffer.from([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
        ],
        ['invalid UTF-8 query', () => req(`${NS}/echo?q=%FF%FE`)],
        ['NUL in a value', () => req(`${NS}/echo-body`, { method: 'POST', json: { q: 'a\u0000b' } })],
        ['NUL key', () => raw(`${NS}/echo-body`, '{"\\u0000x":1,"q":"a"}')],
        ['__proto__ key', () => raw(`${NS}/echo-body`, '{"__proto__":{"polluted":1},"q":"a"}')],
        ['__proto__ on save', () => raw(`${NS}/save`, '{"__proto__":{"n":5},"q":"a"}')],
        ['5,000-deep JSON', () => raw(`${NS}/echo-body`, deep)],
        [
          '20 MB string',
          () => timed('20 MB string body', raw(`${NS}/echo-body`, JSON.stringify({ q: 'x'.repeat(20 * 1024 * 1024) }))),
        ],
      ];
      const failures = [];
      for (let i = 0; i < cases.length; i += 2) {
        const batch = cases.slice(i, i + 2);
        const answers = await Promise.all(batch.map(([, send]) => send()));
        answers.forEach((res, j) => {
          if (!JSON_TYPE.test(res.type) || res.status >= 500 || /<html|<br \/>/i.test(res.text))
            failures.push(`${batch[j][0]}: HTTP ${res.status} ${res.type} ${res.text.slice(0, 150)}`);
        });
      }
      const after = await req(`${NS}/echo?q=b`);
      expect(after.text).not.toContain('polluted');
      expect(failures).toEqual([]);
    }, 120_000);

    it('no .php file of the plugin runs when requested directly: each exits on the ABSPATH guard with empty output', async () => {
      const files = [];
      const walk = (dir) => {
        for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
          const p = path.join(dir, e.name);
          if (e.isDirectory()) walk(p);
          else if (e.name.endsWith('.php')) files.push(path.relative(probe.dir, p).split(path.sep).join('/'));
        }
      };
      walk(probe.dir);
      expect(files).toContain('app/Controllers/FormatController.php');
      const failures = [];
      for (let i = 0; i < files.length; i += 4) {
        const batch = files.slice(i, i + 4);
        const answers = await Promise.all(batch.map((f) => req(`/wp-content/plugins/${SLUG}/${f}`)));
        answers.forEach((res, j) => {
          if (res.status !== 200 || res.text !== '')
            failures.push(`${batch[j]}: HTTP ${res.status} ${res.text.slice(0, 150)}`);
        });
      }
      expect(failures).toEqual([]);
    });
  });
});

/** Deep equality with asymmetric matchers, as a boolean (a list of failures reads better than the first). */
function matches(got, want) {
  try {
    expect(got).toEqual(want);
    return true;
  } catch {
    return false;
  }
}
