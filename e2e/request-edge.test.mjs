// The request edge on a real WordPress (Debian's, on MariaDB, behind nginx + php-fpm;
// e2e/native.mjs): the booking plugin of test/request/ built by the real CLI answers typed
// query and body fields, 400 rest_invalid_param naming the field for wrong JSON types, and
// routes by precedence. Run: npx vitest run e2e/request-edge.test.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING } from '../test/request/booking.ts';
import { buildWithCli, removeDir, since, tempDir } from './helpers.mjs';
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

  it('routes a literal segment before a parameter', async () => {
    expect((await json('GET', '/shop/v1/items/sorted/price')).data).toEqual({ route: 'sorted', by: 'price' });
    expect((await json('GET', '/shop/v1/items/3/20')).data).toEqual({ route: 'page', page: 3 });
  });
});
