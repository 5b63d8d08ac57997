// ts2wp/testing's fakes against a real WordPress: the same sequences of calls (options,
// transients, posts and post meta, users, user meta, the current user and every default
// role's capabilities) run in Node through `ts2wp/wordpress` with the fakes installed, and
// in PHP on a real install (MariaDB, e2e/native.mjs), and the results compared as JSON.
// Each step in PHP is followed by wp_cache_flush(): the fakes answer as a later request
// reads the database (docs/decisions.md, "ts2wp/testing").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordPress } from './native.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const dist = (file) => pathToFileURL(path.join(REPO, 'dist', 'lib', file)).href;

/** `{ $: i }` in a step's arguments is the result of step i (an ID). */
const ref = (i) => ({ $: i });

const OPTIONS = [
  ['get_option', 't_missing'],
  ['get_option', 't_missing', 'fallback'],
  ['add_option', 't_a', 5],
  ['get_option', 't_a'],
  ['add_option', 't_a', 6],
  ['update_option', 't_a', 5],
  ['update_option', 't_a', '5'],
  ['update_option', 't_a', 6],
  ['get_option', 't_a'],
  ['update_option', 't_b', true],
  ['get_option', 't_b'],
  ['update_option', 't_b', false],
  ['get_option', 't_b'],
  ['update_option', 't_c', { x: 1, y: [1, '2', true], z: null, w: { deep: 1.5 } }],
  ['get_option', 't_c'],
  ['update_option', 't_c', { x: 1, y: [1, '2', true], z: null, w: { deep: 1.5 } }],
  ['update_option', 't_d', [1, 2, 3]],
  ['get_option', 't_d'],
  ['update_option', 't_e', 1.5],
  ['get_option', 't_e'],
  ['update_option', 't_f', null],
  ['get_option', 't_f'],
  ['get_option', 't_f', 'fallback'],
  ['delete_option', 't_a'],
  ['delete_option', 't_a'],
  ['get_option', 't_a'],
  ['update_option', ' t_g ', 'x'],
  ['get_option', 't_g'],
  ['add_option', '', 'x'],
  ['set_transient', 'tt', { a: 1 }, 3600],
  ['get_transient', 'tt'],
  ['get_transient', 'none'],
  ['delete_transient', 'tt'],
  ['delete_transient', 'tt'],
  ['get_transient', 'tt'],
  ['set_transient', 't2', 'v'],
  ['get_transient', 't2'],
  ['set_transient', 't2', 'v'],
  ['set_transient', 't3', 7],
  ['get_transient', 't3'],
  ['set_transient', 'expired', 'v', -10],
  ['get_transient', 'expired'],
];

