// One failing project per rule of SPEC §2 (and the config rules): the code, the
// position, and that nothing is written.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import ts from 'typescript';
import { codeText, messageOf, positionOf } from '../emitter/diagnostics/diagnostic.js';
import { controller, DEFAULT_CONFIG, makeProject } from './helpers/project.js';
import { runCli } from './helpers/cli.js';
import { expectFailureAt } from './helpers/negative.js';

interface Case {
  name: string;
  body: string;
  code: string;
  /** The text the diagnostic starts at (its first occurrence in the controller). */
  at: string;
  extra?: Record<string, string>;
}

const ok = (opts: string, method = 'handler') => `  @Api(${opts})\n  ${method}() { return {}; }\n`;

const cases: Case[] = [
  {
    name: 'computed option',
    code: 'TS2WP1001',
    at: 'ns()',
    body: `  @Api({ namespace: ns() })\n  h() { return {}; }\n}\nfunction ns(): string { return 'a/v1'; }\nclass Unused extends Controller {`,
  },
  {
    name: 'non-const reference',
    code: 'TS2WP1001',
    at: 'e })',
    body: `  @Api({ namespace: 'a/v1', endpoint: e })\n  h() { return {}; }\n}\nlet e = '/x';\nclass Unused extends Controller {`,
  },
  { name: 'unknown option', code: 'TS2WP1002', at: 'route:', body: ok(`{ namespace: 'a/v1', route: '/x' } as any`) },
  { name: 'missing namespace', code: 'TS2WP1003', at: '{ endpoint', body: ok(`{ endpoint: '/x' } as any`) },
  {
    name: 'namespace with a leading slash',
    code: 'TS2WP1003',
    at: "namespace: '/a/v1'",
    body: ok(`{ namespace: '/a/v1' }`),
  },
  {
    name: 'namespace without a version',
    code: 'TS2WP1003',
    at: "namespace: 'acme'",
    body: ok(`{ namespace: 'acme' }`),
  },
  {
    name: 'endpoint without a leading slash',
    code: 'TS2WP1004',
    at: "endpoint: 'x'",
    body: ok(`{ namespace: 'a/v1', endpoint: 'x' }`),
  },
  {
    name: 'endpoint with a trailing slash',
    code: 'TS2WP1004',
    at: "endpoint: '/x/'",
    body: ok(`{ namespace: 'a/v1', endpoint: '/x/' }`),
  },
  {
    name: 'endpoint with a placeholder',
    code: 'TS2WP1004',
    at: "endpoint: '/x/(?P<id>",
    body: ok(`{ namespace: 'a/v1', endpoint: '/x/(?P<id>\\\\d+)' }`),
  },
  {
    name: 'unknown method',
    code: 'TS2WP1005',
    at: 'methods:',
    body: ok(`{ namespace: 'a/v1', methods: ['GET', 'FETCH'] } as any`),
  },
  {
    name: 'lower-case method',
    code: 'TS2WP1005',
    at: 'methods:',
    body: ok(`{ namespace: 'a/v1', methods: 'get' } as any`),
  },
  { name: 'empty methods', code: 'TS2WP1005', at: 'methods:', body: ok(`{ namespace: 'a/v1', methods: [] }`) },
  {
    name: 'unknown param type',
    code: 'TS2WP1006',
    at: 'params:',
    body: ok(`{ namespace: 'a/v1', params: { id: 'int' } } as any`),
  },
  {
    name: 'bad param name',
    code: 'TS2WP1006',
    at: 'params:',
    body: ok(`{ namespace: 'a/v1', params: { 'my-id': 'number' } }`),
  },
  {
    name: 'numeric permission',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(`{ namespace: 'a/v1', permission: 1 } as any`),
  },
  {
    name: 'batch as a string',
    code: 'TS2WP1020',
    at: 'batch:',
    body: ok(`{ namespace: 'a/v1', batch: 'yes' } as any`),
  },
  {
    name: 'a pattern with a slash',
    code: 'TS2WP1021',
    at: 'patterns:',
    body: ok(`{ namespace: 'a/v1', params: { id: 'string' }, patterns: { id: 'a/b' } }`),
  },
  {
    name: 'a pattern with a capturing group',
    code: 'TS2WP1021',
    at: 'patterns:',
    body: ok(`{ namespace: 'a/v1', params: { id: 'number' }, patterns: { id: '(\\\\d+)' } }`),
  },
  {
    name: 'a pattern that matches an empty segment',
    code: 'TS2WP1021',
    at: 'patterns:',
    body: ok(`{ namespace: 'a/v1', params: { id: 'number' }, patterns: { id: '\\\\d*' } }`),
  },
  {
    name: 'a pattern with anchors',
    code: 'TS2WP1021',
    at: 'patterns:',
    body: ok(`{ namespace: 'a/v1', params: { id: 'number' }, patterns: { id: '^\\\\d+$' } }`),
  },
  {
    name: 'a pattern that does not compile',
    code: 'TS2WP1021',
    at: 'patterns:',
    body: ok(`{ namespace: 'a/v1', params: { id: 'number' }, patterns: { id: '[0-9' } }`),
  },
  {
    name: 'a pattern for an undeclared param',
    code: 'TS2WP1021',
    at: 'patterns:',
    body: ok(`{ namespace: 'a/v1', params: { id: 'number' }, patterns: { slug: '[a-z]+' } } as any`),
  },
  {
    name: 'barePath as a string',
    code: 'TS2WP1022',
    at: 'barePath:',
    body: ok(
      `{ namespace: 'a/v1', methods: 'POST', params: { id: 'number' }, permission: false, barePath: 'no' } as any`,
    ),
  },
  {
    name: 'barePath: false on a GET route (it has no bare path)',
    code: 'TS2WP1022',
    at: 'barePath:',
    body: ok(`{ namespace: 'a/v1', params: { id: 'number' }, barePath: false }`),
  },
  {
    name: 'permission on a path value that is not a param',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(
      `{ namespace: 'a/v1', params: { id: 'number' }, permission: { capability: 'edit_post', of: 'post' } } as any`,
    ),
  },
  {
    name: 'permission object with an unknown key',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(
      `{ namespace: 'a/v1', params: { id: 'number' }, permission: { capability: 'edit_post', of: 'id', on: 'x' } } as any`,
    ),
  },
  {
    name: '@minimum on a string member',
    code: 'TS2WP1023',
    at: 'q: string',
    body: `  @Api({ namespace: 'a/v1' })\n  h(params: {\n    /** @minimum 1 */\n    q: string;\n  }) { return params.q; }\n`,
  },
  {
    name: '@maxLength that is not a whole number',
    code: 'TS2WP1023',
    at: 'q: string',
    body: `  @Api({ namespace: 'a/v1' })\n  h(params: {\n    /** @maxLength 2.5 */\n    q: string;\n  }) { return params.q; }\n`,
  },
  {
    name: '@pattern that is no regular expression',
    code: 'TS2WP1023',
    at: 'q: string',
    body: `  @Api({ namespace: 'a/v1' })\n  h(params: {\n    /** @pattern [a-z */\n    q: string;\n  }) { return params.q; }\n`,
  },
  {
    name: '@default of the wrong type',
    code: 'TS2WP1023',
    at: 'limit?: number',
    body: `  @Api({ namespace: 'a/v1' })\n  h(params: {\n    /** @default "ten" */\n    limit?: number;\n  }) { return params.limit; }\n`,
  },
  {
    name: '@default that is not JSON',
    code: 'TS2WP1023',
    at: 'limit?: number',
    body: `  @Api({ namespace: 'a/v1' })\n  h(params: {\n    /** @default ten */\n    limit?: number;\n  }) { return params.limit; }\n`,
  },
  {
    name: '@minimum on a nested member',
    code: 'TS2WP1023',
    at: 'nights: number',
    body: `  @Api({ namespace: 'a/v1', methods: 'POST', permission: false })\n  h(params: { stay: {\n    /** @minimum x */\n    nights: number } }) { return params.stay; }\n`,
  },
  {
    name: 'a JSDoc limit sharing a line with the member before it (TypeScript does not attach it)',
    code: 'TS2WP1023',
    at: 'rating: number',
    body: `  @Api({ namespace: 'a/v1' })\n  h(params: { q?: string; /** @minimum 1 @maximum 5 */ rating: number }) { return params.rating; }\n`,
  },
  {
    name: '@default on a path param',
    code: 'TS2WP1023',
    at: 'id: number',
    body: `  @Api({ namespace: 'a/v1', params: { id: 'number' } })\n  h(params: {\n    /** @default 1 */\n    id: number;\n  }) { return params.id; }\n`,
  },
  { name: 'empty capability', code: 'TS2WP1007', at: 'permission:', body: ok(`{ namespace: 'a/v1', permission: '' }`) },
  {
    name: 'capability with a space',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(`{ namespace: 'a/v1', permission: 'edit posts' }`),
  },
  {
    name: 'two capabilities in one string',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(`{ namespace: 'a/v1', permission: 'edit_posts,publish_posts' }`),
  },
  {
    name: 'the word true quoted',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(`{ namespace: 'a/v1', permission: 'true' }`),
  },
  {
    name: 'a meta capability that needs an object id',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(`{ namespace: 'a/v1', permission: 'edit_post' }`),
  },
  {
    name: 'empty capability list',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(`{ namespace: 'a/v1', permission: [] }`),
  },
  {
    name: 'repeated capability',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(`{ namespace: 'a/v1', permission: ['edit_posts', 'edit_posts'] }`),
  },
  {
    name: 'a list with a non-string',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(`{ namespace: 'a/v1', permission: ['edit_posts', true] } as any`),
  },
  { name: 'bad route name', code: 'TS2WP1008', at: 'name:', body: ok(`{ namespace: 'a/v1', name: 'has space' }`) },
  {
    name: 'duplicate name',
    code: 'TS2WP1009',
    at: "@Api({ namespace: 'a/v1', endpoint: '/two', name: 'same' })",
    body:
      ok(`{ namespace: 'a/v1', endpoint: '/one', name: 'same' }`, 'one') +
      ok(`{ namespace: 'a/v1', endpoint: '/two', name: 'same' }`, 'two'),
  },
  {
    name: 'duplicate method and path',
    code: 'TS2WP1010',
    at: "@Api({ namespace: 'a/v1', endpoint: '/x', params: { b: 'string' } })",
    body:
      ok(`{ namespace: 'a/v1', endpoint: '/x', params: { a: 'number' } }`, 'one') +
      ok(`{ namespace: 'a/v1', endpoint: '/x', params: { b: 'string' } }`, 'two'),
  },
  {
    name: 'bare body path clashes with a route',
    code: 'TS2WP1010',
    at: "@Api({ namespace: 'a/v1', endpoint: '/x', methods: 'POST' })",
    body:
      ok(`{ namespace: 'a/v1', endpoint: '/x', methods: 'POST', params: { a: 'number' } }`, 'one') +
      ok(`{ namespace: 'a/v1', endpoint: '/x', methods: 'POST' }`, 'two'),
  },
  {
    name: 'static handler',
    code: 'TS2WP1011',
    at: '@Api',
    body: `  @Api({ namespace: 'a/v1' })\n  static h() { return {}; }\n`,
  },
  {
    name: 'private handler',
    code: 'TS2WP1012',
    at: '@Api',
    body: `  @Api({ namespace: 'a/v1' })\n  private h() { return {}; }\n`,
  },
  {
    name: '#private handler',
    code: 'TS2WP1012',
    at: '@Api',
    body: `  @Api({ namespace: 'a/v1' })\n  #h() { return {}; }\n`,
  },
  {
    name: 'decorator on a property',
    code: 'TS2WP1013',
    at: '@Api',
    body: `  // @ts-ignore: TypeScript rejects it too\n  @Api({ namespace: 'a/v1' })\n  h = 1;\n`,
  },
  {
    name: 'handler with three parameters',
    code: 'TS2WP1016',
    at: 'c: number',
    body: `  @Api({ namespace: 'a/v1' })\n  h(a: {}, b: WP_REST_Request, c: number) { return {}; }\n`,
  },
  {
    name: 'params type mismatch (checked by tsc)',
    code: 'TS1241',
    at: 'Api({',
    body: `  @Api({ namespace: 'a/v1', params: { id: 'number' } })\n  h(params: { id: string }) { return params.id; }\n`,
  },
];

