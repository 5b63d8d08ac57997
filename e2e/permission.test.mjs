// `permission` live: samples/basic, samples/events and e2e/fixtures/extra (built by the real
// CLI) in a real WordPress on MariaDB behind nginx + php-fpm (e2e/native.mjs), with real users
// of WordPress's default roles (wp_insert_user), each calling over HTTP Basic with an
// application password. What WordPress's own capability code (WP_User, WP_Roles,
// map_meta_cap) and REST server answer: anonymous 401 rest_forbidden, a logged-in user without
// the capability 403 rest_forbidden, a user with it 200; a list needs all; `permission: true`
// any logged-in user; the Allow header lists only the methods the caller may use.
// Run: npx vitest run e2e/permission.test.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, buildWithCli, call, FIXTURES, REPO, removeDir, since, tempDir } from './helpers.mjs';
import { ensureSystemPackages, startWordPress } from './native.mjs';

const PROJECTS = [
  [BASIC, 'typescript-basic-demo'],
  [path.join(REPO, 'samples', 'events'), 'typescript-events'],
  [path.join(FIXTURES, 'extra'), 'ts2wp-e2e-extra'],
];
const ROLES = ['subscriber', 'contributor', 'author', 'editor', 'administrator'];

/** One user per default role, each with an application password (WordPress's own API). */
const USERS_SCRIPT = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $argv[1] . '/wp-load.php';
$out = array();
foreach ( array( ${ROLES.map((r) => `'${r}'`).join(', ')} ) as $role ) {
	$id = wp_insert_user( array( 'user_login' => "e2e-$role", 'user_pass' => wp_generate_password( 24 ), 'user_email' => "$role@example.invalid", 'role' => $role ) );
	if ( is_wp_error( $id ) ) {
		echo $id->get_error_message();
		exit( 1 );
	}
	list( $password ) = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'permission-e2e' ) );
	$out[ $role ] = array( 'id' => $id, 'login' => "e2e-$role", 'password' => $password );
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
    for (const [role, u] of Object.entries(JSON.parse(text.slice(at + 3))))
      as[role] = `Basic ${Buffer.from(`${u.login}:${u.password}`).toString('base64')}`;
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
