// ts2wp/testing's request() against WordPress: a matrix of requests (coercion, enums,
// required fields, undeclared fields, null, path params, permissions, handler results) is
// answered by request() in Node and by WordPress's REST server with the built plugin
// (test/harness/wp-rest.php); status, error code and data, and the Allow header must match.
// Also the route options: segment patterns, barePath: false, JSDoc keywords and defaults.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../helpers/build.js';
import { closePhp, getPhp } from '../helpers/php.js';
import { restRequests, type HarnessRequest } from '../helpers/wp.js';
import { loadController, loadTesting, testingProject } from './project.js';

const SOURCE = `import { Api, Controller } from 'ts2wp';
import { WP_Error, WP_REST_Response, current_user_can, is_user_logged_in } from 'ts2wp/wordpress';

export class UnitController extends Controller {
  @Api({ namespace: 'unit/v1', endpoint: '/items', params: { id: 'number' } })
  item(params: { id: number; full?: boolean; tags?: string[]; sort?: 'asc' | 'desc'; limit?: number; note?: string | null; rank?: 1 | 2 | 3 }) {
    return { params, types: Object.keys(params).map((k) => k + ':' + typeof (params as Record<string, unknown>)[k]) };
  }

  @Api({ namespace: 'unit/v1', endpoint: '/items', methods: 'POST', permission: 'edit_posts' })
  create(params: { title: string; count: number; draft?: boolean; meta?: { color: string; size?: number }; kind: 'a' | 'b' | null; ids?: number[] }) {
    return { params };
  }

  @Api({ namespace: 'unit/v1', endpoint: '/flags', params: { on: 'boolean', list: 'array', filter: 'object' } })
  flags(params: { on: boolean; list: string[]; filter: { q?: string } }) {
    return params;
  }

  @Api({ namespace: 'unit/v1', endpoint: '/notes', methods: ['PUT', 'PATCH'], params: { slug: 'string' }, permission: true })
  note(params: { slug: string; text: string }) {
    return { slug: params.slug, text: params.text };
  }

  @Api({ namespace: 'unit/v1', endpoint: '/open' })
  open(params: Record<string, unknown>) {
    return params;
  }

  @Api({ namespace: 'unit/v1', endpoint: '/whoami', permission: true })
  whoami() {
    return { logged: is_user_logged_in(), editor: current_user_can('edit_posts'), admin: current_user_can('manage_options') };
  }

  @Api({ namespace: 'unit/v1', endpoint: '/status' })
  status() {
    return new WP_REST_Response({ ok: true }, 201, { 'X-Test': 'yes' });
  }

  @Api({ namespace: 'unit/v1', endpoint: '/teapot' })
  teapot() {
    return new WP_Error('unit_teapot', 'I am a teapot.', { status: 418 });
  }

  @Api({ namespace: 'unit/v1', endpoint: '/boom' })
  boom(): unknown {
    throw new Error('boom');
  }

  @Api({ namespace: 'unit/v1', endpoint: '/posts', params: { id: 'number' }, patterns: { id: '\\\\d+' } })
  post(params: { id: number }) {
    return params;
  }

  @Api({ namespace: 'unit/v1', endpoint: '/drafts', methods: 'PUT', params: { slug: 'string' }, barePath: false })
  draft(params: { slug: string; text?: string }) {
    return params;
  }

  @Api({ namespace: 'unit/v1', endpoint: '/limits' })
  limits(params: {
    /**
     * Page size.
     * @minimum 1
     * @maximum 100
     * @default 10
     */
    limit?: number;
    /** @minimum -1.5 */
    offset?: number;
    /** @maximum 5.5 */
    ratio?: number;
    /**
     * @minLength 2
     * @maxLength 5
     */
    code?: string;
    /** @minLength 1 */
    one?: string;
    /** @maxLength 1 */
    letter?: string;
    /** @pattern ^[a-z]+-\\d+$ */
    slug?: string;
    /**
     * @minItems 1
     * @maxItems 3
     */
    tags?: string[];
    /** @maxItems 1 */
    single?: string[];
    /** @minItems 1000 */
    many?: string[];
    /** @default "asc" */
    sort?: 'asc' | 'desc';
    box?: {
      /** @maxLength 3 */
      label?: string;
    };
  }) {
    return params;
  }

  @Api({ namespace: 'unit/v1', endpoint: '/pages' })
  pages({ page = 1, q }: { page?: number; q?: string }) {
    return { page, q: q ?? null };
  }

  @Api({ namespace: 'unit/v1', endpoint: '/orders', methods: 'POST' })
  order(params: {
    /** @minItems 2 */
    ids: number[];
    /**
     * @minimum 1
     * @default 1
     */
    qty?: number;
    /** @default { "gift": false } */
    wrap?: { gift: boolean };
  }) {
    return params;
  }
}
`;

