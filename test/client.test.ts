// `ts2wp client`: the generated fetch client type-checks for correct use and rejects misuse
// (checked with the TypeScript compiler), encodes path values as SPEC §3 reads them, surfaces
// WP_Error bodies as WpApiError, and talks to WordPress's own REST server code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClient } from '../emitter/openapi/client.js';
import { analyzeApi, type ApiProject } from '../emitter/openapi/project.js';
import { UNKNOWN_RESPONSES } from '../emitter/openapi/schema.js';
import type { RouteModel } from '../emitter/model.js';
import { ECHO_PROJECT, PHP_CONTROLLER, TYPES_CONTROLLER } from './helpers/api-fixtures.js';
import { buildProject } from './helpers/build.js';
import { runCli } from './helpers/cli.js';
import { fakeFetch, importClient, STRICT_CONSUMER, typeCheck, type FetchCall } from './helpers/client-module.js';
import { closePhp, getPhp } from './helpers/php.js';
import { controller, makeProject, REPO } from './helpers/project.js';
import { restRequests } from './helpers/wp.js';

function analyze(dir: string): ApiProject {
  const { diagnostics, project } = analyzeApi(dir);
  expect(diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).map((d) => d.messageText)).toEqual([]);
  return project!;
}

/** samples/basic copied, so building it never races other tests building the original. */
function copyOfBasic(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-basic-'));
  fs.cpSync(path.join(REPO, 'samples', 'basic'), dir, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}build`),
  });
  return dir;
}

let basicDir: string;
let typesDir: string;
let basicClient: string;
let typesClient: string;

beforeAll(() => {
  basicDir = copyOfBasic();
  typesDir = makeProject({ ...TYPES_CONTROLLER, ...PHP_CONTROLLER });
  basicClient = generateClient(analyze(basicDir));
  typesClient = generateClient(analyze(typesDir));
});

afterAll(closePhp);

const GOOD_BASIC = `import { createClient, pages, WpApiError, type ApiFetchLike, type ApiResponse, type ArticlesResponse, type Client, type CreateArticleError, type CreateArticleResponse, type GreetingResponse, type SaveUserParams } from './client.js';

const api: Client = createClient({ baseUrl: 'https://example.com/', nonce: 'abc', applicationPassword: { user: 'admin', password: 'xxxx yyyy' } });
declare const apiFetch: ApiFetchLike;
const inAdmin: Client = createClient({ apiFetch });

export async function main(): Promise<string> {
  const hello: GreetingResponse = await api.greeting({ name: 'Ada', age: 36 });
  const list: ArticlesResponse = await api.articles();
  let title = '';
  const first = list[0];
  if (first) title = first.title + first.id.toFixed(0);
  const created: CreateArticleResponse = await api.createArticle({}, { body: { title: 'New' } });
  title += String(created.created);
  const params: SaveUserParams = { id: 1, email: 'ada@example.com', is_admin: false };
  const user = await api.saveUser(params, { method: 'PUT', query: { _locale: 'user', _embed: true } });
  const admin: boolean = user.is_admin;
  const full: ApiResponse<ArticlesResponse> = await inAdmin.withResponse.articles();
  title += String(full.status) + (full.headers.get('X-WP-Total') ?? '');
  for await (const items of pages(() => api.withResponse.articles())) title += String(items.length);
  try {
    await api.greeting({ name: 'Ada', age: 1 });
  } catch (error) {
    if (error instanceof WpApiError) return error.code + error.status + String(error.data);
  }
  try {
    await api.createArticle({});
  } catch (error) {
    const failed = error as CreateArticleError;
    if (failed.code === 'rest_forbidden' || failed.code === 'http_502') return failed.message;
  }
  return hello.message + title + String(admin);
}
`;

/** Each misuse line names the error code tsc must report there. */
const BAD_BASIC = `import { createClient } from './client.js';

const api = createClient({ baseUrl: 'https://example.com' });

export async function main(): Promise<void> {
  await api.greeting({ name: 'Ada', age: '36' }); // expect TS2322: wrong param type
  await api.nope(); // expect TS2339: unknown route
  await api.greeting({ name: 'Ada' }); // expect TS2345: missing param
  await api.greeting({ name: 'Ada', age: 36 }, { method: 'POST' }); // expect TS2322: method the route does not accept
  await api.greeting({ name: 'Ada', age: 36, extra: 1 }); // expect TS2353: undeclared param
  const count: number = (await api.greeting({ name: 'Ada', age: 36 })).message; // expect TS2322: wrong response type
  await api.user({ id: 1, email: 'a@b.c', is_admin: 'yes' }); // expect TS2322: wrong param type
  await api.articles({ title: 'x' }); // expect TS2322: a route without params
  createClient({ baseUrl: 'https://example.com', applicationPassword: { user: 'admin' } }); // expect TS2741: incomplete option
  await api.greeting({ name: 'Ada', age: 36 }, { signal: { abort: () => undefined } }); // expect TS2561: a controller, not its signal
  void count;
}
`;

describe('ts2wp client: types', () => {
  it("documents a capability route's capability and its 401 and 403", () => {
    expect(basicClient).toContain(
      'ArticlesController.create; needs a logged-in user with the capability `publish_posts` (nonce or application password).',
    );
    expect(basicClient).toContain('the capabilities `create_users` and `edit_users`');
    expect(basicClient).toMatch(/createArticle[\s\S]*?rest_forbidden \(401\), rest_forbidden \(403\)/);
    expect(basicClient).toMatch(/@throws \{ArticlesError\}\n\s+\*\/\n\s+articles<Field /);
  });

  it('a consumer using the routes correctly type-checks under the strictest options, without DOM types', () => {
    expect(typeCheck({ 'client.ts': basicClient, 'consumer.ts': GOOD_BASIC })).toEqual([]);
  });

  it('accepts the global fetch and an AbortSignal where DOM types exist', () => {
    const consumer = `import { createClient } from './client.js';
const controller = new AbortController();
export const api = createClient({ baseUrl: location.origin, nonce: 'n', fetch });
export const answer = api.greeting({ name: 'a', age: 1 }, { signal: controller.signal });
`;
    expect(
      typeCheck(
        { 'client.ts': basicClient, 'consumer.ts': consumer },
        { ...STRICT_CONSUMER, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'] },
      ),
    ).toEqual([]);
  });

  it('misuse fails tsc with the expected error on each line', () => {
    const errors = typeCheck({ 'client.ts': basicClient, 'consumer.ts': BAD_BASIC });
    expect(errors.filter((e) => e.file === 'client.ts')).toEqual([]);
    const expected = BAD_BASIC.split('\n').flatMap((text, i) => {
      const m = /\/\/ expect TS(\d+)/.exec(text);
      return m ? [{ line: i + 1, code: Number(m[1]) }] : [];
    });
    expect(expected).toHaveLength(10);
    expect(errors.map((e) => ({ line: e.line, code: e.code }))).toEqual(expected);
    expect(errors.find((e) => e.code === 2339)!.message).toMatch(/Property 'nope' does not exist/);
  });

  it('emits response types from the inferred schemas', () => {
    expect(basicClient).toContain('export type GreetingResponse = {\n  message: string;\n};');
    // The handler's interface Item, declared once by name.
    expect(typesClient).toContain(
      'export type Item = {\n  id: number;\n  title: string;\n  tags?: string[];\n  note: string | null;\n};',
    );
    expect(typesClient).toContain('export type GetItemResponse = Item;');
    expect(typesClient).toContain('export type MaybeResponse = null | "text" | 42;');
    expect(typesClient).toContain('export type UnknownValueResponse = unknown;');
    expect(typesClient).toContain('export type SeedItemResponse = unknown;');
    const consumer = `import { createClient, type ShapeResponse, type StatusResponse, type CreatedResponse } from './client.js';
const api = createClient({ baseUrl: 'https://example.com' });
export function area(shape: ShapeResponse): number {
  switch (shape.kind) {
    case 'circle': return Math.PI * shape.r ** 2;
    case 'square': return shape.side ** 2;
  }
}
export async function use(): Promise<number> {
  const s: StatusResponse = await api.status();
  const level: 1 | 2 | 3 = s.level;
  const pair: [number, string] = s.pair;
  const mapped: number | undefined = s.map['x'];
  const created: CreatedResponse = await api.created({ title: 't', tags: ['a', 1, true], meta: { k: 1 }, draft: false });
  const tree = await api.tree();
  return level + pair[0] + (mapped ?? 0) + created.id + tree.name.length + area(await api.shape({ n: 2 }));
}
`;
    expect(typeCheck({ 'client.ts': typesClient, 'consumer.ts': consumer })).toEqual([]);
  });
});

describe('ts2wp client: names', () => {
  const route = (over: Partial<RouteModel>): RouteModel => ({
    namespace: 'n/v1',
    endpoint: '/x',
    name: null,
    methods: ['GET'],
    params: [],
    permission: false,
    controller: 'AController',
    handler: 'list',
    pos: { file: 'a.ts', line: 1, col: 1, start: 0, length: 1 },
    ...over,
  });

  it('uses the route name (as an identifier), else the handler name, and keeps them unique', () => {
    const project: ApiProject = {
      config: {
        name: 'N',
        slug: 'n',
        phpNamespace: 'N',
        version: '1.0.0',
        requiresWp: '6.1',
        requiresPhp: '7.4',
        testedUpTo: '6.1',
        description: '',
        author: '',
        license: 'GPL-2.0-or-later',
        licenseUri: '',
        contributors: [],
        tags: [],
      },
      routes: [
        route({ endpoint: '/a' }),
        route({ endpoint: '/b', controller: 'BController' }),
        route({ endpoint: '/c', name: 'get-user.v2' }),
        route({ endpoint: '/d', name: 'getUserV2' }),
        route({ endpoint: '/e', name: 'list', methods: ['DELETE'], params: [{ name: 'id', type: 'number' }] }),
        route({ endpoint: '/', name: 'delete', controller: 'CController', handler: 'remove', raw: true }),
      ].map((r) => ({ route: r, responses: UNKNOWN_RESPONSES })),
    };
    const client = generateClient(project);
    // Each call appears twice: in \`withResponse\` and as the plain call.
    const names = [...new Set([...client.matchAll(/^ {4}(\w+)(?:<Field .*?)?\(params/gm)].map((m) => m[1]))];
    // Named routes claim their names first; a clashing handler name gets its controller's.
    expect(names).toEqual(['AController_list', 'BController_list', 'getUserV2', 'getUserV22', 'list', 'delete']);
    expect(client).toContain('path: "/n/v1", methods:');
    const consumer = `import { createClient } from './client.js';
const api = createClient({ baseUrl: 'https://example.com' });
export const all = [api.AController_list(), api.BController_list(), api.getUserV2(), api.getUserV22(), api.list({ id: 1 }, { method: 'DELETE' }), api.delete()];
`;
    expect(typeCheck({ 'client.ts': client, 'consumer.ts': consumer })).toEqual([]);
  });
});

describe('ts2wp client: requests', () => {
  it('encodes path values per SPEC §3 and sends body params as JSON on the bare path', async () => {
    const { createClient } = await importClient(typesClient);
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: '{"id":7,"title":"t"}' }));
    const api = createClient({ baseUrl: 'https://shop.example/', fetch });
    const params = { title: "Ada & co's?", tags: ['a', 'b c', 2.5], meta: { k: 1, 'a b': 'ü' }, draft: false };
    await api.created(params, { method: 'GET' });
    await api.created(params, { body: { extra: 1 } });
    await api.getItem({ id: 1e21 });
    await api.getItem({ id: -0.0000001 });
    await api.getItem({ id: 42 }, { query: { context: 'view', n: 2, q: "a&b+c's" } });
    expect(calls.map((c: FetchCall) => `${c.method} ${c.url}`)).toEqual([
      'GET https://shop.example/wp-json/types/v1/created/Ada%20%26%20co%27s%3F/a,b%20c,2.5/%7B%22k%22:1,%22a%20b%22:%22%C3%BC%22%7D/false',
      'POST https://shop.example/wp-json/types/v1/created',
      'GET https://shop.example/wp-json/types/v1/item/1000000000000000000000',
      'GET https://shop.example/wp-json/types/v1/item/-0.0000001',
      "GET https://shop.example/wp-json/types/v1/item/42?context=view&n=2&q=a%26b%2Bc's",
    ]);
    expect(calls[0].body).toBeUndefined();
    expect(JSON.parse(calls[1].body!)).toEqual({ extra: 1, ...params });
    expect(calls[1].headers['Content-Type']).toBe('application/json');
  });

  it('sends the nonce and application password, and supports ?rest_route=', async () => {
    const { createClient } = await importClient(basicClient);
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: '{"message":"hi"}' }));
    const api = createClient({
      baseUrl: 'https://example.com',
      fetch,
      restRoute: 'query',
      nonce: 'n0nce',
      applicationPassword: { user: 'admin', password: 'abcd EFGH ü' },
      headers: { 'X-Trace': '1' },
    });
    expect(await api.greeting({ name: 'Ada', age: 36 }, { query: { lang: 'en' } })).toEqual({ message: 'hi' });
    expect(calls[0].url).toBe('https://example.com/?rest_route=/demo/v1/hello/Ada/36&lang=en');
    await api.user({ id: 1, email: 'a+b@x.org', is_admin: true });
    expect(calls[1].url).toBe('https://example.com/?rest_route=/demo/v1/user/1/a%2Bb@x.org/true');
    expect(calls[0].headers).toMatchObject({
      'X-WP-Nonce': 'n0nce',
      Authorization: `Basic ${Buffer.from('admin:abcd EFGH ü', 'utf8').toString('base64')}`,
      'X-Trace': '1',
      Accept: 'application/json',
    });
  });

  it('sends what each URL form can carry: %2C inside an array item, dot segments through ?rest_route=, and refuses what it cannot', async () => {
    const { createClient } = await importClient(typesClient);
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: '{"id":7,"title":"t"}' }));
    const pretty = createClient({ baseUrl: 'https://shop.example', fetch });
    const query = createClient({ baseUrl: 'https://shop.example', fetch, restRoute: 'query' });
    const base = { tags: ['x,y', 'z'], meta: {}, draft: false };
    await pretty.created({ ...base, title: 'a/b' }, { method: 'GET' });
    // fetch would drop a '..' segment (URL dot segments): that request goes through ?rest_route=.
    await pretty.created({ ...base, tags: ['z'], title: '..' }, { method: 'GET' });
    expect(calls.map((c: FetchCall) => c.url)).toEqual([
      'https://shop.example/wp-json/types/v1/created/a%2Fb/x%2Cy,z/%7B%7D/false',
      'https://shop.example/?rest_route=/types/v1/created/../z/%7B%7D/false',
    ]);
    // ?rest_route= is decoded once by PHP: an escaped slash or comma would change the route.
    await expect(query.created({ ...base, tags: ['z'], title: 'a/b' }, { method: 'GET' })).rejects.toThrow(
      /title holds a "\/"/,
    );
    await expect(query.created({ ...base, title: 'ok' }, { method: 'GET' })).rejects.toThrow(
      /tags has an array item with a ","/,
    );
    await expect(pretty.created({ ...base, title: '..' }, { method: 'GET' })).rejects.toThrow(/tags has an array item/);
    expect(calls).toHaveLength(2);
  });

  it('throws WpApiError with the WP_Error fields, or for non-JSON and network failures', async () => {
    const { createClient, WpApiError } = await importClient(basicClient);
    const error = {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): age',
      data: { status: 400, params: { age: 'age is not of type number.' } },
    };
    const answers = [
      { status: 400, body: JSON.stringify(error) },
      { status: 200, body: '<b>Fatal error</b>' },
      { status: 502, body: '{"oops":true}' },
    ];
    const { fetch } = fakeFetch(() => answers.shift()!);
    const api = createClient({ baseUrl: 'https://example.com', fetch });
    const first = await api.greeting({ name: 'Ada', age: Number.NaN }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(TypeError); // NaN cannot be written as a path number
    const invalid = await api.greeting({ name: 'Ada', age: 1 }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(WpApiError);
    expect(invalid).toMatchObject({
      name: 'WpApiError',
      code: 'rest_invalid_param',
      status: 400,
      message: 'Invalid parameter(s): age',
      data: error.data,
      body: error,
    });
    expect(await api.greeting({ name: 'Ada', age: 1 }).catch((e: unknown) => e)).toMatchObject({
      code: 'invalid_json',
      status: 200,
      body: '<b>Fatal error</b>',
    });
    expect(await api.greeting({ name: 'Ada', age: 1 }).catch((e: unknown) => e)).toMatchObject({
      code: 'http_502',
      status: 502,
    });
    const offline = createClient({
      baseUrl: 'https://example.com',
      fetch: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    expect(await offline.articles().catch((e: unknown) => e)).toMatchObject({
      code: 'network_error',
      status: 0,
      message: 'ECONNREFUSED',
    });
  });
});

describe('ts2wp client: responses, pages, abort, apiFetch', () => {
  it("types samples/blog-api's answers from its helpers and locals: 201, the list's envelope, each call's error codes", () => {
    const blog = generateClient(analyze(path.join(REPO, 'samples', 'blog-api')));
    const typeOf = (name: string) => new RegExp(`export type ${name} =([\\s\\S]*?);\\n`).exec(blog)?.[1];
    expect(typeOf('GetArticleError')).toContain('"blog_article_not_found"');
    expect(typeOf('UpdateArticleError')).toContain('"blog_forbidden"');
    expect(typeOf('CreateArticleError')).toContain('"rest_forbidden"');
    expect(typeOf('ListArticlesError')).not.toContain('rest_forbidden');
    // The shapes, as a consumer reads them without casts (each line fails tsc if the type is unknown).
    const consumer = `import type { CreateArticleResponse, ListArticlesResponse } from './client.js';
export function read(list: ListArticlesResponse, created: CreateArticleResponse): string {
  const first = list.items[0];
  return String(list.total + list.pages + list.per_page) + (first ? first.title + first.link : '') + created.id.toFixed(0);
}
`;
    expect(typeCheck({ 'client.ts': blog, 'consumer.ts': consumer })).toEqual([]);
  });

  it("types samples/blog-api's query and body fields: a misspelt key or a wrong type does not compile", async () => {
    const blog = generateClient(analyze(path.join(REPO, 'samples', 'blog-api')));
    const good = `import { createClient, pages } from './client.js';
const api = createClient({ baseUrl: 'https://example.com' });
export async function main(): Promise<number> {
  let n = 0;
  for await (const list of pages((page) => api.withResponse.listArticles({ search: 'wp', page, per_page: 20 }))) n += list.items.length;
  await api.updateArticle({ id: 1, title: 'New title' });
  await api.updateArticle({ id: 1, content: '<p>Only the content</p>' });
  await api.deleteArticle({ id: 1, force: true });
  return n;
}
`;
    expect(typeCheck({ 'client.ts': blog, 'consumer.ts': good })).toEqual([]);
    const misuse = (call: string) =>
      typeCheck({
        'client.ts': blog,
        'consumer.ts': `import { createClient } from './client.js';\nexport const call = createClient({ baseUrl: 'https://example.com' }).${call};\n`,
      }).map((e) => e.message);
    expect(misuse('listArticles({ per_pgae: 5 })')).toEqual([
      expect.stringMatching(/'per_pgae' does not exist in type 'ListArticlesParams'/),
    ]);
    expect(misuse("listArticles({ page: '2' })")).toEqual([
      expect.stringMatching(/Type 'string' is not assignable to type 'number'/),
    ]);
    expect(misuse("updateArticle({ id: 1, titel: 'x' })")).toEqual([
      expect.stringMatching(/'titel' does not exist in type 'UpdateArticleParams'/),
    ]);
    expect(misuse("deleteArticle({ id: 1, force: 'yes' })")).toEqual([
      expect.stringMatching(/Type 'string' is not assignable to type 'boolean'/),
    ]);

    // The fields travel where WordPress reads them: the list's in the query, the update's in the JSON body.
    const { createClient } = await importClient(blog);
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: '{}' }));
    const api = createClient({ baseUrl: 'https://example.com', fetch });
    await api.listArticles({ search: 'a&b', page: 2, per_page: 5 });
    await api.updateArticle({ id: 7, title: 'T' });
    expect(calls.map((c: FetchCall) => [c.method, c.url, c.body])).toEqual([
      ['GET', 'https://example.com/wp-json/blog/v1/articles?search=a%26b&page=2&per_page=5', undefined],
      ['PUT', 'https://example.com/wp-json/blog/v1/articles', JSON.stringify({ id: 7, title: 'T' })],
    ]);
  });

  it('withResponse answers the status and headers beside the data; pages() walks X-WP-TotalPages', async () => {
    const { createClient, pages } = await importClient(basicClient);
    const { fetch, calls } = fakeFetch((call) => {
      const page = Number(new URL(call.url).searchParams.get('page') ?? '1');
      return {
        status: page === 1 ? 201 : 200,
        body: JSON.stringify([{ id: page, title: `p${page}` }]),
        headers: { 'X-WP-Total': '3', 'X-WP-TotalPages': '3', Location: `/p/${page}` },
      };
    });
    const api = createClient({ baseUrl: 'https://example.com', fetch });
    const first = await api.withResponse.articles(undefined, { query: { page: 1 } });
    expect(first.status).toBe(201);
    expect(first.data).toEqual([{ id: 1, title: 'p1' }]);
    expect(first.headers.get('x-wp-total')).toBe('3');
    expect(await api.articles(undefined, { query: { page: 2 } })).toEqual([{ id: 2, title: 'p2' }]);
    const seen: unknown[] = [];
    for await (const items of pages((page: number) => api.withResponse.articles(undefined, { query: { page } })))
      seen.push(...items);
    expect(seen.map((a: any) => a.id)).toEqual([1, 2, 3]);
    expect(calls.map((c: FetchCall) => new URL(c.url).search)).toEqual([
      '?page=1',
      '?page=2',
      '?page=1',
      '?page=2',
      '?page=3',
    ]);
    // No X-WP-TotalPages: one page.
    const single = createClient({
      baseUrl: 'https://example.com',
      fetch: fakeFetch(() => ({ status: 200, body: '[]' })).fetch,
    });
    const walked: unknown[] = [];
    for await (const items of pages((page: number) => single.withResponse.articles(undefined, { query: { page } })))
      walked.push(items);
    expect(walked).toEqual([[]]);
  });

  it('reports an aborted request as aborted, not as an unreachable site', async () => {
    const { createClient } = await importClient(basicClient);
    const controller = new AbortController();
    const api = createClient({
      baseUrl: 'https://example.com',
      fetch: (_url: string, init: { signal?: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('This operation was aborted', 'AbortError')),
          );
        }),
    });
    const pending = api.articles(undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'WpApiError', code: 'aborted', status: 0 });
  });

  it('sends through apiFetch with a path under the REST root, reads its Response, refreshes an expired nonce once', async () => {
    const { createClient } = await importClient(basicClient);
    const sent: Record<string, unknown>[] = [];
    let nonce = 'stale';
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', 'X-WP-Total': '2' },
      });
    // apiFetch's own behaviour with parse: false: 2xx resolves, others reject with the Response.
    const apiFetch = Object.assign(
      async (options: Record<string, unknown>) => {
        sent.push({ ...options, nonce });
        if (nonce === 'stale') {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- apiFetch rejects with the Response
          throw json(403, { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
        }
        if ((options.path as string).startsWith('/demo/v1/hello/')) return json(200, { message: 'hi' });
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- as above
        throw json(404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } });
      },
      { nonceEndpoint: 'https://example.com/wp-admin/admin-ajax.php?action=rest-nonce', nonceMiddleware: { nonce } },
    );
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      expect(url).toBe(apiFetch.nonceEndpoint);
      nonce = 'fresh';
      return new Response('fresh', { status: 200 });
    }) as typeof fetch;
    try {
      const api = createClient({ apiFetch });
      const answer = await api.withResponse.greeting({ name: 'Ada', age: 36 }, { query: { lang: 'en' } });
      expect(answer).toMatchObject({ status: 200, data: { message: 'hi' } });
      expect(answer.headers.get('X-WP-Total')).toBe('2');
      expect(apiFetch.nonceMiddleware.nonce).toBe('fresh');
      expect(sent.map((o) => [o.path, o.method, o.parse, o.nonce])).toEqual([
        ['/demo/v1/hello/Ada/36?lang=en', 'GET', false, 'stale'],
        ['/demo/v1/hello/Ada/36?lang=en', 'GET', false, 'fresh'],
      ]);
      expect(await api.articles().catch((e: unknown) => e)).toMatchObject({ code: 'rest_no_route', status: 404 });
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

/** samples/blog-api's errors handled as a front-end developer would: narrowing by code types status and data. */
const GOOD_BLOG_ERRORS = `import { createClient, WpApiError, type CreateArticleError, type GetArticleError } from './client.js';
const api = createClient({ baseUrl: 'https://example.com' });
export async function create(): Promise<string> {
  try {
    await api.createArticle({ title: 'T', content: 'C' }, { query: { _fields: ['id', 'title'], _locale: 'user' } });
  } catch (e) {
    if (!(e instanceof WpApiError)) throw e;
    const error = e as CreateArticleError;
    switch (error.code) {
      case 'rest_invalid_param':
        return (error.data.params.title ?? '') + (error.data.details.content?.code ?? '') + String(error.data.status);
      case 'rest_missing_callback_param':
        return error.data.params.join(', ');
      case 'rest_forbidden': {
        const status: 401 | 403 = error.status;
        return String(status);
      }
      case 'blog_invalid_article': {
        const status: 400 = error.data.status;
        return String(status);
      }
      case 'unexpected_error':
        return (error.wpCode ?? '') + String(error.status);
      case 'network_error':
      case 'aborted': {
        const none: 0 = error.status;
        return String(none);
      }
      default:
        return error.code;
    }
  }
  return '';
}
export async function read(): Promise<number> {
  const list = await api.listArticles({ per_page: 5 }, { query: { _fields: 'total,pages', _embed: true, _pretty: true } });
  try {
    await api.getArticle({ id: list.total });
  } catch (e) {
    const error = e as GetArticleError;
    if (error.code === 'blog_article_not_found' || error.code === 'rest_no_route') return error.data.status;
  }
  await api.updateArticle({ id: 1 }, { body: { title: 'Also accepted in the body' } });
  return list.total;
}
`;

/** Each misuse line names the error code tsc must report there. */
const BAD_BLOG_OPTIONS = `import { createClient, type CreateArticleError, type DeleteArticleError } from './client.js';
const api = createClient({ baseUrl: 'https://example.com' });
export async function main(error: CreateArticleError, other: DeleteArticleError): Promise<void> {
  await api.listArticles({}, { query: { per_pgae: 5 } }); // expect TS2561: a misspelt declared field
  await api.listArticles({}, { query: { context: 'edit' } }); // expect TS2353: a key the route does not read
  await api.getArticle({ id: 1 }, { query: { _envelope: true } }); // expect TS2353: would change the answer's shape
  await api.listArticles({}, { query: { page: '2' } }); // expect TS2322: a declared field's type
  await api.updateArticle({ id: 1 }, { body: { titel: 'x' } }); // expect TS2561: a misspelt body field
  await api.createArticle({ title: 'T', content: 'C' }, { body: { draft: true } }); // expect TS2353: a field the route does not read (NoBodyFields)
  await api.getArticle({ id: 1 }, { body: {} }); // expect TS2322: a GET takes no body
  void error.data.params; // expect TS18046: the code is not narrowed (another WP_Error's data is unknown)
  if (error.code === 'rest_forbidden') void error.data.params; // expect TS2339: rest_forbidden has no params
  if (error.code === 'blog_delete_failed') void error; // expect TS2367: not a code createArticle answers
  if (other.code === 'rest_missing_callback_param') void other; // expect TS2367: deleteArticle's id is in its path
}
`;

describe('ts2wp client: typed options and closed error unions (samples/blog-api)', () => {
  let blog: string;
  beforeAll(() => {
    blog = generateClient(analyze(path.join(REPO, 'samples', 'blog-api')));
  });

  it('narrowing an error by code types its status and data; WordPress query parameters and declared fields compile', () => {
    expect(typeCheck({ 'client.ts': blog, 'consumer.ts': GOOD_BLOG_ERRORS })).toEqual([]);
  });

  it('misspelt or undeclared query and body keys, and unnarrowed error data, fail tsc with the expected code on each line', () => {
    const errors = typeCheck({ 'client.ts': blog, 'consumer.ts': BAD_BLOG_OPTIONS });
    const expected = BAD_BLOG_OPTIONS.split('\n').flatMap((text, i) => {
      const m = /\/\/ expect TS(\d+)/.exec(text);
      return m ? [{ line: i + 1, code: Number(m[1]) }] : [];
    });
    expect(expected).toHaveLength(11);
    expect(errors.map((e) => ({ line: e.line, code: e.code }))).toEqual(expected);
    expect(errors[0].message).toMatch(
      /'per_pgae' does not exist in type 'ListArticlesQuery<never>'. Did you mean to write 'per_page'\?/,
    );
  });

  it("lists each route's codes with their status and data", () => {
    const union = (name: string) => new RegExp(`export type ${name} =([\\s\\S]*?);\\n`).exec(blog)?.[1] ?? '';
    expect(
      union('CreateArticleError')
        .trim()
        .split(/\s*\|\s*(?=WpApiError|SiteError|UnexpectedError|ClientError)/),
    ).toEqual([
      '',
      'WpApiError<"rest_invalid_param", InvalidParamData<"title" | "content">, 400>',
      'WpApiError<"rest_missing_callback_param", MissingParamData<"title" | "content">, 400>',
      'WpApiError<"rest_forbidden", { status: 401 }, 401>',
      'WpApiError<"rest_forbidden", { status: 403 }, 403>',
      'WpApiError<"blog_invalid_article", { status: 400; }, 400>',
      'WpApiError<"blog_article_not_found", { status: 404; }, 404>',
      'WpApiError<"ts2wp_handler_error", HandlerErrorData, 500>',
      'SiteError',
      'UnexpectedError',
      'ClientError',
    ]);
    // A public route without params: only what WordPress, the runtime and the client may answer.
    expect(union('BlogStatsError').replace(/\s+/g, ' ').trim()).toBe('| SiteError | UnexpectedError | ClientError');
  });

  it("reports a WP_Error the route is not known to answer as 'unexpected_error', keeping its code in wpCode", async () => {
    const { createClient } = await importClient(blog);
    const answers = [
      {
        status: 404,
        body: JSON.stringify({ code: 'blog_article_not_found', message: 'No article.', data: { status: 404 } }),
      },
      {
        status: 403,
        body: JSON.stringify({
          code: 'rest_cookie_invalid_nonce',
          message: 'Cookie check failed.',
          data: { status: 403 },
        }),
      },
      {
        status: 403,
        body: JSON.stringify({ code: 'plugin_blocked', message: 'Blocked by a plugin.', data: { status: 403 } }),
      },
      {
        status: 500,
        body: JSON.stringify({ code: 'internal_server_error', message: 'Critical error.', data: { status: 500 } }),
      },
    ];
    const { fetch } = fakeFetch(() => answers.shift()!);
    const api = createClient({ baseUrl: 'https://example.com', fetch });
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const e = await api.getArticle({ id: 9 }).catch((error: unknown) => error);
      seen.push([e.code, e.wpCode, e.status]);
    }
    expect(seen).toEqual([
      ['blog_article_not_found', 'blog_article_not_found', 404],
      ['rest_cookie_invalid_nonce', 'rest_cookie_invalid_nonce', 403],
      ['unexpected_error', 'plugin_blocked', 403],
      ['unexpected_error', 'internal_server_error', 500],
    ]);
  });

  it('types options by what each route reads: members typed unknown, and any key where the type takes any', () => {
    const dir = makeProject(
      controller(`
  @Api({ namespace: 'opt/v1', endpoint: '/note' })
  note(params: { limit?: number; extra: unknown }) {
    return { limit: params.limit ?? 0, extra: params.extra };
  }

  @Api({ namespace: 'opt/v1', endpoint: '/any', methods: 'POST' })
  any(params: Record<string, unknown>) {
    return { keys: Object.keys(params).length };
  }
`),
    );
    const source = generateClient(analyze(dir));
    const typeOf = (name: string) =>
      new RegExp(`export type ${name}(?:<Field extends string = FieldList<\\w+>>)? = ([^;]+(?:;[^;\\n]+)*);\\n`).exec(
        source,
      )?.[1];
    expect([typeOf('NoteQuery'), typeOf('NoteBody'), typeOf('AnyQuery'), typeOf('AnyBody')]).toEqual([
      'WpQuery & FieldsQuery<Field> & { "limit"?: number; "extra"?: unknown; }',
      'never',
      'WpQuery & FieldsQuery<Field> & Record<string, QueryValue>',
      'Record<string, unknown>',
    ]);
  });

  it('sends options.query as PHP reads it: lists as name[]=…', async () => {
    const { createClient } = await importClient(blog);
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: '{}' }));
    const api = createClient({ baseUrl: 'https://example.com', fetch });
    await api.listArticles({ page: 2 }, { query: { _fields: ['items.title', 'total'], _embed: true } });
    expect(calls.map((c: FetchCall) => decodeURIComponent(new URL(c.url).search))).toEqual([
      '?_fields[]=items.title&_fields[]=total&_embed=true&page=2',
    ]);
  });
});

/** What the front-end trial of issue 32 needed casts or hand-written types for, written without them. */
const GOOD_TRIAL = `import { createClient, isApiError, pages, type UpdateArticleParams } from './client.js';
const api = createClient({ baseUrl: 'https://example.com' });
export async function main(): Promise<string> {
  let out = '';
  // A caught value narrowed to the call's own union, checked at run time: no cast.
  try {
    await api.updateArticle({ id: 1, title: 'T' });
  } catch (e) {
    if (!isApiError(e, 'updateArticle')) throw e;
    switch (e.code) {
      case 'rest_missing_callback_param':
        out += e.data.params.join();
        break;
      case 'blog_forbidden': {
        const status: 403 = e.status;
        out += status;
        break;
      }
      default:
        out += e.code;
    }
  }
  // The route's success statuses, as literals.
  const created = await api.withResponse.createArticle({ title: 'T', content: 'C' });
  const status: 201 = created.status;
  const read = await api.withResponse.getArticle({ id: 1 });
  const ok: 200 = read.status;
  // The headers the route sends, in either case; any other through getAny.
  const list = await api.withResponse.listArticles({ per_page: 5 });
  out += [list.headers.get('X-WP-Total'), list.headers.get('x-wp-totalpages'), list.headers.get('Allow'), list.headers.get('Link'), created.headers.get('Location'), list.headers.getAny('X-My-Plugin')].join();
  // _fields narrows the answer: a list of names, a comma-separated string, a member inside an object member.
  const totals = await api.listArticles({}, { query: { _fields: ['total', 'pages'] } });
  const exactly: typeof totals = { total: 1, pages: 1 };
  const titles = await api.getArticle({ id: 1 }, { query: { _fields: 'id, title' } });
  const stats = await api.blogStats(undefined, { query: { _fields: ['latest.id'] } });
  const latest: { id: number } | null = stats.latest;
  for await (const page of pages((n) => api.withResponse.listArticles({ page: n }, { query: { _fields: ['items'] } }))) out += page.items.length;
  // A params object held in a variable, checked where it is written.
  const patch = { id: 1, title: 'x' } satisfies UpdateArticleParams;
  await api.updateArticle(patch);
  return out + status + ok + exactly.total + titles.id + titles.title + String(latest?.id);
}
`;

/** Each misuse line names the error code tsc must report there. */
const BAD_TRIAL = `import { createClient, isApiError, type UpdateArticleParams } from './client.js';
const api = createClient({ baseUrl: 'https://example.com' });
export async function main(e: unknown): Promise<void> {
  if (isApiError(e, 'getArticle') && e.code === 'blog_forbidden') void e; // expect TS2367: getArticle never answers blog_forbidden
  if (isApiError(e, 'getArticles')) void e; // expect TS2345: no such call
  void e.code; // expect TS18046: unknown without the guard
  const created = await api.withResponse.createArticle({ title: 'T', content: 'C' });
  if (created.status === 200) void created; // expect TS2367: createArticle answers 201
  void created.headers.get('X-WP-Totl'); // expect TS2345: a misspelt header
  void created.headers.get('X-WP-Total'); // expect TS2345: createArticle sends no X-WP-Total
  const totals = await api.listArticles({}, { query: { _fields: ['total', 'pages'] } });
  void totals.items; // expect TS2339: _fields left items out
  await api.listArticles({}, { query: { _fields: ['items.title'] } }); // expect TS2322: inside a list member WordPress empties the list
  await api.getArticle({ id: 1 }, { query: { _fields: ['titel'] } }); // expect TS2820: a misspelt member
  await api.getArticle({ id: 1 }, { query: { _fields: 'titel,id' } }); // expect TS2322: a misspelt first member
  const patch = { id: 1, titel: 'x' } satisfies UpdateArticleParams; // expect TS2561: a misspelt field, with satisfies
  await api.createArticle({ title: 'T', content: 'C' }, { body: { excrept: 'x' } }); // expect TS2353: no body fields besides its params
  const held = { excrept: 'x' };
  await api.createArticle({ title: 'T', content: 'C' }, { body: held }); // expect TS2559: held in a variable too
  void patch;
}
`;

describe("ts2wp client: what the front-end trial left (issue 32's last stop, samples/blog-api)", () => {
  let blog: string;
  beforeAll(() => {
    blog = generateClient(analyze(path.join(REPO, 'samples', 'blog-api')));
  });

  it('a guard per call, literal statuses, typed headers, _fields narrowing and satisfies compile without casts', () => {
    expect(typeCheck({ 'client.ts': blog, 'consumer.ts': GOOD_TRIAL })).toEqual([]);
  });

  it('the misuses they catch fail tsc with the expected code on each line, with readable messages', () => {
    const errors = typeCheck({ 'client.ts': blog, 'consumer.ts': BAD_TRIAL });
    const expected = BAD_TRIAL.split('\n').flatMap((text, i) => {
      const m = /\/\/ expect TS(\d+)/.exec(text);
      return m ? [{ line: i + 1, code: Number(m[1]) }] : [];
    });
    expect(expected).toHaveLength(13);
    expect(errors.map((e) => ({ line: e.line, code: e.code }))).toEqual(expected);
    const lines = BAD_TRIAL.split('\n');
    const at = (needle: string) => errors.find((e) => lines[e.line - 1]?.includes(needle))?.message;
    expect(at('excrept: ')).toBe(
      "Object literal may only specify known properties, and 'excrept' does not exist in type 'NoBodyFields'.",
    );
    expect(at("'titel']")).toMatch(/Did you mean '"title"'\?/);
    expect(at('titel: ')).toMatch(
      /'titel' does not exist in type 'UpdateArticleParams'. Did you mean to write 'title'\?/,
    );
  });

  it('_fields names end on a shape that holds itself, and never reach into a list member', () => {
    const consumer = `import type { FieldList, Picked } from './client.js';
interface Node { name: string; parent: Node | null; children: Node[]; meta: { a: { b: { c: number } } } }
export const deep: FieldList<Node> = 'parent.parent.parent.name';
export const picked: Picked<Node, 'parent.name' | 'meta.a'> = { parent: { name: 'x' }, meta: { a: { b: { c: 1 } } } };
export const orNull: Picked<Node, 'parent.name'> = { parent: null };
export const items: FieldList<Node[]> = 'children';
export const inList: FieldList<Node> = 'children.name'; // a list member
`;
    expect(typeCheck({ 'client.ts': blog, 'consumer.ts': consumer }).map((e) => [e.line, e.code])).toEqual([[7, 2322]]);
  });

  it("types each call's status and headers from the document's responses", () => {
    const signature = (call: string) =>
      new RegExp(`\\n {4}${call}<[^\\n]*?Promise<ApiResponse<([^\\n]*)>> \\{`).exec(blog)?.[1];
    expect(signature('createArticle')).toBe('Picked<CreateArticleResponse, Field>, 201, CreateArticleHeader');
    expect(signature('listArticles')).toBe('Picked<ListArticlesResponse, Field>, 200, ListArticlesHeader');
    expect(blog).toContain('export type ListArticlesHeader = "X-WP-Total" | "X-WP-TotalPages" | WordPressHeader;');
    expect(blog).toContain('export type CreateArticleHeader = "Location" | WordPressHeader;');
    // A hand-written PHP route described by its docblock answers its documented status; one not described, any.
    expect(signature('blogStats')).toBe('Picked<BlogStatsResponse, Field>, 200, BlogStatsHeader');
    const project = analyze(path.join(REPO, 'samples', 'blog-api'));
    const stats = project.routes.find((api) => api.route.raw)!;
    const undescribed = generateClient({ ...project, routes: [{ route: stats.route, responses: UNKNOWN_RESPONSES }] });
    expect(undescribed).toContain('Promise<ApiResponse<Picked<BlogStatsResponse, Field>, number, BlogStatsHeader>>');
  });

  it('records the call on each error it throws; isApiError tells one call from another at run time', async () => {
    const { createClient, isApiError, WpApiError } = await importClient(blog);
    const answers = [
      { status: 404, body: JSON.stringify({ code: 'blog_article_not_found', message: 'No.', data: { status: 404 } }) },
      { status: 502, body: '<html>Bad gateway</html>' },
    ];
    const { fetch } = fakeFetch(() => answers.shift()!);
    const api = createClient({ baseUrl: 'https://example.com', fetch });
    const notFound = await api.getArticle({ id: 9 }).catch((e: unknown) => e);
    const badGateway = await api.listArticles().catch((e: unknown) => e);
    const offline = await createClient({
      baseUrl: 'https://example.com',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    })
      .deleteArticle({ id: 1 })
      .catch((e: unknown) => e);
    expect([notFound, badGateway, offline].map((e) => [e.call, e.code])).toEqual([
      ['getArticle', 'blog_article_not_found'],
      ['listArticles', 'invalid_json'],
      ['deleteArticle', 'network_error'],
    ]);
    expect([isApiError(notFound, 'getArticle'), isApiError(notFound, 'updateArticle')]).toEqual([true, false]);
    expect([isApiError(offline, 'deleteArticle'), isApiError(new Error('x'), 'deleteArticle')]).toEqual([true, false]);
    // One built by hand records no call, so no call's guard takes it.
    expect(isApiError(new WpApiError(404, 'blog_article_not_found', 'No.', { status: 404 }, null), 'getArticle')).toBe(
      false,
    );
  });

  it('headers.get and getAny read the answer, in any letter case', async () => {
    const { createClient } = await importClient(blog);
    const { fetch } = fakeFetch(() => ({
      status: 200,
      body: '{"total":2,"pages":1}',
      headers: { 'X-WP-Total': '2', 'X-My-Plugin': 'yes' },
    }));
    const answer = await createClient({ baseUrl: 'https://example.com', fetch }).withResponse.listArticles(
      {},
      { query: { _fields: ['total', 'pages'] } },
    );
    expect([
      answer.headers.get('X-WP-Total'),
      answer.headers.get('x-wp-total'),
      answer.headers.get('X-WP-TotalPages'),
      answer.headers.getAny('x-my-plugin'),
    ]).toEqual(['2', '2', null, 'yes']);
  });
});

describe('ts2wp client against WordPress REST (php-wasm, fetch adapted to the harness)', () => {
  /** A fetch that hands each request to WordPress's REST server code with the built plugins loaded. */
  function wordpressFetch(plugins: string[]) {
    return async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
      const rest = url.replace(/^https:\/\/wp\.test\/wp-json/, '');
      const [response] = await restRequests(await getPhp('8.3'), plugins, [
        {
          method: init.method,
          path: rest,
          ...(init.body !== undefined ? { json: JSON.parse(init.body) } : {}),
          ...(init.headers.Authorization ? { user: 1 } : {}),
        },
      ]);
      return { status: response.status, ok: response.status < 300, text: async () => JSON.stringify(response.data) };
    };
  }

  it('calls samples/basic routes and surfaces rest_invalid_param as WpApiError', async () => {
    const plugin = await buildProject(basicDir);
    const { createClient, WpApiError } = await importClient(basicClient);
    const api = createClient({ baseUrl: 'https://wp.test', fetch: wordpressFetch([plugin]) });
    expect(await api.greeting({ name: 'Ada Lovelace', age: 36 })).toEqual({
      message: 'Hello Ada Lovelace, you are 36',
    });
    expect(await api.articles()).toEqual([
      { id: 1, title: 'First' },
      { id: 2, title: 'Second' },
    ]);
    // A capability route: anonymous 401, with an application password (user 1) 200.
    expect(await api.createArticle({}, { body: { title: 'Posted' } }).catch((e: unknown) => e)).toMatchObject({
      code: 'rest_forbidden',
      status: 401,
    });
    const signedIn = createClient({
      baseUrl: 'https://wp.test',
      fetch: wordpressFetch([plugin]),
      applicationPassword: { user: 'admin', password: 'x' },
    });
    expect(await signedIn.createArticle({}, { body: { title: 'Posted' } })).toEqual({
      created: true,
      title: 'Posted',
    });
    expect(await api.user({ id: 7, email: 'ada@example.com', is_admin: true })).toEqual({
      id: 7,
      email: 'ada@example.com',
      is_admin: true,
    });
    expect(await signedIn.saveUser({ id: 8, email: 'b@example.com', is_admin: false }, { method: 'PUT' })).toEqual({
      id: 8,
      email: 'b@example.com',
      is_admin: false,
    });
    const error = await api.greeting({ name: 'Ada', age: 'old' as unknown as number }).catch((e: unknown) => e);
    // The client refuses a non-number before sending; a raw segment shows the server's answer.
    expect(error).toBeInstanceOf(TypeError);
    const raw = await signedIn
      .saveUser({ id: 1, email: 'a@b.c', is_admin: 'maybe' as unknown as boolean }, { method: 'POST' })
      .catch((e: unknown) => e);
    expect(raw).toBeInstanceOf(WpApiError);
    expect(raw).toMatchObject({ code: 'rest_invalid_param', status: 400 });
    expect((raw as { data: { params: Record<string, string> } }).data.params).toHaveProperty('is_admin');
  });

  it('round-trips every param type through path segments and JSON bodies; WP_Error statuses and codes', async () => {
    const echoDir = makeProject(ECHO_PROJECT, null);
    const plugin = await buildProject(echoDir);
    const client = generateClient(analyze(echoDir));
    expect(client).toContain(
      'export type EchoAllResponse = {\n  s: string;\n  n: number;\n  b: boolean;\n  a: unknown[];\n  o: Record<string, unknown>;\n};',
    );
    const { createClient, WpApiError } = await importClient(client);
    const api = createClient({ baseUrl: 'https://wp.test', fetch: wordpressFetch([plugin]) });
    const params = {
      s: 'Ada & co\'s, 100% (ü) \\ "q"',
      n: -2.5,
      b: false,
      a: ['x', 'y z', 'ü'],
      o: { k: 1, nested: { list: [1, 'two'] }, 'a b': 'it\'s "ok"' },
    };
    expect(await api.echoAll(params)).toEqual(params);
    expect(await api.echoAll({ ...params, a: [1, true], o: {} }, { method: 'POST' })).toEqual({
      ...params,
      a: [1, true],
      o: {},
    });
    const teapot = await api.echoAll({ ...params, s: 'teapot' }).catch((e: unknown) => e);
    expect(teapot).toBeInstanceOf(WpApiError);
    expect(teapot).toMatchObject({ code: 'teapot', status: 418, message: 'I am a teapot', data: { status: 418 } });
    expect(await api.me().catch((e: unknown) => e)).toMatchObject({ code: 'rest_forbidden', status: 401 });
    const signedIn = createClient({
      baseUrl: 'https://wp.test',
      fetch: wordpressFetch([plugin]),
      applicationPassword: { user: 'admin', password: 'x' },
    });
    expect(await signedIn.me()).toEqual({ user: 1 });
    const failed = await api.fail().catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(WpApiError);
    expect(failed).toMatchObject({
      code: 'ts2wp_handler_error',
      status: 500,
      message: 'echo failed',
      data: { status: 500 },
    });
  });
});

describe('ts2wp client (CLI)', () => {
  it('writes --out, prints without it, and refuses a non-.ts --out (exit 2)', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-client-cli-')), 'src', 'client.ts');
    const written = await runCli(['client', basicDir, '--out', out]);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toMatch(/5 route\(s\)/);
    expect(fs.readFileSync(out, 'utf8')).toBe(basicClient);
    const printed = await runCli(['client', basicDir]);
    expect(printed.stdout.trimEnd()).toBe(basicClient.trimEnd());
    const bad = await runCli(['client', basicDir, '--out', 'client.json']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/name a \.ts file/);
    expect((await runCli(['client', '--help'])).stdout).toMatch(/Examples:/);
  }, 240_000);
});
