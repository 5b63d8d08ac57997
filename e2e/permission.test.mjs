// `permission` live: samples/basic, samples/events and e2e/fixtures/extra (built by the real
// CLI) in a real WordPress on MariaDB behind nginx + php-fpm (e2e/native.mjs), with real users
// of WordPress's default roles (wp_insert_user), each calling over HTTP Basic with an
// application password. What WordPress's own capability code (WP_User, WP_Roles,
// map_meta_cap) and REST server answer: anonymous 401 rest_forbidden, a logged-in user without
// the capability 403 rest_forbidden, a user with it 200; a list needs all; `permission: true`
// any logged-in user; the Allow header lists only the methods the caller may use.
// e2e/fixtures/shapes: `permission: { capability: 'edit_post', of: 'id' }` answers as core's
// PUT /wp/v2/posts/<id> does for each role and post (map_meta_cap on the post), and its
// segment pattern, missing bare path and JSDoc limits answer as core's routes do, and
// ts2wp/testing's request() answers them as this WordPress does (same roles, same posts' owners).
// Run: npx vitest run e2e/permission.test.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadController, loadTesting } from '../test/testing/project.ts';
import { BASIC, buildWithCli, call, copyProject, FIXTURES, REPO, removeDir, since, tempDir } from './helpers.mjs';
import { ensureSystemPackages, startWordPress } from './native.mjs';

const PROJECTS = [
  [BASIC, 'typescript-basic-demo'],
  [path.join(REPO, 'samples', 'events'), 'typescript-events'],
  [path.join(FIXTURES, 'extra'), 'ts2wp-e2e-extra'],
  [path.join(FIXTURES, 'shapes'), 'ts2wp-e2e-shapes'],
];
const ROLES = ['subscriber', 'contributor', 'author', 'editor', 'administrator'];

/** Posts and pages of each status and owner, for the post meta capabilities (e2e/fixtures/shapes' caps/v1). */
const CAP_POSTS = {
  'author-draft': { type: 'post', status: 'draft', owner: 'author' },
  'contributor-pending': { type: 'post', status: 'pending', owner: 'contributor' },
  'author-future': { type: 'post', status: 'future', owner: 'author' },
  'author-trash': { type: 'post', status: 'trash', owner: 'author' },
  'editor-private': { type: 'post', status: 'private', owner: 'editor' },
  'editor-draft': { type: 'post', status: 'draft', owner: 'editor' },
  'editor-page': { type: 'page', status: 'publish', owner: 'editor' },
  'author-page-draft': { type: 'page', status: 'draft', owner: 'author' },
  'contributor-draft': { type: 'post', status: 'draft', owner: 'contributor' },
};

