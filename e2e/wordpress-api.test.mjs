// The precise ts2wp/wordpress types against what WordPress really returns: a plugin built by
// the real CLI registers a post type, taxonomy, meta and a REST field through the typed
// register_* calls (app/Hooks), its handlers call get_posts(), WP_Query::query(),
// get_*_meta(), get_option(), get_post(), get_user_by(), get_term(), get_comment() and
// rest_ensure_response(), and every value they answer over HTTP is checked against the type
// TypeScript declared for it (read with the project's own type checker), plus the facts the
// types encode. Real WordPress on MariaDB behind nginx + php-fpm (e2e/native.mjs): 6.1 here,
// 7.x through vitest.wp7.config.ts.
// Run: npx vitest run e2e/wordpress-api.test.mjs (and --config vitest.wp7.config.ts)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeProject } from '../emitter/analyze/project.ts';
import { buildWithCli, call, removeDir, since, tempDir } from './helpers.mjs';
import { ensureSystemPackages, startWordPress } from './native.mjs';

const SLUG = 'typescript-typed-api';

const HOOKS = `import { Action } from 'ts2wp';
import { register_meta, register_post_meta, register_post_type, register_rest_field, register_taxonomy } from 'ts2wp/wordpress';

export class TypesHooks {
  @Action('init')
  register(): void {
    register_post_type('book', {
      label: 'Books',
      labels: { name: 'Books', singular_name: 'Book' },
      public: true,
      hierarchical: true,
      show_in_rest: true,
      supports: ['title', 'editor', 'custom-fields', 'page-attributes'],
      rewrite: { slug: 'books', with_front: false },
    });
    register_taxonomy('genre', 'book', { hierarchical: true, labels: { name: 'Genres' }, show_in_rest: true });
    register_post_meta('book', 'rating', { type: 'integer', single: true, show_in_rest: true, default: 0 });
    register_meta('user', 'reading_goal', { type: 'integer', single: true, show_in_rest: true });
    register_rest_field('book', 'shelf', { get_callback: () => 'fiction', schema: { type: 'string' } });
  }
}
`;

