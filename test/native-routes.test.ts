// What a hand-written register_rest_route() says, said from TypeScript (issue 28): a segment
// pattern (`patterns`), a route without its bare body path (`barePath: false`), arg metadata
// from JSDoc (description, @default, @minimum…) and the route's response schema. Each ts2wp
// route runs beside its hand-written PHP twin (MU below) through WordPress's own REST server
// code, and the two must answer alike: the same 404 for a segment the pattern refuses, the same
// 400 body for a value outside a limit, the same args and schema in OPTIONS and the index.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../emitter/openapi/document.js';
import { generateClient } from '../emitter/openapi/client.js';
import { analyzeApi } from '../emitter/openapi/project.js';
import { buildProject } from './helpers/build.js';
import { fakeFetch, importClient } from './helpers/client-module.js';
import { closePhp, getPhp, PHP_VERSIONS } from './helpers/php.js';
import { controller, makeProject } from './helpers/project.js';
import { restRequests, type HarnessRequest, type HarnessResponse } from './helpers/wp.js';

let plugin: string;

beforeAll(async () => {
  plugin = await buildProject(
    makeProject(
      controller(
        String.raw`
  @Api({ namespace: 'shapes/v1', endpoint: '/notes', params: { id: 'number' }, patterns: { id: '\\d+' } })
  note(params: { id: number }): { id: number; title: string } {
    return { id: params.id, title: 'Note ' + params.id };
  }

  @Api({ namespace: 'shapes/v1', endpoint: '/notes', methods: 'POST', permission: false })
  create(params: { title: string }) {
    return { created: params.title };
  }

  @Api({
    namespace: 'shapes/v1',
    endpoint: '/notes',
    methods: 'PUT',
    params: { id: 'number' },
    patterns: { id: '\\d+' },
    permission: false,
    barePath: false,
  })
  update(params: { id: number; title: string }) {
    return { updated: params.id, title: params.title };
  }

  @Api({ namespace: 'shapes/v1', endpoint: '/search' })
  search(params: {
    /**
     * Words to look for.
     * @minLength 2
     * @maxLength 20
     * @pattern ^[a-z ]+$
     */
    q: string;
    /**
     * How many results.
     * @minimum 1
     * @maximum 100
     * @default 10
     */
    limit?: number;
    /**
     * Tags, at most two.
     * @maxItems 2
     */
    tags?: string[];
  }) {
    return { q: params.q, limit: params.limit ?? null, tags: params.tags ?? [] };
  }

  @Api({ namespace: 'shapes/v1', endpoint: '/page' })
  page({ page = 1 }: {
    /** @minimum 1 */
    page?: number;
  }) {
    return { page };
  }
`,
        'ShapesController',
      ),
    ),
  );
});

afterAll(closePhp);

/** The same routes written by hand, as a WordPress plugin developer registers them. */
const MU = String.raw`<?php
// What default-filters.php hooks for OPTIONS.
add_filter( 'rest_pre_dispatch', 'rest_handle_options_request', 10, 3 );
add_action( 'rest_api_init', function () {
	register_rest_route( 'twin/v1', '/notes/(?P<id>\d+)', array(
		array(
			'methods'             => 'GET',
			'callback'            => function ( $request ) {
				return array( 'id' => (int) $request['id'], 'title' => 'Note ' . $request['id'] );
			},
			'permission_callback' => '__return_true',
		),
		array(
			'methods'             => 'PUT',
			'callback'            => function ( $request ) {
				return array( 'updated' => (int) $request['id'], 'title' => $request['title'] );
			},
			'permission_callback' => '__return_true',
		),
	) );
	register_rest_route( 'twin/v1', '/notes', array(
		'methods'             => 'POST',
		'callback'            => function ( $request ) {
			return array( 'created' => $request['title'] );
		},
		'permission_callback' => '__return_true',
	) );
	register_rest_route( 'twin/v1', '/search', array(
		'methods'             => 'GET',
		'callback'            => function ( $request ) {
			return array( 'q' => $request['q'], 'limit' => $request['limit'], 'tags' => $request['tags'] ? $request['tags'] : array() );
		},
		'permission_callback' => '__return_true',
		'args'                => array(
			'q'     => array(
				'type'        => 'string',
				'description' => 'Words to look for.',
				'minLength'   => 2,
				'maxLength'   => 20,
				'pattern'     => '^[a-z ]+$',
				'required'    => true,
			),
			'limit' => array(
				'type'        => 'number',
				'description' => 'How many results.',
				'minimum'     => 1,
				'maximum'     => 100,
				'default'     => 10,
				'required'    => false,
			),
			'tags'  => array(
				'type'        => 'array',
				'items'       => array( 'type' => 'string' ),
				'description' => 'Tags, at most two.',
				'maxItems'    => 2,
				'required'    => false,
			),
		),
	) );
} );
`;

