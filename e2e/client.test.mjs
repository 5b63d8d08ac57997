// The generated fetch client against a live WordPress over HTTP (wp-env --runtime=playground,
// offline): samples/basic, samples/blog-api and an echo fixture are built with the real CLI, their clients are
// generated with `ts2wp client`, transpiled, and called through the global fetch. This site
// runs with WP_DEBUG off (e2e/site.test.mjs's has it on), which the failing-handler case checks.
// In Chromium, a plugin enqueues the client (bundled as a plain script) with wp-api-fetch on a
// front-end page and in the block editor, where it sends through WordPress's own wp.apiFetch.
// Run: npx vitest run e2e/client.test.mjs
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECHO_PROJECT } from '../test/helpers/api-fixtures.ts';
import { typeCheck } from '../test/helpers/client-module.ts';
import { expectedWordPressVersion, launchChromium, REPO, runCli, wpAdminPage } from './helpers.mjs';
import { ADMIN_PASSWORD, ADMIN_USER, createApplicationPassword, loginSession, startWordPress } from './wordpress.mjs';

/**
 * A plugin that ships the generated client as a browser script, as a plugin author would
 * bundle it: CommonJS in a function that hands the exports to window.basicClient, enqueued
 * with wp-api-fetch (which WordPress sets up with the REST root, a wp_rest nonce and the
 * nonce endpoint) on front-end pages and in the block editor.
 */
function writeClientPagePlugin(dir, clientTs) {
  mkdirSync(dir, { recursive: true });
  const cjs = ts.transpileModule(clientTs, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  }).outputText;
  writeFileSync(
    path.join(dir, 'client.js'),
    `(function () {\nvar exports = {};\n${cjs}\nwindow.basicClient = exports;\n})();\n`,
  );
  writeFileSync(
    path.join(dir, 'client-page.php'),
    `<?php
/**
 * Plugin Name: Client page
 */

function client_page_enqueue() {
\twp_enqueue_script( 'basic-client', plugins_url( 'client.js', __FILE__ ), array( 'wp-api-fetch' ), '1', true );
}
add_action( 'wp_enqueue_scripts', 'client_page_enqueue' );
add_action( 'enqueue_block_editor_assets', 'client_page_enqueue' );
`,
  );
  return dir;
}

/** `ts2wp <args>` with the built CLI; rejects with its output unless it exits 0. */
async function cli(args) {
  const { code, stdout, stderr } = await runCli(args);
  if (code !== 0) throw new Error(`ts2wp ${args.join(' ')} exited ${code}:\n${stdout}${stderr}`);
}

