// The handler-heavy sample (samples/todo-api) answers through WordPress's REST code
// exactly as its TypeScript answers in Node, on PHP 7.4 and 8.3. samples/blog-api (posts
// through WordPress's functions) builds clean, lints, has the routes it documents, and its
// read paths answer on both PHP versions over fake posts; e2e/site/blog-api.mjs runs it live.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { routePath } from '../emitter/model.js';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, lintPhp, PHP_VERSIONS } from './helpers/php.js';
import { readTree, REPO } from './helpers/project.js';
import { restRequests, type HarnessRequest } from './helpers/wp.js';

afterAll(closePhp);

const SAMPLE = path.join(REPO, 'samples', 'todo-api');
let plugin: string;
let controller: any;

/** Transpiles the sample's TypeScript next to a temp copy and loads the controller in Node. */
async function loadInNode(): Promise<any> {
  const dir = fs.mkdtempSync(path.join(REPO, 'test', '.tmp', 'todo-'));
  for (const rel of ['app/Controllers/TodoController.ts', 'app/lib/todos.ts']) {
    const out = ts.transpileModule(fs.readFileSync(path.join(SAMPLE, rel), 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    });
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(
      path.join(dir, rel.replace(/\.ts$/, '.mjs')),
      out.outputText.replace(/from '(\.{1,2}\/[^']+)'/g, "from '$1.mjs'"),
    );
  }
  const mod = await import(pathToFileURL(path.join(dir, 'app/Controllers/TodoController.mjs')).href);
  return new mod.TodoController();
}

/** What the REST API would answer for a Node result: data and status, WP_Error as WordPress shapes it. */
function restShape(result: any): { status: number; data: unknown } {
  if (result?.constructor?.name === 'WP_Error') {
    return {
      status: result.get_error_data()?.status ?? 500,
      data: { code: result.get_error_code(), message: result.get_error_message(), data: result.get_error_data() },
    };
  }
  if (result?.constructor?.name === 'WP_REST_Response')
    return { status: result.get_status(), data: JSON.parse(JSON.stringify(result.get_data())) };
  return { status: 200, data: JSON.parse(JSON.stringify(result)) };
}

beforeAll(async () => {
  fs.mkdirSync(path.join(REPO, 'test', '.tmp'), { recursive: true });
  plugin = await buildProject(copySample(SAMPLE));
  controller = await loadInNode();
});

function copySample(sample: string): string {
  const dir = fs.mkdtempSync(path.join(REPO, 'test', '.tmp', `${path.basename(sample)}-src-`));
  fs.cpSync(sample, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) });
  return dir;
}

type Call = [HarnessRequest, (c: any) => unknown];
const json = (body: unknown) => ({ get_json_params: () => body, get_body_params: () => body });
const calls: Call[] = [
  [{ method: 'GET', path: '/todo/v1/todos' }, (c) => c.list({})],
  [
    { method: 'GET', path: '/todo/v1/todos?status=open&sort=-priority&per_page=2&page=2' },
    (c) => c.list({ status: 'open', sort: '-priority', per_page: '2', page: '2' }),
  ],
  [{ method: 'GET', path: '/todo/v1/todos?q=php&sort=title' }, (c) => c.list({ q: 'php', sort: 'title' })],
  [{ method: 'GET', path: '/todo/v1/todos?q=%20DOCS%20&per_page=x' }, (c) => c.list({ q: ' DOCS ', per_page: 'x' })],
  [{ method: 'GET', path: '/todo/v1/todos?page=99&per_page=1000' }, (c) => c.list({ page: '99', per_page: '1000' })],
  [{ method: 'GET', path: '/todo/v1/todos?sort=colour' }, (c) => c.list({ sort: 'colour' })],
  [{ method: 'GET', path: '/todo/v1/todos/3' }, (c) => c.one({ id: 3 })],
  [{ method: 'GET', path: '/todo/v1/todos/42' }, (c) => c.one({ id: 42 })],
  [
    {
      method: 'POST',
      path: '/todo/v1/todos',
      json: { title: '  Ship   it ', priority: 2, tags: ['Release', 'release', 'PHP'] },
      user: 1,
    },
    (c) =>
      c.create(
        { title: '  Ship   it ', priority: 2 },
        json({ title: '  Ship   it ', priority: 2, tags: ['Release', 'release', 'PHP'] }),
      ),
  ],
  [
    { method: 'POST', path: '/todo/v1/todos', json: { title: '   ', priority: 9 }, user: 1 },
    (c) => c.create({ title: '   ', priority: 9 }, json({ title: '   ', priority: 9 })),
  ],
  [
    { method: 'POST', path: '/todo/v1/todos', json: { title: 'é'.repeat(81), priority: 1.5 }, user: 1 },
    (c) => c.create({ title: 'é'.repeat(81), priority: 1.5 }, json({})),
  ],
  [{ method: 'GET', path: '/todo/v1/stats' }, (c) => c.stats()],
];