/** Each request sent to the ts2wp route (shapes/v1) and to its twin (twin/v1). */
async function both(version: string, requests: HarnessRequest[]): Promise<[HarnessResponse, HarnessResponse][]> {
  const twin = requests.map((r) => ({ ...r, path: r.path.replace('/shapes/v1', '/twin/v1') }));
  const answers = await restRequests(await getPhp(version), [plugin], [...requests, ...twin], { muPlugin: MU });
  return requests.map((_, i) => [answers[i], answers[i + requests.length]]);
}

describe.each(PHP_VERSIONS)('hand-written route shapes from TypeScript on PHP %s', (version) => {
  it('patterns: a segment the pattern refuses is 404 rest_no_route, as (?P<id>\\d+) answers', async () => {
    const pairs = await both(version, [
      { method: 'GET', path: '/shapes/v1/notes/abc' },
      { method: 'GET', path: '/shapes/v1/notes/-1' },
      { method: 'GET', path: '/shapes/v1/notes/1.5' },
      { method: 'GET', path: '/shapes/v1/notes/12' },
    ]);
    for (const [ours, twin] of pairs) expect([ours.status, ours.data]).toEqual([twin.status, twin.data]);
    expect(pairs.map(([ours]) => [ours.status, ours.data.code ?? ours.data.id])).toEqual([
      [404, 'rest_no_route'],
      [404, 'rest_no_route'],
      [404, 'rest_no_route'],
      [200, 12],
    ]);
  });

  it('barePath: false: PUT /notes is no URL (404), POST /notes stays the create route', async () => {
    const pairs = await both(version, [
      { method: 'PUT', path: '/shapes/v1/notes', json: { id: 5, title: 'x' } },
      { method: 'PUT', path: '/shapes/v1/notes/5', json: { title: 'x' } },
      { method: 'POST', path: '/shapes/v1/notes', json: { title: 'new' } },
    ]);
    for (const [ours, twin] of pairs) expect([ours.status, ours.data]).toEqual([twin.status, twin.data]);
    expect(pairs.map(([ours]) => ours.status)).toEqual([404, 200, 200]);
    expect(pairs[0][0].data.code).toBe('rest_no_route');
  });

  it("JSDoc limits: WordPress's own 400 rest_invalid_param, the same body as the hand-written args", async () => {
    const pairs = await both(version, [
      { method: 'GET', path: '/shapes/v1/search?q=a' },
      { method: 'GET', path: '/shapes/v1/search?q=' + 'a'.repeat(21) },
      { method: 'GET', path: '/shapes/v1/search?q=ABC' },
      { method: 'GET', path: '/shapes/v1/search?q=abc&limit=0' },
      { method: 'GET', path: '/shapes/v1/search?q=abc&limit=101' },
      { method: 'GET', path: '/shapes/v1/search?q=abc&tags[]=a&tags[]=b&tags[]=c' },
      { method: 'GET', path: '/shapes/v1/search?q=abc&limit=100&tags[]=a' },
      { method: 'GET', path: '/shapes/v1/search?q=abc' },
    ]);
    for (const [ours, twin] of pairs) expect([ours.status, ours.data]).toEqual([twin.status, twin.data]);
    expect(pairs.map(([ours]) => ours.status)).toEqual([400, 400, 400, 400, 400, 400, 200, 200]);
    expect(Object.keys(pairs[3][0].data.data.params)).toEqual(['limit']);
    expect(pairs[3][0].data.data.params.limit).toBe('limit must be between 1 (inclusive) and 100 (inclusive)');
    // @default 10: WordPress fills it in, so the handler sees it.
    expect(pairs[7][0].data).toEqual({ q: 'abc', limit: 10, tags: [] });
  });

  it('OPTIONS lists the same args as the hand-written route, and the response schema', async () => {
    const [[search, twinSearch], [note, twinNote]] = await both(version, [
      { method: 'OPTIONS', path: '/shapes/v1/search' },
      { method: 'OPTIONS', path: '/shapes/v1/notes/1' },
    ]);
    expect(search.status).toBe(200);
    expect(search.data.endpoints[0].args).toEqual(twinSearch.data.endpoints[0].args);
    expect(search.data.endpoints[0].args.limit).toEqual({
      type: 'number',
      description: 'How many results.',
      minimum: 1,
      maximum: 100,
      default: 10,
      required: false,
    });
    // The twin has no schema callback; ours has the handler's return type.
    expect(twinNote.data.schema).toBeUndefined();
    expect(note.data.schema).toEqual({
      $schema: 'http://json-schema.org/draft-04/schema#',
      title: 'note',
      type: 'object',
      properties: { id: { type: 'number' }, title: { type: 'string' } },
      required: ['id', 'title'],
    });
    expect(note.data.endpoints.map((e: { methods: string[] }) => e.methods)).toEqual(
      twinNote.data.endpoints.map((e: { methods: string[] }) => e.methods),
    );
  });

  it('the namespace index lists the patterned routes as the hand-written ones, with schemas under context=help', async () => {
    const [[index, twinIndex]] = await both(version, [{ method: 'GET', path: '/shapes/v1?context=help' }]);
    expect(index.status).toBe(200);
    const ours = Object.keys(index.data.routes).map((r) => r.replace('/shapes/v1', '/twin/v1'));
    for (const route of Object.keys(twinIndex.data.routes)) expect(ours).toContain(route);
    expect(index.data.routes['/shapes/v1/notes/(?P<id>\\d+)'].schema.title).toBe('note');
    expect(index.data.routes['/shapes/v1/search'].schema.properties.limit).toEqual({ type: ['number', 'null'] });
    expect(index.data.routes['/shapes/v1/page'].endpoints[0].args.page).toEqual({
      type: 'number',
      minimum: 1,
      default: 1,
      required: false,
    });
  });

  it('a destructuring default is the arg default WordPress applies; @minimum still holds', async () => {
    const answers = await restRequests(
      await getPhp(version),
      [plugin],
      [
        { method: 'GET', path: '/shapes/v1/page' },
        { method: 'GET', path: '/shapes/v1/page?page=3' },
        { method: 'GET', path: '/shapes/v1/page?page=0' },
      ],
      { muPlugin: MU },
    );
    expect(answers.map((a) => [a.status, a.data.page ?? a.data.code])).toEqual([
      [200, 1],
      [200, 3],
      [400, 'rest_invalid_param'],
    ]);
  });
});

