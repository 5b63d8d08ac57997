// The generated route registration, run through WordPress's own REST server code.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp } from './helpers/php.js';
import { controller, DEFAULT_CONFIG, makeProject, REPO } from './helpers/project.js';
import { restRequests, type HarnessRequest, type HarnessResponse } from './helpers/wp.js';

let basic: string;
let typed: string;

beforeAll(async () => {
  basic = await buildProject(path.join(REPO, 'samples', 'basic'));
  typed = await buildProject(
    makeProject(
      controller(
        `
  @Api({ namespace: 'typed/v1', endpoint: '/echo', methods: ['GET', 'POST', 'PATCH'], params: { s: 'string', n: 'number', b: 'boolean', a: 'array', o: 'object' } })
  echo(params: { s: string; n: number; b: boolean; a: unknown[]; o: Record<string, unknown> }) {
    return { s: params.s, n: params.n, b: params.b, a: params.a, o: params.o };
  }

  @Api({ namespace: 'typed/v1', endpoint: '/all', methods: 'GET' })
  all(params: Record<string, unknown>) {
    return params;
  }

  @Api({ namespace: 'typed/v1', endpoint: '/private', permission: true })
  secret() {
    return { secret: true };
  }

  @Api({ namespace: 'typed/v1', endpoint: '/empty' })
  empty() {
    return {};
  }

  @Api({ namespace: 'typed/v1', endpoint: '/boom' })
  boom(params: Record<string, unknown>, request: WP_REST_Request) {
    return request.get_json_params()!.missing;
  }

  @Api({ namespace: 'typed/v1', endpoint: '/files', methods: 'POST' })
  files(params: Record<string, unknown>, request: WP_REST_Request) {
    const files = request.get_file_params();
    return { name: files.upload!.name, size: files.upload!.size, header: request.get_header('x-test') };
  }
`,
        'TypedController',
      ),
    ),
  );
});

afterAll(closePhp);

async function send(plugin: string, requests: HarnessRequest[], options = {}): Promise<HarnessResponse[]> {
  return restRequests(await getPhp('8.3'), [plugin], requests, options);
}