const POSTS = [
  /* 0 */ [
    'wp_insert_post',
    { post_title: 'Hello World!', post_content: 'Body', post_status: 'publish', post_date: '2024-01-02 10:00:00' },
  ],
  /* 1 */ ['wp_insert_post', { post_title: 'Hello World!', post_status: 'publish', post_date: '2024-01-03 10:00:00' }],
  /* 2 */ ['wp_insert_post', { post_title: 'A draft', post_date: '2024-01-04 10:00:00' }],
  /* 3 */ [
    'wp_insert_post',
    {
      post_title: 'A page',
      post_type: 'page',
      post_status: 'publish',
      post_date: '2024-01-01 10:00:00',
      menu_order: 3,
    },
  ],
  /* 4 */ ['wp_insert_post', {}],
  /* 5 */ ['wp_insert_post', {}, true],
  /* 6 */ [
    'wp_insert_post',
    {
      post_title: "  O\\'Reilly  ",
      post_excerpt: 'Short',
      post_status: 'publish',
      post_date: '2023-12-31 09:00:00',
      meta_input: { color: 'red', size: 3 },
    },
  ],
  ['get_post', ref(0)],
  ['get_post', ref(1)],
  ['get_post', ref(2)],
  ['get_post', ref(3)],
  ['get_post', ref(6)],
  ['get_post', 999],
  ['get_posts'],
  ['get_posts', { post_type: 'page' }],
  ['get_posts', { post_status: 'draft' }],
  ['get_posts', { numberposts: 1 }],
  ['get_posts', { orderby: 'title', order: 'ASC' }],
  ['get_posts', { fields: 'ids' }],
  ['get_posts', { post_type: 'any', post_status: 'any', orderby: 'ID', order: 'ASC', numberposts: -1, fields: 'ids' }],
  ['get_posts', { include: [ref(6), ref(0)], fields: 'ids' }],
  ['get_posts', { exclude: [ref(0)], fields: 'ids' }],
  ['get_posts', { meta_key: 'color', meta_value: 'red', fields: 'ids' }],
  ['get_posts', { posts_per_page: 2, offset: 1, fields: 'ids' }],
  ['get_post_meta', ref(6), 'color', true],
  ['get_post_meta', ref(6), 'size', true],
  ['add_post_meta', ref(0), 'color', 'red'],
  ['add_post_meta', ref(0), 'color', 'blue'],
  ['add_post_meta', ref(0), 'color', 'green', true],
  ['get_post_meta', ref(0), 'color'],
  ['get_post_meta', ref(0), 'color', true],
  ['get_post_meta', ref(0), 'none', true],
  ['get_post_meta', ref(0), 'none'],
  ['update_post_meta', ref(0), 'count', 5],
  ['get_post_meta', ref(0), 'count', true],
  ['update_post_meta', ref(0), 'count', 5],
  ['update_post_meta', ref(0), 'count', '5'],
  ['update_post_meta', ref(0), 'count', 6],
  ['update_post_meta', ref(0), 'color', 'purple', 'blue'],
  ['get_post_meta', ref(0), 'color'],
  ['update_post_meta', ref(0), 'color', 'purple', 'nothing'],
  ['update_post_meta', ref(0), 'color', 'x'],
  ['get_post_meta', ref(0), 'color'],
  ['update_post_meta', ref(0), 'list', [1, 'a', { b: true }]],
  ['get_post_meta', ref(0), 'list', true],
  ['get_post_meta', ref(0)],
  ['delete_post_meta', ref(0), 'color', 'x'],
  ['get_post_meta', ref(0), 'color'],
  ['delete_post_meta', ref(0), 'nothing'],
  ['delete_post_meta', ref(0), 'count'],
  ['get_post_meta', 0, 'x', true],
  ['add_post_meta', ref(1), 'quote', "it\\'s"],
  ['get_post_meta', ref(1), 'quote', true],
];

const USERS = [
  /* 0 */ [
    'wp_insert_user',
    {
      user_login: 'ada',
      user_email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'editor',
      user_pass: 'secret',
    },
  ],
  /* 1 */ ['wp_insert_user', { user_login: 'ada', user_email: 'other@example.com', user_pass: 'x' }],
  /* 2 */ ['wp_insert_user', { user_login: 'bob', user_email: 'ada@example.com', user_pass: 'x' }],
  /* 3 */ ['wp_insert_user', { user_login: '', user_pass: 'x' }],
  /* 4 */ ['wp_insert_user', { user_login: 'carl', user_pass: 'x' }],
  ['get_userdata', ref(0)],
  ['get_userdata', ref(4)],
  ['get_userdata', 99],
  ['get_user_by', 'email', 'ADA@example.com'],
  ['get_user_by', 'login', 'carl'],
  ['get_user_by', 'slug', 'ada'],
  ['get_user_by', 'id', ref(4)],
  ['get_user_by', 'login', 'nobody'],
  ['get_user_meta', ref(0), 'first_name', true],
  ['get_user_meta', ref(0), 'nickname', true],
  ['get_user_meta', ref(4), 'last_name', true],
  ['get_user_meta', ref(0), 'none', true],
  ['update_user_meta', ref(0), 'fav', ['x', 2]],
  ['get_user_meta', ref(0), 'fav', true],
  ['get_user_meta', ref(0), 'fav'],
  ['update_user_meta', ref(0), 'fav', ['x', 2]],
  ['delete_user_meta', ref(0), 'fav'],
  ['get_user_meta', ref(0), 'fav', true],
  ['get_current_user_id'],
  ['is_user_logged_in'],
  ['current_user_can', 'read'],
  ['wp_set_current_user', ref(0)],
  ['get_current_user_id'],
  ['is_user_logged_in'],
  ['wp_get_current_user'],
  ['current_user_can', 'edit_posts'],
  ['current_user_can', 'edit_others_posts'],
  ['current_user_can', 'manage_options'],
  ['current_user_can', 'editor'],
  ['user_can', ref(4), 'read'],
  ['user_can', ref(4), 'edit_posts'],
  ['wp_insert_post', { post_title: 'By Ada', post_status: 'private', post_date: '2024-02-01 10:00:00' }],
  ['get_post', ref(36)],
  ['get_posts', { fields: 'ids' }],
  ['wp_set_current_user', 0],
  ['get_posts', { fields: 'ids' }],
  ['is_user_logged_in'],
  ['current_user_can', 'read'],
];

