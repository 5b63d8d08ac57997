// A handler's answer reaches WordPress as a hand-written route's does: objects as
// associative arrays, lists as lists (issue 28). So WordPress's `_fields` filter, `_embed`,
// a `rest_post_dispatch` filter that edits the data as an array, and
// `rest_do_request()->get_data()['key']` all work; before, each was a PHP fatal error on a
// \stdClass. An object PHP could not tell from a list (`{}`, keys 0…n-1) stays an object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, PHP_VERSIONS } from './helpers/php.js';
import { controller, makeProject } from './helpers/project.js';
import { restRequests } from './helpers/wp.js';

let plugin: string;

beforeAll(async () => {
  plugin = await buildProject(
    makeProject(
      controller(
        `
  @Api({ namespace: 'native/v1', endpoint: '/article', params: { id: 'number' } })
  article(params: { id: number }) {
    return {
      id: params.id,
      title: { rendered: 'Hello', raw: 'Hello' },
      tags: ['a', 'b'],
      meta: {},
      numbered: { '0': 'zero', '1': 'one' },
      author: { id: 7, name: 'Ada' },
    };
  }

  @Api({ namespace: 'native/v1', endpoint: '/articles' })
  articles() {
    return [1, 2].map((id) => ({ id, title: 'T' + id, excerpt: 'E' + id }));
  }

  @Api({ namespace: 'native/v1', endpoint: '/notes', methods: 'POST', permission: false, batch: true })
  note(params: { text: string }) {
    return { saved: params.text };
  }

  @Api({ namespace: 'native/v1', endpoint: '/other', methods: 'POST', permission: false })
  other() {
    return { other: true };
  }

  @Api({ namespace: 'native/v1', endpoint: '/empty' })
  empty() {
    return {};
  }

  @Api({ namespace: 'native/v1', endpoint: '/has' })
  has() {
    const error = new WP_Error('code', 'message');
    const response = new WP_REST_Response({ a: 1 });
    return [
      'errors' in error,
      'get_error_code' in error,
      'toString' in error,
      'nope' in error,
      'data' in response,
      'status' in response,
      'set_status' in response,
      'nope' in response,
    ];
  }

  @Api({ namespace: 'native/v1', endpoint: '/linked' })
  linked() {
    const response = new WP_REST_Response({ id: 1, title: 'Linked' });
    response.add_link('author', rest_url('native/v1/article/9'), { embeddable: true });
    response.add_link('about', rest_url('native/v1/articles'));
    return response;
  }
`,
        'NativeController',
        "import { Api, Controller } from 'ts2wp';\nimport { rest_url, WP_Error, WP_REST_Response } from 'ts2wp/wordpress';",
      ),
    ),
  );
});

afterAll(closePhp);

/** What WordPress hooks on rest_post_dispatch by default (default-filters.php), and a plugin's own filter. */
const MU = `<?php
add_filter( 'rest_post_dispatch', 'rest_filter_response_fields', 10, 3 );
add_filter( 'rest_post_dispatch', function ( $response, $server, $request ) {
	if ( '/native/v1/article/1' === $request->get_route() ) {
		$data              = $response->get_data();
		$data['title']['raw'] = strtoupper( $data['title']['raw'] );
		$data['added']     = 'by a filter';
		$response->set_data( $data );
	}
	return $response;
}, 20, 3 );
add_filter( 'rest_request_after_callbacks', function ( $response, $handler, $request ) {
	if ( '/native/v1/article/2' === $request->get_route() && ! is_wp_error( $response ) ) {
		$inner = rest_do_request( '/native/v1/article/3' )->get_data();
		$response->header( 'X-Inner-Title', $inner['title']['rendered'] . ' ' . $inner['author']['name'] );
	}
	return $response;
}, 10, 3 );
`;