describe('@Api diagnostics', () => {
  for (const c of cases) {
    it(`${c.name} → ${c.code}`, () => {
      const dir = makeProject(controller(c.body));
      const result = compileProject(dir);
      const source = fs.readFileSync(path.join(dir, 'app/Controllers/TestController.ts'), 'utf8');
      expectFailureAt(result, source, c.code, c.at);
    });
  }

  it('reports every error of a project in one run', () => {
    const dir = makeProject(
      controller(ok(`{ namespace: '/bad' }`, 'a') + ok(`{ namespace: 'a/v1', endpoint: 'bad' }`, 'b')),
    );
    const codes = compileProject(dir).diagnostics.map(codeText).sort();
    expect(codes).toEqual(['TS2WP1003', 'TS2WP1004']);
  });

  it('accepts const references, as const values and imported constants', () => {
    const dir = makeProject({
      'app/shared.ts': "export const NS = 'shared/v1';\nexport const P = { id: 'number' } as const;",
      ...controller(
        `  @Api({ namespace: NS, endpoint: E, params: P, methods: M, permission: CAPS })\n  h(params: { id: number }) { return { id: params.id }; }\n`,
        'TestController',
        "import { Api, Controller } from 'ts2wp';\nimport { NS, P } from '../shared';\nconst E = '/x';\nconst M = ['GET', 'PUT'] as const;\nconst CAPS = ['edit_posts', 'manage-shop_2'] as const;",
      ),
    });
    const result = compileProject(dir);
    expect(result.diagnostics.map(codeText)).toEqual([]);
    expect(result.model!.routes[0]).toMatchObject({
      namespace: 'shared/v1',
      endpoint: '/x',
      methods: ['GET', 'PUT'],
      params: [{ name: 'id', type: 'number' }],
      permission: ['edit_posts', 'manage-shop_2'],
    });
  });

  it('names the bare body path and barePath when a clash comes from it; barePath: false removes the clash', () => {
    const update = (extra: string) =>
      ok(
        `{ namespace: 'a/v1', endpoint: '/x', methods: 'POST', params: { id: 'number' }, permission: false${extra} }`,
        'update',
      );
    const create = ok(`{ namespace: 'a/v1', endpoint: '/x', methods: 'POST', permission: false }`, 'create');
    const clash = compileProject(makeProject(controller(update('') + create))).diagnostics;
    expect(clash.map(codeText)).toEqual(['TS2WP1010']);
    expect(messageOf(clash[0])).toContain(
      'POST /a/v1/x is the bare body path of TestController::update (a POST, PUT or PATCH route with params is also served without its segments, params from the body): add `barePath: false` to its @Api',
    );
    const fixed = compileProject(makeProject(controller(update(', barePath: false') + create)));
    expect(fixed.diagnostics).toEqual([]);
    expect(fixed.model!.routes[0]).toMatchObject({ noBarePath: true });
  });

  it('reads patterns, permission { capability, of } and JSDoc arg keywords', () => {
    const dir = makeProject(
      controller(
        `  @Api({ namespace: 'a/v1', endpoint: '/n', methods: 'PUT', params: { id: 'number' }, patterns: { id: '\\\\d+' }, permission: { capability: 'edit_post', of: 'id' } })
  h({ id, limit = 10 }: {
    /** The post. @minimum 1 */
    id: number;
    /**
     * How many.
     * @maximum 50
     */
    limit?: number;
  }) { return { id, limit }; }
`,
      ),
    );
    const result = compileProject(dir);
    expect(result.diagnostics).toEqual([]);
    const route = result.model!.routes[0];
    expect(route.params).toEqual([
      { name: 'id', type: 'number', pattern: '\\d+', schema: { type: 'number', description: 'The post.', minimum: 1 } },
    ]);
    expect(route.permission).toEqual({ capability: 'edit_post', of: 'id' });
    expect(route.fields).toEqual([
      {
        name: 'limit',
        required: false,
        schema: { type: 'number', description: 'How many.', maximum: 50, default: 10 },
      },
    ]);
    expect(route.response).toEqual({
      $schema: 'http://json-schema.org/draft-04/schema#',
      title: 'h',
      type: 'object',
      properties: { id: { type: 'number' }, limit: { type: 'number' } },
      required: ['id', 'limit'],
    });
  });

  it("gives a response schema's enum the type of its values, as a core schema writes it", () => {
    const dir = makeProject(
      controller(
        `  @Api({ namespace: 'a/v1', endpoint: '/s', permission: false })
  h() {
    return { status: 'open' as 'open' | 'done', one: 1 as const, mixed: 'x' as 'x' | 2 };
  }
`,
      ),
    );
    const result = compileProject(dir);
    expect(result.diagnostics).toEqual([]);
    expect((result.model!.routes[0].response as { properties: object }).properties).toEqual({
      status: { type: 'string', enum: ['open', 'done'] },
      one: { type: 'number', enum: [1] },
      mixed: { type: ['string', 'number'], enum: ['x', 2] },
    });
  });

  it('reads permission: false, true, a capability and a list', () => {
    const dir = makeProject(
      controller(
        ok(`{ namespace: 'a/v1', endpoint: '/a', permission: false }`, 'a') +
          ok(`{ namespace: 'a/v1', endpoint: '/b', permission: true }`, 'b') +
          ok(`{ namespace: 'a/v1', endpoint: '/c', permission: 'manage_options' }`, 'c') +
          ok(`{ namespace: 'a/v1', endpoint: '/d', permission: ['edit_posts', 'publish_posts'] }`, 'd') +
          ok(`{ namespace: 'a/v1', endpoint: '/e' }`, 'e'),
      ),
    );
    const result = compileProject(dir);
    expect(result.diagnostics).toEqual([]);
    expect(result.model!.routes.map((r) => r.permission)).toEqual([
      false,
      true,
      ['manage_options'],
      ['edit_posts', 'publish_posts'],
      false,
    ]);
  });
});