/** One user per default role, each with an application password (WordPress's own API). */
const USERS_SCRIPT = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $argv[1] . '/wp-load.php';
$out = array( 'users' => array(), 'posts' => array() );
foreach ( array( ${ROLES.map((r) => `'${r}'`).join(', ')} ) as $role ) {
	$id = wp_insert_user( array( 'user_login' => "e2e-$role", 'user_pass' => wp_generate_password( 24 ), 'user_email' => "$role@example.invalid", 'role' => $role ) );
	if ( is_wp_error( $id ) ) {
		echo $id->get_error_message();
		exit( 1 );
	}
	list( $password ) = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'permission-e2e' ) );
	$out['users'][ $role ] = array( 'id' => $id, 'login' => "e2e-$role", 'password' => $password );
	if ( in_array( $role, array( 'author', 'editor' ), true ) ) {
		$out['posts'][ $role ] = wp_insert_post( array( 'post_title' => "By $role", 'post_status' => 'publish', 'post_author' => $id ) );
	}
}
// Posts and pages of each status, for the post meta capabilities (CAP_POSTS).
$out['more'] = array();
foreach ( json_decode( '${JSON.stringify(CAP_POSTS)}', true ) as $key => $spec ) {
	$trash = 'trash' === $spec['status'];
	$post  = wp_insert_post(
		array(
			'post_title'  => $key,
			'post_type'   => $spec['type'],
			'post_status' => $trash ? 'publish' : $spec['status'],
			'post_author' => $out['users'][ $spec['owner'] ]['id'],
			'post_date'   => 'future' === $spec['status'] ? '2099-01-01 00:00:00' : '',
		)
	);
	if ( $trash ) {
		wp_trash_post( $post ); // Keeps the status it had in _wp_trash_meta_status.
	}
	$out['more'][ $key ] = $post;
}
echo "\\n@@" . wp_json_encode( $out );
`;

/** Application passwords over plain HTTP on 127.0.0.1 (WordPress offers them on HTTPS or a 'local' site). */
const APP_PASSWORDS = `<?php
add_filter( 'wp_is_application_passwords_available', '__return_true' );
`;

describe('permission in a live WordPress (nginx + php-fpm + MariaDB, real roles)', () => {
  const t0 = Date.now();
  let out;
  let wp;
  /** role → { authorization } headers */
  const as = {};
  /** author, editor → the id of a published post of theirs */
  let posts = {};
  /** CAP_POSTS' key → its post id */
  let more = {};

  const rest = (route, { user, ...options } = {}) =>
    call(`${wp.url}/wp-json${route}`, {
      ...options,
      headers: { ...(options.headers ?? {}), ...(user ? { authorization: as[user] } : {}) },
    });

  beforeAll(async () => {
    out = await tempDir('ts2wp-permission-');
    const plugins = await Promise.all(
      PROJECTS.map(([project, slug]) => buildWithCli(project, path.join(out, slug), slug)),
    );
    wp = await startWordPress({
      plugins: plugins.map((p) => p.dir),
      muPlugins: { 'app-passwords.php': APP_PASSWORDS },
      servers: ['nginx'],
      log: (s) => console.log(`[permission] ${s}`),
    });
    const script = path.join(out, 'users.php');
    fs.writeFileSync(script, USERS_SCRIPT);
    const text = execFileSync(ensureSystemPackages().php, [script, path.join(wp.dir, 'wordpress')], {
      encoding: 'utf8',
      cwd: path.join(wp.dir, 'wordpress'),
    });
    const at = text.lastIndexOf('\n@@');
    if (at < 0) throw new Error(`creating users failed: ${text.slice(-2000)}`);
    const made = JSON.parse(text.slice(at + 3));
    for (const [role, u] of Object.entries(made.users))
      as[role] = `Basic ${Buffer.from(`${u.login}:${u.password}`).toString('base64')}`;
    posts = made.posts;
    more = made.more;
    console.log(`[permission] ready: ${since(t0)}`);
  }, 240_000);

  afterAll(async () => {
    await wp?.stopAndReport();
    await removeDir(out);
  }, 60_000);

  it('every role authenticates with its application password', async () => {
    const me = await Promise.all(ROLES.map((role) => rest('/wp/v2/users/me', { user: role })));
    expect(me.map((r) => [r.status, r.body.slug])).toEqual(ROLES.map((role) => [200, `e2e-${role}`]));
  });

  it("samples/events: publishing an event needs publish_posts, as core's POST /wp/v2/event does", async () => {
    const event = (user, title) =>
      rest('/events/v1/events', { user, method: 'POST', json: { title, date: '2099-01-02' } });
    const coreEvent = (user) =>
      rest('/wp/v2/event', { user, method: 'POST', json: { title: 'Core', status: 'publish' } });
    const [anon, subscriber, contributor, author, editor, coreSubscriber, coreContributor] = await Promise.all([
      event(undefined, 'Anonymous'),
      event('subscriber', 'Subscriber'),
      event('contributor', 'Contributor'),
      event('author', 'Author'),
      event('editor', 'Editor'),
      coreEvent('subscriber'),
      coreEvent('contributor'),
    ]);
    expect([anon.status, anon.body]).toEqual([
      401,
      { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } },
    ]);
    for (const res of [subscriber, contributor])
      expect([res.status, res.body]).toEqual([
        403,
        { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } },
      ]);
    expect([author.status, author.body.title]).toEqual([201, 'Author']);
    expect([editor.status, editor.body.title]).toEqual([201, 'Editor']);
    // Core refuses the same two callers (a contributor may create drafts, not publish).
    expect(coreSubscriber.status).toBe(403);
    expect(coreContributor.status).toBe(403);
    const list = await rest('/events/v1/events?all=1');
    expect(list.body.events.map((e) => e.title).sort()).toEqual(['Author', 'Editor']);
  });

  it('samples/basic: a list of capabilities (create_users and edit_users) needs all of them', async () => {
    const save = (user) =>
      rest('/demo/v1/user', { user, method: 'PUT', json: { id: 3, email: 'x@example.com', is_admin: false } });
    const answers = await Promise.all([undefined, ...ROLES].map(save));
    expect(answers.map((r) => [r.status, r.body.code ?? r.body.email])).toEqual([
      [401, 'rest_forbidden'],
      [403, 'rest_forbidden'], // subscriber
      [403, 'rest_forbidden'], // contributor
      [403, 'rest_forbidden'], // author
      [403, 'rest_forbidden'], // editor: neither create_users nor edit_users
      [200, 'x@example.com'], // administrator: both
    ]);
    // The read route beside it stays public.
    expect((await rest('/demo/v1/user/3/x@example.com/false')).status).toBe(200);
  });

  it('permission: true still answers 401 anonymous and 200 to any logged-in user', async () => {
    const [anon, subscriber] = await Promise.all([
      rest('/e2e/v1/secret'),
      rest('/e2e/v1/secret', { user: 'subscriber' }),
    ]);
    expect([anon.status, anon.body.code]).toEqual([401, 'rest_forbidden']);
    expect(subscriber.status).toBe(200);
    expect(subscriber.body.user).toBeGreaterThan(1);
  });

  it("permission { capability: 'edit_post', of: 'id' }: each role and post answers as core's PUT /wp/v2/posts/<id>", async () => {
    const callers = [undefined, ...ROLES];
    const cases = callers.flatMap((user) => ['author', 'editor'].map((owner) => ({ user, owner })));
    const [ours, core] = await Promise.all(
      ['/shapes/v1/posts', '/wp/v2/posts'].map((base) =>
        Promise.all(
          cases.map(({ user, owner }) =>
            rest(`${base}/${posts[owner]}`, { user, method: 'PUT', json: { title: `Renamed by ${user}` } }),
          ),
        ),
      ),
    );
    const statuses = (answers) =>
      answers.map((r, i) => `${cases[i].user ?? 'anonymous'} on ${cases[i].owner}'s: ${r.status}`);
    expect(statuses(ours)).toEqual(statuses(core));
    expect(statuses(ours)).toEqual([
      "anonymous on author's: 401",
      "anonymous on editor's: 401",
      "subscriber on author's: 403",
      "subscriber on editor's: 403",
      "contributor on author's: 403",
      "contributor on editor's: 403",
      "author on author's: 200", // edit_post maps to edit_published_posts for one's own post
      "author on editor's: 403", // … and to edit_others_posts for another's
      "editor on author's: 200",
      "editor on editor's: 200",
      "administrator on author's: 200",
      "administrator on editor's: 200",
    ]);
    for (const r of ours.filter((r) => r.status !== 200)) expect(r.body.code).toBe('rest_forbidden');
    expect(ours[6].body).toEqual({ id: posts.author, title: 'Renamed by author' });
  });

  it("ts2wp/testing's request() answers the object permission, the pattern, the bare path and the limits as this WordPress does", async () => {
    const project = await copyProject(path.join(FIXTURES, 'shapes'));
    try {
      const testing = await loadTesting();
      const { wp_insert_post } = await import(pathToFileURL(path.join(REPO, 'dist', 'lib', 'wordpress.js')).href);
      const PostTitleController = await loadController(project, 'PostTitleController');
      // The same site in the fakes: a user per role, a published post by the author and one by the editor.
      testing.resetWordPress();
      const users = Object.fromEntries(ROLES.map((role) => [role, testing.createUser({ roles: [role] })]));
      const fakePosts = Object.fromEntries(
        ['author', 'editor'].map((owner) => [
          owner,
          wp_insert_post({ post_title: `By ${owner}`, post_status: 'publish', post_author: users[owner] }),
        ]),
      );
      const cases = [undefined, ...ROLES].flatMap((user) =>
        ['author', 'editor'].map((owner) => ({
          user,
          path: (ids) => `/shapes/v1/posts/${ids[owner]}`,
          json: { title: `By ${user}` },
        })),
      );
      cases.push(
        { user: 'editor', path: () => '/shapes/v1/posts/abc', json: { title: 'x' } },
        { user: 'editor', path: () => '/shapes/v1/posts', json: { id: 1, title: 'x' } },
        { user: 'editor', path: (ids) => `/shapes/v1/posts/${ids.author}`, json: { title: 'x'.repeat(41) } },
        { user: 'editor', path: (ids) => `/shapes/v1/posts/${ids.author}`, json: { title: '' } },
        { user: 'editor', path: (ids) => `/shapes/v1/posts/${ids.author}`, json: {} },
        { user: 'subscriber', path: (ids) => `/shapes/v1/posts/${ids.author}`, json: { title: '' } },
      );
      const live = await Promise.all(
        cases.map((c) => rest(c.path(posts), { user: c.user, method: 'PUT', json: c.json })),
      );
      const node = [];
      for (const c of cases)
        node.push(
          await testing.request(PostTitleController, `PUT ${c.path(fakePosts)}`, {
            project,
            json: c.json,
            user: c.user ? users[c.user] : 0,
          }),
        );
      // The post IDs differ between the two sites: the answer's `id` is compared as the post's owner.
      const owner = (id, ids) => Object.keys(ids).find((k) => ids[k] === id) ?? id;
      const shown = (status, body, allow, ids) => ({
        status,
        body: body && typeof body.id === 'number' ? { ...body, id: owner(body.id, ids) } : body,
        allow: allow ?? null,
      });
      expect(node.map((r) => shown(r.status, r.data, r.headers.Allow, fakePosts))).toEqual(
        live.map((r) => shown(r.status, r.body, r.headers.get('allow'), posts)),
      );
      // Every kind of answer is among them: the author's own post and an editor's or administrator's edit, refusals, no route, a limit.
      expect(node.map((r) => r.status).sort()).toEqual(
        [200, 200, 200, 200, 200, 400, 400, 400, 400, 401, 401, 403, 403, 403, 403, 403, 404, 404].sort(),
      );
    } finally {
      await removeDir(project);
    }
  });

  it("ts2wp/testing's fakes map edit_post, delete_post, read_post and publish_post on each post as this WordPress does", async () => {
    const project = await copyProject(path.join(FIXTURES, 'shapes'));
    try {
      const testing = await loadTesting();
      const wordpress = await import(pathToFileURL(path.join(REPO, 'dist', 'lib', 'wordpress.js')).href);
      const PostCapsController = await loadController(project, 'PostCapsController');
      testing.resetWordPress();
      const users = Object.fromEntries(ROLES.map((role) => [role, testing.createUser({ roles: [role] })]));
      const insert = (title, type, status, owner) =>
        wordpress.wp_insert_post({
          post_title: title,
          post_type: type,
          post_status: status,
          post_author: users[owner],
          post_date: status === 'future' ? '2099-01-01 00:00:00' : '',
        });
      const fake = { author: insert('By author', 'post', 'publish', 'author') };
      fake.editor = insert('By editor', 'post', 'publish', 'editor');
      for (const [key, spec] of Object.entries(CAP_POSTS)) {
        fake[key] = insert(key, spec.type, spec.status, spec.owner);
        // wp_trash_post() keeps the status the post had.
        if (spec.status === 'trash') wordpress.add_post_meta(fake[key], '_wp_trash_meta_status', 'publish');
      }
      const live = { ...posts, ...more };
      const keys = [...Object.keys(live), 'missing'];
      const cases = ['edit', 'delete', 'read', 'publish'].flatMap((verb) =>
        [undefined, ...ROLES].flatMap((user) => keys.map((key) => ({ verb, user, key }))),
      );
      const route = (c, ids) => `/caps/v1/${c.verb}/${ids[c.key] ?? 999999}`;
      // A few at a time: hundreds at once exhaust the site's two PHP workers' queue.
      const answers = [];
      for (let i = 0; i < cases.length; i += 12)
        answers.push(...(await Promise.all(cases.slice(i, i + 12).map((c) => rest(route(c, live), { user: c.user })))));
      const row = (c, status, allow) =>
        `${c.verb}_post ${c.user ?? 'anonymous'} on ${c.key}: ${status} ${allow ?? '-'}`;
      const node = [];
      for (const c of cases) {
        const r = await testing.request(PostCapsController, `GET ${route(c, fake)}`, {
          project,
          user: c.user ? users[c.user] : 0,
        });
        node.push(row(c, r.status, r.headers.Allow));
      }
      expect(node).toEqual(answers.map((r, i) => row(cases[i], r.status, r.headers.get('allow'))));
      // Both kinds of answer for every verb (the matrix can fail either way).
      for (const verb of ['edit', 'delete', 'read', 'publish'])
        expect(
          new Set(node.filter((r) => r.startsWith(`${verb}_post `)).map((r) => r.split(': ')[1].split(' ')[0])),
        ).toEqual(new Set(['200', '401', '403']));
    } finally {
      await removeDir(project);
    }
  });

  it('patterns, barePath: false and JSDoc limits answer as core routes do (404 rest_no_route, 400 rest_invalid_param)', async () => {
    const pairs = await Promise.all(
      [
        ['/shapes/v1/posts/abc', '/wp/v2/posts/abc', { title: 'x' }], // not digits: no route
        ['/shapes/v1/posts', '/wp/v2/posts', { id: posts.editor, title: 'x' }], // no bare PUT path
      ].map(([ours, core, json]) =>
        Promise.all([ours, core].map((route) => rest(route, { user: 'editor', method: 'PUT', json }))),
      ),
    );
    expect(pairs.map(([o, c]) => [o.status, o.body.code ?? null, c.status, c.body.code ?? null])).toEqual([
      [404, 'rest_no_route', 404, 'rest_no_route'],
      [404, 'rest_no_route', 404, 'rest_no_route'],
    ]);
    const long = await rest(`/shapes/v1/posts/${posts.editor}`, {
      user: 'editor',
      method: 'PUT',
      json: { title: 'x'.repeat(41) },
    });
    expect([long.status, long.body.code, long.body.data.params.title]).toEqual([
      400,
      'rest_invalid_param',
      'title must be at most 40 characters long.',
    ]);
    const options = await rest(`/shapes/v1/posts/${posts.editor}`, { method: 'OPTIONS' });
    expect(options.body.endpoints[0].args.title).toEqual({
      type: 'string',
      description: 'The new title.',
      minLength: 1,
      maxLength: 40,
      required: true,
    });
    expect(options.body.schema).toMatchObject({ title: 'rename', properties: { id: { type: 'number' } } });
    const index = await rest('/shapes/v1');
    expect(Object.keys(index.body.routes)).toEqual(['/shapes/v1', '/shapes/v1/posts/(?P<id>\\d+)']);
  });

  it('the Allow header lists only the methods the caller may use (GET public, POST publish_posts on /articles)', async () => {
    const [anon, subscriber, author, refused, posted] = await Promise.all([
      rest('/demo/v1/articles'),
      rest('/demo/v1/articles', { user: 'subscriber' }),
      rest('/demo/v1/articles', { user: 'author' }),
      rest('/demo/v1/articles', { user: 'subscriber', method: 'POST', json: { title: 'No' } }),
      rest('/demo/v1/articles', { user: 'author', method: 'POST', json: { title: 'Yes' } }),
    ]);
    expect([anon.status, anon.headers.get('allow')]).toEqual([200, 'GET']);
    expect([subscriber.status, subscriber.headers.get('allow')]).toEqual([200, 'GET']);
    expect([author.status, author.headers.get('allow')]).toEqual([200, 'GET, POST']);
    expect([refused.status, refused.body.code, refused.headers.get('allow')]).toEqual([403, 'rest_forbidden', 'GET']);
    expect([posted.status, posted.body, posted.headers.get('allow')]).toEqual([
      200,
      { created: true, title: 'Yes' },
      'GET, POST',
    ]);
    // One @Api, one callback for POST and PUT: the refused caller is allowed no method
    // there, so WordPress sends no Allow header; the administrator gets both.
    const [editorPut, adminPut] = await Promise.all([
      rest('/demo/v1/user', { user: 'editor', method: 'PUT', json: { id: 1, email: 'a@b.c', is_admin: false } }),
      rest('/demo/v1/user', { user: 'administrator', method: 'PUT', json: { id: 1, email: 'a@b.c', is_admin: false } }),
    ]);
    expect([editorPut.status, editorPut.headers.get('allow')]).toEqual([403, null]);
    expect([adminPut.status, adminPut.headers.get('allow')]).toEqual([200, 'POST, PUT']);
    console.log(`[permission] done: ${since(t0)}`);
  });
});