describe('samples/basic through WordPress REST', () => {
  it('answers the seed routes with typed JSON', async () => {
    const [hello, list, created, form, user, put] = await send(basic, [
      { method: 'GET', path: '/demo/v1/hello/Ada/36' },
      { method: 'GET', path: '/demo/v1/articles' },
      { method: 'POST', path: '/demo/v1/articles', json: { title: 'From JSON' }, user: 1 },
      { method: 'POST', path: '/demo/v1/articles', form: { title: 'From a form' }, user: 1 },
      { method: 'GET', path: '/demo/v1/user/42/ada%40example.com/true' },
      { method: 'PUT', path: '/demo/v1/user', json: { id: 7, email: 'b@example.com', is_admin: false }, user: 1 },
    ]);
    expect(hello).toMatchObject({ status: 200, data: { message: 'Hello Ada, you are 36' } });
    expect(list.data).toEqual([
      { id: 1, title: 'First' },
      { id: 2, title: 'Second' },
    ]);
    expect(created).toMatchObject({ status: 200, data: { created: true, title: 'From JSON' } });
    expect(form.data).toEqual({ created: true, title: 'From a form' });
    expect(user.data).toEqual({ id: 42, email: 'ada@example.com', is_admin: true });
    expect(put.data).toEqual({ id: 7, email: 'b@example.com', is_admin: false });
  });

  it('answers 400 rest_invalid_param naming the param, never 404, for a wrong type', async () => {
    const [bad, badBool] = await send(basic, [
      { method: 'GET', path: '/demo/v1/hello/Ada/thirty' },
      { method: 'GET', path: '/demo/v1/user/1/a@b.c/maybe' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.data.code).toBe('rest_invalid_param');
    expect(Object.keys(bad.data.data.params)).toEqual(['age']);
    expect(badBool.data.data.params).toHaveProperty('is_admin');
  });

  it('reads a boolean in any letter case, as WordPress does for a boolean arg', async () => {
    const [upper, mixed] = await send(basic, [
      { method: 'GET', path: '/demo/v1/user/1/a@b.c/TRUE' },
      { method: 'GET', path: '/demo/v1/user/1/a@b.c/False' },
    ]);
    expect([upper.status, upper.data.is_admin, mixed.status, mixed.data.is_admin]).toEqual([200, true, 200, false]);
  });

  it('answers 400 for a missing body param on the bare path and 404 for unknown routes or methods', async () => {
    const [missing, unknown, method] = await send(basic, [
      { method: 'POST', path: '/demo/v1/user', json: { id: 1 } },
      { method: 'GET', path: '/demo/v1/nothing' },
      { method: 'DELETE', path: '/demo/v1/articles' },
    ]);
    expect(missing).toMatchObject({ status: 400, data: { code: 'rest_missing_callback_param' } });
    expect(unknown).toMatchObject({ status: 404, data: { code: 'rest_no_route' } });
    expect(method).toMatchObject({ status: 404, data: { code: 'rest_no_route' } });
  });

  it('GET has no bare path: params are path segments only', async () => {
    const [bare] = await send(basic, [{ method: 'GET', path: '/demo/v1/user' }]);
    expect(bare.status).toBe(404);
  });
});

describe('typed params', () => {
  it('reads every type from path segments', async () => {
    const obj = encodeURIComponent(JSON.stringify({ k: [1, 'x'], e: {} }));
    const [r] = await send(typed, [{ method: 'GET', path: `/typed/v1/echo/text/-1.5/0/a,b,c/${obj}` }]);
    expect(r).toMatchObject({
      status: 200,
      data: { s: 'text', n: -1.5, b: false, a: ['a', 'b', 'c'], o: { k: [1, 'x'], e: {} } },
    });
  });

  it('reads every type from a JSON body and from a form body on the bare path', async () => {
    const [json, form] = await send(typed, [
      {
        method: 'POST',
        path: '/typed/v1/echo',
        json: { s: 's', n: 3, b: true, a: [1, 2], o: { x: 1 }, extra: 'only via request' },
      },
      { method: 'PATCH', path: '/typed/v1/echo', form: { s: 's', n: '4.25', b: '1', a: 'x,y', o: '{"y":2}' } },
    ]);
    expect(json.data).toEqual({ s: 's', n: 3, b: true, a: [1, 2], o: { x: 1 } });
    expect(form.data).toEqual({ s: 's', n: 4.25, b: true, a: ['x', 'y'], o: { y: 2 } });
  });

  it('keeps an empty object param an object', async () => {
    const [r] = await send(typed, [
      { method: 'POST', path: '/typed/v1/echo', json: { s: '', n: 0, b: false, a: [], o: {} } },
    ]);
    expect(r.data).toEqual({ s: '', n: 0, b: false, a: [], o: {} });
  });

  it('rejects wrong types from a JSON body', async () => {
    const [r] = await send(typed, [
      { method: 'POST', path: '/typed/v1/echo', json: { s: 1, n: 'x', b: 'yes', a: { k: 1 }, o: [1] } },
    ]);
    expect(r.status).toBe(400);
    expect(Object.keys(r.data.data.params).sort()).toEqual(['a', 'b', 'n', 'o', 's']);
  });

  it('passes query-string params through, and a query value never overrides a path value', async () => {
    const [all, echo] = await send(typed, [
      { method: 'GET', path: '/typed/v1/all?page=2&tag=x' },
      { method: 'GET', path: '/typed/v1/echo/path/1/true/a/%7B%7D?s=query&n=99' },
    ]);
    expect(all.data).toEqual({ page: '2', tag: 'x' });
    expect(echo.data).toMatchObject({ s: 'path', n: 1 });
  });
});

describe('responses', () => {
  it('returns {} for an empty object literal', async () => {
    const [r] = await send(typed, [{ method: 'GET', path: '/typed/v1/empty' }]);
    expect(r.data).toEqual({});
    expect(Array.isArray(r.data)).toBe(false);
  });

  it('turns a PHP error in a handler into a 500 JSON WP_Error', async () => {
    const [r] = await send(typed, [{ method: 'GET', path: '/typed/v1/boom' }]);
    expect(r.status).toBe(500);
    expect(r.data.code).toBe('ts2wp_handler_error');
    expect(r.data.data.exception).toBeUndefined();
    const [debug] = await send(typed, [{ method: 'GET', path: '/typed/v1/boom' }], { debug: true });
    expect(debug.data.data.exception.class).toMatch(/Error/);
  });

  it('reads uploaded files and headers through the request', async () => {
    const [r] = await send(typed, [
      {
        method: 'POST',
        path: '/typed/v1/files',
        files: { upload: { name: 'a.txt', type: 'text/plain', tmp_name: '/tmp/x', error: 0, size: 5 } },
      },
    ]);
    expect(r.data).toEqual({ name: 'a.txt', size: 5, header: null });
  });
});

describe('percent-encoded path segments', () => {
  it('reach the handler decoded once, under pretty permalinks and through ?rest_route=', async () => {
    const segments = ['Ada%20Lovelace', '%3Cscript%3E', 'caf%C3%A9', 'x%252Fy', "O'Brien%20%5C%20%22q%22"];
    const requests: HarnessRequest[] = segments.flatMap((name) =>
      (['pretty', 'query'] as const).map((url) => ({ method: 'GET', path: `/demo/v1/hello/${name}/36`, url })),
    );
    // An encoded slash stays inside the segment under pretty permalinks (through ?rest_route= it is a slash).
    requests.push({ method: 'GET', path: '/demo/v1/hello/a%2Fb/36', url: 'pretty' });
    const responses = await send(basic, requests);
    const expected = [...segments.flatMap((name) => [name, name]), 'a%2Fb'].map((name) => ({
      message: `Hello ${decodeURIComponent(name)}, you are 36`,
    }));
    expect(responses.map((r) => r.status)).toEqual(expected.map(() => 200));
    expect(responses.map((r) => r.data)).toEqual(expected);
  });

  it('array items are split on commas first, then decoded (an item may hold %2C)', async () => {
    const [r] = await send(typed, [{ method: 'GET', path: '/typed/v1/echo/a%20b/1/true/x%2Cy,z%2Fw/%7B%7D' }]);
    expect(r.data).toMatchObject({ s: 'a b', a: ['x,y', 'z/w'], o: {} });
  });
});

describe('WordPress classes', () => {
  it('instanceof WP_Error / WP_REST_Response test the PHP objects', async () => {
    const wp = await buildProject(
      makeProject(
        controller(
          `
  @Api({ namespace: 'wpclass/v1', endpoint: '/check', params: { kind: 'string' } })
  check(params: { kind: string }) {
    const value = params.kind === 'error' ? new WP_Error('nope', 'No', { status: 418 }) : params.kind === 'response' ? new WP_REST_Response({ a: 1 }, 201) : { plain: true };
    return { error: value instanceof WP_Error, response: value instanceof WP_REST_Response, object: value instanceof Object };
  }`,
          'WpClassController',
          "import { Api, Controller } from 'ts2wp';\nimport { WP_Error, WP_REST_Response } from 'ts2wp/wordpress';",
        ),
        { ...DEFAULT_CONFIG, slug: 'class-check-plugin', phpNamespace: 'Test\\WpClass' },
      ),
    );
    const [error, response, plain] = await send(
      wp,
      ['error', 'response', 'plain'].map((kind) => ({ method: 'GET', path: `/wpclass/v1/check/${kind}` })),
    );
    expect(error.data).toEqual({ error: true, response: false, object: true });
    expect(response.data).toEqual({ error: false, response: true, object: true });
    expect(plain.data).toEqual({ error: false, response: false, object: true });
  });
});

describe('permission', () => {
  it('answers 401 rest_forbidden to anonymous callers and 200 to logged-in users', async () => {
    const [anon, user] = await send(typed, [
      { method: 'GET', path: '/typed/v1/private' },
      { method: 'GET', path: '/typed/v1/private', user: 1 },
    ]);
    expect(anon).toMatchObject({ status: 401, data: { code: 'rest_forbidden' } });
    expect(user).toMatchObject({ status: 200, data: { secret: true } });
  });

  // The harness has no database and so no roles: each request lists the user's capabilities
  // as WordPress's default roles have them (e2e/permission.test.mjs checks the real roles).
  const SUBSCRIBER = ['read'];
  const CONTRIBUTOR = ['read', 'edit_posts', 'delete_posts'];
  const EDITOR = ['read', 'edit_posts', 'delete_posts', 'publish_posts', 'edit_others_posts', 'moderate_comments'];
  const ADMINISTRATOR = [...EDITOR, 'manage_options', 'create_users', 'edit_users'];
  let caps: string;
  beforeAll(async () => {
    caps = await buildProject(
      makeProject(
        controller(
          `
  @Api({ namespace: 'caps/v1', endpoint: '/notes', permission: false })
  list() {
    return { notes: [] };
  }

  @Api({ namespace: 'caps/v1', endpoint: '/notes', name: 'addNote', methods: 'POST', permission: 'edit_posts' })
  add(params: { text?: string }) {
    return { added: params.text ?? '' };
  }

  @Api({ namespace: 'caps/v1', endpoint: '/publish', methods: ['POST', 'PUT'], permission: ['edit_posts', 'publish_posts'] })
  publish() {
    return { published: true };
  }

  @Api({ namespace: 'caps/v1', endpoint: '/settings', methods: ['GET', 'POST'], permission: 'manage_options' })
  settings(params: Record<string, unknown>, request: WP_REST_Request) {
    return { method: request.get_method() };
  }

  @Api({ namespace: 'caps/v1', endpoint: '/ping', methods: 'POST', permission: false })
  ping() {
    return { pong: true };
  }
`,
          'CapsController',
        ),
        { ...DEFAULT_CONFIG, slug: 'caps-routes', phpNamespace: 'Caps\\Routes' },
      ),
    );
  });

  it('a capability: anonymous 401, logged in without it 403, with it 200, all rest_forbidden from WordPress', async () => {
    const [anon, subscriber, contributor, editor] = await send(caps, [
      { method: 'POST', path: '/caps/v1/notes', json: { text: 'a' } },
      { method: 'POST', path: '/caps/v1/notes', json: { text: 'b' }, user: 2, caps: SUBSCRIBER },
      { method: 'POST', path: '/caps/v1/notes', json: { text: 'c' }, user: 3, caps: CONTRIBUTOR },
      { method: 'POST', path: '/caps/v1/notes', json: { text: 'd' }, user: 4, caps: EDITOR },
    ]);
    expect([anon.status, anon.data]).toEqual([
      401,
      { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } },
    ]);
    expect([subscriber.status, subscriber.data]).toEqual([
      403,
      { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } },
    ]);
    expect([contributor.status, contributor.data]).toEqual([200, { added: 'c' }]);
    expect([editor.status, editor.data]).toEqual([200, { added: 'd' }]);
  });

  it('a list of capabilities needs every one of them', async () => {
    const [anon, contributor, onlyPublish, editor, put] = await send(caps, [
      { method: 'POST', path: '/caps/v1/publish' },
      { method: 'POST', path: '/caps/v1/publish', user: 3, caps: CONTRIBUTOR },
      { method: 'POST', path: '/caps/v1/publish', user: 5, caps: ['read', 'publish_posts'] },
      { method: 'POST', path: '/caps/v1/publish', user: 4, caps: EDITOR },
      { method: 'PUT', path: '/caps/v1/publish', user: 4, caps: EDITOR },
    ]);
    expect([anon.status, anon.data.code]).toEqual([401, 'rest_forbidden']);
    expect([contributor.status, contributor.data.code]).toEqual([403, 'rest_forbidden']);
    expect([onlyPublish.status, onlyPublish.data.code]).toEqual([403, 'rest_forbidden']);
    expect([editor.status, editor.data]).toEqual([200, { published: true }]);
    expect([put.status, put.data]).toEqual([200, { published: true }]);
  });

  it('applies one permission to every method of the route; explicit false stays public', async () => {
    const [anonGet, editorGet, adminGet, adminPost, ping] = await send(caps, [
      { method: 'GET', path: '/caps/v1/settings' },
      { method: 'GET', path: '/caps/v1/settings', user: 4, caps: EDITOR },
      { method: 'GET', path: '/caps/v1/settings', user: 1, caps: ADMINISTRATOR },
      { method: 'POST', path: '/caps/v1/settings', user: 1, caps: ADMINISTRATOR },
      { method: 'POST', path: '/caps/v1/ping' },
    ]);
    expect([anonGet.status, anonGet.data.code]).toEqual([401, 'rest_forbidden']);
    expect([editorGet.status, editorGet.data.code]).toEqual([403, 'rest_forbidden']);
    expect([adminGet.status, adminGet.data]).toEqual([200, { method: 'GET' }]);
    expect([adminPost.status, adminPost.data]).toEqual([200, { method: 'POST' }]);
    expect([ping.status, ping.data]).toEqual([200, { pong: true }]);
  });

  it("WordPress's Allow header lists only the methods the caller may use", async () => {
    const [anon, subscriber, editor, settingsAnon, settingsEditor, settingsAdmin] = await send(caps, [
      { method: 'GET', path: '/caps/v1/notes' },
      { method: 'GET', path: '/caps/v1/notes', user: 2, caps: SUBSCRIBER },
      { method: 'GET', path: '/caps/v1/notes', user: 4, caps: EDITOR },
      { method: 'GET', path: '/caps/v1/settings' },
      { method: 'GET', path: '/caps/v1/settings', user: 4, caps: EDITOR },
      { method: 'GET', path: '/caps/v1/settings', user: 1, caps: ADMINISTRATOR },
    ]);
    // GET (public) and POST (edit_posts) of /notes are two registrations: core asks each.
    expect(anon.headers.Allow).toBe('GET');
    expect(subscriber.headers.Allow).toBe('GET');
    expect(editor.headers.Allow).toBe('GET, POST');
    // One @Api, one callback for GET and POST: a refused caller is allowed none, so core
    // sends no Allow header at all; a permitted one gets both methods.
    expect(settingsAnon.status).toBe(401);
    expect(settingsAnon.headers.Allow).toBeUndefined();
    expect(settingsEditor.headers.Allow).toBeUndefined();
    expect(settingsAdmin.headers.Allow).toBe('GET, POST');
  });

  it('writes the permission into routes.php as plain data', () => {
    const table = fs.readFileSync(path.join(caps, 'routes.php'), 'utf8');
    expect(table).toContain("'permission' => 'edit_posts',");
    expect(table).toContain("'permission' => array( 'edit_posts', 'publish_posts' ),");
    expect(table).toContain("'permission' => 'manage_options',");
    expect(table).not.toMatch(/function|=>\s*static::|new /);
  });
});

