// One failing project per rule of SPEC §2 (and the config rules): the code, the
// position, and that nothing is written.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compiler/compile.js';
import { codeText, positionOf } from '../compiler/diagnostics/diagnostic.js';
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
    name: 'non-boolean permission',
    code: 'TS2WP1007',
    at: 'permission:',
    body: ok(`{ namespace: 'a/v1', permission: 'yes' } as any`),
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
        `  @Api({ namespace: NS, endpoint: E, params: P, methods: M })\n  h(params: { id: number }) { return { id: params.id }; }\n`,
        'TestController',
        "import { Api, Controller } from 'ts2wp';\nimport { NS, P } from '../shared';\nconst E = '/x';\nconst M = ['GET', 'POST'] as const;",
      ),
    });
    const result = compileProject(dir);
    expect(result.diagnostics.map(codeText)).toEqual([]);
    expect(result.model!.routes[0]).toMatchObject({
      namespace: 'shared/v1',
      endpoint: '/x',
      methods: ['GET', 'POST'],
      params: [{ name: 'id', type: 'number' }],
    });
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
    expect(read({})).toMatchObject({ contributors: [], tags: ['rest-api'] });
    expect(read({ license: 'Proprietary' }).licenseUri).toBe('');
    expect(read({ description: 'é'.repeat(150) }).description).toHaveLength(150);
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
