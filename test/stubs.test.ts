// `ts2wp stubs`: the shipped ts2wp/wordpress declarations are what the generator makes of
// the recorded WordPress version; the PHPDoc → TypeScript mapping; handlers are type-checked
// against them; and a handler calling WordPress answers through WordPress's REST server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stubs } from '../cli/stubs.js';
import { compileProject } from '../emitter/compile.js';
import { codeText } from '../emitter/diagnostics/diagnostic.js';
import { LIB_FILES } from '../emitter/libs.js';
import ts from '#typescript';
import { extractWordPress, readWordPressVersion } from '../tools/stubs/extract.js';
import {
  parseDocBlock,
  parseHashNotation,
  parseParamTag,
  phpTypeToTs,
  readTypeToken,
  type TypeContext,
} from '../tools/stubs/phpdoc.js';
import * as wordpress from '../lib/wordpress.js';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, wordpress7Core } from './helpers/php.js';
import { controller, DEFAULT_CONFIG, makeProject } from './helpers/project.js';
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
    const core = wordpress7Core();
    const installed = readWordPressVersion(core);
    // Not a skip: a different WordPress here means the shipped file cannot be verified.
    expect(
      installed,
      `WordPress at ${core} is ${installed}, but ${path.basename(SHIPPED)} was generated from ${recordedVersion}: ` +
        `fetch WordPress ${recordedVersion} (scripts/setup-wordpress.sh), or regenerate with \`ts2wp stubs\` and review the diff.`,
    ).toBe(recordedVersion);
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-stubs-')), 'wordpress.generated.ts');
    const lines: string[] = [];
    await stubs({ wpDir: core, out, log: (l) => lines.push(l) });
    expect(lines.join('\n')).toMatch(
      new RegExp(`WordPress ${recordedVersion.replace(/\./g, '\\.')}, \\d+ functions, 11 classes`),
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
    const classes = [...shipped.matchAll(/^export interface (WP_\w+?)(?:<[^>]+>)?(?: extends \w+)? \{/gm)].map(
      (m) => m[1],
    );
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
    expect(shipped).toContain('export function get_option<T>(option: string, default_value: T): OptionValue<T>;');
    expect(shipped).toContain('export function current_user_can(capability: string, ...args: unknown[]): boolean {');
    expect(shipped).toContain('export interface WP_REST_Response extends WP_HTTP_Response {');
    expect(shipped).toContain("export function get_posts(args: Get_Posts_Args & { fields: 'ids' }): number[];");
    // Functions in a namespace (class-avif-info.php's Avifinfo\read()) are not globals.
    for (const name of ['read', 'read_big_endian', 'skip']) expect(functions, name).not.toContain(name);
  });
});