type Who = { caps: string[] } | undefined;
type Case = [
  name: string,
  method: string,
  path: string,
  extra?: { json?: unknown; form?: Record<string, string>; who?: Who },
];

const EDITOR: Who = { caps: ['edit_posts'] };
const SUBSCRIBER: Who = { caps: ['read'] };

const CASES: Case[] = [
  ['a path number', 'GET', '/unit/v1/items/12'],
  ['a negative decimal path number', 'GET', '/unit/v1/items/-1.5'],
  ['a percent-encoded ? in a path segment', 'PUT', '/unit/v1/notes/a%3Fb', { json: { text: 't' }, who: SUBSCRIBER }],
  [
    'UTF-8 and a space, percent-encoded, in a path segment',
    'PUT',
    '/unit/v1/notes/Cr%C3%A8me%20br%C3%BBl%C3%A9e',
    { json: { text: 't' }, who: SUBSCRIBER },
  ],
  ['a + in a path segment stays a +', 'PUT', '/unit/v1/notes/a+b', { json: { text: 't' }, who: SUBSCRIBER }],
  ['a % that starts no escape', 'PUT', '/unit/v1/notes/100%25%zz', { json: { text: 't' }, who: SUBSCRIBER }],
  ['query coercion', 'GET', '/unit/v1/items/12?full=0&tags=a,b&sort=asc&limit=5'],
  ['"false" is false', 'GET', '/unit/v1/items/12?full=false'],
  ['"1" is true', 'GET', '/unit/v1/items/12?full=1'],
  ['"TRUE" is true', 'GET', '/unit/v1/items/12?full=TRUE'],
  ['not a boolean', 'GET', '/unit/v1/items/12?full=yes'],
  ['not a number in the path', 'GET', '/unit/v1/items/abc'],
  ['a value outside the enum', 'GET', '/unit/v1/items/12?sort=up'],
  ['enums are case-sensitive', 'GET', '/unit/v1/items/12?sort=ASC'],
  ['a number enum', 'GET', '/unit/v1/items/12?rank=2'],
  ['a number outside its enum', 'GET', '/unit/v1/items/12?rank=4'],
  ['a decimal number', 'GET', '/unit/v1/items/12?limit=5.5'],
  ['an exponent', 'GET', '/unit/v1/items/12?limit=1e3'],
  ['a padded number', 'GET', '/unit/v1/items/12?limit=%205'],
  ['not a number in the query', 'GET', '/unit/v1/items/12?limit=five'],
  ['an undeclared field is dropped', 'GET', '/unit/v1/items/12?extra=1&other=x'],
  ['a list as tags[]', 'GET', '/unit/v1/items/12?tags[]=a&tags[]=b'],
  ['an empty string', 'GET', '/unit/v1/items/12?note='],
  ['an empty list', 'GET', '/unit/v1/items/12?tags='],
  ['several invalid fields', 'GET', '/unit/v1/items/12?full=maybe&limit=x&sort=no'],
  [
    'a JSON body',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: '3', kind: 'a', ids: [1, '2'] }, who: EDITOR },
  ],
  ['a missing field', 'POST', '/unit/v1/items', { json: { count: 3, kind: 'a' }, who: EDITOR }],
  ['two missing fields', 'POST', '/unit/v1/items', { json: { kind: 'a' }, who: EDITOR }],
  [
    'null where the type allows it',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: 3, kind: null }, who: EDITOR },
  ],
  [
    'a required field that may be null, missing',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: 3 }, who: EDITOR },
  ],
  [
    'null for an optional field that is no null',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: 3, kind: 'a', draft: null }, who: EDITOR },
  ],
  ['null for a required field', 'POST', '/unit/v1/items', { json: { title: null, count: 3, kind: 'a' }, who: EDITOR }],
  [
    'an undeclared object member',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: 3, kind: 'a', meta: { color: 'red', extra: 1 } }, who: EDITOR },
  ],
  [
    'a missing object member',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: 3, kind: 'a', meta: { size: '2' } }, who: EDITOR },
  ],
  [
    'an object member coerced',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: 3, kind: 'a', meta: { color: 'red', size: '2' } }, who: EDITOR },
  ],
  ['a number for a string', 'POST', '/unit/v1/items', { json: { title: 5, count: 3, kind: 'a' }, who: EDITOR }],
  ['a list for a number', 'POST', '/unit/v1/items', { json: { title: 'T', count: [3], kind: 'a' }, who: EDITOR }],
  [
    'a string list item for a number list',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: 3, kind: 'a', ids: ['x'] }, who: EDITOR },
  ],
  [
    'a JSON "false" for a boolean',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: 3, kind: 'a', draft: 'false' }, who: EDITOR },
  ],
  ['a form body', 'POST', '/unit/v1/items', { form: { title: 'T', count: '3', kind: 'b', draft: '1' }, who: EDITOR }],
  ['anonymous: 401 after the params pass', 'POST', '/unit/v1/items', { json: { title: 'T', count: 3, kind: 'a' } }],
  ['anonymous with bad params: 400 first', 'POST', '/unit/v1/items', { json: { count: 'x', kind: 'a' } }],
  [
    'without the capability: 403',
    'POST',
    '/unit/v1/items',
    { json: { title: 'T', count: 3, kind: 'a' }, who: SUBSCRIBER },
  ],
  ['booleans, lists and objects in the path', 'GET', '/unit/v1/flags/1/a,b/%7B%22q%22%3A%22x%22%7D'],
  ['"false" and an empty-ish list in the path', 'GET', '/unit/v1/flags/false/x/%7B%7D'],
  ['not a boolean in the path', 'GET', '/unit/v1/flags/maybe/a/%7B%7D'],
  ['not an object in the path', 'GET', '/unit/v1/flags/true/a/nope'],
  [
    'a path param from the body (bare path)',
    'PUT',
    '/unit/v1/notes',
    { json: { slug: 'hello', text: 'hi' }, who: SUBSCRIBER },
  ],
  ['a path param missing from the body', 'PATCH', '/unit/v1/notes', { json: { text: 'hi' }, who: SUBSCRIBER }],
  [
    'a path param wins over the body',
    'PUT',
    '/unit/v1/notes/from-path',
    { json: { slug: 'from-body', text: 'hi' }, who: SUBSCRIBER },
  ],
  ['an open params type gets the query', 'GET', '/unit/v1/open?a=1&b[]=2&_fields=x'],
  ['logged in as an editor', 'GET', '/unit/v1/whoami', { who: EDITOR }],
  ['logged in as a subscriber', 'GET', '/unit/v1/whoami', { who: SUBSCRIBER }],
  ['anonymous on a logged-in route', 'GET', '/unit/v1/whoami'],
  ['a WP_REST_Response', 'GET', '/unit/v1/status'],
  ['a WP_Error', 'GET', '/unit/v1/teapot'],
  ['a thrown Error', 'GET', '/unit/v1/boom'],
  ['no such route', 'GET', '/unit/v1/nothing'],
  ['a method the route has not', 'DELETE', '/unit/v1/items/12'],
  ['a trailing slash', 'GET', '/unit/v1/items/12/'],
  // patterns: { id: '\\d+' }
  ['a segment matching its pattern', 'GET', '/unit/v1/posts/12'],
  ['a segment outside its pattern', 'GET', '/unit/v1/posts/abc'],
  ['a negative number outside \\d+', 'GET', '/unit/v1/posts/-1'],
  // barePath: false
  ['barePath false: the full path', 'PUT', '/unit/v1/drafts/hello', { json: { text: 'hi' } }],
  ['barePath false: no bare path', 'PUT', '/unit/v1/drafts', { json: { slug: 'hello', text: 'hi' } }],
  // JSDoc keywords, each inside and outside its bounds
  ['@minimum/@maximum: inside', 'GET', '/unit/v1/limits?limit=50'],
  ['@minimum/@maximum: the lower bound', 'GET', '/unit/v1/limits?limit=1'],
  ['@minimum/@maximum: the upper bound', 'GET', '/unit/v1/limits?limit=100'],
  ['@minimum/@maximum: below', 'GET', '/unit/v1/limits?limit=0'],
  ['@minimum/@maximum: above', 'GET', '/unit/v1/limits?limit=101'],
  ['@minimum/@maximum: a decimal just above', 'GET', '/unit/v1/limits?limit=100.5'],
  ['@minimum alone: inside', 'GET', '/unit/v1/limits?offset=-1.5'],
  ['@minimum alone: below (a decimal bound)', 'GET', '/unit/v1/limits?offset=-2'],
  ['@maximum alone: inside', 'GET', '/unit/v1/limits?ratio=5.5'],
  ['@maximum alone: above (a decimal bound)', 'GET', '/unit/v1/limits?ratio=5.6'],
  ['@minLength/@maxLength: inside', 'GET', '/unit/v1/limits?code=abc'],
  ['@minLength/@maxLength: too short', 'GET', '/unit/v1/limits?code=a'],
  ['@minLength/@maxLength: too long', 'GET', '/unit/v1/limits?code=abcdef'],
  ['@maxLength counts characters, not bytes', 'GET', '/unit/v1/limits?code=%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9'],
  ['@minLength 1: the singular message', 'GET', '/unit/v1/limits?one='],
  ['@maxLength 1: the singular message', 'GET', '/unit/v1/limits?letter=ab'],
  ['@pattern: a match', 'GET', '/unit/v1/limits?slug=abc-12'],
  ['@pattern: a match is case-sensitive', 'GET', '/unit/v1/limits?slug=Abc-12'],
  ['@pattern: a miss', 'GET', '/unit/v1/limits?slug=abc-12x'],
  ['@minItems/@maxItems: inside', 'GET', '/unit/v1/limits?tags=a,b'],
  ['@minItems/@maxItems: too few', 'GET', '/unit/v1/limits?tags='],
  ['@minItems/@maxItems: too many', 'GET', '/unit/v1/limits?tags[]=a&tags[]=b&tags[]=c&tags[]=d'],
  ['@maxItems 1: the singular message', 'GET', '/unit/v1/limits?single=a,b'],
  ['@minItems 1000: a thousands separator', 'GET', '/unit/v1/limits?many=a'],
  ['a keyword on a nested member', 'GET', '/unit/v1/limits?box[label]=abcd'],
  ['several keywords fail at once', 'GET', '/unit/v1/limits?limit=0&code=a&tags='],
  // defaults
  ['@default fills in missing fields', 'GET', '/unit/v1/limits'],
  ['a sent value wins over @default', 'GET', '/unit/v1/limits?limit=20&sort=desc'],
  ['a destructuring default', 'GET', '/unit/v1/pages'],
  ['a sent value wins over a destructuring default', 'GET', '/unit/v1/pages?page=3&q=x'],
  ['an invalid value with a default', 'GET', '/unit/v1/pages?page=x'],
  ['body defaults (a number and an object)', 'POST', '/unit/v1/orders', { json: { ids: [1, 2] } }],
  ['a body keyword below its bound', 'POST', '/unit/v1/orders', { json: { ids: [1, 2], qty: 0 } }],
  ['a body list too short', 'POST', '/unit/v1/orders', { json: { ids: [1] } }],
  ['form body defaults', 'POST', '/unit/v1/orders', { form: { ids: '1,2' } }],
];