describe.each(PHP_VERSIONS)('answers as PHP arrays on PHP %s', (version) => {
  it('the batch API runs sub-requests of routes with batch: true', async () => {
    const requests = [
      { method: 'POST', path: '/native/v1/notes', body: { text: 'one' } },
      { method: 'POST', path: '/native/v1/notes', body: { text: 5 } },
      { method: 'POST', path: '/native/v1/other' },
    ];
    const [batch] = await restRequests(
      await getPhp(version),
      [plugin],
      [{ method: 'POST', path: '/batch/v1', json: { requests } }],
      { muPlugin: MU },
    );
    expect(batch.status).toBe(207);
    const responses = (batch.data as { responses: { status: number; body: { code?: string; saved?: string } }[] })
      .responses;
    expect(responses.map((r) => r.status)).toEqual([200, 400, 400]);
    expect(responses[0].body).toEqual({ saved: 'one' });
    expect(responses[1].body.code).toBe('rest_invalid_param');
    expect(responses[2].body.code).toBe('rest_batch_not_allowed'); // No `batch: true`.
  });

  it('_fields (nested too), a filter editing the data as an array, rest_do_request()->get_data()[…]', async () => {
    const [fields, nested, list, filtered, inner, empty] = await restRequests(
      await getPhp(version),
      [plugin],
      [
        { method: 'GET', path: '/native/v1/article/5?_fields=id,tags' },
        { method: 'GET', path: '/native/v1/article/5?_fields=title.rendered,author.name' },
        { method: 'GET', path: '/native/v1/articles?_fields=id,title' },
        { method: 'GET', path: '/native/v1/article/1' },
        { method: 'GET', path: '/native/v1/article/2' },
        // `{}` stays an object: as a hand-written `(object) array()` answer, not with `_fields`.
        { method: 'GET', path: '/native/v1/empty' },
      ],
      { muPlugin: MU },
    );
    expect(fields).toMatchObject({ status: 200, data: { id: 5, tags: ['a', 'b'] } });
    expect(Object.keys(fields.data as object)).toEqual(['id', 'tags']);
    expect(nested).toMatchObject({ status: 200, data: { title: { rendered: 'Hello' }, author: { name: 'Ada' } } });
    expect(nested.data).toEqual({ title: { rendered: 'Hello' }, author: { name: 'Ada' } });
    expect(list.data).toEqual([
      { id: 1, title: 'T1' },
      { id: 2, title: 'T2' },
    ]);
    expect(filtered.status).toBe(200);
    expect(filtered.data).toMatchObject({
      title: { rendered: 'Hello', raw: 'HELLO' },
      added: 'by a filter',
      meta: {},
      numbered: { '0': 'zero', '1': 'one' },
    });
    expect(inner.headers['X-Inner-Title']).toBe('Hello Ada');
    expect(empty).toMatchObject({ status: 200, data: {} });
    expect(Array.isArray(empty.data)).toBe(false);
  });

  it("`key in object` on WordPress's objects reads their properties, magic ones and methods, as on a JavaScript object", async () => {
    const [answer] = await restRequests(await getPhp(version), [plugin], [{ method: 'GET', path: '/native/v1/has' }]);
    // Before, each was a 500 (TypeError: Cannot use 'in' operator) once deployed, while unit tests passed.
    expect(answer).toMatchObject({ status: 200, data: [true, true, true, false, true, true, true, false] });
  });

  it('_embed embeds a link added from TypeScript with add_link(…, { embeddable: true }), and only that one', async () => {
    const [plain, embedded] = await restRequests(
      await getPhp(version),
      [plugin],
      [
        { method: 'GET', path: '/native/v1/linked' },
        { method: 'GET', path: '/native/v1/linked?_embed' },
      ],
    );
    type Linked = {
      _links: Record<string, { href: string; embeddable?: boolean }[]>;
      _embedded?: Record<string, unknown[]>;
    };
    expect((plain.data as Linked)._links.author[0]).toMatchObject({ embeddable: true });
    expect((plain.data as Linked)._links.author[0].href).toMatch(/native\/v1\/article\/9$/);
    expect((plain.data as Linked)._embedded).toBeUndefined();
    const embeds = (embedded.data as Linked)._embedded!;
    expect(Object.keys(embeds)).toEqual(['author']);
    expect(embeds.author[0]).toMatchObject({ id: 9, title: { rendered: 'Hello' }, author: { name: 'Ada' } });
  });
});
