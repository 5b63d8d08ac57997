// The request edge through WordPress's REST server (test/harness/wp-rest.php) on PHP 7.4 and
// 8.3: the handler's params type is the schema WordPress enforces. Each request either gets
// 400 rest_invalid_param / rest_missing_callback_param naming the field, or reaches the
// handler, which must then answer what the same handler answers in Node for the params a
// Node unit test would pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, PHP_VERSIONS } from '../helpers/php.js';
import { restRequests, type HarnessRequest } from '../helpers/wp.js';
import { BOOKING as SOURCE } from './booking.js';
import { answersOf, edgeProject, invalidParam, type EdgeCase, type EdgeProject } from './project.js';

const post = (json: unknown): HarnessRequest => ({ method: 'POST', path: '/hotel/v1/bookings', json });
const book = (name: string, json: Record<string, unknown>, node?: Record<string, unknown>): EdgeCase =>
  node ? { name, req: post(json), node: { handler: 'create', params: node } } : { name, req: post(json) };
const bad = (name: string, json: unknown, field: string, code = 'rest_invalid_param'): EdgeCase => ({
  name,
  req: post(json),
  error: { ...invalidParam(field), code },
});

const deep = (n: number): unknown => (n === 0 ? 'x' : { from: deep(n - 1) });

const CASES: EdgeCase[] = [
  // Query fields of a GET route.
  {
    name: 'query: typed and defaulted',
    req: { method: 'GET', path: '/hotel/v1/rooms?q=sea&page=3&tags=a,b&available=1&sort=price' },
    node: { handler: 'search', params: { q: 'sea', page: 3, tags: ['a', 'b'], available: true, sort: 'price' } },
  },
  {
    name: 'query: optional ones left out',
    req: { method: 'GET', path: '/hotel/v1/rooms?q=sea' },
    node: { handler: 'search', params: { q: 'sea' } },
  },
  {
    name: 'query: "false" and "0" are false before the handler',
    req: { method: 'GET', path: '/hotel/v1/rooms?q=x&available=false' },
    node: { handler: 'search', params: { q: 'x', available: false } },
  },
  {
    name: 'query: tags[] form',
    req: { method: 'GET', path: '/hotel/v1/rooms?q=x&tags%5B%5D=caf%C3%A9&tags%5B%5D=%F0%9F%8C%8A' },
    node: { handler: 'search', params: { q: 'x', tags: ['café', '🌊'] } },
  },
  {
    name: 'query: missing required',
    req: { method: 'GET', path: '/hotel/v1/rooms?page=2' },
    error: { status: 400, code: 'rest_missing_callback_param', field: 'q' },
  },
  {
    name: 'query: bad number',
    req: { method: 'GET', path: '/hotel/v1/rooms?q=x&page=two' },
    error: invalidParam('page'),
  },
  {
    name: 'query: bad boolean',
    req: { method: 'GET', path: '/hotel/v1/rooms?q=x&available=yes' },
    error: invalidParam('available'),
  },
  {
    name: 'query: not in enum',
    req: { method: 'GET', path: '/hotel/v1/rooms?q=x&sort=stars' },
    error: invalidParam('sort'),
  },

  // JSON body fields.
  book(
    'body: full booking',
    {
      room: 240,
      guests: 2,
      note: 'late arrival',
      stay: { from: '2026-12-01', nights: 3 },
      tags: ['sea view', 'quiet'],
      status: 'pending',
      extras: { breakfast: 12, parking: 8 },
      dryRun: true,
    },
    {
      room: 240,
      guests: 2,
      note: 'late arrival',
      stay: { from: '2026-12-01', nights: 3 },
      tags: ['sea view', 'quiet'],
      status: 'pending',
      extras: { breakfast: 12, parking: 8 },
      dryRun: true,
    },
  ),
  book('body: JSON null where the type allows it', { room: 100, note: null }, { room: 100, note: null }),
  book('body: "0" dry run is false', { room: 100, note: 'x', dryRun: '0' }, { room: 100, note: 'x', dryRun: false }),
  book(
    'body: "false" dry run is false',
    { room: 100, note: 'x', dryRun: 'false' },
    { room: 100, note: 'x', dryRun: false },
  ),
  book('body: "1" dry run is true', { room: 100, note: 'x', dryRun: '1' }, { room: 100, note: 'x', dryRun: true }),
  book('body: numeric string room', { room: '120', note: 'x' }, { room: 120, note: 'x' }),
  book('body: empty string note', { room: 1, note: '' }, { room: 1, note: '' }),
  book(
    'body: empty tags and extras',
    { room: 1, note: null, tags: [], extras: {} },
    { room: 1, note: null, tags: [], extras: {} },
  ),
  book(
    'body: unicode and hostile keys in a record',
    { room: 1, note: 'naïve — 日本 🌊', extras: { __proto__x: 1, constructor: 2, ключ: 3, '10': 4 } },
    { room: 1, note: 'naïve — 日本 🌊', extras: { __proto__x: 1, constructor: 2, ключ: 3, '10': 4 } },
  ),
  book('body: huge but finite number', { room: 1e300, note: null }, { room: 1e300, note: null }),
  bad('body: missing required room', { note: 'x' }, 'room', 'rest_missing_callback_param'),
  bad('body: missing required nullable note', { room: 1 }, 'note', 'rest_missing_callback_param'),
  bad('body: null for a number', { room: null, note: 'x' }, 'room', 'rest_missing_callback_param'),
  bad('body: null for an optional number', { room: 1, note: 'x', guests: null }, 'guests'),
  bad('body: number for a nullable string', { room: 1, note: 5 }, 'note'),
  bad('body: boolean for a number', { room: true, note: 'x' }, 'room'),
  bad('body: "yes" for a boolean', { room: 1, note: 'x', dryRun: 'yes' }, 'dryRun'),
  bad('body: 2 for a boolean', { room: 1, note: 'x', dryRun: 2 }, 'dryRun'),
  bad('body: empty string for a number', { room: '', note: 'x' }, 'room'),
  bad('body: number text with a trailing space (PHP 8 is_numeric says yes)', { room: '5 ', note: 'x' }, 'room'),
  bad('body: number text with a leading space', { room: ' 5', note: 'x' }, 'room'),
  bad('body: string for an array', { room: 1, note: 'x', tags: 'a,b' }, 'tags'),
  bad('body: object for an array', { room: 1, note: 'x', tags: {} }, 'tags'),
  bad('body: array for an object', { room: 1, note: 'x', stay: [] }, 'stay'),
  bad('body: number in a string array', { room: 1, note: 'x', tags: ['a', 5] }, 'tags'),
  bad('body: not in enum', { room: 1, note: 'x', status: 'lost' }, 'status'),
  bad('body: missing required member of a shape', { room: 1, note: 'x', stay: { from: 'a' } }, 'stay'),
  bad('body: extra member of a shape', { room: 1, note: 'x', stay: { from: 'a', nights: 1, hack: 1 } }, 'stay'),
  bad(
    'body: __proto__ member of a shape',
    JSON.parse('{"room":1,"note":"x","stay":{"from":"a","nights":1,"__proto__":{"x":1}}}'),
    'stay',
  ),
  bad(
    'body: constructor member of a shape',
    { room: 1, note: 'x', stay: { from: 'a', nights: 1, constructor: 'x' } },
    'stay',
  ),
  bad('body: string in a number record', { room: 1, note: 'x', extras: { a: 'free' } }, 'extras'),
  bad('body: deep nesting', { room: 1, note: 'x', stay: deep(40) }, 'stay'),
  {
    name: 'body: number too large for JSON',
    // JSON.stringify cannot write 1e400; PHP and JSON.parse both read it as infinity.
    req: { method: 'POST', path: '/hotel/v1/bookings', jsonText: '{"room":1e400,"note":null}' },
    error: invalidParam('room'),
  },

  // Path params refined by the handler's type.
  {
    name: 'path: string[] for an array param',
    req: { method: 'GET', path: '/hotel/v1/tagged/sea,caf%C3%A9' },
    node: { handler: 'tagged', params: { tags: ['sea', 'café'] } },
  },
  {
    name: 'path: a literal union',
    req: { method: 'GET', path: '/hotel/v1/kind/double' },
    node: { handler: 'kind', params: { kind: 'double' } },
  },
  { name: 'path: not in the union', req: { method: 'GET', path: '/hotel/v1/kind/bunk' }, error: invalidParam('kind') },
  {
    name: 'PATCH: body status with path id',
    req: { method: 'PATCH', path: '/hotel/v1/bookings/7', json: { status: 'confirmed' } },
    node: { handler: 'update', params: { id: 7, status: 'confirmed' } },
  },
  {
    name: 'PATCH: form body',
    req: { method: 'PATCH', path: '/hotel/v1/bookings/7', form: { status: 'cancelled', note: '' } },
    node: { handler: 'update', params: { id: 7, status: 'cancelled', note: '' } },
  },
  {
    name: 'PATCH: bad status',
    req: { method: 'PATCH', path: '/hotel/v1/bookings/7', json: { status: 5 } },
    error: invalidParam('status'),
  },
];

