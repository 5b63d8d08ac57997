// Cases on the shared live site (e2e/site.test.mjs boots it): samples/basic's seed
// routes, bad input, auth, two plugins and the route filter.
import { describe, expect, it } from 'vitest';
import { JSON_TYPE } from '../helpers.mjs';

/** @param {import('./site.mjs').Site} site */
export function basicCases(site) {
  const { rest, session, appPassword } = site;
  describe('seed routes of samples/basic', () => {
    it('GET greeting and articles', async () => {
      const [hello, articles] = await Promise.all([rest('/demo/v1/hello/Ada/36'), rest('/demo/v1/articles')]);
      expect(hello.status).toBe(200);
      expect(hello.type).toMatch(JSON_TYPE);
      expect(hello.body).toEqual({ message: 'Hello Ada, you are 36' });
      expect(articles.status).toBe(200);
      expect(articles.body).toEqual([
        { id: 1, title: 'First' },
        { id: 2, title: 'Second' },
      ]);
    });

    it('POST articles (publish_posts: the administrator) with a JSON, a form and a multipart body (with a file)', async () => {
      const { authorization } = await appPassword();
      const headers = { authorization };
      const multipart = new FormData();
      multipart.append('title', 'From multipart');
      multipart.append('file', new Blob(['hello, world\n'], { type: 'text/plain' }), 'hello.txt');
      const [json, form, parts, anonymous] = await Promise.all([
        rest('/demo/v1/articles', { headers, method: 'POST', json: { title: 'From JSON' } }),
        rest('/demo/v1/articles', { headers, method: 'POST', form: { title: 'From form' } }),
        rest('/demo/v1/articles', { headers, method: 'POST', multipart }),
        rest('/demo/v1/articles', { method: 'POST', json: { title: 'Anonymous' } }),
      ]);
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'rest_forbidden']);
      expect([json.status, json.body]).toEqual([200, { created: true, title: 'From JSON' }]);
      expect([form.status, form.body]).toEqual([200, { created: true, title: 'From form' }]);
      expect([parts.status, parts.body]).toEqual([200, { created: true, title: 'From multipart' }]);
    });

    it('reads an uploaded file back through get_file_params() (multipart)', async () => {
      const content = 'ts2wp upload check\n'.repeat(50);
      const multipart = new FormData();
      multipart.append('title', 'Upload');
      multipart.append('file', new Blob([content], { type: 'text/plain' }), 'notes.txt');
      const res = await rest('/e2e/v1/upload', { method: 'POST', multipart });
      expect([res.status, res.body]).toEqual([
        200,
        { name: 'notes.txt', size: Buffer.byteLength(content), title: 'Upload' },
      ]);
    });

    it('user: GET, POST and PUT echo typed values (id a number, is_admin a boolean)', async () => {
      const { authorization } = await appPassword();
      const headers = { authorization }; // saveUser needs create_users and edit_users: the administrator
      const [get, post, put, barePost, barePut] = await Promise.all([
        rest('/demo/v1/user/42/ada@example.com/true'),
        rest('/demo/v1/user/7/bob@example.com/0', { headers, method: 'POST' }),
        rest('/demo/v1/user/8.5/eve@example.com/false', { headers, method: 'PUT' }),
        rest('/demo/v1/user', { headers, method: 'POST', json: { id: 5, email: 'json@example.com', is_admin: true } }),
        rest('/demo/v1/user', { headers, method: 'PUT', form: { id: '6', email: 'form@example.com', is_admin: '1' } }),
      ]);
      expect([get.status, get.body]).toEqual([200, { id: 42, email: 'ada@example.com', is_admin: true }]);
      expect([post.status, post.body]).toEqual([200, { id: 7, email: 'bob@example.com', is_admin: false }]);
      expect([put.status, put.body]).toEqual([200, { id: 8.5, email: 'eve@example.com', is_admin: false }]);
      expect([barePost.status, barePost.body]).toEqual([200, { id: 5, email: 'json@example.com', is_admin: true }]);
      expect([barePut.status, barePut.body]).toEqual([200, { id: 6, email: 'form@example.com', is_admin: true }]);
      // The JSON text itself: a number and a boolean, not strings.
      expect(get.text).toMatch(/"id":42[,}]/);
      expect(get.text).toMatch(/"is_admin":true[,}]/);
      expect(barePut.text).toMatch(/"id":6[,}]/);
    });
  });

  describe('bad input', () => {
    it('a wrong-typed path value is 400 rest_invalid_param naming the param', async () => {
      const [age, id, admin] = await Promise.all([
        rest('/demo/v1/hello/Ada/old'),
        rest('/demo/v1/user/abc/ada@example.com/true'),
        rest('/demo/v1/user/1/ada@example.com/maybe', { method: 'PUT' }),
      ]);
      for (const [res, param] of [
        [age, 'age'],
        [id, 'id'],
        [admin, 'is_admin'],
      ]) {
        expect(res.status, res.text).toBe(400);
        expect(res.body.code).toBe('rest_invalid_param');
        expect(Object.keys(res.body.data.params)).toEqual([param]);
        expect(res.body.data.details?.[param]?.code).toBe('rest_invalid_type');
      }
    });

    it('a missing body param on the bare POST is 400 rest_missing_callback_param', async () => {
      const res = await rest('/demo/v1/user', { method: 'POST', json: { id: 5, is_admin: true } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_missing_callback_param');
      expect(res.body.data.params).toEqual(['email']);
    });

    it('an unknown route or a disallowed method is 404 rest_no_route', async () => {
      const [unknown, del, bareGet] = await Promise.all([
        rest('/demo/v1/nope'),
        rest('/demo/v1/articles', { method: 'DELETE' }),
        rest('/demo/v1/user'), // bare paths are for POST/PUT/PATCH only
      ]);
      for (const res of [unknown, del, bareGet]) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('rest_no_route');
      }
    });

    it('a handler that throws is a JSON 500, not an HTML fatal page', async () => {
      // The site logs notices (WP_DEBUG on, WP_DEBUG_DISPLAY off): failure details are for an administrator only.
      const { authorization } = await appPassword();
      const headers = { authorization };
      const [crash, boom, anonymous] = await Promise.all([
        rest('/e2e/v1/crash', { headers }),
        rest('/e2e/v1/boom', { headers }),
        rest('/e2e/v1/crash'),
      ]);
      expect(anonymous.body).toEqual({
        code: 'ts2wp_handler_error',
        message: "Cannot read properties of null (reading 'x')",
        data: { status: 500 },
      });
      for (const res of [crash, boom]) {
        expect(res.status).toBe(500);
        expect(res.type).toMatch(JSON_TYPE);
        expect(res.body, res.text.slice(0, 500)).toBeDefined();
        expect(res.body.code).toBe('ts2wp_handler_error');
        expect(res.body.data.status).toBe(500);
        expect(res.text).not.toMatch(/<html|<body|critical error/i);
      }
      // The null read is reported as in JavaScript; a thrown Error keeps its message.
      expect(JSON.stringify(crash.body)).toContain("Cannot read properties of null (reading 'x')");
      expect(boom.body.message).toBe('boom');
      // With WP_DEBUG on, the 500 names the TypeScript statement that failed (the plugin's
      // line map, app/sourcemap.php), computed here from the fixture's source text.
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(
        new URL('../fixtures/extra/app/Controllers/ExtraController.ts', import.meta.url),
        'utf8',
      );
      const positionOf = (needle) => {
        expect(source).toContain(needle);
        const before = source.slice(0, source.indexOf(needle)).split('\n');
        return `app/Controllers/ExtraController.ts:${before.length}:${before.at(-1).length + 1}`;
      };
      const thrown = positionOf("throw new Error('boom');");
      const nullRead = positionOf('return { x: request.get_json_params()!.x };');
      expect([boom.body.data.ts_position, boom.body.data.ts_stack]).toEqual([thrown, [thrown]]);
      // The null read throws inside the runtime (framework/Js.php); the position is the handler's line.
      expect([crash.body.data.ts_position, crash.body.data.ts_stack]).toEqual([nullRead, [nullRead]]);
    });
  });

  describe('auth on a permission: true route', () => {
    it('anonymous 401, cookie without nonce 401, cookie + nonce 200, application password 200, wrong password 401', async () => {
      const anonymous = await rest('/e2e/v1/secret');
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'rest_forbidden']);

      const cookieSession = await session();
      const { authorization } = await appPassword();
      const wrong = `Basic ${Buffer.from(`${site.wp.adminUser}:abcd efgh ijkl mnop qrst uvwx`).toString('base64')}`;
      const [noNonce, withNonce, basicAuth, wrongPassword] = await Promise.all([
        rest('/e2e/v1/secret', { headers: { cookie: cookieSession.cookie } }),
        cookieSession('/wp-json/e2e/v1/secret').then(async (r) => ({ status: r.status, body: await r.json() })),
        rest('/e2e/v1/secret', { headers: { authorization } }),
        rest('/e2e/v1/secret', { headers: { authorization: wrong } }),
      ]);
      // A logged-in cookie without X-WP-Nonce is treated as anonymous by the REST API.
      expect([noNonce.status, noNonce.body.code]).toEqual([401, 'rest_forbidden']);
      expect([withNonce.status, withNonce.body]).toEqual([200, { user: 1 }]);
      expect([basicAuth.status, basicAuth.body]).toEqual([200, { user: 1 }]);
      expect(wrongPassword.status).toBe(401);
    }, 120_000);

    it('anonymous visitors are not logged in behind our back (Playground auto-login is off)', async () => {
      const res = await fetch(`${site.wp.url}/wp-admin/`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toContain('/wp-login.php');
      expect(res.headers.getSetCookie().join('\n')).not.toMatch(/wordpress_logged_in_/);
    });
  });

  describe('two ts2wp plugins on one site, and the route filter', () => {
    it('both plugins answer, each under its own namespace', async () => {
      const multipart = new FormData();
      multipart.append('title', 'Both');
      multipart.append('file', new Blob(['x']), 'x.bin');
      const { authorization } = await appPassword();
      const [basic, extra] = await Promise.all([
        rest('/demo/v1/articles', { headers: { authorization }, method: 'POST', json: { title: 'Basic' } }),
        rest('/e2e/v1/upload', { method: 'POST', multipart }),
      ]);
      expect([basic.status, basic.body]).toEqual([200, { created: true, title: 'Basic' }]);
      expect([extra.status, extra.body]).toEqual([200, { name: 'x.bin', size: 1, title: 'Both' }]);
    });

    it("<slug>_rest_route_args makes the extra plugin's greeting require login, and only that one", async () => {
      const { authorization } = await appPassword();
      const [anonymous, loggedIn, basicGreeting] = await Promise.all([
        rest('/e2e/v1/hello/Ada'),
        rest('/e2e/v1/hello/Ada', { headers: { authorization } }),
        rest('/demo/v1/hello/Ada/36'), // samples/basic's route of the same name: its filter is another hook
      ]);
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'rest_forbidden']);
      expect([loggedIn.status, loggedIn.body]).toEqual([200, { plugin: 'extra', message: 'Hi Ada' }]);
      expect([basicGreeting.status, basicGreeting.body]).toEqual([200, { message: 'Hello Ada, you are 36' }]);
    }, 120_000);
  });
}
