// The request edge on a real WordPress (Debian's, on MariaDB, behind nginx + php-fpm;
// e2e/native.mjs): the booking plugin of test/request/ built by the real CLI answers typed
// query and body fields, 400 rest_invalid_param naming the field for wrong JSON types, and
// routes by precedence; the notes plugin tells an absent member from a JSON null inside its
// handlers and reads typed multipart fields, as the same handlers do in Node.
// Run: npx vitest run e2e/request-edge.test.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING } from '../test/request/booking.ts';
import { NOTES } from '../test/request/notes.ts';
import { nodeController } from '../test/request/project.ts';
import { buildWithCli, call, REPO, removeDir, since, tempDir } from './helpers.mjs';
import { startWordPress } from './native.mjs';

const PRECEDENCE = `import { Api, Controller } from 'ts2wp';

export class ShopController extends Controller {
  @Api({ namespace: 'shop/v1', endpoint: '/items', params: { page: 'number', per: 'number' } })
  page(params: { page: number; per: number }) {
    return { route: 'page', page: params.page };
  }

  @Api({ namespace: 'shop/v1', endpoint: '/items/sorted', params: { by: 'string' } })
  sorted(params: { by: 'price' | 'name' }) {
    return { route: 'sorted', by: params.by };
  }
}
`;