describe('samples/todo-api', () => {
  for (const version of PHP_VERSIONS) {
    it(`answers like its TypeScript on PHP ${version} (${calls.length} requests)`, async () => {
      const responses = await restRequests(
        await getPhp(version),
        [plugin],
        calls.map(([r]) => r),
      );
      expect(responses[0].data).toMatchObject({ total: 7, pages: 3, page: 1 });
      expect(responses[7].status).toBe(404);
      responses.forEach((response, i) => {
        const expected = restShape(calls[i][1](controller));
        expect({ status: response.status, data: response.data }, JSON.stringify(calls[i][0])).toEqual(expected);
      });
    });
  }
});

describe('samples/blog-api', () => {
  const BLOG = path.join(REPO, 'samples', 'blog-api');
  let blog: string;
  beforeAll(async () => {
    blog = await buildProject(copySample(BLOG));
  });

  it('compiles with no diagnostics into the routes its controllers document', () => {
    const result = compileProject(BLOG);
    expect(result.diagnostics.map((d) => d.messageText)).toEqual([]);
    const shape = result.model!.routes.map((r) => [
      r.name,
      r.methods.join(','),
      `/${r.namespace}${routePath(r)}`,
      r.permission,
      r.controller,
    ]);
    expect(shape).toEqual([
      ['listArticles', 'GET', '/blog/v1/articles', false, 'ArticleController'],
      ['getArticle', 'GET', '/blog/v1/articles/(?P<id>[^/]+)', false, 'ArticleController'],
      [
        'createArticle',
        'POST',
        '/blog/v1/articles/(?P<title>[^/]+)/(?P<content>[^/]+)',
        ['publish_posts'],
        'ArticleController',
      ],
      ['updateArticle', 'PUT', '/blog/v1/articles/(?P<id>[^/]+)', ['edit_posts'], 'ArticleController'],
      ['deleteArticle', 'DELETE', '/blog/v1/articles/(?P<id>[^/]+)', ['delete_posts'], 'ArticleController'],
      ['blogStats', 'GET', '/blog/v1/stats', false, 'StatsController'],
    ]);
    expect(result.model!.routes.map((r) => r.params.map((p) => `${p.name}:${p.type}`).join(' '))).toEqual([
      '',
      'id:number',
      'title:string content:string',
      'id:number',
      'id:number',
      '',
    ]);
    expect(result.model!.controllers.map((c) => [c.className, c.source])).toEqual([
      ['ArticleController', 'ts'],
      ['StatsController', 'php'],
    ]);
  });

  for (const version of PHP_VERSIONS) {
    it(`lints and answers its read routes over fake posts on PHP ${version}`, async () => {
      const php = await getPhp(version);
      for (const [rel, content] of Object.entries(readTree(blog))) {
        if (rel.endsWith('.php')) expect(await lintPhp(php, content), `${rel} on PHP ${version}`).toBeNull();
      }
      const [page1, page2, search, badPaging, one, draftAnon, draftUser, page, trashed, missing, stats, ...writes] =
        await restRequests(
          php,
          [blog],
          [
            { method: 'GET', path: '/blog/v1/articles?per_page=2' },
            { method: 'GET', path: '/blog/v1/articles?per_page=2&page=2' },
            { method: 'GET', path: '/blog/v1/articles?search=php' },
            { method: 'GET', path: '/blog/v1/articles?per_page=abc&page=-3' },
            { method: 'GET', path: '/blog/v1/articles/1' },
            { method: 'GET', path: '/blog/v1/articles/4' },
            { method: 'GET', path: '/blog/v1/articles/4', user: 1 },
            { method: 'GET', path: '/blog/v1/articles/5' },
            { method: 'GET', path: '/blog/v1/articles/6' },
            { method: 'GET', path: '/blog/v1/articles/99' },
            { method: 'GET', path: '/blog/v1/stats' },
            { method: 'POST', path: '/blog/v1/articles', json: { title: 'T', content: 'C' } },
            { method: 'PUT', path: '/blog/v1/articles/1', json: { title: 'T' } },
            { method: 'DELETE', path: '/blog/v1/articles/1' },
            // A subscriber (only `read`): refused by the route's capability before the handler runs.
            { method: 'POST', path: '/blog/v1/articles', json: { title: 'T', content: 'C' }, user: 2, caps: ['read'] },
            { method: 'PUT', path: '/blog/v1/articles/1', json: { title: 'T' }, user: 2, caps: ['read'] },
            { method: 'DELETE', path: '/blog/v1/articles/1', user: 2, caps: ['read'] },
          ],
          { muPlugin: fs.readFileSync(path.join(REPO, 'test', 'harness', 'fake-posts.php'), 'utf8') },
        );
      const ids = (r: { data: { items: { id: number }[] } }) => r.data.items.map((a) => a.id);
      expect(page1).toMatchObject({
        status: 200,
        data: { page: 1, per_page: 2, total: 3, pages: 2 },
        headers: { 'X-WP-Total': '3', 'X-WP-TotalPages': '2' },
      });
      expect([ids(page1), ids(page2), ids(search)]).toEqual([[3, 2], [1], [3]]);
      // page and per_page are declared fields: WordPress checks them against their args.
      expect([badPaging.status, badPaging.data.code, Object.keys(badPaging.data.data.params).sort()]).toEqual([
        400,
        'rest_invalid_param',
        ['page', 'per_page'],
      ]);
      // No per_page at all: the args' defaults.
      expect(search.data).toMatchObject({ page: 1, per_page: 10 });
      expect(one).toMatchObject({
        status: 200,
        data: {
          id: 1,
          title: 'First post',
          content: '<p>First post</p>',
          excerpt: '',
          status: 'publish',
          author: 1,
          date: '2024-05-01T10:00:00',
          modified: '2024-05-01T12:30:00',
          link: 'https://blog.example/?p=1',
        },
      });
      expect(page1.data.items[0]).toEqual({
        ...one.data,
        id: 3,
        title: 'Hello PHP',
        content: '<p>Hello PHP</p>',
        date: '2024-05-03T10:00:00',
        modified: '2024-05-03T12:30:00',
        link: 'https://blog.example/?p=3',
      });
      expect([draftUser.status, draftUser.data.status]).toEqual([200, 'draft']);
      for (const [res, id] of [
        [draftAnon, 4],
        [page, 5],
        [trashed, 6],
        [missing, 99],
      ] as const) {
        expect([res.status, res.data]).toEqual([
          404,
          { code: 'blog_article_not_found', message: `No article with id ${id}.`, data: { status: 404 } },
        ]);
      }
      expect(stats).toMatchObject({
        status: 200,
        data: { published: 3, drafts: 1, trashed: 1, latest: { id: 3, title: 'Hello PHP' } },
      });
      expect(writes.map((res) => [res.status, res.data.code])).toEqual([
        ...Array(3).fill([401, 'rest_forbidden']),
        ...Array(3).fill([403, 'rest_forbidden']),
      ]);
    });
  }
});