/** Every default role's users, asked for every capability a default role has, a role name and a custom one. */
function rolesSequence(roles) {
  const caps = [...new Set(Object.values(roles).flat()), ...Object.keys(roles), 'shop_manage'];
  const steps = [];
  for (const role of Object.keys(roles)) {
    const at = steps.length;
    steps.push(['wp_insert_user', { user_login: `r_${role}`, role, user_pass: 'x' }], ['wp_set_current_user', ref(at)]);
    for (const cap of caps) steps.push(['current_user_can', cap]);
  }
  return steps;
}

/** What both sides report of a value: WP_Post and WP_User by their fields, WP_Error by code and message. */
const PROJECTION = {
  post: [
    'ID',
    'post_author',
    'post_date',
    'post_date_gmt',
    'post_content',
    'post_title',
    'post_excerpt',
    'post_status',
    'comment_status',
    'ping_status',
    'post_password',
    'post_name',
    'post_modified',
    'post_modified_gmt',
    'post_parent',
    'menu_order',
    'post_type',
    'post_mime_type',
    'comment_count',
    'filter',
  ],
  user: [
    'ID',
    'user_login',
    'user_email',
    'user_nicename',
    'user_url',
    'user_status',
    'display_name',
    'roles',
    'caps',
    'first_name',
    'last_name',
    'nickname',
    'description',
  ],
};

function project(value) {
  if (Array.isArray(value)) return value.map(project);
  if (value && typeof value === 'object') {
    if ('errors' in value && typeof value.get_error_code === 'function')
      return { error: value.get_error_code(), message: value.get_error_message() };
    if ('post_type' in value && 'ID' in value) return Object.fromEntries(PROJECTION.post.map((k) => [k, value[k]]));
    if ('user_login' in value && 'allcaps' in value)
      return Object.fromEntries(PROJECTION.user.map((k) => [k, value[k]]));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, project(v)]));
  }
  return value;
}

const resolve = (arg, results) =>
  arg && typeof arg === 'object' && !Array.isArray(arg)
    ? '$' in arg
      ? results[arg.$]
      : Object.fromEntries(Object.entries(arg).map(([k, v]) => [k, resolve(v, results)]))
    : Array.isArray(arg)
      ? arg.map((v) => resolve(v, results))
      : arg;

async function inNode(steps) {
  const testing = await import(dist('testing/index.js'));
  const wordpress = await import(dist('wordpress.js'));
  testing.resetWordPress();
  const results = [];
  for (const [fn, ...args] of steps) results.push(wordpress[fn](...args.map((a) => resolve(a, results))));
  return results.map(project);
}