describe('functions newer than WordPress 6.1', () => {
  it('carry a note wherever WordPress 6.1 lacks them', () => {
    const doc = new Map(
      [...shipped.matchAll(/\/\*\*((?:(?!\*\/)[^])*)\*\/\nexport function (\w+)[<(]/g)].map((m) => [m[2], m[1]]),
    );
    const old = new Set(extractWordPress('/usr/share/wordpress').functions.map((f) => f.name));
    expect(readWordPressVersion('/usr/share/wordpress')).toMatch(/^6\.1\./);
    const lacking = [...doc.keys()].filter((name) => !old.has(name));
    const noted = new Set([...doc].filter(([, text]) => text.includes('New in WordPress')).map(([name]) => name));
    // wp_admin_headers() moved into wp-includes/ after 6.1; 6.1 had it in wp-admin/includes/.
    expect(lacking.filter((name) => !noted.has(name))).toEqual(['wp_admin_headers']);
    expect(lacking.length).toBeGreaterThan(150);
    expect(doc.get('wp_admin_headers')).toContain('@since 4.9.0');
    // The note quotes the version from @since and the rule that enforces it.
    const example = [...noted].find((name) => doc.get(name)!.includes('@since 6.5.0'))!;
    expect(doc.get(example)).toMatch(
      /New in WordPress 6\.5: .*`requiresWp` .* at 6\.5 or later, or the build fails \(TS2WP2011\)/s,
    );
  });
});

describe('requiresWp against what the handlers call', () => {
  const build = (requiresWp?: string) =>
    compileProject(
      makeProject(
        controller(
          `  @Api({ namespace: 'wpapi/v1', endpoint: '/x' })\n  x() {\n    return { rest: wp_is_serving_rest_request(), old: is_user_logged_in() };\n  }\n`,
          'TestController',
          "import { Api, Controller } from 'ts2wp';\nimport { is_user_logged_in, wp_is_serving_rest_request } from 'ts2wp/wordpress';",
        ),
        { ...DEFAULT_CONFIG, ...(requiresWp ? { requiresWp } : {}) },
      ),
    );

  it('fails the build at a call newer than requiresWp (default 6.1), naming the version to require', () => {
    const result = build();
    expect(result.files).toBeUndefined();
    expect(messages(result)).toEqual([
      'TS2WP2011 wp_is_serving_rest_request() is new in WordPress 6.5 (@since 6.5.0), but the plugin requires only WordPress 6.1: on an older site the call is a fatal error. Set "requiresWp": "6.5" (or later) in the ts2wp config, which WordPress then enforces before activating the plugin.',
    ]);
    const [diagnostic] = result.diagnostics;
    const { line, character } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start!);
    expect([line + 1, character + 1]).toEqual([7, 20]);
    expect(build('6.4').diagnostics.map(codeText)).toEqual(['TS2WP2011']);
  });

  it('builds once requiresWp admits it', () => {
    const result = build('6.5');
    expect(messages(result)).toEqual([]);
    expect(result.files).toBeDefined();
    expect([...result.files!.values()].join('\n')).toContain('Requires at least: 6.5');
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

  it('reads the keys of hash notation, nested blocks included', () => {
    const body = [
      'array|string $args {',
      '    Optional. Arguments.',
      '',
      '    @type string   $label   Name shown in the menu.',
      '                           Default is {@see $labels}.',
      '    @type bool|array $rewrite {',
      '        Rewrite rules.',
      '',
      '        @type string $slug Customize the slug.',
      '        @type int    $ep_mask Endpoint mask.',
      '    }',
      '    @type array<string, int> $weights Weights by name.',
      '}',
    ].join('\n');
    expect(parseHashNotation(body)).toEqual([
      { name: 'label', type: 'string', description: 'Name shown in the menu. Default is {@see $labels}.' },
      {
        name: 'rewrite',
        type: 'bool|array',
        description: 'Rewrite rules.',
        members: [
          { name: 'slug', type: 'string', description: 'Customize the slug.' },
          { name: 'ep_mask', type: 'int', description: 'Endpoint mask.' },
        ],
      },
      { name: 'weights', type: 'array<string, int>', description: 'Weights by name.' },
    ]);
    expect(parseHashNotation('int $id The ID.')).toBeUndefined();
  });

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
      'get_posts, WP_Error',
      "    const posts = get_posts({ post_type: 'page', posts_per_page: 5 });\n    const e = new WP_Error('x', 'y');\n    return { n: posts.length, code: e.get_error_code() };",
    );
    expect(messages(result)).toEqual([]);
  });
});

/** `TS2769 No overload matches this call. …`: each diagnostic's code and its whole message chain. */
function messages(result: ReturnType<typeof compileProject>): string[] {
  const flatten = (m: string | ts.DiagnosticMessageChain): string =>
    typeof m === 'string' ? m : [m.messageText, ...(m.next ?? []).map(flatten)].join(' ');
  return result.diagnostics.map((d) => `${codeText(d)} ${flatten(d.messageText)}`);
}