const CONTROLLER = `import { Api, Controller } from 'ts2wp';
import {
  get_comment,
  get_option,
  get_post,
  get_post_meta,
  get_posts,
  get_term,
  get_term_meta,
  get_user_by,
  get_user_meta,
  get_terms,
  get_users,
  rest_ensure_response,
  WP_Comment,
  WP_Error,
  WP_Query,
  WP_REST_Request,
  WP_REST_Response,
  WP_Term,
} from 'ts2wp/wordpress';
import type { WP_REST_Request as HandlerRequest } from 'ts2wp';

/** A WP_Error as its code, so that the answer is JSON. */
function code<T>(value: T | WP_Error): T | string | number {
  return value instanceof WP_Error ? value.get_error_code() : value;
}

export class TypesController extends Controller {
  @Api({ namespace: 'types/v1', endpoint: '/posts' })
  posts() {
    const ids = get_posts({ post_type: 'book', orderby: 'ID', order: 'ASC', fields: 'ids' });
    return {
      all: get_posts({ post_type: 'book', orderby: 'ID', order: 'ASC' }),
      ids,
      parents: get_posts({ post_type: 'book', orderby: 'ID', order: 'ASC', fields: 'id=>parent' }),
      queried: new WP_Query().query({ post_type: 'book', orderby: 'ID', order: 'ASC', fields: 'ids' }),
      queriedPosts: new WP_Query().query({ post_type: 'book', orderby: 'ID', order: 'ASC', posts_per_page: 1 }),
      one: get_post(ids[0] ?? 0),
      none: get_post(999999),
    };
  }

  @Api({ namespace: 'types/v1', endpoint: '/meta', params: { post: 'number', user: 'number', term: 'number' } })
  meta(params: { post: number; user: number; term: number }) {
    return {
      single: get_post_meta(params.post, 'rating', true),
      list: get_post_meta(params.post, 'note'),
      all: get_post_meta(params.post),
      serialized: get_post_meta(params.post, 'shelves', true),
      missingSingle: get_post_meta(params.post, 'nope', true),
      missingList: get_post_meta(params.post, 'nope'),
      userSingle: get_user_meta(params.user, 'reading_goal', true),
      userList: get_user_meta(params.user, 'reading_goal'),
      termList: get_term_meta(params.term, 'colour'),
      termAll: get_term_meta(params.term),
    };
  }

  @Api({ namespace: 'types/v1', endpoint: '/lists' })
  lists() {
    const book = { post_type: 'book', orderby: 'ID', order: 'ASC' } as const;
    return {
      userIds: get_users({ orderby: 'ID', fields: 'ID' }),
      userLogins: get_users({ orderby: 'ID', fields: 'user_login' }),
      userRows: get_users({ orderby: 'ID', fields: ['ID', 'user_login'] }),
      users: get_users({ orderby: 'ID' }),
      termIds: code(get_terms({ taxonomy: 'genre', hide_empty: false, fields: 'ids' })),
      termNames: code(get_terms({ taxonomy: 'genre', hide_empty: false, fields: 'names' })),
      termById: code(get_terms({ taxonomy: 'genre', hide_empty: false, fields: 'id=>name' })),
      termParents: code(get_terms({ taxonomy: 'genre', hide_empty: false, fields: 'id=>parent' })),
      termCount: code(get_terms({ taxonomy: 'genre', hide_empty: false, fields: 'count' })),
      terms: code(get_terms({ taxonomy: 'genre', hide_empty: false })),
      noTaxonomy: code(get_terms({ taxonomy: 'no_such_taxonomy', fields: 'ids' })),
      queryIds: new WP_Query({ ...book, fields: 'ids' }).posts,
      queryParents: new WP_Query({ ...book, fields: 'id=>parent' }).posts,
      queryPosts: new WP_Query({ ...book }).posts,
    };
  }

  @Api({ namespace: 'types/v1', endpoint: '/request' })
  request(params: Record<string, never>, own: HandlerRequest) {
    const inner = new WP_REST_Request('POST', '/types/v1/inner');
    inner.set_query_params({ page: '2' });
    inner.set_url_params({ id: '5' });
    inner.set_header('Content-Type', 'application/json');
    inner.set_header('X-Types-Tag', 'a');
    inner.set_body('{"title":"Dune","tags":["sf"]}');
    return {
      params: inner.get_params(),
      json: inner.get_json_params(),
      query: inner.get_query_params(),
      url: inner.get_url_params(),
      body: inner.get_body_params(),
      files: inner.get_file_params(),
      headers: inner.get_headers(),
      emptyJson: new WP_REST_Request('GET', '/types/v1/inner').get_json_params(),
      ownFiles: own.get_file_params(),
      ownBody: own.get_body_params(),
    };
  }

  @Api({ namespace: 'types/v1', endpoint: '/options' })
  options() {
    return {
      count: get_option('types_count', 0),
      flag: get_option('types_flag', false),
      label: get_option('types_label', 'none'),
      list: get_option('types_list', ['x']),
      absent: get_option('types_absent', 7),
      raw: get_option('types_absent'),
    };
  }

  @Api({ namespace: 'types/v1', endpoint: '/objects', params: { user: 'number', term: 'number', comment: 'number' } })
  objects(params: { user: number; term: number; comment: number }) {
    const user = get_user_by('id', params.user);
    const term = get_term(params.term, 'genre');
    const comment = get_comment(params.comment);
    return {
      user: user === false ? null : user,
      term: term instanceof WP_Term ? term : null,
      comment: comment instanceof WP_Comment ? comment : null,
    };
  }

  @Api({ namespace: 'types/v1', endpoint: '/response' })
  response() {
    const response = new WP_REST_Response({ ok: true });
    response.header('X-Types-Number', 3);
    response.header('X-Types-True', true);
    response.header('X-Types-Text', 'yes');
    return response;
  }

  @Api({ namespace: 'types/v1', endpoint: '/ensure' })
  ensure() {
    const empty = rest_ensure_response({});
    const error = rest_ensure_response(new WP_Error('types_nope', 'Nope', { status: 409 }));
    return { empty: empty.get_data(), status: empty.get_status(), error: error.get_error_code() };
  }
}
`;