const PHP_RUNNER = `<?php
require getenv( 'WP_LOAD' );
global $wpdb;
foreach ( array( $wpdb->posts, $wpdb->postmeta, $wpdb->users, $wpdb->usermeta ) as $table ) {
	$wpdb->query( "TRUNCATE TABLE $table" );
}
$wpdb->query( "DELETE FROM $wpdb->options WHERE option_name LIKE 't\\\\_%' OR option_name LIKE '\\\\_transient\\\\_%' OR option_name LIKE ' t\\\\_%'" );
wp_cache_flush();
wp_set_current_user( 0 );
function ts2wp_resolve( $arg, $results ) {
	if ( is_array( $arg ) && array_key_exists( '$', $arg ) ) {
		return $results[ $arg['$'] ];
	}
	if ( is_array( $arg ) ) {
		foreach ( $arg as $k => $v ) {
			$arg[ $k ] = ts2wp_resolve( $v, $results );
		}
	}
	return $arg;
}
function ts2wp_project( $value ) {
	if ( $value instanceof WP_Error ) {
		return array( 'error' => $value->get_error_code(), 'message' => $value->get_error_message() );
	}
	if ( $value instanceof WP_Post ) {
		$out = array();
		foreach ( ${JSON.stringify(PROJECTION.post).replace(/^\[/, 'array(').replace(/\]$/, ')')} as $k ) {
			$out[ $k ] = $value->$k;
		}
		return $out;
	}
	if ( $value instanceof WP_User ) {
		$out = array();
		foreach ( ${JSON.stringify(PROJECTION.user).replace(/^\[/, 'array(').replace(/\]$/, ')')} as $k ) {
			$out[ $k ] = 'roles' === $k ? array_values( $value->roles ) : $value->$k;
		}
		$out['caps'] = (object) $out['caps'];
		return $out;
	}
	if ( is_array( $value ) ) {
		return array_map( 'ts2wp_project', $value );
	}
	return $value;
}
$results = array();
$out     = array();
foreach ( json_decode( file_get_contents( getenv( 'STEPS' ) ), true ) as $step ) {
	$fn        = array_shift( $step );
	$args      = ts2wp_resolve( $step, $results );
	$result    = call_user_func_array( $fn, $args );
	$results[] = $result;
	$out[]     = ts2wp_project( $result );
	wp_cache_flush();
}
echo wp_json_encode( $out );
`;

let site;
let roles;
beforeAll(async () => {
  site = await startWordPress({ plugins: [], servers: [], log: () => {} });
  roles = (await import(dist('testing/roles.js'))).DEFAULT_ROLES;
});
afterAll(() => site?.stop());

function inWordPress(steps) {
  const runner = path.join(site.dir, 'fakes-runner.php');
  const file = path.join(site.dir, 'steps.json');
  fs.writeFileSync(runner, PHP_RUNNER);
  // JSON objects stay PHP arrays: WordPress's functions take arrays.
  fs.writeFileSync(file, JSON.stringify(steps));
  const text = execFileSync('php', [runner], {
    encoding: 'utf8',
    env: { ...process.env, WP_LOAD: path.join(site.dir, 'wordpress', 'wp-load.php'), STEPS: file },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(text);
}

describe('ts2wp/testing fakes answer as WordPress does', () => {
  it.each([
    ['options and transients', () => OPTIONS],
    ['posts and post meta', () => POSTS],
    ['users, user meta and the current user', () => USERS],
    ['every default role’s capabilities', () => rolesSequence(roles)],
  ])('%s', async (_, sequence) => {
    const steps = sequence();
    const node = await inNode(steps);
    const wordpress = inWordPress(steps);
    // A user meta row's ID depends on how many rows wp_insert_user() writes (the fakes keep fewer).
    const shown = (step, value) =>
      ['add_user_meta', 'update_user_meta'].includes(step[0]) && typeof value === 'number' ? 'a meta ID' : value;
    const rows = steps.map((step, i) => ({
      step: JSON.stringify(step),
      node: shown(step, node[i]),
      wordpress: shown(step, wordpress[i]),
    }));
    expect(rows.map((r) => ({ step: r.step, value: r.node }))).toEqual(
      rows.map((r) => ({ step: r.step, value: r.wordpress })),
    );
  });
});