describe('write routes open to anyone (warning TS2WP1019)', () => {
  const WRITE = `{ namespace: 'a/v1', endpoint: '/w', methods: ['GET', 'DELETE'] }`;

  for (const methods of ["'POST'", "'PUT'", "'PATCH'", "'DELETE'", "['GET', 'POST']"]) {
    it(`warns at the decorator of a ${methods} route without permission, and still builds`, () => {
      const body = ok(`{ namespace: 'a/v1', endpoint: '/w', methods: ${methods} }`);
      const dir = makeProject(controller(body));
      const source = fs.readFileSync(path.join(dir, 'app/Controllers/TestController.ts'), 'utf8');
      const result = compileProject(dir);
      expect(result.diagnostics.map(codeText)).toEqual(['TS2WP1019']);
      const [d] = result.diagnostics;
      expect(d.category).toBe(ts.DiagnosticCategory.Warning);
      const before = source.slice(0, source.indexOf('@Api(')).split('\n');
      expect(positionOf(d)).toMatchObject({ line: before.length, col: before.at(-1)!.length + 1 });
      expect(messageOf(d)).toMatch(
        /^Anyone can call this .* route: it has no `permission`\. .*`permission: false` to keep it public on purpose\.$/,
      );
      expect(result.files?.get('routes.php')).toContain("'permission' => false,");
    });
  }

  for (const permission of ['false', 'true', "'edit_posts'", "['edit_posts', 'publish_posts']"]) {
    it(`gives no warning with permission: ${permission}`, () => {
      const dir = makeProject(
        controller(ok(`{ namespace: 'a/v1', endpoint: '/w', methods: 'POST', permission: ${permission} }`)),
      );
      expect(compileProject(dir).diagnostics).toEqual([]);
    });
  }

  it('gives no warning on GET routes without permission', () => {
    const dir = makeProject(controller(ok(`{ namespace: 'a/v1', endpoint: '/r' }`)));
    expect(compileProject(dir).diagnostics).toEqual([]);
  });

  it('warns on a hand-written PHP controller too, at its #[Api] attribute', () => {
    const php = `<?php
namespace Acme\\App\\Controllers;

use Framework\\Attributes\\Api;
use Framework\\Controller;

class HandController extends Controller {
	#[Api( namespace: 'a/v1', endpoint: '/hand', methods: 'POST' )]
	public function hand( $params ) {
		return array( 'ok' => true );
	}

	#[Api( namespace: 'a/v1', endpoint: '/kept', methods: 'POST', permission: false )]
	public function kept( $params ) {
		return array( 'ok' => true );
	}
}
`;
    const dir = makeProject({
      ...controller(ok(`{ namespace: 'a/v1', endpoint: '/r' }`)),
      'app/Controllers/HandController.php': php,
    });
    const result = compileProject(dir);
    expect(result.diagnostics.map(codeText)).toEqual(['TS2WP1019']);
    expect(positionOf(result.diagnostics[0])).toMatchObject({
      file: expect.stringMatching(/HandController\.php$/),
      line: 8,
    });
    expect(result.diagnostics[0].category).toBe(ts.DiagnosticCategory.Warning);
    expect(result.files).toBeDefined();
  });

  it('the CLI prints file:line:col - warning TS2WP1019, writes the plugin and exits 0; check exits 0 too', async () => {
    const dir = makeProject(controller(ok(WRITE)));
    const built = await runCli(['build', dir, '--no-zip']);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toMatch(/TestController\.ts:4:3 - warning TS2WP1019: Anyone can call this DELETE route/);
    expect(built.stderr).toContain(`@Api(${WRITE})`);
    expect(fs.existsSync(path.join(dir, 'build', DEFAULT_CONFIG.slug, 'routes.php'))).toBe(true);
    const checked = await runCli(['check', dir]);
    expect(checked.code).toBe(0);
    expect(checked.stderr).toMatch(/TestController\.ts:4:3 - warning TS2WP1019/);
    expect(checked.stdout).toMatch(/No errors, 1 warning\(s\)/);
  });

  it('with an error as well, the build fails and counts errors and warnings apart', async () => {
    const dir = makeProject(controller(ok(WRITE, 'w') + ok(`{ namespace: '/bad' }`, 'b')));
    const r = await runCli(['build', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/- warning TS2WP1019/);
    expect(r.stderr).toMatch(/- error TS2WP1003/);
    expect(r.stderr).toContain('Found 1 error(s) and 1 warning(s); nothing was written.');
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });
});

describe('plain objects indexed by data (warning TS2WP3716)', () => {
  const handler = (body: string) =>
    controller(
      `  @Api({ namespace: 'a/v1', endpoint: '/words', params: { text: 'string' } })\n  words(params: { text: string }) {\n${body}\n  }\n`,
    );
  const warnings = (body: string) => {
    const result = compileProject(makeProject(handler(body)));
    expect(result.files, 'a warning still builds').toBeDefined();
    return result.diagnostics.map((d) => ({
      code: codeText(d),
      warning: d.category === ts.DiagnosticCategory.Warning,
      line: positionOf(d)?.line,
      message: messageOf(d),
    }));
  };

  it('warns once per dictionary, at its first access with a key from data, naming Map', () => {
    const found = warnings(
      [
        '    const counts: Record<string, number> = {};',
        '    const seen: { [word: string]: boolean } = {};',
        "    for (const word of params.text.split(' ')) {",
        '      counts[word] = (counts[word] ?? 0) + 1;',
        '      seen[word] = true;',
        '    }',
        '    return { counts, seen };',
      ].join('\n'),
    );
    expect(found.map(({ code, warning, line }) => ({ code, warning, line }))).toEqual([
      { code: 'TS2WP3716', warning: true, line: 9 },
      { code: 'TS2WP3716', warning: true, line: 10 },
    ]);
    expect(found[0].message).toMatch(
      /^`counts\[word\]` uses a plain object as a lookup table .*`constructor`.*Use a Map/,
    );
  });

  it('is quiet for literal keys, keys of the same object and Map', () => {
    const found = warnings(
      [
        '    const totals: Record<string, number> = { posts: 0, pages: 0 };',
        "    const kind: 'posts' | 'pages' = params.text === 'p' ? 'pages' : 'posts';",
        '    totals[kind] = totals.posts + 1;',
        "    totals['posts'] += 1;",
        '    const out: string[] = [];',
        '    for (const k in totals) out.push(k + totals[k]);',
        '    for (const k of Object.keys(totals)) out.push(k + totals[k]);',
        '    const counts = new Map<string, number>();',
        '    counts.set(params.text, (counts.get(params.text) ?? 0) + 1);',
        '    return { out, counts: Object.fromEntries(counts) };',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});

describe('any/unknown values from helpers that may return undefined, stored (warning TS2WP3222)', () => {
  const warnings = (body: string) => {
    const handler = `  @Api({ namespace: 'a/v1', endpoint: '/map' })\n  map(params: Record<string, any>) {\n${body}\n  }\n`;
    const result = compileProject(makeProject(controller(handler)));
    expect(result.files, 'a warning still builds').toBeDefined();
    return result.diagnostics
      .map((d) => ({ code: codeText(d), line: positionOf(d)?.line, message: messageOf(d) }))
      .filter((d) => d.code === 'TS2WP3222'); // Not the lookup-table warning (TS2WP3716) field() also gets.
  };
  const FIELD = [
    '    const field = (input: unknown, key: string): unknown => {',
    "      if (typeof input !== 'object' || input === null) return undefined;",
    '      return (input as { [k: string]: unknown })[key];',
    '    };',
    "    const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);",
    '    const raw: unknown = JSON.parse(params.payload);',
  ];

  it('warns at the stored value, directly or through a const local, naming the helper', () => {
    const found = warnings(
      [...FIELD, "    const email = field(raw, 'email');", "    return { email, age: field(raw, 'age') };"].join('\n'),
    );
    expect(found.map(({ code, line }) => ({ code, line }))).toEqual([
      { code: 'TS2WP3222', line: 13 },
      { code: 'TS2WP3222', line: 13 },
    ]);
    expect(found[0].message).toMatch(
      /^`email` comes from `field\(\)`, which may return undefined.*`string \| undefined`/,
    );
  });

  it('is quiet for typed values, JSON.parse, helpers that never return undefined, and arrays', () => {
    const found = warnings(
      [
        ...FIELD,
        '    const whole = (v: unknown): unknown => v ?? {};',
        "    return { email: asString(field(raw, 'email')), raw, data: JSON.parse('1'), w: whole(raw), list: [field(raw, 'x')] };",
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});

describe('config and project diagnostics', () => {
  const good = controller(ok(`{ namespace: 'a/v1' }`));
  const configCases: [string, object | null, string][] = [
    ['missing config', null, 'TS2WP2002'],
    ['slug starting with wp-', { ...DEFAULT_CONFIG, slug: 'wp-thing' }, 'TS2WP2005'],
    ['slug with capitals', { ...DEFAULT_CONFIG, slug: 'Thing' }, 'TS2WP2005'],
    ['bad phpNamespace', { ...DEFAULT_CONFIG, phpNamespace: 'Acme\\\\1Shop' }, 'TS2WP2005'],
    ['bad version', { ...DEFAULT_CONFIG, version: 'one' }, 'TS2WP2005'],
    ['unknown key', { ...DEFAULT_CONFIG, slugg: 'x' }, 'TS2WP2004'],
    ['missing name', { slug: 'a', phpNamespace: 'A', version: '1.0.0' }, 'TS2WP2005'],
    ['six tags', { ...DEFAULT_CONFIG, tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'TS2WP2005'],
    ['a tag with a comma inside an array', { ...DEFAULT_CONFIG, tags: ['rest-api', 'a,b'] }, 'TS2WP2005'],
    ['contributors not a list', { ...DEFAULT_CONFIG, contributors: 3 }, 'TS2WP2005'],
    ['a contributor with a space', { ...DEFAULT_CONFIG, contributors: 'acme, j doe' }, 'TS2WP2005'],
    ['a description over 150 characters', { ...DEFAULT_CONFIG, description: 'x'.repeat(151) }, 'TS2WP2005'],
    ['a licence URI that is not a URL', { ...DEFAULT_CONFIG, licenseUri: 'gpl.html' }, 'TS2WP2005'],
  ];
  for (const [name, config, code] of configCases) {
    it(`${name} → ${code}`, () => {
      const codes = compileProject(makeProject(good, config)).diagnostics.map(codeText);
      expect(codes).toContain(code);
    });
  }

  it('points config errors at the key in the JSON file', () => {
    const dir = makeProject(good, { ...DEFAULT_CONFIG, version: 'one' });
    const d = compileProject(dir).diagnostics[0];
    expect(positionOf(d)).toMatchObject({ line: 5, col: 14 });
  });

  it('reads readme lists as arrays or comma-separated strings, and fills in a known licence URI', () => {
    const read = (extra: object) => compileProject(makeProject(good, { ...DEFAULT_CONFIG, ...extra })).model!.config;
    expect(read({ contributors: ['acme', 'j.doe'], tags: 'events, rest-api' })).toMatchObject({
      contributors: ['acme', 'j.doe'],
      tags: ['events', 'rest-api'],
      licenseUri: 'https://www.gnu.org/licenses/gpl-2.0.html',
    });
    expect(read({ contributors: [] })).toMatchObject({ contributors: [], tags: ['rest-api'] });
    expect(read({ license: 'Proprietary' }).licenseUri).toBe('');
    expect(read({ description: 'é'.repeat(150) }).description).toHaveLength(150);
  });

  it('rejects a placeholder contributor that Plugin Check refuses (TS2WP2005)', () => {
    for (const contributors of [['acme', 'your-username'], 'username', ['WordPressDotOrg']]) {
      const codes = compileProject(makeProject(good, { ...DEFAULT_CONFIG, contributors })).diagnostics.map(codeText);
      expect(codes, JSON.stringify(contributors)).toEqual(['TS2WP2005']);
    }
  });

  it('warns without contributors (TS2WP2012) at the config object, writes no Contributors line, and still builds', () => {
    const result = compileProject(makeProject(good, { ...DEFAULT_CONFIG, contributors: undefined }));
    expect(result.diagnostics.map(codeText)).toEqual(['TS2WP2012']);
    expect(result.diagnostics[0].category).toBe(ts.DiagnosticCategory.Warning);
    expect(positionOf(result.diagnostics[0])).toMatchObject({ line: 1, col: 1 });
    expect(result.files?.get('readme.txt')).not.toMatch(/^Contributors:/m);
    const given = compileProject(makeProject(good, { ...DEFAULT_CONFIG, contributors: 'acme, j.doe' }));
    expect(given.diagnostics).toEqual([]);
    expect(given.files?.get('readme.txt')).toMatch(/^Contributors: acme, j\.doe$/m);
  });

  it("takes the project's readme.txt sections: its own replace ts2wp's, the others go before the Changelog", () => {
    const dir = makeProject(good, DEFAULT_CONFIG);
    fs.writeFileSync(
      path.join(dir, 'readme.txt'),
      [
        '== Upgrade Notice ==',
        '= 1.2.0 =',
        'Re-save the settings.',
        '== Frequently Asked Questions ==',
        '',
        '= Does it cache? =',
        'Yes, for an hour.',
        '',
        '== Description ==',
        'Long text, *with* markup.',
        '',
        '== Screenshots ==',
        '1. The settings screen.',
      ].join('\r\n'),
    );
    const result = compileProject(dir);
    expect(result.diagnostics).toEqual([]);
    const readme = result.files!.get('readme.txt')!;
    const sections = [...readme.matchAll(/^== (.*) ==$/gm)].map((m) => m[1]);
    expect(sections).toEqual([
      'Description',
      'Installation',
      'Frequently Asked Questions',
      'Screenshots',
      'Changelog',
      'Upgrade Notice',
    ]);
    expect(readme).toContain('== Description ==\n\nLong text, *with* markup.\n\n== Installation ==\n\n1. In wp-admin');
    expect(readme).not.toContain('This plugin serves these REST routes');
    expect(readme).toContain('== Frequently Asked Questions ==\n\n= Does it cache? =\nYes, for an hour.\n\n');
    expect(readme).toMatch(/== Changelog ==\n\n= 1\.0\.0 =\n\* Built with ts2wp /);
    expect(readme.endsWith('== Upgrade Notice ==\n\n= 1.2.0 =\nRe-save the settings.\n')).toBe(true);
    // The header stays ts2wp's, from the config.
    expect(readme.split('\n')[0]).toBe(`=== ${DEFAULT_CONFIG.name} ===`);
  });

  it("warns (TS2WP2014) at lines before the project readme.txt's first section, and writes the header from the config", () => {
    const dir = makeProject(good, DEFAULT_CONFIG);
    fs.writeFileSync(
      path.join(dir, 'readme.txt'),
      '\n=== Old Name ===\nStable tag: 0.9\n\n== Changelog ==\n= 1.0.0 =\n* First release.\n',
    );
    const result = compileProject(dir);
    expect(result.diagnostics.map(codeText)).toEqual(['TS2WP2014']);
    expect(result.diagnostics[0].category).toBe(ts.DiagnosticCategory.Warning);
    expect(result.diagnostics[0].file?.fileName).toBe(path.join(dir, 'readme.txt'));
    expect(positionOf(result.diagnostics[0])).toMatchObject({ line: 2, col: 1 });
    const readme = result.files!.get('readme.txt')!;
    expect(readme).not.toContain('Old Name');
    expect(readme).toMatch(/^Stable tag: 1\.0\.0$/m);
    expect(readme).toMatch(/== Changelog ==\n\n= 1\.0\.0 =\n\* First release\.\n$/);
  });

  // Plugin Check 2.0.0's trademarks check (trademarked_term): its list and its three rules.
  const restricted: [string, object, RegExp][] = [
    ['"wp" anywhere in the name', { name: 'ts2wp Demo' }, /name "ts2wp Demo" contains "wp", a term .* anywhere/],
    ['"wp" anywhere in the slug', { slug: 'acme-wp-tools' }, /slug "acme-wp-tools" contains "wp"/],
    ['"plugin" in the name', { name: 'My Shop Plugin' }, /contains "plugin"/],
    ['a trademark at the start of the slug', { slug: 'google-maps-routes' }, /contains "google" at its start/],
    ['"WordPress" in the name, any case', { name: 'Routes for WordPress' }, /contains "wordpress"/],
    ['woocommerce not as "for woocommerce"', { slug: 'woocommerce-routes' }, /only as "for woocommerce"/],
    ['a portmanteau', { slug: 'woopress-routes' }, /contains "woo" at its start/],
  ];
  for (const [name, config, message] of restricted) {
    it(`warns at the value on ${name} (TS2WP2013), and still builds`, () => {
      const dir = makeProject(good, { ...DEFAULT_CONFIG, ...config });
      const result = compileProject(dir);
      const found = result.diagnostics.filter((d) => codeText(d) === 'TS2WP2013');
      expect(found).toHaveLength(1);
      expect(found[0].category).toBe(ts.DiagnosticCategory.Warning);
      expect(messageOf(found[0])).toMatch(message);
      const json = fs.readFileSync(path.join(dir, 'ts2wp.config.json'), 'utf8');
      const value = JSON.stringify(Object.values(config)[0]);
      const before = json.slice(0, json.indexOf(value)).split('\n');
      expect(positionOf(found[0])).toMatchObject({ line: before.length, col: before.at(-1)!.length + 1 });
      expect(result.files).toBeDefined();
    });
  }

  it('accepts the names Plugin Check accepts: a trademark later in the name, "… for WooCommerce"', () => {
    for (const config of [
      { name: 'Maps for Google', slug: 'maps-for-google' },
      { name: 'Shipping for WooCommerce', slug: 'shipping-for-woocommerce' },
      { name: 'Crowd Events', slug: 'crowd-events' }, // "wc" and "wp" only as whole letters in a row
    ]) {
      expect(compileProject(makeProject(good, { ...DEFAULT_CONFIG, ...config })).diagnostics).toEqual([]);
    }
  });

  it('reads the config from package.json "ts2wp"', () => {
    const dir = makeProject({ ...good, 'package.json': JSON.stringify({ name: 'x', ts2wp: DEFAULT_CONFIG }) }, null);
    expect(compileProject(dir).diagnostics).toEqual([]);
  });

  it('no controllers → TS2WP2006; missing folder → TS2WP2001', () => {
    expect(compileProject(makeProject({})).diagnostics.map(codeText)).toEqual(['TS2WP2006']);
    expect(compileProject('/nonexistent/ts2wp/project').diagnostics.map(codeText)).toEqual(['TS2WP2001']);
  });
});

describe('the CLI on bad input', () => {
  it('prints file:line:col, the code and a code frame; exits 1; writes nothing', async () => {
    const dir = makeProject(controller(ok(`{ namespace: '/bad' }`)));
    const r = await runCli(['build', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/TestController\.ts:4:10 - error TS2WP1003: Invalid namespace/);
    expect(r.stderr).toContain("@Api({ namespace: '/bad' })");
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('exits 2 on bad usage', async () => {
    expect((await runCli(['frobnicate'])).code).toBe(2);
    expect((await runCli(['build', '--bogus'])).code).toBe(2);
  });
});
