// `ts2wp openapi` and `ts2wp client` from the handler's types: query parameters, body schemas,
// enums, nullable and optional members; the client's call signatures are typed from the same
// types, and its requests pass WordPress's checks (test/harness/wp-rest.php, PHP 8.3).
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClient } from '../../emitter/openapi/client.js';
import { buildOpenApiDocument } from '../../emitter/openapi/document.js';
import { analyzeApi } from '../../emitter/openapi/project.js';
import { importClient, STRICT_CONSUMER, typeCheck } from '../helpers/client-module.js';
import { closePhp, getPhp } from '../helpers/php.js';
import { restRequests } from '../helpers/wp.js';
import { BOOKING } from './booking.js';
import { edgeProject, type EdgeProject } from './project.js';

let project: EdgeProject;
let doc: any;
let client: string;

beforeAll(async () => {
  project = await edgeProject('request-openapi', 'BookingController', BOOKING);
  const { diagnostics, project: api } = analyzeApi(project.dir);
  expect(diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error)).toEqual([]);
  doc = buildOpenApiDocument(api!);
  client = generateClient(api!);
});
afterAll(closePhp);

describe('ts2wp openapi', () => {
  it('lists query parameters with their types, enums and optionality', () => {
    const params = doc.paths['/wp-json/hotel/v1/rooms'].get.parameters;
    expect(params).toEqual([
      { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'page', in: 'query', required: false, schema: { type: 'number', default: 1 } },
      {
        name: 'tags',
        in: 'query',
        required: false,
        schema: { type: 'array', items: { type: 'string' } },
        style: 'form',
        explode: true,
      },
      { name: 'available', in: 'query', required: false, schema: { type: 'boolean' } },
      { name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: ['price', 'name'] } },
    ]);
    expect(doc.paths['/wp-json/hotel/v1/rooms'].get.responses['400']).toBeDefined();
  });

  it('describes body fields: nullable, optional, shapes and records', () => {
    const schema = doc.paths['/wp-json/hotel/v1/bookings'].post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['room', 'note']);
    expect(schema.properties.note).toEqual({ type: ['string', 'null'] });
    expect(schema.properties.stay.required).toEqual(['from', 'nights']);
    expect(schema.properties.extras).toEqual({ type: 'object', additionalProperties: { type: 'number' } });
    const patch = doc.paths['/wp-json/hotel/v1/bookings/{id}'].patch;
    expect(patch.parameters.map((p: any) => p.name)).toEqual(['id']);
    expect(patch.requestBody.content['application/json'].schema.properties.status.enum).toEqual([
      'pending',
      'confirmed',
      'cancelled',
    ]);
  });

  it('gives a refined path param its narrower schema', () => {
    const [kind] = doc.paths['/wp-json/hotel/v1/kind/{kind}'].get.parameters;
    expect(kind.schema).toEqual({ type: 'string', enum: ['single', 'double', 'suite'] });
  });
});

describe('ts2wp client', () => {
  it('types call signatures from the handler types', () => {
    const good = `import { createClient } from './client.js';
const api = createClient({ baseUrl: 'https://hotel.example' });
export async function run() {
  await api.searchRooms({ q: 'sea', tags: ['quiet'], sort: 'price' });
  await api.createBooking({ room: 1, note: null, stay: { from: '2026-12-01', nights: 2 }, dryRun: true });
  await api.updateBooking({ id: 7, status: 'confirmed' });
}`;
    expect(typeCheck({ 'client.ts': client, 'consumer.ts': good }, STRICT_CONSUMER)).toEqual([]);
    const bad = `import { createClient } from './client.js';
const api = createClient({ baseUrl: 'https://hotel.example' });
export async function run() {
  await api.searchRooms({ tags: ['quiet'] });
  await api.createBooking({ room: '1', note: null });
  await api.updateBooking({ id: 7, status: 'lost' });
  await api.createBooking({ room: 1 });
}`;
    const errors = typeCheck({ 'client.ts': client, 'consumer.ts': bad }, STRICT_CONSUMER);
    expect(errors.map((e) => e.line)).toEqual([4, 5, 6, 7]);
  });

  it('sends query and body fields the way WordPress reads them', async () => {
    const php = await getPhp('8.3');
    const fetch = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
      const u = new URL(url);
      const [r] = await restRequests(
        php,
        [project.plugin],
        [{ method: init.method, path: u.pathname.replace(/^\/wp-json/, '') + u.search, jsonText: init.body }],
      );
      return { status: r.status, ok: r.status < 300, text: async () => JSON.stringify(r.data) };
    };
    const mod = await importClient(client);
    const api = mod.createClient({ baseUrl: 'https://hotel.example', fetch });
    expect(await api.searchRooms({ q: 'sea, view', tags: ['a,b', 'c'], page: 2, available: false })).toEqual(
      project.node.search({ q: 'sea, view', tags: ['a,b', 'c'], page: 2, available: false }),
    );
    const booking = { room: 90, note: null, stay: { from: 'x', nights: 1 }, extras: {}, dryRun: true };
    expect(await api.createBooking(booking)).toEqual(project.node.create(booking));
    await expect(api.updateBooking({ id: 7, status: 'lost' })).rejects.toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
    });
  }, 60_000);
});