type Controller = abstract new () => object;
let dir: string;
let plugin: string;
let UnitController: Controller;
let testing: Awaited<ReturnType<typeof loadTesting>>;

beforeAll(async () => {
  dir = testingProject('UnitController', SOURCE);
  plugin = await buildProject(dir);
  UnitController = await loadController<Controller>(dir, 'UnitController');
  testing = await loadTesting();
});
afterAll(closePhp);

/** What both sides are compared on. */
const summary = (r: { status: number; data: unknown; headers: Record<string, string> }) => ({
  status: r.status,
  data: r.data,
  allow: r.headers.Allow ?? null,
  test: r.headers['X-Test'] ?? null,
});

describe('request() answers as WordPress does', () => {
  let wordpress: ReturnType<typeof summary>[];
  beforeAll(async () => {
    const requests: HarnessRequest[] = CASES.map(([, method, path, extra = {}]) => ({
      method,
      path,
      ...(extra.json !== undefined ? { json: extra.json } : {}),
      ...(extra.form ? { form: extra.form } : {}),
      ...(extra.who ? { user: 7, caps: extra.who.caps } : {}),
    }));
    wordpress = (await restRequests(await getPhp('8.3'), [plugin], requests)).map(summary);
  });

  it.each(CASES.map((c, i) => [c[0], i] as const))('%s', async (_, i) => {
    const [, method, path, extra = {}] = CASES[i];
    const [route, query] = path.split(/\?(.*)/s);
    testing.resetWordPress();
    const res = await testing.request(UnitController, `${method} ${route}${query ? `?${query}` : ''}`, {
      project: dir,
      json: extra.json,
      body: extra.form,
      user: extra.who ? { caps: extra.who.caps } : undefined,
    });
    expect(summary(res)).toEqual(wordpress[i]);
  });
});