/** Builds the project and generates its client with the CLI; returns the plugin folder and the loaded client module. */
async function buildAndGenerate(project, out, slug) {
  await cli(['build', project, '--out', path.join(out, 'build'), '--no-zip']);
  const clientTs = path.join(out, 'client.ts');
  await cli(['client', project, '--out', clientTs]);
  const js = ts.transpileModule(readFileSync(clientTs, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  writeFileSync(path.join(out, 'client.mjs'), js);
  return {
    plugin: path.join(out, 'build', slug),
    client: await import(pathToFileURL(path.join(out, 'client.mjs')).href),
  };
}

describe('generated client against live WordPress (HTTP)', () => {
  const t0 = Date.now();
  let work;
  let wp;
  let basic;
  let echo;
  let blog;
  let browser;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'ts2wp-e2e-client-'));
    const basicProject = path.join(work, 'basic-src');
    cpSync(path.join(REPO, 'samples', 'basic'), basicProject, {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}build`),
    });
    const echoProject = path.join(work, 'echo-src');
    for (const [rel, text] of Object.entries(ECHO_PROJECT)) {
      mkdirSync(path.dirname(path.join(echoProject, rel)), { recursive: true });
      writeFileSync(path.join(echoProject, rel), text);
    }
    basic = await buildAndGenerate(basicProject, path.join(work, 'basic'), 'typescript-basic-demo');
    echo = await buildAndGenerate(echoProject, path.join(work, 'echo'), 'ts2wp-e2e-client');
    const blogProject = path.join(work, 'blog-src');
    cpSync(path.join(REPO, 'samples', 'blog-api'), blogProject, {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}build`),
    });
    const blogSlug = JSON.parse(readFileSync(path.join(blogProject, 'ts2wp.config.json'), 'utf8')).slug;
    blog = await buildAndGenerate(blogProject, path.join(work, 'blog'), blogSlug);
    const clientPage = writeClientPagePlugin(
      path.join(work, 'client-page'),
      readFileSync(path.join(work, 'basic', 'client.ts'), 'utf8'),
    );
    console.log(`[client] built and generated: ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    wp = await startWordPress({
      plugins: [basic.plugin, echo.plugin, blog.plugin, clientPage],
      config: { WP_DEBUG: false },
      log: (s) => console.log(`[wp] ${s}`),
    });
    expect(wp.wpVersion).toBe(expectedWordPressVersion());
    console.log(`[client] site ready: ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }, 300_000);

  afterAll(async () => {
    try {
      await browser?.close();
      await wp?.stop();
    } finally {
      if (work) rmSync(work, { recursive: true, force: true });
      console.log(`[client] total: ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    }
  }, 60_000);

  it('calls greeting, articles and user of samples/basic (the write routes as the administrator)', async () => {
    const api = basic.client.createClient({ baseUrl: wp.url });
    const { user: login, password } = await createApplicationPassword({ url: wp.url, name: 'ts2wp-e2e-writes' });
    const admin = basic.client.createClient({ baseUrl: wp.url, applicationPassword: { user: login, password } });
    const [hello, list, created, user, put, anonymous] = await Promise.all([
      api.greeting({ name: 'Ada', age: 36 }),
      api.articles(),
      admin.createArticle({}, { body: { title: 'Over HTTP' } }),
      api.user({ id: 7, email: 'ada@example.com', is_admin: true }),
      admin.saveUser({ id: 8, email: 'bob@example.com', is_admin: false }, { method: 'PUT' }),
      api.createArticle({}, { body: { title: 'Anonymous' } }).catch((e) => e),
    ]);
    expect(anonymous).toMatchObject({ code: 'rest_forbidden', status: 401 });
    expect(hello).toEqual({ message: 'Hello Ada, you are 36' });
    expect(list).toEqual([
      { id: 1, title: 'First' },
      { id: 2, title: 'Second' },
    ]);
    expect(created).toEqual({ created: true, title: 'Over HTTP' });
    expect(user).toEqual({ id: 7, email: 'ada@example.com', is_admin: true });
    expect(put).toEqual({ id: 8, email: 'bob@example.com', is_admin: false });
  });

  it('surfaces a wrong type as WpApiError rest_invalid_param (400)', async () => {
    const { createClient, WpApiError } = basic.client;
    const api = createClient({ baseUrl: wp.url });
    // WordPress validates params before it asks the permission callback: 400 even anonymous.
    const error = await api.saveUser({ id: 1, email: 'a@b.c', is_admin: 'maybe' }, { method: 'POST' }).catch((e) => e);
    expect(error).toBeInstanceOf(WpApiError);
    expect(error).toMatchObject({ name: 'WpApiError', code: 'rest_invalid_param', status: 400 });
    expect(error.data.params).toHaveProperty('is_admin');
  });

  it('round-trips every param type through path segments and JSON bodies; WP_Error with a status', async () => {
    const api = echo.client.createClient({ baseUrl: wp.url });
    // Path segments carry any text the client escapes (README, Hosting), commas inside array
    // items too; only a % before a non-escape is kept out, which Playground itself answers 500 to.
    const params = {
      s: `Ada Lovelace's "x" \\ ü & 🙂 a/b?#`,
      n: -2.5,
      b: false,
      a: ['x,y', 'y-z', '1.5'],
      o: { k: 1, nested: { list: [1, 'two'] }, 'a b': '"quoted" \\ back ü' },
    };
    const text = `it's "q" \\ ü 100% & more`;
    const [viaPath, viaBody] = await Promise.all([
      api.echoAll(params),
      api.echoAll({ ...params, s: text, a: [1, true, 'ü'], o: {} }, { method: 'POST' }),
    ]);
    expect(viaPath).toEqual(params);
    expect(viaBody).toEqual({ ...params, s: text, a: [1, true, 'ü'], o: {} });
    const teapot = await api.echoAll({ ...params, s: 'teapot' }).catch((e) => e);
    expect(teapot).toBeInstanceOf(echo.client.WpApiError);
    expect(teapot).toMatchObject({ code: 'teapot', status: 418, message: 'I am a teapot', data: { status: 418 } });
  });

  it('logs in with an application password; anonymous gets WpApiError rest_forbidden (401)', async () => {
    const { createClient } = echo.client;
    const anonymous = await createClient({ baseUrl: wp.url })
      .me()
      .catch((e) => e);
    expect(anonymous).toMatchObject({ code: 'rest_forbidden', status: 401 });
    const { user, password } = await createApplicationPassword({ url: wp.url });
    const signedIn = createClient({ baseUrl: wp.url, applicationPassword: { user, password } });
    expect(await signedIn.me()).toEqual({ user: 1 });
  }, 60_000);

  it('a handler that throws answers a bare 500 with WP_DEBUG off: no TypeScript position, no file', async () => {
    const [failed, raw] = await Promise.all([
      echo.client
        .createClient({ baseUrl: wp.url })
        .fail()
        .catch((e) => e),
      fetch(`${wp.url}/wp-json/echo/v1/fail`).then(async (r) => ({ status: r.status, text: await r.text() })),
    ]);
    expect(failed).toBeInstanceOf(echo.client.WpApiError);
    expect(failed).toMatchObject({ code: 'ts2wp_handler_error', status: 500, message: 'echo failed' });
    expect(raw.status).toBe(500);
    // Only the code, the message and the status: what WP_DEBUG on would add (the exception,
    // ts_position, ts_stack) is absent, and so is any path.
    expect(JSON.parse(raw.text)).toEqual({
      code: 'ts2wp_handler_error',
      message: 'echo failed',
      data: { status: 500 },
    });
    for (const leak of ['.ts', '.php', 'app/', 'Controllers', 'ts_position', 'ts_stack', 'exception'])
      expect(raw.text).not.toContain(leak);
  });

  it('works without pretty permalinks through ?rest_route=', async () => {
    const api = basic.client.createClient({ baseUrl: wp.url, restRoute: 'query' });
    expect(await api.greeting({ name: 'Grace', age: 85 })).toEqual({ message: 'Hello Grace, you are 85' });
  });
  /**
   * Every code of samples/blog-api's error unions, answered by live WordPress through the
   * generated client (a few only by a hand-made request the client's types would refuse),
   * each answer then type-checked as a value of its union member: code, status and data.
   */
  it("answers each code of samples/blog-api's error unions with the status and data its type says", async () => {
    const { createClient } = blog.client;
    const url = wp.url;
    const adminSession = await loginSession({ url });
    const adminKey = await createApplicationPassword({ url, name: 'ts2wp-e2e-unions', session: adminSession });
    const admin = createClient({
      baseUrl: url,
      applicationPassword: { user: adminKey.user, password: adminKey.password },
    });
    const anonymous = createClient({ baseUrl: url });
    /** A user with one role and an application password, as the client of that user. */
    const userWith = async (role) => {
      const name = `${role}${Date.now().toString(36)}`;
      const password = `${name}-Pass-1`;
      const made = await fetch(`${url}/wp-json/wp/v2/users`, {
        method: 'POST',
        headers: { authorization: adminKey.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, email: `${name}@example.com`, password, roles: [role] }),
      });
      expect(made.status).toBe(201);
      const key = await createApplicationPassword({ url, user: name, password, name: 'ts2wp-e2e-unions' });
      return createClient({ baseUrl: url, applicationPassword: { user: key.user, password: key.password } });
    };
    const [subscriber, author] = await Promise.all([userWith('subscriber'), userWith('author')]);
    const article = await admin.createArticle({ title: 'Union target', content: 'x' });
    const id = article.id;
    const failed = (promise) =>
      promise.then(
        (data) => ({ unexpected: data }),
        (e) => e,
      );
    /** A request the client's types refuse, sent by hand: the answer as a WpApiError would hold it. */
    const byHand = async (path, init = {}) => {
      const res = await fetch(`${url}/wp-json${path}`, init);
      const body = await res.json();
      return { code: body.code, status: res.status, data: body.data };
    };
    const cases = {
      listArticles: {
        // Through options.query, which comes first in the URL: per_page before page, the reverse of the args.
        rest_invalid_param: failed(anonymous.listArticles({}, { query: { per_page: 500, page: 0 } })),
      },
      getArticle: {
        rest_invalid_param: byHand('/blog/v1/articles/abc'),
        blog_article_not_found: failed(anonymous.getArticle({ id: 999999 })),
      },
      createArticle: {
        rest_invalid_param: failed(admin.createArticle({ title: 5, content: 'x' })),
        rest_missing_callback_param: failed(admin.createArticle({ title: 'x' })),
        rest_forbidden: [
          failed(anonymous.createArticle({ title: 'x', content: 'x' })),
          failed(subscriber.createArticle({ title: 'x', content: 'x' })),
        ],
        blog_invalid_article: failed(admin.createArticle({ title: '<b></b>', content: 'x' })),
      },
      updateArticle: {
        rest_invalid_param: failed(admin.updateArticle({ id, title: 5 })),
        rest_missing_callback_param: failed(admin.updateArticle({ title: 'x' })),
        rest_forbidden: [
          failed(anonymous.updateArticle({ id, title: 'x' })),
          failed(subscriber.updateArticle({ id, title: 'x' })),
        ],
        blog_article_not_found: failed(admin.updateArticle({ id: 999999, title: 'x' })),
        blog_forbidden: failed(author.updateArticle({ id, title: 'x' })),
      },
      deleteArticle: {
        rest_invalid_param: failed(admin.deleteArticle({ id, force: 'yes' })),
        rest_forbidden: [failed(anonymous.deleteArticle({ id })), failed(subscriber.deleteArticle({ id }))],
        blog_article_not_found: failed(admin.deleteArticle({ id: 999999 })),
        blog_forbidden: failed(author.deleteArticle({ id })),
      },
      // SiteError, on any route.
      blogStats: {
        rest_no_route: failed(anonymous.blogStats(undefined, { method: 'DELETE' })),
        rest_cookie_invalid_nonce: failed(
          createClient({ baseUrl: url, nonce: 'not-a-nonce', headers: { cookie: adminSession.cookie } }).blogStats(),
        ),
      },
    };
    // What no request can make this site answer: each with why.
    const unprovoked = {
      'createArticle blog_article_not_found': 'the post it just inserted would have to vanish before it is read back',
      'deleteArticle blog_delete_failed': 'wp_trash_post()/wp_delete_post() fail only on a database error',
      ts2wp_handler_error: "no blog-api handler throws; the echo fixture's fail() is answered live above",
    };
    // A refused application password is no error of its own: WordPress answers as to an anonymous caller.
    const wrongPassword = createClient({
      baseUrl: url,
      applicationPassword: { user: adminKey.user, password: 'wrong pass word' },
    });
    const unknownUser = createClient({
      baseUrl: url,
      applicationPassword: { user: 'nobody@example.com', password: 'x' },
    });
    expect(await wrongPassword.blogStats()).toMatchObject({ published: expect.any(Number) });
    expect(await failed(wrongPassword.createArticle({ title: 'x', content: 'x' }))).toMatchObject({
      code: 'rest_forbidden',
      status: 401,
    });
    expect(await failed(unknownUser.createArticle({ title: 'x', content: 'x' }))).toMatchObject({
      code: 'rest_forbidden',
      status: 401,
    });

    const answers = [];
    for (const [call, byCode] of Object.entries(cases))
      for (const [code, pending] of Object.entries(byCode))
        for (const answer of await Promise.all([pending].flat())) answers.push({ call, code, answer });
    const { isApiError } = blog.client;
    for (const { call, code, answer } of answers) {
      expect({ call, code: answer.code, status: typeof answer.status }).toEqual({ call, code, status: 'number' });
      if (!(answer instanceof blog.client.WpApiError)) continue;
      expect(answer.wpCode).toBe(code);
      // The guard takes the error for the call that threw it, and for no other.
      const other = call === 'getArticle' ? 'listArticles' : 'getArticle';
      expect([isApiError(answer, call), isApiError(answer, other)], `${call} ${code}`).toEqual([true, false]);
    }
    expect(answers.filter((a) => a.code === 'rest_forbidden').map((a) => `${a.call} ${a.answer.status}`)).toEqual([
      'createArticle 401',
      'createArticle 403',
      'updateArticle 401',
      'updateArticle 403',
      'deleteArticle 401',
      'deleteArticle 403',
    ]);
    // Invalid fields named in the order the request sent them, as core names them (not the args' order).
    const invalidList = answers.find((a) => a.call === 'listArticles').answer;
    expect([invalidList.message, Object.keys(invalidList.data.params), Object.keys(invalidList.data.details)]).toEqual([
      'Invalid parameter(s): per_page, page',
      ['per_page', 'page'],
      ['per_page', 'page'],
    ]);

    // Every code of every union is answered above or listed as unprovoked.
    const source = readFileSync(path.join(work, 'blog', 'client.ts'), 'utf8');
    const codesOf = (type) =>
      [...new RegExp(`export type ${type} =([\\s\\S]*?);\\n`).exec(source)[1].matchAll(/WpApiError<"([^"]+)"/g)].map(
        (m) => m[1],
      );
    for (const call of ['listArticles', 'getArticle', 'createArticle', 'updateArticle', 'deleteArticle', 'blogStats']) {
      const type = `${call[0].toUpperCase()}${call.slice(1)}Error`;
      for (const code of codesOf(type))
        expect(
          code in (cases[call] ?? {}) || `${call} ${code}` in unprovoked || code in unprovoked,
          `${call}: ${code} is neither answered nor listed`,
        ).toBe(true);
    }
    const siteError = /export type SiteError =([\s\S]*?);\n/.exec(source)[1];
    for (const code of [...siteError.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]))
      expect(code in cases.blogStats || code in unprovoked, `SiteError: ${code}`).toBe(true);

    // Each answer as a value of its union member: status and data must fit the type.
    const consumer = [
      "import type { BlogStatsError, CreateArticleError, DeleteArticleError, GetArticleError, ListArticlesError, UpdateArticleError } from './client.js';",
      ...answers.map(({ call, code, answer }, i) => {
        const member = `Extract<${call[0].toUpperCase()}${call.slice(1)}Error, { code: ${JSON.stringify(code)} }>`;
        return `export const status${i}: ${member}['status'] = ${answer.status};\nexport const data${i}: ${member}['data'] = ${JSON.stringify(answer.data)};`;
      }),
    ].join('\n');
    expect(typeCheck({ 'client.ts': source, 'consumer.ts': consumer })).toEqual([]);
  }, 180_000);

  /** In the page: the basic client over wp.apiFetch, its answers, and the same after the nonce expired. */
  async function callThroughApiFetch(page) {
    await page.waitForFunction(
      () => window.basicClient && window.wp && window.wp.apiFetch && window.wp.apiFetch.nonceMiddleware,
    );
    return page.evaluate(async () => {
      const api = window.basicClient.createClient({ apiFetch: window.wp.apiFetch });
      const greeting = await api.withResponse.greeting({ name: 'Ada', age: 36 });
      const created = await api.createArticle({}, { body: { title: 'From the page' } });
      // What a tab left open past the nonce's lifetime sends: apiFetch's nonce endpoint gives a fresh one.
      window.wp.apiFetch.nonceMiddleware.nonce = 'expired';
      const afterExpiry = await api.createArticle({}, { body: { title: 'After expiry' } });
      const refreshed = window.wp.apiFetch.nonceMiddleware.nonce !== 'expired';
      const invalid = await api
        .saveUser({ id: 1, email: 'a@b.c', is_admin: 'maybe' }, { method: 'POST' })
        .catch((e) => ({ name: e.name, code: e.code, status: e.status }));
      return {
        greeting: { status: greeting.status, data: greeting.data, type: greeting.headers.get('Content-Type') },
        created,
        afterExpiry,
        refreshed,
        invalid,
      };
    });
  }

  const EXPECTED_IN_PAGE = {
    greeting: {
      status: 200,
      data: { message: 'Hello Ada, you are 36' },
      type: expect.stringMatching(/^application\/json/),
    },
    created: { created: true, title: 'From the page' },
    afterExpiry: { created: true, title: 'After expiry' },
    refreshed: true,
    invalid: { name: 'WpApiError', code: 'rest_invalid_param', status: 400 },
  };

  it('in Chromium: on a front-end page and in the block editor, through wp.apiFetch (cookie + nonce, nonce refresh)', async () => {
    browser = await launchChromium();
    const page = await wpAdminPage(browser, { url: wp.url, user: ADMIN_USER, password: ADMIN_PASSWORD });
    await page.goto(`${wp.url}/`);
    expect(await callThroughApiFetch(page)).toEqual(EXPECTED_IN_PAGE);
    await page.goto(`${wp.url}/wp-admin/post-new.php`);
    expect(await callThroughApiFetch(page)).toEqual(EXPECTED_IN_PAGE);
    // Anonymous on the front end: the public route answers, the guarded one is 401 rest_forbidden.
    const anonymous = await browser.newPage();
    await anonymous.goto(`${wp.url}/`);
    await anonymous.waitForFunction(() => window.basicClient && window.wp && window.wp.apiFetch);
    expect(
      await anonymous.evaluate(async () => {
        const api = window.basicClient.createClient({ apiFetch: window.wp.apiFetch });
        return {
          list: await api.articles(),
          create: await api
            .createArticle({}, { body: { title: 'x' } })
            .catch((e) => ({ code: e.code, status: e.status })),
        };
      }),
    ).toEqual({
      list: [
        { id: 1, title: 'First' },
        { id: 2, title: 'Second' },
      ],
      create: { code: 'rest_forbidden', status: 401 },
    });
  }, 360_000);

  // Last: a long type check blocks the event loop while the server closes idle keep-alive
  // sockets, and the next test's first request would go out on one of them.
  it("answers each call's typed success status and headers, and _fields as the narrowed type says", async () => {
    const { createClient } = blog.client;
    const url = wp.url;
    const key = await createApplicationPassword({ url, name: 'ts2wp-e2e-fields' });
    const api = createClient({ baseUrl: url, applicationPassword: { user: key.user, password: key.password } });
    const source = readFileSync(path.join(work, 'blog', 'client.ts'), 'utf8');
    /** The names a <Call>Header type lists, WordPressHeader's expanded. */
    const headerNames = (type) => {
      const names = [
        ...new RegExp(`export type ${type} =([^;]*);`).exec(source)[1].matchAll(/["']([\w-]+)["']|(\w+)/g),
      ];
      return names.flatMap(([, name, alias]) => (alias ? headerNames(alias) : [name]));
    };
    const statusOf = (call) =>
      Number(new RegExp(`\\n {4}${call}<[^\\n]*?Promise<ApiResponse<Picked<\\w+, Field>, (\\d+), `).exec(source)[1]);

    const created = await api.withResponse.createArticle({ title: 'Fields target', content: 'x' });
    const id = created.data.id;
    const answers = {
      createArticle: created,
      listArticles: await api.withResponse.listArticles({ per_page: 1 }),
      getArticle: await api.withResponse.getArticle({ id }),
      updateArticle: await api.withResponse.updateArticle({ id, title: 'Renamed' }),
      blogStats: await api.withResponse.blogStats(),
      deleteArticle: await api.withResponse.deleteArticle({ id }),
    };
    for (const [call, answer] of Object.entries(answers)) {
      const type = `${call[0].toUpperCase()}${call.slice(1)}Header`;
      // Every header the type names is in the live answer, and the status is the type's.
      const missing = headerNames(type).filter((name) => answer.headers.get(name) === null);
      expect({ call, status: answer.status, missing }).toEqual({ call, status: statusOf(call), missing: [] });
    }
    expect(headerNames('ListArticlesHeader')).toEqual(
      expect.arrayContaining(['X-WP-Total', 'X-WP-TotalPages', 'Allow', 'Link']),
    );

    // _fields: each answer fits the narrowed type exactly (a member too many or too few fails tsc).
    const second = await api.createArticle({ title: 'Second', content: 'y' });
    const fields = [
      [
        'ListArticlesResponse',
        "'total' | 'pages'",
        await api.listArticles({}, { query: { _fields: ['total', 'pages'] } }),
      ],
      ['ListArticlesResponse', "'items'", await api.listArticles({ per_page: 1 }, { query: { _fields: ['items'] } })],
      [
        'GetArticleResponse',
        "'id, title'",
        await api.getArticle({ id: second.id }, { query: { _fields: 'id, title' } }),
      ],
      ['BlogStatsResponse', "'latest.id'", await api.blogStats(undefined, { query: { _fields: ['latest.id'] } })],
    ];
    expect(fields.map(([, , answer]) => Object.keys(answer).sort())).toEqual([
      ['pages', 'total'],
      ['items'],
      ['id', 'title'],
      ['latest'],
    ]);
    expect(Object.keys(fields[3][2].latest)).toEqual(['id']);
    // Why the type refuses a member inside a list member: WordPress answers the list empty.
    const res = await fetch(`${url}/wp-json/blog/v1/articles?_fields=items.title`);
    expect(await res.json()).toEqual({ items: [] });
    const consumer = [
      `import type { Picked, ${[...new Set(fields.map(([type]) => type))].join(', ')} } from './client.js';`,
      ...fields.map(
        ([type, names, answer], i) => `export const answer${i}: Picked<${type}, ${names}> = ${JSON.stringify(answer)};`,
      ),
    ].join('\n');
    expect(typeCheck({ 'client.ts': source, 'consumer.ts': consumer })).toEqual([]);
  }, 120_000);
});