/** Content for the handlers to read, written through WordPress's own API (one PHP process). */
const SEED = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $argv[1] . '/wp-load.php';
wp_set_current_user( 1 );
$parent = wp_insert_post( array( 'post_type' => 'book', 'post_status' => 'publish', 'post_title' => 'Parent' ) );
$child  = wp_insert_post( array( 'post_type' => 'book', 'post_status' => 'publish', 'post_title' => 'Child', 'post_parent' => $parent ) );
update_post_meta( $parent, 'rating', 5 );
add_post_meta( $parent, 'note', 'first' );
add_post_meta( $parent, 'note', 'second' );
update_post_meta( $parent, 'shelves', array( 'a', 'b' ) );
update_user_meta( 1, 'reading_goal', 12 );
$editor = wp_insert_user( array( 'user_login' => 'types-editor', 'user_pass' => wp_generate_password( 24 ), 'user_email' => 'types@example.invalid', 'role' => 'editor' ) );
$term = wp_insert_term( 'Fantasy', 'genre' );
$child_term = wp_insert_term( 'Epic', 'genre', array( 'parent' => $term['term_id'] ) );
add_term_meta( $term['term_id'], 'colour', 'green' );
$comment = wp_insert_comment( array( 'comment_post_ID' => $parent, 'comment_content' => 'Nice', 'comment_approved' => 1 ) );
update_option( 'types_count', 5 );
update_option( 'types_flag', true );
update_option( 'types_label', 'Hello' );
update_option( 'types_list', array( 'a', 'b' ) );
echo "\\n@@" . wp_json_encode( array( 'parent' => $parent, 'child' => $child, 'term' => $term['term_id'], 'childTerm' => $child_term['term_id'], 'editor' => $editor, 'comment' => $comment ) );
`;

/**
 * Where a JSON value does not fit a TypeScript type, as "path: value is not type" lines.
 * An object type's data properties are checked when present (WordPress objects carry magic
 * properties that JSON leaves out), and must be present when the project declares them.
 */
function misfits(value, type, checker, at, dir) {
  const fail = () => [`${at}: ${JSON.stringify(value)?.slice(0, 120)} is not ${checker.typeToString(type)}`];
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return [];
  if (type.isUnion()) {
    // Fits one member, or is reported with what each member (but null) found.
    const each = type.types.map((t) => misfits(value, t, checker, at, dir));
    if (each.some((m) => !m.length)) return [];
    const named = each.filter((m, i) => value === null || !(type.types[i].flags & ts.TypeFlags.Null));
    return named.flat();
  }
  if (f & ts.TypeFlags.Null) return value === null ? [] : fail();
  if (f & ts.TypeFlags.Undefined) return value === undefined ? [] : fail();
  if (f & ts.TypeFlags.NumberLiteral) return value === type.value ? [] : fail();
  if (f & ts.TypeFlags.StringLiteral) return value === type.value ? [] : fail();
  if (f & ts.TypeFlags.BooleanLiteral) return value === (type.intrinsicName === 'true') ? [] : fail();
  if (f & ts.TypeFlags.Number) return typeof value === 'number' ? [] : fail();
  if (f & ts.TypeFlags.String) return typeof value === 'string' ? [] : fail();
  if (f & ts.TypeFlags.Boolean) return typeof value === 'boolean' ? [] : fail();
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    if (!Array.isArray(value)) return fail();
    const element = checker.getTypeArguments(type)[0];
    return value.flatMap((v, i) => misfits(v, element, checker, `${at}[${i}]`, dir));
  }
  if (!(f & ts.TypeFlags.Object) || value === null || typeof value !== 'object' || Array.isArray(value)) return fail();
  if (type.getCallSignatures().length) return fail();
  const out = [];
  for (const info of checker.getIndexInfosOfType(type))
    for (const [key, v] of Object.entries(value)) out.push(...misfits(v, info.type, checker, `${at}.${key}`, dir));
  for (const prop of checker.getPropertiesOfType(type)) {
    const propType = checker.getTypeOfSymbol(prop);
    if (propType.getCallSignatures().length) continue; // a method
    const declared = prop.declarations?.[0]?.getSourceFile().fileName.startsWith(dir);
    if (!(prop.name in value)) {
      if (declared && !(prop.flags & ts.SymbolFlags.Optional)) out.push(`${at}.${prop.name}: missing`);
      continue;
    }
    out.push(...misfits(value[prop.name], propType, checker, `${at}.${prop.name}`, dir));
  }
  return out;
}

describe('ts2wp/wordpress types against a live WordPress', () => {
  const t0 = Date.now();
  let out;
  let project;
  let wp;
  let seed;
  /** Each handler's declared return type, by method name. */
  let declared;
  let checker;

  beforeAll(async () => {
    out = await tempDir('ts2wp-typed-api-');
    project = path.join(out, 'project');
    const files = {
      'ts2wp.config.json': JSON.stringify({
        name: 'Typed API',
        slug: SLUG,
        phpNamespace: 'TypedApi',
        version: '1.0.0',
        contributors: ['ts2wp'],
      }),
      'app/Hooks/TypesHooks.ts': HOOKS,
      'app/Controllers/TypesController.ts': CONTROLLER,
    };
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(project, rel)), { recursive: true });
      fs.writeFileSync(path.join(project, rel), text);
    }
    const analysis = analyzeProject(project);
    expect(analysis.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    checker = analysis.program.getTypeChecker();
    declared = new Map();
    const file = analysis.program.getSourceFile(path.join(analysis.dir, 'app/Controllers/TypesController.ts'));
    file.forEachChild((node) => {
      if (!ts.isClassDeclaration(node)) return;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member)) continue;
        const signature = checker.getSignatureFromDeclaration(member);
        declared.set(member.name.getText(), checker.getReturnTypeOfSignature(signature));
      }
    });
    const plugin = await buildWithCli(project, path.join(out, 'build'), SLUG);
    wp = await startWordPress({
      plugins: [plugin.dir],
      servers: ['nginx'],
      log: (s) => console.log(`[typed-api] ${s}`),
    });
    const script = path.join(out, 'seed.php');
    fs.writeFileSync(script, SEED);
    const text = execFileSync(ensureSystemPackages().php, [script, path.join(wp.dir, 'wordpress')], {
      encoding: 'utf8',
      cwd: path.join(wp.dir, 'wordpress'),
    });
    seed = JSON.parse(text.slice(text.lastIndexOf('\n@@') + 3));
    console.log(`[typed-api] WordPress ${wp.version} ready: ${since(t0)}`);
  }, 300_000);

  afterAll(async () => {
    await wp?.stopAndReport();
    await removeDir(out);
  }, 60_000);

  /** GET a route; its JSON must fit the handler's declared return type. */
  const typed = async (method, route) => {
    const response = await call(`${wp.url}/wp-json/types/v1${route}`);
    expect(response.status, response.text).toBe(200);
    expect(misfits(response.body, declared.get(method), checker, method, project)).toEqual([]);
    return response;
  };

  it('registers the post type, taxonomy, meta and REST field through the typed args', async () => {
    const type = await call(`${wp.url}/wp-json/wp/v2/types/book`);
    expect(type.body).toMatchObject({ slug: 'book', name: 'Books', hierarchical: true, taxonomies: ['genre'] });
    const book = await call(`${wp.url}/wp-json/wp/v2/book/${seed.parent}`);
    expect(book.body).toMatchObject({ id: seed.parent, shelf: 'fiction', meta: { rating: 5 }, genre: [] });
    const genre = await call(`${wp.url}/wp-json/wp/v2/genre/${seed.term}`);
    expect(genre.body).toMatchObject({ name: 'Fantasy', taxonomy: 'genre' });
  });

  it("get_posts() and WP_Query::query(): WP_Post[] by default, number[] for 'ids', parents by ID for 'id=>parent'", async () => {
    const { body } = await typed('posts', '/posts');
    expect(body.ids).toEqual([seed.parent, seed.child]);
    expect(body.queried).toEqual(body.ids);
    expect(body.all.map((p) => [p.ID, p.post_title, p.post_parent])).toEqual([
      [seed.parent, 'Parent', 0],
      [seed.child, 'Child', seed.parent],
    ]);
    expect(typeof body.all[0].post_author).toBe('string'); // WP_Post::$post_author is a numeric string
    // The 'ids' query ran first in the same request: WordPress 7.x answers this one from its
    // query cache, keyed by the cache keys (a core bug; 6.1 has no such cache).
    const key = wp.version.startsWith('6.') ? (id) => String(id) : (id) => `post_parent:${id}`;
    expect(body.parents).toEqual({ [key(seed.parent)]: 0, [key(seed.child)]: seed.parent });
    expect(body.queriedPosts.map((p) => p.ID)).toEqual([seed.parent]);
    expect(body.one).toMatchObject({ ID: seed.parent, post_type: 'book' });
    expect(body.none).toBeNull();
  });

  it('get_*_meta(): the value with $single, a list of values without, every key as stored text with no key', async () => {
    const { body } = await typed('meta', `/meta/${seed.parent}/1/${seed.term}`);
    expect(body).toMatchObject({
      single: '5', // stored as text
      list: ['first', 'second'],
      serialized: ['a', 'b'],
      missingSingle: '',
      missingList: [],
      userSingle: '12',
      userList: ['12'],
      termList: ['green'],
      termAll: { colour: ['green'] },
    });
    // No key: the raw rows, so a serialized array stays its serialized text.
    expect(body.all).toMatchObject({
      rating: ['5'],
      note: ['first', 'second'],
      shelves: ['a:2:{i:0;s:1:"a";i:1;s:1:"b";}'],
    });
  });

  it("get_users() and get_terms() by fields, and WP_Query's posts by its constructor's fields", async () => {
    const { body } = await typed('lists', '/lists');
    // One column: get_col()'s strings, the IDs too; several: rows of strings.
    expect(body.userIds).toEqual(['1', String(seed.editor)]);
    expect(body.userLogins).toEqual(['admin', 'types-editor']);
    expect(body.userRows).toEqual([
      { ID: '1', user_login: 'admin', id: '1' },
      { ID: String(seed.editor), user_login: 'types-editor', id: String(seed.editor) },
    ]);
    // A WP_User's JSON: user_login is a magic property, kept in its `data`.
    expect(body.users.map((u) => [u.ID, u.data.user_login])).toEqual([
      [1, 'admin'],
      [seed.editor, 'types-editor'],
    ]);
    // Ordered by name (get_terms()' default): Epic, then Fantasy.
    expect(body.termIds).toEqual([seed.childTerm, seed.term]);
    expect(body.termNames).toEqual(['Epic', 'Fantasy']);
    expect(body.termById).toEqual({ [seed.term]: 'Fantasy', [seed.childTerm]: 'Epic' });
    expect(body.termParents).toEqual({ [seed.term]: 0, [seed.childTerm]: seed.term });
    expect(Number(body.termCount)).toBe(2);
    expect(body.terms.map((t) => t.name)).toEqual(['Epic', 'Fantasy']);
    expect(body.noTaxonomy).toBe('invalid_taxonomy');
    expect(body.queryIds).toEqual([seed.parent, seed.child]);
    expect(body.queryParents).toEqual([
      { ID: seed.parent, post_parent: 0 },
      { ID: seed.child, post_parent: seed.parent },
    ]);
    expect(body.queryPosts.map((p) => p.ID)).toEqual([seed.parent, seed.child]);
  });

  it("WP_REST_Request's getters: maps by name, {} when empty (never []), headers as lists", async () => {
    const { body } = await typed('request', '/request');
    expect(body).toEqual({
      params: { title: 'Dune', tags: ['sf'], page: '2', id: '5' },
      json: { title: 'Dune', tags: ['sf'] },
      query: { page: '2' },
      url: { id: '5' },
      body: {},
      files: {},
      headers: { content_type: ['application/json'], x_types_tag: ['a'] },
      emptyJson: null,
      ownFiles: {},
      ownBody: {},
    });
  });

  it('get_option(): a saved number or boolean reads back as text, an array as an array, a missing one as the default', async () => {
    const { body } = await typed('options', '/options');
    expect(body).toEqual({ count: '5', flag: '1', label: 'Hello', list: ['a', 'b'], absent: 7, raw: false });
  });

  it('WP_User, WP_Term and WP_Comment fields as declared', async () => {
    const { body } = await typed('objects', `/objects/1/${seed.term}/${seed.comment}`);
    expect(body.user).toMatchObject({ ID: 1, roles: ['administrator'], caps: { administrator: true } });
    expect(body.term).toMatchObject({ term_id: seed.term, name: 'Fantasy', taxonomy: 'genre', count: 0 });
    expect(body.comment).toMatchObject({ comment_ID: String(seed.comment), comment_post_ID: String(seed.parent) });
  });

  it('WP_REST_Response::header() sends a number and a boolean as PHP prints them', async () => {
    const response = await typed('response', '/response');
    expect(response.headers.get('x-types-number')).toBe('3');
    expect(response.headers.get('x-types-true')).toBe('1');
    expect(response.headers.get('x-types-text')).toBe('yes');
  });

  it('rest_ensure_response() keeps an empty object an object, and a WP_Error an error', async () => {
    const { body } = await typed('ensure', '/ensure');
    expect(body).toEqual({ empty: {}, status: 200, error: 'types_nope' });
  });
});