describe('request edge on WordPress behind nginx', () => {
  const t0 = Date.now();
  let out;
  let wp;
  let base;
  /** The notes controller in Node: the answers the live plugin must give. */
  let notes;

  beforeAll(async () => {
    out = await tempDir('ts2wp-edge-');
    const project = path.join(out, 'project');
    await mkdir(path.join(project, 'app', 'Controllers'), { recursive: true });
    await writeFile(
      path.join(project, 'ts2wp.config.json'),
      JSON.stringify({ name: 'Hotel', slug: 'hotel-edge', phpNamespace: 'Hotel\\Edge', version: '1.0.0' }),
    );
    await writeFile(path.join(project, 'app', 'Controllers', 'BookingController.ts'), BOOKING);
    await writeFile(path.join(project, 'app', 'Controllers', 'ShopController.ts'), PRECEDENCE);
    await writeFile(path.join(project, 'app', 'Controllers', 'NotesController.ts'), NOTES);
    notes = await nodeController(
      path.join(REPO, 'test', '.tmp', 'e2e-notes', 'NotesController.ts'),
      'NotesController',
      NOTES,
    );
    const plugin = await buildWithCli(project, path.join(out, 'build'), 'hotel-edge');
    wp = await startWordPress({ plugins: [plugin.dir], servers: ['nginx'], log: (s) => console.log(`[edge] ${s}`) });
    base = `${wp.urls.nginx}/wp-json`;
    console.log(`[edge] ready: ${since(t0)}`);
  }, 240_000);

  afterAll(async () => {
    await wp?.stopAndReport();
    await removeDir(out);
  }, 60_000);

  const json = async (method, route, body) => {
    const response = await fetch(base + route, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, data: await response.json() };
  };

  it('reads typed query fields: "0" is false, defaults apply, a bad enum is 400 naming it', async () => {
    expect(await json('GET', '/hotel/v1/rooms?q=sea&available=0&tags[]=a&tags[]=b')).toEqual({
      status: 200,
      data: { q: 'sea', page: 1, next: 2, tags: ['a', 'b'], count: 2, available: false },
    });
    const bad = await json('GET', '/hotel/v1/rooms?q=sea&sort=stars');
    expect(bad.status).toBe(400);
    expect(bad.data.code).toBe('rest_invalid_param');
    expect(Object.keys(bad.data.data.params)).toEqual(['sort']);
  });

  it('keeps JSON null apart from absent and refuses wrong JSON types', async () => {
    const ok = await json('POST', '/hotel/v1/bookings', { room: 100, note: null, dryRun: 'false' });
    expect(ok.status).toBe(200);
    expect(ok.data.keys).toEqual(['room', 'note', 'dryRun']);
    expect(ok.data.hasNote).toBe(true);
    expect(ok.data.action).toBe('written');
    for (const [body, field] of [
      [{ room: 'x', note: 'a' }, 'room'],
      [{ room: 1, note: 5 }, 'note'],
      [{ room: 1, note: 'a', tags: 'a,b' }, 'tags'],
      ['{"room":1,"note":"a","stay":{"from":"a","nights":1,"__proto__":{"x":1}}}', 'stay'],
      ['{"room":1e400,"note":null}', 'room'],
    ]) {
      const r = await json('POST', '/hotel/v1/bookings', body);
      expect([r.status, r.data.code, Object.keys(r.data.data.params)]).toEqual([400, 'rest_invalid_param', [field]]);
    }
    const missing = await json('POST', '/hotel/v1/bookings', { room: 1 });
    expect([missing.status, missing.data.code, missing.data.data.params]).toEqual([
      400,
      'rest_missing_callback_param',
      ['note'],
    ]);
  });

  it('tells an absent member from a JSON null inside handlers, as Node does', async () => {
    const bodies = [{ title: 'a' }, { title: 'a', note: null }, { title: 'a', note: 'x' }];
    const answers = [];
    for (const body of bodies) {
      const r = await json('POST', '/notes/v1/notes', body);
      expect(r).toEqual({ status: 200, data: notes.create(body) });
      answers.push(JSON.stringify(r.data));
    }
    expect(new Set(answers).size).toBe(3);
    for (const body of [{}, { note: null }, { note: 'x', title: 't' }]) {
      expect(await json('PATCH', '/notes/v1/notes/7', body)).toEqual({
        status: 200,
        data: notes.update({ id: 7, ...body }),
      });
    }
    expect(await json('GET', '/notes/v1/notes?label=')).toEqual({ status: 200, data: notes.list({ label: '' }) });
  });

  it('reads typed multipart/form-data fields: numbers, "1"/"0" booleans, tags[] arrays, 400 for a wrong type', async () => {
    const form = (parts) => {
      const data = new FormData();
      for (const [name, value] of parts) data.append(name, value);
      return data;
    };
    const post = (parts) => call(`${base}/notes/v1/notes`, { method: 'POST', multipart: form(parts) });
    const ok = await post([
      ['title', 'a'],
      ['count', '3'],
      ['urgent', '1'],
      ['tags[]', 'x'],
      ['tags[]', 'y'],
    ]);
    expect([ok.status, ok.body]).toEqual([200, notes.create({ title: 'a', count: 3, urgent: true, tags: ['x', 'y'] })]);
    const off = await post([
      ['title', 'a'],
      ['urgent', '0'],
      ['note', ''],
    ]);
    expect([off.status, off.body]).toEqual([200, notes.create({ title: 'a', note: '', urgent: false })]);
    for (const [parts, field] of [
      [
        [
          ['title', 'a'],
          ['count', 'abc'],
        ],
        'count',
      ],
      [
        [
          ['title', 'a'],
          ['urgent', 'maybe'],
        ],
        'urgent',
      ],
    ]) {
      const r = await post(parts);
      expect([r.status, r.body.code, Object.keys(r.body.data.params)]).toEqual([400, 'rest_invalid_param', [field]]);
    }
    // PHP parses a multipart body only on POST: a multipart PATCH reaches no field (README, decisions.md).
    const patch = new FormData();
    patch.append('note', 'x');
    const unparsed = await call(`${base}/notes/v1/notes/7`, { method: 'PATCH', multipart: patch });
    expect([unparsed.status, unparsed.body]).toEqual([200, notes.update({ id: 7 })]);
    const missing = await post([['count', '1']]);
    expect([missing.status, missing.body.code, missing.body.data.params]).toEqual([
      400,
      'rest_missing_callback_param',
      ['title'],
    ]);
  });

  it('routes a literal segment before a parameter', async () => {
    expect((await json('GET', '/shop/v1/items/sorted/price')).data).toEqual({ route: 'sorted', by: 'price' });
    expect((await json('GET', '/shop/v1/items/3/20')).data).toEqual({ route: 'page', page: 3 });
  });
});
