// Route precedence through WordPress's REST server on PHP 7.4 and 8.3: within a namespace a
// literal segment beats a parameter segment at the same position, whatever the source order
// and whichever route's lazy registration comes first; routes that can still match the same
// URL with the same method are a build error naming both.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { codeText, messageOf } from '../../emitter/diagnostics/diagnostic.js';
import { byPrecedence } from '../../emitter/render/render.js';
import { buildProject } from '../helpers/build.js';
import { closePhp, getPhp, PHP_VERSIONS } from '../helpers/php.js';
import { controller, makeProject } from '../helpers/project.js';
import { restRequests } from '../helpers/wp.js';

// Written in the worst order: the generic routes first.
const SHOP = `
  @Api({ namespace: 'shop/v1', params: { a: 'string', b: 'string', c: 'string' } })
  anything(params: { a: string; b: string; c: string }) {
    return { route: 'anything', at: [params.a, params.b, params.c] };
  }

  @Api({ namespace: 'shop/v1', endpoint: '/items', params: { page: 'number', per: 'number' } })
  page(params: { page: number; per: number }) {
    return { route: 'page', page: params.page, per: params.per };
  }

  @Api({ namespace: 'shop/v1', endpoint: '/items', params: { id: 'number' }, methods: ['GET', 'POST'] })
  item(params: { id: number }) {
    return { route: 'item', id: params.id };
  }

  @Api({ namespace: 'shop/v1', endpoint: '/items/sorted', params: { by: 'string' } })
  sorted(params: { by: 'price' | 'name' }) {
    return { route: 'sorted', by: params.by };
  }

  @Api({ namespace: 'shop/v1', endpoint: '/items/featured' })
  featured() {
    return { route: 'featured' };
  }
`;

let plugin: string;
beforeAll(async () => {
  plugin = await buildProject(makeProject(controller(SHOP, 'ShopController')));
});
afterAll(closePhp);

it('orders the table by specificity within equal segment counts, source order otherwise', () => {
  const dir = makeProject(controller(SHOP, 'ShopController'));
  const routes = compileProject(dir).model!.routes;
  fs.rmSync(dir, { recursive: true, force: true });
  expect(byPrecedence(routes).map((r) => r.handler)).toEqual(['sorted', 'page', 'featured', 'anything', 'item']);
});

const INNER = `<?php
add_action( 'rest_api_init', function () {
	register_rest_route( 'inner/v1', '/call', array( 'methods' => 'GET', 'permission_callback' => '__return_true', 'callback' => function () {
		return rest_do_request( new WP_REST_Request( 'GET', '/shop/v1/items/sorted/price' ) )->get_data();
	} ) );
}, 20 );`;

describe.each(PHP_VERSIONS)('through WordPress on PHP %s', (version) => {
  it('a literal segment wins over a parameter at the same position', async () => {
    const responses = await restRequests(
      await getPhp(version),
      [plugin],
      [
        { method: 'GET', path: '/shop/v1/items/sorted/price' },
        { method: 'GET', path: '/shop/v1/items/SORTED/name' },
        { method: 'GET', path: '/shop/v1/items/sorted/stars' },
        { method: 'GET', path: '/shop/v1/items/2/10' },
        { method: 'GET', path: '/shop/v1/items/featured' },
        { method: 'GET', path: '/shop/v1/items/7' },
        { method: 'POST', path: '/shop/v1/items/7' },
        { method: 'GET', path: '/shop/v1/x/y/z' },
        { method: 'GET', path: '/inner/v1/call' },
      ],
      { muPlugin: INNER },
    );
    expect(responses.map((r) => [r.status, r.data?.route ?? r.data?.code])).toEqual([
      [200, 'sorted'],
      [200, 'sorted'],
      [400, 'rest_invalid_param'], // sorted's own param check, not page's
      [200, 'page'],
      [200, 'featured'],
      [200, 'item'],
      [200, 'item'],
      [200, 'anything'],
      [200, 'sorted'], // registered on demand by an internal request
    ]);
    expect(responses[2].data.data.params).toHaveProperty('by');
  });
});

describe('routes that can still match the same URL', () => {
  it('are a build error naming both (TS2WP1010), literals compared case-insensitively as WordPress does', () => {
    const dir = makeProject(
      controller(`
  @Api({ namespace: 'shop/v1', endpoint: '/Items', params: { id: 'number' } })
  one(params: { id: number }) {
    return params;
  }

  @Api({ namespace: 'shop/v1', endpoint: '/items', params: { slug: 'string' }, methods: ['POST', 'GET'] })
  two(params: { slug: string }) {
    return params;
  }
`),
    );
    const d = compileProject(dir).diagnostics.find((x) => codeText(x) === 'TS2WP1010');
    fs.rmSync(dir, { recursive: true, force: true });
    expect(d).toBeDefined();
    expect(messageOf(d!)).toMatch(/TestController::one/);
    expect(messageOf(d!)).toMatch(/GET \/shop\/v1\/items\/\{\}/);
  });
});
