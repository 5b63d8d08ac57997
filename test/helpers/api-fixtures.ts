// Projects for the OpenAPI and client tests: handlers covering the return shapes the type
// inference reads, all inside the translatable subset (they must compile).
import { controller } from './project.js';

/** Handlers covering the shapes the inference reads (all inside the translatable subset). */
export const TYPES_CONTROLLER = controller(
  `
  @Api({ namespace: 'types/v1', endpoint: '/item', name: 'getItem', params: { id: 'number' } })
  item(params: { id: number }): Item | WP_Error {
    if (params.id < 0) return new WP_Error('bad_id', 'Negative id', { status: 422 });
    if (params.id === 0) return new WP_Error('not_found', 'No such item', { status: 404 });
    return { id: params.id, title: 'T', note: null };
  }

  @Api({ namespace: 'types/v1', endpoint: '/shape', params: { n: 'number' } })
  shape(params: { n: number }): Shape {
    return params.n > 0 ? { kind: 'circle', r: params.n } : { kind: 'square', side: 1 };
  }

  @Api({ namespace: 'types/v1', endpoint: '/status' })
  status() {
    return { level: 3 as 1 | 2 | 3, flag: true as const, map: {} as Record<string, number>, pair: [1, 'a'] as [number, string], list: [] as boolean[] };
  }

  @Api({ namespace: 'types/v1', endpoint: '/created', methods: ['POST', 'GET'], params: { title: 'string', tags: 'array', meta: 'object', draft: 'boolean' } })
  created(params: { title: string; tags: unknown[]; meta: Record<string, unknown>; draft: boolean }) {
    return new WP_REST_Response({ id: 7, title: params.title }, 201);
  }

  @Api({ namespace: 'types/v1', endpoint: '/opaque', permission: true })
  opaque(params: Record<string, unknown>, request: WP_REST_Request) {
    const response = new WP_REST_Response({ ok: true });
    return response;
  }

  @Api({ namespace: 'types/v1', endpoint: '/anything' })
  anything(params: Record<string, unknown>) {
    return params;
  }

  @Api({ namespace: 'types/v1', endpoint: '/maybe', params: { q: 'string' } })
  maybe(params: { q: string }) {
    if (params.q === 'x') return null;
    if (params.q === 'y') return 'text';
    return 42;
  }

  @Api({ namespace: 'types/v1', endpoint: '/unknown' })
  unknownValue() {
    return get_option('blogname');
  }

  @Api({ namespace: 'types/v1', endpoint: '/tree' })
  tree(): TreeNode {
    return { name: 'root', children: [{ name: 'leaf', children: [] }] };
  }

  @Api({ namespace: 'types/v1', endpoint: '/mixed' })
  mixed(): { a: string } | { a: string; b?: number } | string[] {
    return ['x'];
  }

  @Api({ namespace: 'types/v1', endpoint: '/dynamic-error', params: { code: 'string' } })
  dynamicError(params: { code: string }) {
    if (params.code === 'teapot') return new WP_Error('teapot', 'Computed status', { status: 400 + params.code.length });
    if (params.code !== '') return new WP_Error(params.code, 'Dynamic');
    return { fine: true };
  }
`,
  'TypesController',
  `import { Api, Controller, type WP_REST_Request } from 'ts2wp';
import { WP_Error, WP_REST_Response, get_option } from 'ts2wp/wordpress';

interface Item {
  id: number;
  title: string;
  tags?: string[];
  note: string | null;
}

type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number };

interface TreeNode {
  name: string;
  children: TreeNode[];
}`,
);

export const PHP_CONTROLLER = {
  'app/Controllers/SeedController.php': `<?php
namespace App\\Controllers;

use Framework\\Attributes\\Api;
use Framework\\Controller;

class SeedController extends Controller {
	#[Api(namespace: 'types/v1', endpoint: '/php', name: 'seedItem', params: ['id' => 'number'])]
	public function item( $params, $request ) {
		return array( 'id' => $params['id'] );
	}
}
`,
};

/** Every param type echoed back, a WP_Error with a status, a route that needs a login, and one that throws. */
export const ECHO_PROJECT: Record<string, string> = {
  'ts2wp.config.json': JSON.stringify(
    { name: 'ts2wp e2e client', slug: 'ts2wp-e2e-client', phpNamespace: 'Ts2wpE2e\\Client', version: '1.0.0' },
    null,
    2,
  ),
  'app/Controllers/EchoController.ts': `import { Api, Controller } from 'ts2wp';
import { WP_Error, get_current_user_id } from 'ts2wp/wordpress';

export class EchoController extends Controller {
  @Api({ namespace: 'echo/v1', endpoint: '/all', name: 'echoAll', methods: ['GET', 'POST'], params: { s: 'string', n: 'number', b: 'boolean', a: 'array', o: 'object' } })
  all(params: { s: string; n: number; b: boolean; a: unknown[]; o: Record<string, unknown> }) {
    if (params.s === 'teapot') return new WP_Error('teapot', 'I am a teapot', { status: 418 });
    return { s: params.s, n: params.n, b: params.b, a: params.a, o: params.o };
  }

  @Api({ namespace: 'echo/v1', endpoint: '/me', name: 'me', permission: true })
  me() {
    return { user: get_current_user_id() };
  }

  /** Always fails: a 500 that names the TypeScript position only when WP_DEBUG is on. */
  @Api({ namespace: 'echo/v1', endpoint: '/fail', name: 'fail' })
  fail(): { never: true } {
    throw new Error('echo failed');
  }
}
`,
};