describe('request() options', () => {
  it('sends `query` and `body` values as the text a URL or form carries', async () => {
    const viaUrl = await testing.request(UnitController, 'GET /unit/v1/items/12?full=false&limit=5&tags[]=a&tags[]=1', {
      project: dir,
    });
    const viaOption = await testing.request(UnitController, 'GET /unit/v1/items/12', {
      project: dir,
      query: { full: false, limit: 5, tags: ['a', 1], note: undefined },
    });
    expect(viaOption).toEqual(viaUrl);
    expect(viaOption.data.params).toEqual({ id: 12, full: false, limit: 5, tags: ['a', '1'] });
  });

  it('refuses a route written without its method', async () => {
    await expect(testing.request(UnitController, '/unit/v1/items/12', { project: dir })).rejects.toThrow(
      /write the route as 'GET \/namespace\/v1\/path'/,
    );
  });
});

describe('request() reads the project again when it changes', () => {
  it('sees a field added to a handler', async () => {
    const changed = testingProject(
      'EchoController',
      `import { Api, Controller } from 'ts2wp';
export class EchoController extends Controller {
  @Api({ namespace: 'echo/v1', endpoint: '/echo' })
  echo(params: { a?: number }) {
    return params;
  }
}
`,
    );
    class EchoController {
      echo(params: unknown) {
        return params;
      }
    }
    const before = await testing.request(EchoController, 'GET /echo/v1/echo?a=1&b=2', { project: changed });
    expect(before.data).toEqual({ a: 1 });
    const file = path.join(changed, 'app', 'Controllers', 'EchoController.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('a?: number', 'a?: number; b?: boolean'));
    const after = await testing.request(EchoController, 'GET /echo/v1/echo?a=1&b=2', { project: changed });
    expect(after.status).toBe(400);
    expect(after.data.data.params).toEqual({ b: 'b is not of type boolean.' });
  });
});

describe('request() reports what WordPress cannot', () => {
  it('keeps what the handler threw', async () => {
    const res = await testing.request(UnitController, 'GET /unit/v1/boom', { project: dir });
    expect(res.thrown).toBeInstanceOf(Error);
  });

  it('refuses a route of another controller', async () => {
    class OtherController {}
    await expect(testing.request(OtherController, 'GET /unit/v1/items/1', { project: dir })).rejects.toThrow(
      /UnitController\.item\(\), not a route of OtherController/,
    );
  });
});