describe('route filter', () => {
  it('passes every route through <slug>_rest_route_args', async () => {
    const mu = `<?php
add_filter( 'typescript_basic_demo_rest_route_args', function ( $args, $name, $route ) {
	if ( 'greeting' === $name ) {
		$args['permission_callback'] = 'is_user_logged_in';
	}
	return $args;
}, 10, 3 );`;
    const [hello, articles] = await send(
      basic,
      [
        { method: 'GET', path: '/demo/v1/hello/Ada/36' },
        { method: 'GET', path: '/demo/v1/articles' },
      ],
      { muPlugin: mu },
    );
    expect(hello.status).toBe(401);
    expect(articles.status).toBe(200);
  });
});

describe('registration on demand (Router::boot)', () => {
  // A REST request for one route registers only the routes that can match it. The
  // mu-plugin plays rest_api_loaded(), which defines REST_REQUEST and sets the requested
  // route before rest_api_init, and lists in X-Registered what this plugin has registered
  // (rest_get_server()->get_routes() is also what the /wp-json/ index lists).
  let twoNamespaces: string;
  beforeAll(async () => {
    twoNamespaces = await buildProject(
      makeProject(
        controller(
          `
  @Api({ namespace: 'one/v1', endpoint: '/a', params: { id: 'number' } })
  a(params: { id: number }) {
    return { route: 'a', id: params.id };
  }

  @Api({ namespace: 'two/v1', endpoint: '/b' })
  b() {
    return { route: 'b' };
  }

  @Api({ namespace: 'two/v1', endpoint: '/c' })
  c() {
    return { route: 'c' };
  }
`,
          'SplitController',
        ),
        { ...DEFAULT_CONFIG, slug: 'split-routes', phpNamespace: 'Split\\Routes' },
      ),
    );
  });

  const ALL = ['/one/v1', '/one/v1/a/(?P<id>[^/]+)', '/two/v1', '/two/v1/b', '/two/v1/c'];

  const muPlugin = (route?: string) => `<?php
// The route rest_api_init sees (undefined: a REST server started outside a REST request).
add_action( 'rest_api_init', function () {
	$GLOBALS['wp'] = (object) array( 'query_vars' => ${route === undefined ? 'array()' : `array( 'rest_route' => '${route}' )`} );
}, 0 );
add_filter( 'rest_request_after_callbacks', function ( $response ) {
	$ours = array_filter( array_keys( rest_get_server()->get_routes() ), function ( $r ) {
		return 0 === strpos( $r, '/one/' ) || 0 === strpos( $r, '/two/' );
	} );
	sort( $ours );
	$response->header( 'X-Registered', implode( ' ', $ours ) );
	return $response;
} );`;

  it('serves a request to one namespace with only the routes that can match it registered', async () => {
    const [b] = await send(twoNamespaces, [{ method: 'GET', path: '/two/v1/b' }], { muPlugin: muPlugin('/two/v1/b') });
    expect(b).toMatchObject({ status: 200, data: { route: 'b' } });
    expect(b.headers['X-Registered']).toBe('/two/v1 /two/v1/b');
  });

  it('registers the rest when another route is dispatched in the same request', async () => {
    const [b, a, c] = await send(
      twoNamespaces,
      [
        { method: 'GET', path: '/two/v1/b' },
        { method: 'GET', path: '/one/v1/a/7' },
        { method: 'GET', path: '/two/v1/c' },
      ],
      { muPlugin: muPlugin('/two/v1/b') },
    );
    expect(b).toMatchObject({ status: 200, data: { route: 'b' } });
    expect(a).toMatchObject({ status: 200, data: { route: 'a', id: 7 } });
    expect(c).toMatchObject({ status: 200, data: { route: 'c' } });
    expect(c.headers['X-Registered'].split(' ')).toEqual(ALL);
  });

  it('registers every route for the index, a namespace index, and outside a REST request', async () => {
    for (const route of ['/', '/two/v1', '/TWO/v1', undefined]) {
      const [b] = await send(twoNamespaces, [{ method: 'GET', path: '/two/v1/b' }], { muPlugin: muPlugin(route) });
      expect(b).toMatchObject({ status: 200, data: { route: 'b' } });
      expect(b.headers['X-Registered'].split(' ')).toEqual(ALL);
    }
  });

  it('matches namespaces and segments case-insensitively, as WordPress does', async () => {
    const [b] = await send(twoNamespaces, [{ method: 'GET', path: '/TWO/v1/B' }], { muPlugin: muPlugin('/TWO/v1/B') });
    expect(b).toMatchObject({ status: 200, data: { route: 'b' } });
  });
});
