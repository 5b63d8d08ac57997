// Cases on the shared live site (e2e/site.test.mjs boots it): the generated plugin's
// guarantees under hostile callers. Each side-effect route of e2e/fixtures/extra writes an
// option; /e2e/v1/probe reads them, so a test sees whether a handler ran. Every "did not
// run" check is followed by a call that does run, so the probe is known to move.
import { describe, expect, it } from 'vitest';
import { JSON_TYPE } from '../helpers.mjs';

/** @param {import('./site.mjs').Site} site */
export function reliabilityCases(site) {
  const { rest, session, appPassword } = site;
  const probe = async () => {
    const res = await rest('/e2e/v1/probe');
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  describe('hostile callers', () => {
    it('a permission: true side effect never runs for an anonymous or wrongly authenticated caller', async () => {
      const cookieSession = await session();
      const { authorization } = await appPassword();
      const before = await probe();
      const wrongPassword = `Basic ${Buffer.from(`${site.wp.adminUser}:abcd efgh ijkl mnop qrst uvwx`).toString('base64')}`;
      const noSuchUser = `Basic ${Buffer.from('nobody:abcd efgh ijkl mnop qrst uvwx').toString('base64')}`;
      const refused = await Promise.all([
        rest('/e2e/v1/guarded/5', { method: 'POST' }),
        rest('/e2e/v1/guarded', { method: 'POST', json: { amount: 5 } }),
        rest('/e2e/v1/guarded/5', { method: 'POST', headers: { authorization: wrongPassword } }),
        rest('/e2e/v1/guarded/5', { method: 'POST', headers: { authorization: noSuchUser } }),
        rest('/e2e/v1/guarded/5', { method: 'POST', headers: { cookie: cookieSession.cookie } }),
        rest('/e2e/v1/guarded/5', {
          method: 'POST',
          headers: { cookie: cookieSession.cookie, 'x-wp-nonce': 'not-a-nonce' },
        }),
      ]);
      const [anonymous, anonymousBody, wrong, unknown, cookieOnly, badNonce] = refused;
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'rest_forbidden']);
      expect([anonymousBody.status, anonymousBody.body.code]).toEqual([401, 'rest_forbidden']);
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect([cookieOnly.status, cookieOnly.body.code]).toEqual([401, 'rest_forbidden']);
      expect([badNonce.status, badNonce.body.code]).toEqual([403, 'rest_cookie_invalid_nonce']);
      for (const res of refused) expect(res.type).toMatch(JSON_TYPE);
      expect((await probe()).guarded).toBe(before.guarded);

      // The same request, properly authenticated, does run: the probe moves.
      const ok = await rest('/e2e/v1/guarded/5', { method: 'POST', headers: { authorization } });
      expect([ok.status, ok.body]).toEqual([200, { total: before.guarded + 5 }]);
      expect((await probe()).guarded).toBe(before.guarded + 5);
    }, 120_000);

    it('validation runs before the handler: a bad param never reaches it', async () => {
      const { authorization } = await appPassword();
      const before = await probe();
      const refused = await Promise.all([
        rest('/e2e/v1/tally/abc/true', { method: 'POST' }),
        rest('/e2e/v1/tally/3/maybe', { method: 'POST' }),
        rest('/e2e/v1/tally', { method: 'POST', json: { n: 'three', flag: true } }),
        rest('/e2e/v1/tally', { method: 'POST', json: { n: [3], flag: true } }),
        rest('/e2e/v1/tally', { method: 'POST', json: { flag: true } }),
        rest('/e2e/v1/tally', { method: 'POST', form: { n: '1e400', flag: '1' } }),
        // Logged in, but the value is wrong: still refused before the handler.
        rest('/e2e/v1/guarded/lots', { method: 'POST', headers: { authorization } }),
        rest('/e2e/v1/guarded', { method: 'POST', json: { amount: '5; DROP TABLE' }, headers: { authorization } }),
      ]);
      for (const res of refused) {
        expect(res.status, res.text).toBe(400);
        expect(['rest_invalid_param', 'rest_missing_callback_param']).toContain(res.body.code);
        expect(res.type).toMatch(JSON_TYPE);
      }
      const after = await probe();
      expect(after).toEqual(before);

      const ok = await rest('/e2e/v1/tally/3/true', { method: 'POST' });
      expect([ok.status, ok.body]).toEqual([200, { total: before.tally + 3, flag: true }]);
      expect((await probe()).tally).toBe(before.tally + 3);
    }, 120_000);

    it('answers are JSON (Content-Type, nosniff) and markup in them is data, not HTML', async () => {
      const hostile = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>"\'&\u0000 \u202e 🙂';
      const [echo, notFound, forbidden] = await Promise.all([
        rest('/e2e/v1/echo', { method: 'POST', json: { text: hostile } }),
        rest('/e2e/v1/no-such-route'),
        rest('/e2e/v1/secret'),
      ]);
      expect(echo.status, echo.text).toBe(200);
      expect(echo.body).toEqual({
        text: hostile,
        own: '</script><script>alert("ts2wp")</script>',
        length: hostile.length,
      });
      for (const res of [echo, notFound, forbidden]) {
        expect(res.type).toMatch(JSON_TYPE);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        // One JSON value, nothing around it (no notice, no HTML page).
        expect(() => JSON.parse(res.text)).not.toThrow();
        expect(res.text.trim().startsWith('{')).toBe(true);
      }
    });
  });
}
