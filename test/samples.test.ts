// The handler-heavy sample (samples/todo-api) answers through WordPress's REST code
// exactly as its TypeScript answers in Node, on PHP 7.4 and 8.3.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, PHP_VERSIONS } from './helpers/php.js';
import { REPO } from './helpers/project.js';
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
    fs.writeFileSync(path.join(dir, rel.replace(/\.ts$/, '.mjs')), out.outputText.replace(/from '(\.{1,2}\/[^']+)'/g, "from '$1.mjs'"));
  }
  const mod = await import(pathToFileURL(path.join(dir, 'app/Controllers/TodoController.mjs')).href);
  return new mod.TodoController();
}

/** What the REST API would answer for a Node result: data and status, WP_Error as WordPress shapes it. */
function restShape(result: any): { status: number; data: unknown } {
  if (result?.constructor?.name === 'WP_Error') {
    return { status: result.get_error_data()?.status ?? 500, data: { code: result.get_error_code(), message: result.get_error_message(), data: result.get_error_data() } };
  }
  if (result?.constructor?.name === 'WP_REST_Response') return { status: result.get_status(), data: JSON.parse(JSON.stringify(result.get_data())) };
  return { status: 200, data: JSON.parse(JSON.stringify(result)) };
}

beforeAll(async () => {
  fs.mkdirSync(path.join(REPO, 'test', '.tmp'), { recursive: true });
  plugin = await buildProject(copySample());
  controller = await loadInNode();
});

function copySample(): string {
  const dir = fs.mkdtempSync(path.join(REPO, 'test', '.tmp', 'todo-src-'));
  fs.cpSync(SAMPLE, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) });
  return dir;
}

type Call = [HarnessRequest, (c: any) => unknown];
const json = (body: unknown) => ({ get_json_params: () => body, get_body_params: () => body });
const calls: Call[] = [
  [{ method: 'GET', path: '/todo/v1/todos' }, (c) => c.list({})],
  [{ method: 'GET', path: '/todo/v1/todos?status=open&sort=-priority&per_page=2&page=2' }, (c) => c.list({ status: 'open', sort: '-priority', per_page: '2', page: '2' })],
  [{ method: 'GET', path: '/todo/v1/todos?q=php&sort=title' }, (c) => c.list({ q: 'php', sort: 'title' })],
  [{ method: 'GET', path: '/todo/v1/todos?q=%20DOCS%20&per_page=x' }, (c) => c.list({ q: ' DOCS ', per_page: 'x' })],
  [{ method: 'GET', path: '/todo/v1/todos?page=99&per_page=1000' }, (c) => c.list({ page: '99', per_page: '1000' })],
  [{ method: 'GET', path: '/todo/v1/todos?sort=colour' }, (c) => c.list({ sort: 'colour' })],
  [{ method: 'GET', path: '/todo/v1/todos/3' }, (c) => c.one({ id: 3 })],
  [{ method: 'GET', path: '/todo/v1/todos/42' }, (c) => c.one({ id: 42 })],
  [{ method: 'POST', path: '/todo/v1/todos', json: { title: '  Ship   it ', priority: 2, tags: ['Release', 'release', 'PHP'] } },
    (c) => c.create({ title: '  Ship   it ', priority: 2 }, json({ title: '  Ship   it ', priority: 2, tags: ['Release', 'release', 'PHP'] }))],
  [{ method: 'POST', path: '/todo/v1/todos', json: { title: '   ', priority: 9 } }, (c) => c.create({ title: '   ', priority: 9 }, json({ title: '   ', priority: 9 }))],
  [{ method: 'POST', path: '/todo/v1/todos', json: { title: 'é'.repeat(81), priority: 1.5 } }, (c) => c.create({ title: 'é'.repeat(81), priority: 1.5 }, json({}))],
  [{ method: 'GET', path: '/todo/v1/stats' }, (c) => c.stats()],
];

describe('samples/todo-api', () => {
  for (const version of PHP_VERSIONS) {
    it(`answers like its TypeScript on PHP ${version} (${calls.length} requests)`, async () => {
      const responses = await restRequests(await getPhp(version), [plugin], calls.map(([r]) => r));
      expect(responses[0]!.data).toMatchObject({ total: 7, pages: 3, page: 1 });
      expect(responses[7]!.status).toBe(404);
      responses.forEach((response, i) => {
        const expected = restShape(calls[i]![1](controller));
        expect({ status: response.status, data: response.data }, JSON.stringify(calls[i]![0])).toEqual(expected);
      });
    });
  }
});
