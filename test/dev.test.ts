// `ts2wp dev` pieces that need no WordPress: the route listing it prints and the folder
// watcher behind --watch. The command itself runs against a live site in e2e/dev.test.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeLines } from '../cli/dev.js';
import { watchTree, type TreeWatcher } from '../cli/watch.js';
import type { HttpMethod, PluginModel, RouteModel } from '../emitter/model.js';

describe('ts2wp dev: route listing', () => {
  it("prints every route with its methods, typed segments and bare body path (samples/basic's routes)", () => {
    const pos = { file: 'x.ts', line: 1, col: 1, start: 0, length: 1 };
    const route = (
      endpoint: string,
      methods: HttpMethod[],
      params: RouteModel['params'],
      permission = false,
    ): RouteModel => ({
      namespace: 'demo/v1',
      endpoint,
      name: null,
      methods,
      params,
      permission,
      controller: 'C',
      handler: 'h',
      pos,
    });
    const model = {
      config: {} as PluginModel['config'],
      controllers: [],
      routes: [
        route(
          '/hello',
          ['GET'],
          [
            { name: 'name', type: 'string' },
            { name: 'age', type: 'number' },
          ],
        ),
        route('/articles', ['GET', 'POST'], []),
        route(
          '/user',
          ['GET', 'POST', 'PUT'],
          [
            { name: 'id', type: 'number' },
            { name: 'email', type: 'string' },
            { name: 'is_admin', type: 'boolean' },
          ],
        ),
        route('/', ['DELETE'], [], true),
      ],
    } satisfies PluginModel;
    expect(routeLines(model, 'http://127.0.0.1:8888').sort()).toEqual([
      'DELETE        http://127.0.0.1:8888/wp-json/demo/v1  (login required)',
      'GET           http://127.0.0.1:8888/wp-json/demo/v1/hello/<name:string>/<age:number>',
      'GET POST      http://127.0.0.1:8888/wp-json/demo/v1/articles',
      'GET POST PUT  http://127.0.0.1:8888/wp-json/demo/v1/user/<id:number>/<email:string>/<is_admin:boolean>',
      'POST PUT      http://127.0.0.1:8888/wp-json/demo/v1/user  (params in the body)',
    ]);
  });
});

describe('ts2wp dev: watching app/', () => {
  let watcher: TreeWatcher | undefined;
  let dir: string | undefined;
  afterEach(() => {
    watcher?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Resolves once `seen` holds an entry matching `file`, or rejects after 3 s. */
  async function sees(seen: string[], file: string): Promise<void> {
    for (let i = 0; i < 60; i++) {
      if (seen.includes(file)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no change seen for ${file}; saw ${JSON.stringify(seen)}`);
  }

  it('sees every save, also after an atomic save (temp file renamed over the original), and new sub-folders', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-watch-'));
    const file = path.join(dir, 'A.ts');
    fs.writeFileSync(file, 'one');
    const seen: string[] = [];
    watcher = watchTree(dir, (f) => seen.push(f));

    // Atomic save, as editors and `sed -i` do: the watched inode is replaced.
    fs.writeFileSync(`${file}.tmp`, 'two');
    fs.renameSync(`${file}.tmp`, file);
    await sees(seen, 'A.ts');
    // A later plain write to the replaced file is still seen (Node 20's recursive fs.watch on Linux misses it).
    seen.length = 0;
    fs.appendFileSync(file, 'three');
    await sees(seen, 'A.ts');

    // A folder created after the watch started, then a file in it.
    fs.mkdirSync(path.join(dir, 'Admin'));
    await sees(seen, 'Admin');
    await new Promise((r) => setTimeout(r, 50));
    fs.writeFileSync(path.join(dir, 'Admin', 'B.ts'), 'x');
    await sees(seen, path.join('Admin', 'B.ts'));
  });
});
