// End-to-end smoke test: a live, offline WordPress (wp-env + Playground) with
// the hand-written fixture plugin mounted and active.
// Run: npx vitest run e2e/smoke.test.mjs
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationPassword, startWordPress } from './wordpress.mjs';

const HELLO_PLUGIN = fileURLToPath(new URL('./fixtures/hello-plugin', import.meta.url));

describe('WordPress smoke (wp-env --runtime=playground)', () => {
  const t0 = Date.now();
  let wp;

  beforeAll(async () => {
    wp = await startWordPress({ plugins: [HELLO_PLUGIN], log: (s) => console.log(`[wp] ${s}`) });
    console.log(`[wp] boot: ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }, 180_000);

  afterAll(async () => {
    await wp?.stop();
    console.log(`[wp] total (boot + tests + stop): ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }, 60_000);

  it('serves the public route anonymously', async () => {
    const res = await fetch(`${wp.url}/wp-json/hello/v1/ping`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ pong: true });
  });

  it('rejects anonymous access to the protected route with 401 rest_forbidden', async () => {
    const res = await fetch(`${wp.url}/wp-json/hello/v1/me`, { redirect: 'manual' });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('rest_forbidden');
  });

  it('does not auto-login anonymous visitors (Playground --login is neutralised)', async () => {
    const res = await fetch(`${wp.url}/wp-admin/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('/wp-login.php');
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/wordpress_logged_in_/);
  });

  it('accepts an application password (Basic auth) on the protected route', async () => {
    const { authorization } = await createApplicationPassword({ url: wp.url });
    const res = await fetch(`${wp.url}/wp-json/hello/v1/me`, { headers: { authorization }, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: 'admin' });
  }, 60_000);
});