describe('precise types for the calls plugins make most', () => {
  const compileHandler = (imports: string, body: string) =>
    compileProject(
      makeProject(
        controller(
          `  @Api({ namespace: 'reading/v1', endpoint: '/books' })\n  list() {\n${body}\n  }\n`,
          'ReadingController',
          `import { Api, Controller } from 'ts2wp';\nimport { ${imports} } from 'ts2wp/wordpress';`,
        ),
      ),
    );

  it('type-checks a realistic handler with no casts under strict', () => {
    const result = compileHandler(
      'get_option, get_post, get_post_meta, get_posts, get_term_meta, get_user_meta, register_meta, register_post_meta, register_post_type, register_rest_field, register_taxonomy, rest_ensure_response, WP_Error, WP_Query, WP_REST_Response',
      `    register_post_type('book', {
      labels: { name: 'Books', singular_name: 'Book' },
      public: true,
      show_in_rest: true,
      supports: ['title', 'editor', 'custom-fields'],
      rewrite: { slug: 'books', with_front: false },
      menu_position: 5,
    });
    register_taxonomy('genre', 'book', { hierarchical: true, labels: { name: 'Genres' }, show_admin_column: true });
    register_post_meta('book', 'rating', { type: 'integer', single: true, show_in_rest: true, default: 0 });
    register_meta('user', 'reading_goal', { type: 'integer', single: true });
    register_rest_field('book', 'isbn', { get_callback: (book: Record<string, unknown>) => String(book['id']), schema: null });
    const perPage = get_option('reading_per_page', 10);
    const label = get_option('reading_label', 'Books');
    const posts = get_posts({ post_type: 'book', posts_per_page: Number(perPage), orderby: 'title', order: 'ASC' });
    const ids = get_posts({ post_type: 'book', fields: 'ids', numberposts: -1 });
    const parents = get_posts({ post_type: 'book', fields: 'id=>parent' });
    const query = new WP_Query({ post_type: 'book', meta_key: 'rating', orderby: 'meta_value_num' });
    const recent = query.query({ post_type: 'book', posts_per_page: 3 });
    const books = posts.map((post) => ({
      id: post.ID,
      title: post.post_title.trim(),
      author: post.post_author,
      rating: get_post_meta(post.ID, 'rating', true),
      notes: get_post_meta(post.ID, 'note').length,
      keys: Object.keys(get_post_meta(post.ID)),
    }));
    const first = get_post(ids[0] ?? 0);
    const goal = get_user_meta(1, 'reading_goal', true);
    const colours = get_term_meta(3, 'colour');
    const response = new WP_REST_Response({
      books,
      ids: ids.map((id) => id + 1),
      parents: Object.values(parents).map((parent) => parent * 2),
      recent: recent.map((post) => post.post_name),
      first: first ? first.post_title : null,
      label: label.toUpperCase(),
      goal,
      colours: colours.length,
    });
    response.header('X-WP-Total', ids.length);
    response.header('X-Reading-Cached', false);
    const ensured = rest_ensure_response({ ok: true });
    ensured.set_status(201);
    const failed = rest_ensure_response(new WP_Error('x', 'y'));
    return failed.get_error_code() === 'x' ? response : ensured;`,
    );
    expect(messages(result)).toEqual([]);
  });

  it('rejects a misspelt key of an args shape', () => {
    const typo = (call: string) => messages(compileHandler(/(\w+)\(/.exec(call)![1], `    ${call};\n    return 1;`));
    expect(typo("register_post_type('book', { public: true, show_in_rset: true })")).toEqual([
      expect.stringMatching(
        /^TS2561 .*'show_in_rset' does not exist in type 'Register_Post_Type_Args'.*'show_in_rest'/,
      ),
    ]);
    expect(typo("register_taxonomy('genre', 'book', { hierachical: true })")).toEqual([
      expect.stringMatching(/^TS2561 .*'hierachical' does not exist in type 'Register_Taxonomy_Args'/),
    ]);
    expect(typo("register_post_meta('book', 'rating', { singel: true })")).toEqual([
      expect.stringMatching(/^TS2561 .*'singel' does not exist in type 'Register_Meta_Args'/),
    ]);
    expect(typo("register_rest_field('book', 'isbn', { get_calback: null })")).toEqual([
      expect.stringMatching(/^TS2561 .*'get_calback' does not exist in type 'Register_Rest_Field_Args'/),
    ]);
    expect(typo("get_posts({ post_type: 'book', post_per_page: 5 })")).toEqual([
      expect.stringMatching(/^TS2769 No overload matches this call\..*'post_per_page' does not exist in type/),
    ]);
    expect(typo("new WP_Query({ post_typ: 'book' })")).toEqual([
      expect.stringMatching(
        /^TS2769 No overload matches this call\..*'post_typ' does not exist in type 'WP_Query_Args'.*'post_type'/,
      ),
    ]);
  });

  it('rejects a wrong argument type', () => {
    const wrong = (imports: string, body: string) => messages(compileHandler(imports, `    ${body};\n    return 1;`));
    expect(wrong('register_post_type', "register_post_type('book', { public: 'yes' })")).toEqual([
      expect.stringMatching(/^TS2322 Type 'string' is not assignable to type 'boolean \| undefined'/),
    ]);
    expect(wrong('get_posts', "get_posts({ posts_per_page: '5' })")).toEqual([
      expect.stringMatching(
        /^TS2769 No overload matches this call\..*Type 'string' is not assignable to type 'number'/,
      ),
    ]);
    expect(wrong('get_posts', "get_posts({ fields: 'titles' })")).toEqual([
      expect.stringMatching(/^TS2769 No overload matches this call\..*'"titles"' is not assignable/),
    ]);
    expect(wrong('WP_REST_Response', "new WP_REST_Response(null).header('X-A', null)")).toEqual([
      expect.stringMatching(
        /^TS2345 Argument of type 'null' is not assignable to parameter of type 'string \| number \| boolean'/,
      ),
    ]);
    expect(wrong('get_post_meta', "get_post_meta(1, 'rating', true).length")).toEqual([
      "TS2571 Object is of type 'unknown'.",
    ]);
    // The default's type types the option: a string default gives a string.
    expect(wrong('get_option', "const n: number = get_option('reading_label', 'Books')")).toEqual([
      "TS2322 Type 'string' is not assignable to type 'number'.",
    ]);
  });
  it('types results by the argument that decides them: fields, a meta type argument, the request maps', () => {
    const result = compileHandler(
      'get_post_meta, get_terms, get_users, WP_Error, WP_Query, WP_REST_Request',
      `    const ids = get_users({ role: 'editor', fields: 'ID' });
    const emails = get_users({ fields: ['ID', 'user_email'] });
    const users = get_users({ role: 'editor' });
    const termIds = get_terms({ taxonomy: 'genre', fields: 'ids', hide_empty: false });
    const names = get_terms({ taxonomy: 'genre', fields: 'id=>name' });
    const terms = get_terms({ taxonomy: 'genre' });
    const shelves = get_post_meta<string[]>(1, 'shelves', true);
    const request = new WP_REST_Request('GET', '/reading/v1/books');
    const params = request.get_params();
    const json = request.get_json_params();
    const headers = request.get_headers();
    const files = request.get_file_params();
    const idQuery = new WP_Query({ post_type: 'book', fields: 'ids' });
    const parentQuery = new WP_Query({ post_type: 'book', fields: 'id=>parent' });
    const postQuery = new WP_Query({ post_type: 'book' });
    return {
      queryIds: (idQuery.posts ?? []).map((id) => id + 1),
      queryParents: (parentQuery.posts ?? []).map((row) => row.post_parent),
      queryTitles: (postQuery.posts ?? []).map((post) => post.post_title),
      ids: ids.map((id) => id.trim()),
      emails: emails.map((row) => row['user_email']),
      logins: users.map((user) => user.user_login),
      termIds: termIds instanceof WP_Error ? [] : termIds.map((id) => id + 1),
      names: names instanceof WP_Error ? [] : Object.values(names).map((name) => name.toUpperCase()),
      terms: terms instanceof WP_Error ? [] : terms.map((term) => term.slug),
      shelves: shelves === '' ? [] : shelves.map((shelf) => shelf.toUpperCase()),
      page: params['page'],
      title: json ? json['title'] : null,
      agent: (headers['user_agent'] ?? []).join(', '),
      upload: files['photo'] ? files['photo'].size : 0,
      query: Object.keys(request.get_query_params()).length + Object.keys(request.get_url_params()).length,
    };`,
    );
    expect(messages(result)).toEqual([]);
    const wrong = (imports: string, body: string) => messages(compileHandler(imports, `    ${body};\n    return 1;`));
    expect(wrong('get_users', "const n: number[] = get_users({ fields: 'ID' })")).toEqual([
      "TS2322 Type 'string[]' is not assignable to type 'number[]'. Type 'string' is not assignable to type 'number'.",
    ]);
    expect(wrong('get_users', "get_users({ fields: 'ID' })[0]!.user_login")).toEqual([
      "TS2339 Property 'user_login' does not exist on type 'string'.",
    ]);
    expect(wrong('get_terms', "const ids: number[] = get_terms({ taxonomy: 'genre', fields: 'ids' })")).toEqual([
      expect.stringMatching(/^TS2322 Type 'number\[\] \| WP_Error' is not assignable to type 'number\[\]'/),
    ]);
    expect(wrong('get_terms', "const count: string = get_terms({ fields: 'count' })")).toEqual([
      expect.stringMatching(/^TS2322 Type 'string \| number \| WP_Error' is not assignable to type 'string'/),
    ]);
    // get_terms() and get_users() take their query classes' documented keys: a misspelt one is an error.
    expect(wrong('get_terms', "get_terms({ taxonomy: 'genre', hide_emtpy: false })")).toEqual([
      expect.stringMatching(/^TS2769 No overload matches this call/),
    ]);
    expect(wrong('get_users', "get_users({ rol: 'editor' })")).toEqual([
      expect.stringMatching(/^TS2769 No overload matches this call/),
    ]);
    expect(wrong('current_time', "const n: number = current_time('mysql')")).toEqual([
      "TS2322 Type 'string' is not assignable to type 'number'.",
    ]);
    expect(wrong('WP_Query, WP_Post', "const posts: WP_Post[] | null = new WP_Query({ fields: 'ids' }).posts")).toEqual(
      [expect.stringMatching(/^TS2322 Type 'number\[\] \| null' is not assignable to type 'WP_Post\[\] \| null'/)],
    );
    // Meta comes back as text: a number type argument is refused, and an array one keeps ''.
    expect(wrong('get_post_meta', "get_post_meta<number>(1, 'rating', true)")).toEqual([
      "TS2344 Type 'number' does not satisfy the constraint 'object'.",
    ]);
    expect(wrong('get_post_meta', "const s: string[] = get_post_meta<string[]>(1, 'shelves', true)")).toEqual([
      "TS2322 Type '\"\" | string[]' is not assignable to type 'string[]'. Type 'string' is not assignable to type 'string[]'.",
    ]);
    expect(wrong('WP_REST_Request', "new WP_REST_Request().get_json_params()['title']")).toEqual([
      "TS2531 Object is possibly 'null'.",
    ]);
    expect(wrong('WP_REST_Request', "const accept: string = new WP_REST_Request().get_headers()['accept']!")).toEqual([
      "TS2322 Type 'string[]' is not assignable to type 'string'.",
    ]);
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
