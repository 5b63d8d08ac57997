// Seed-form PHP controllers beside TypeScript ones: read with php-parser into the same
// route model, copied with scoped namespaces, served through WordPress's REST code.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { codeText, messageOf, positionOf } from '../emitter/diagnostics/diagnostic.js';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, runPhp } from './helpers/php.js';
import { controller, makeProject } from './helpers/project.js';
import { restRequests } from './helpers/wp.js';

afterAll(closePhp);

const seed = (
  attr: string,
  body = "return array( 'id' => $params['id'], 'via' => 'php', 'tags' => $params['tags'] );",
  extra = '',
) => `<?php
namespace App\\Controllers;

use Framework\\Attributes\\Api;
use Framework\\Controller;

class SeedController extends Controller {
	${attr}
	public function item( $params, $request ) {
		${body}
	}
${extra}}
`;

const ts = controller(
  `  @Api({ namespace: 'mix/v1', endpoint: '/ts', params: { n: 'number' } })\n  item(params: { n: number }) { return { n: params.n, via: 'ts' }; }\n`,
);

describe('seed-form PHP controllers', () => {
  it('join the plugin beside TypeScript controllers and answer with plain PHP params', async () => {
    const dir = makeProject({
      ...ts,
      'app/Controllers/SeedController.php': seed(
        "#[Api(namespace: 'mix/v1', endpoint: '/php', name: 'seedItem', methods: ['GET', 'POST'], params: ['id' => 'number', 'tags' => 'array'])]",
      ),
    });
    const plugin = await buildProject(dir);
    const copied = fs.readFileSync(path.join(plugin, 'app/Controllers/SeedController.php'), 'utf8');
    expect(copied).toContain('namespace Test\\Plugin\\App\\Controllers;');
    expect(copied).toContain('use Test\\Plugin\\Framework\\Attributes\\Api;');
    expect(copied).toContain('use Test\\Plugin\\Framework\\Controller;');
    expect(copied).toContain("defined( 'ABSPATH' ) || exit;");
    const [php, body, tsRoute] = await restRequests(
      await getPhp('8.3'),
      [plugin],
      [
        { method: 'GET', path: '/mix/v1/php/7/a,b' },
        { method: 'POST', path: '/mix/v1/php', json: { id: 8, tags: ['x'] } },
        { method: 'GET', path: '/mix/v1/ts/1.5' },
      ],
    );
    expect(php).toMatchObject({ status: 200, data: { id: 7, via: 'php', tags: ['a', 'b'] } });
    expect(body.data).toEqual({ id: 8, via: 'php', tags: ['x'] });
    expect(tsRoute.data).toEqual({ n: 1.5, via: 'ts' });
  });

  it("positional attribute arguments follow Api's constructor", () => {
    const dir = makeProject({
      'app/Controllers/SeedController.php': seed(
        "#[Api('pos/v1', '/p', null, 'POST', ['id' => 'number', 'tags' => 'array'], true)]",
      ),
    });
    const result = compileProject(dir);
    expect(result.diagnostics).toEqual([]);
    expect(result.model!.routes[0]).toMatchObject({
      namespace: 'pos/v1',
      endpoint: '/p',
      name: null,
      methods: ['POST'],
      permission: true,
      raw: true,
    });
  });

  it("#[Api(permission: 'edit_posts')] and a list of capabilities guard a hand-written route", async () => {
    const dir = makeProject({
      'app/Controllers/SeedController.php': seed(
        "#[Api(namespace: 'cap/v1', endpoint: '/one', methods: 'POST', params: ['id' => 'number', 'tags' => 'array'], permission: 'edit_posts')]",
        undefined,
        `
	#[Api(namespace: 'cap/v1', endpoint: '/all', methods: ['POST'], permission: array( 'edit_posts', 'publish_posts' ))]
	public function all( $params ) {
		return array( 'all' => true );
	}
`,
      ),
    });
    const result = compileProject(dir);
    expect(result.diagnostics).toEqual([]);
    expect(result.model!.routes.map((r) => r.permission)).toEqual([['edit_posts'], ['edit_posts', 'publish_posts']]);
    const plugin = await buildProject(dir);
    expect(fs.readFileSync(path.join(plugin, 'routes.php'), 'utf8')).toContain(
      "'permission' => array( 'edit_posts', 'publish_posts' ),",
    );
    const one = { method: 'POST', path: '/cap/v1/one', json: { id: 1, tags: [] } };
    const all = { method: 'POST', path: '/cap/v1/all' };
    const answers = await restRequests(
      await getPhp('8.3'),
      [plugin],
      [
        one,
        { ...one, user: 2, caps: ['read'] },
        { ...one, user: 3, caps: ['read', 'edit_posts'] },
        all,
        { ...all, user: 3, caps: ['read', 'edit_posts'] },
        { ...all, user: 4, caps: ['read', 'edit_posts', 'publish_posts'] },
      ],
    );
    expect(answers.map((a) => [a.status, a.data.code ?? a.data.via ?? a.data.all])).toEqual([
      [401, 'rest_forbidden'],
      [403, 'rest_forbidden'],
      [200, 'php'],
      [401, 'rest_forbidden'],
      [403, 'rest_forbidden'],
      [200, true],
    ]);
  });

  it('#[Api] takes patterns, barePath and permission { capability, of } as @Api does', async () => {
    const dir = makeProject({
      'app/Controllers/SeedController.php': seed(
        "#[Api(namespace: 'pat/v1', endpoint: '/items', methods: 'PUT', params: ['id' => 'number'], patterns: ['id' => '\\d+'], permission: ['capability' => 'edit_post', 'of' => 'id'], barePath: false)]",
        "return array( 'id' => $params['id'] );",
      ),
    });
    const result = compileProject(dir);
    expect(result.diagnostics).toEqual([]);
    expect(result.model!.routes[0]).toMatchObject({
      params: [{ name: 'id', type: 'number', pattern: '\\d+' }],
      permission: { capability: 'edit_post', of: 'id' },
      noBarePath: true,
    });
    const plugin = await buildProject(dir);
    const answers = await restRequests(
      await getPhp('8.3'),
      [plugin],
      [
        { method: 'PUT', path: '/pat/v1/items/abc', user: 1 },
        { method: 'PUT', path: '/pat/v1/items', json: { id: 3 }, user: 1 },
        { method: 'PUT', path: '/pat/v1/items/3' },
        { method: 'PUT', path: '/pat/v1/items/3', user: 1 },
      ],
    );
    expect(answers.map((a) => [a.status, a.data.code ?? a.data.id])).toEqual([
      [404, 'rest_no_route'],
      [404, 'rest_no_route'],
      [401, 'rest_forbidden'],
      [200, 3],
    ]);
  });

  it("PHP's own reflection instantiates every #[Api] option, named and positional, as the build reads it", async () => {
    const attrs = [
      "#[Api(namespace: 'pat/v1', endpoint: '/items', methods: 'PUT', params: ['id' => 'number'], permission: ['capability' => 'edit_post', 'of' => 'id'], batch: true, patterns: ['id' => '\\d+'], barePath: false)]",
      "#[Api('pos/v1', '/p', 'posItem', 'POST', ['id' => 'number'], true, true, ['id' => '\\d+'], false)]",
    ];
    const built = await Promise.all(
      attrs.map(async (attr) => {
        const dir = makeProject({
          'app/Controllers/SeedController.php': seed(attr, "return array( 'id' => $params['id'] );"),
        });
        expect(compileProject(dir).diagnostics).toEqual([]);
        return { dir: await buildProject(dir), model: compileProject(dir).model!.routes[0] };
      }),
    );
    const php = await getPhp('8.3');
    for (const { dir, model } of built) {
      // The built attribute class, and the attribute line of the copied controller spelled with its full name.
      const api = fs.readFileSync(path.join(dir, 'framework/Attributes/Api.php'), 'utf8');
      const fqcn = `\\${/^namespace ([^;]+);/m.exec(api)![1]}\\Api`;
      const controllerText = fs.readFileSync(path.join(dir, 'app/Controllers/SeedController.php'), 'utf8');
      const line = /^\s*#\[Api\(.*$/m.exec(controllerText)![0].trim().replace('#[Api(', `#[${fqcn}(`);
      php.writeFile('/tmp/api-attribute.php', api);
      const run = await runPhp(
        php,
        `<?php
define( 'ABSPATH', '/' );
require '/tmp/api-attribute.php';
class Probe {
	${line}
	public function item() {}
}
$attr = ( new \\ReflectionMethod( Probe::class, 'item' ) )->getAttributes()[0]->newInstance();
echo json_encode( get_object_vars( $attr ) );`,
      );
      expect(run.errors).toBe('');
      const vars = JSON.parse(run.text);
      expect(vars).toEqual({
        namespace: model.namespace,
        endpoint: model.endpoint,
        name: model.name,
        methods: vars.methods, // a string or a list, as written
        params: { id: 'number' },
        permission: vars.permission,
        batch: true,
        patterns: { id: '\\d+' },
        bare_path: false,
      });
      expect([model.batch, model.noBarePath, model.params[0].pattern]).toEqual([true, true, '\\d+']);
    }
  });

  it('a route served by both a TS and a PHP controller is a compile error', () => {
    const dir = makeProject({
      ...ts,
      'app/Controllers/SeedController.php': seed(
        "#[Api(namespace: 'mix/v1', endpoint: '/ts', params: ['x' => 'string'])]",
      ),
    });
    const d = compileProject(dir).diagnostics.find((x) => codeText(x) === 'TS2WP1010');
    expect(d).toBeDefined();
    expect(positionOf(d!)!.file).toMatch(/SeedController\.php$/);
    expect(positionOf(d!)).toMatchObject({ line: 8, col: 2 });
  });

  const bad: [string, string, string, { line: number; col: number }][] = [
    ['bad namespace', "#[Api(namespace: 'nope', endpoint: '/x')]", 'TS2WP1003', { line: 8, col: 8 }],
    ['unknown method', "#[Api(namespace: 'a/v1', methods: 'FETCH')]", 'TS2WP1005', { line: 8, col: 27 }],
    ['unknown option', "#[Api(namespace: 'a/v1', route: '/x')]", 'TS2WP1002', { line: 8, col: 27 }],
    ['non-literal value', '#[Api(namespace: SOME_CONST)]', 'TS2WP1001', { line: 8, col: 19 }],
    ['unknown param type', "#[Api(namespace: 'a/v1', params: ['id' => 'int'])]", 'TS2WP1006', { line: 8, col: 27 }],
    ['bad capability', "#[Api(namespace: 'a/v1', permission: 'edit posts')]", 'TS2WP1007', { line: 8, col: 27 }],
    ['empty capability list', "#[Api(namespace: 'a/v1', permission: [])]", 'TS2WP1007', { line: 8, col: 27 }],
  ];
  for (const [name, attr, code, pos] of bad) {
    it(`${name} → ${code} at its position in the .php file`, () => {
      const dir = makeProject({ 'app/Controllers/SeedController.php': seed(attr) });
      const result = compileProject(dir);
      const d = result.diagnostics.find((x) => codeText(x) === code);
      expect(d, result.diagnostics.map((x) => `${codeText(x)} ${messageOf(x)}`).join('\n')).toBeDefined();
      expect(positionOf(d!)).toMatchObject(pos);
      expect(result.files).toBeUndefined();
    });
  }

  it('a PHP syntax error → TS2WP2007 at the error', () => {
    const dir = makeProject({
      'app/Controllers/SeedController.php': seed("#[Api(namespace: 'a/v1')]", 'return array( ;'),
    });
    const d = compileProject(dir).diagnostics[0];
    expect(codeText(d)).toBe('TS2WP2007');
    expect(positionOf(d)).toMatchObject({ line: 10 });
  });

  it('a private or static #[Api] method is an error', () => {
    const src = seed("#[Api(namespace: 'a/v1')]").replace('public function item', 'private function item');
    expect(
      compileProject(makeProject({ 'app/Controllers/SeedController.php': src })).diagnostics.map(codeText),
    ).toEqual(['TS2WP1012']);
  });

  it('a class not extending the framework Controller is an error', () => {
    const src = seed("#[Api(namespace: 'a/v1')]").replace('extends Controller', 'extends \\Other\\Base');
    expect(
      compileProject(makeProject({ 'app/Controllers/SeedController.php': src })).diagnostics.map(codeText),
    ).toEqual(['TS2WP1014']);
  });
});
