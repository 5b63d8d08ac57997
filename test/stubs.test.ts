// `ts2wp stubs`: the shipped ts2wp/wordpress declarations are what the generator makes of
// the recorded WordPress version; the PHPDoc → TypeScript mapping; handlers are type-checked
// against them; and a handler calling WordPress answers through WordPress's REST server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stubs } from '../cli/stubs.js';
import { compileProject } from '../compiler/compile.js';
import { codeText } from '../compiler/diagnostics/diagnostic.js';
import { LIB_FILES } from '../compiler/libs.js';
import { readWordPressVersion } from '../tools/stubs/extract.js';
import { parseDocBlock, parseParamTag, phpTypeToTs, readTypeToken, type TypeContext } from '../tools/stubs/phpdoc.js';
import * as wordpress from '../lib/wordpress.js';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, wordpressCore } from './helpers/php.js';
import { controller, makeProject } from './helpers/project.js';
import { restRequests } from './helpers/wp.js';

const SHIPPED = LIB_FILES.wordpress;
const shipped = fs.readFileSync(SHIPPED, 'utf8');
const recordedVersion = /^export const WORDPRESS_VERSION = '([^']+)';$/m.exec(shipped)?.[1];

describe('ts2wp stubs', () => {
  it('records the WordPress version in a header comment and WORDPRESS_VERSION', () => {
    expect(recordedVersion).toMatch(/^\d+\.\d+/);
    expect(shipped.split('\n', 2)[1]).toContain(`from WordPress ${recordedVersion} (wp-includes/version.php)`);
    expect(wordpress.WORDPRESS_VERSION).toBe(recordedVersion);
  });

  it('regenerates the shipped declarations byte for byte from the recorded WordPress', async () => {
    const core = wordpressCore();
    const installed = readWordPressVersion(core);
    // Not a skip: a different WordPress here means the shipped file cannot be verified.
    expect(
      installed,
      `WordPress at ${core} is ${installed}, but ${path.basename(SHIPPED)} was generated from ${recordedVersion}: ` +
        `install WordPress ${recordedVersion} (or point TS2WP_WP_CORE at it), or regenerate with \`ts2wp stubs\` and review the diff.`,
    ).toBe(recordedVersion);
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-stubs-')), 'wordpress.generated.ts');
    const lines: string[] = [];
    await stubs({ wpDir: core, out, log: (l) => lines.push(l) });
    expect(lines.join('\n')).toMatch(
      new RegExp(`WordPress ${recordedVersion.replace(/\./g, '\\.')}, \\d+ functions, 9 classes`),
    );
    const generated = fs.readFileSync(out, 'utf8');
    if (generated !== shipped) {
      const a = generated.split('\n');
      const b = shipped.split('\n');
      const line = a.findIndex((l, i) => l !== b[i]);
      expect.fail(
        `${path.basename(SHIPPED)} differs from \`ts2wp stubs\` output at line ${line + 1}:\n  shipped:   ${b[line]}\n  generated: ${a[line]}\nRun \`ts2wp stubs\` and commit the result.`,
      );
    }
  });

  it('declares the core API, sorted, and leaves out private, deprecated and underscore functions', () => {
    const functions = [...shipped.matchAll(/^export function (\w+)\(/gm)].map((m) => m[1]);
    expect(functions.length).toBeGreaterThan(1500);
    expect([...functions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(functions);
    for (const name of [
      'get_option',
      'sanitize_text_field',
      'current_user_can',
      'get_posts',
      'wp_insert_post',
      'wp_handle_upload',
      'rest_ensure_response',
      '__',
    ]) {
      expect(functions, name).toContain(name);
    }
    // _wp_handle_upload is private (leading underscore), get_postdata and wp_get_sites are deprecated, mb_substr is a PHP polyfill.
    for (const name of ['_wp_handle_upload', 'get_postdata', 'wp_get_sites', 'mb_substr', '_e'])
      expect(functions, name).not.toContain(name);
    const classes = [...shipped.matchAll(/^export interface (WP_\w+?)(?: extends \w+)? \{/gm)].map((m) => m[1]);
    expect(classes).toEqual(
      expect.arrayContaining([
        'WP_Comment',
        'WP_Error',
        'WP_HTTP_Response',
        'WP_Post',
        'WP_Query',
        'WP_REST_Request',
        'WP_REST_Response',
        'WP_Term',
        'WP_User',
      ]),
    );
    expect(shipped).toContain('export function get_option(option: string, default_?: unknown): unknown {');
    expect(shipped).toContain('export function current_user_can(capability: string, ...args: unknown[]): boolean {');
    expect(shipped).toContain('export interface WP_REST_Response extends WP_HTTP_Response {');
    expect(shipped).toContain(
      'export function get_posts(args?: WP_Query_Args | string | null): WP_Post[] | number[] {',
    );
  });
});

describe('PHPDoc → TypeScript', () => {
  const ctx: TypeContext = {
    classes: new Map([
      ['wp_post', 'WP_Post'],
      ['wp_error', 'WP_Error'],
      ['wp_query', 'WP_Query'],
    ]),
    position: 'return',
  };
  const cases: [string, string, Partial<TypeContext>?][] = [
    ['int', 'number'],
    ['float', 'number'],
    ['int|float', 'number'],
    ['string', 'string'],
    ['bool', 'boolean'],
    ['boolean', 'boolean'],
    ['true', 'true'],
    ['false', 'false'],
    ['true|false', 'boolean'],
    ['bool|false', 'boolean'],
    ['null', 'null'],
    ['int|false', 'number | false'],
    ['?string', 'string | null'],
    ['WP_Post[]', 'WP_Post[]'],
    ['\\WP_Post|null', 'WP_Post | null'],
    ['wp_error', 'WP_Error'],
    ['int[]|string', 'number[] | string'],
    ['(int|string)[]', '(number | string)[]'],
    ['array', 'PhpArray'],
    ['array[]', 'PhpArray[]'],
    ['array<string, int>', 'Record<string, number>'],
    ['array<int, WP_Post>', 'WP_Post[]'],
    ['array<string>', 'string[]'],
    ['array{key: string}', 'PhpArray'],
    ['mixed', 'unknown'],
    ['mixed|false', 'unknown'],
    ['WP_Site', 'unknown'],
    ['WP_Site|false', 'unknown'],
    ['object', 'Record<string, unknown>'],
    ['stdClass', 'Record<string, unknown>'],
    ['callable', 'PhpCallable'],
    ['Closure|null', 'PhpCallable | null'],
    ['void', 'void'],
    ['void', 'unknown', { position: 'param' }],
    ['WP_Error|void', 'WP_Error | null'],
    ['$this', 'WP_Query', { self: 'WP_Query' }],
    ["'raw'|'display'", '"raw" | "display"'],
    ['int|', 'number'],
    ['', 'unknown'],
  ];
  for (const [php, ts, extra] of cases) {
    it(`${php || '(none)'} → ${ts}`, () => expect(phpTypeToTs(php, { ...ctx, ...extra })).toBe(ts));
  }

  it('reads types, names and descriptions from tags', () => {
    expect(readTypeToken('int|string $id The ID.')).toBe('int|string');
    expect(readTypeToken('array<string, int> $map')).toBe('array<string, int>');
    expect(parseParamTag('mixed ...$args Optional. More.')).toEqual({
      type: 'mixed',
      name: 'args',
      description: 'Optional. More.',
    });
    expect(parseParamTag('array $args {\n    Optional. Arguments.\n\n    @type int $n Count.\n}')).toEqual({
      type: 'array',
      name: 'args',
      description: 'Optional. Arguments.',
    });
    const doc = parseDocBlock(
      '/**\n * Summary line\n * continues.\n *\n * Long text.\n *\n * @since 1.0.0\n * @param array $a {\n *     @type int $x X.\n * }\n * @return bool Yes.\n */',
    );
    expect(doc.summary).toBe('Summary line continues.');
    expect(doc.tags.map((t) => t.name)).toEqual(['since', 'param', 'return']);
  });
});

describe('ts2wp/wordpress in Node', () => {
  it('throws from WordPress functions and classes without a runtime', () => {
    expect(() => wordpress.get_option('x')).toThrow(/get_option\(\) is only available inside WordPress/);
    expect(() => new wordpress.WP_Query()).toThrow(/new WP_Query\(\) is only available inside WordPress/);
  });

  it('keeps WP_Error, WP_HTTP_Response and WP_REST_Response as data classes', () => {
    const error = new wordpress.WP_Error('not_found', 'Nope', { status: 404 });
    expect([error.get_error_code(), error.get_error_message(), error.get_error_data(), error.has_errors()]).toEqual([
      'not_found',
      'Nope',
      { status: 404 },
      true,
    ]);
    error.add('other', 'Second');
    expect(error.get_error_messages()).toEqual(['Nope', 'Second']);
    expect(new wordpress.WP_Error().has_errors()).toBe(false);
    const response = new wordpress.WP_REST_Response({ ok: true }, 201, { 'X-A': '1' });
    response.header('X-A', '2', false);
    expect([response.get_data(), response.get_status(), response.get_headers(), response.is_error()]).toEqual([
      { ok: true },
      201,
      { 'X-A': '1, 2' },
      false,
    ]);
    response.set_status(410);
    response.set_data('gone');
    expect(response.as_error()?.get_error_code()).toBe(410);
  });
});

describe('handlers are checked against the declarations', () => {
  const compileWith = (imports: string, body: string) =>
    compileProject(
      makeProject(
        controller(
          `  @Api({ namespace: 'wpapi/v1', endpoint: '/x' })\n  x() {\n${body}\n  }\n`,
          'TestController',
          `import { Api, Controller } from 'ts2wp';\nimport { ${imports} } from 'ts2wp/wordpress';`,
        ),
      ),
    );
  const codes = (r: ReturnType<typeof compileProject>) => r.diagnostics.map(codeText);

  it('rejects a function WordPress does not have', () => {
    expect(codes(compileWith('wp_make_coffee', '    return wp_make_coffee();'))).toContain('TS2305');
    expect(codes(compileWith('get_optoin', "    return get_optoin('x');"))).toContain('TS2724');
  });

  it('rejects wrong arguments and unknown members', () => {
    expect(codes(compileWith('sanitize_text_field', '    return sanitize_text_field(42);'))).toContain('TS2345');
    expect(codes(compileWith('wp_insert_post', '    return wp_insert_post({ post_title: 1 });'))).toContain('TS2322');
    expect(codes(compileWith('WP_Error', "    return new WP_Error('a', 'b').get_error_kode();"))).toContain('TS2551');
  });

  it('accepts the typed API', () => {
    const result = compileWith(
      'get_posts, WP_Error, type WP_Post',
      "    const posts = get_posts({ post_type: 'page', posts_per_page: 5 }) as WP_Post[];\n    const e = new WP_Error('x', 'y');\n    return { n: posts.length, code: e.get_error_code() };",
    );
    expect(
      result.diagnostics.map(
        (d) => `${codeText(d)} ${typeof d.messageText === 'string' ? d.messageText : d.messageText.messageText}`,
      ),
    ).toEqual([]);
  });
});

describe('a handler calling WordPress, through WordPress REST', () => {
  let plugin: string;
  let php: string;

  beforeAll(async () => {
    const dir = makeProject(
      controller(
        `
  @Api({ namespace: 'wpapi/v1', endpoint: '/item', params: { id: 'number' } })
  show(params: { id: number }) {
    if (params.id !== 1) {
      return new WP_Error('wpapi_not_found', 'No such item', { status: 404 });
    }
    const response = new WP_REST_Response({
      ok: true,
      name: sanitize_text_field('  <b>Ada</b>  '),
      label: get_option('wpapi_label', 'fallback'),
      set: get_option('wpapi_set', 'fallback'),
      editor: current_user_can('edit_posts'),
    }, 201);
    response.header('X-Wpapi', 'yes');
    return response;
  }
`,
        'WpApiController',
        "import { Api, Controller } from 'ts2wp';\nimport { current_user_can, get_option, sanitize_text_field, WP_Error, WP_REST_Response } from 'ts2wp/wordpress';",
      ),
    );
    plugin = await buildProject(dir);
    php = fs.readFileSync(path.join(plugin, 'app', 'Controllers', 'WpApiController.php'), 'utf8');
  });

  afterAll(closePhp);

  it('calls the PHP globals', () => {
    const flat = php.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');
    expect(flat).toContain("new \\WP_Error('wpapi_not_found', 'No such item', Js::to_php(");
    expect(flat).toContain("\\get_option('wpapi_label', 'fallback')");
    expect(flat).toContain('\\sanitize_text_field(');
    expect(flat).toContain("\\current_user_can('edit_posts')");
    expect(flat).toContain('new \\WP_REST_Response(Js::to_json(');
    expect(flat).toContain("$response->header('X-Wpapi', 'yes')");
  });

  it('answers 201 with the response and 404 with the WP_Error code', async () => {
    // No database here: options come from pre_option_<name> filters (the first returns the
    // default; blog_charset is read by sanitize_text_field()).
    const muPlugin = `<?php
require_once ABSPATH . WPINC . '/option.php';
add_filter( 'pre_option_blog_charset', function () { return 'UTF-8'; } );
add_filter( 'pre_option_wpapi_label', function ( $pre, $option, $default ) { return $default; }, 10, 3 );
add_filter( 'pre_option_wpapi_set', function () { return 'configured'; } );
`;
    const [ok, asEditor, missing] = await restRequests(
      await getPhp('8.3'),
      [plugin],
      [
        { method: 'GET', path: '/wpapi/v1/item/1' },
        { method: 'GET', path: '/wpapi/v1/item/1', user: 7 },
        { method: 'GET', path: '/wpapi/v1/item/2' },
      ],
      { muPlugin },
    );
    expect(ok).toMatchObject({
      status: 201,
      data: { ok: true, name: 'Ada', label: 'fallback', set: 'configured', editor: false },
    });
    expect(ok.headers).toMatchObject({ 'X-Wpapi': 'yes' });
    expect(asEditor).toMatchObject({ status: 201, data: { editor: true } });
    expect(missing).toMatchObject({
      status: 404,
      data: { code: 'wpapi_not_found', message: 'No such item', data: { status: 404 } },
    });
  });
});