describe('the OpenAPI document and the client agree with what WordPress shows', () => {
  let doc: any;
  let client: string;
  beforeAll(() => {
    const project = analyzeApi(path.dirname(path.dirname(plugin))).project!;
    doc = buildOpenApiDocument(project);
    client = generateClient(project);
  });

  it('the client sends a barePath: false route its id as a segment, and WordPress answers it', async () => {
    const { createClient } = await importClient(client);
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: '{}' }));
    await createClient({ baseUrl: 'http://example.org', fetch }).update({ id: 5, title: 'x' });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.body}`)).toEqual([
      'PUT http://example.org/wp-json/shapes/v1/notes/5 {"title":"x"}',
    ]);
    const [answer] = await restRequests(
      await getPhp('8.3'),
      [plugin],
      [{ method: 'PUT', path: '/shapes/v1/notes/5', json: JSON.parse(calls[0].body!) }],
    );
    expect([answer.status, answer.data]).toEqual([200, { updated: 5, title: 'x' }]);
  });

  it("the 200 body is the route's schema; a field's JSDoc keywords are its parameter schema; no bare PUT", async () => {
    const [options, search] = await restRequests(
      await getPhp('8.3'),
      [plugin],
      [
        { method: 'OPTIONS', path: '/shapes/v1/notes/1' },
        { method: 'OPTIONS', path: '/shapes/v1/search' },
      ],
      { muPlugin: MU },
    );
    const note = doc.paths['/wp-json/shapes/v1/notes/{id}'];
    const { $schema, title, ...body } = options.data.schema;
    expect([$schema, title]).toEqual(['http://json-schema.org/draft-04/schema#', 'note']);
    expect(note.get.responses['200'].content['application/json'].schema).toEqual(body);
    expect(note.get.parameters[0].description).toContain('The segment matches `\\d+`');
    expect(note.put).toBeDefined();
    expect(doc.paths['/wp-json/shapes/v1/notes'].put).toBeUndefined(); // barePath: false
    const limit = doc.paths['/wp-json/shapes/v1/search'].get.parameters.find(
      (p: { name: string }) => p.name === 'limit',
    );
    const { required, ...arg } = search.data.endpoints[0].args.limit;
    expect([limit.required, limit.schema]).toEqual([required, arg]);
  });
});