let project: EdgeProject;

beforeAll(async () => {
  project = await edgeProject('request-edge', 'BookingController', SOURCE);
});
afterAll(closePhp);

describe('the handler type as the request schema', () => {
  it('derives args from the TypeScript types', () => {
    const create = project.model.routes.find((r) => r.handler === 'create')!;
    expect(create.fields!.map((f) => [f.name, f.required])).toEqual([
      ['room', true],
      ['guests', false],
      ['note', true],
      ['stay', false],
      ['tags', false],
      ['status', false],
      ['extras', false],
      ['dryRun', false],
    ]);
    expect(Object.fromEntries(create.fields!.map((f) => [f.name, f.schema]))).toEqual({
      room: { type: 'number' },
      guests: { type: 'number' },
      note: { type: ['string', 'null'] },
      stay: {
        type: 'object',
        properties: { from: { type: 'string' }, to: { type: 'string' }, nights: { type: 'number' } },
        required: ['from', 'nights'],
        additionalProperties: false,
      },
      tags: { type: 'array', items: { type: 'string' } },
      status: { type: 'string', enum: ['pending', 'confirmed', 'cancelled'] },
      extras: { type: 'object', additionalProperties: { type: 'number' } },
      dryRun: { type: 'boolean' },
    });
    const search = project.model.routes.find((r) => r.handler === 'search')!;
    expect(search.fields!.filter((f) => f.required).map((f) => f.name)).toEqual(['q']); // `page = 1` is optional
    expect(project.model.routes.find((r) => r.handler === 'tagged')!.params[0].schema).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
  });
});

describe.each(PHP_VERSIONS)('through WordPress on PHP %s', (version) => {
  it(`answers ${CASES.length} requests as the types say: 400 naming the field, or Node's answer`, async () => {
    const requests = CASES.map((c) => c.req);
    const responses = await restRequests(await getPhp(version), [project.plugin], requests);
    const { got, want } = answersOf(CASES, responses, project);
    expect(got).toEqual(want);
  });
});
